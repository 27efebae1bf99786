/// Text from the user's files as a person is shown it: in a terminal, in the preview
/// server's error overlay, in CI annotations. A value quoted in a diagnostic (`season:
/// "\e[2J\e]0;PWNED\a"`) or a file name could otherwise clear the screen, retitle the
/// window, ring the bell, or reorder the line with a bidirectional override.
///
/// Control characters (C0 but tab, U+007F, C1) and the bidirectional controls (U+061C,
/// U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) are shown as Swift writes them, `\u{1B}`,
/// everywhere a diagnostic is shown. A diagnostic is one line, so line breaks are escaped
/// too; elsewhere (`Terminal`) they are kept.
package enum DisplayText {
    static func isShownEscaped(_ scalar: Unicode.Scalar, keepingLineBreaks: Bool) -> Bool {
        switch scalar.value {
        case 0x09: false
        case 0x0A: !keepingLineBreaks
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `string` with every control and bidirectional character written `\u{1B}`.
    package static func escaped(_ string: String, keepingLineBreaks: Bool = false) -> String {
        guard string.unicodeScalars.contains(where: { isShownEscaped($0, keepingLineBreaks: keepingLineBreaks) }) else {
            return string
        }
        var out = ""
        for scalar in string.unicodeScalars {
            if isShownEscaped(scalar, keepingLineBreaks: keepingLineBreaks) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// JSON text with the characters above written as JSON escapes (`\u202e`): the values
    /// decode to exactly what they were, and the bytes are safe to print. `JSONEncoder`
    /// escapes C0 controls but writes U+007F, C1 and bidirectional controls as they are;
    /// in its output they can only stand inside strings, where an escape means the same.
    static func jsonEscapingControls(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: { isShownEscaped($0, keepingLineBreaks: true) }) else { return json }
        var out = ""
        for scalar in json.unicodeScalars {
            if isShownEscaped(scalar, keepingLineBreaks: true) {
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
