/// The user-visible strings of the components, in one place so a site can localise them.
/// The defaults are English; `Strings(overrides:)` replaces any of them by key.
public struct Strings: Sendable {
    public var values: [String: String]

    public static let english: [String: String] = [
        "nav.label": "Sections",
        "nav.wishlist": "Wishlist",
        "nav.goals": "Goals",
        "nav.search": "Search",
        "skip": "Skip to content",
        "showAll": "Show all",
        "activities": "Activities",
        "activity.one": "1 activity",
        "activity.many": "%d activities",
        "progress.label": "Activities completed",
        "progress.subtitle": "%d of %d activities",
        "progress.none": "No activities yet",
        "sort.label": "Sort by",
        "sort.title": "Title",
        "sort.date": "Date",
        "sort.completed": "Completion",
        "done": "Done",
        "notDone": "Not done",
        "pager.label": "More trips",
        "pager.previous": "Previous",
        "pager.next": "Next",
        "photo.alt": "Photo: %@",
        "footer.generator": "Made with TripSite",
        "trips.one": "1 trip",
        "trips.many": "%d trips",
        "months": "January, February, March, April, May, June, July, August, September, October, November, December",
        "home.title": "Wishlist",
        "home.empty": "No trips yet. Add a Markdown file to content/trips/ to start your wishlist.",
        "collection.recent": "Recently added",
        "collection.recent.subtitle": "The newest places on the list",
        "collection.featured": "Featured",
        "collection.featured.subtitle": "Trips worth a closer look",
        "collection.empty": "No trips in this collection yet.",
        "trip.season": "Season",
        "trip.dates": "Dates",
        "trip.country": "Country",
        "trip.tags": "Tags",
        "notFound.title": "Page not found",
        "notFound.text": "This page is not on the map. Try the wishlist instead.",
        "notFound.link": "Back to the wishlist",
    ]

    public init(overrides: [String: String] = [:]) {
        values = Strings.english.merging(overrides) { _, new in new }
    }

    public subscript(_ key: String) -> String { values[key] ?? key }

    /// `format("progress.subtitle", 2, 3)` → "2 of 3 activities": each `%d` takes the next
    /// number, in order.
    public func format(_ key: String, _ numbers: Int...) -> String {
        substitute(self[key], placeholder: "%d", with: numbers.map(String.init))
    }

    /// `format("photo.alt", string: "Kona")`: each `%@` takes the string.
    public func format(_ key: String, string: String) -> String {
        substitute(self[key], placeholder: "%@", with: [string], repeating: true)
    }

    private func substitute(_ template: String, placeholder: String, with values: [String], repeating: Bool = false) -> String {
        var result = ""
        var remaining = Substring(template)
        var index = 0
        while let start = remaining.firstRange(of: placeholder) {
            result += remaining[..<start.lowerBound]
            if index < values.count {
                result += values[index]
            } else {
                result += placeholder
            }
            if !repeating { index += 1 }
            remaining = remaining[start.upperBound...]
        }
        return result + remaining
    }

    /// "1 activity" / "7 activities".
    public func activities(_ count: Int) -> String {
        count == 1 ? self["activity.one"] : format("activity.many", count)
    }

    public func trips(_ count: Int) -> String {
        count == 1 ? self["trips.one"] : format("trips.many", count)
    }
}
