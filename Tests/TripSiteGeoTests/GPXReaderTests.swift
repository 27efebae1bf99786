import Testing
import TripSiteGeo

@Suite struct GPXReaderTests {
    private func read(_ text: String, maxPoints: Int = GPXReader.defaultMaxPoints) -> GPXFile {
        GPXReader.read(bytes: Array(text.utf8), maxPoints: maxPoints)
    }

    @Test func namesThatOnlyBeginOrEndLikeGPXsAreNotGPXs() {
        let file = read(
            """
            <gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1">
              <trk><trkseg>
                <trkpt latitude="9" longitude="9" lat="46.0" lon="7.0"><elevation>5</elevation><ele>700</ele><e>1</e></trkpt>
                <trkptx lat="1" lon="1"/><trkp lat="2" lon="2"/><tr lat="3" lon="3"/>
              </trkseg></trk>
              <trk2><trkseg><trkpt lat="4" lon="4"/></trkseg></trk2>
            </gpx>
            """)
        #expect(file.problems.isEmpty)
        #expect(file.tracks.count == 1)
        #expect(file.tracks[0].segments.map(\.count) == [1])
        let point = file.tracks[0].segments[0][0]
        #expect(point.latitude == 46.0 && point.longitude == 7.0 && point.elevation == 700)
    }

    @Test func readsTracksSegmentsAndWaypointsOfGPX11() {
        let file = read(
            """
            <?xml version="1.0"?>
            <gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1"
                 xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">
              <wpt lat="46.5" lon="7.9"><ele>2000</ele><name> Hut </name></wpt>
              <trk><name>Day one</name>
                <trkseg>
                  <trkpt lat="46.0" lon="7.0"><ele>1000.5</ele><time>2025-07-01T08:00:00Z</time>
                    <extensions><gpxtpx:TrackPointExtension><gpxtpx:ele>9999</gpxtpx:ele></gpxtpx:TrackPointExtension></extensions>
                  </trkpt>
                  <trkpt lat=" 46.001 " lon="7.001"><ele>1001</ele><time>2025-07-01T08:00:10.5Z</time></trkpt>
                </trkseg>
                <trkseg><trkpt lat="46.1" lon="7.1"/></trkseg>
                <trkseg></trkseg>
              </trk>
            </gpx>
            """)
        #expect(file.problems.isEmpty)
        #expect(file.tracks.count == 1)
        #expect(file.tracks[0].name == "Day one")
        #expect(file.tracks[0].segments.map(\.count) == [2, 1])
        let first = file.tracks[0].segments[0][0]
        #expect(first.latitude == 46 && first.longitude == 7 && first.elevation == 1000.5)
        #expect(first.time == 1_751_356_800)
        #expect(file.tracks[0].segments[0][1].latitude == 46.001)
        #expect(file.tracks[0].segments[0][1].time == 1_751_356_810.5)
        #expect(file.tracks[0].segments[1][0].elevation.isNaN)
        #expect(file.waypoints.count == 1)
        #expect(file.waypoints[0].name == "Hut")
        #expect(file.waypoints[0].point.elevation == 2000)
    }

    @Test func readsGPX10RoutesAndOffsets() {
        let file = read(
            """
            <gpx version="1.0" xmlns="http://www.topografix.com/GPX/1/0">
            <time>2025-07-01T00:00:00Z</time>
            <rte><name>Plan</name><rtept lat="10" lon="20"><time>2025-07-01T10:00:00+02:00</time></rtept>
            <rtept lat="10.1" lon="20"><time>2025-07-01T08:30:00</time></rtept></rte>
            </gpx>
            """)
        #expect(file.problems.isEmpty)
        #expect(file.tracks.count == 1)
        #expect(file.tracks[0].name == "Plan")
        #expect(file.tracks[0].segments[0].map(\.time) == [1_751_356_800, 1_751_358_600])
    }

