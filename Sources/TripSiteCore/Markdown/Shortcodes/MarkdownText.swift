/// Text written into Markdown so that it reads back as the same text.
enum MarkdownText {
    /// Every ASCII punctuation character backslash-escaped (CommonMark lets any be), so the
    /// text starts no emphasis, link or code: an image's alt, a link's text.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if character.isASCII, character.isPunctuation || character.isSymbol { result.append("\\") }
            result.append(character == "\n" ? " " : character)
        }
        return result
    }

    /// A link destination: as it is when it can be (`harbour.jpg`), else in angle brackets,
    /// which may hold spaces and parentheses.
    static func destination(_ url: String) -> String {
        let plain = url.allSatisfy { !$0.isWhitespace && !"()<>\\".contains($0) && !($0.isASCII && $0.isNewline) }
        if plain, !url.isEmpty { return url }
        var result = "<"
        for character in url where character != "\n" {
            if character == "<" || character == ">" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result + ">"
    }

    /// A link title in double quotes.
    static func title(_ text: String) -> String {
        var result = "\""
        for character in text where character != "\n" {
            if character == "\"" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result + "\""
    }
}
