/// The completion overlay on a trip's hero photo: the percentage, the progress bar and a
/// subtitle ("3 of 5 activities"). Shown only for trips that have activities.
public struct CompletionOverlay: Component {
    public var done: Int
    public var total: Int
    public var strings: Strings

    public init(done: Int, total: Int, strings: Strings) {
        self.done = done
        self.total = total
        self.strings = strings
    }

    public var body: Node {
        let subtitle = strings.progress(done: done, total: total)
        let bar = ProgressBar(done: done, total: total, label: strings["progress.label"], valueText: subtitle)
        return .div([.class("completion")]) {
            Node.p([.style(.largeTitle, "completion-percent"), .aria("hidden", "true")]) {
                strings.percent(bar.percent)
            }
            bar
            Node.p([.style(.subheadline, "completion-subtitle")]) { subtitle }
        }
    }
}
