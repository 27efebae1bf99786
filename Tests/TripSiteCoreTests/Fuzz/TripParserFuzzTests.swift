import Testing
import TripSiteCore
import TripSiteHTML
import TripSiteTestSupport

/// The trip parser on generated trip files, and the trip page rendered from what it accepts.
@Suite struct TripParserFuzzTests {
    static let target = FuzzTarget(
        name: "trip-parser",
        generator: FuzzText.generator { rng in
            FuzzText.tripFile(&rng)
        }, property: check)

    @Test func tripParserHoldsOnGeneratedTrips() async {
        await Self.target.run()
    }

    @Sendable static func check(_ text: String) -> [String] {
        let file = SourceFile(path: "content/trips/fuzz.md", text: text)
        let result = TripParser.parse(file, slug: "fuzz", markdown: MarkdownOptions())
        var problems = FuzzChecks.located(result.diagnostics, file: file)
        guard let trip = result.trip else { return problems }
        let lines = FuzzChecks.lineCount(text)
        if result.diagnostics.contains(where: { $0.severity == .error }) { problems.append("a trip despite errors") }
        if trip.title.trimmingCharacters(in: .whitespaces).isEmpty { problems.append("an empty title") }
        for activity in trip.activities where !(1...lines).contains(activity.line) {
            problems.append("activity '\(activity.title)' on line \(activity.line) of \(lines)")
        }
        for link in trip.links where !(1...lines).contains(link.line) {
            problems.append("link \(link.url) on line \(link.line) of \(lines)")
        }
        let anchors = trip.activities.map(\.anchor)
        if Set(anchors).count != anchors.count { problems.append("duplicate anchors \(anchors)") }
        if let bad = anchors.first(where: { !$0.hasPrefix("activity-") || !Slug.isValid($0) }) {
            problems.append("anchor '\(bad)'")
        }
        let page = FuzzChecks.renderTrip(trip)
        problems += FuzzChecks.html(page)
        if !page.contains(Escaping.text(trip.title)) { problems.append("the page does not show the escaped title") }
        return problems
    }
}
