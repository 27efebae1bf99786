import Foundation
import TripSiteCore
import TripSiteHTML

/// `/_components/` in serve mode: every Templates component in its states, side by side,
/// the way a design system is browsed in debug mode. Built from sample data, never from the
/// user's content, and never part of `build` output.
package enum ComponentsGallery {
    /// The components shown, by section id; tests check each appears.
    package static let sections = [
        "navigation-bar", "trip-card", "trip-card-wide", "collection-section", "progress-bar", "completion-overlay",
        "activity-list", "badge-tile", "milestone-row", "stat-list", "pager", "page-header", "search", "embed-card",
        "badge-art",
    ]

    /// The page: a header, then the sections in the order of `sections`.
    package static func render(config: SiteConfig) -> [UInt8] {
        let context = RenderContext(
            config: config, pages: [], themeFiles: ["style.css", "favicon.svg"],
            mode: .serve(liveReloadScript: LiveReloadScript.path))
        let samples = Samples(strings: context.strings)
        return PageChrome.document(
            context: context, title: "Components", description: "Every component in its states.",
            pageClass: "page-components", section: nil
        ) {
            PageHeader(
                title: "Components",
                subtitle: "Every Templates component in its states, from sample data (serve mode only).")
            navigationAndTrips(samples)
            progress(samples)
            goals(samples)
            pagesAndSearch(samples)
            embedCards(samples)
            badgeArt()
        }
    }

    /// The sample data the sections share: photos, a creation date, badge art, cards,
    /// badge tiles and activities.
    struct Samples {
        let strings: Strings
        let photo = TripCard.Photo(
            src: dataURI(Placeholder.svg(for: "kona-deep-dive")), alt: "Sample photo", width: 1200, height: 800)
        let placeholder = TripCard.Photo(
            src: dataURI(Placeholder.svg(for: "lapland")), alt: "", width: 1200, height: 800)
        let created = DateLabel(iso: "2025-01-12", text: "12 January 2025")
        let art = dataURI(BadgeArt(symbol: .leaf, light: "#ffc566", base: "#ff9500", dark: "#b36800").render())

        func card(_ title: String, _ photo: TripCard.Photo, count: Int, wide: Bool = false) -> TripCard {
            TripCard(
                title: title, href: "#", photo: photo, subtitle: "Hawaii, United States", created: created,
                activityCount: count, isWide: wide, transitionName: nil, strings: strings)
        }

        func badge(_ title: String, earned: Bool, size: BadgeTile.Size = .regular) -> BadgeTile {
            BadgeTile(
                title: title, href: "#", artSrc: art, isEarned: earned,
                caption: earned
                    ? .group {
                        "Earned "
                        DateLabel(iso: "2025-10-03", text: "3 October 2025")
                    } : .text("7 of 10 activities"),
                size: size, strings: strings)
        }

        /// Done with a date, not done, and not done with notes.
        var activities: [ActivityList.Item] {
            [
                ActivityList.Item(
                    anchor: "activity-done", name: TrustedHTML(cmarkOutput: "Snorkel with the <em>manta rays</em>"),
                    sortTitle: "snorkel",
                    isDone: true, date: DateLabel(iso: "2025-06-03", text: "3 June 2025"), notes: nil, sourceOrder: 0),
                ActivityList.Item(
                    anchor: "activity-todo", name: TrustedHTML(cmarkOutput: "Go whale watching"),
                    sortTitle: "go whale watching",
                    isDone: false, date: nil, notes: nil, sourceOrder: 1),
                ActivityList.Item(
                    anchor: "activity-noted", name: TrustedHTML(cmarkOutput: "Hike down into Pololū Valley"),
                    sortTitle: "hike",
                    isDone: false, date: nil,
                    notes: TrustedHTML(cmarkOutput: "<p>The trail was closed the week we were there.</p>\n"),
                    sourceOrder: 2),
            ]
        }
    }

    /// NavigationBar, TripCard (narrow and wide) and CollectionSection.
    @HTMLBuilder
    static func navigationAndTrips(_ samples: Samples) -> Node {
        section("navigation-bar", "NavigationBar") {
            labelled(
                "Wishlist current",
                NavigationBar(
                    label: "Sample",
                    items: [
                        .init(label: "Wishlist", href: "#", icon: .wishlist, isCurrent: true),
                        .init(label: "Goals", href: "#", icon: .goals, isCurrent: false),
                        .init(label: "Search", href: "#", icon: .search, isCurrent: false),
                    ]
                ).body)
        }
        section("trip-card", "TripCard") {
            for (label, title, photo, count) in [
                ("with photo, 7 activities", "Kona Deep Dive", samples.photo, 7),
                ("placeholder, 0 activities", "Lapland Lights", samples.placeholder, 0),
                ("long title", "A Very Long Trip Title That Wraps Twice", samples.photo, 1),
            ] {
                labelled(
                    label,
                    Node.ul([.class("card-row")]) {
                        Node.li([.class("card-row-item")]) { samples.card(title, photo, count: count) }
                    })
            }
        }
        section("trip-card-wide", "TripCard (wide)") {
            labelled(
                "narrow: the date is hidden", width: "17rem",
                samples.card("Kona Deep Dive", samples.photo, count: 7, wide: true).body)
            labelled(
                "wide: subtitle and date", width: "26rem",
                samples.card("Kona Deep Dive", samples.photo, count: 7, wide: true).body)
        }
        section("collection-section", "CollectionSection") {
            labelled(
                "with Show all", width: "100%",
                CollectionSection(
                    id: "sample", title: "Summer Glow", subtitle: "Sun, sea and long evenings",
                    showAllHref: "#",
                    cards: [
                        samples.card("Kona", samples.photo, count: 3),
                        samples.card("Lapland", samples.placeholder, count: 0),
                    ],
                    strings: samples.strings
                ).body)
        }
    }

    /// ProgressBar, CompletionOverlay and ActivityList.
    @HTMLBuilder
    static func progress(_ samples: Samples) -> Node {
        section("progress-bar", "ProgressBar") {
            for (done, total) in [(0, 10), (6, 10), (10, 10)] {
                labelled(
                    "\(done * 10)%", width: "14rem",
                    ProgressBar(done: done, total: total, label: "Sample", valueText: "\(done) of \(total)").body)
            }
            labelled(
                "small, 60%", width: "14rem",
                ProgressBar(done: 6, total: 10, label: "Sample", valueText: "6 of 10", size: .small).body)
        }
        section("completion-overlay", "CompletionOverlay") {
            labelled(
                "on a hero photo", width: "24rem",
                Node.figure([.class("trip-hero")]) {
                    Node.img([
                        Attribute("src", samples.photo.src), Attribute("alt", ""), Attribute("width", "1200"),
                        Attribute("height", "800"),
                    ])
                    CompletionOverlay(done: 4, total: 6, strings: samples.strings)
                })
        }
        section("activity-list", "ActivityList") {
            labelled(
                "done, not done, with notes", width: "min(100%, 36rem)",
                ActivityList(items: samples.activities, sort: .completed, strings: samples.strings).body)
        }
    }

    /// BadgeTile, MilestoneRow and StatList: the goals page's parts.
    @HTMLBuilder
    static func goals(_ samples: Samples) -> Node {
        section("badge-tile", "BadgeTile") {
            labelled("earned", samples.badge("Fall Explorer", earned: true).body)
            labelled("not earned", samples.badge("Fall Explorer", earned: false).body)
            labelled("small, earned", samples.badge("Fall Explorer", earned: true, size: .small).body)
        }
        section("milestone-row", "MilestoneRow") {
            labelled(
                "7 of 10", width: "min(100%, 36rem)",
                Node.ol([.class("milestones")]) {
                    MilestoneRow(
                        tile: samples.badge("10 Activities", earned: false, size: .small),
                        sentence: "7 of 10 activities — 3 to go",
                        bar: ProgressBar(
                            done: 7, total: 10, label: "10 Activities", valueText: "7 of 10 activities",
                            size: .small))
                })
        }
        section("stat-list", "StatList") {
            labelled(
                "goals totals", width: "100%",
                StatList(
                    items: [
                        .init(value: "39", total: "64", label: "Activities done"),
                        .init(value: "2", label: "Trips completed"),
                    ],
                    attributes: [.class("totals")]
                ).body)
        }
    }

    /// Pager, PageHeader, SearchBox and SearchResult.
    @HTMLBuilder
    static func pagesAndSearch(_ samples: Samples) -> Node {
        let strings = samples.strings
        section("pager", "Pager") {
            labelled(
                "previous and next", width: "min(100%, 40rem)",
                Pager(
                    previous: .init(title: "Isle of Skye", href: "#"), next: .init(title: "Kyoto", href: "#"),
                    strings: strings
                ).body)
        }
        section("page-header", "PageHeader") {
            labelled(
                "title and subtitle",
                PageHeader(title: "Summer Glow", subtitle: "Sun, sea and long evenings · 5 trips").body)
        }
        section("search", "SearchBox and SearchResult") {
            labelled(
                "field, shown", width: "min(100%, 30rem)",
                SearchBox(
                    action: "#", label: strings["search.label"], placeholder: strings["search.placeholder"],
                    hint: strings["search.hint"],
                    query: "kyo", hiddenUntilScripted: false, controls: ["sample-search-results"]
                ).body)
            labelled(
                "trip, activity done, activity to do", width: "min(100%, 30rem)",
                Node.ul([.class("search-list"), .id("sample-search-results")]) {
                    SearchResult(
                        kind: .trip, title: "Kyoto Blossom Walk", href: "#", detail: "Kansai, Japan · Spring",
                        strings: strings)
                    SearchResult(
                        kind: .activity, title: "Walk the Philosopher’s Path", href: "#",
                        detail: "Kyoto Blossom Walk", isDone: true, strings: strings)
                    SearchResult(
                        kind: .activity, title: "Tea ceremony in Uji", href: "#", detail: "Kyoto Blossom Walk",
                        strings: strings)
                })
        }
    }

    /// A video with its journal title and a map without one (the cards load nothing here:
    /// the gallery page has no embed script).
    static func embedCards(_ samples: Samples) -> Node {
        section("embed-card", "EmbedCard") {
            labelled(
                "video, titled", width: "min(100%, 30rem)",
                EmbedCard(
                    provider: "YouTube", providerID: "youtube", kind: .video, url: "#",
                    playerURL: "https://www.youtube-nocookie.com/embed/", title: "Dawn at Nanzen-ji",
                    strings: samples.strings
                ).body)
            labelled(
                "map, untitled", width: "min(100%, 30rem)",
                EmbedCard(
                    provider: "OpenStreetMap", providerID: "openstreetmap", kind: .map, url: "#",
                    playerURL: "https://www.openstreetmap.org/export/embed.html", title: nil, strings: samples.strings
                ).body)
        }
    }

    /// Every `BadgeSymbol` in one palette.
    static func badgeArt() -> Node {
        section("badge-art", "BadgeArt") {
            for symbol in BadgeSymbol.allCases {
                labelled(
                    symbol.rawValue,
                    Node.img([
                        Attribute(
                            "src",
                            dataURI(
                                BadgeArt(symbol: symbol, light: "#8c8aff", base: "#5856d6", dark: "#3d3c96")
                                    .render())),
                        Attribute("alt", symbol.rawValue), Attribute("width", "72"), Attribute("height", "72"),
                    ]))
            }
        }
    }

    /// A titled section whose examples wrap side by side.
    private static func section(_ id: String, _ title: String, @HTMLBuilder _ content: () -> Node) -> Node {
        .section([
            .class("gallery-section"), .id(id), .aria("labelledby", "\(id)-title"),
            Attribute("style", "margin-block: 3rem"),
        ]) {
            Node.h2([.style(.title2), .id("\(id)-title")]) { title }
            Node.element(
                "div", [Attribute("style", "display: flex; flex-wrap: wrap; gap: 1.5rem; align-items: flex-start")],
                children: content())
        }
    }

    /// One example with its caption, optionally at a fixed width.
    private static func labelled(_ label: String, width: String? = nil, _ node: Node) -> Node {
        .figure([Attribute("style", "margin: 0" + (width.map { "; inline-size: \($0)" } ?? ""))]) {
            node
            Node.figcaption([.style(.caption)]) { label }
        }
    }

    /// A `data:` URL for an SVG (percent-encoded, so it needs no base64).
    static func dataURI(_ svg: String) -> String {
        "data:image/svg+xml," + SiteURLs.percentEncodePath(svg).replacingOccurrences(of: "/", with: "%2F")
    }
}
