import Templates

/// One trip: a place on the wishlist, its journal and its activities. Parsed from one
/// Markdown file (`content/trips/<slug>.md`) or a bundle (`content/trips/<slug>/index.md`).
struct Trip: Hashable, Sendable {
    var slug: String
    /// The file it came from, relative to the site folder (`content/trips/kona.md`).
    var sourcePath: String
    var title: String
    var subtitle: String?
    var country: String?
    var photo: Photo
    /// Given in front matter, or derived from `start`; nil when neither is known.
    var season: Season?
    var start: Day?
    var end: Day?
    var created: Day?
    var tags: [String]
    var isFeatured: Bool
    var isDraft: Bool
    var bodyHTML: TrustedHTML
    var activities: [Activity]
    /// Files beside a bundle's `index.md` (photos), relative to the bundle folder.
    var bundleFiles: [String]
    /// Link and image destinations in the journal, with their lines in the file.
    var links: [JournalLink] = []

    var completion: Completion? { Completion(activities: activities) }
}
