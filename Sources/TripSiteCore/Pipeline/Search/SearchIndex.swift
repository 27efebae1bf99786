import Foundation
import TripSiteHTML

/// The search index: what the search page filters, made at build time from the model.
/// Trips carry the fields a reader searches by (title, subtitle, country, tags, season) and
/// activities their name, trip and state; every entry carries the URL it links to (the trip
/// page, or the activity's anchor on it), already under the site's base path.
///
/// Entries hold display text only. Folding for case- and diacritic-insensitive matching
/// happens in the theme's script, which folds the reader's query the same way, so there is
/// one matching function rather than a build-time one and a browser one that could drift.
///
/// Written to `/search-index.json` on every build, and embedded in the search page as well
/// while it is at most `embedLimit` bytes, so the page works from `file://`, where a
/// browser refuses to fetch a neighbouring file.
package struct SearchIndex: Codable, Equatable, Sendable {
    package struct TripEntry: Codable, Equatable, Sendable {
        package var title: String
        package var subtitle: String?
        package var country: String?
        /// Left out when the trip has none.
        package var tags: [String]?
        package var season: String?
        package var url: String
    }

    package struct ActivityEntry: Codable, Equatable, Sendable {
        package var name: String
        /// Position of the activity's trip in `trips`.
        package var trip: Int
        package var done: Bool
        package var url: String
    }

    /// Bumped when the shape changes, so a script can refuse an index it does not know.
    package var version = 1
    package var trips: [TripEntry]
    package var activities: [ActivityEntry]

    /// The largest index (bytes of JSON) embedded in the search page. 100 KB holds about
    /// 300 trips with 5 activities each; past it the page fetches `/search-index.json` and
    /// the page itself stays small.
    static let embedLimit = 100_000

    /// Trips in reading order (by title, ignoring case and accents, then by slug); each
    /// trip's activities in the order of its file.
    init(site: Site, urls: SiteURLs, strings: Strings = Strings()) {
        var trips: [TripEntry] = []
        var activities: [ActivityEntry] = []
        for trip in Self.readingOrder(site.trips) {
            let position = trips.count
            trips.append(
                TripEntry(
                    title: trip.title, subtitle: trip.subtitle.flatMap { $0.isEmpty ? nil : $0 },
                    country: trip.country.flatMap { $0.isEmpty ? nil : $0 },
                    tags: Self.nonEmpty(trip.tags.filter { !$0.isEmpty }),
                    season: trip.season.map { strings["season." + $0.rawValue] }, url: urls.trip(trip.slug)
                ))
            for activity in trip.activities {
                activities.append(
                    ActivityEntry(
                        name: activity.title, trip: position, done: activity.isDone,
                        url: urls.activity(activity.anchor, trip: trip.slug)))
            }
        }
        self.trips = trips
        self.activities = activities
    }

    /// The same index with every entry's URL rewritten (made relative to the search page,
    /// for `relativeURLs`).
    func mappingURLs(_ transform: (String) -> String) -> SearchIndex {
        var index = self
        for position in index.trips.indices { index.trips[position].url = transform(index.trips[position].url) }
        for position in index.activities.indices {
            index.activities[position].url = transform(index.activities[position].url)
        }
        return index
    }

    private static func nonEmpty(_ tags: [String]) -> [String]? { tags.isEmpty ? nil : tags }

    /// The `BuildInput.listing` id of the trips' reading order (no collection id has a slash).
    static let listing = "/search"

    /// Trips by title as a reader expects an index ("Zürich" beside "Zurich", not after
    /// "Zanzibar"; "Øresund" among the O's; "¿Qué?" among the Q's), ties broken by slug so
    /// the order never depends on the file system.
    static func readingOrder(_ trips: [Trip]) -> [Trip] {
        let keyed: [(key: String, trip: Trip)] = trips.map { ($0.title.readingKey, $0) }
        return keyed.sorted { a, b in a.key == b.key ? a.trip.slug < b.trip.slug : a.key < b.key }.map(\.trip)
    }

    /// The second line of a trip's result: its subtitle (or country), then its season.
    /// The theme's script builds the same line from the same fields.
    package static func detail(_ entry: TripEntry) -> String {
        [entry.subtitle ?? entry.country, entry.season].compactMap { $0 }.joined(separator: " · ")
    }

    /// Compact JSON with sorted keys: the same model always gives the same bytes. The same
    /// text as `JSONEncoder` with `.sortedKeys` gives for the whole index (a test holds it
    /// to that), encoded an entry at a time: at 10,000 trips the encoder's intermediate
    /// tree for the whole index would hold 70,000 entries at once. Characters no web page
    /// may hold are replaced first (`ForbiddenCharacters`): the encoder escapes C0 controls
    /// but the browser decodes them again, and it writes C1 controls and noncharacters as
    /// they are, into this file and the search page's `data-index` attribute.
    package func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        func append(_ entries: [some Encodable], to out: inout String) {
            for (position, entry) in entries.enumerated() {
                if position > 0 { out += "," }
                // Encoding plain strings, numbers and arrays cannot fail.
                out += (try? encoder.encode(entry)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
            }
        }
        var out = "{\"activities\":["
        append(activities.map(\.publishable), to: &out)
        out += "],\"trips\":["
        append(trips.map(\.publishable), to: &out)
        out += "],\"version\":\(version)}"
        return out
    }
}

extension SearchIndex.TripEntry {
    /// The entry with the characters no web page may hold replaced.
    fileprivate var publishable: Self {
        let clean = ForbiddenCharacters.replaced(in:)
        return Self(
            title: clean(title), subtitle: subtitle.map(clean), country: country.map(clean), tags: tags?.map(clean),
            season: season.map(clean), url: clean(url))
    }
}

extension SearchIndex.ActivityEntry {
    /// The entry with the characters no web page may hold replaced.
    fileprivate var publishable: Self {
        Self(
            name: ForbiddenCharacters.replaced(in: name), trip: trip, done: done,
            url: ForbiddenCharacters.replaced(in: url))
    }
}

extension String {
    /// Letters that do not lose a mark under diacritic folding, spelled the way the theme's
    /// search script folds them.
    fileprivate static let spelledOut: [Character: String] = [
        "ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i", "ħ": "h",
    ]

    /// The title as an index sorts it: case and accents ignored, leading punctuation skipped.
    var readingKey: String {
        let folded = folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        var key = ""
        for character in folded.drop(while: { !$0.isLetter && !$0.isNumber }) {
            if let spelled = Self.spelledOut[character] { key += spelled } else { key.append(character) }
        }
        return key
    }
}
