/// What a slot template sees: plain values of the site, the page and (on a trip's page) the
/// trip, documented in docs/theming.md. Mustache escapes each one where `{{name}}` puts it;
/// nothing here is HTML. URLs are root-relative under the site's base path (and made
/// relative with the rest of the page in `relativeURLs` mode).
package struct SlotView {
    /// The nested values, as Mustache reads them (`{{site.title}}`, `{{#trip.tags}}`).
    private(set) var values: [String: Any]

    /// The view of a page: `kind` is its type (home, trip, collection, goals, badges, badge,
    /// search, page, 404), `url` its address (none for the not-found page).
    init(context: RenderContext, kind: String, title: String, url: String?, params: Params = [:]) {
        let config = context.config
        values = [
            "site": [
                "title": config.title, "description": config.description, "language": config.language,
                "author": config.author, "url": context.urls.home,
                "absoluteURL": context.urls.absolute(context.urls.home),
                "feedURL": context.urls.feed, "params": Self.values(config.params),
            ] as [String: Any],
            "page": [
                "kind": kind, "title": title, "url": url ?? "", "isHome": kind == "home",
                "params": Self.values(params),
            ] as [String: Any],
        ]
    }

    /// The trip's page: the page's values and `trip`.
    init(context: RenderContext, trip: Trip) {
        let url = context.urls.trip(trip.slug)
        self.init(context: context, kind: "trip", title: trip.title, url: url, params: trip.params)
        var fields: [String: Any] = [
            "slug": trip.slug, "title": trip.title, "url": url, "tags": trip.tags,
            "activityCount": trip.activities.count, "doneCount": trip.activities.filter(\.isDone).count,
            "params": Self.values(trip.params),
        ]
        fields["subtitle"] = trip.subtitle
        fields["country"] = trip.country
        fields["season"] = trip.season?.rawValue
        fields["start"] = trip.start?.iso
        fields["end"] = trip.end?.iso
        fields["percentComplete"] = trip.completion.map { $0.total == 0 ? 0 : $0.done * 100 / $0.total }
        values["trip"] = fields
    }

    /// `params:` as Mustache values: maps as dictionaries, lists as arrays, the rest as text
    /// (so `{{#params.flag}}` is a section when true, and `{{params.n}}` prints as written).
    static func values(_ params: Params) -> [String: Any] {
        params.mapValues(value)
    }

    private static func value(_ param: ParamValue) -> Any {
        switch param {
        case .map(let map): values(map)
        case .list(let list): list.map(value)
        case .bool(let flag): flag
        case .null: Optional<String>.none as Any
        case .text, .integer, .number: param.text ?? ""
        }
    }
}
