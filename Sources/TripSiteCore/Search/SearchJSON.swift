import TripSiteHTML

/// The little JSON the search index is written in: strings, numbers and arrays, written
/// directly (an encoder's intermediate tree for a large journal's postings would cost more
/// than the index). The same value always gives the same bytes.
package enum SearchJSON {
    /// A JSON string. Characters no web page may hold are replaced first
    /// (`ForbiddenCharacters`): a browser would decode an escaped C0 control again, and C1
    /// controls and noncharacters would be written as they are.
    package static func string(_ value: String) -> String {
        var bytes: [UInt8] = []
        append(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `string(_:)` appended to `bytes`, with no string made of it: a trip's text part is
    /// written as bytes (a string of each would validate every byte again).
    static func append(_ value: String, to bytes: inout [UInt8]) {
        var source = ForbiddenCharacters.occur(in: value) ? ForbiddenCharacters.replaced(in: value) : value
        source.withUTF8 { utf8 in
            bytes.reserveCapacity(bytes.count + utf8.count + 2)
            bytes.append(UInt8(ascii: "\""))
            // Runs of bytes that need nothing are copied whole (a trip's whole text is a
            // part of its own, too long to copy byte by byte).
            var index = 0
            var run = 0
            while index < utf8.count {
                guard mayNeedEscaping(utf8[index]) else {
                    index += 1
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<index]))
                index += append(utf8, at: index, to: &bytes)
                run = index
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run...]))
            bytes.append(UInt8(ascii: "\""))
        }
    }

    /// A byte `append` may write otherwise than as it is: a quote, a backslash, a C0
    /// control, or the first byte of the line and paragraph separators.
    @inline(__always)
    private static func mayNeedEscaping(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0xE2
    }

    /// Appends the character at `index`, escaped where JSON or old script engines need it
    /// (quotes, backslashes, C0 controls, the line and paragraph separators), and returns
    /// how many bytes it took.
    @inline(__always)
    private static func append(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int, to bytes: inout [UInt8]) -> Int {
        let byte = utf8[index]
        func write(_ text: StaticString) {
            text.withUTF8Buffer { bytes.append(contentsOf: $0) }
        }
        switch byte {
        case UInt8(ascii: "\""): write("\\\"")
        case UInt8(ascii: "\\"): write("\\\\")
        case 0x0A: write("\\n")
        case 0x0D: write("\\r")
        case 0x09: write("\\t")
        case 0..<0x20:
            let hex = String(byte, radix: 16)
            bytes.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
        case 0xE2
        where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
            write(utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029")
            return 3
        default:
            bytes.append(byte)
        }
        return 1
    }

    /// An optional string, `null` when absent.
    static func string(_ value: String?) -> String { value.map { string($0) } ?? "null" }

    /// A JSON array of numbers.
    /// Digits are written into one buffer, not by `String(value)` and `+=` for each of
    /// millions of postings.
    package static func numbers(_ values: [Int]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(values.count * 4 + 2)
        bytes.append(UInt8(ascii: "["))
        for (position, value) in values.enumerated() {
            if position > 0 { bytes.append(UInt8(ascii: ",")) }
            if value < 0 { bytes.append(UInt8(ascii: "-")) }
            let start = bytes.count
            var rest = value.magnitude
            repeat {
                bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
                rest /= 10
            } while rest > 0
            bytes[start...].reverse()
        }
        bytes.append(UInt8(ascii: "]"))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A JSON array of already written values.
    static func array(_ values: [String]) -> String { "[" + values.joined(separator: ",") + "]" }
}
