import Foundation
import Testing
import TripSiteCore
import TripSiteHTML

/// How the index writes postings and where it cuts chunks.
@Suite struct SearchShardsTests {
    @Test func postingListsAreGapsOrABitmapWhicheverIsShorter() throws {
        #expect(SearchBitmap.list([3, 4, 8], of: 10_000) == "[3,1,4]")
        let every = Array(0..<10_000)
        let bitmap = SearchBitmap.list(every, of: 10_000)
        #expect(bitmap.hasPrefix("\"/////") && bitmap.count < 1_700, "a word in every trip: \(bitmap.count) characters")
        let bytes = try #require(Data(base64Encoded: String(bitmap.dropFirst().dropLast())))
        #expect(bytes.count == 1_250 && bytes.allSatisfy { $0 == 0xFF })
        let sparse = SearchBitmap.bitmap([0, 9, 17], of: 20)
        #expect(
            Data(base64Encoded: sparse) == Data([0b0000_0001, 0b0000_0010, 0b0000_0010]), "bit n % 8 of byte n / 8")
    }

    @Test func numbersAreJSONArrays() throws {
        #expect(SearchJSON.numbers([]) == "[]")
        let values = [0, 7, 10, 99, 100, 1_234_567, -5, -10, Int.max, Int.min]
        #expect(SearchJSON.numbers(values) == "[" + values.map(String.init).joined(separator: ",") + "]")
    }

    @Test func stringsAreJSONThatDecodesToTheText() throws {
        let samples = [
            "plain", "say \"hi\" \\ back", "line\nbreak\ttab\r", "bell\u{07}", "a\u{2028}b\u{2029}c", "Zürich 東京",
            "dash — euro € \u{2027}\u{202A}", "\"", "\u{2028}", "",
        ]
        // And random strings of specials and of runs that need nothing, which the encoder
        // copies whole.
        let pool = [
            "a", "plain words ", "\"", "\\", "\n", "\u{1}", "\u{1F}", "\u{2028}", "\u{2029}", "—", "€", "東", "🌋",
            "\u{7F}",
        ]
        var generator = SystemRandomNumberGenerator()
        let random = (0..<300).map { _ in
            (0..<Int.random(in: 1...10, using: &generator)).map { _ in pool.randomElement(using: &generator)! }.joined()
        }
        for sample in samples + random {
            let json = SearchJSON.string(sample)
            #expect(!json.contains("\u{2028}") && !json.contains("\n"), "\(json)")
            let decoded = try JSONSerialization.jsonObject(with: Data("[\(json)]".utf8)) as? [String]
            #expect(decoded == [ForbiddenCharacters.replaced(in: sample)], "\(sample.debugDescription)")
            // A text part's file, which the write stage takes as bytes, is the same file.
            #expect(
                SearchShards.fileBytes("t-x", text: sample) == Array(SearchShards.file("t-x", json).utf8),
                "\(sample.debugDescription)")
        }
    }

    /// A text part is kept as its words and encoded when written; whether the index travels
    /// inside the search page still counts each text's file, which escaping makes longer.
    @Test func textPartsAreEncodedWhenWrittenAndCountedAsEncoded() throws {
        func shards(_ text: String) -> SearchShards {
            let trip = SearchIndex.TripEntry(
                title: "Quotes", subtitle: nil, country: nil, tags: [], season: nil, url: "/t/q/", text: text)
            return SearchShards(index: SearchIndex(trips: [trip], activities: [], pages: []))
        }
        let plain = shards(String(repeating: "a", count: 60_000))
        let quoted = shards(String(repeating: "\"", count: 60_000))
        #expect(plain.isEmbedded, "60 KB of words, 60 KB of file")
        #expect(!quoted.isEmbedded, "60 KB of words, 120 KB of file once escaped")
        let name = try #require(quoted.textNames.first ?? nil)
        let file = try #require(quoted.parts[name]).file(named: name)
        #expect(file == SearchShards.file(name, SearchJSON.string(String(repeating: "\"", count: 60_000))))
    }

    /// A chunk starts where a token's hash falls under its share of the target, so a token
    /// in every trip nearly always starts one and a rare one seldom does; chunks come near
    /// the target whatever the journal's size.
    @Test func chunksComeNearTheirTarget() throws {
        let trips = (0..<2_000).map { number in
            SearchIndex.TripEntry(
                title: "Trip \(number)", subtitle: nil, country: nil, tags: [], season: nil, url: "/t/\(number)/",
                text: "the sea and word\(number) and word\(number % 97)x")
        }
        let shards = SearchShards(index: SearchIndex(trips: trips, activities: [], pages: []))
        let chunks = shards.parts.filter { $0.key.hasPrefix("m-") }.map { $0.value.file(named: $0.key).utf8.count }
        #expect(chunks.count > 4, "\(chunks.count) chunks")
        let average = chunks.reduce(0, +) / chunks.count
        #expect(average > SearchShards.chunkTarget / 4 && average < SearchShards.chunkTarget * 3, "\(average) bytes")
    }

    /// A title edit that moves its trip a few places in reading order shifts the trips
    /// between: the patch replaces those positions and makes what a fresh index makes.
    @Test func aPatchMovesATripAFewPlacesAsAFreshIndexWould() throws {
        func entry(_ title: String, _ slug: String) -> SearchIndex.TripEntry {
            SearchIndex.TripEntry(
                title: title, subtitle: nil, country: "Norway", tags: ["snow"], season: nil, url: "/trips/\(slug)/",
                text: "Story of \(slug) with fjord words and \(slug)word")
        }
        let titles = (0..<300).map { (title: String(format: "Place %03d", $0), slug: "t\($0)") }
        func index(_ entries: [(title: String, slug: String)]) -> SearchIndex {
            let sorted = entries.sorted { $0.title < $1.title }
            let activities = sorted.indices.filter { $0 % 3 == 0 }.map { position in
                SearchIndex.ActivityEntry(
                    name: "Hike \(sorted[position].slug)", trip: position, ordinal: 0, done: position % 2 == 0,
                    url: "/trips/\(sorted[position].slug)/#hike")
            }
            return SearchIndex(trips: sorted.map { entry($0.title, $0.slug) }, activities: activities, pages: [])
        }
        var edited = titles
        edited[40].title = "Place 045b"
        edited[200].title = "Place 190b"
        var before = SearchShards(index: index(titles))
        _ = before.takeChanges()
        var patched = before.updated(to: index(edited))
        let fresh = SearchShards(index: index(edited))
        #expect(patched.index == fresh.index)
        #expect(patched.manifest == fresh.manifest)
        #expect(patched.parts == fresh.parts)
        #expect(patched.references == fresh.references)
        let written = patched.takeChanges().added.count
        #expect(
            written < fresh.parts.count / 4, "patched, not made anew: \(written) of \(fresh.parts.count) parts written")
    }

    /// Trips added, removed and retitled far from their places: the index is made from the
    /// kept trips' tokens, moved, and is what a fresh index makes.
    @Test(arguments: [0, 1, 2, 3]) func tripsThatComeGoOrMoveKeepTheOthersTokens(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        func entry(_ slug: Int, title: String) -> SearchIndex.TripEntry {
            SearchIndex.TripEntry(
                title: title, subtitle: slug % 4 == 0 ? "Über \(slug)" : nil, country: "Norway", tags: ["t\(slug % 7)"],
                season: nil, url: "/trips/t\(slug)/", text: "Story \(slug) of fjords, word\(slug % 13) and 東京\(slug)")
        }
        func index(_ trips: [(slug: Int, title: String)]) -> SearchIndex {
            let sorted = trips.sorted { ($0.title, $0.slug) < ($1.title, $1.slug) }
            let activities = sorted.enumerated().flatMap { position, trip in
                (0..<trip.slug % 3).map {
                    SearchIndex.ActivityEntry(
                        name: "Hike \(trip.slug % 5) ridge\($0)", trip: position, ordinal: $0, done: $0 == 0,
                        url: "/trips/t\(trip.slug)/#a\($0)")
                }
            }
            return SearchIndex(
                trips: sorted.map { entry($0.slug, title: $0.title) }, activities: activities,
                pages: [SearchIndex.PageEntry(title: "About", description: nil, url: "/about/", text: "fjords")])
        }
        var trips = (0..<400).map { (slug: $0, title: "Place \(Int(random.next() % 1000))") }
        let before = SearchShards(index: index(trips))
        for _ in 0..<3 { trips.remove(at: Int(random.next() % UInt64(trips.count))) }
        for slug in 400..<405 { trips.append((slug, "Place \(Int(random.next() % 1000))")) }
        trips[Int(random.next() % UInt64(trips.count))].title = "Aardvark first"
        let new = index(trips)
        let moved = try #require(before.moved(to: new))
        let fresh = SearchShards(index: new)
        #expect(moved.index == fresh.index)
        #expect(moved.manifest == fresh.manifest)
        // Parts are named by a hash of their content: the same names are the same parts.
        #expect(moved.parts.keys.sorted() == fresh.parts.keys.sorted())
        #expect(moved.references == fresh.references)
        #expect(moved.partBytes == fresh.partBytes)
        #expect(before.updated(to: new).parts.keys.sorted() == fresh.parts.keys.sorted())
    }

    /// A build writes every document's tokens straight into the tables, in runs on every core
    /// appended in order. The tables must be those of each document's own tokens inserted one
    /// by one: every posting list sorted by document, each document's flags for a token joined
    /// in one posting (here "fama" is inside a title and a word of the same trip's text). The
    /// journal has trips and activities enough for several rounds of runs.
    @Test func theTablesAreEachDocumentsOwnTokensInDocumentOrder() throws {
        let trips = (0..<1_700).map { number in
            SearchIndex.TripEntry(
                title: number % 3 == 0 ? "Alfama \(number % 11)" : "Place \(number % 97)", subtitle: nil,
                country: number % 2 == 0 ? "Portugal" : "東京", tags: ["t\(number % 5)"],
                season: number % 4 == 0 ? "fall" : nil, url: "/trips/t\(number)/",
                text: "Fama fama word\(number % 13) and word\(number % 7) of 京都の寺 \(number)")
        }
        let activities = trips.indices.flatMap { trip in
            (0..<2).map {
                SearchIndex.ActivityEntry(
                    name: "Hike \(trip % 5) ridge\($0)", trip: trip, ordinal: $0, done: $0 == 0,
                    url: "/trips/t\(trip)/#a\($0)")
            }
        }
        let pages = [SearchIndex.PageEntry(title: "About", description: "Fama", url: "/about/", text: "fjords fama")]
        let index = SearchIndex(trips: trips, activities: activities, pages: pages)
        var documents = trips.enumerated().map {
            (key: SearchPosting.key(.trip, $0.offset), tokens: SearchShards.tokens($0.element))
        }
        documents += activities.map { (SearchPosting.key(.activity, $0.trip, $0.ordinal), SearchShards.tokens($0)) }
        documents += pages.enumerated().map { (SearchPosting.key(.page, $0.offset), SearchShards.tokens($0.element)) }
        let shards = SearchShards(index: index)
        for (table, tokens) in [(SearchShards.Table.words, \SearchTokens.words), (.more, \SearchTokens.more)] {
            var reference = SearchTable()
            reference.insert(documents.map { ($0.key, $0.tokens[keyPath: tokens]) })
            let built = try #require(shards.tables[table])
            #expect(built.tokens.elementsEqual(reference.tokens), "the tokens of table \(table) in order")
            let differing = reference.tokens.filter { built.postings[$0] != reference.postings[$0] }
            #expect(differing.isEmpty, "postings differ for \(differing.count) tokens: \(differing.prefix(5))")
        }
        let fama = try #require(shards.tables[.more]?.postings["fama"]?.first)
        #expect(SearchPosting.flags(fama) == SearchTokens.Flags([.titleInside, .text]).rawValue)
    }
}
