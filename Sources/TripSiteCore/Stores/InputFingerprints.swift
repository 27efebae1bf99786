import Foundation
import TripSiteGeo
import TripSiteStore

/// A fingerprint for every input of a build (`BuildInput`). Comparing two builds'
/// fingerprints gives the inputs that changed; the outputs that list one of them are the
/// only ones an incremental rebuild makes again.
///
/// Fingerprints are `StableHasher` values: the same in every process, so the page store can
/// keep pages between builds by them.
package struct InputFingerprints: Sendable {
    private(set) var values: [BuildInput: Int] = [:]
    /// While `tracking` runs: the inputs whose fingerprint a `set…` call changed.
    private var changes: Set<BuildInput>?
    /// Each badge's status hash, and per badge and trip the sum of the trip's events' hashes.
    private var statusHashes: [Int] = []
    /// Per badge, each contributing trip's part: its events' hashes summed, and its summary's
    /// fingerprint as it was when the part was set (`setTrip` comes before `updateGoals` for
    /// every trip it sets).
    private var goalParts: [[String: GoalPart]] = []
    /// Per badge, its trips' parts summed: a badge of thousands of events is fingerprinted
    /// again without a pass over them.
    private var goalSums: [GoalPart] = []
    private var keepsParts = true

    private struct GoalPart {
        var events = 0
        var summary = 0

        static func += (sum: inout GoalPart, part: GoalPart) {
            sum.events &+= part.events
            sum.summary &+= part.summary
        }

        static func -= (sum: inout GoalPart, part: GoalPart) {
            sum.events &-= part.events
            sum.summary &-= part.summary
        }
    }
    /// Each trip's part of the places' fingerprints, by slug (`setPlaces`).
    private var placeParts: [String: PlacePart] = [:]
    /// The places' parts summed, of every trip and of each year's trips: a trip's edit takes
    /// its old part out and puts its new one in, without a pass over every trip. (A sum does
    /// not see the trips' order; every key of the site's order is in a trip's part.)
    private var placeSum = 0
    private var yearSums: [String: Int] = [:]
    /// Each trip's part of the activity counts, by slug, and their sum.
    private var activityParts: [String: Int] = [:]
    private var activitySum = 0

    /// - Parameter tripContent: a precomputed fingerprint of a trip's source text, by source
    ///   path, so unchanged trips are not hashed again (the incremental builder keeps them);
    ///   trips without one are hashed whole.
    /// - Parameter terms: the site's `Taxonomies.terms`, when the caller has them already.
    /// - Parameter order: the trips in the search page's reading order, and `members` each
    ///   collection's trips, likewise.
    /// - Parameter files: whether copied files are fingerprinted (a `stat` of each): the page
    ///   store keeps no file, and leaves them out.
    /// - Parameter keepsParts: whether each badge's part of every trip is kept, for
    ///   `updateGoals` to patch (the preview server's rebuilds); a build's fingerprints,
    ///   made once, need only the sums (the parts would only add to the build's peak memory).
    package init(
        site: Site, theme: SiteTheme, tripContent: [String: Int] = [:],
        terms: [TaxonomyKind: [TaxonomyTerm]]? = nil, order: [Trip]? = nil, members: TripCollection.Members? = nil,
        files: Bool = true, keepsParts: Bool = true
    ) {
        self.keepsParts = keepsParts
        // Six inputs of each trip's own, and its listings': grown as they come, the table was
        // made again a dozen times.
        values.reserveCapacity(6 * site.trips.count + 256)
        values[.config] = Self.config(site.config)
        // Pages read the theme's file list (which scripts exist), its slot templates and the
        // map files the world, year and route maps are drawn from.
        values[.theme] = hash([
            hash(theme.assets.map(\.outputPath)), hash(theme.slots.sources), theme.mapsFingerprint,
        ])
        values[.pageList] = hash(site.pages.map { [$0.slug, $0.title] })
        for page in site.pages {
            values[.page(slug: page.slug)] = hash([
                hash(page), hash(page.imageSources.values.sorted().map { site.photos[$0] }),
            ])
        }
        let terms = terms ?? Taxonomies.terms(site)
        setListings(site, terms: terms, members: members)
        setReadingOrder(site, order: order)
        setTrips(site, tripContent: tripContent)
        setNeighbors(site, at: Array(site.trips.indices))
        setGoals(site)
        setTripBadges(site)
        setActivityCounts(site)
        setPlaces(site, terms: terms)
        guard files else { return }
        for asset in theme.assets + site.assets { values[.file(path: asset.outputPath)] = Self.fingerprint(asset) }
    }

    /// Fingerprints given as values, for what reads them.
    package init(values: [BuildInput: Int]) {
        self.values = values
    }

    /// Runs `body` (calls of the `set…` methods) and returns the inputs whose fingerprint
    /// it changed: the summary path patches a few fingerprints and compares only those.
    package mutating func tracking(_ body: (inout InputFingerprints) -> Void) -> Set<BuildInput> {
        changes = []
        body(&self)
        defer { changes = nil }
        return changes!
    }

    private mutating func set(_ input: BuildInput, _ value: Int) {
        if changes != nil, values[input] != value { changes!.insert(input) }
        values[input] = value
    }

    /// Takes `input` out (an input the site no longer has), noting it as changed.
    mutating func forget(_ input: BuildInput) {
        if values.removeValue(forKey: input) != nil { changes?.insert(input) }
    }

    /// A trip left the site: its own inputs are forgotten.
    package mutating func forgetTrip(_ slug: String) {
        takePlacePart(slug)
        if let old = activityParts.removeValue(forKey: slug) { activitySum &-= old }
        for input: BuildInput in [
            .tripSummary(slug: slug), .tripTitle(slug: slug), .trip(slug: slug), .neighbors(slug: slug),
            .tripBadges(slug: slug),
        ] {
            forget(input)
        }
    }

    /// Which trips come before and after the trip at each of `indices` in the site's order.
    package mutating func setNeighbors(_ site: Site, at indices: [Int]) {
        let trips = site.trips
        for index in indices where trips.indices.contains(index) {
            let previous = index > 0 ? trips[index - 1].slug : ""
            let next = index + 1 < trips.count ? trips[index + 1].slug : ""
            set(.neighbors(slug: trips[index].slug), hash([previous, next]))
        }
    }

    /// The list of trips and every collection's and term's listing (`listings`), after trips
    /// came or went: listings no longer there are forgotten.
    mutating func setListings(
        _ site: Site, terms: [TaxonomyKind: [TaxonomyTerm]], members: TripCollection.Members? = nil
    ) {
        set(.tripList, Self.tripList(site.trips))
        setHome(site)
        let fresh = listings(site, terms: terms, members: members ?? TripCollection.members(site))
        for (input, value) in fresh { set(input, value) }
        let gone = values.keys.filter { input in
            guard case .listing(let id) = input else { return false }
            return fresh[input] == nil && !SearchIndex.isListing(id)
        }
        for input in gone { forget(input) }
    }

    /// `setListings` after `trip` came into the site or left it: the trip list, the
    /// collections and terms that hold it (or held it), and each kind's list of terms; no
    /// other listing changed. A pass over each listing the trip is in, not over every one
    /// (hashing every slug of the site again).
    package mutating func setListings(
        _ site: Site, terms: [TaxonomyKind: [TaxonomyTerm]], members: TripCollection.Members, changing trip: Trip
    ) {
        set(.tripList, Self.tripList(site.trips))
        setHome(site)
        for (member, rule) in zip(members, TripCollection.rules(site.config)) where rule.holds(trip) {
            set(.listing(id: member.id), Self.hash(slugsOf: member.trips))
        }
        let language = site.config.language
        let memberships = Taxonomies.memberships(
            trip, country: { Taxonomies.country($0, language: language) }, year: Taxonomies.yearName(language: language)
        )
        for (kind, slug, _) in memberships {
            let id = BuildInput.listing(id: TaxonomyTerm.listingID(kind, slug))
            guard let term = terms[kind]?.first(where: { $0.slug == slug }) else {
                forget(id)
                continue
            }
            set(id, Self.hash(slugsOf: term.trips, after: term.listingNote))
        }
        for kind in TaxonomyKind.allCases {
            let id = BuildInput.listing(id: Taxonomies.listing(kind))
            guard let kindTerms = terms[kind] else {
                forget(id)
                continue
            }
            set(id, hash(kindTerms.map { [$0.slug, $0.name] }))
        }
    }

    /// What the site is (`SiteKind`), and what a journal's home page shows (`JournalHome`;
    /// nothing to hash for a wishlist's, or a home whose rows site.yml gives). Set with the
    /// listings: a trip coming, going or moving changes them, an edit in place
    /// (`IncrementalBuilder`'s summary path, which keeps dates and travelled states) does not.
    mutating func setHome(_ site: Site) {
        let kind = SiteKind(site.trips)
        set(.siteKind, hash(kind))
        let journal = kind == .journal && site.config.homeCollections == nil
        set(.home, journal ? hash(JournalHome(site.trips).fingerprint) : 0)
    }

    /// One trip's own inputs: what cards show of it, its title, its whole content.
    /// `textHashes` gives a file's text hash by path (the trip's and its entries'), nil when
    /// it is not known.
    package mutating func setTrip(_ trip: Trip, site: Site, textHashes: (String) -> Int?) {
        let (summary, title, content) = Self.ownInputs(trip, site: site, textHashes: textHashes)
        set(.tripSummary(slug: trip.slug), summary)
        set(.tripTitle(slug: trip.slug), title)
        set(.trip(slug: trip.slug), content)
    }

    /// `setTrip` for every trip, hashed on every core; each photo hashed once, however many
    /// trips draw it.
    private mutating func setTrips(_ site: Site, tripContent: [String: Int]) {
        let sources = Array(site.photos.keys)
        let hashed = parallelMap(sources, minimumCount: 256) { StableHasher.hash(site.photos[$0]) }
        let photoPrints = Dictionary(uniqueKeysWithValues: zip(sources, hashed))
        let made = parallelMap(site.trips, minimumCount: 256) { trip in
            Self.ownInputs(trip, site: site, textHashes: { tripContent[$0] }) { photoPrints[$0] }
        }
        for (trip, (summary, title, content)) in zip(site.trips, made) {
            set(.tripSummary(slug: trip.slug), summary)
            set(.tripTitle(slug: trip.slug), title)
            set(.trip(slug: trip.slug), content)
        }
    }

    /// A trip's summary, title and content fingerprints. `photoPrint` gives a photo's
    /// fingerprint by source path (nil for a photo the site does not have).
    private static func ownInputs(
        _ trip: Trip, site: Site, textHashes: (String) -> Int?,
        photoPrint: (String) -> Int? = { _ in nil }
    ) -> (summary: Int, title: Int, content: Int) {
        let print = { (source: String) in photoPrint(source) ?? site.photos[source].map { StableHasher.hash($0) } }
        // The cover may be an entry's or a gallery's photo (`Trip.coverSource`).
        let cover = trip.coverSource(site.photos)
        return (
            hash([summary(trip), hash(cover), hash(cover.flatMap(print))]), hash(trip.title),
            content(trip, textHashes: textHashes, photoPrint: print, routes: site.routes)
        )
    }

    /// The goals evaluation, each badge, and the badge definitions.
    mutating func setGoals(_ site: Site) {
        let statuses = site.goals.statuses
        let (values, keepsParts) = (values, keepsParts)
        // Each badge on a core of its own: a badge's events can be thousands.
        let made = parallelMap(statuses, minimumCount: 2) { status in
            var parts: [String: GoalPart] = [:]
            for event in status.contributions {
                parts[event.trip.slug, default: GoalPart()].events &+= Self.hash(event)
            }
            for slug in parts.keys { parts[slug]!.summary = values[.tripSummary(slug: slug)] ?? 0 }
            return (parts: keepsParts ? parts : [:], sum: parts.values.reduce(into: GoalPart()) { $0 += $1 })
        }
        // Without the parts, `updateGoals` has nothing to patch and makes everything again.
        goalParts = keepsParts ? made.map(\.parts) : []
        goalSums = made.map(\.sum)
        for index in statuses.indices { setBadge(index, site) }
        setGoalsTotal(site)
        set(.badgeDefinitions, hash(statuses.map(\.badge)))
    }

    /// The goals and the badges after the trips `slugs` changed (their events, their
    /// summaries), as `setGoals` would make them: each badge keeps, per trip, the sum of its
    /// events' hashes, so only those trips' events are hashed again. Reads the trips'
    /// summaries, so `setTrip` comes first.
    package mutating func updateGoals(_ site: Site, trips slugs: Set<String>) {
        let statuses = site.goals.statuses
        guard goalParts.count == statuses.count else { return setGoals(site) }
        let references = slugs.compactMap { slug in site.goals.references[slug].map { (slug, $0) } }
        for index in statuses.indices {
            var touched = false
            for slug in slugs {
                guard let old = goalParts[index].removeValue(forKey: slug) else { continue }
                goalSums[index] -= old
                touched = true
            }
            for (slug, reference) in references {
                var part: GoalPart?
                for event in statuses[index].contributions where event.tripReference === reference {
                    part = part ?? GoalPart(summary: values[.tripSummary(slug: slug)] ?? 0)
                    part!.events &+= Self.hash(event)
                }
                guard let part else { continue }
                goalParts[index][slug] = part
                goalSums[index] += part
                touched = true
            }
            if touched { setBadge(index, site) }
        }
        setGoalsTotal(site)
    }

    /// One badge: its status (its events as the sum of their hashes, which their order
    /// follows from) and what cards show of each trip counting toward it.
    private mutating func setBadge(_ index: Int, _ site: Site) {
        let status = site.goals.statuses[index]
        var hasher = StableHasher()
        hasher.combine(index)
        hasher.combine(status.badge)
        hasher.combine(status.count)
        hasher.combine(status.earnedDate)
        hasher.combine(status.contributions.count)
        hasher.combine(goalSums[index].events)
        let statusHash = hasher.finalize()
        if index < statusHashes.count { statusHashes[index] = statusHash } else { statusHashes.append(statusHash) }
        set(.badge(id: status.badge.id), hash([statusHash, goalSums[index].summary]))
    }

    private mutating func setGoalsTotal(_ site: Site) {
        statusHashes.removeLast(max(0, statusHashes.count - site.goals.statuses.count))
        var goals = StableHasher()
        goals.combine(statusHashes)
        // The goals page's totals count every trip's activities, not only the contributions.
        goals.combine(site.goals.totals)
        set(.goals, goals.finalize())
    }

    /// An event's part of its badge's fingerprint.
    private static func hash(_ event: CompletionEvent) -> Int {
        var hasher = StableHasher()
        hasher.combine(event.trip.slug)
        hasher.combine(event.position)
        hasher.combine(event.date)
        return hasher.finalize()
    }

    /// The badges each trip contributed to, and their state: of every trip, or of those
    /// named.
    package mutating func setTripBadges(_ site: Site, only slugs: Set<String>? = nil) {
        let trips = slugs.map { slugs in site.trips.filter { slugs.contains($0.slug) } } ?? site.trips
        let made = parallelMap(trips, minimumCount: 256) { trip in
            Self.hash(site.goals.badges(for: trip.slug).map { [$0.badge.id, $0.badge.title, $0.isEarned ? "1" : "0"] })
        }
        for (trip, value) in zip(trips, made) { set(.tripBadges(slug: trip.slug), value) }
    }

    /// Every trip in the search page's reading order, and the trips of each further page
    /// of its list with the number of pages (a trip moving a few places remakes the pages
    /// it moved between).
    package mutating func setReadingOrder(_ site: Site, order: [Trip]? = nil) {
        let trips = order ?? SearchIndex.readingOrder(site.trips)
        set(.listing(id: SearchIndex.listing), Self.hash(slugsOf: trips))
        let pages = Pagination(folder: SiteURLs.searchFolder, itemCount: trips.count, size: site.config.pageSize)
        for number in pages.numbers.dropFirst() {
            // The pager shows how many pages there are.
            set(
                .listing(id: SearchIndex.listing(page: number)),
                Self.hash(slugsOf: trips[pages.range(of: number)], after: String(pages.pageCount)))
        }
        // Pages a shorter list no longer has.
        var number = pages.pageCount + 1
        while values[.listing(id: SearchIndex.listing(page: number))] != nil {
            forget(.listing(id: SearchIndex.listing(page: number)))
            number += 1
        }
    }

    /// How many activities each trip has and how many are done: of every trip, or with only
    /// the `changed` trips' parts made again (a trip that left is taken out by `forgetTrip`).
    package mutating func setActivityCounts(_ site: Site, changed: [Trip]? = nil) {
        if changed == nil {
            activityParts = [:]
            activitySum = 0
        }
        let trips = changed ?? site.trips
        let parts = parallelMap(trips, minimumCount: 1024) { trip in
            var part = StableHasher()
            part.combine(trip.slug)
            part.combine(trip.activities.count)
            part.combine(trip.activities.lazy.filter(\.isDone).count)
            return part.finalize()
        }
        activityParts.reserveCapacity(activityParts.count + trips.count)
        for (trip, value) in zip(trips, parts) {
            if let old = activityParts.updateValue(value, forKey: trip.slug) { activitySum &-= old }
            activitySum &+= value
        }
        set(.activityCounts, activitySum)
    }

    /// What the maps show of every trip (`BuildInput.places`), and of each year's trips
    /// with the year's numbers and badges (`BuildInput.yearInTravel`): a trip's title edit
    /// remakes its own years' pages, not every year's. Each trip's part is kept: with
    /// `changed`, only those trips are hashed again, and the others' parts folded.
    package mutating func setPlaces(_ site: Site, terms: [TaxonomyKind: [TaxonomyTerm]], changed: [Trip]? = nil) {
        if changed == nil {
            placeParts = [:]
            placeSum = 0
            yearSums = [:]
        }
        let trips = changed ?? site.trips
        let parts = parallelMap(trips, minimumCount: 1024) { Self.placePart($0, routes: site.routes) }
        placeParts.reserveCapacity(placeParts.count + trips.count)
        for (trip, part) in zip(trips, parts) { putPlacePart(part, of: trip.slug) }
        set(.places, placeSum)
        var badges: [String: [String]] = [:]
        for status in site.goals.recentlyEarned {
            guard let year = status.earnedDate?.day?.year else { continue }
            badges[String(year), default: []] += [status.badge.id, status.badge.title]
        }
        var years: Set<String> = []
        for term in terms[.years] ?? [] {
            var year = StableHasher()
            year.combine(yearSums[term.slug] ?? 0)
            year.combine(badges[term.slug] ?? [])
            set(.yearInTravel(year: term.slug), year.finalize())
            years.insert(term.slug)
        }
        let gone = values.keys.filter {
            guard case .yearInTravel(let year) = $0 else { return false }
            return !years.contains(year)
        }
        for input in gone { forget(input) }
    }

    /// A trip's part of the places' fingerprints: what a map shows of it (its pin: where,
    /// its title, its link; its country; its routes as drawn), and with that what a year's
    /// numbers count of it (kilometres, activities done).
    struct PlacePart {
        var place: Int
        var year: Int
        /// The years it counts in (`Taxonomies.years`, as the years' slugs).
        var years: [String]
    }

    private mutating func putPlacePart(_ part: PlacePart, of slug: String) {
        takePlacePart(slug)
        placeParts[slug] = part
        placeSum &+= part.place
        for year in part.years { yearSums[year, default: 0] &+= part.year }
    }

    private mutating func takePlacePart(_ slug: String) {
        guard let old = placeParts.removeValue(forKey: slug) else { return }
        placeSum &-= old.place
        for year in old.years { yearSums[year, default: 0] &-= old.year }
    }

    private static func placePart(_ trip: Trip, routes: [String: RouteSummary]) -> PlacePart {
        var place = StableHasher()
        place.combine(trip.slug)
        place.combine(trip.title)
        place.combine(trip.country)
        place.combine(trip.location)
        place.combine(trip.isComplete)
        place.combine(trip.isTravelled)
        place.combine(trip.countsAsTravelled)
        place.combine(trip.activities.contains(where: \.isDone))
        place.combine(trip.start)
        place.combine(trip.end)
        place.combine(trip.posted)
        // Its entries' countries (the maps fill each), and their stops in map.geojson.
        for entry in trip.entries { place.combine(entry.country) }
        for entry in trip.entries where entry.location?.coordinate != nil {
            place.combine(entry.slug)
            place.combine(entry.namedTitle)
            place.combine(entry.date)
            place.combine(entry.location)
        }
        // The references too: which files are alternatives (and so drawn) is in front matter.
        for route in trip.routes {
            place.combine(route)
            place.combine(routes[route.source])
        }
        let placeHash = place.finalize()
        var year = StableHasher()
        year.combine(placeHash)
        year.combine(trip.routeDistance)
        year.combine(trip.activities.reduce(0) { $1.isDone ? $0 + 1 : $0 })
        return PlacePart(place: placeHash, year: year.finalize(), years: Taxonomies.years(of: trip).map(String.init))
    }

    /// A copied file's fingerprint: its bytes, or its path, size and modification time.
    package static func fingerprint(_ asset: Asset) -> Int {
        var file = StableHasher()
        switch asset.source {
        case .bytes(let bytes):
            file.combine(bytes)
        case .file(let path), .cacheFile(let path):
            file.combine(path)
            let signature = FileSystem.signature(path)
            file.combine(signature?.size)
            file.combine(signature?.modified)
        }
        return file.finalize()
    }

    /// Which trips each listing holds, in its order: the collections, every trip in the
    /// search page's reading order, each tag, country and year (with its name), and which
    /// terms each of those kinds has. A listing's pages each read their own part of it.
    private func listings(
        _ site: Site, terms: [TaxonomyKind: [TaxonomyTerm]], members: TripCollection.Members
    ) -> [BuildInput: Int] {
        var values: [BuildInput: Int] = [:]
        for member in members { values[.listing(id: member.id)] = Self.hash(slugsOf: member.trips) }
        for (kind, terms) in terms {
            for term in terms {
                values[.listing(id: term.listingID)] = Self.hash(slugsOf: term.trips, after: term.listingNote)
            }
            values[.listing(id: Taxonomies.listing(kind))] = hash(terms.map { [$0.slug, $0.name] })
        }
        return values
    }

    /// What pages read of the configuration: all of it but the theme's settings, which go
    /// into the stylesheet alone (`theme/style.css`, an input of its own by its bytes).
    static func config(_ config: SiteConfig) -> Int {
        var read = config
        read.themeSettings = ThemeSettings()
        var hasher = StableHasher()
        hasher.combine(read)
        return hasher.finalize()
    }

    package subscript(_ input: BuildInput) -> Int? {
        get { values[input] }
        set { values[input] = newValue }
    }

    /// Inputs whose fingerprint differs from `old`, or that exist in only one of the two.
    package func changed(since old: InputFingerprints) -> Set<BuildInput> {
        var changed: Set<BuildInput> = []
        for (input, value) in values where old.values[input] != value { changed.insert(input) }
        for input in old.values.keys where values[input] == nil { changed.insert(input) }
        return changed
    }

    /// The fingerprint of a trip's whole content: its source text's hash (or, without one,
    /// the whole parsed trip), its resolved photo, its bundle's files, the photos it draws and
    /// its routes as read.
    package static func content(
        _ trip: Trip, textHashes: (String) -> Int?, photos: [String: ProcessedPhoto], routes: [String: RouteSummary]
    ) -> Int {
        content(trip, textHashes: textHashes, photoPrint: { photos[$0].map { StableHasher.hash($0) } }, routes: routes)
    }

    private static func content(
        _ trip: Trip, textHashes: (String) -> Int?, photoPrint: (String) -> Int?, routes: [String: RouteSummary]
    ) -> Int {
        var content = StableHasher()
        if let textHash = textHashes(trip.sourcePath) { content.combine(textHash) } else { content.combine(trip) }
        content.combine(trip.photo)
        content.combine(trip.bundleFiles)
        content.combine(trip.gallery)
        // Its entries: their pages and its timeline (the trip file's text does not hold them).
        content.combine(trip.entries.count)
        for entry in trip.entries { combine(entry, textHash: textHashes(entry.sourcePath), into: &content) }
        // The photos its pages draw: a photo changed on disk changes its variants.
        var sources = [trip.photoSource] + trip.imageSources.values.sorted() + trip.gallery.map(\.source)
        for entry in trip.entries {
            sources += [entry.photoSource] + entry.imageSources.values.sorted() + entry.gallery.map(\.source)
        }
        for source in sources { content.combine(source.flatMap(photoPrint)) }
        for route in trip.routes { content.combine(routes[route.source]) }
        return content.finalize()
    }

    /// An entry's part of its trip's content: with its text's hash, that hash (what the
    /// text parsed to; the parse also reads the file's name and folder, hashed here) and what
    /// the model made of it against the bundle's files and its trip (its photos, gallery,
    /// images and links, its date and title); else the whole entry, which costs far more.
    private static func combine(_ entry: Entry, textHash: Int?, into content: inout StableHasher) {
        guard let textHash else { return content.combine(entry) }
        content.combine(textHash)
        content.combine(entry.sourcePath)
        content.combine(entry.slug)
        content.combine(entry.folder)
        content.combine(entry.date)
        content.combine(entry.title)
        content.combine(entry.photo)
        content.combine(entry.photoSource)
        content.combine(entry.photoLine)
        content.combine(entry.imageSources)
        content.combine(entry.links)
        content.combine(entry.gallery)
    }

    /// Which trips there are, and which entries each has (the sitemap lists their pages).
    static func tripList(_ trips: [Trip]) -> Int {
        var hasher = StableHasher()
        hasher.combine(trips.count)
        for trip in trips {
            hasher.combine(trip.slug)
            hasher.combine(trip.entries.count)
            for entry in trip.entries { hasher.combine(entry.slug) }
        }
        return hasher.finalize()
    }

    /// What cards and lists show of a trip.
    static func summary(_ trip: Trip) -> Int {
        var hasher = StableHasher()
        hasher.combine(trip.slug)
        hasher.combine(trip.title)
        hasher.combine(trip.subtitle)
        hasher.combine(trip.country)
        hasher.combine(trip.location)
        hasher.combine(trip.photo)
        hasher.combine(trip.season)
        hasher.combine(trip.start)
        hasher.combine(trip.end)
        hasher.combine(trip.posted)
        hasher.combine(trip.created)
        hasher.combine(trip.tags)
        hasher.combine(trip.isFeatured)
        // A travelled trip's card: its numbers, and whether it shows them at all.
        hasher.combine(trip.isTravelled)
        hasher.combine(trip.routeDistance)
        hasher.combine(trip.entries.count)
        for activity in trip.activities {
            hasher.combine(activity.title)
            hasher.combine(activity.isDone)
            hasher.combine(activity.date)
            hasher.combine(activity.anchor)
        }
        return hasher.finalize()
    }

    /// The fingerprint of which trips a list holds, in its order, after `leading` (a term's
    /// name, a page count): the slugs hashed one by one, no array of them made.
    private static func hash(slugsOf trips: some Collection<Trip>, after leading: String? = nil) -> Int {
        var hasher = StableHasher()
        hasher.combine(leading)
        hasher.combine(trips.count)
        for trip in trips { hasher.combine(trip.slug) }
        return hasher.finalize()
    }

    private func hash(_ value: some Encodable) -> Int { StableHasher.hash(value) }

    private static func hash(_ value: some Encodable) -> Int { StableHasher.hash(value) }
}
