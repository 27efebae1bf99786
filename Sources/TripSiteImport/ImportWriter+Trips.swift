import Foundation
import TripSiteCore
import TripSiteStore
import Yams

/// Which folder of the site a trip of the export goes to, and writing one trip whole.
///
/// Each imported trip's `index.md` records where it came from (`imported: polarsteps:1001`,
/// `dayone:<uuid>`, `hugo:content/posts/oslo.md`). A later import of the same trip finds its
/// folder by that, whatever the folder is called now; any other trip gets a slug no trip
/// of the site has, so an import never writes into a folder of another trip (the user's own
/// `content/trips/iceland/`, or another import's).
extension ImportWriter {
    /// The front-matter key that ties a trip folder to its source.
    package static let identityKey = "imported"

    /// The slug of the trip imported from `identity`: the folder an earlier import of it
    /// wrote, else `base` made unique against every trip of the site and of this import.
    package mutating func tripSlug(for identity: String, base: String, slugs: inout UniqueSlugs) -> String {
        if let slug = importedTrips[identity], slugs.take(slug) { return slug }
        return slugs.claim(base.isEmpty ? "trip" : base) { slug in
            exists("content/trips/\(slug).md") || exists("content/trips/\(slug)")
        }
    }

    /// The trips of the site that an import wrote, by the source their `index.md` names
    /// (read once, at the first trip: the import adds folders, never renames them).
    var importedTrips: [String: String] {
        mutating get {
            if let known = knownImports { return known }
            let known = Self.scanImportedTrips(in: root.appending(path: "content/trips"))
            knownImports = known
            return known
        }
    }

    /// Each trip folder whose `index.md` front matter has a text `imported:`, by that text;
    /// when two folders claim one source, the first by name.
    static func scanImportedTrips(in folder: URL) -> [String: String] {
        var found: [String: String] = [:]
        for (name, _) in FileSystem.entries(in: folder.path).sorted(by: { $0.name < $1.name }) {
            let index = folder.appending(path: "\(name)/index.md")
            guard let data = try? ExportFile.read(index, within: folder, limit: ExportFile.textLimit).get(),
                case .success(let split) = FrontMatter.split(String(decoding: data, as: UTF8.self)),
                let node = try? Yams.compose(yaml: split.yaml), YAMLExpansion.lineOverLimit(node) == nil,
                let identity = node.mapping?[identityKey]?.string, found[identity] == nil
            else { continue }
            found[identity] = name
        }
        return found
    }

    /// Writes one trip: `body` writes its files. When it throws, the files it wrote (never
    /// one that was there before) are removed again, so a failed import leaves no half trip.
    package mutating func writeTrip(_ body: (inout ImportWriter) throws(ImportError) -> Void) throws(ImportError) {
        let first = report.files.count
        do {
            try body(&self)
        } catch {
            var folders: Set<String> = []
            for file in report.files[first...] where file.outcome == .written {
                guard let path = try? ContainedPath.resolve(file.path, in: root.path) else { continue }
                unlink(path)
                var folder = (file.path as NSString).deletingLastPathComponent
                while folder.hasPrefix("content/") {
                    folders.insert(folder)
                    folder = (folder as NSString).deletingLastPathComponent
                }
            }
            // The folders it made and left empty, deepest first (rmdir leaves any other).
            for folder in folders.sorted(by: { $0.count > $1.count }) {
                if let path = try? ContainedPath.resolve(folder, in: root.path) { rmdir(path) }
            }
            report.forget(from: first)
            throw error
        }
    }
}
