import Foundation

/// Files embedded in the library at build time by the EmbedFiles plugin (the default theme,
/// the sample site), as FileEmbedder writes them: each path and its contents in base64.
enum EmbeddedFiles {
    /// The files by path, decoded. An entry that is not base64 (never written by FileEmbedder)
    /// is left out.
    static func decode(_ entries: [(base64Path: String, base64: String)]) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for entry in entries {
            if let path = Data(base64Encoded: entry.base64Path).map({ String(decoding: $0, as: UTF8.self) }),
                let data = Data(base64Encoded: entry.base64)
            {
                files[path] = [UInt8](data)
            }
        }
        return files
    }
}
