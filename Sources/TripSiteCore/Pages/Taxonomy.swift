import Foundation
import TripSiteHTML

/// The ways travellers browse a journal besides collections: by tag, by country and by year.
/// Each term (`hiking`, `no`, `2024`) has a page of its trips (`/tags/hiking/`, paged like a
/// collection) and an Atom feed beside it; each kind has an index page (`/tags/`).
package enum TaxonomyKind: String, CaseIterable, Sendable {
    case tags, countries, years

    /// `tags/`: the index page's folder, under which each term has its own.
    package var folder: String { rawValue + "/" }
}

/// One tag, country or year, and its trips in the site's order.
package struct TaxonomyTerm: Sendable {
    package var kind: TaxonomyKind
    package var slug: String
    package var name: String
    package private(set) var trips: [Trip]
    /// Its trips' activities, done and all (what the kind's index shows), kept as trips are
    /// added so the index does not walk every trip.
    package private(set) var activitiesDone = 0
    package private(set) var activitiesTotal = 0
    /// The entries that put their trip in the term though the trip's own fields do not: a
    /// day tagged `swimming` of a trip that is not, a day in Austria of a trip in Italy.
    /// Shown under "Days" on the term's first page, in the site's order.
    package private(set) var days: [DayEntry] = []

    /// An entry listed on a term's page, with its trip.
    package struct DayEntry: Sendable {
        package var trip: Trip
        package var entry: Entry
    }

    package init(kind: TaxonomyKind, slug: String, name: String, trips: [Trip] = []) {
        self.kind = kind
        self.slug = slug
        self.name = name
        self.trips = []
        for trip in trips { add(trip) }
    }

    mutating func add(_ trip: Trip) {
        trips.append(trip)
        activitiesTotal += trip.activities.count
        activitiesDone += Self.done(trip)
    }

    /// How many of the trip's activities are done.
    private static func done(_ trip: Trip) -> Int { trip.activities.lazy.filter(\.isDone).count }

    mutating func add(_ entry: Entry, of trip: Trip) {
        days.append(DayEntry(trip: trip, entry: entry))
    }

    /// Puts `trip` in its place in the site's order (`Site.canonicalOrder`), the term's
    /// trips being in it; the first trip names the term, so `name` (as `trip` writes it) is
    /// taken when it goes first.
    mutating func insert(_ trip: Trip, name: String) {
        let index = trips.partitionPoint { Site.canonicalOrder(trip, $0) }
        if index == 0 { self.name = name }
        trips.insert(trip, at: index)
        activitiesTotal += trip.activities.count
        activitiesDone += Self.done(trip)
    }

    /// Puts `entry` of `trip` among the days in its trip's place, after the trip's others.
    mutating func insert(_ entry: Entry, of trip: Trip) {
        days.insert(DayEntry(trip: trip, entry: entry), at: days.partitionPoint { Site.canonicalOrder(trip, $0.trip) })
    }

    /// Takes out the trip with `slug`, its activities and its days.
    mutating func remove(_ slug: String) {
        for trip in trips where trip.slug == slug {
            activitiesTotal -= trip.activities.count
            activitiesDone -= Self.done(trip)
        }
        trips.removeAll { $0.slug == slug }
        days.removeAll { $0.trip.slug == slug }
    }

    /// Puts the `changed` trips (by slug) in the places of the trips they replace, with their
    /// entries in their days, and counts their activities again. For trips in the same terms
    /// as before (their tags, countries, dates and entries' places unchanged), this is the
    /// term `Taxonomies.terms` makes of the site with them, without a pass over every trip.
    mutating func replace(_ changed: [String: Trip]) {
        for index in trips.indices {
            guard let trip = changed[trips[index].slug] else { continue }
            activitiesTotal += trip.activities.count - trips[index].activities.count
            activitiesDone += Self.done(trip) - Self.done(trips[index])
            trips[index] = trip
        }
        for index in days.indices {
            guard let trip = changed[days[index].trip.slug] else { continue }
            days[index].trip = trip
            if let entry = trip.entries.first(where: { $0.slug == days[index].entry.slug }) {
                days[index].entry = entry
            }
        }
    }

    /// What its listing holds besides its trips: its name, and which entries are its days.
    package var listingNote: String {
        ([name] + days.map { $0.trip.slug + "/" + $0.entry.slug }).joined(separator: "\u{0}")
    }

    package var folder: String { kind.folder + slug + "/" }
    /// Its `BuildInput.listing` id (`tags/hiking`; no collection id has a slash).
    package var listingID: String { Self.listingID(kind, slug) }

    /// The listing id (`BuildInput.listing`) of the term of `kind` at `slug`.
    static func listingID(_ kind: TaxonomyKind, _ slug: String) -> String { kind.rawValue + "/" + slug }
}

