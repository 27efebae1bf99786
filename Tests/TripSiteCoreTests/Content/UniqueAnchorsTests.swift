import Testing
import TripSiteCore
import TripSiteTestSupport

/// Activity anchors: unique within a trip, the same as ever for ordinary input, and made in
/// linear work however often a name repeats (20,000 repeats of one name once took 42 s).
@Suite struct UniqueAnchorsTests {
    /// The algorithm anchors were made with before: count from 2 for every activity.
    static func reference(_ bases: [String]) -> [String] {
        var used: Set<String> = []
        return bases.map { base in
            var anchor = base
            var number = 2
            while !used.insert(anchor).inserted {
                anchor = "\(base)-\(number)"
                number += 1
            }
            return anchor
        }
    }

    @Test func repeatedNamesCostLinearWork() {
        var anchors = UniqueAnchors()
        let made = (0..<20_000).map { _ in anchors.make(base: "activity-same") }
        #expect(made.first == "activity-same" && made[1] == "activity-same-2" && made.last == "activity-same-20000")
        #expect(Set(made).count == made.count)
        // One probe per activity plus one per taken candidate: 2n - 1, not n²/2 (200 million).
        #expect(anchors.probes == 2 * 20_000 - 1, "\(anchors.probes) probes")
    }

    @Test func namesThatLookLikeNumberedOnesCostLinearWorkToo() {
        // "Same 2" … "Same 5000" first take the numbered anchors, then 5,000 "Same"s must skip them.
        let bases = (2...5_000).map { "activity-same-\($0)" } + Array(repeating: "activity-same", count: 5_000)
        var anchors = UniqueAnchors()
        let made = bases.map { anchors.make(base: $0) }
        #expect(made == Self.reference(bases))
        #expect(anchors.probes < 4 * bases.count, "\(anchors.probes) probes")
    }

    @Test func sameAnchorsAsBeforeForMixedNames() {
        let bases = [
            "activity-same", "activity-same", "activity-same-2", "activity-same", "activity-same-2", "activity-item",
            "activity-same-3", "activity-item", "activity-same", "activity-same-2-2", "activity-same-2",
        ]
        var anchors = UniqueAnchors()
        #expect(bases.map { anchors.make(base: $0) } == Self.reference(bases))
        // A pseudo-random mix of few names, some of them ending in numbers.
        var state: UInt64 = 42
        let names = ["activity-a", "activity-a-2", "activity-a-3", "activity-a-2-2", "activity-b", "activity-a-10"]
        let mixed = (0..<3_000).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return names[Int(state >> 33) % names.count]
        }
        var again = UniqueAnchors()
        #expect(mixed.map { again.make(base: $0) } == Self.reference(mixed))
    }

    @Test func aTripWithThousandsOfRepeatedActivities() throws {
        let body = "## Activities\n" + String(repeating: "- [x] same\n", count: 3_000) + "- [ ] Same 2\n"
        let result = TripParser.parse(
            SourceFile(path: "content/trips/t.md", text: tripFile("title: T", body: body)),
            slug: "t", markdown: MarkdownOptions())
        let anchors = try #require(result.trip).activities.map(\.anchor)
        #expect(anchors.count == 3_001)
        #expect(
            anchors[0] == "activity-same" && anchors[2_999] == "activity-same-3000"
                && anchors[3_000] == "activity-same-2-2")
    }
}
