/// One trip: a place on the wishlist, its journal and its activities. Parsed from one
/// Markdown file (`content/trips/<slug>.md`) or a bundle (`content/trips/<slug>/index.md`).
package struct Trip: Hashable, Sendable {
    package var slug: String
    /// The file it came from, relative to the site folder (`content/trips/kona.md`).
    var sourcePath: String
    package var title: String
    package var subtitle: String?
    package var country: String?
    package var photo: Photo
    /// Given in front matter, or derived from `start`; nil when neither is known.
    package var season: Season?
    package var start: Day?
    package var end: Day?
    package var created: Day?
    package var tags: [String]
    package var isFeatured: Bool
    package var isDraft: Bool
    package var bodyHTML: MarkdownHTML
    /// The words of the journal as plain text (its activities aside), for search.
    package var bodyText = ""
    package var activities: [Activity]
    /// Files beside a bundle's `index.md` (photos), relative to the bundle folder.
    var bundleFiles: [String]
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

    package init(
        slug: String, sourcePath: String, title: String, subtitle: String? = nil, country: String? = nil, photo: Photo,
        season: Season? = nil, start: Day? = nil, end: Day? = nil, created: Day? = nil, tags: [String],
        isFeatured: Bool, isDraft: Bool, bodyHTML: MarkdownHTML, activities: [Activity], bundleFiles: [String],
        links: [JournalLink] = []
    ) {
        self.slug = slug
        self.sourcePath = sourcePath
        self.title = title
        self.subtitle = subtitle
        self.country = country
        self.photo = photo
        self.season = season
        self.start = start
        self.end = end
        self.created = created
        self.tags = tags
        self.isFeatured = isFeatured
        self.isDraft = isDraft
        self.bodyHTML = bodyHTML
        self.activities = activities
        self.bundleFiles = bundleFiles
        self.links = links
    }

    package var completion: Completion? { Completion(activities: activities) }

    /// Whether pages show the generated placeholder: no photo, or a local one that could not
    /// be made.
    package func showsPlaceholder(_ photos: [String: ProcessedPhoto]) -> Bool {
        if photo == .placeholder { return true }
        if let photoSource { return photos[photoSource] == nil }
        return false
    }
}
