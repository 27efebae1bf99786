import TripSiteHTML
import TripSiteImaging

/// Photos as pages draw them: a processed photo → a `Picture` of its variants; a journal's
/// images → pictures in its HTML; a trip's gallery → a `Gallery`.
package enum PhotoViews {
    /// What a photo in a journal's text column is shown at (44rem, the screen on phones).
    static let bodySizes = "(max-width: 44rem) 100vw, 44rem"

    /// A picture of the photo's variants: a `<source>` per modern format, the JPEGs as the
    /// `<img>`, whose width and height are the largest variant's (the same shape as each).
    static func picture(
        _ photo: ProcessedPhoto, alt: String, sizes: String, loading: Picture.Loading = .lazy, context: RenderContext
    ) -> Picture {
        func candidates(_ format: ImageFormat) -> [Picture.Candidate] {
            photo.variants(format).map { Picture.Candidate(url: context.urls.url($0.outputPath), width: $0.width) }
        }
        let sources = [ImageFormat.avif, .webp].map { Picture.Source(type: $0.mediaType, candidates: candidates($0)) }
        let displayed = photo.largest(.webp) ?? photo.variants.last
        return Picture(
            sources: sources.filter { !$0.candidates.isEmpty }, fallback: candidates(.jpeg), sizes: sizes,
            width: displayed?.width ?? photo.width, height: displayed?.height ?? photo.height, alt: alt,
            loading: loading, placeholderColor: photo.averageColor)
    }

    /// Markdown HTML with its images and embeds drawn: a local photo as a picture of its
    /// variants (or a placeholder when it could not be made), a remote image lazily, any other
    /// as cmark-gfm wrote it; a video or map link as an embed card. Links by site path (`/trips/kyoto/`) are written under the base path. Each
    /// task list's checkboxes are named by their items' text (`TaskCheckboxLabels`), with ids
    /// `<taskIDs>_<n>`: one prefix per piece of Markdown on a page keeps them unique.
    static func html(
        _ markdown: MarkdownHTML, sources: [String: String], taskIDs: String = "task", context: RenderContext
    ) -> TrustedHTML {
        let basePath = context.urls.basePath
        let mapped =
            basePath == "/" ? markdown : markdown.mappingURLs { URLMapping.underBasePath($0, basePath: basePath) }
        let strings = context.strings
        let published = mapped.labellingTaskCheckboxes(idPrefix: taskIDs) { strings[$0 ? "done" : "notDone"] }
        return published.drawn(
            { image($0, sources: sources, context: context) },
            embed: { embedCard($0, strings: strings).body.render() },
            gallery: { gallery, images in
                textGallery(
                    gallery, images, sources: sources, id: "\(taskIDs)-gallery-\(gallery.images.first ?? 0)",
                    context: context)
            })
    }

    /// One image of a text: a local photo as a picture of its variants (a placeholder when it
    /// could not be made), a remote image lazily, any other as cmark-gfm wrote it.
    static func image(_ image: MarkdownImage, sources: [String: String], context: RenderContext) -> String {
        guard let source = sources[image.url] else {
            return image.isRemote ? image.lazyCmarkHTML : image.cmarkHTML
        }
        guard let photo = context.photos[source] else {
            return Node.span([.class("photo-missing"), Attribute("role", "img"), .aria("label", image.alt)]) {
                image.alt
            }.render()
        }
        return picture(photo, alt: image.alt, sizes: bodySizes, context: context).body.render()
    }

    /// A gallery written in a text (`MarkdownGallery`), as a trip's gallery is drawn: each
    /// photo the build made a thumbnail that opens full size, its caption under it. An image
    /// with no photo made (remote, or not found) follows the grid, drawn as `image` draws it.
    static func textGallery(
        _ gallery: MarkdownGallery, _ images: [MarkdownImage], sources: [String: String], id: String,
        context: RenderContext
    ) -> String {
        var items: [Gallery.Item] = []
        var others = ""
        for (index, member) in images.enumerated() {
            guard let source = sources[member.url], let photo = context.photos[source],
                let full = photo.largest(.webp)
            else {
                others += image(member, sources: sources, context: context)
                continue
            }
            let alt =
                member.alt.trimmingWhitespace().isEmpty
                ? member.title ?? context.strings.format("gallery.alt", index + 1, images.count) : member.alt
            items.append(
                Gallery.Item(
                    picture: picture(photo, alt: alt, sizes: Gallery.sizes, context: context),
                    fullSize: context.urls.url(full.outputPath), fullWidth: full.width, fullHeight: full.height,
                    caption: member.title, date: nil))
        }
        guard !items.isEmpty else { return others }
        return Gallery(inText: gallery.caption, id: id, items: items, strings: context.strings).body.render() + others
    }

    /// A video or map link alone in its paragraph, as a card that loads nothing from the
    /// provider before a click (`EmbedCard`).
    static func embedCard(_ embed: MarkdownEmbed, strings: Strings) -> EmbedCard {
        let link = embed.link
        return EmbedCard(
            provider: link.provider.name, providerID: link.provider.rawValue.lowercased(),
            kind: link.provider.isVideo ? .video : .map, url: link.url, playerURL: link.playerURL, title: embed.title,
            strings: strings)
    }

    /// Markdown HTML for a feed reader, which takes neither `<picture>` nor relative URLs:
    /// a local photo as one `<img>` of its JPEG at an absolute URL, and every other link and
    /// image made absolute against the page the text is on (`pageURL`). An embed stays the
    /// link it was written as.
    static func feedHTML(
        _ markdown: MarkdownHTML, sources: [String: String], pageURL: String, context: RenderContext
    ) -> String {
        let urls = context.urls
        return markdown.mappingURLs { URLMapping.absolute($0, pageURL: pageURL, urls: urls) }.drawn { image in
            guard let source = sources[image.url] else { return image.cmarkHTML }
            guard let photo = context.photos[source], let jpeg = photo.largest(.jpeg) else {
                return Node.p { image.alt }.render()
            }
            return Node.img([
                Attribute("src", context.urls.absolute(context.urls.url(jpeg.outputPath))), Attribute("alt", image.alt),
                Attribute("width", String(jpeg.width)), Attribute("height", String(jpeg.height)),
            ]).render()
        }.html
    }

    /// The trip's gallery: each photo the build made, its caption, and the date it was taken
    /// when the site shows dates (`photos: {showCaptureDates: true}`).
    static func gallery(_ trip: Trip, context: RenderContext) -> Gallery? {
        gallery(trip.gallery, context: context)
    }

    /// A gallery of these photos (a trip's or an entry's).
    static func gallery(_ photos: [GalleryPhoto], context: RenderContext) -> Gallery? {
        let items = photos.enumerated().compactMap { index, entry -> Gallery.Item? in
            guard let photo = context.photos[entry.source], let full = photo.largest(.webp) else { return nil }
            let alt = entry.caption ?? context.strings.format("gallery.alt", index + 1, photos.count)
            let date =
                context.config.photos.showCaptureDates
                ? photo.metadata.captureTime.flatMap { Day(iso: String($0.prefix(10))) }.map { context.dateLabel($0) }
                : nil
            return Gallery.Item(
                picture: picture(photo, alt: alt, sizes: Gallery.sizes, context: context),
                fullSize: context.urls.url(full.outputPath), fullWidth: full.width, fullHeight: full.height,
                caption: entry.caption, date: date)
        }
        guard !items.isEmpty else { return nil }
        return Gallery(title: context.strings["gallery.title"], items: items, strings: context.strings)
    }
}
