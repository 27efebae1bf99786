import Foundation
import Testing
import TripSiteHTML

@testable import TripSiteCore

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

    @Test func stringsAreJSONThatDecodesToTheText() throws {
        let samples = [
            "plain", "say \"hi\" \\ back", "line\nbreak\ttab\r", "bell\u{07}", "a\u{2028}b\u{2029}c", "Zürich 東京",
        ]
        for sample in samples {
            let json = SearchJSON.string(sample)
            #expect(!json.contains("\u{2028}") && !json.contains("\n"), "\(json)")
            let decoded = try JSONSerialization.jsonObject(with: Data("[\(json)]".utf8)) as? [String]
            #expect(decoded == [ForbiddenCharacters.replaced(in: sample)], "\(sample.debugDescription)")
        }
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
        let chunks = shards.parts.filter { $0.key.hasPrefix("m-") }.map { $0.value.utf8.count }
        #expect(chunks.count > 4, "\(chunks.count) chunks")
        let average = chunks.reduce(0, +) / chunks.count
        #expect(average > SearchShards.chunkTarget / 4 && average < SearchShards.chunkTarget * 3, "\(average) bytes")
    }
}
