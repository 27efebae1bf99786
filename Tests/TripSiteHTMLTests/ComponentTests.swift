import Testing
import TripSiteHTML

@Suite struct ComponentTests {
    let strings = Strings(table: .testEnglish)

    func card(count: Int, wide: Bool = false, subtitle: String? = "Hawaii, United States") -> String {
        TripCard(
            title: "Kona", href: "/trips/kona/", photo: .init(src: "/p.svg", alt: "", width: 1200, height: 800),
            subtitle: subtitle, created: DateLabel(iso: "2025-01-12", text: "12 January 2025"),
            activityCount: count, isWide: wide, transitionName: "trip-kona", strings: strings
        ).render()
    }

    @Test func cardShowsCountOnlyAboveZero() {
        #expect(!card(count: 0).contains("card-count"))
        #expect(card(count: 1).contains("<span class=\"caption card-count\">1 activity</span>"))
        #expect(card(count: 7).contains(">7 activities</span>"))
    }

    @Test func wideCardAddsSubtitleAndDate() {
        let narrow = card(count: 2)
        #expect(!narrow.contains("card-subtitle") && !narrow.contains("<time"))
        let wide = card(count: 2, wide: true)
        #expect(wide.contains("data-variant=\"wide\""))
        #expect(wide.contains("<p class=\"subheadline card-subtitle\">Hawaii, United States</p>"))
        #expect(wide.contains("<time datetime=\"2025-01-12\">12 January 2025</time>"))
    }

    @Test func cardFactsShowOnlyWhatIsKnown() {
        func card(_ facts: TripCard.Facts?) -> String {
            TripCard(
                title: "Lisbon", href: "/trips/lisbon/", photo: .init(src: "/p.svg", alt: "", width: 1200, height: 800),
                subtitle: nil, created: nil, activityCount: 0, isWide: false, transitionName: nil, strings: strings,
                facts: facts
            ).render()
        }
        let full = card(.init(place: "Lisbon", dates: .text("14–27 Sep 2024"), numbers: ["4 nights", "86 km"]))
        #expect(
            full.contains(
                "<p class=\"footnote card-place\">Lisbon</p><p class=\"footnote card-dates\">14–27 Sep 2024</p>"))
        #expect(full.contains("<p class=\"caption card-numbers\">4 nights · 86 km</p>"))
        let datesOnly = card(.init(dates: .text("3 May 2021")))
        #expect(!datesOnly.contains("card-place"))
        #expect(!datesOnly.contains("card-numbers"))
        #expect(!card(.init(place: "")).contains("card-place"), "nothing known: no lines")
        #expect(!card(nil).contains("card-dates"))
    }

    @Test func aCardRenderedOnceIsInsertedAsItsNodeWouldBe() {
        let kona = TripCard(
            title: "Kona <& \"Hilo\">", href: "/trips/kona/?a=1&b=2",
            photo: .init(src: "/p.svg", alt: "", width: 1200, height: 800), subtitle: nil, created: nil,
            activityCount: 3, isWide: false, transitionName: "trip-kona", strings: strings)
        let rendered = CardGrid(rendered: [RenderedHTML(kona)]).render()
        #expect(rendered == CardGrid(cards: [kona]).render())
        #expect(rendered.contains("Kona &lt;&amp; \"Hilo\"&gt;"))
        #expect(!rendered.contains("<&"))
    }

    @Test func progressBarHasProgressbarSemantics() {
        let html = ProgressBar(done: 2, total: 3, label: "Activities completed", valueText: "2 of 3 activities")
            .render()
        for part in [
            "role=\"progressbar\"", "aria-valuenow=\"67\"", "aria-valuemin=\"0\"", "aria-valuemax=\"100\"",
            "aria-label=\"Activities completed\"", "aria-valuetext=\"2 of 3 activities\"", "data-done=\"2\"",
            "data-total=\"3\"",
        ] {
            #expect(html.contains(part), "missing \(part)")
        }
    }

    @Test func navigationMarksCurrentSection() {
        let html = NavigationBar(
            label: "Sections",
            items: [
                .init(label: "Wishlist", href: "/", icon: .wishlist, isCurrent: true),
                .init(label: "Goals", href: "/goals/", icon: .goals, isCurrent: false),
            ]
        ).render()
        #expect(html.contains("<a href=\"/\" class=\"site-nav-link\" aria-current=\"page\">"))
        #expect(html.contains("<a href=\"/goals/\" class=\"site-nav-link\">"))
        #expect(html.hasPrefix("<nav class=\"site-nav\" aria-label=\"Sections\"><ul"))
    }

    @Test func searchResultsEscapeTextAndSpeakTheState() {
        let strings = Strings(table: .testEnglish)
        let trip = SearchResult(
            kind: .trip, title: "Tom & <Jerry>", href: "/trips/a?b=\"c\"", detail: "x", strings: strings
        ).render()
        #expect(trip.contains("data-slot=\"title\">Tom &amp; &lt;Jerry&gt;</span>"))
        #expect(trip.contains("href=\"/trips/a?b=&quot;c&quot;\""))
        #expect(!trip.contains("data-done") && !trip.contains("search-result-check"), "trips have no state")
        let done = SearchResult(
            kind: .activity, title: "Snorkel", href: "#", detail: "Kona", isDone: true, strings: strings
        ).render()
        #expect(done.contains("data-done=\"1\""))
        #expect(done.contains("<span class=\"visually-hidden\" data-slot=\"state\">Done</span>"))
        let todo = SearchResult(kind: .activity, title: "Whales", href: "#", detail: "Kona", strings: strings).render()
        #expect(todo.contains("data-done=\"0\"") && todo.contains(">Not done</span>"))
    }

    @Test func searchBoxIsHiddenUntilScripted() {
        let box = SearchBox(
            action: "/search/", label: "Search", placeholder: "A place", hint: "Arrows move", query: "ky\"o"
        ).render()
        #expect(
            box.contains(
                "<form class=\"search-form\" role=\"search\" action=\"/search/\" method=\"get\" autocomplete=\"off\" hidden>"
            ))
        // The browser's suggestions are off for the whole form, not on the field (axe-core 3.1).
        #expect(
            !box.contains(
                "<input type=\"search\" id=\"search-input\" class=\"search-input\" name=\"q\" value=\"ky&quot;o\" placeholder=\"A place\" autocomplete"
            ))
        #expect(box.contains("<label class=\"callout search-label\" for=\"search-input\">Search</label>"))
        #expect(box.contains("type=\"search\" id=\"search-input\"") && box.contains("name=\"q\" value=\"ky&quot;o\""))
        #expect(
            box.contains("aria-controls=\"search-results search-all\" aria-describedby=\"search-hint search-status\""))
        #expect(box.contains("<p class=\"visually-hidden\" id=\"search-hint\">Arrows move</p>"))
        #expect(
            SearchBox(action: "/", label: "S", placeholder: "", hint: "", hiddenUntilScripted: false).render().contains(
                "method=\"get\" autocomplete=\"off\">"))
    }

    @Test func stringsFormat() {
        #expect(strings.progress(done: 3, total: 5) == "3 of 5 activities")
        #expect(strings.progress(done: 0, total: 1) == "0 of 1 activity", "the form follows the total")
        #expect(strings.activities(1) == "1 activity")
        #expect(
            Strings(table: .testEnglish, overrides: ["count.activities.other": "%d Aktivitäten"]).activities(4)
                == "4 Aktivitäten")
    }
}
