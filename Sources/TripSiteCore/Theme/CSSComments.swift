/// Removes comments from a stylesheet, the one minification the composed stylesheet gets:
/// the theme's files explain themselves at length (much of the gzipped size), readers'
/// browsers need none of it. Quoted strings (`content: "/*"`) and `/*! … */` comments (the
/// convention for licences) are kept; lines left empty by a removal are dropped.
///
/// It works on UTF-8 bytes: every character it looks for is ASCII, and no byte of a longer
/// character is, so nothing is decoded (the theme's stylesheets are long, and every build
/// composes them).
package enum CSSComments {
    package static func stripped(_ css: String) -> String {
        let bytes = Array(css.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                output.append(byte)
                if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                    output.append(bytes[index + 1])
                    index += 1
                } else if byte == open || byte == UInt8(ascii: "\n") {
                    quote = nil
                }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
                output.append(byte)
            } else if isCommentStart(bytes, at: index) {
                index = end(ofCommentAt: index, in: bytes)
                continue
            } else {
                output.append(byte)
            }
            index += 1
        }
        return String(decoding: droppingBlankLines(output), as: UTF8.self)
    }

    /// `/*` not followed by `!`.
    private static func isCommentStart(_ bytes: [UInt8], at index: Int) -> Bool {
        bytes[index] == UInt8(ascii: "/") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*")
            && !(index + 2 < bytes.count && bytes[index + 2] == UInt8(ascii: "!"))
    }

    /// The index just past the comment starting at `start` (the end of the text if unclosed).
    private static func end(ofCommentAt start: Int, in bytes: [UInt8]) -> Int {
        var index = start + 2
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/") { return index + 2 }
            index += 1
        }
        return bytes.count
    }

    /// Lines without their trailing spaces, the empty ones dropped. A line ends at a `\n`
    /// that does not follow a `\r`: as `String.split(separator: "\n")` reads it, a CRLF is
    /// one character and not a line break.
    private static func droppingBlankLines(_ text: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(text.count)
        var lineStart = 0
        var wroteLine = false
        func endLine(at end: Int) {
            var last = end
            while last > lineStart, text[last - 1] == UInt8(ascii: " ") { last -= 1 }
            guard last > lineStart else { return }
            if wroteLine { output.append(UInt8(ascii: "\n")) }
            output += text[lineStart..<last]
            wroteLine = true
        }
        for index in text.indices
        where text[index] == UInt8(ascii: "\n") && (index == 0 || text[index - 1] != UInt8(ascii: "\r")) {
            endLine(at: index)
            lineStart = index + 1
        }
        endLine(at: text.count)
        if text.last == UInt8(ascii: "\n") && (text.count < 2 || text[text.count - 2] != UInt8(ascii: "\r")) {
            output.append(UInt8(ascii: "\n"))
        }
        return output
    }
}
