import TripSiteStore

/// One file of the built site, before it is written: its path under the output folder, its
/// contents, and the inputs it was made from (for incremental rebuilds).
package struct OutputFile: Sendable {
    package enum Contents: Sendable {
        case text(String)
        case bytes([UInt8])
        /// Copied from a file, given by its absolute path.
        case copy(from: String)
        /// The same bytes as a file of TripSite's cache (`Asset.Source.cacheFile`), given by
        /// its absolute path: a disk build hard-links it where the file system allows, so a
        /// photo's variants are not copied again on every build; copied otherwise.
        case link(from: String)
    }

    /// Relative to the output folder: `trips/kona/index.html`.
    package var path: String
    package var contents: Contents
    package var inputs: Set<BuildInput>
    /// For a copied file, where it comes from (relative to the site folder); nil for pages.
    var origin: String? = nil

    package init(path: String, contents: Contents, inputs: Set<BuildInput>, origin: String? = nil) {
        self.path = path
        self.contents = contents
        self.inputs = inputs
        self.origin = origin
    }
}

/// An input an output was made from. Each build computes a fingerprint for every input
/// (`InputFingerprints`); an incremental rebuild re-renders exactly the outputs that list an
/// input whose fingerprint changed, the way SwiftUI recomputes only what depends on a change.
package enum BuildInput: Hashable, Encodable, Sendable {
    /// `site.yml`.
    case config
    /// Which theme files exist (pages link the stylesheet and scripts by name).
    case theme
    /// One trip's whole content (body and front matter) and its resolved photo.
    case trip(slug: String)
    /// What cards, lists and links show of one trip: title, subtitle, photo, season, dates,
    /// tags, featured, activity count and states.
    case tripSummary(slug: String)
    /// A trip's title alone (what the pager of its neighbours shows).
    case tripTitle(slug: String)
    /// Which trips exist, in canonical order.
    case tripList
    /// Which trips one collection holds, in its order (its pages each show a part).
    case listing(id: String)
    /// A trip's previous and next trips (the pager).
    case neighbors(slug: String)
    /// The badges a trip contributed to, and their state.
    case tripBadges(slug: String)
    /// One standalone page.
    case page(slug: String)
    /// The list of standalone pages (titles, for the footer).
    case pageList
    /// The badge definitions (`content/goals.yml`) and their evaluation against every trip:
    /// each badge's count, date and events, and the totals (the goals and badges pages).
    case goals
    /// One badge's status and what cards show of the trips that count toward it (its page).
    case badge(id: String)
    /// The badge definitions alone (what the badge art shows).
    case badgeDefinitions
    /// How many activities each trip has and how many are done (what the tag, country and
    /// year indexes count).
    case activityCounts
    /// Where the trips are and went: each trip's slug, title, country, location, completion
    /// and routes (the map page, the map on the goals and year pages, `map.geojson`).
    case places
    /// What a year's first page shows of the year in travel (`YearInTravel`): its trips'
    /// places, completion, kilometres and activities done, and the badges earned in it.
    case yearInTravel(year: String)
    /// A copied file (static, bundle or theme), by output path.
    case file(path: String)
    /// Whether the site is a journal or a wishlist (`SiteKind`): what the navigation's first
    /// item says on every page.
    case siteKind
    /// What a journal's home page shows (`JournalHome`): its latest journey, each year's
    /// journeys and the plans, with the counts it gives.
    case home
}

extension BuildInput: StableHashable {
    /// Its case's number and name: a page's key hashes every input it lists.
    package func stableEncode(into encoding: inout StableEncoding, depth: Int) {
        let (kind, name): (Int, String?) =
            switch self {
            case .config: (0, nil)
            case .theme: (1, nil)
            case .trip(let slug): (2, slug)
            case .tripSummary(let slug): (3, slug)
            case .tripTitle(let slug): (4, slug)
            case .tripList: (5, nil)
            case .listing(let id): (6, id)
            case .neighbors(let slug): (7, slug)
            case .tripBadges(let slug): (8, slug)
            case .page(let slug): (9, slug)
            case .pageList: (10, nil)
            case .goals: (11, nil)
            case .badge(let id): (12, id)
            case .badgeDefinitions: (13, nil)
            case .activityCounts: (14, nil)
            case .places: (15, nil)
            case .yearInTravel(let year): (16, year)
            case .file(let path): (17, path)
            case .siteKind: (18, nil)
            case .home: (19, nil)
            }
        encoding.write(.list, depth: depth)
        encoding.write(kind, depth: depth + 1)
        name.stableEncode(into: &encoding, depth: depth + 1)
    }
}
