import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// `tripsite new trip` with what is known of the trip: dates, country, place.
@Suite struct ScaffoldTripTests {
    let today = Day(iso: "2026-03-05")!

    @Test func datesCountryAndPlaceFillInTheFrontMatter() throws {
        let site = try FixtureSite([:])
        defer { site.remove() }
        let details = Scaffold.TripDetails(
            start: Day(iso: "2025-09-14"), end: Day(iso: "2025-09-20"), country: "IT",
            place: "Vernazza: \"the harbour\"")
        let path = try Scaffold.trip(title: "Cinque Terre", in: site.root, details: details, today: today)
        let text = try String(contentsOf: site.root.appending(path: path), encoding: .utf8)
        #expect(text.contains("\nstart: 2025-09-14\n") && text.contains("\nend: 2025-09-20\n"))
        #expect(text.contains("What it was like"), "a trip whose days are past is told, not hoped for")
        let report = try site.buildInMemory(drafts: true).report
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let trip = try #require(report.site.trips.first)
        #expect(trip.start?.iso == "2025-09-14" && trip.end?.iso == "2025-09-20")
        #expect(trip.country == "IT")
        #expect(trip.location?.name == "Vernazza: \"the harbour\"")
        #expect(trip.isTravelled)
    }

    /// A trip to come is a plan; what is not known stays commented out, as an example.
    @Test func aTripToComeIsAPlan() throws {
        let site = try FixtureSite([:])
        defer { site.remove() }
        let details = Scaffold.TripDetails(start: Day(iso: "2099-01-10"))
        let path = try Scaffold.trip(title: "Lapland", in: site.root, details: details, today: today)
        let text = try String(contentsOf: site.root.appending(path: path), encoding: .utf8)
        #expect(text.contains("\nstart: 2099-01-10\n") && text.contains("\n# end: "))
        #expect(text.contains("\n# location: "))
        #expect(text.contains("what you hope to find there"))
        let trip = try #require(try site.buildInMemory(drafts: true).report.site.trips.first)
        #expect(!trip.isTravelled && trip.location == nil)
    }

    @Test(arguments: [
        (Scaffold.TripDetails(end: Day(iso: "2025-09-20")), "--end needs --start"),
        (Scaffold.TripDetails(start: Day(iso: "2025-09-20"), end: Day(iso: "2025-09-14")), "is before --start"),
        (Scaffold.TripDetails(country: "Atlantis"), "--country 'Atlantis' is not a country TripSite knows"),
        (Scaffold.TripDetails(place: "  "), "--place is empty"),
    ])
    func detailsThatCannotBeATripAreRefused(details: Scaffold.TripDetails, message: String) throws {
        let site = try FixtureSite([:])
        defer { site.remove() }
        #expect {
            try Scaffold.trip(title: "Somewhere", in: site.root, details: details, today: today)
        } throws: { error in
            (error as? Scaffold.Error)?.message.contains(message) == true
        }
        #expect(!FileManager.default.fileExists(atPath: site.root.appending(path: "content/trips/somewhere.md").path))
    }
}
