import TripSiteGeo

/// The whole site as values: configuration, trips (drafts already filtered out unless
/// requested), pages, and the static and theme files to copy. Pages are pure functions of it.
package struct Site: Sendable {
    package var config: SiteConfig
    /// Trips in the site's canonical order: newest `start` first, then title, then slug.
    package var trips: [Trip]
    package var pages: [Page]
    /// Files to copy, by output path relative to the output root.
    package var assets: [Asset]
    /// Every badge evaluated against the trips (drafts are not counted unless included).
    package var goals: GoalsReport
    /// The local photos the pages show, by source file (relative to the site folder), once
    /// the `photos` stage has made them. A photo that could not be made is not here.
    package var photos: [String: ProcessedPhoto] = [:]
    /// Where bundle files would be published if they were copied as they are
    /// (`trips/kona/cover.jpg`), with what each is ("a photo", "a GPX track"): photos and
    /// files of positions are not, and a link to one is told why.
    package var unpublishedFiles: [String: String] = [:]
    /// The trips' routes, by GPX file (relative to the site folder), once the `routes` stage
    /// has read them. A file that could not be read is not here.
    package var routes: [String: RouteSummary] = [:]

    /// Trips by `created`, newest first (trips without one last), for "Recently added".
    var recentlyAdded: [Trip] {
        // Positions are sorted, not trips: a `Trip` is a large value, and moving one retains
        // every reference it holds.
        let created = trips.map(\.created)
        return trips.indices.sorted { Self.newerFirst((created[$0], $0), (created[$1], $1)) }.map { trips[$0] }
    }

    /// The order of "Recently added": by `created`, newest first, then trips without one;
    /// trips created the same day (or neither) in the site's order (`position`).
    static func newerFirst(_ a: (created: Day?, position: Int), _ b: (created: Day?, position: Int)) -> Bool {
        switch (a.created, b.created) {
        case (let x?, let y?): x == y ? a.position < b.position : x > y
        case (.some, nil): true
        case (nil, .some): false
        case (nil, nil): a.position < b.position
        }
    }

    var featured: [Trip] { trips.filter(\.isFeatured) }

    /// The canonical order used for `trips` and for previous/next links.
    package static func canonicalOrder(_ a: Trip, _ b: Trip) -> Bool {
        switch (a.start, b.start) {
        case (let x?, let y?) where x != y: return x > y
        case (.some, nil): return true
        case (nil, .some): return false
        default: return (a.title, a.slug) < (b.title, b.slug)
        }
    }
}

/// A file copied into the output: from `static/`, a trip bundle, the theme, or the photo
/// cache.
package struct Asset: Hashable, Sendable {
    package enum Source: Hashable, Sendable {
        /// A file of the user's, copied: the output never shares a file with the journal.
        case file(path: String)
        /// A file of TripSite's own cache, which is never changed where it is (an entry is
        /// written beside and renamed into place) and is checked against its checksum before
        /// each build uses it: the output may share it (`OutputFile.Contents.link`).
        case cacheFile(path: String)
        case bytes([UInt8])
    }

    package var outputPath: String
    var source: Source
    /// Where it comes from, relative to the site folder, for diagnostics (`static/404.html`).
    var origin: String = "theme"
}
