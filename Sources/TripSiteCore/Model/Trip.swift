import TripSiteGeo

/// One trip: a place on the wishlist, its journal and its activities. Parsed from one
/// Markdown file (`content/trips/<slug>.md`) or a bundle (`content/trips/<slug>/index.md`).
@dynamicMemberLookup
package struct Trip: Hashable, Codable, Sendable {
    /// What a trip holds. `Trip` keeps it in one shared, copy-on-write box: a trip is copied
    /// into every listing, term and goal that shows it, and copying the box is one retain
    /// where copying the fields would retain each string and array they hold.
    package struct Fields: Hashable, Codable, Sendable {
        package var slug: String
        /// The file it came from, relative to the site folder (`content/trips/kona.md`).
        package var sourcePath: String
        package var title: String
        package var subtitle: String?
        package var country: String?
        /// `location:`: a name, a position, or both.
        package var location: Place?
        /// The GPX files whose routes the trip page shows, in the order given.
        package var routes: [RouteReference] = []
        /// Metres along its routes and metres climbed on them, once the routes stage has read
        /// them (what distance and climb badges count).
        package var routeDistance = 0.0
        package var routeClimb = 0.0
        package var photo: Photo
        /// Given in front matter, or derived from `start`; nil when neither is known.
        package var season: Season?
        package var start: Day?
        package var end: Day?
        package var created: Day?
        /// `posted:` (or a Hugo or Jekyll post's `date`): the day the text was published, all
        /// that is known of a trip without `start`. Shown as such; it counts in no nights,
        /// season or year, only as the day by which the trip had happened.
        package var posted: Day? = nil
        /// `distance:` in kilometres, as another app measured it (Polarsteps' `total_km`): the
        /// trip's distance when its routes are not a dense recording, or it has none.
        package var declaredDistance: Double? = nil
        package var tags: [String]
        package var isFeatured: Bool
        package var isDraft: Bool
        /// `travelled:` as written in front matter; nil when not given.
        package var travelledMark: Bool? = nil
        /// Whether the trip happened (travelled) rather than is to come (planned), decided
        /// when the model is assembled (`Trip.travelled(asOf:)`).
        package var isTravelled = false
        /// `book: false` in front matter: no printable book of this trip (`BookPage`).
        package var isBookOff = false
        package var bodyHTML: MarkdownHTML
        /// The words of the journal as plain text (its activities aside), for search.
        package var bodyText = ""
        package var activities: [Activity]
        /// Files beside a bundle's `index.md` (photos), relative to the bundle folder.
        package var bundleFiles: [String]
        /// Link and image destinations in the journal, with their lines in the file.
        package var links: [JournalLink] = []
        /// The local file of the trip's `photo:` (relative to the site folder), once resolved.
        package var photoSource: String?
        /// The line of `photo:` in the front matter, for diagnostics about the photo.
        package var photoLine: Int?
        /// The local files the journal's images resolve to, by the URL written.
        package var imageSources: [String: String] = [:]
        /// The photos at the end of the trip's page.
        package var gallery: [GalleryPhoto] = []
        /// Whether the gallery is the front matter's `gallery:` list (kept in its order) rather
        /// than the bundle's other photos (in the order they were taken).
        package var galleryIsListed = false
        /// `params:` from front matter, kept for themes (`ParamValue`).
        package var params: Params = [:]
        /// Its entries, in timeline order (`Entry.timelineOrder`), drafts left out unless
        /// asked for.
        package var entries: [Entry] = []
    }

    private final class Box: @unchecked Sendable {
        // Mutated only through `Trip`'s setters, which first make the box unique: a box
        // shared between threads is never written.
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    package subscript<Value>(dynamicMember keyPath: WritableKeyPath<Fields, Value>) -> Value {
        get { box.fields[keyPath: keyPath] }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
            yield &box.fields[keyPath: keyPath]
        }
    }

    /// Every field at once.
    package var fields: Fields {
        get { box.fields }
        set {
            if !isKnownUniquelyReferenced(&box) { box = Box(newValue) } else { box.fields = newValue }
        }
    }

    package static func == (a: Trip, b: Trip) -> Bool { a.box === b.box || a.box.fields == b.box.fields }

    package func hash(into hasher: inout Hasher) { hasher.combine(box.fields) }

    /// Encoded as its fields (for `StableHasher` and the parse store).
    package func encode(to encoder: any Encoder) throws { try box.fields.encode(to: encoder) }

    package init(from decoder: any Decoder) throws { self.init(fields: try Fields(from: decoder)) }

    package init(
        slug: String, sourcePath: String, title: String, subtitle: String? = nil, country: String? = nil, photo: Photo,
        season: Season? = nil, start: Day? = nil, end: Day? = nil, created: Day? = nil, tags: [String],
        isFeatured: Bool, isDraft: Bool, bodyHTML: MarkdownHTML, activities: [Activity], bundleFiles: [String],
        links: [JournalLink] = []
    ) {
        box = Box(
            Fields(
                slug: slug,
                sourcePath: sourcePath,
                title: title,
                subtitle: subtitle,
                country: country,
                photo: photo,
                season: season,
                start: start,
                end: end,
                created: created,
                tags: tags,
                isFeatured: isFeatured,
                isDraft: isDraft,
                bodyHTML: bodyHTML,
                activities: activities,
                bundleFiles: bundleFiles,
                links: links))
    }

    /// A trip of these fields (the parse store reads them back).
    init(fields: Fields) { box = Box(fields) }

    package var completion: Completion? { Completion(activities: self.activities) }

    /// Whether the trip has activities and every one is done (what maps mark as completed).
    package var isComplete: Bool { !self.activities.isEmpty && self.activities.allSatisfy(\.isDone) }

    /// Whether pages show the generated placeholder: no photo (or a local one that could not
    /// be made) and no photo to fall back on (`coverSource(_:)`).
    package func showsPlaceholder(_ photos: [String: ProcessedPhoto]) -> Bool {
        if self.photo != .placeholder && self.photoSource == nil { return false }
        return coverSource(photos) == nil
    }

    /// The local photo every page shows as the trip's cover (its card, its page's hero, the
    /// feed's and link previews' image): its own `photo:` when it was made; without one (or
    /// when it could not be made), the first photo of its entries (their `photo:`, in
    /// timeline order), else the first of its gallery, else the first image of its journal.
    /// Nil: a remote photo or a file shown as it is (`photo:` given, no local photo), or
    /// the placeholder.
    package func coverSource(_ photos: [String: ProcessedPhoto]) -> String? {
        if let source = self.photoSource, photos[source] != nil { return source }
        guard self.photo == .placeholder || self.photoSource != nil else { return nil }
        if let entry = self.entries.first(where: { $0.photoSource.map { photos[$0] != nil } ?? false }) {
            return entry.photoSource
        }
        if let photo = self.gallery.first(where: { photos[$0.source] != nil }) { return photo.source }
        let sources = self.imageSources
        return self.bodyHTML.images.lazy.compactMap { sources[$0.url] }.first { photos[$0] != nil }
    }
}

