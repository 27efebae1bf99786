/// Rewrites the URLs in the attributes of HTML that TripSite made (its pages, and the HTML
/// cmark-gfm wrote for a journal), as Hugo's `relativeURLs` and Eleventy's HTML base plugin
/// do: a journal's `/trips/kyoto/` under the site's base path, a feed's links made absolute,
/// a page's links made relative to it.
///
/// It reads tags, not text: in HTML made by cmark-gfm or by `TripSiteHTML`, a `<` in text
/// is always `&lt;` and a `"` in an attribute value always `&quot;`, so every `<` starts
/// a tag, a comment or a declaration. Comments and the contents of `<script>` and
/// `<style>` are copied as they are (an image marker is a comment). Attribute values
/// quoted with `"` or `'`, and unquoted ones (raw HTML in a journal), are all read.
package enum HTMLURLRewriter {
    /// The attributes that hold a URL (`srcset` a list of them), and the theme's own
    /// `data-index-url` (where the search page fetches its index).
    static let urlAttributes = [
        "href", "src", "srcset", "poster", "action", "formaction", "cite", "data-index-url",
    ]

    /// `html` with each URL `transform` returns a replacement for replaced. The URL is given
    /// as written in the attribute (still HTML-escaped); the replacement is written as it is
    /// returned, so it must be escaped for an attribute value already.
    package static func rewrite(_ html: String, _ transform: (Substring) -> String?) -> String {
        var scanner = Scanner(html)
        return scanner.run(transform)
    }

    /// A `srcset` value with each candidate's URL transformed (`a.webp 480w, b.webp 960w`).
    static func rewriteSrcset(_ value: Substring, _ transform: (Substring) -> String?) -> String? {
        var changed = false
        let candidates = value.split(separator: ",", omittingEmptySubsequences: false).map { candidate -> String in
            let leading = candidate.prefix { $0 == " " || $0 == "\n" || $0 == "\t" }
            let rest = candidate.dropFirst(leading.count)
            let url = rest.prefix { $0 != " " && $0 != "\n" && $0 != "\t" }
            guard !url.isEmpty, let replaced = transform(url) else { return String(candidate) }
            changed = true
            return leading + replaced + rest.dropFirst(url.count)
        }
        return changed ? candidates.joined(separator: ",") : nil
    }
}

extension HTMLURLRewriter {
    /// Walks the HTML's UTF-8 bytes once, copying everything but the rewritten values.
    struct Scanner {
        let html: String
        let bytes: [UInt8]
        var position = 0
        var copiedUpTo = 0
        var output: [UInt8] = []

        init(_ html: String) {
            self.html = html
            bytes = Array(html.utf8)
        }

        mutating func run(_ transform: (Substring) -> String?) -> String {
            while let open = find(UInt8(ascii: "<"), from: position) {
                position = open + 1
                guard position < bytes.count else { break }
                switch bytes[position] {
                case UInt8(ascii: "!"):
                    let isComment = starts(with: "!--", at: position)
                    position = isComment ? (find("-->", from: position + 3).map { $0 + 3 } ?? bytes.count) : skipTag()
                case UInt8(ascii: "/"), UInt8(ascii: "?"):
                    position = skipTag()
                default:
                    guard Self.isLetter(bytes[position]) else { continue }
                    startTag(transform)
                }
            }
            guard !output.isEmpty else { return html }
            output += bytes[copiedUpTo...]
            return String(decoding: output, as: UTF8.self)
        }

        /// Reads a start tag's name and attributes, rewriting URL values; after `<script>` or
        /// `<style>`, skips to the element's end tag.
        mutating func startTag(_ transform: (Substring) -> String?) {
            let nameStart = position
            position = wordEnd(from: position)
            let name = nameStart..<position
            while position < bytes.count {
                skipSpaces()
                guard position < bytes.count else { return }
                if bytes[position] == UInt8(ascii: ">") {
                    position += 1
                    break
                }
                if bytes[position] == UInt8(ascii: "/") {
                    position += 1
                    continue
                }
                attribute(transform)
            }
            for raw in ["script", "style"] where isWord(name, raw) {
                position = findEndTag(raw, from: position) ?? bytes.count
            }
        }

