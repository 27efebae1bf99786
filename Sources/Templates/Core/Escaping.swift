/// HTML escaping. Text content and attribute values are escaped differently: text needs
/// `&`, `<` and `>`; a double-quoted attribute value also needs `"` (and `'` for safety).
public enum Escaping {
    /// Escapes a string for use as element text content.
    public static func text(_ string: String) -> String {
        escape(string, quotes: false)
    }

    /// Escapes a string for use inside a double-quoted attribute value.
    public static func attribute(_ string: String) -> String {
        escape(string, quotes: true)
    }

    private static func escape(_ string: String, quotes: Bool) -> String {
        func needsEscape(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
                || (quotes && (byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")))
        }
        // Most strings need nothing: return them without copying.
        guard string.utf8.contains(where: needsEscape) else { return string }
        var out = ""
        out.reserveCapacity(string.utf8.count + 16)
        for scalar in string.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where quotes: out += "&quot;"
            case "'" where quotes: out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
