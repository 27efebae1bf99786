import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// Full-text search: the words of trips' and pages' texts are found (at the start of a
/// word, by terms of two letters or more), results show the passage that matched, drafts
/// stay out, and the build folds text exactly as the script folds queries.
@Suite(.enabled(if: ExternalTool.node != nil, "needs Node.js (scripts/test installs it)"))
struct SearchFullTextTests {
    let script = SearchScriptTests()

    static let files: [String: String] = [
        "content/trips/lisbon.md": tripFile(
            "title: Lisbon Weekend\ncountry: Portugal",
            body: "We walked through the **Alfama** at dusk and heard fado.\n\nThe tram was full.\n"),
        "content/trips/porto.md": tripFile("title: Porto\nsubtitle: Ribeira and Alfama-like lanes", body: "Wine.\n"),
        "content/trips/kyoto.md": tripFile("title: Kyoto Temples", body: "京都の寺を歩いた。東京都庁にも行った。\n"),
        "content/trips/secret.md": tripFile("title: Secret\ndraft: true", body: "Alfama by night, hidden.\n"),
        "content/pages/about.md": "---\ntitle: About\n---\nI write about trains and ferries.\n",
    ]

    @Test func findsTheWordsOfTheText() throws {
        let (file, site) = try script.builtIndex(Self.files)
        defer { site.remove() }
        let found = try script.search(
            ["alfama", "fado", "alf", "fama", "a", "night", "hidden", "trains", "tram full"], in: file)
        #expect(found["alfama"]?.trips == ["Porto", "Lisbon Weekend"], "the subtitle's word ranks above the text's")
        #expect(found["fado"]?.trips == ["Lisbon Weekend"])
        #expect(found["alf"]?.trips == ["Porto", "Lisbon Weekend"], "a word's start, as the reader types")
        #expect(found["fama"]?.trips == ["Porto"], "inside a word: the subtitle's, not the text's")
        #expect(found["a"]?.trips == ["Porto"], "one letter: word starts in titles and fields only (\"and\")")
        #expect(found["night"]?.trips == [] && found["hidden"]?.trips == [], "a draft's text is not indexed")
        #expect(found["trains"] == Found(trips: [], activities: [], pages: ["About"]), "pages are searched")
        #expect(found["tram full"]?.trips == ["Lisbon Weekend"], "words from different paragraphs")
    }

    typealias Found = SearchScriptTests.Found

    @Test func entriesAreFoundByTheirTextPlaceAndTrip() throws {
        let (file, site) = try script.builtIndex([
            "content/trips/dolo/index.md": tripFile("title: Dolomites", body: "Huts.\n"),
            "content/trips/dolo/2025-07-03-seceda.md": tripFile(
                "title: Seceda ridge\nlocation: Ortisei", body: "Edelweiss everywhere.\n"),
        ])
        defer { site.remove() }
        let found = try script.search(["edelweiss", "ortisei", "dolomites seceda"], in: file)
        #expect(found["edelweiss"] == Found(trips: [], activities: [], entries: ["Seceda ridge"]), "its text")
        #expect(found["ortisei"]?.entries == ["Seceda ridge"], "its place")
        #expect(found["dolomites seceda"]?.entries == ["Seceda ridge"], "its trip's title and its own")
    }

