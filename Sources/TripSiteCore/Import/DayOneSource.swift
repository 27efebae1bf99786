import Foundation
import ZIPFoundation

/// A Day One export as it was downloaded: a `.zip`, read in place (nothing is unpacked to
/// disk), or the folder it unpacks to.
struct DayOneSource {
    private enum Storage {
        case folder(URL)
        case zip(Archive, paths: Set<String>)
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
        guard let archive = try? Archive(url: url, accessMode: .read) else {
            throw .unreadableExport("\(label) is neither a folder nor a zip file: pass Day One's JSON export")
        }
        storage = .zip(archive, paths: Set(archive.map(\.path)))
    }

    /// The journals: the `*.json` files at the top, `Journal.json` first, then by name.
    var journals: [String] {
        let names: [String]
        switch storage {
        case .folder(let url): names = ExportFolder.children(of: url, folders: false).map(\.lastPathComponent)
        case .zip(_, let paths): names = paths.filter { !$0.contains("/") }.sorted()
        }
        let journals = names.filter { $0.lowercased().hasSuffix(".json") && !$0.hasPrefix(".") }
        return journals.filter { $0 == "Journal.json" } + journals.filter { $0 != "Journal.json" }
    }

    /// The bytes of the file at `path` (relative to the export's top), nil when absent.
    func data(_ path: String) -> Data? {
        switch storage {
        case .folder(let url): return FileManager.default.contents(atPath: url.appending(path: path).path)
        case .zip(let archive, _):
            guard let entry = archive[path], entry.type == .file else { return nil }
            var data = Data()
            do {
                _ = try archive.extract(entry, skipCRC32: false) { data.append($0) }
            } catch {
                return nil
            }
            return data
        }
    }

    /// The photo named `md5` in `photos/`: `<md5>.<type>` when there, else any
    /// `<md5>.*`; nil when the export does not have it.
    func photoPath(md5: String, type: String?) -> String? {
        let exact = "photos/\(md5).\(type ?? "jpeg")"
        switch storage {
        case .folder(let url):
            if FileManager.default.fileExists(atPath: url.appending(path: exact).path) { return exact }
            return ExportFolder.children(of: url.appending(path: "photos"), folders: false)
                .first { $0.deletingPathExtension().lastPathComponent == md5 }.map { "photos/\($0.lastPathComponent)" }
        case .zip(_, let paths):
            if paths.contains(exact) { return exact }
            return paths.sorted().first { $0.hasPrefix("photos/\(md5).") && !$0.dropFirst(7).contains("/") }
        }
    }
}
