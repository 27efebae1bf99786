/// The search field: a labelled `type=search` input in a `role=search` form that submits to
/// the search page (`?q=…`). It starts `hidden`, because filtering needs the theme's script;
/// the script shows it, so a reader without JavaScript never sees a field that does nothing.
public struct SearchBox: Component {
    public var action: String
    public var label: String
    public var placeholder: String
    public var query: String
    /// Read out with the field: how to reach the results from it.
    public var hint: String
    /// Hidden until the script shows it; `false` where it is shown as a sample (the gallery).
    public var hiddenUntilScripted: Bool
    /// The ids of what the field filters: the search page's result groups and its list of
    /// every trip, or a sample's own list.
    public var controls: [String]

    public init(
        action: String, label: String, placeholder: String, hint: String, query: String = "",
        hiddenUntilScripted: Bool = true, controls: [String] = ["search-results", "search-all"]
    ) {
        self.action = action
        self.label = label
        self.placeholder = placeholder
        self.hint = hint
        self.query = query
        self.hiddenUntilScripted = hiddenUntilScripted
        self.controls = controls
    }

    public var body: Node {
        .form(
            [
                .class("search-form"), Attribute("role", "search"), Attribute("action", action),
                // The browser's own suggestions would cover the live results. Said on the form,
                // which its field inherits: axe-core 3.1 reports `autocomplete="off"` on the
                // input itself (`autocomplete-valid`).
                Attribute("method", "get"), Attribute("autocomplete", "off"),
            ]
                + (hiddenUntilScripted ? [.flag("hidden")] : [])
        ) {
            Node.label([.style(.callout, "search-label"), Attribute("for", "search-input")]) { label }
            Node.div([.class("search-field")]) {
                Icon.search
                Node.input([
                    Attribute("type", "search"), .id("search-input"), .class("search-input"), Attribute("name", "q"),
                    Attribute("value", query), Attribute("placeholder", placeholder),
                    Attribute("spellcheck", "false"),
                    .aria("controls", controls.joined(separator: " ")),
                    .aria("describedby", "search-hint search-status"),
                ])
            }
            Node.p([.class("visually-hidden"), .id("search-hint")]) { hint }
        }
    }
}
