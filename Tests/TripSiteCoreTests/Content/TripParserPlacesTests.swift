import Testing
import TripSiteCore
import TripSiteGeo
import TripSiteTestSupport

/// `location:` and `gpx:` in a trip's front matter.
@Suite struct TripParserPlacesTests {
    func parse(_ frontMatter: String) -> TripParser.Result {
        TripParser.parse(
            SourceFile(path: "content/trips/alps/index.md", text: tripFile("title: Alps\n" + frontMatter, body: "x\n")),
            slug: "alps", markdown: MarkdownOptions())
    }

    func errors(_ frontMatter: String) -> [String] {
        parse(frontMatter).diagnostics.filter { $0.severity == .error }.map(\.description)
    }

    @Test func aLocationIsANameAPositionOrBoth() throws {
        let both = try #require(parse("location: {name: Lisbon, lat: 38.7223, lon: -9.1393}").trip?.location)
        #expect(both.name == "Lisbon")
        #expect(both.coordinate == Coordinate(latitude: 38.7223, longitude: -9.1393))
        #expect(parse("location: Lisbon").trip?.location == Place(name: "Lisbon"))
        let position = try #require(parse("location:\n  lat: -33.9\n  lon: 151.2").trip?.location)
        #expect(position.name == nil && position.coordinate == Coordinate(latitude: -33.9, longitude: 151.2))
        #expect(parse("location:").trip?.location == nil)
    }

    @Test func badCoordinatesAreErrorsAtTheirLines() {
        #expect(
            errors("location: {lat: 91, lon: 0}") == [
                "content/trips/alps/index.md:3:17: error: 'location.lat' must be a number from −90 to 90 (decimal degrees), not '91'"
            ])
        #expect(
            errors("location:\n  lat: 10\n  lon: east") == [
                "content/trips/alps/index.md:5:8: error: 'location.lon' must be a number from −180 to 180 (decimal degrees), not 'east'"
            ])
        #expect(errors("location: {lat: '10', lon: 20}").count == 1)
        #expect(errors("location: {lat: .nan, lon: 20}").count == 1)
        #expect(errors("location: {lat: 10}").first?.contains("needs both 'lat' and 'lon'") == true)
        #expect(errors("location: {name: X, height: 3}").first?.contains("unknown key 'location.height'") == true)
        #expect(errors("location: [1, 2]").first?.contains("'location' must be a name or a mapping") == true)
        #expect(parse("location: {lat: 91, lon: 0}").trip == nil)
    }

    @Test func gpxNamesFilesBesideTheTrip() {
        #expect(parse("gpx: day1.gpx").gpx.map(\.name) == ["day1.gpx"])
        let listed = parse("gpx:\n  - day1.gpx\n  - day2.gpx").gpx
        #expect(listed.map(\.name) == ["day1.gpx", "day2.gpx"])
        #expect(listed.map(\.line) == [4, 5])
        #expect(errors("gpx: ../other/route.gpx").first?.contains("file names in the trip's folder") == true)
        #expect(errors("gpx: {a: b}").count == 1)
    }
}
