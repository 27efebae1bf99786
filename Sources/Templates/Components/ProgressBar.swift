/// The one progress indicator used everywhere (the same shape and colour, smaller where the
/// context is smaller), with real progressbar semantics: `role="progressbar"`, a label, and
/// `aria-valuenow` / `aria-valuetext` for assistive technology.
public struct ProgressBar: Component {
    public enum Size: String, Sendable { case regular, small }

    public var done: Int
    public var total: Int
    public var label: String
    public var valueText: String
    public var size: Size

    public init(done: Int, total: Int, label: String, valueText: String, size: Size = .regular) {
        self.done = done
        self.total = total
        self.label = label
        self.valueText = valueText
        self.size = size
    }

    /// Whole percent, rounded half up; 0 when there is nothing to count.
    public var percent: Int { Self.percent(done: done, total: total) }

    public static func percent(done: Int, total: Int) -> Int {
        guard total > 0 else { return 0 }
        let clamped = min(max(done, 0), total)
        return (clamped * 200 + total) / (2 * total)
    }

    public var body: Node {
        .div([
            .class("progress"), .data("done", String(done)), .data("total", String(total)),
            .data("size", size.rawValue),
            Attribute("role", "progressbar"), .aria("label", label),
            .aria("valuemin", "0"), .aria("valuemax", "100"), .aria("valuenow", String(percent)),
            .aria("valuetext", valueText),
            Attribute("style", "--progress: \(percent)%"),
        ]) {
            Node.span([.class("progress-fill")])
        }
    }
}
