import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// The theme's search script (`themes/default/search.js`), run under Node.js: folding,
/// matching, ranking and highlighting, against an index the build wrote. The script is the
/// one matching function the site has; these are its unit tests.
@Suite(.enabled(if: ExternalTool.node != nil, "needs Node.js (scripts/test installs it)"))
struct SearchScriptTests {
    static let script = SharedFixtures.repositoryRoot.appending(path: "themes/default/search.js").path

    /// Runs `body` (JavaScript, with `search` the script's exports and `index` the parsed
    /// index file) and decodes what it prints as JSON.
    func evaluate<T: Decodable>(_ body: String, index: URL? = nil, as type: T.Type) throws -> T {
        let program = """
            const search = require(process.argv[1]);
            const index = process.argv[2] ? JSON.parse(require("fs").readFileSync(process.argv[2], "utf8")) : null;
            const result = (() => { \(body) })();
            process.stdout.write(JSON.stringify(result));
            """
        let node = try #require(ExternalTool.node)
        let run = try node.run(["-e", program, Self.script, index?.path ?? ""])
        #expect(run.status == 0, "\(run.stderr)")
        return try JSONDecoder().decode(T.self, from: Data(run.stdout.utf8))
    }

    struct Found: Decodable, Equatable {
        var trips: [String]
        var activities: [String]
    }

    /// Builds the fixture journal and writes its index to a file for Node.
    func builtIndex() throws -> (URL, SearchIndex, FixtureSite) {
        let site = try FixtureSite(SearchFixture.files)
        let output = try site.buildInMemory().output
        let file = site.root.appending(path: "index.json")
        try Data(try #require(output.files["search-index.json"])).write(to: file)
        return (file, try SearchFixture.index(output), site)
    }

    func search(_ queries: [String], in file: URL) throws -> [String: Found] {
        let list = String(decoding: try JSONEncoder().encode(queries), as: UTF8.self)
        return try evaluate(
            """
            const out = {};
            for (const q of \(list)) {
              const r = search.search(index, q);
              out[q] = { trips: r.trips.map(t => t.title), activities: r.activities.map(a => a.name) };
            }
            return out;
            """, index: file, as: [String: Found].self)
    }

    @Test func findsAsYouTypeIgnoringCaseAndAccents() throws {
        let (file, _, site) = try builtIndex()
        defer { site.remove() }
        let found = try search(
            ["j", "jo", "zur", "ZÜRICH", "zu\u{308}r", "strasse", "STRAẞE", "hike joshua", "joshua hike"], in: file)
        #expect(
            found["j"] == Found(trips: ["Joshua Tree", "Kyoto", "Mount Fuji"], activities: ["Hike Joshua Tree"]),
            "one letter: word starts only (not \"Enjoy\"); the title's match ranks above the country's (Japan)")
        #expect(
            found["jo"]
                == Found(trips: ["Joshua Tree"], activities: ["Hike Joshua Tree", "Enjoy the view from Hakone"]),
            "word starts first, then matches inside a word")
        for query in ["zur", "ZÜRICH", "zu\u{308}r"] {
            #expect(found[query] == Found(trips: ["Zürich"], activities: []), "\(query)")
        }
        for query in ["strasse", "STRAẞE"] {
            #expect(found[query] == Found(trips: ["Berlin Straße"], activities: []), "\(query)")
        }
        #expect(found["hike joshua"]?.activities == ["Hike Joshua Tree"])
        #expect(found["joshua hike"]?.activities == ["Hike Joshua Tree"], "terms in any order")
    }

    @Test func searchesEveryIndexedField() throws {
        let (file, _, site) = try builtIndex()
        defer { site.remove() }
        let found = try search(
            ["japan", "desert", "spring", "california", "kyoto", "kyoto tea", "tea", "", "   ", "zzz", "-"], in: file)
        #expect(found["japan"]?.trips == ["Kyoto", "Mount Fuji"], "country, in reading order")
        #expect(found["desert"]?.trips == ["Joshua Tree"], "tag")
        #expect(found["spring"]?.trips == ["Joshua Tree"], "season")
        #expect(found["california"]?.trips == ["Joshua Tree"], "subtitle")
        #expect(
            found["kyoto"] == Found(trips: ["Kyoto"], activities: []),
            "a trip's title alone does not list its activities")
        #expect(
            found["kyoto tea"] == Found(trips: [], activities: ["Tea ceremony"]),
            "a trip's title narrows its activities")
        #expect(found["tea"] == Found(trips: [], activities: ["Tea ceremony"]))
        for query in ["", "   ", "zzz", "-"] { #expect(found[query] == Found(trips: [], activities: []), "\(query)") }
    }

    @Test func ranksTitleStartsThenWordStartsThenInsideWords() throws {
        let found = try evaluate(
            """
            const index = { version: 1, activities: [], trips: [
              { title: "Start line", tags: [], url: "/1/" },
              { title: "Porto", tags: ["art"], url: "/2/" },
              { title: "Lisbon Art Walk", tags: [], url: "/3/" },
              { title: "Arty", tags: [], url: "/4/" },
              { title: "Art of Lisbon", tags: [], url: "/5/" },
            ] };
            return search.search(index, "art").trips.map(t => t.title);
            """, as: [String].self)
        #expect(found == ["Arty", "Art of Lisbon", "Lisbon Art Walk", "Porto", "Start line"])
    }

    @Test func foldsLikeAReaderTypes() throws {
        let samples = [
            "Zu\u{308}rich", "ＴＯＫＹＯ ﬁre", "Øresund Łódź", "ΣΟΦΟΣ", "İstanbul", "Hike: Joshua-Tree!", "東京 タワー",
            "Ærø  Straße", "Crème brûlée",
            "O’Hare", "Hawaiʻi", "Zu\u{AD}rich", "Col·legi", "バリ", "ハ\u{3099}リ", "한국", "कैलाश",
        ]
        let list = String(decoding: try JSONEncoder().encode(samples), as: UTF8.self)
        let folded = try evaluate("return \(list).map(search.fold);", as: [String].self)
        #expect(
            folded == [
                "zurich", "tokyo fire", "oresund lodz", "σοφοσ", "istanbul", "hike joshua tree", "東京 タワー",
                "aero strasse", "creme brulee",
                "ohare", "hawaii", "zurich", "collegi", "バリ", "バリ", "한국", "कैलाश",
            ],
            "apostrophes and invisible characters vanish; kana voicing marks and Indic vowel signs stay")
    }

    @Test func highlightsMapBackToTheOriginalText() throws {
        let ranges = try evaluate(
            """
            return [
              search.highlights("Zürich", ["zur"]),
              search.highlights("Zu\\u0308rich", ["zur"]),
              search.highlights("Berlin Straße", ["strasse"]),
              search.highlights("Hike Joshua Tree", ["j", "tr"]),
              search.highlights("Fuji", ["j"]),
              search.highlights("Art art", ["art", "ar"]),
            ];
            """, as: [[[Int]]].self)
        #expect(ranges[0] == [[0, 3]], "Zür")
        #expect(ranges[1] == [[0, 4]], "the combining mark stays with its letter")
        #expect(ranges[2] == [[7, 13]], "ß is one character of the original")
        #expect(ranges[3] == [[5, 6], [12, 14]])
        #expect(ranges[4] == [], "one letter only at a word start")
        #expect(ranges[5] == [[0, 3], [4, 7]], "overlapping terms merge")
    }

    /// The script's second line for a trip is the build's (`SearchIndex.detail`), so rows
    /// made in the browser read like the list of all trips.
    @Test func tripDetailsMatchTheBuild() throws {
        let (file, index, site) = try builtIndex()
        defer { site.remove() }
        let details = try evaluate("return index.trips.map(search.tripDetail);", index: file, as: [String].self)
        #expect(details == index.trips.map(SearchIndex.detail))
        #expect(
            try evaluate(#"return search.fill("Found %@ and %@.", ["1 trip", "2 activities"]);"#, as: String.self)
                == "Found 1 trip and 2 activities.")
    }
}