    /// Found by the `gpx` fuzz target: a coordinate with more digits than an Int64 holds
    /// overflowed the fast number path and trapped. It is read as strtod reads it.
    @Test func aCoordinateWithManyDigitsIsRead() {
        let digits = "20.000111111111111111111111111111111111111111111111111111111"
        let file = read(
            "<gpx><trk><trkseg><trkpt lat=\"\(digits)\" lon=\"-15.0016000000000000000001\"/></trkseg></trk></gpx>")
        #expect(file.problems.isEmpty)
        let point = file.tracks.first?.segments.first?.first
        #expect(point?.latitude == Double(digits) && point?.longitude == -15.0016)
    }

    @Test func brokenXMLIsAProblemAtItsLine() {
        let file = read("<gpx>\n<trk><trkseg>\n<trkpt lat=\"1\" lon=\"2\">\n</trkseg></trk></gpx>")
        #expect(file.problems.count == 1)
        #expect(file.problems.first?.line == 4)
        #expect(file.problems.first?.message.hasPrefix("the XML is malformed") == true)
    }

    @Test func pointsWithoutUsableCoordinatesAreProblemsAtTheirLines() {
        let file = read(
            """
            <gpx><trk><trkseg>
            <trkpt lon="2"/>
            <trkpt lat="NaN" lon="2"/>
            <trkpt lat="91" lon="2"/>
            <trkpt lat="1" lon="2"><ele>high</ele></trkpt>
            <trkpt lat="1" lon="2"><time>yesterday</time></trkpt>
            <trkpt lat="1" lon="2"/>
            </trkseg></trk></gpx>
            """)
        #expect(file.problems.map(\.line) == [2, 3, 4, 5, 6])
        #expect(file.problems[0].message.contains("'lat'"))
        #expect(file.problems[1].message.contains("'lat'"))
        #expect(file.problems[2].message.contains("off the globe"))
        #expect(file.problems[3].message.contains("'high' is not a number"))
        #expect(file.problems[4].message.contains("'yesterday'"))
        #expect(file.pointCount == 1)
    }

    /// A GPS clock glitch: one point whose time jumps back (or forward) is left out, and the
    /// route is kept, with a warning at the line where the time goes back.
    @Test func aPointWhoseTimeGoesBackIsLeftOutWithAWarning() {
        let file = read(
            """
            <gpx><trk><trkseg>
            <trkpt lat="1" lon="2.0"><time>2025-07-01T10:00:00Z</time></trkpt>
            <trkpt lat="1" lon="2.1"><time>2025-07-01T10:00:10Z</time></trkpt>
            <trkpt lat="1" lon="2.2"><time>2025-07-01T09:00:00Z</time></trkpt>
            <trkpt lat="1" lon="2.3"><time>2025-07-01T10:00:30Z</time></trkpt>
            <trkpt lat="1" lon="2.4"><time>2025-07-01T23:00:00Z</time></trkpt>
            <trkpt lat="1" lon="2.5"><time>2025-07-01T10:00:50Z</time></trkpt>
            <trkpt lat="1" lon="2.6"><time>2025-07-01T10:01:00Z</time></trkpt>
            </trkseg></trk></gpx>
            """)
        #expect(file.problems.isEmpty)
        #expect(file.warnings.map(\.line) == [4, 7])
        #expect(file.warnings.allSatisfy { $0.message.hasPrefix("the time goes back") })
        #expect(file.tracks.flatMap(\.segments).map { $0.map(\.longitude) } == [[2.0, 2.1, 2.3, 2.5, 2.6]])
    }

