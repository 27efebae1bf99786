import Foundation

/// Files embedded in the library at build time by the EmbedFiles plugin (the default theme,
/// the sample site), as FileEmbedder writes them: each path and its contents in base64.
enum EmbeddedFiles {
    /// The files by path, decoded. An entry that is not base64 (never written by FileEmbedder)
    /// is left out.
    /// The files in `skipping` are left out (decoded when needed with `decode(_:path:)`).
    static func decode(
        _ entries: [(base64Path: String, base64: String)], skipping: Set<String> = []
    ) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for entry in entries {
            if let path = Data(base64Encoded: entry.base64Path).map({ String(decoding: $0, as: UTF8.self) }),
                !skipping.contains(path), let data = Data(base64Encoded: entry.base64)
            {
                files[path] = [UInt8](data)
            }
        }
        return files
    }

    /// The one file at `path`, decoded; nil when there is none.
    static func decode(_ entries: [(base64Path: String, base64: String)], path: String) -> [UInt8]? {
        let encodedPath = Data(path.utf8).base64EncodedString()
        return entries.first { $0.base64Path == encodedPath }.flatMap { Data(base64Encoded: $0.base64) }.map {
            [UInt8]($0)
        }
    }
}
