import TripSiteHTML

/// A book's chapters (`BookContent.Chapter`) as the book page draws them: from a new page,
/// the day, date and place, the title, the entry's photo and its text, then its gallery on
/// pages of photos.
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
            if let lead = chapter.lead, let picture = pictures[lead.source, .lead] {
                Node.figure([.class("book-lead")]) { image(picture) }
            }
            if !chapter.text.isEmpty {
                Node.div([.class("book-text")]) { Node.trusted(text(chapter, pictures: pictures, context: context)) }
            }
            photos(
                chapter.photos, pictures: pictures,
                afterText: !chapter.text.isEmpty || chapter.lead.flatMap { pictures[$0.source, .lead] } != nil)
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

    /// The chapter's text with its relative links leading where they did on the page they
    /// were written for, its site paths under the site's base path, its task checkboxes named, and its photos drawn from `pictures`, each
    /// across the text's width (a remote image as written).
    private static func text(
        _ chapter: BookContent.Chapter, pictures: BookPictures, context: RenderContext
    ) -> TrustedHTML {
        var markdown = chapter.text
        markdown = markdown.mappingURLs { URLMapping.fromSourceFolder($0, prefix: chapter.textPrefix) }
        let basePath = context.urls.basePath
        if basePath != "/" { markdown = markdown.mappingURLs { URLMapping.underBasePath($0, basePath: basePath) } }
        let strings = context.strings
        markdown = markdown.labellingTaskCheckboxes(idPrefix: chapter.anchor + "-task") {
            strings[$0 ? "done" : "notDone"]
        }
        return markdown.drawn { image in
            guard let source = chapter.textSources[image.url] else { return image.cmarkHTML }
            guard let picture = pictures[source, .full] else {
                return Node.span([.class("photo-missing"), Attribute("role", "img"), .aria("label", image.alt)]) {
                    image.alt
                }.render()
            }
            return Self.image(picture, alt: image.alt).render()
        }
    }

    /// A chapter's gallery on pages of photos, two rows to a page: a landscape photo across a
    /// row, portrait ones two to a row, each cropped to its box and captioned. The first page
    /// starts after the chapter's text (on the chapter's own page when it has none).
    private static func photos(
        _ photos: [BookContent.Photo], pictures: BookPictures, afterText: Bool
    ) -> Node {
        typealias Shown = (photo: BookContent.Photo, picture: BookPictures.Picture)
        var rows: [[Shown]] = []
        for photo in photos {
            guard let picture = pictures[photo.source, photo.slot] else { continue }
            let wide = BookLayout.isWide(Double(picture.width) / Double(max(picture.height, 1)))
            if !wide, let last = rows.last, last.count == 1, !isWide(last[0].picture) {
                rows[rows.count - 1].append((photo, picture))
            } else {
                rows.append([(photo, picture)])
            }
        }
        let pages = stride(from: 0, to: rows.count, by: 2).map { Array(rows[$0..<min($0 + 2, rows.count)]) }
        return .group(
            pages.enumerated().map { number, page in
                Node.div([.class("book-photo-page", number == 0 && !afterText ? "book-photo-page-first" : "")]) {
                    for row in page {
                        Node.div([.class("book-photo-row")]) {
                            for (position, shown) in row.enumerated() {
                                figure(shown, position: position, of: row.count)
                            }
                        }
                    }
                }
            })
    }

    private static func isWide(_ picture: BookPictures.Picture) -> Bool {
        BookLayout.isWide(Double(picture.width) / Double(max(picture.height, 1)))
    }

    /// A gallery photo in its row: across it, or at its start or end, or alone in the middle.
    private static func figure(
        _ shown: (photo: BookContent.Photo, picture: BookPictures.Picture), position: Int, of count: Int
    ) -> Node {
        let place =
            isWide(shown.picture)
            ? "book-photo-wide"
            : count == 1
                ? "book-photo-tall book-photo-alone"
                : position == 0 ? "book-photo-tall book-photo-start" : "book-photo-tall book-photo-end"
        return Node.figure([.class("book-photo " + place)]) {
            image(shown.picture)
            if let caption = shown.photo.caption { Node.figcaption([.class("book-caption")]) { caption } }
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
