import TripSiteHTML

/// `/trips/<slug>/page/<N>/`: page N of a long trip's timeline (more entries than
/// `TripPage.timelinePageSize`; page 1 is the trip's own page). The trip's title, its entries
/// of that page numbered by their place in the trip, the links to the other pages, and the
/// way back to the trip. Made with the trip's recipes (`TripPage.family`), reading the trip.
package enum TripTimelinePage {
    /// Page `number` (2 and on) of the trip's timeline.
    package static func render(_ trip: Trip, page number: Int, context: RenderContext) -> [UInt8] {
        context.read(.trip(slug: trip.slug))
        let strings = context.strings
        let pages = TripPage.timelinePages(trip)
        return PageChrome.document(
            context: context, title: strings.format("pagination.title", string: trip.title, number),
            description: trip.subtitle, url: context.urls.url(pages.folder(of: number)), pageClass: "page-timeline",
            section: .wishlist, headLinks: pages.headLinks(at: number, urls: context.urls)
        ) {
            Node.article([.class("trip")]) {
                PageHeader(title: trip.title, subtitle: trip.subtitle)
                TripPage.timeline(trip, page: number, context: context)
            }
            Node.p([.class("entry-back")]) {
                Node.a([.href(context.urls.trip(trip.slug))]) { strings.format("entry.back", string: trip.title) }
            }
        }
    }
}
