import Foundation

/// How search folds text into words: the build's half of the theme's `search.js` (`fold`),
/// which folds the reader's query the same way. A test runs both over the same texts (the
/// GFM spec's examples, and words in many scripts) and holds them to the same words.
///
/// Folding drops the characters readers leave out inside words (apostrophes, the middle
/// dot, invisible joiners), lowers case, decomposes compatibility forms (full-width
/// letters, ligatures), drops accents, composes again (kana, Hangul) and spells out a few
/// letters ("ß" → "ss"): "Zürich" → "zurich". Words are runs of letters, digits and marks.
package enum SearchFolding {
    /// The longest token the index keeps, in Unicode scalars; longer words are indexed by
    /// their first `maxTokenLength` scalars, and queries are clipped the same way.
    package static let maxTokenLength = 24

    /// The folded words of `text`, in order. ASCII runs take a fast path with the same result.
    package static func words(_ text: String) -> [String] {
        var words: [String] = []
        forEachWord(in: text) { word, _ in words.append(word) }
        return words
    }

    /// Calls `body` with each folded word of `text`, in order, and whether the word is
    /// ASCII (then it has no spaceless characters, and its length in scalars is its length
    /// in bytes: the text's tokens skip both checks).
    package static func forEachWord(in text: String, _ body: (String, _ isASCII: Bool) -> Void) {
        forEachSegment(in: text) { segment, ascii in forEachWord(inSegment: segment, isASCII: ascii, body) }
    }

    /// Calls `body` with each segment of `text`'s bytes (a run up to the next ASCII separator,
    /// from which `forEachWord(inSegment:)` takes the words) and whether it is ASCII. The
    /// bytes are valid only during the call.
    package static func forEachSegment(in text: String, _ body: (UnsafeBufferPointer<UInt8>, _ isASCII: Bool) -> Void) {
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            while start < bytes.count {
                var end = start
                var ascii = true
                while end < bytes.count, !isASCIISeparator(bytes[end]) {
                    if bytes[end] >= 0x80 { ascii = false }
                    end += 1
                }
                if end > start { body(UnsafeBufferPointer(rebasing: bytes[start..<end]), ascii) }
                start = end + 1
            }
        }
    }

    /// The folded words of one segment, in order.
    package static func forEachWord(
        inSegment segment: UnsafeBufferPointer<UInt8>, isASCII: Bool, _ body: (String, _ isASCII: Bool) -> Void
    ) {
        if isASCII {
            if let word = asciiWord(segment) { body(word, true) }
        } else {
            for word in foldedWords(String(decoding: segment, as: UTF8.self)) { body(word, false) }
        }
    }

    /// An ASCII byte that ends a word: anything but a letter, a digit, or a silent `'`/`` ` ``.
    /// Read from two 64-bit masks of the separators (`separatorsBelow64`, `…Above64`): one
    /// shift and test per byte of a journal's text.
    @inline(__always)
    private static func isASCIISeparator(_ byte: UInt8) -> Bool {
        guard byte < 0x80 else { return false }
        let mask = byte < 64 ? separatorsBelow64 : separatorsAbove64
        return mask >> (UInt64(byte) & 63) & 1 == 1
    }

    /// Bit `b` set when byte `b` is an ASCII separator: all below 64 but `'` and the digits.
    private static var separatorsBelow64: UInt64 { ~(1 << 39 | 0x3FF << 48) }
    /// Bit `b` set when byte 64 + `b` is: all from 64 but the letters and `` ` ``.
    private static var separatorsAbove64: UInt64 { ~(0x3FF_FFFF << 1 | 0x7FF_FFFF << 32) }

    /// An ASCII segment in lower case without its apostrophes; nil when nothing is left.
    /// Written straight into the string's storage (inline, with no allocation, up to 15 bytes).
    private static func asciiWord(_ segment: UnsafeBufferPointer<UInt8>) -> String? {
        let word = String(unsafeUninitializedCapacity: segment.count) { buffer in
            var count = 0
            for byte in segment where byte != UInt8(ascii: "'") && byte != UInt8(ascii: "`") {
                buffer[count] = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
                count += 1
            }
            return count
        }
        return word.isEmpty ? nil : word
    }

    /// The folded words of a piece of text that holds more than ASCII.
    package static func foldedWords(_ text: String) -> [String] {
        var words: [String] = []
        var word = String.UnicodeScalarView()
        for scalar in fold(text).unicodeScalars {
            if isWordScalar(scalar) {
                word.append(scalar)
            } else if !word.isEmpty {
                words.append(String(word))
                word = String.UnicodeScalarView()
            }
        }
        if !word.isEmpty { words.append(String(word)) }
        return words
    }

    /// The text folded, separators kept (`search.js`'s `foldText`).
    package static func fold(_ text: String) -> String {
        var kept = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where !isSilent(scalar) { kept.append(scalar) }
        let decomposed = String(kept).lowercased().decomposedStringWithCompatibilityMapping
        var unmarked = String.UnicodeScalarView()
        for scalar in decomposed.unicodeScalars where !isDroppedMark(scalar) { unmarked.append(scalar) }
        let composed = String(unmarked).precomposedStringWithCanonicalMapping.lowercased()
        var folded = ""
        for scalar in composed.unicodeScalars {
            if let spelled = spelledOut[scalar] { folded += spelled } else { folded.unicodeScalars.append(scalar) }
        }
        return folded
    }

    /// Letters that do not decompose into a base letter and a mark; final sigma is sigma.
    private static let spelledOut: [Unicode.Scalar: String] = [
        "ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i", "ς": "σ",
    ]

    /// Characters inside words that readers leave out.
    private static func isSilent(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x27, 0x2019, 0x2018, 0x2BC, 0x2BB, 0x60, 0xB4, 0xB7, 0xAD, 0x200B...0x200D, 0x2060, 0xFEFF: true
        default: false
        }
    }

    /// Marks a reader leaves out when typing: accents on Latin, Greek and Cyrillic letters,
    /// Hebrew points, Arabic vowel marks.
    private static func isDroppedMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x300...0x36F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F, 0x591...0x5C7,
            0x64B...0x65F, 0x670, 0x6D6...0x6ED:
            true
        default: false
        }
    }

    /// A letter, a digit or a mark: what words are made of.
    package static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber,
            .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark:
            true
        default: false
        }
    }

    /// A character of a script written without spaces between words (Han, kana): there any
    /// character may start a word. The same ranges as `search.js`'s `SPACELESS`.
    package static func isSpaceless(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2E80...0x2FDF, 0x3005...0x3007, 0x3021...0x3029, 0x3038...0x303B, 0x3040...0x30FF, 0x31F0...0x31FF,
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF66...0xFF9F, 0x1B000...0x1B16F,
            0x20000...0x323AF:
            true
        default: false
        }
    }

    /// Whether a word holds a character of a script written without spaces.
    package static func hasSpaceless(_ word: String) -> Bool {
        // Every spaceless character takes three or four bytes, the first at least 0xE2: most
        // words are ruled out by a scan of their bytes (in the buffer, not the view's iterator).
        let mayHave = word.utf8.withContiguousStorageIfAvailable { $0.contains { $0 >= 0xE2 } } ?? true
        return mayHave && word.unicodeScalars.contains(where: isSpaceless)
    }

    /// A word clipped to `maxTokenLength` scalars.
    package static func clipped(_ word: String) -> String {
        guard word.utf8.count > maxTokenLength else { return word }
        let scalars = word.unicodeScalars
        guard scalars.count > maxTokenLength else { return word }
        return String(String.UnicodeScalarView(scalars.prefix(maxTokenLength)))
    }
}
