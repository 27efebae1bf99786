/// Turns a request path into the site file to serve, never anything outside the site: the
/// site is a dictionary of output paths, and a path is only looked up after it is decoded and
/// checked. `..`, `.`, backslashes and NUL bytes (raw or percent-encoded) are refused.
package enum RequestPath {
    package enum Resolution: Equatable, Sendable {
        /// Serve this output path.
        case file(String)
        /// A folder asked for without its trailing slash: redirect to this URL path.
        case redirect(String)
        case notFound
        case badRequest
    }

    package static func resolve(_ rawPath: String, exists: (String) -> Bool) -> Resolution {
        let pathOnly = rawPath.prefix { $0 != "?" && $0 != "#" }
        guard pathOnly.hasPrefix("/"), let decoded = percentDecode(pathOnly) else { return .badRequest }
        guard !decoded.contains("\\"), !decoded.contains("\0") else { return .badRequest }
        let segments = decoded.split(separator: "/", omittingEmptySubsequences: true)
        guard !segments.contains(where: { $0 == ".." || $0 == "." }) else { return .badRequest }
        let key = segments.joined(separator: "/")
        let isFolder = decoded.hasSuffix("/") || key.isEmpty
        if isFolder {
            let index = key.isEmpty ? "index.html" : key + "/index.html"
            return exists(index) ? .file(index) : .notFound
        }
        if exists(key) { return .file(key) }
        // Built from the checked key, never the raw path: "//about" must not become a
        // redirect to another host ("//about/").
        if exists(key + "/index.html") { return .redirect("/" + key + "/") }
        return .notFound
    }

    /// `%20` → space; nil for a malformed escape or bytes that are not UTF-8.
    static func percentDecode(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next(), let low = iterator.next(),
                let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
            else { return nil }
            bytes.append(value)
        }
        return String(validating: bytes, as: UTF8.self)
    }
}
