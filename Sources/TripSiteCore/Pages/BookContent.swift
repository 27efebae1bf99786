/// What a trip's book holds, worked out from the trip alone: its cover photo, and its
/// chapters in order (the trip's own text, each entry, the trip's gallery), each with the
/// photos it prints and where. The book page draws it (`BookPage`); `tripsite book` makes
/// each photo at the size it is printed (`photos`) before drawing it.
package struct BookContent: Sendable {
    /// A photo of the book, by its source file (relative to the site folder).
    package struct Photo: Hashable, Sendable {
        package var source: String
        package var slot: BookLayout.Slot
        package var caption: String?

        package init(source: String, slot: BookLayout.Slot, caption: String? = nil) {
            self.source = source
            self.slot = slot
            self.caption = caption
        }
    }

    /// A chapter: one entry, or the trip's own text, or the trip's gallery.
    package struct Chapter: Sendable {
        package enum Kind: Sendable {
            /// The trip's own journal text.
            case about
            /// The entry at this index of the trip's entries.
            case entry(Int)
            /// The trip's gallery, after the entries.
            case photos
        }

        package var kind: Kind
        /// Its anchor in the page: the contents link to it.
        package var anchor: String
        /// The photo above its text (an entry's `photo:`).
        package var lead: Photo?
        /// Its text, with its images' files by the URL written and the prefix its relative
        /// links take on the book page (`trips/<slug>/book/`): they were written for the
        /// trip's page or the entry's.
        package var text: MarkdownHTML
        package var textSources: [String: String] = [:]
        package var textPrefix = ""
        /// Its gallery, on pages of photos after the text.
        package var photos: [Photo] = []
    }

    package var cover: Photo?
    package var chapters: [Chapter]

    package init(_ trip: Trip) {
        cover = trip.photoSource.map { Photo(source: $0, slot: .cover) }
        var chapters: [Chapter] = []
        if !trip.bodyHTML.isEmpty {
            chapters.append(
                Chapter(
                    kind: .about, anchor: "about", text: trip.bodyHTML, textSources: trip.imageSources,
                    textPrefix: "../"))
        }
        for (index, entry) in trip.entries.enumerated() {
            chapters.append(
                Chapter(
                    kind: .entry(index), anchor: "day-\(index + 1)",
                    lead: entry.photoSource.map { Photo(source: $0, slot: .lead) }, text: entry.bodyHTML,
                    textSources: entry.imageSources, textPrefix: "../\(entry.slug)/" + entry.sourceFolderPrefix,
                    photos: Self.grid(entry.gallery)))
        }
        if !trip.gallery.isEmpty {
            chapters.append(
                Chapter(
                    kind: .photos, anchor: "photos", text: MarkdownHTML(checked: "", images: [], embeds: []),
                    photos: Self.grid(trip.gallery)))
        }
        self.chapters = chapters
    }

    /// A gallery's photos, each on the chapter's pages of photos (`BookChapters`).
    static func grid(_ gallery: [GalleryPhoto]) -> [Photo] {
        gallery.map { Photo(source: $0.source, slot: .gallery, caption: $0.caption) }
    }

    /// Every photo the book prints, in the order printed; a photo printed twice is here twice.
    package var photos: [Photo] {
        var photos = cover.map { [$0] } ?? []
        for chapter in chapters {
            if let lead = chapter.lead { photos.append(lead) }
            photos += chapter.text.images.compactMap { image in
                chapter.textSources[image.url].map { Photo(source: $0, slot: .full) }
            }
            photos += chapter.photos
        }
        return photos
    }
}
