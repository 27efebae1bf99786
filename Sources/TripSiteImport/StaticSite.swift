import Foundation
import TripSiteCore

/// A Hugo or Jekyll site as `tripsite import hugo|jekyll` reads it (`HugoSite`,
/// `JekyllSite`): its settings, its posts and pages, and where its images are. One
/// `StaticSiteImporter` writes either as TripSite trips, entries and pages.
package struct StaticSite {
    package enum Generator: String, Sendable {
        case hugo = "Hugo"
        case jekyll = "Jekyll"
    }

    /// What a content file becomes.
    package enum Role: Sendable, Equatable {
        /// A trip (or, grouped, an entry).
        case post
        /// A trip, written with `draft: true` (Jekyll's `_drafts/`).
        case draft
        /// A standalone page.
        case page
    }

    /// One Markdown file of the site.
    package struct Source: Sendable {
        var url: URL
        /// Its path in the site, as warnings name it after the site's label.
        var path: String
        var role: Role
        /// A Hugo leaf bundle's folder: its other files go with the post.
        var bundle: URL?
        /// The file's name without its extension, or the bundle folder's.
        var name: String
        /// A Hugo post's folders under the content folder (`["travel", "asia"]`), its
        /// section first; empty for a page and for Jekyll's files.
        var section: [String] = []
    }

    var generator: Generator
    var root: URL
    /// The site folder as the user named it, for warnings.
    var label: String
    var config: ImportedSiteConfig
    var sources: [Source]
    /// The folders a site path (`/images/a.jpg`, `images/a.jpg`) is looked up in, in order.
    var imageRoots: [URL]

    /// The file at `path` of the site, as warnings name it.
    func file(_ source: Source) -> String { "\(label)/\(source.path)" }

    /// Every file under `folder` (not hidden), as paths relative to it, sorted; none when
    /// the folder (a link, say) lies outside the site `root`.
    static func files(under folder: URL, within root: URL) -> [String] {
        guard ExportFile.isInside(folder, root: root),
            let enumerator = FileManager.default.enumerator(atPath: folder.path)
        else { return [] }
        var paths: [String] = []
        while let path = enumerator.nextObject() as? String {
            guard !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.appending(path: path).path, isDirectory: &isFolder),
                !isFolder.boolValue
            {
                paths.append(path)
            }
        }
        return paths.sorted()
    }

    /// Whether a file name is Markdown (`.md`, `.markdown`, any case).
    static func isMarkdown(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix(".md") || lower.hasSuffix(".markdown")
    }

    /// A file name without its last extension.
    static func stem(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    static func isFolder(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
    }
}