package enum Taxonomies {
    /// The `BuildInput.listing` id of a kind's terms: which exist, their names and trips.
    static func listing(_ kind: TaxonomyKind) -> String { "/" + kind.rawValue }

    /// `terms` with the `changed` trips put in their places (`TaxonomyTerm.replace`): for
    /// trips that keep their terms, what `terms(_:)` makes of the site with them.
    package static func replace(_ changed: [Trip], in terms: inout [TaxonomyKind: [TaxonomyTerm]]) {
        let bySlug = Dictionary(changed.map { ($0.slug, $0) }, uniquingKeysWith: { _, last in last })
        for kind in Array(terms.keys) {
            for index in terms[kind]!.indices { terms[kind]![index].replace(bySlug) }
        }
    }

    /// The terms of each kind: tags and countries by name, years newest first.
    package static func terms(_ site: Site) -> [TaxonomyKind: [TaxonomyTerm]] {
        var byKind: [TaxonomyKind: [String: TaxonomyTerm]] = [:]
        // Journals write the same few countries again and again; each is looked up once.
        var countries: [String: (slug: String, name: String)?] = [:]
        let language = site.config.language
        let yearName = Self.yearName(language: language)
        func country(_ written: String?) -> (slug: String, name: String)? {
            guard let written else { return nil }
            if let known = countries[written] { return known }
            let found = Self.country(written, language: language)
            countries[written] = found
            return found
        }
        for trip in site.trips {
            for (kind, slug, name) in memberships(trip, country: country, year: yearName) {
                byKind[kind, default: [:]][slug, default: TaxonomyTerm(kind: kind, slug: slug, name: name)].add(trip)
            }
            for (entry, kind, slug) in days(trip, country: country) {
                byKind[kind]?[slug]?.add(entry, of: trip)
            }
        }
        var result: [TaxonomyKind: [TaxonomyTerm]] = [:]
        for kind in TaxonomyKind.allCases { result[kind] = sorted(Array((byKind[kind] ?? [:]).values), kind) }
        return result
    }

    /// A kind's terms in their order: tags and countries by name, years newest first.
    static func sorted(_ terms: [TaxonomyTerm], _ kind: TaxonomyKind) -> [TaxonomyTerm] {
        kind == .years
            ? terms.sorted { (Int($0.slug) ?? 0) > (Int($1.slug) ?? 0) }
            : terms.sorted { ($0.name.readingKey, $0.slug) < ($1.name.readingKey, $1.slug) }
    }

    /// The terms a trip belongs to: each tag of its own and of its entries, each of its
    /// countries (`Trip.countries`), and every year from its start to its end; each once.
    static func memberships(
        _ trip: Trip, country: (String?) -> (slug: String, name: String)?, year: (Int) -> String
    ) -> [(TaxonomyKind, String, String)] {
        var result: [(TaxonomyKind, String, String)] = []
        var seen: Set<String> = []
        for tag in trip.tags + trip.entries.flatMap(\.tags) {
            let slug = termSlug(tag)
            if !slug.isEmpty, seen.insert(slug).inserted { result.append((.tags, slug, tag)) }
        }
        var countries: Set<String> = []
        for written in trip.countries {
            if let country = country(written), countries.insert(country.slug).inserted {
                result.append((.countries, country.slug, country.name))
            }
        }
        for number in years(of: trip) { result.append((.years, String(number), year(number))) }
        return result
    }

    /// The entries of `trip` that are in a tag or country its own fields are not in, with
    /// that term's kind and slug.
    static func days(
        _ trip: Trip, country: (String?) -> (slug: String, name: String)?
    ) -> [(Entry, TaxonomyKind, String)] {
        guard !trip.entries.isEmpty else { return [] }
        let ownTags = Set(trip.tags.map(termSlug))
        let ownCountry = country(trip.country)?.slug
        var days: [(Entry, TaxonomyKind, String)] = []
        for entry in trip.entries {
            for slug in Set(entry.tags.map(termSlug)).subtracting(ownTags).sorted() where !slug.isEmpty {
                days.append((entry, .tags, slug))
            }
            if let slug = country(entry.country)?.slug, slug != ownCountry { days.append((entry, .countries, slug)) }
        }
        return days
    }

    /// A trip's `country:` as a term: an ISO code or a known name → the code's page
    /// (`no`) named in the site's language; anything else as written.
    package static func country(_ written: String?, language: String) -> (slug: String, name: String)? {
        guard let written, !written.trimmingSpaces().isEmpty else { return nil }
        if let code = CountryNames.code(for: written), let name = CountryNames.name(code: code, language: language) {
            return (code.lowercased(), name)
        }
        let slug = termSlug(written)
        return slug.isEmpty ? nil : (slug, written.trimmingSpaces())
    }

    /// A tag's or country's folder name: its slug in Latin letters (`Slug.transliterated`),
    /// so that a journal in any script has its pages. Empty for a name with no letters or
    /// digits (an emoji).
    package static func termSlug(_ name: String) -> String {
        Slug.transliterated(name)
    }

    /// A year as the site's language writes it ("2025", "٢٠٢٥"); its folder stays `2025`.
    package static func yearName(language: String) -> (Int) -> String {
        let format = LocaleFormat(language: language)
        return { format.year($0) }
    }

    /// The years a trip spans (start to end; the start's alone without an end), at most 30.
    package static func years(of trip: Trip) -> [Int] {
        guard let start = trip.start?.year else { return [] }
        let end = max(start, trip.end?.year ?? start)
        return Array(start...min(end, start + 29))
    }
}
