/// The `id` each Markdown heading gets, so that `#anchor` links into a journal work as they
/// did on Hugo or GitHub: the heading's text slugged the way Hugo's default (`github`)
/// does it, or the id written after it in braces (`## Day 3 {#summit}`, as Hugo, kramdown
/// and Pandoc read it). Ids are unique on the page: a repeat gets `-1`, `-2` … (as Hugo and
/// GitHub number them), and none takes an id the page's own markup uses (`pageIDs`).
package enum HeadingIDs {
    /// Hugo's `github` slug: each letter or digit lower-cased (any script: `日本語` stays,
    /// `Über` is `über`), `_` kept, each space and `-` a `-`, anything else dropped. Empty
    /// text gives `heading`, as Hugo's.
    package static func slug(_ text: String) -> String {
        var slug = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                // ASCII without the scalar's properties, which make a string per character.
                switch scalar {
                case " ", "-": slug.append("-")
                case "A"..."Z": slug.append(Unicode.Scalar(scalar.value + 32)!)
                case "a"..."z", "0"..."9", "_": slug.append(scalar)
                default: break
                }
            } else if isLetterOrDigit(scalar) {
                slug.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            }
        }
        return slug.isEmpty ? "heading" : String(slug)
    }

    private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber:
            true
        default: false
        }
    }

    /// A heading's text without a trailing attribute block (`Day 3 {#summit .big}`), and the
    /// id the block names; nil when the text ends in no such block. The block holds `#id`,
    /// `.class` and `key=value` words, at least one `#id` or `.class` (only the id is used); an id is letters, digits, `-`,
    /// `_`, `:` and `.`, so it needs no escaping anywhere.
    package static func attributes(in text: String) -> (text: String, id: String?)? {
        var trimmed = Substring(text)
        while trimmed.last?.isWhitespace == true { trimmed = trimmed.dropLast() }
        guard trimmed.last == "}", let open = trimmed.lastIndex(of: "{") else { return nil }
        let inner = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        var id: String?
        var named = false
        for word in inner.split(whereSeparator: \.isWhitespace) {
            if word.hasPrefix("#"), word.count > 1, word.dropFirst().allSatisfy(isIDCharacter) {
                id = String(word.dropFirst())
                named = true
            } else if word.hasPrefix("."), word.count > 1, word.dropFirst().allSatisfy(isIDCharacter) {
                named = true
            } else if let equals = word.firstIndex(of: "="), equals > word.startIndex,
                word[..<equals].allSatisfy(isIDCharacter)
            {
                continue
            } else {
                return nil
            }
        }
        guard named else { return nil }
        var before = trimmed[..<open]
        while before.last?.isWhitespace == true { before = before.dropLast() }
        return (String(before), id)
    }

    private static func isIDCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "-" || character == "_" || character == ":"
            || character == "."
    }

    /// The ids TripSite's own markup puts on a trip's, an entry's or a page's page (its
    /// landmarks and section headings), which a heading must not take. Activities' anchors
    /// (`activity-…`) are made after the journal's headings and step around theirs
    /// (`TripParser.assignAnchors`), and the text's task checkboxes' (`task_1`) are taken
    /// as the text is read (`CMarkDocument.identifyHeadings`).
    package static let pageIDs: Set<String> = [
        "main", "sky", "fill", "travel", "travel-title", "recent", "recent-title", "next", "next-title", "all",
        "all-title", "search", "search-input", "search-hint", "search-status", "search-results", "year-title",
        "trip-route-title", "trip-badges-title", "timeline-title", "gallery-title", "activities-title",
        "sort-activities", "rule-title", "map-list-title", "counts-title",
    ]
}
