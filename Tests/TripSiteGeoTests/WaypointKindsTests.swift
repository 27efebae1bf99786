import Testing
import TripSiteGeo

/// Which waypoints a route's map shows: named places worth a mark, not a planner's or a
/// device's turn-by-turn cues, auto-numbered marks or the route's own start and end.
@Suite struct WaypointKindsTests {
    /// The waypoints `RouteSummary` keeps of a file with these `<wpt>` bodies along a track.
    private func shown(_ bodies: [String]) -> [String] {
        var text = "<gpx version=\"1.1\" xmlns=\"http://www.topografix.com/GPX/1/1\">\n"
        for (index, body) in bodies.enumerated() {
            text += "<wpt lat=\"\(45.01 + Double(index) * 0.0001)\" lon=\"6\">\(body)</wpt>\n"
        }
        text += "<trk><trkseg>"
        for point in GPXFixtures.meridian(to: 45.05, step: 0.001) { text += GPXFixtures.pointXML(point) }
        text += "</trkseg></trk></gpx>\n"
        let file = GPXReader.read(bytes: Array(text.utf8))
        #expect(file.problems.isEmpty)
        return RouteSummary(file: file, hiddenEnds: 200).waypoints.compactMap(\.name)
    }

    @Test func placesWorthAMarkAreShown() {
        let places = [
            "<name>Mont Buet</name><sym>Summit</sym>", "<name>Refuge de Bostan</name><type>Shelter</type>",
            "<name>Spring</name><sym>Drinking Water</sym>", "<name>Camp</name><sym>Campground</sym>",
            "<name>Belvédère</name><type>overlook</type>", "<name>Aunt Ida's</name><sym>Flag, Blue</sym>",
            "<name>Right Bank café</name>",
        ]
        #expect(
            shown(places) == [
                "Mont Buet", "Refuge de Bostan", "Spring", "Camp", "Belvédère", "Aunt Ida's", "Right Bank café",
            ])
    }

    /// Garmin course points and RideWithGPS cues (the kind in `<type>` or `<sym>`),
    /// plotaroute's and Komoot's directions (in the name), BRouter's and OsmAnd's codes.
    @Test func turnByTurnCuesAreNotShown() {
        let cues = [
            "<name>Right</name><type>Right</type>", "<name>Main St</name><sym>Left</sym>",
            "<name>CP 3</name><type>Slight Left</type>", "<name>Bridge St</name><type>SHARP_RIGHT</type>",
            "<name>Turn right onto Lane 4</name>", "<name>Keep left at the fork</name>",
            "<name>Continue onto D902</name>", "<name>U-turn</name>", "<name>Left onto Rue Haute</name>",
            "<name>At the roundabout, take the 2nd exit</name>", "<name>Bear right</name>",
            "<name>x</name><sym>TSLR</sym>", "<name>y</name><type>u-turn</type>", "<name>Straight</name>",
            "<name>Left Fork</name><type>Left Fork</type>",
        ]
        #expect(shown(cues + ["<name>Col de Bretolet</name>"]) == ["Col de Bretolet"])
    }

    @Test func unnamedAndAutoNumberedMarksAndTheRoutesOwnEndsAreNotShown() {
        let marks = [
            "", "<name> </name>", "<name>001</name>", "<name>WPT012</name>", "<name>Waypoint 3</name>",
            "<name>Start</name>", "<name>Finish</name>", "<name>End</name><type>Segment End</type>",
        ]
        #expect(shown(marks + ["<name>Lac d'Anterne</name><sym>Waypoint</sym>"]) == ["Lac d'Anterne"])
    }
}
