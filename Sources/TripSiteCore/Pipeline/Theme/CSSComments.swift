/// Removes comments from a stylesheet, the one minification the composed stylesheet gets:
/// the theme's files explain themselves at length (a third of the gzipped size), readers'
/// browsers need none of it. Quoted strings (`content: "/*"`) and `/*! … */` comments (the
/// convention for licences) are kept; lines left empty by a removal are dropped.
package enum CSSComments {
    package static func stripped(_ css: String) -> String {
        var output = String.UnicodeScalarView()
        let scalars = Array(css.unicodeScalars)
        var index = 0
        var quote: Unicode.Scalar?
        while index < scalars.count {
            let scalar = scalars[index]
            if let open = quote {
                output.append(scalar)
                if scalar == "\\", index + 1 < scalars.count {
                    output.append(scalars[index + 1])
                    index += 1
                } else if scalar == open || scalar == "\n" {
                    quote = nil
                }
            } else if scalar == "\"" || scalar == "'" {
                quote = scalar
                output.append(scalar)
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*",
                !(index + 2 < scalars.count && scalars[index + 2] == "!")
            {
                index = end(ofCommentAt: index, in: scalars)
                continue
            } else {
                output.append(scalar)
            }
            index += 1
        }
        return droppingBlankLines(String(output))
    }

    /// The index just past the comment starting at `start` (the end of the text if unclosed).
    private static func end(ofCommentAt start: Int, in scalars: [Unicode.Scalar]) -> Int {
        var index = start + 2
        while index + 1 < scalars.count {
            if scalars[index] == "*" && scalars[index + 1] == "/" { return index + 2 }
            index += 1
        }
        return scalars.count
    }

    private static func droppingBlankLines(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.last == " " ? String($0.reversed().drop { $0 == " " }.reversed()) : String($0) }
        return lines.filter { !$0.isEmpty }.joined(separator: "\n") + (text.hasSuffix("\n") ? "\n" : "")
    }
}