extension SearchScriptTests {
    /// Cases from the adversarial review: each once found the wrong thing, or nothing.
    @Test func scriptsAndWordsReadersTypeDifferently() throws {
        let found = try evaluate(
            """
            const trips = (...titles) => ({ version: 1, activities: [], trips: titles.map((title, i) => ({ title, tags: [], url: "/" + i + "/" })) });
            const hits = (index, query) => search.search(index, query).trips.map(t => t.title);
            return {
              bali: hits(trips("パリ", "バリ島", "ハリウッド"), "バリ"),
              hawaii: hits(trips("Hawaiʻi Big Island", "Oʻahu"), "hawaii"),
              ohare: hits(trips("O’Hare stopover"), "ohare"),
              mountain: hits(trips("富士山", "Fuji"), "山"),
              autumn: hits({ version: 1, activities: [], trips: [{ title: "Kyoto", season: "Fall", url: "/" }] }, "autumn"),
              repeated: search.search({ version: 1, trips: [{ title: "Kyoto", url: "/" }], activities: [
                { name: "Drink tea", trip: 0, url: "/#a" }, { name: "Tea ceremony", trip: 0, url: "/#b" }] }, "tea tea").activities.map(a => a.name),
              vowelSign: search.highlights("काठमांडू", search.terms("क")),
            };
            """, as: Cases.self)
        #expect(found.bali == ["バリ島"], "バ is not パ or ハ")
        #expect(found.hawaii == ["Hawaiʻi Big Island"])
        #expect(found.ohare == ["O’Hare stopover"])
        #expect(found.mountain == ["富士山"], "one ideograph is a word")
        #expect(found.autumn == ["Kyoto"], "autumn is fall")
        #expect(found.repeated == ["Tea ceremony", "Drink tea"], "a repeated word changes nothing")
        #expect(found.vowelSign == [[0, 2]], "a mark keeps the letter's vowel sign with it")
    }

    struct Cases: Decodable {
        var bali, hawaii, ohare, mountain, autumn, repeated: [String]
        var vowelSign: [[Int]]
    }
}
