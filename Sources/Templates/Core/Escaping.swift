/// HTML escaping. Text content and attribute values are escaped differently: text needs
/// `&`, `<` and `>`; a double-quoted attribute value also needs `"` (and `'` for safety).
/// Both replace the characters no web page or feed may hold (`ForbiddenCharacters`), so a
/// vertical tab pasted from Word cannot make the feed ill-formed.
public enum Escaping {
    /// Escapes a string for use as element text content.
    public static func text(_ string: String) -> String {
        escape(string, special: .text)
    }

    /// Escapes a string for use inside a double-quoted attribute value.
    public static func attribute(_ string: String) -> String {
        escape(string, special: .attribute)
    }

    private static func escape(_ string: String, special: ForbiddenCharacters.Special) -> String {
        // Most strings need nothing: return them without copying.
        guard ForbiddenCharacters.scan(string, escaping: special) else { return string }
        let quotes = special == .attribute
        var out = ""
        out.reserveCapacity(string.utf8.count + 16)
        for scalar in string.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where quotes: out += "&quot;"
            case "'" where quotes: out += "&#39;"
            case _ where ForbiddenCharacters.isForbidden(scalar):
                out.unicodeScalars.append(ForbiddenCharacters.replacement(for: scalar))
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
