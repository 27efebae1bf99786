import TripSiteHTML

/// One day (or moment) of a trip told on its own: a Markdown file in the trip's bundle
/// folder other than `index.md`, or a sub-folder's `index.md` with its own photos. Shown on
/// the trip page's timeline and on a page of its own, `/trips/<trip>/<entry>/`.
package struct Entry: Hashable, Codable, Sendable {
    /// Its file (or sub-folder) name without a leading date: unique within its trip.
    package var slug: String
    /// The file it came from, relative to the site folder.
    package var sourcePath: String
    /// `title:` as written; nil for the place's name, else the date (`displayTitle`).
    package var title: String?
    package var date: Day
    /// The time of day given with the date (`14:30`), for ordering entries of one day.
    package var time: String?
    package var location: Place?
    package var country: String?
    package var tags: [String] = []
    package var isDraft = false
    package var bodyHTML: MarkdownHTML
    /// The words of the entry as plain text, for search.
    package var bodyText = ""
    /// The opening of its text, for the timeline.
    package var summary = ""
    /// Link and image destinations in its text, with their lines in the file.
    package var links: [JournalLink] = []
    /// Its sub-folder in the trip's bundle (`day-2`), nil for a file beside `index.md`:
    /// where its photos are looked for.
    package var folder: String?
    /// `photo:` once resolved; nil without one.
    package var photo: Photo?
    /// The local file of `photo:` (relative to the site folder), and the line it is on.
    package var photoSource: String?
    package var photoLine: Int?
    /// The local files its images resolve to, by the URL written.
    package var imageSources: [String: String] = [:]
    /// The photos at the end of its page: its `gallery:` list, or its sub-folder's photos it
    /// shows nowhere else.
    package var gallery: [GalleryPhoto] = []
    package var params: Params = [:]

    package init(slug: String, sourcePath: String, date: Day, bodyHTML: MarkdownHTML) {
        self.slug = slug
        self.sourcePath = sourcePath
        self.date = date
        self.bodyHTML = bodyHTML
    }

    /// Timeline order: by date, then time (an entry without one first), then slug.
    package static func timelineOrder(_ a: Entry, _ b: Entry) -> Bool {
        if a.date != b.date { return a.date < b.date }
        if a.time != b.time { return (a.time ?? "") < (b.time ?? "") }
        return a.slug < b.slug
    }

    /// The way from its page's folder (`/trips/<trip>/<slug>/`) to the folder its file is in
    /// (the trip's, or its sub-folder's), where its relative links point: `../`,
    /// `../2025-07-03-seceda/`, or "" when they are the same folder.
    package var sourceFolderPrefix: String {
        guard let folder else { return "../" }
        return folder == slug ? "" : "../\(folder)/"
    }

    /// Its title, else its place's name; nil when it has neither (pages then show its date).
    package var namedTitle: String? {
        title ?? location?.name
    }
}
