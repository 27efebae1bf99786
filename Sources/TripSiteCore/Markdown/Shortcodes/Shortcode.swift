/// A Hugo shortcode (`{{< figure src="x.jpg" >}}`, `{{% notice %}}`) or a Jekyll Liquid tag
/// (`{% include image.html %}`) as written in a journal: its name and arguments, read the way
/// Hugo and Liquid read them (positional or `key=value`, values bare, `"quoted"` or
/// `` `raw` ``).
package struct Shortcode: Hashable, Sendable {
    package enum Syntax: Hashable, Sendable {
        /// `{{< … >}}`
        case hugo
        /// `{{% … %}}` (Hugo renders the inner text as Markdown)
        case hugoMarkdown
        /// `{% … %}`
        case liquid

        var opening: String {
            switch self {
            case .hugo: "{{<"
            case .hugoMarkdown: "{{%"
            case .liquid: "{%"
            }
        }

        var closing: String {
            switch self {
            case .hugo: ">}}"
            case .hugoMarkdown: "%}}"
            case .liquid: "%}"
            }
        }
    }

    package var syntax: Syntax
    /// The name as written, lower-cased (`figure`, `include`); a Hugo closing tag's without
    /// its slash.
    package var name: String
    /// `{{< /highlight >}}`: the end of a paired shortcode.
    package var isClosing: Bool
    package var positional: [String]
    package var named: [String: String]
    /// The whole tag as written, delimiters included.
    package var source: String
    /// `{{< name … />}}`: a tag of a paired shortcode that has no inner text.
    package var isSelfClosing = false

    /// The tag whose text between the delimiters is `inner`; nil when it names nothing.
    init?(syntax: Syntax, inner: Substring, source: String) {
        var text = inner.trimmed()
        if syntax == .liquid {
            // `{%- … -%}` trims whitespace around the tag in Liquid.
            if text.hasPrefix("-") { text = text.dropFirst().trimmed() }
            if text.hasSuffix("-") { text = text.dropLast().trimmed() }
        } else if text.hasSuffix("/") {
            text = text.dropLast().trimmed()
            isSelfClosing = true
        }
        let isClosing = syntax != .liquid && text.hasPrefix("/")
        if isClosing { text = text.dropFirst().trimmed() }
        var words = Self.words(text)
        guard let first = words.first, case .bare(let name) = first, !name.isEmpty else { return nil }
        words.removeFirst()
        self.syntax = syntax
        self.name = name.lowercased()
        self.isClosing = isClosing
        self.source = source
        self.positional = []
        self.named = [:]
        for word in words {
            switch word {
            case .bare(let value), .quoted(let value): positional.append(value)
            case .named(let key, let value): named[key.lowercased()] = value
            }
        }
    }

    /// The argument named `key`, else the positional one at `index`.
    func argument(_ key: String, at index: Int? = nil) -> String? {
        if let value = named[key] { return value }
        guard let index, positional.indices.contains(index) else { return nil }
        return positional[index]
    }

    enum Word: Equatable {
        case bare(String)
        case quoted(String)
        case named(String, String)
    }

    /// Splits arguments at whitespace, keeping quoted values (`"a b"`, `` `a b` ``, `'a b'`)
    /// whole and reading `key=value` pairs.
    static func words(_ text: Substring) -> [Word] {
        var words: [Word] = []
        var rest = text[...]
        while let start = rest.firstIndex(where: { !$0.isWhitespace }) {
            rest = rest[start...]
            if let (value, after) = quoted(rest) {
                words.append(.quoted(value))
                rest = after
                continue
            }
            let end = rest.firstIndex(where: { $0.isWhitespace || $0 == "=" }) ?? rest.endIndex
            let key = String(rest[..<end])
            rest = rest[end...]
            let afterSpace = rest.drop { $0 == " " || $0 == "\t" }
            guard afterSpace.first == "=" else {
                words.append(.bare(key))
                continue
            }
            let valueStart = afterSpace.dropFirst().drop { $0 == " " || $0 == "\t" }
            if let (value, after) = quoted(valueStart) {
                words.append(.named(key, value))
                rest = after
            } else {
                let valueEnd = valueStart.firstIndex(where: \.isWhitespace) ?? valueStart.endIndex
                words.append(.named(key, String(valueStart[..<valueEnd])))
                rest = valueStart[valueEnd...]
            }
        }
        return words
    }

    /// A quoted value at the start of `text` and what follows it. In double quotes `\"` and
    /// `\\` are escapes; backticks and single quotes take their text as it is.
    private static func quoted(_ text: Substring) -> (String, Substring)? {
        guard let quote = text.first, quote == "\"" || quote == "`" || quote == "'" else { return nil }
        var value = ""
        var index = text.index(after: text.startIndex)
        while index < text.endIndex {
            let character = text[index]
            if character == quote { return (value, text[text.index(after: index)...]) }
            if quote == "\"", character == "\\", text.index(after: index) < text.endIndex {
                index = text.index(after: index)
                value.append(text[index])
            } else {
                value.append(character)
            }
            index = text.index(after: index)
        }
        return nil
    }
}

extension Substring {
    /// Without white space at either end.
    fileprivate func trimmed() -> Substring { Substring(String(self).trimmingWhitespace()) }
}
