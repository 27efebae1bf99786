import Foundation
import Testing
import TripSiteCore
import TripSiteGeo
import TripSiteTestSupport

/// The geography under route maps, from the built-in basemap (Natural Earth 1:10m, GeoNames
/// towns) and from a theme's own `map/basemap.txt`: water and land, borders, the names of
/// towns the content never mentions, and a locator inset for a city walk.
@Suite struct RouteBasemapTests {
    /// A trip with a straight GPX track through `points` and `country:`.
    static func trip(
        _ slug: String, country: String?, through points: [(Double, Double)]
    ) -> [String: String] {
        var gpx =
            "<?xml version=\"1.0\"?>\n<gpx version=\"1.1\" xmlns=\"http://www.topografix.com/GPX/1/1\"><trk><trkseg>\n"
        var minute = 0
        for (start, end) in zip(points, points.dropFirst()) {
            for step in 0..<40 {
                let fraction = Double(step) / 40
                let time = Date(timeIntervalSince1970: 1_748_764_800 + Double(minute) * 60).formatted(.iso8601)
                gpx += "<trkpt lat=\"\(start.0 + (end.0 - start.0) * fraction)\" "
                gpx += "lon=\"\(start.1 + (end.1 - start.1) * fraction)\"><time>\(time)</time></trkpt>\n"
                minute += 1
            }
        }
        let front = "title: \(slug)" + (country.map { "\ncountry: \($0)" } ?? "")
        return [
            "content/trips/\(slug)/index.md": tripFile(front, body: "A walk.\n"),
            "content/trips/\(slug)/route.gpx": gpx + "</trkseg></trk></gpx>\n",
        ]
    }

    static func map(_ files: [String: String], slug: String) throws -> String {
        let site = try FixtureSite(files)
        defer { site.remove() }
        let page = try #require(try site.buildInMemory().output.text("trips/\(slug)/index.html"))
        let figure = try #require(page.firstRange(of: /<figure class="route-map".*?<\/figure>/))
        return String(page[figure])
    }

