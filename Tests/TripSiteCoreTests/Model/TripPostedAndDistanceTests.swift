import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// `posted:` (a blog post's date, Hugo's and Jekyll's `date` built in place): the trip
/// happened by then, but it has no days: no nights, season or year. `distance:` (another
/// app's measure of the trip): the trip's distance when its route is occasional positions or
/// it has none, never over a recorded track.
@Suite struct TripPostedAndDistanceTests {
    /// A GPX track of `count` points 0.001° (111 m) apart, `seconds` apart in time, every
    /// fourth step half as long again (a constant pace would be a planner's, not a recording).
    static func track(points count: Int, seconds: Int) -> String {
        var text =
            "<?xml version=\"1.0\"?>\n<gpx version=\"1.1\" creator=\"t\" xmlns=\"http://www.topografix.com/GPX/1/1\">"
        text += "<trk><trkseg>\n"
        for index in 0..<count {
            let time = Date(timeIntervalSince1970: 1_720_000_000 + Double(index * seconds + index / 4 * seconds / 2))
            text +=
                "<trkpt lat=\"\(46 + Double(index) * 0.001)\" lon=\"7\"><time>\(time.ISO8601Format())</time></trkpt>\n"
        }
        return text + "</trkseg></trk></gpx>\n"
    }

    func build(_ files: [String: String]) throws -> (report: BuildReport, output: MemoryOutput) {
        let site = try FixtureSite(files.merging(["site.yml": FixtureSite.defaultConfig]) { $1 })
        defer { site.remove() }
        return try site.buildInMemory(sourceDateEpoch: TripTravelledTests.julyFirst)
    }

    @Test func aHugoPostsDateIsTheDayItWasPosted() throws {
        let (report, output) = try build([
            "content/trips/oslo.md": "---\ntitle: Oslo\ndate: 2023-05-20T09:00:00+02:00\n---\nFjord.\n",
            "content/trips/bergen.md": "---\ntitle: Bergen\nposted: 2023-06-01\n---\nRain.\n",
        ])
        for slug in ["oslo", "bergen"] {
            let trip = try #require(report.site.trips.first { $0.slug == slug })
            #expect(trip.start == nil && trip.end == nil && trip.season == nil && trip.nights == 0)
            #expect(trip.isTravelled, "posted before the build's day: it happened")
        }
        #expect(report.site.trips.first { $0.slug == "oslo" }?.posted?.iso == "2023-05-20")
        let page = try #require(output.text("trips/oslo/index.html"))
        #expect(page.contains("Posted"))
        #expect(!page.contains(">Dates<"))
        #expect(output.text("years/2023/index.html") == nil, "a posting day is no year of travel")
    }

    @Test func startWinsOverThePostsDate() throws {
        let (report, _) = try build([
            "content/trips/oslo.md": "---\ntitle: Oslo\ndate: 2023-05-20\nstart: 2023-04-02\n---\nFjord.\n"
        ])
        let trip = try #require(report.site.trips.first)
        #expect(trip.start?.iso == "2023-04-02" && trip.posted == nil && trip.season == .spring)
    }

    @Test func aDeclaredDistanceCountsWithoutARoute() throws {
        let (report, output) = try build([
            "content/trips/iceland.md":
                "---\ntitle: Iceland\nstart: 2024-06-01\nend: 2024-06-08\ndistance: 1322.5\n---\nRing.\n"
        ])
        #expect(report.site.trips.first?.routeDistance == 1_322_500)
        #expect(TravelTotals(trips: report.site.trips).distance == 1_322_500)
        #expect(
            output.text("goals/index.html")?.contains("1,323") == true
                || output.text("goals/index.html")?.contains("1,322") == true)
    }

    @Test func aDeclaredDistanceReplacesSparsePositionsButNotARecording() throws {
        let trip = { (slug: String) in
            "---\ntitle: \(slug)\nstart: 2024-07-03\nend: 2024-07-05\ndistance: 900\n---\nOn the road.\n"
        }
        let (report, output) = try build([
            "content/trips/pings/index.md": trip("pings"),
            "content/trips/pings/route.gpx": Self.track(points: 20, seconds: 3600),
            "content/trips/walk/index.md": trip("walk"),
            "content/trips/walk/route.gpx": Self.track(points: 20, seconds: 30),
        ])
        let distances = Dictionary(uniqueKeysWithValues: report.site.trips.map { ($0.slug, $0.routeDistance) })
        #expect(distances["pings"] == 900_000)
        #expect((2_000...2_200).contains(distances["walk"] ?? 0), "19 steps of 111 m, measured")
        let pings = try #require(output.text("trips/pings/index.html"))
        #expect(pings.contains("900"))
        #expect(!pings.contains("Moving time"), "positions an hour apart time nothing")
        #expect(try #require(output.text("trips/walk/index.html")).contains("Moving time"))
    }

    @Test func theRouteCardShowsTheTripsDays() throws {
        // The track's points are all on 3 July 2024; the trip is 3 to 5 July.
        let (_, output) = try build([
            "content/trips/walk/index.md": "---\ntitle: Walk\nstart: 2024-07-03\nend: 2024-07-05\n---\nOn foot.\n",
            "content/trips/walk/route.gpx": Self.track(points: 20, seconds: 30),
        ])
        let page = try #require(output.text("trips/walk/index.html"))
        let card = try #require(page.range(of: "route-stats").map { String(page[$0.lowerBound...]) })
        let days = try #require(card.range(of: "Days</dt>").map { String(card[$0.upperBound...].prefix(80)) })
        // "3 – 5 Jul 2024", spaced as the language's date range is.
        let value = days.split(separator: ">")[2].prefix { $0 != "<" }
        #expect(value.hasPrefix("3") && value.contains("5") && value.hasSuffix("Jul 2024"), "\(days)")
    }
}
