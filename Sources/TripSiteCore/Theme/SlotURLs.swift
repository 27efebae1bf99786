/// The URL attributes of a slot's HTML, checked as cmark-gfm checks a Markdown link's: a
/// `javascript:`, `vbscript:`, `file:` or (outside an image's `src`) `data:` URL is written as
/// an empty value. Mustache escapes `{{value}}` for HTML but cannot know that a value from
/// the journal (`href="{{trip.params.url}}"`) lands in a URL, where `javascript:alert(1)`
/// needs no character it escapes.
enum SlotURLs {
    static let urlAttributes: Set<String> = [
        "href", "src", "action", "formaction", "xlink:href", "poster", "cite", "background", "data", "ping",
    ]

    /// `html` with each dangerous URL attribute value emptied.
    static func neutralized(_ html: String) -> String {
        var bytes = Array(html.utf8)
        var changed = false
        var index = 0
        while let (name, valueRange) = nextQuotedAttribute(in: bytes, from: &index) {
            guard urlAttributes.contains(name), isDangerous(bytes[valueRange], attribute: name) else { continue }
            bytes.removeSubrange(valueRange)
            index = valueRange.lowerBound
            changed = true
        }
        return changed ? String(decoding: bytes, as: UTF8.self) : html
    }

    /// The next `name="value"` (or `'value'`) from `index`: the name, lowercased, and the
    /// value's range; `index` moves past it.
    private static func nextQuotedAttribute(
        in bytes: [UInt8], from index: inout Int
    ) -> (String, Range<Int>)? {
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "="), index + 1 < bytes.count,
                bytes[index + 1] == UInt8(ascii: "\"") || bytes[index + 1] == UInt8(ascii: "'")
            else {
                index += 1
                continue
            }
            var start = index
            while start > 0, isNameByte(bytes[start - 1]) { start -= 1 }
            let name = String(decoding: bytes[start..<index], as: UTF8.self).lowercased()
            let quote = bytes[index + 1]
            let valueStart = index + 2
            let valueEnd = bytes[valueStart...].firstIndex(of: quote) ?? bytes.count
            index = valueEnd + 1
            return (name, valueStart..<valueEnd)
        }
        return nil
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: ":") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Whether a URL, its character references decoded and the whitespace and control
    /// characters browsers skip removed, starts with a scheme that runs or reads something.
    static func isDangerous(_ value: ArraySlice<UInt8>, attribute: String) -> Bool {
        let decoded = decodeReferences(String(decoding: value, as: UTF8.self))
        let scheme = String(decoded.unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F }).lowercased()
        if scheme.hasPrefix("data:") { return !(attribute == "src" && scheme.hasPrefix("data:image/")) }
        return ["javascript:", "vbscript:", "file:"].contains { scheme.hasPrefix($0) }
    }

    /// Numeric character references and the named ones a scheme can be spelled with.
    private static func decodeReferences(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            let end = after.firstIndex(of: ";") ?? after.endIndex
            let name = after[..<end]
            let named = ["colon": ":", "tab": "\t", "newline": "\n", "amp": "&", "quot": "\"", "apos": "'"]
            var scalar: String?
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map(String.init)
            } else if name.hasPrefix("#") {
                scalar = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map(String.init)
            } else {
                scalar = named[name.lowercased()]
            }
            if let scalar, end != after.endIndex {
                result += scalar
                rest = after[after.index(after: end)...]
            } else {
                result += "&"
                rest = after
            }
        }
        return result + rest
    }
}
