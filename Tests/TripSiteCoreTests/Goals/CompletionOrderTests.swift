import Testing
import TripSiteCore

@Suite struct CompletionOrderTests {
    private static func trip(_ slug: String) -> TripReference {
        TripReference(
            Trip(
                slug: slug, sourcePath: "content/trips/\(slug).md", title: slug, photo: .placeholder, tags: [],
                isFeatured: false, isDraft: false, bodyHTML: MarkdownHTML(cmarkOutput: ""), activities: [],
                bundleFiles: []))
    }

    /// Events sorted by their packed keys come out in the order the comparator gives, over
    /// random events of every date kind, shared and distinct trips, activities and trips'
    /// own events, years from 1 to 9999.
    @Test(arguments: 1...20) func packedKeysSortAsTheComparatorDoes(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let slugs = ["a", "b", "kona", "kona-2", "lisbon", "zermatt", "ålesund", "kyoto"]
        let trips = slugs.map(Self.trip)
        let days = (0..<6).map { _ in
            Day(
                year: [1, 1970, 2025, 2025, 9999][Int(random.next() % 5)], month: Int(random.next() % 12) + 1, day: 28)!
        }
        let events = (0..<300).map { _ -> CompletionEvent in
            let date: CompletionDate =
                switch random.next() % 3 {
                case 0: .recorded(days[Int(random.next() % 6)])
                case 1: .estimated(days[Int(random.next() % 6)])
                default: .unknown
                }
            let kind: CompletionEvent.Kind = random.next() % 5 == 0 ? .trip : .activity(index: Int(random.next() % 40))
            return CompletionEvent(kind: kind, trip: trips[Int(random.next() % 8)], date: date)
        }
        let expected = events.sorted(by: CompletionEvent.completionOrder)
        let sorted = CompletionEvent.inCompletionOrder(events)
        #expect(sorted.map(\.date) == expected.map(\.date))
        #expect(sorted.map(\.trip.slug) == expected.map(\.trip.slug))
        #expect(sorted.map(\.position) == expected.map(\.position))
    }

    /// An activity past the millionth of its file does not fit the key: the comparator sorts.
    /// Packed anyway, its position would spill into the trip's rank and sort it after trip
    /// "b"'s activity of the same day.
    @Test func eventsThatDoNotFitTheKeyAreSortedByTheComparator() {
        let (a, b) = (Self.trip("a"), Self.trip("b"))
        let day = Day(iso: "2025-06-01")!
        let events = [
            CompletionEvent(kind: .activity(index: 2_000_000), trip: a, date: .recorded(day)),
            CompletionEvent(kind: .activity(index: 0), trip: b, date: .recorded(day)),
            CompletionEvent(kind: .activity(index: 3), trip: a, date: .recorded(day)),
        ]
        let sorted = CompletionEvent.inCompletionOrder(events)
        #expect(sorted.map { "\($0.trip.slug) \($0.position)" } == ["a 3", "a 2000000", "b 0"])
        #expect(sorted == events.sorted(by: CompletionEvent.completionOrder))
    }
}
