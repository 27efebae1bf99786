/// The heading tags of HTML that cmark-gfm or `TripSiteHTML` wrote, read as tags: in such
/// HTML every `<` in text is `&lt;`, so `<h2` is always a tag.
package enum HeadingTags {
    /// The level of each heading's opening tag (`<h2>`, `<h3 id="…">`), in order.
    package static func levels(in html: String) -> [Int] {
        let bytes = Array(html.utf8)
        var levels: [Int] = []
        var index = 0
        while index + 3 < bytes.count {
            if bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "h"),
                let level = digit(bytes[index + 2]),
                bytes[index + 3] == UInt8(ascii: ">") || bytes[index + 3] == UInt8(ascii: " ")
            {
                levels.append(level)
            }
            index += 1
        }
        return levels
    }

    /// The `id` of each heading (`<h2 id="day-1">`), in order; "" for one without.
    package static func ids(in html: String) -> [String] {
        var ids: [String] = []
        var rest = Substring(html)
        while let open = rest.range(of: "<h") {
            rest = rest[open.upperBound...]
            guard let level = rest.first, ("1"..."6").contains(level) else { continue }
            let tag = rest.dropFirst().prefix { $0 != ">" }
            if tag.hasPrefix(" id=\"") {
                ids.append(String(tag.dropFirst(5).prefix { $0 != "\"" }))
            } else if tag.isEmpty {
                ids.append("")
            }
        }
        return ids
    }

    /// `html` without the `id` of its headings' opening tags (`<h2 id="x">` → `<h2>`).
    package static func removingIDs(_ html: String) -> String {
        var result = ""
        var rest = Substring(html)
        while let open = rest.range(of: "<h") {
            result += rest[..<open.upperBound]
            rest = rest[open.upperBound...]
            guard let level = rest.first, ("1"..."6").contains(level), rest.dropFirst().hasPrefix(" id=\""),
                let end = rest.firstIndex(of: ">")
            else { continue }
            result.append(level)
            rest = rest[end...]
        }
        return result + rest
    }

    /// `html` with every heading tag's level, opening and closing, written as `h_`: what is
    /// left is the content and every other byte, to compare texts whose headings were placed
    /// at other levels.
    package static func maskingLevels(_ html: String) -> String {
        var bytes = Array(html.utf8)
        var index = 0
        while index + 3 < bytes.count {
            let start = bytes[index + 1] == UInt8(ascii: "/") ? index + 2 : index + 1
            if bytes[index] == UInt8(ascii: "<"), start + 2 < bytes.count, bytes[start] == UInt8(ascii: "h"),
                digit(bytes[start + 1]) != nil,
                bytes[start + 2] == UInt8(ascii: ">") || bytes[start + 2] == UInt8(ascii: " ")
            {
                bytes[start + 1] = UInt8(ascii: "_")
            }
            index += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `levels` (a page's headings, in order) are an outline axe-core's
    /// `heading-order` accepts with one `<h1>` first: each at most one deeper than the one
    /// before it.
    package static func isOutline(_ levels: [Int]) -> Bool {
        guard levels.first == 1, levels.dropFirst().allSatisfy({ $0 > 1 }) else { return false }
        return zip(levels, levels.dropFirst()).allSatisfy { $1 <= $0 + 1 }
    }

    private static func digit(_ byte: UInt8) -> Int? {
        (UInt8(ascii: "1")...UInt8(ascii: "6")).contains(byte) ? Int(byte - UInt8(ascii: "0")) : nil
    }
}
