import TripSiteHTML

/// A book's chapters (`BookContent.Chapter`) as the book page draws them: from a new page,
/// the day, date and place, the title, the entry's photo, its text, then its photos two by
/// two.
enum BookChapters {
    static func chapter(
        _ chapter: BookContent.Chapter, of trip: Trip, pictures: BookPictures, context: RenderContext
    ) -> Node {
        Node.section([.class("book-chapter"), .id(chapter.anchor)]) {
            Node.header([.class("book-chapter-header")]) {
                if let kicker = kicker(chapter, of: trip, context: context) {
                    Node.p([.class("book-kicker")]) { kicker }
                }
                Node.h2 { title(chapter, of: trip, context: context) }
            }
            if let lead = chapter.lead, let picture = pictures[lead.source] {
                Node.figure([.class("book-lead")]) { image(picture) }
            }
            if !chapter.text.isEmpty {
                Node.div([.class("book-text")]) { Node.trusted(text(chapter, pictures: pictures, context: context)) }
            }
            photos(chapter.photos, pictures: pictures)
        }
    }

    /// "Day 3" for an entry; nil for the other chapters.
    static func day(_ chapter: BookContent.Chapter, of trip: Trip, context: RenderContext) -> String? {
        guard case .entry(let index) = chapter.kind else { return nil }
        return EntryPage.dayLabel(trip.entries[index], of: trip, strings: context.strings)
    }

    /// An entry's title (else its place's or date's, as on its page), or the chapter's name.
    static func title(_ chapter: BookContent.Chapter, of trip: Trip, context: RenderContext) -> String {
        switch chapter.kind {
        case .about: context.strings["book.about"]
        case .entry(let index): EntryPage.title(of: trip.entries[index], context: context)
        case .photos: context.strings["book.morePhotos"]
        }
    }

    /// "Day 3 · 3 June 2025 · 14:30 · Lago di Braies, Italy" over an entry's title.
    private static func kicker(_ chapter: BookContent.Chapter, of trip: Trip, context: RenderContext) -> Node? {
        guard case .entry(let index) = chapter.kind else { return nil }
        let entry = trip.entries[index]
        let place = [entry.location?.name, entry.country.flatMap { BookPage.countryName($0, context: context) }]
            .compactMap { $0 }
        let parts: [Node] =
            [.text(EntryPage.dayLabel(entry, of: trip, strings: context.strings)), context.dateLabel(entry.date).body]
            + (entry.time.map { [.text($0)] } ?? []) + (place.isEmpty ? [] : [.text(place.joined(separator: ", "))])
        return .group(
            parts.enumerated().flatMap { index, part in index == 0 ? [part] : [.text(" · "), part] })
    }

    /// The chapter's text with its links leading where its file is and under the site's
    /// base path, its task checkboxes named, and its photos drawn from `pictures`, each
    /// across the text's width (a remote image as written).
    private static func text(
        _ chapter: BookContent.Chapter, pictures: BookPictures, context: RenderContext
    ) -> TrustedHTML {
        var markdown = chapter.text
        let prefix = chapter.textPrefix
        if !prefix.isEmpty { markdown = markdown.mappingURLs { URLMapping.fromSourceFolder($0, prefix: prefix) } }
        let basePath = context.urls.basePath
        if basePath != "/" { markdown = markdown.mappingURLs { URLMapping.underBasePath($0, basePath: basePath) } }
        let strings = context.strings
        markdown = markdown.labellingTaskCheckboxes(idPrefix: chapter.anchor + "-task") {
            strings[$0 ? "done" : "notDone"]
        }
        return markdown.drawn { image in
            guard let source = chapter.textSources[image.url] else { return image.cmarkHTML }
            guard let picture = pictures[source] else {
                return Node.span([.class("photo-missing"), Attribute("role", "img"), .aria("label", image.alt)]) {
                    image.alt
                }.render()
            }
            return Self.image(picture, alt: image.alt).render()
        }
    }

    /// Photos after a chapter's text: a row for one across the text's width, a row for each
    /// two side by side (`BookContent.grid`), each with its caption.
    private static func photos(_ photos: [BookContent.Photo], pictures: BookPictures) -> Node {
        let shown = photos.compactMap { photo in pictures[photo.source].map { (photo, $0) } }
        guard !shown.isEmpty else { return .group([]) }
        var rows: [[(BookContent.Photo, BookPictures.Picture)]] = []
        for item in shown {
            if item.0.slot == .half, let last = rows.last, last.count == 1, last[0].0.slot == .half {
                rows[rows.count - 1].append(item)
            } else {
                rows.append([item])
            }
        }
        return Node.div([.class("book-photos")]) {
            for row in rows {
                Node.div([.class("book-photo-row")]) {
                    for (position, (photo, picture)) in row.enumerated() {
                        Node.figure([
                            .class(
                                "book-photo", photo.slot == .half ? "book-photo-half" : "book-photo-full",
                                photo.slot == .half ? (position == 0 ? "book-photo-start" : "book-photo-end") : "")
                        ]) {
                            image(picture)
                            if let caption = photo.caption { Node.figcaption([.class("book-caption")]) { caption } }
                        }
                    }
                }
            }
        }
    }

    /// An image of the book: loaded at once (a lazy image may not be there when printing starts).
    static func image(_ picture: BookPictures.Picture, alt: String = "") -> Node {
        Node.img([
            Attribute("src", picture.url), Attribute("alt", alt), Attribute("width", String(picture.width)),
            Attribute("height", String(picture.height)),
        ])
    }
}