    /// Entries are a group of their own, apart from the site's pages, each row naming its
    /// trip, its date and its place (the country by its name, not its code).
    @Test func entriesAreListedAsEntriesWithTheirTripAndDate() throws {
        let (file, site) = try script.builtIndex([
            "content/pages/about.md": "---\ntitle: About\n---\nWe love Alfama.\n",
            "content/trips/lisbon/index.md": tripFile("title: Lisbon in Spring\ncountry: PT", body: "Tiles.\n"),
            "content/trips/lisbon/2024-04-03-alfama.md": tripFile(
                "title: Alfama walk\nlocation: Alfama\ncountry: PT", body: "Trams up the hill.\n"),
            "content/trips/lisbon/2024-04-05.md": tripFile("country: PT", body: "Alfama again, at night.\n"),
        ])
        defer { site.remove() }
        let found = try script.search(["alfama"], in: file)
        #expect(
            found["alfama"]
                == Found(trips: [], activities: [], pages: ["About"], entries: ["Alfama walk", "5 April 2024"]))
        let rows = try script.evaluate(
            """
            const found = await search.match(index, "alfama");
            return (await search.rows(index, "entries", found.entries, found.words)).map((row) => [row.title, row.detail]);
            """, bundle: file, as: [[String]].self)
        #expect(
            rows == [
                ["Alfama walk", "Lisbon in Spring · 3 April 2024 · Alfama · Portugal"],
                ["5 April 2024", "Lisbon in Spring · Portugal"],
            ])
    }

    @Test func aTextMatchShowsItsPassageWithTheWordsMarked() throws {
        let (file, site) = try script.builtIndex(Self.files)
        defer { site.remove() }
        let rows = try script.evaluate(
            """
            const found = await search.match(index, "fado dusk");
            const rows = await search.rows(index, "trips", found.trips, found.words);
            return rows.map((row) => [row.passage, JSON.stringify(search.highlights(row.passage, found.words))]);
            """, bundle: file, as: [[String]].self)
        #expect(
            rows == [["We walked through the Alfama at dusk and heard fado. The tram was full.", "[[32,36],[47,51]]"]])
        let long =
            String(repeating: "Nothing to see here. ", count: 40) + "Then the Alfama."
            + String(repeating: " More.", count: 40)
        let passage = try script.evaluate(
            "return search.passage(\(String(decoding: try JSONEncoder().encode(long), as: UTF8.self)), [\"alfama\"]);",
            as: String.self)
        #expect(passage.hasPrefix("… ") && passage.hasSuffix(" …") && passage.contains("Then the Alfama."))
        #expect(passage.count < 200, "\(passage.count) characters")
        let heading = try script.evaluate(
            #"return search.passage("Costs\nTwenty euros for tea.\nThe end.", ["tea"]);"#, as: String.self)
        #expect(heading == "Costs · Twenty euros for tea. The end.", "a heading does not run into its paragraph")
    }

    @Test func textInScriptsWithoutSpacesIsFoundByItsCharacters() throws {
        let (file, site) = try script.builtIndex(Self.files)
        defer { site.remove() }
        let found = try script.search(["京都", "東京都", "寺", "都庁", "大阪", "京都の寺"], in: file)
        for query in ["京都", "東京都", "寺", "都庁", "京都の寺"] {
            #expect(found[query]?.trips == ["Kyoto Temples"], "\(query)")
        }
        #expect(found["大阪"]?.trips == [])
    }

    /// The build folds every word it indexes as the script folds a query: the same words
    /// from the GFM spec's examples and from samples in many scripts.
    @Test func theBuildFoldsAsTheScriptDoes() throws {
        let samples =
            GFMExample.all.map(\.markdown) + [
                "Zu\u{308}rich ＴＯＫＹＯ ﬁre Øresund Łódź ΣΟΦΟΣ İstanbul Hike: Joshua-Tree!", "東京2020 タワー ｶﾀｶﾅ",
                "Ærø  Straße Crème brûlée O’Hare Hawaiʻi Zu\u{AD}rich Col·legi バリ ハ\u{3099}リ 한국 कैलाश",
                "½ ℡ ㍿ Ⅻ ① x²", "مَرْحَبًا שָׁלוֹם Привет", "don't rock'n'roll `code` ´acute´",
            ]
        #expect(samples.count > 700)
        let data = try JSONEncoder().encode(samples)
        let file = FileManager.default.temporaryDirectory.appending(path: "fold-\(UUID().uuidString).json")
        try data.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let folded = try script.evaluate(
            """
            return JSON.parse(require("fs").readFileSync(\(String(decoding: try JSONEncoder().encode(file.path), as: UTF8.self)), "utf8")).map(search.fold);
            """, as: [String].self)
        #expect(folded.count == samples.count)
        var differences = 0
        for (sample, script) in zip(samples, folded) {
            let build = SearchFolding.words(sample).joined(separator: " ")
            if build != script, differences < 5 {
                Issue.record(
                    "\(sample.debugDescription): build \(build.debugDescription), script \(script.debugDescription)")
            }
            if build != script { differences += 1 }
        }
        #expect(differences == 0)
    }
}
