import Foundation
import TripSiteHTML
import TripSiteStore

/// What search finds, made at build time from the model: every trip in reading order with
/// the fields a reader searches by (title, subtitle, country, tags, season) and its text,
/// every activity with its name, trip and state, and every page with its title,
/// description and text, each trip's entries among the pages after the site's own
/// (`PageEntry.isEntry`, with their trip, date and place as their description). Each entry
/// carries the URL it links to (the trip page, the activity's anchor on it, the page),
/// already under the site's base path. Countries are named in the site's language.
///
/// Entries hold display text. `SearchShards` folds them into tokens and splits the index
/// into the parts the search page loads.
package struct SearchIndex: Equatable, Sendable {
    package struct TripEntry: Equatable, Sendable {
        package var title: String
        package var subtitle: String?
        package var country: String?
        package var tags: [String]
        package var season: String?
        package var url: String
        /// The journal's words (`Trip.bodyText`).
        package var text: String

        package init(
            title: String, subtitle: String?, country: String?, tags: [String], season: String?, url: String,
            text: String
        ) {
            self.title = title
            self.subtitle = subtitle
            self.country = country
            self.tags = tags
            self.season = season
            self.url = url
            self.text = text
        }
    }

    package struct ActivityEntry: Equatable, Sendable {
        package var name: String
        /// Position of the activity's trip in `trips`.
        package var trip: Int
        /// Position of the activity in its trip's list.
        package var ordinal: Int
        package var done: Bool
        package var url: String

        package init(name: String, trip: Int, ordinal: Int, done: Bool, url: String) {
            self.name = name
            self.trip = trip
            self.ordinal = ordinal
            self.done = done
            self.url = url
        }
    }

    package struct PageEntry: Equatable, Sendable {
        package var title: String
        package var description: String?
        package var url: String
        package var text: String
        /// A trip's entry (a day of the journal), found in a group of its own; else a page
        /// of the site.
        package var isEntry: Bool

        package init(title: String, description: String?, url: String, text: String, isEntry: Bool = false) {
            self.title = title
            self.description = description
            self.url = url
            self.text = text
            self.isEntry = isEntry
        }
    }

    package var trips: [TripEntry]
    package var activities: [ActivityEntry]
    package var pages: [PageEntry]

    package init(trips: [TripEntry], activities: [ActivityEntry], pages: [PageEntry]) {
        self.trips = trips
        self.activities = activities
        self.pages = pages
    }

    /// Trips in reading order (by title, ignoring case and accents, then by slug: `order`,
    /// when the caller has it); each trip's activities in the order of its file; pages in
    /// the site's order.
    init(site: Site, urls: SiteURLs, strings: Strings, order: [Trip]? = nil) {
        // Each trip's entries (every activity, each with its URL) are made on every core,
        // then joined in order.
        let ordered = order ?? Self.readingOrder(site.trips)
        let language = site.config.language
        let made = parallelMap(Array(ordered.indices), minimumCount: 256) { position in
            Self.entries(ordered[position], at: position, urls: urls, strings: strings, language: language)
        }
        trips = made.map(\.trip)
        activities = made.flatMap(\.activities)
        pages =
            site.pages.map {
                PageEntry(
                    title: $0.title, description: $0.description.flatMap { $0.isEmpty ? nil : $0 },
                    url: urls.url($0.slug + "/"), text: $0.bodyText)
            }
            + site.trips.flatMap { trip in
                trip.entries.map { Self.page(of: $0, in: trip, urls: urls, strings: strings, language: language) }
            }
    }

    /// A trip's entry, found by its title, its trip's title and its place; its second line
    /// is its trip, its date and its place ("Lisbon in Spring · 3 April 2024 · Alfama"), an
    /// entry without a title named by its date.
    private static func page(
        of entry: Entry, in trip: Trip, urls: SiteURLs, strings: Strings, language: String
    ) -> PageEntry {
        let date = strings.locale.date(year: entry.date.year, month: entry.date.month, day: entry.date.day)
        let country = entry.country.flatMap { Taxonomies.country($0, language: language)?.name }
        let place = [entry.location?.name, country].compactMap { $0 }.filter { !$0.isEmpty }
        let title = entry.namedTitle ?? date ?? entry.date.iso
        let detail = [trip.title] + (entry.namedTitle == nil ? [] : [date ?? entry.date.iso]) + place
        return PageEntry(
            title: title, description: detail.joined(separator: " · "), url: urls.entry(entry.slug, of: trip.slug),
            text: entry.bodyText, isEntry: true)
    }

    /// The entries of the trip at `position` in the index: its own and its activities'.
    private static func entries(
        _ trip: Trip, at position: Int, urls: SiteURLs, strings: Strings, language: String
    ) -> (trip: TripEntry, activities: [ActivityEntry]) {
        let entry = TripEntry(
            title: trip.title, subtitle: trip.subtitle.flatMap { $0.isEmpty ? nil : $0 },
            country: Taxonomies.country(trip.country, language: language)?.name, tags: trip.tags.filter { !$0.isEmpty },
            season: trip.season.map { strings["season." + $0.rawValue] }, url: urls.trip(trip.slug),
            text: trip.bodyText)
        let activities = trip.activities.indices.map { ordinal in
            ActivityEntry(
                name: trip.activities[ordinal].title, trip: position, ordinal: ordinal,
                done: trip.activities[ordinal].isDone,
                url: urls.activity(trip.activities[ordinal].anchor, trip: trip.slug))
        }
        return (entry, activities)
    }

    /// The same index with every entry's URL rewritten (made relative to the search page,
    /// for `relativeURLs`).
    func mappingURLs(_ transform: (String) -> String) -> SearchIndex {
        var index = self
        for position in index.trips.indices { index.trips[position].url = transform(index.trips[position].url) }
        for position in index.activities.indices {
            index.activities[position].url = transform(index.activities[position].url)
        }
        for position in index.pages.indices { index.pages[position].url = transform(index.pages[position].url) }
        return index
    }

    /// The `BuildInput.listing` id of the trips' reading order (no collection id has a slash).
    static let listing = "/search"

    /// The `BuildInput.listing` id of the trips on page `number` of the search page's list.
    static func listing(page number: Int) -> String { listing + "/\(number)" }

    /// Whether `id` is one of the search page's listings (`listing`, `listing(page:)`).
    static func isListing(_ id: String) -> Bool { id == listing || id.hasPrefix(listing + "/") }

    /// Trips by title as a reader expects an index ("Zürich" beside "Zurich", not after
    /// "Zanzibar"; "Øresund" among the O's; "¿Qué?" among the Q's), ties broken by slug so
    /// the order never depends on the file system.
    package static func readingOrder(_ trips: [Trip]) -> [Trip] {
        // Positions are sorted, not trips: a `Trip` is a large value, and moving one retains
        // every reference it holds.
        let keys = parallelMap(trips, minimumCount: 256) { $0.title.readingKey }
        let order = trips.indices.sorted { a, b in
            keys[a] == keys[b] ? trips[a].slug < trips[b].slug : keys[a] < keys[b]
        }
        return order.map { trips[$0] }
    }

    /// The second line of a trip's result: its subtitle (or country), then its season.
    /// The theme's script builds the same line from the same fields.
    package static func detail(_ entry: TripEntry) -> String {
        [entry.subtitle ?? entry.country, entry.season].compactMap { $0 }.joined(separator: " · ")
    }
}

extension String {
    /// Letters that do not lose a mark under diacritic folding, spelled the way the theme's
    /// search script folds them.
    fileprivate static let spelledOut: [Character: String] = [
        "ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i", "ħ": "h",
    ]

    /// The title as an index sorts it: case and accents ignored, leading punctuation skipped.
    /// ASCII titles (most) take a fast path with the same result.
    package var readingKey: String {
        if utf8.allSatisfy({ $0 < 0x80 }) {
            let bytes = utf8.drop { !(($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A)) }
            return String(decoding: bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
        }
        let folded = folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        var key = ""
        for character in folded.drop(while: { !$0.isLetter && !$0.isNumber }) {
            if let spelled = Self.spelledOut[character] { key += spelled } else { key.append(character) }
        }
        return key
    }
}
