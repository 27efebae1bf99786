/// The type scale, named after Apple's text styles. Each maps to a class of the same name in
/// the theme's CSS (`.title3`), sized in rem so text follows the reader's font size.
public enum TextStyle: String, Sendable, CaseIterable {
    case largeTitle = "large-title"
    case title
    case title2
    case title3
    case headline
    case subheadline
    case body
    case callout
    case footnote
    case caption

    public var className: String { rawValue }
}

extension Attribute {
    /// `class="title3 extra"`: a text style plus any component classes.
    public static func style(_ style: TextStyle, _ classes: String...) -> Attribute {
        Attribute("class", ([style.className] + classes.filter { !$0.isEmpty }).joined(separator: " "))
    }

    /// `style(_:_:)` with no class or one, as nearly every call has, without the variadic
    /// array, the filter and the join, which every styled element of every page would pay.
    public static func style(_ style: TextStyle) -> Attribute { Attribute("class", style.className) }

    public static func style(_ style: TextStyle, _ name: String) -> Attribute {
        Attribute("class", name.isEmpty ? style.className : style.className + " " + name)
    }
}