        /// Reads one attribute (`name`, `name=value`, `name="value"`) and rewrites its value
        /// when it holds a URL.
        mutating func attribute(_ transform: (Substring) -> String?) {
            let nameStart = position
            while position < bytes.count, !Self.isSpace(bytes[position]),
                !Self.endsAttributeName(bytes[position]) || position == nameStart
            {
                position += 1
            }
            let nameRange = nameStart..<position
            skipSpaces()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { return }
            position += 1
            skipSpaces()
            guard position < bytes.count else { return }
            let valueRange = readValue()
            // Most attributes hold no URL: their names are told apart in the bytes (a
            // string made and looked up for each would be most of the rewriting).
            guard let name = HTMLURLRewriter.urlAttributes.first(where: { isWord(nameRange, $0) }) else { return }
            let value = Substring(String(decoding: bytes[valueRange], as: UTF8.self))
            let replaced =
                name == "srcset" ? HTMLURLRewriter.rewriteSrcset(value, transform) : transform(value)
            guard let replaced, replaced != value else { return }
            output += bytes[copiedUpTo..<valueRange.lowerBound]
            output += Array(replaced.utf8)
            copiedUpTo = valueRange.upperBound
        }

        /// The range of an attribute value without its quotes; the position after it.
        mutating func readValue() -> Range<Int> {
            let quote = bytes[position]
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                let start = position + 1
                let end = find(quote, from: start) ?? bytes.count
                position = min(end + 1, bytes.count)
                return start..<end
            }
            let start = position
            while position < bytes.count, !Self.isSpace(bytes[position]), bytes[position] != UInt8(ascii: ">") {
                position += 1
            }
            return start..<position
        }
    }
}

extension HTMLURLRewriter.Scanner {
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    static func endsAttributeName(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "=") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
    }

    /// Whether the bytes in `range` spell `lowercase` (ASCII), in any case.
    func isWord(_ range: Range<Int>, _ lowercase: String) -> Bool {
        guard range.count == lowercase.utf8.count else { return false }
        return zip(bytes[range], lowercase.utf8).allSatisfy { byte, wanted in
            byte == wanted || Self.isLetter(byte) && byte | 0x20 == wanted
        }
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    mutating func skipSpaces() {
        while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
    }

    /// The position after the `>` that ends a declaration or an end tag.
    func skipTag() -> Int {
        find(UInt8(ascii: ">"), from: position).map { $0 + 1 } ?? bytes.count
    }

    /// Where a tag name from `start` ends (letters, digits and `-`).
    func wordEnd(from start: Int) -> Int {
        var end = start
        while end < bytes.count,
            Self.isLetter(bytes[end]) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end])
                || bytes[end] == UInt8(ascii: "-")
        {
            end += 1
        }
        return end
    }

    func find(_ byte: UInt8, from start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        return bytes[start...].firstIndex(of: byte)
    }

    func find(_ text: String, from start: Int) -> Int? {
        let needle = Array(text.utf8)
        var index = start
        while let candidate = find(needle[0], from: index) {
            if starts(with: text, at: candidate) { return candidate }
            index = candidate + 1
        }
        return nil
    }

    func starts(with text: String, at start: Int) -> Bool {
        let needle = Array(text.utf8)
        guard start + needle.count <= bytes.count else { return false }
        return bytes[start..<start + needle.count].elementsEqual(needle)
    }

    /// Where `</name` starts (any case), from `start`.
    func findEndTag(_ name: String, from start: Int) -> Int? {
        var index = start
        while let candidate = find("</", from: index) {
            if isWord(candidate + 2..<wordEnd(from: candidate + 2), name) { return candidate }
            index = candidate + 2
        }
        return nil
    }
}