    /// The towns named on a map, in the order they were placed.
    static func names(_ map: String) -> [String] {
        map.matches(of: /class="basemap-place [^"]*"><circle[^>]*><\/circle><text[^>]*>([^<]*)<\/text>/).map {
            String($0.output.1)
        }
    }

    /// Lausanne to Montreux along Lake Geneva: the lake and the land, and the towns on the
    /// shore between, which the trip never names.
    @Test func aWalkAlongALakeShoreHasLandWaterAndTowns() throws {
        let map = try Self.map(
            Self.trip("lavaux", country: "CH", through: [(46.519, 6.633), (46.47, 6.80), (46.431, 6.911)]),
            slug: "lavaux")
        #expect(map.contains("class=\"basemap-sea\""))
        #expect(map.contains(/class="basemap-land" d="M-?[0-9]/))
        #expect(map.contains(/class="basemap-lake" d="M-?[0-9]/), "Lake Geneva")
        #expect(Self.names(map).contains("Vevey"), "\(Self.names(map))")
        #expect(map.contains("<span class=\"map-credit\"> Natural Earth · GSHHG (LGPL) · GeoNames (CC BY 4.0)</span>"))
        #expect(!map.contains("route-inset"), "a map that shows its geography needs no inset")
    }

    /// Como to Mendrisio: the Italian–Swiss border, the Swiss town named with its country, and
    /// Como, under the route's start, named beside it.
    @Test func aRideOverABorderDrawsItAndNamesTheNeighboursTown() throws {
        let map = try Self.map(
            Self.trip("como", country: "IT", through: [(45.808, 9.085), (45.835, 9.03), (45.87, 8.98)]), slug: "como")
        #expect(map.contains(/class="basemap-country-border" d="M-?[0-9]/))
        #expect(Self.names(map).contains("Chiasso, Switzerland"), "\(Self.names(map))")
        #expect(!Self.names(map).contains { $0.hasSuffix(", Italy") }, "the route's own country is not repeated")
        #expect(Self.names(map).contains("Como"), "the town the route starts in is named beside its start")
    }

    /// Koblenz to Bingen through the Rhine gorge: the river the walk follows is drawn.
    @Test func aWalkAlongARiverDrawsTheRiver() throws {
        let map = try Self.map(
            Self.trip("rhine", country: "DE", through: [(50.356, 7.598), (50.16, 7.70), (49.967, 7.899)]),
            slug: "rhine")
        let river = try #require(map.firstMatch(of: /class="basemap-river" d="([^"]+)"/))
        #expect(river.output.1.count(where: { $0 == "L" }) > 20, "a river, not a stub")
        #expect(Self.names(map).contains("Boppard"), "\(Self.names(map))")
    }

    /// A walk of two kilometres in Paris: nothing of 1:10m to draw, so France with a dot where
    /// the walk is, in the corner the route leaves free; without a country, no inset.
    @Test func aCityWalkHasALocatorInset() throws {
        let points = [(48.853, 2.349), (48.861, 2.336), (48.864, 2.329)]
        let map = try Self.map(Self.trip("paris", country: "France", through: points), slug: "paris")
        let inset = try #require(
            map.firstMatch(
                of: /class="route-inset-frame" x="([0-9.]+)" y="([0-9.]+)" width="([0-9.]+)" height="([0-9.]+)"/))
        let (x, y) = (Double(inset.output.1)!, Double(inset.output.2)!)
        let (width, height) = (Double(inset.output.3)!, Double(inset.output.4)!)
        let dot = try #require(map.firstMatch(of: /class="route-inset-here" cx="([0-9.]+)" cy="([0-9.]+)"/))
        let (dotX, dotY) = (Double(dot.output.1)!, Double(dot.output.2)!)
        #expect(dotX > x && dotX < x + width && dotY > y && dotY < y + height)
        #expect(dotY < y + height / 2, "Paris is in the north of France, not French Guiana's")
        #expect(map.contains("class=\"route-inset-country\" d=\"M"))
        #expect(!map.contains("basemap-river"), "the Seine is not placed well enough for a 2 km map")
        let unplaced = try Self.map(Self.trip("paris", country: nil, through: points), slug: "paris")
        #expect(!unplaced.contains("route-inset"))
    }

    /// A theme's own basemap replaces the built-in one: its lake, its town, its credit; an
    /// empty one draws no geography (and no credit).
    @Test func aThemeBringsItsOwnBasemap() throws {
        let basemap = """
            # a made-up corner of the Alps
            C\tMy survey
            T\t6\t44
            W\t6100,45100 20,0 0,20 -20,0
            R\t6080,45090 30,20 40,10
            B\t6000,45120 300,0
            P\t6115,45112\t900\tFR\tLac-Town

            """
        let config = FixtureSite.defaultConfig.replacing("theme: default", with: "theme: mine")
        let trip = Self.trip("alps", country: "FR", through: [(45.05, 6.05), (45.25, 6.30)])
        let map = try Self.map(
            trip.merging(["site.yml": config, "themes/mine/map/basemap.txt": basemap]) { $1 }, slug: "alps")
        #expect(map.contains(/class="basemap-lake" d="M-?[0-9]/))
        #expect(map.contains(/class="basemap-country-border" d="M-?[0-9]/))
        #expect(map.contains(/class="basemap-river" d="M-?[0-9]/))
        #expect(Self.names(map) == ["Lac-Town"])
        #expect(map.contains("<span class=\"map-credit\"> My survey</span>"))
        #expect(!map.contains("basemap-land"), "the file has no land there: all water")
        let empty = try Self.map(
            trip.merging(["site.yml": config, "themes/mine/map/basemap.txt": ""]) { $1 }, slug: "alps")
        #expect(!empty.contains("basemap") && !empty.contains("map-credit"))
    }

    /// The basemap's tiles are read as their lines say; a line that cannot be read is left
    /// out, the rest of the tile kept.
    @Test func tilesAreReadAndClippedToTheExtent() {
        let basemap = Basemap(
            text: "C\tTest\nT\t0\t0\nF\nW\t500,500 1000,0 0,1000 -1000,0\nW\tbroken\nB\t0,1000 2000,0\n"
                + "P\t1500,1500\t10\tXX\tInside\nP\t100,100\t99\tXX\tOutside\nR\t1000,0 0,2000\n"
                + "T\t2\t0\nL\t2000,0 100,0 0,100\n")
        let extent = Basemap.Extent(south: 0.25, west: 0.25, north: 1.75, east: 1.75)
        let features = basemap.features(in: extent)
        #expect(basemap.credit == "Test")
        #expect(features.land.count == 1, "the tile of land, clipped; the next tile is outside")
        #expect(features.land.first?.allSatisfy { (0.25...1.75).contains($0.latitude) } == true)
        #expect(features.lakes.count == 1)
        #expect(features.countryBorders.first?.map(\.longitude) == [0.25, 1.75])
        #expect(features.rivers.first?.map(\.latitude) == [0.25, 1.75], "clipped to the extent")
        #expect(features.places.map(\.name) == ["Inside"])
    }

    /// A basemap saved with Windows line ends reads the same.
    @Test func windowsLineEndsReadTheSame() {
        let text = "C\tTest\nT\t0\t0\nW\t500,500 1000,0 0,1000 -1000,0\nP\t1500,1500\t10\tXX\tInside\n"
        let extent = Basemap.Extent(south: 0.25, west: 0.25, north: 1.75, east: 1.75)
        let unix = Basemap(text: text)
        let windows = Basemap(text: text.replacing("\n", with: "\r\n"))
        #expect(windows.credit == "Test")
        #expect(windows.features(in: extent).lakes == unix.features(in: extent).lakes)
        #expect(windows.features(in: extent).places == unix.features(in: extent).places)
        #expect(windows.lakes(atLeast: 0.5) == unix.lakes(atLeast: 0.5) && unix.lakes(atLeast: 0.5).count == 1)
    }

    /// However crowded, a name never covers an obstacle or another name, and stays inside.
    @Test(arguments: 1...20) func namesNeverCoverAnythingWhateverThePositions(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let obstacles = (0..<Int.random(in: 0...30, using: &random)).map { _ in
            StopLayout.Obstacle(
                x: .random(in: 0...800, using: &random), y: .random(in: 0...400, using: &random),
                radius: .random(in: 7...20, using: &random))
        }
        var taken: [LabelBox] = []
        for index in 0..<40 {
            let point = (Double.random(in: 0...800, using: &random), Double.random(in: 0...400, using: &random))
            let name = String(repeating: "x", count: Int.random(in: 3...20, using: &random))
            guard
                let box = LabelBox.free(
                    at: point, text: name, major: index < 3, width: 800, height: 400, avoiding: obstacles,
                    taken: taken)
            else { continue }
            #expect(!obstacles.contains(where: box.covers) && !taken.contains(where: box.overlaps))
            #expect(box.minX >= 0 && box.maxX <= 800 && box.minY >= 0 && box.maxY <= 400)
            taken.append(box)
        }
        #expect(!taken.isEmpty)
    }
}
