/// One file of the built site, before it is written: its path under the output folder, its
/// contents, and the inputs it was made from (for incremental rebuilds).
struct OutputFile: Sendable {
    enum Contents: Sendable {
        case text(String)
        case bytes([UInt8])
        /// Copied from a file, given by its absolute path.
        case copy(from: String)
    }

    /// Relative to the output folder: `trips/kona/index.html`.
    var path: String
    var contents: Contents
    var inputs: Set<BuildInput>
    /// For a copied file, where it comes from (relative to the site folder); nil for pages.
    var origin: String? = nil
}

/// An input an output was made from. A change to an input re-renders exactly the outputs
/// that list it.
enum BuildInput: Hashable, Sendable {
    /// `site.yml`.
    case config
    /// The theme's files.
    case theme
    /// One trip's whole content (body and front matter).
    case trip(slug: String)
    /// What cards and lists show of every trip (title, photo, season, dates, activity counts).
    case tripSummaries
    /// One standalone page.
    case page(slug: String)
    /// The list of standalone pages (titles, for the footer).
    case pageList
    /// The badge definitions (`content/goals.yml`) and their evaluation against every trip.
    case goals
    /// A copied file.
    case file(path: String)
}