    /// A clock that jumps back and stays back splits the segment there; no point is lost.
    @Test func aClockThatStaysBackSplitsTheSegment() {
        let file = read(
            """
            <gpx><trk><trkseg>
            <trkpt lat="1" lon="2.0"><time>2025-07-01T10:00:00Z</time></trkpt>
            <trkpt lat="1" lon="2.1"><time>2025-07-01T10:00:10Z</time></trkpt>
            <trkpt lat="1" lon="2.2"><time>2025-07-01T09:00:00Z</time></trkpt>
            <trkpt lat="1" lon="2.3"><time>2025-07-01T09:00:10Z</time></trkpt>
            </trkseg></trk></gpx>
            """)
        #expect(file.problems.isEmpty)
        #expect(file.warnings.map(\.line) == [4])
        #expect(file.tracks.flatMap(\.segments).map { $0.map(\.longitude) } == [[2.0, 2.1], [2.2, 2.3]])
    }

    /// `<ele></ele>` and `<time/>`, as some devices write for no reading: the point is kept
    /// without that reading, with a warning at its line.
    @Test func anEmptyElevationOrTimeIsLeftOutWithAWarning() {
        let file = read(
            """
            <gpx><trk><trkseg>
            <trkpt lat="1" lon="2"><ele>700</ele></trkpt>
            <trkpt lat="1" lon="2.1"><ele></ele></trkpt>
            <trkpt lat="1" lon="2.2"><ele>710</ele><time> </time></trkpt>
            </trkseg></trk></gpx>
            """)
        #expect(file.problems.isEmpty)
        #expect(file.warnings.map(\.line) == [3, 4])
        #expect(file.warnings[0].message.contains("empty <ele>"))
        #expect(file.warnings[1].message.contains("empty <time>"))
        let points = file.tracks[0].segments[0]
        #expect(points.count == 3 && points[1].elevation.isNaN && points[2].elevation == 710 && points[2].time.isNaN)
    }

    @Test func aFileWithNothingInItIsAProblem() {
        #expect(read("<gpx version=\"1.1\">\n<trk><trkseg/></trk>\n</gpx>").problems.map(\.line) == [1])
        #expect(read("").problems.count == 1)
    }

    @Test func aRootThatIsNotGPXStopsReading() {
        let file = read("<kml>\n<trkpt lat=\"1\" lon=\"2\"/></kml>")
        #expect(file.problems.map(\.message) == ["this is not a GPX file: its root element is <kml>, not <gpx>"])
    }

    @Test func tooManyPointsStopsAtTheLimit() {
        let points = (0..<50).map { "<trkpt lat=\"1\" lon=\"\(Double($0) / 100)\"/>" }.joined(separator: "\n")
        let file = read("<gpx><trk><trkseg>\n\(points)\n</trkseg></trk></gpx>", maxPoints: 20)
        #expect(file.problems.count == 1)
        #expect(file.problems[0].line == 22)
        #expect(file.problems[0].message.hasPrefix("more than 20 track points"))
    }

    @Test func manyProblemsAreListedUpToALimitAndCounted() {
        let points = (0..<30).map { _ in "<trkpt lon=\"2\"/>" }.joined(separator: "\n")
        let file = read("<gpx><trk><trkseg>\n\(points)\n</trkseg></trk></gpx>")
        #expect(file.problems.count == 11)
        #expect(file.problems.last?.message == "and 20 more problems")
    }

    @Test func entitiesAreNotFetched() {
        let file = read(
            """
            <?xml version="1.0"?>
            <!DOCTYPE gpx [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
            <gpx><wpt lat="1" lon="2"><name>&secret;</name></wpt></gpx>
            """)
        #expect(file.waypoints.first?.name?.contains("root") != true)
    }

    @Test func aMissingFileIsAProblem() {
        #expect(GPXReader.read(path: "/nonexistent/route.gpx").problems.map(\.message) == ["cannot be read"])
    }

    @Test func aFileIsReadInChunks() {
        let segment = GPXFixtures.meridian(to: 46, step: 0.0001)
        let bytes = GPXFixtures.track([segment])
        #expect(bytes.count > 600_000)
        let file = GPXReader.read(bytes: bytes)
        #expect(file.problems.isEmpty)
        #expect(file.pointCount == segment.count)
        #expect(file.tracks[0].segments[0].last?.latitude == segment.last?.latitude)
    }
}
