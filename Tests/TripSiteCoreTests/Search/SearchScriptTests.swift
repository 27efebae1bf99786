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

    /// Runs `body` (the body of an async JavaScript function, with `search` the script's
    /// exports, `index` the index of the bundle file, and `hits(index, query)` the titles
    /// of what a query finds, by group) and decodes what it returns as JSON.
    func evaluate<T: Decodable>(_ body: String, bundle: URL? = nil, as type: T.Type) throws -> T {
        let program = """
            const search = require(process.argv[1]);
            const fs = require("fs");
            const load = (file) => search.bundled(JSON.parse(fs.readFileSync(file, "utf8")));
            const index = process.argv[2] ? load(process.argv[2]) : null;
            const hits = async (index, query) => {
              const found = await search.match(index, query);
              const titles = async (kind) =>
                (await search.rows(index, kind, found[kind], found.words)).map((row) => row.title);
              return {
                trips: await titles("trips"), activities: await titles("activities"), pages: await titles("pages"),
                entries: await titles("entries")
              };
            };
            (async () => { \(body) })().then(
              (result) => process.stdout.write(JSON.stringify(result)),
              (error) => { console.error(error); process.exit(1); });
            """
        let node = try #require(ExternalTool.node)
        let run = try node.run(["-e", program, Self.script, bundle?.path ?? ""])
        #expect(run.status == 0, "\(run.stderr)")
        return try JSONDecoder().decode(T.self, from: Data(run.stdout.utf8))
    }

    struct Found: Decodable, Equatable {
        var trips: [String]
        var activities: [String]
        var pages: [String] = []
        /// Trips' entries (their days), a group of their own.
        var entries: [String] = []
    }

    /// Builds a journal and writes its index, as one bundle, to a file for Node.
    func builtIndex(_ files: [String: String] = SearchFixture.files) throws -> (URL, FixtureSite) {
        let site = try FixtureSite(files)
        let output = try site.buildInMemory().output
        let file = site.root.appending(path: "index.json")
        try Data(try SearchFixture.bundle(output).utf8).write(to: file)
        return (file, site)
    }

    /// What each query finds in the index file.
    func search(_ queries: [String], in file: URL) throws -> [String: Found] {
        let list = String(decoding: try JSONEncoder().encode(queries), as: UTF8.self)
        return try evaluate(
            """
            const out = {};
            for (const q of \(list)) out[q] = await hits(index, q);
            return out;
            """, bundle: file, as: [String: Found].self)
    }

    /// What each query finds among trips with these front matters.
    func search(_ queries: [String], trips: [String]) throws -> [String: Found] {
        var files: [String: String] = [:]
        for (number, trip) in trips.enumerated() { files["content/trips/t\(number).md"] = tripFile(trip) }
        let (file, site) = try builtIndex(files)
        defer { site.remove() }
        return try search(queries, in: file)
    }

    @Test func findsAsYouTypeIgnoringCaseAndAccents() throws {
        let (file, site) = try builtIndex()
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
        let (file, site) = try builtIndex()
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

    @Test func ranksTitleStartsThenWordStartsThenInsideWordsThenText() throws {
        var files: [String: String] = [:]
        let trips = [
            ("a", "title: Start line", ""), ("b", "title: Porto\ntags: [art]", ""), ("c", "title: Lisbon Art Walk", ""),
            ("d", "title: Arty", ""), ("e", "title: Art of Lisbon", ""),
            ("f", "title: Quiet days", "Street art everywhere."),
        ]
        for (slug, frontMatter, body) in trips { files["content/trips/\(slug).md"] = tripFile(frontMatter, body: body) }
        let (file, site) = try builtIndex(files)
        defer { site.remove() }
        #expect(
            try search(["art"], in: file)["art"]?.trips == [
                "Art of Lisbon", "Arty", "Lisbon Art Walk", "Porto", "Start line", "Quiet days",
            ])
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

    @Test func fillsInCountedPhrases() throws {
        #expect(
            try evaluate(#"return search.fill("Found %@ and %@.", ["1 trip", "2 activities"]);"#, as: String.self)
                == "Found 1 trip and 2 activities.")
    }
}

extension SearchScriptTests {
    /// Cases from the adversarial review: each once found the wrong thing, or nothing.
    @Test func scriptsAndWordsReadersTypeDifferently() throws {
        let hits = { (titles: [String], query: String) throws -> [String] in
            try search([query], trips: titles.map { "title: \($0)" })[query]?.trips ?? []
        }
        #expect(try hits(["パリ", "バリ島", "ハリウッド"], "バリ") == ["バリ島"], "バ is not パ or ハ")
        #expect(try hits(["Hawaiʻi Big Island", "Oʻahu"], "hawaii") == ["Hawaiʻi Big Island"])
        #expect(try hits(["O’Hare stopover"], "ohare") == ["O’Hare stopover"])
        #expect(try hits(["富士山", "Fuji"], "山") == ["富士山"], "one ideograph is a word")
        #expect(
            try search(["autumn"], trips: ["title: Kyoto\nseason: fall"])["autumn"]?.trips == ["Kyoto"],
            "autumn is fall")
        let (file, site) = try builtIndex([
            "content/trips/k.md": tripFile("title: Kyoto", body: "## Activities\n- [ ] Drink tea\n- [ ] Tea ceremony\n")
        ])
        defer { site.remove() }
        #expect(
            try search(["tea tea"], in: file)["tea tea"]?.activities == ["Tea ceremony", "Drink tea"],
            "a repeated word changes nothing")
        #expect(
            try evaluate(#"return search.highlights("काठमांडू", search.terms("क"));"#, as: [[Int]].self) == [[0, 2]],
            "a mark keeps the letter's vowel sign with it")
    }
}
