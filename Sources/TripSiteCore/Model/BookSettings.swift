/// `book:` in site.yml: whether travelled trips have a printable book page, and its paper.
package struct BookSettings: Hashable, Encodable, Sendable {
    /// `book: {publish: false}` leaves every book page out of the site (`tripsite book` still
    /// makes a PDF).
    package var publish = true
    /// `book: {paper: A4}`; nil for the language's usual paper (`Paper.usual(forLanguage:)`).
    package var paper: Paper?

    package init(publish: Bool = true, paper: Paper? = nil) {
        self.publish = publish
        self.paper = paper
    }
}

/// A sheet a book is printed on, with its size in millimetres.
package enum Paper: String, Hashable, Encodable, Sendable, CaseIterable {
    case a5 = "A5"
    case a4 = "A4"
    case letter = "Letter"

    /// Width and height in millimetres, portrait.
    package var size: (width: Double, height: Double) {
        switch self {
        case .a5: (148, 210)
        case .a4: (210, 297)
        case .letter: (215.9, 279.4)
        }
    }

    /// The name as written in site.yml or on the command line, any case (`a4`, `LETTER`).
    package init?(named name: String) {
        guard let paper = Self.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
            return nil
        }
        self = paper
    }

    /// The paper a book is printed on where the site's language is written: Letter in the
    /// countries whose printers hold it (a tag with the region US, CA, MX, PH or CL, such as
    /// `en-US` or `es-MX`), A5 elsewhere, a travel book's usual size.
    package static func usual(forLanguage tag: String) -> Paper {
        let parts = tag.split(separator: "-").dropFirst().map { $0.uppercased() }
        return parts.contains { ["US", "CA", "MX", "PH", "CL"].contains($0) } ? .letter : .a5
    }
}
