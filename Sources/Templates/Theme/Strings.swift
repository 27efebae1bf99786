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
        "gallery.title": "Photos",
        "gallery.alt": "Photo %d of %d",
        "gallery.previous": "Previous photo",
        "gallery.next": "Next photo",
        "gallery.close": "Close",
        "gallery.counter": "%d of %d",
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
        "nav.goals.title": "Goals",
        "goals.subtitle": "Badges earned along the way, and the ones within reach.",
        "goals.recent": "Recently earned",
        "goals.recent.subtitle": "The newest badges first",
        "goals.recent.none": "No badges yet. Check off an activity to earn the first one.",
        "goals.next": "Next milestones",
        "goals.next.subtitle": "The closest first",
        "goals.next.none": "Every badge is earned.",
        "goals.all": "All badges",
        "goals.stat.activities": "Activities done",
        "goals.stat.trips": "Trips completed",
        "goals.stat.countries": "Countries",
        "goals.stat.seasons": "Seasons",
        "badges.title": "Badges",
        "badges.subtitle": "%d of %d earned",
        "badge.state.earned": " (earned)",
        "badge.state.locked": " (not earned yet)",
        "badge.earned": "Earned",
        "badge.estimated": "(from the trip's dates)",
        "badge.unknownDate": "date unknown",
        "badge.locked": "Not earned yet",
        "badge.rule": "How to earn it",
        "badge.counts": "What counts",
        "badge.counts.none": "Nothing counts toward this badge yet.",
        "badge.counts.more": "…and %d more.",
        "badge.toGo": "%d to go",
        "trip.badges": "Badges from this trip",
        "unit.activities.one": "activity",
        "unit.activities.many": "activities",
        "unit.trips.one": "trip",
        "unit.trips.many": "trips",
        "unit.countries.one": "country",
        "unit.countries.many": "countries",
        "unit.seasons.one": "season",
        "unit.seasons.many": "seasons",
        "search.title": "Search",
        "search.subtitle": "Find trips and activities as you type.",
        "search.label": "Search trips and activities",
        "search.placeholder": "A place, a country, an activity",
        "search.hint": "Results appear below as you type; the down arrow moves to them.",
        "search.trips": "Trips",
        "search.activities": "Activities",
        "search.all": "All trips",
        "search.empty": "No trips yet.",
        "search.found": "Found %@ and %@.",
        "search.found-one": "Found %@.",
        "search.none": "Nothing matches “%@”.",
        "search.more": "Showing the first %d of %d.",
        "search.unavailable": "Search could not load its index, so all trips are listed instead.",
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

    private func substitute(
        _ template: String, placeholder: String, with values: [String], repeating: Bool = false
    ) -> String {
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
