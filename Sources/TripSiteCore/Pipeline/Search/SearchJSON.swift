import TripSiteHTML

/// The little JSON the search index is written in: strings, numbers and arrays, written
/// directly (an encoder's intermediate tree for 10,000 trips' postings would cost more than
/// the index). The same value always gives the same bytes.
enum SearchJSON {
    /// A JSON string. Characters no web page may hold are replaced first
    /// (`ForbiddenCharacters`): a browser would decode an escaped C0 control again, and C1
    /// controls and noncharacters would be written as they are.
    static func string(_ value: String) -> String {
        let clean = ForbiddenCharacters.occur(in: value) ? ForbiddenCharacters.replaced(in: value) : value
        var bytes: [UInt8] = []
        var source = clean
        source.withUTF8 { utf8 in
            bytes.reserveCapacity(utf8.count + 2)
            bytes.append(UInt8(ascii: "\""))
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                if let escape = escape(utf8, at: index) {
                    bytes += escape.text
                    index += escape.length
                } else {
                    bytes.append(byte)
                    index += 1
                }
            }
            bytes.append(UInt8(ascii: "\""))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The escape for the character at `index` (and how many bytes it takes), or nil when
    /// it is written as it is: quotes, backslashes, C0 controls, and the line and paragraph
    /// separators (which old script engines took for line ends).
    @inline(__always)
    private static func escape(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> (text: [UInt8], length: Int)? {
        let byte = utf8[index]
        switch byte {
        case UInt8(ascii: "\""): return (Array("\\\"".utf8), 1)
        case UInt8(ascii: "\\"): return (Array("\\\\".utf8), 1)
        case 0x0A: return (Array("\\n".utf8), 1)
        case 0x0D: return (Array("\\r".utf8), 1)
        case 0x09: return (Array("\\t".utf8), 1)
        case 0..<0x20:
            let hex = String(byte, radix: 16)
            return (Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8), 1)
        case 0xE2
        where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
            return (Array((utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8), 3)
        default:
            return nil
        }
    }

    /// An optional string, `null` when absent.
    static func string(_ value: String?) -> String { value.map { string($0) } ?? "null" }

    /// A JSON array of numbers.
    static func numbers(_ values: [Int]) -> String {
        var out = "["
        for (position, value) in values.enumerated() {
            if position > 0 { out += "," }
            out += String(value)
        }
        return out + "]"
    }

    /// A JSON array of already written values.
    static func array(_ values: [String]) -> String { "[" + values.joined(separator: ",") + "]" }
}
