import TripSiteHTML

/// `/<slug>/`: a standalone page (about, colophon) from `content/pages/`.
package enum StandalonePage {
    /// Each standalone page.
    static let family = PageFamily(name: "pages") { site, _, context, _ in
        site.pages.map { page in
            .page("\(page.slug)/index.html", context) { context in render(page, context: context) }
        }
    }

    static func render(_ page: Page, context: RenderContext) -> [UInt8] {
        context.read(.page(slug: page.slug))
        return PageChrome.document(
            context: context, title: page.title, description: page.description, url: context.urls.page(page.slug),
            pageClass: "page-page", section: nil,
            scripts: (page.bodyHTML.embeds.isEmpty ? [] : context.embedScripts)
                + (page.bodyHTML.galleries.isEmpty ? [] : context.galleryScripts),
            view: SlotView(
                context: context, kind: "page", title: page.title, url: context.urls.page(page.slug),
                params: page.params)
        ) {
            Node.article([.class("standalone")]) {
                PageHeader(title: page.title)
                Node.div([.style(.body, "journal")]) {
                    Node.trusted(PhotoViews.html(page.bodyHTML, sources: page.imageSources, context: context))
                }
            }
        }
    }
}

/// `/404.html`: served by static hosts for unknown paths; links are root-relative so it
/// works at any depth.
package enum NotFoundPage {
    /// The page-not-found page: the chrome alone.
    static let family = PageFamily(name: "404") { _, _, context, _ in
        [.page("404.html", context) { context in render(context: context) }]
    }

    /// The page not found, sending the reader back to the trips of a journal or the
    /// wishlist (`SiteKind`, part of the chrome it reads).
    static func render(context: RenderContext) -> [UInt8] {
        let strings = context.strings
        let prefix = context.kind == .journal ? "notFound.journal." : "notFound."
        return PageChrome.document(
            context: context, title: strings["notFound.title"], pageClass: "page-404", section: nil
        ) {
            PageHeader(title: strings["notFound.title"], subtitle: strings[prefix + "text"])
            Node.p([.style(.body)]) {
                Node.a([.href(context.urls.home), .class("button")]) { strings[prefix + "link"] }
            }
        }
    }
}