extension Trip {
    /// Whether the trip is travelled as of `day` (the build's, `BuildOptions.buildDay`):
    /// `travelled:` when given; else whether it ended (else started, else was posted about)
    /// on or before `day`. A trip without dates is planned.
    package func travelled(asOf day: Day) -> Bool {
        self.travelledMark ?? (self.end ?? self.start ?? self.posted).map { $0 <= day } ?? false
    }

    /// Whether the trip counts as travelled for the goals (trips, countries, seasons,
    /// nights, distance): it is travelled, or every activity is done and front matter does
    /// not say `travelled: false`.
    package var countsAsTravelled: Bool {
        self.isTravelled || (self.travelledMark == nil && self.isComplete)
    }

    /// Whether the trip's place counts as visited (the maps, the goals page's countries):
    /// it counts as travelled, or one of its activities is done.
    package var visitsItsPlace: Bool {
        self.countsAsTravelled || self.activities.contains(where: \.isDone)
    }

    /// The countries the trip is in: its own `country:` first, then its entries' in timeline
    /// order, each once (compared as `GoalsEvaluator.countryKey` compares them).
    package var countries: [String] {
        var seen: Set<String> = []
        var countries: [String] = []
        for country in [self.country] + self.entries.map(\.country) {
            guard let country, let key = GoalsEvaluator.countryKey(country), seen.insert(key).inserted else { continue }
            countries.append(country)
        }
        return countries
    }

    /// Metres travelled: along `measured` (the trip's routes as one journey), unless they are
    /// occasional positions rather than a recording (or there are none) and the front matter
    /// gives a `distance:`, another app's measure of the whole trip.
    package func distance(measured: RouteStatistics?) -> Double {
        if let kilometres = self.declaredDistance, measured == nil || measured?.recordedDensely == false {
            return kilometres * 1000
        }
        return measured?.distance ?? 0
    }

    /// Nights between `start` and `end` (0 without both).
    package var nights: Int {
        guard let start = self.start, let end = self.end else { return 0 }
        return max(end.daysSince1970 - start.daysSince1970, 0)
    }
}
