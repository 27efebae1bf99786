/// Characters that may not appear in a published file: XML 1.0 forbids the C0 controls
/// other than tab, line feed and carriage return, and U+FFFE/U+FFFF (a feed with one is not
/// well-formed); HTML calls the C0 and C1 controls and U+007F parse errors, and the
/// noncharacters (U+FDD0–U+FDEF, and U+xFFFE/U+xFFFF in every plane) too. Lone surrogates
/// cannot occur in a Swift string.
///
/// Every writer replaces them, so no caller can forget: `Escaping.text` and
/// `Escaping.attribute` (every text node and attribute of every page, the feed and the
/// sitemap), `TrustedHTML` (cmark's output) and the search index's JSON. A vertical tab,
/// a form feed and U+0085 (next line) become a space, since Word and old editors mean them
/// as line breaks; every other one becomes U+FFFD (�), visible, so the author can find it.
public enum ForbiddenCharacters {
    /// Whether `scalar` must not appear in a web page or a feed.
    public static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: false
        case 0x00...0x1F, 0x7F...0x9F, 0xFDD0...0xFDEF: true
        default: scalar.value & 0xFFFE == 0xFFFE
        }
    }

    /// What a forbidden character is written as.
    public static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x0B, 0x0C, 0x85: " "
        default: "\u{FFFD}"
        }
    }

    /// Whether `string` holds a forbidden character.
    public static func occur(in string: String) -> Bool {
        scan(string, escaping: .none)
    }

    /// `string` with every forbidden character replaced; the string itself (no copy) when
    /// it has none, as almost every string has.
    public static func replaced(in string: String) -> String {
        guard occur(in: string) else { return string }
        var out = String.UnicodeScalarView()
        for scalar in string.unicodeScalars {
            out.append(isForbidden(scalar) ? replacement(for: scalar) : scalar)
        }
        return String(out)
    }

    /// The HTML-special bytes a scan also stops at.
    enum Special { case none, text, attribute }

    /// Whether `string` holds a forbidden character or, for `text` and `attribute`, a byte
    /// that needs escaping. A scan of the UTF-8 bytes through a table that decodes nothing:
    /// the forbidden characters beyond ASCII are recognised by their lead bytes (C2 for C1
    /// controls, EF for U+FDD0–U+FDEF and U+FFFE/U+FFFF, F0–F4 for U+xFFFE/U+xFFFF in the
    /// other planes) and only those are looked at further, so clean text, the common case, is
    /// passed over without decoding a scalar.
    static func scan(_ string: String, escaping special: Special) -> Bool {
        let mask: UInt8 =
            switch special {
            case .none: 0b1001
            case .text: 0b1011
            case .attribute: 0b1111
            }
        var string = string
        return string.withUTF8 { bytes in
            byteClasses.withUnsafeBufferPointer { classes in
                func stops(at index: Int) -> Bool {
                    let found = classes[Int(bytes[index])] & mask
                    return found != 0 && (found != 0b1000 || isForbiddenSequence(bytes, at: index))
                }
                var index = 0
                let count = bytes.count
                // Without HTML-special bytes to stop at, only a control, U+007F or a byte of a
                // non-ASCII character can: eight plain ASCII bytes at a time are passed over.
                // (The long texts are scanned so: cmark's HTML, the search index's text, each
                // raw file.)
                if special == .none, let base = bytes.baseAddress {
                    while index + 8 <= count {
                        if isPlainASCII(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                            index += 8
                            continue
                        }
                        for position in index..<index + 8 where stops(at: position) { return true }
                        index += 8
                    }
                }
                while index < count {
                    if stops(at: index) { return true }
                    index += 1
                }
                return false
            }
        }
    }

    /// Whether none of eight bytes is a C0 control, U+007F or above U+007F: the tests for a
    /// byte below 0x20 and for a byte equal to 0x7F are exact for "some byte" (Anderson's
    /// bit hacks, "Determine if a word has a byte less than n").
    @inline(__always)
    package static func isPlainASCII(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        let control = (word &- ones &* 0x20) & ~word & high
        let flipped = word ^ (ones &* 0x7F)
        let delete = (flipped &- ones) & ~flipped & high
        return (word & high) | control | delete == 0
    }

    /// A piece of a string as `replacing` hands it out.
    enum Piece {
        /// Bytes to copy as they are.
        case run(UnsafeBufferPointer<UInt8>)
        /// An HTML-special byte (`& < >`, and `" '` for attributes), to escape.
        case special(UInt8)
        /// A forbidden character, to write as this replacement.
        case forbidden(Unicode.Scalar)
    }

    /// Walks `bytes` (valid UTF-8) once with the scan's table, handing `body` the runs that
    /// need nothing, each special byte, and each forbidden character's replacement, in order.
    static func replacing(
        _ bytes: UnsafeBufferPointer<UInt8>, escaping special: Special, _ body: (Piece) -> Void
    ) {
        let mask: UInt8 = special == .attribute ? 0b1111 : special == .text ? 0b1011 : 0b1001
        let count = bytes.count
        var start = 0
        var index = 0
        byteClasses.withUnsafeBufferPointer { classes in
            while index < count {
                let found = classes[Int(bytes[index])] & mask
                guard found != 0, found != 0b1000 || isForbiddenSequence(bytes, at: index) else {
                    index += 1
                    continue
                }
                if start < index { body(.run(UnsafeBufferPointer(rebasing: bytes[start..<index]))) }
                let length = found == 0b1000 ? sequenceLength(bytes[index]) : 1
                if found == 0b0010 || found == 0b0100 {
                    body(.special(bytes[index]))
                } else {
                    body(.forbidden(replacement(forLead: bytes[index], length: length, at: index, in: bytes)))
                }
                index += length
                start = index
            }
        }
        if start < count { body(.run(UnsafeBufferPointer(rebasing: bytes[start..<count]))) }
    }

    /// The length of the UTF-8 sequence a lead byte starts.
    private static func sequenceLength(_ lead: UInt8) -> Int {
        lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    }

    /// The replacement of the forbidden character whose `length` bytes start at `index`.
    private static func replacement(
        forLead lead: UInt8, length: Int, at index: Int, in bytes: UnsafeBufferPointer<UInt8>
    ) -> Unicode.Scalar {
        switch length {
        case 1: replacement(for: Unicode.Scalar(lead))
        // C2 xx is U+0080 to U+00BF: the C1 controls here, U+0085 among them.
        case 2: replacement(for: Unicode.Scalar(bytes[index + 1]))
        default: "\u{FFFD}"
        }
    }

    /// Per byte: 1 a forbidden ASCII control, 2 special in text (`& < >`), 4 special in an
    /// attribute (`" '`), 8 the lead byte of a sequence that may be forbidden (C2, EF, F0–F4).
    private static let byteClasses: [UInt8] = (0...255).map { (byte: Int) -> UInt8 in
        switch byte {
        case 0x09, 0x0A, 0x0D: 0
        case 0x00...0x1F, 0x7F: 1
        case 0x26, 0x3C, 0x3E: 2
        case 0x22, 0x27: 4
        case 0xC2, 0xEF, 0xF0...0xF4: 8
        default: 0
        }
    }

    /// Whether the UTF-8 sequence whose lead byte is at `index` (valid UTF-8) encodes a
    /// forbidden character.
    private static func isForbiddenSequence(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let count = bytes.count
        switch bytes[index] {
        case 0xC2:
            return index + 1 < count && bytes[index + 1] <= 0x9F
        case 0xEF:
            guard index + 2 < count else { return false }
            let second = bytes[index + 1]
            let third = bytes[index + 2]
            return (second == 0xB7 && (0x90...0xAF).contains(third)) || (second == 0xBF && third >= 0xBE)
        case 0xF0...0xF4:
            guard index + 3 < count else { return false }
            return bytes[index + 1] & 0x0F == 0x0F && bytes[index + 2] == 0xBF && bytes[index + 3] >= 0xBE
        default:
            return false
        }
    }
}
