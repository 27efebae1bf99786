import TripSiteHTML
import Yams

/// Reads one trip file into a `Trip`. Works on text (a `SourceFile`), so it is tested
/// without touching the disk; the loader resolves photo files afterwards.
package enum TripParser {
    package struct Result: Codable, Sendable {
        package var trip: Trip?
        /// The `photo:` value and its line, for the loader to resolve against the disk.
        package var photoReference: PhotoReference?
        package var diagnostics: [Diagnostic]
        /// The `gallery:` list, for the loader to resolve against the bundle; nil when absent.
        package var gallery: [GalleryReference]? = nil
        /// The `gpx:` files and their lines, for the loader to resolve against the bundle.
        package var gpx: [GPXEntry] = []

        package init(
            trip: Trip?, photoReference: PhotoReference?, diagnostics: [Diagnostic],
            gallery: [GalleryReference]? = nil, gpx: [GPXEntry] = []
        ) {
            self.trip = trip
            self.photoReference = photoReference
            self.diagnostics = diagnostics
            self.gallery = gallery
            self.gpx = gpx
        }
    }

    static let knownKeys: Set<String> = [
        "title", "subtitle", "country", "photo", "season", "start", "end", "created", "tags",
        "featured", "draft", "travelled", "book", "activities", "description", "gallery", "params", "location", "gpx",
        "posted", "distance",
        // Where `tripsite import` took the trip from: read by the next import, shown nowhere.
        "imported",
    ]

    /// `nameDate`: the leading date of the file's (or bundle's) name, its `start` when the
    /// front matter gives none.
    package static func parse(
        _ file: SourceFile, slug: String, nameDate: Day? = nil, markdown: MarkdownOptions
    ) -> Result {
        if let tooBig = MarkdownLimits.problem(in: file, limits: markdown.limits) {
            return Result(trip: nil, photoReference: nil, diagnostics: [tooBig])
        }
        let split: (fields: YAMLFields, frontMatter: FrontMatter)
        switch ContentParser.fields(of: file) {
        case .failure(let diagnostic): return Result(trip: nil, photoReference: nil, diagnostics: [diagnostic])
        case .success(let value): split = value
        }
        var fields = split.fields
        let frontMatter = split.frontMatter

        let metadata = readMetadata(&fields, nameDate: nameDate)
        let location = readLocation(&fields)
        let gpx = readGPX(&fields)
        let gallery = readGallery(&fields)
        let params = fields.params()
        let frontMatterActivities = fields.node("activities").map {
            readActivities($0, fields: &fields, markdown: markdown)
        }
        let journal = CMarkDocument.renderJournal(
            frontMatter.body, options: markdown, headingsBelow: HeadingOutline.tripText)
        let bodyLineOffset = frontMatter.bodyFirstLine - 1
        fields.warn(about: journal.shortcodes, lineOffset: bodyLineOffset)
        let activities = chooseActivities(
            frontMatter: frontMatterActivities, journal: journal, bodyLineOffset: bodyLineOffset, fields: &fields)
        warnAboutUnknownKeys(&fields)
        if journal.html.isEmpty, activities.isEmpty {
            warnAboutNoContent(file, frontMatter: frontMatter, fields: &fields)
        }
        let diagnostics = fields.diagnostics.all
        guard let title = metadata.title, !title.isEmpty, !diagnostics.contains(where: { $0.severity == .error })
        else {
            return Result(trip: nil, photoReference: metadata.photoReference, diagnostics: diagnostics)
        }
        var trip = Trip(
            slug: slug, sourcePath: file.path, title: title, subtitle: metadata.subtitle, country: metadata.country,
            photo: .placeholder, season: metadata.season ?? metadata.start.map { Season(month: $0.month) },
            start: metadata.start, end: metadata.end, created: metadata.created, tags: metadata.tags,
            isFeatured: metadata.isFeatured, isDraft: metadata.isDraft,
            bodyHTML: journal.html.shiftingLines(by: bodyLineOffset), activities: activities, bundleFiles: [],
            links: journal.links.map { JournalLink(url: $0.url, line: $0.line + bodyLineOffset, isImage: $0.isImage) }
        )
        trip.params = params
        trip.posted = metadata.posted
        trip.declaredDistance = metadata.distance
        trip.travelledMark = metadata.travelled
        trip.isBookOff = metadata.book == false
        trip.bodyText = journal.text
        trip.location = location
        return Result(
            trip: trip, photoReference: metadata.photoReference, diagnostics: diagnostics, gallery: gallery, gpx: gpx)
    }

    /// What the front matter says about a trip, its activities aside.
    private struct Metadata {
        var title: String?
        var subtitle: String?
        var country: String?
        var photoReference: PhotoReference?
        var season: Season?
        var start: Day?
        var end: Day?
        var created: Day?
        var posted: Day?
        var distance: Double?
        var tags: [String]
        var isFeatured: Bool
        var isDraft: Bool
        var travelled: Bool?
        var book: Bool?
    }

    /// Reads every front-matter key but `activities`, in a fixed order (so diagnostics come
    /// in that order).
    private static func readMetadata(_ fields: inout YAMLFields, nameDate: Day?) -> Metadata {
        let title = readTitle(&fields)
        let subtitle = fields.string("subtitle")
        let country = readCountry(&fields)
        // `description` is accepted (a known key, as on pages) but a trip shows it nowhere:
        // it is read only so that a value that is not text is still an error.
        _ = fields.string("description")
        let photoReference = readPhotoReference(&fields) ?? borrowedPhoto(&fields)
        let season = readSeason(&fields)
        let dates = readDates(&fields)
        let posted = borrowedPosted(&fields, start: dates.start, posted: fields.day("posted"), nameDate: nameDate)
        let distance = readDistance(&fields)
        let tags = tagsAndCategories(&fields)
        let featured = fields.bool("featured") ?? false
        let draft = fields.bool("draft") ?? false
        let travelled = fields.bool("travelled")
        let book = fields.bool("book")
        return Metadata(
            title: title, subtitle: subtitle, country: country, photoReference: photoReference, season: season,
            start: dates.start, end: dates.end, created: dates.created, posted: posted, distance: distance, tags: tags,
            isFeatured: featured,
            isDraft: draft, travelled: travelled, book: book)
    }

    /// `title`, trimmed; an error when it is missing or empty.
    private static func readTitle(_ fields: inout YAMLFields) -> String? {
        let title = fields.string("title")?.trimmingSpaces()
        if title == nil || title!.isEmpty {
            if let line = fields.line(ofKey: "title") {
                fields.diagnosticsError("'title' must not be empty", line: line)
            } else {
                fields.diagnosticsError("missing 'title' in front matter", line: 1)
            }
        }
        return title
    }

    /// `photo:` and its line, for the loader to resolve; nil when absent or blank.
    static func readPhotoReference(_ fields: inout YAMLFields) -> PhotoReference? {
        guard let photo = fields.string("photo")?.trimmingSpaces(), !photo.isEmpty else {
            return nil
        }
        return PhotoReference(photo, line: fields.line(ofKey: "photo"))
    }

    /// `season:` (spring, summer, fall, autumn or winter); nil when absent or unknown.
    private static func readSeason(_ fields: inout YAMLFields) -> Season? {
        guard let node = fields.node("season") else { return nil }
        if let name = node.scalar?.string, let season = Season(name: name) { return season }
        fields.error(
            "unknown season '\(node.scalar?.string ?? "")': use spring, summer, fall (or autumn) or winter", at: node)
        return nil
    }

    /// `start`, `end` and `created`; an error when `end` is before `start`.
    private static func readDates(_ fields: inout YAMLFields) -> (start: Day?, end: Day?, created: Day?) {
        let start = fields.day("start")
        let end = fields.day("end")
        let created = fields.day("created")
        if let start, let end, end < start {
            fields.diagnosticsError("'end' (\(end)) is before 'start' (\(start))", line: fields.line(ofKey: "end"))
        }
        return (start, end, created)
    }

    /// `distance:`, kilometres as a plain number above 0; anything else is a warning.
    private static func readDistance(_ fields: inout YAMLFields) -> Double? {
        guard let node = fields.node("distance") else { return nil }
        guard let text = node.scalar?.string, let kilometres = Double(text), kilometres.isFinite, kilometres > 0
        else {
            fields.warning("'distance' is kilometres, a number above 0 (distance: 1234.5); it was not read", at: node)
            return nil
        }
        return kilometres
    }

    /// The trip's activities, with their anchors: from front matter, or else from the body's
    /// Activities section. Defining both is an error (the front matter's are kept).
    private static func chooseActivities(
        frontMatter: [Activity]?, journal: RenderedJournal, bodyLineOffset: Int, fields: inout YAMLFields
    ) -> [Activity] {
        guard let frontMatter else {
            return assignAnchors(
                journalActivities(journal.activities, bodyLineOffset: bodyLineOffset, fields: &fields),
                taken: Set(journal.headingIDs))
        }
        if !journal.activities.isEmpty {
            let line = journal.activitiesHeadingLine.map { $0 + bodyLineOffset }
            fields.diagnosticsError(
                "activities are defined twice: in front matter (line \(fields.line(ofKey: "activities") ?? 0)) and under the Activities heading; keep one",
                line: line
            )
        }
        return assignAnchors(frontMatter, taken: Set(journal.headingIDs))
    }

    /// The task items of the body's Activities section as activities, at their lines in the
    /// file; an invalid date or an empty name is an error.
    private static func journalActivities(
        _ parsedActivities: [ParsedActivity], bodyLineOffset: Int, fields: inout YAMLFields
    ) -> [Activity] {
        var activities: [Activity] = []
        for parsed in parsedActivities {
            let line = parsed.line + bodyLineOffset
            var date: Day?
            if let text = parsed.dateText {
                date = Day(iso: text)
                if date == nil {
                    fields.diagnosticsError(
                        "activity '\(parsed.title)' has an invalid date '\(text)' (expected YYYY-MM-DD)", line: line)
                }
            }
            if parsed.title.isEmpty {
                fields.diagnosticsError("an activity has no name", line: line)
            }
            activities.append(
                Activity(
                    title: parsed.title, nameHTML: parsed.nameHTML, isDone: parsed.isDone, date: date,
                    notesHTML: parsed.notesHTML, line: line, anchor: ""
                ))
        }
        return activities
    }

    /// The warning for a trip with neither journal text nor activities, on the body's first
    /// line. A file that ends on its closing fence has no body line: the warning goes on the fence.
    private static func warnAboutNoContent(_ file: SourceFile, frontMatter: FrontMatter, fields: inout YAMLFields) {
        let endsOnFence = frontMatter.body.isEmpty && file.text.last?.isNewline != true
        fields.diagnosticsWarning(
            "the trip has no journal text and no activities", line: frontMatter.bodyFirstLine - (endsOnFence ? 1 : 0))
    }

    /// A warning for each key no reader asked for that is not a known one (a typo like `seasn:`).
    private static func warnAboutUnknownKeys(_ fields: inout YAMLFields) {
        let unknown = fields.unusedKeys.filter { !knownKeys.contains($0.name) && !borrowedKeys.contains($0.name) }
        for (name, line, column) in noteUnusedForeignKeys(unknown, fields: &fields) {
            fields.diagnosticsWarning(
                "unknown front-matter key '\(name)' (known: \(knownKeys.sorted().joined(separator: ", "))); "
                    + "keys of your own go under params:", line: line,
                column: column)
        }
    }

    /// `activities:` in front matter: a list of `{title, done, date, notes}` mappings (a
    /// plain text item is a not-done activity with that title).
    private static func readActivities(
        _ node: Yams.Node, fields: inout YAMLFields, markdown: MarkdownOptions
    ) -> [Activity] {
        guard let sequence = node.sequence else {
            fields.error("'activities' must be a list", at: node)
            return []
        }
        var activities: [Activity] = []
        for item in sequence {
            let line = fields.line(of: item) ?? 0
            if let text = item.scalar?.string, !YAMLFields.isNull(item) {
                let inline = CMarkDocument.renderInline(text, options: markdown)
                activities.append(
                    Activity(
                        title: inline.text, nameHTML: inline.html, isDone: false, date: nil, notesHTML: nil, line: line,
                        anchor: ""))
                continue
            }
            guard let mapping = item.mapping else {
                fields.error(
                    "each activity must be a mapping like {title: ..., done: true, date: 2025-06-03}", at: item)
                continue
            }
            var entry = YAMLFields(mapping: mapping, file: fields.file, lineOffset: fields.lineOffset)
            let title = entry.string("title")?.trimmingSpaces() ?? ""
            let done = entry.bool("done") ?? false
            let date = entry.day("date")
            let notes = entry.string("notes")
            if title.isEmpty { entry.diagnosticsError("an activity has no 'title'", line: line) }
            for (name, keyLine, keyColumn) in entry.unusedKeys {
                entry.diagnosticsWarning(
                    "unknown activity key '\(name)' (known: title, done, date, notes)", line: keyLine, column: keyColumn
                )
            }
            fields.merge(entry)
            let inline = CMarkDocument.renderInline(title, options: markdown)
            let notesHTML = notes.map { CMarkDocument.renderHTML($0, options: markdown) }
            activities.append(
                Activity(
                    title: inline.text, nameHTML: inline.html, isDone: done, date: date, notesHTML: notesHTML,
                    line: line, anchor: ""))
        }
        return activities
    }

    /// Gives each activity a stable anchor from its title (`snorkel-with-the-manta-rays`),
    /// suffixed `-2`, `-3` … when two activities share one or a heading of the journal has
    /// it (`taken`: the headings' ids).
    static func assignAnchors(_ activities: [Activity], taken: Set<String> = []) -> [Activity] {
        // An activity's name has the id `label-<anchor>`: a heading's `label-activity-x` takes `activity-x`.
        let labels = taken.filter { $0.hasPrefix("label-") }.map { String($0.dropFirst(6)) }
        var anchors = UniqueAnchors(taken: taken.union(labels))
        return activities.map { activity in
            var copy = activity
            let slug = Slug.make(activity.title)
            copy.anchor = anchors.make(base: "activity-" + (slug.isEmpty ? "item" : slug))
            return copy
        }
    }
}
