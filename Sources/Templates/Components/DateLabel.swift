/// A date shown to readers: machine-readable ISO date in `datetime`, human text inside.
public struct DateLabel: Component {
    public var iso: String
    public var text: String
    public var className: String

    public init(iso: String, text: String, className: String = "") {
        self.iso = iso
        self.text = text
        self.className = className
    }

    public var body: Node {
        .time([Attribute("datetime", iso)] + (className.isEmpty ? [] : [.class(className)])) { text }
    }
}
