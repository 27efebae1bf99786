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
        var out = "\""
        out.reserveCapacity(clean.utf8.count + 2)
        for scalar in clean.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
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
