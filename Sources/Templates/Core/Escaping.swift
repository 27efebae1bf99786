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

    /// The UTF-8 bytes are copied in runs between the bytes that need something: an HTML
    /// special (`& < >`, and `" '` in attributes) becomes its entity and a forbidden
    /// character its replacement (`ForbiddenCharacters.replacing`). A feed's 20 entries of
    /// escaped HTML and every term feed's go through here: too much text to append a scalar
    /// at a time.
    private static func escape(_ string: String, special: ForbiddenCharacters.Special) -> String {
        // Most strings need nothing: return them without copying.
        guard ForbiddenCharacters.scan(string, escaping: special) else { return string }
        var out: [UInt8] = []
        out.reserveCapacity(string.utf8.count + string.utf8.count / 8 + 16)
        appendReplacing(string, special: special, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `string` escaped, appended to the UTF-8 bytes of a page (`Node.render`).
    static func append(_ string: String, special: ForbiddenCharacters.Special, to out: inout [UInt8]) {
        if ForbiddenCharacters.scan(string, escaping: special) {
            appendReplacing(string, special: special, to: &out)
        } else {
            Node.append(string, to: &out)
        }
    }

    /// `string`, which the scan found something in, appended piece by piece.
    private static func appendReplacing(
        _ string: String, special: ForbiddenCharacters.Special, to out: inout [UInt8]
    ) {
        var string = string
        string.withUTF8 { bytes in
            ForbiddenCharacters.replacing(bytes, escaping: special) { piece in
                switch piece {
                case .run(let run): out.append(contentsOf: run)
                case .special(let byte): out.append(contentsOf: entity(byte).utf8)
                case .forbidden(let replacement): out.append(contentsOf: replacement.utf8)
                }
            }
        }
    }

    /// The entity of an HTML-special byte.
    private static func entity(_ byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        default: "&#39;"
        }
    }
}
