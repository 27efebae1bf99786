import Foundation
import TripSiteCore
import ZIPFoundation

/// A Day One export as it was downloaded: a `.zip`, read in place (nothing is unpacked to
/// disk), or the folder it unpacks to. Nothing is read outside it (`ExportFile`), and no file
/// larger than its limit is inflated or read: a zip's sizes are checked before inflating and
/// again while it inflates, as the header may lie.
struct DayOneSource {
    private enum Storage {
        case folder(URL)
        /// The archive, its file entries' paths, and the photos under `photos/` by name
        /// without extension, each name's paths sorted (found once, not per photo).
        case zip(Archive, paths: Set<String>, photos: [String: [String]])
    }

    private let storage: Storage

    init(_ url: URL, label: String) throws(ImportError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw .unreadableExport("\(label) does not exist: pass Day One's JSON export, a .zip or its folder")
        }
        if isFolder.boolValue {
            storage = .folder(url)
            return
        }
        guard let archive = try? Archive(url: url, accessMode: .read, pathEncoding: nil) else {
            throw .unreadableExport("\(label) is neither a folder nor a zip file: pass Day One's JSON export")
        }
        let paths = Set(archive.filter { $0.type == .file }.map(\.path))
        storage = .zip(archive, paths: paths, photos: Self.photoIndex(paths))
    }

    /// The paths directly under `photos/`, by file name without its extension.
    private static func photoIndex(_ paths: Set<String>) -> [String: [String]] {
        var index: [String: [String]] = [:]
        for path in paths.sorted() where path.hasPrefix("photos/") && !path.dropFirst(7).contains("/") {
            let name = path.dropFirst(7)
            let stem = name.firstIndex(of: ".").map { name[..<$0] } ?? name
            index[String(stem), default: []].append(path)
        }
        return index
    }

    /// The journals: the `*.json` files at the top, `Journal.json` first, then by name.
    var journals: [String] {
        let names: [String]
        switch storage {
        case .folder(let url): names = ExportFolder.children(of: url, folders: false).map(\.lastPathComponent)
        case .zip(_, let paths, _): names = paths.filter { !$0.contains("/") }.sorted()
        }
        let journals = names.filter { $0.lowercased().hasSuffix(".json") && !$0.hasPrefix(".") }
        return journals.filter { $0 == "Journal.json" } + journals.filter { $0 != "Journal.json" }
    }

    /// The bytes of the file at `path` (relative to the export's top), or why there are
    /// none: absent, outside the export, or larger than `limit`.
    func data(_ path: String, limit: Int) -> Result<Data, ExportFile.Problem> {
        switch storage {
        case .folder(let url):
            guard ContainedPath.isContained(path) else { return .failure(.outside(path)) }
            return ExportFile.read(url.appending(path: path), within: url, limit: limit)
        case .zip(let archive, _, _):
            guard let entry = archive[path], entry.type == .file else { return .failure(.unreadable) }
            return Self.inflate(entry, of: archive, limit: limit)
        }
    }

    /// The entry's bytes, refused when its header says it is larger than `limit` or when
    /// inflating it passes `limit` (a header that lies: a zip bomb).
    private static func inflate(
        _ entry: ZIPFoundation.Entry, of archive: Archive, limit: Int
    ) -> Result<Data, ExportFile.Problem> {
        guard entry.uncompressedSize <= UInt64(limit) else {
            return .failure(.tooLarge(Int64(clamping: entry.uncompressedSize), limit: limit))
        }
        struct TooLarge: Error {}
        var data = Data()
        data.reserveCapacity(Int(entry.uncompressedSize))
        do {
            _ = try archive.extract(entry, skipCRC32: false) { chunk in
                guard data.count + chunk.count <= limit else { throw TooLarge() }
                data.append(chunk)
            }
        } catch is TooLarge {
            return .failure(.tooLarge(Int64(limit) + 1, limit: limit))
        } catch {
            return .failure(.unreadable)
        }
        return .success(data)
    }

    /// The photo named `md5` in `photos/`: `<md5>.<type>` when there, else any
    /// `<md5>.*`; nil when the export does not have it. `md5` and `type` come from the
    /// journal: callers pass only plain names (`DayOneEntry.isPlainName`).
    func photoPath(md5: String, type: String?) -> String? {
        let exact = "photos/\(md5).\(type ?? "jpeg")"
        switch storage {
        case .folder(let url):
            if FileManager.default.fileExists(atPath: url.appending(path: exact).path) { return exact }
            return ExportFolder.children(of: url.appending(path: "photos"), folders: false)
                .first { $0.deletingPathExtension().lastPathComponent == md5 }.map { "photos/\($0.lastPathComponent)" }
        case .zip(_, let paths, let photos):
            if paths.contains(exact) { return exact }
            return photos[md5]?.first
        }
    }
}
