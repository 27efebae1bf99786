import Foundation

/// Which of a file's waypoints a map shows: named places worth a mark (a summit, a hut, water,
/// a campsite, a viewpoint, a place the traveller named), not the turn-by-turn cues planners
/// and devices write as waypoints, nor marks a device numbered, nor the route's own start and
/// end (drawn already). A waypoint is left out when it has no name, when its name is a
/// device's number ("001", "WPT012", "Waypoint 3"), or when its name, `<type>` or `<sym>` is a
/// direction:
///
/// - a kind of cue (Garmin course points, RideWithGPS cues, Locus and BRouter symbols):
///   "Left", "Slight Right", "SHARP_LEFT", "U-turn", "Straight", "Left Fork", "TSLR"…;
/// - a direction in words (plotaroute, Komoot, OsmAnd): "Turn right onto…", "Keep left…",
///   "Continue onto…", "Bear right", "Left onto…", "At the roundabout…";
/// - the route's own ends: "Start", "Finish", "End", "Segment End".
package enum WaypointKinds {
    package static func isShown(_ waypoint: GPXFile.Waypoint) -> Bool {
        guard let name = waypoint.name.map(normalized), !name.isEmpty, !isNumbered(name) else { return false }
        return ![name, waypoint.type.map(normalized), waypoint.symbol.map(normalized)].contains { field in
            field.map(isDirection) ?? false
        }
    }

    /// Cues whole: a kind of turn, or a route's end.
    static let cues: Set<String> = [
        "left", "right", "straight", "straight on", "continue", "u turn", "uturn", "turn", "turn left", "turn right",
        "slight left", "slight right", "sharp left", "sharp right", "keep left", "keep right", "keep straight",
        "bear left", "bear right", "left fork", "right fork", "middle fork", "fork", "roundabout", "merge", "exit",
        "ramp", "start", "finish", "end", "segment start", "segment end", "destination", "arrive", "depart",
        // Short codes of BRouter, OsmAnd and Locus voice hints.
        "c", "tl", "tr", "tsll", "tslr", "tshl", "tshr", "kl", "kr", "tu", "tlu", "tru", "off", "beeline",
    ]

    /// Directions in words, by how they begin.
    static let directionPrefixes = [
        "turn ", "keep ", "bear ", "slight ", "sharp ", "continue ", "go straight", "head ", "u turn",
        "make a u", "take the ", "at the roundabout", "enter the roundabout", "exit the roundabout", "exit ",
        "merge ", "straight on", "left onto", "right onto", "left on ", "right on ", "left at ", "right at ",
        "left into ", "right into ", "left toward", "right toward", "roundabout", "rndb", "rndl",
    ]

    static func isDirection(_ text: String) -> Bool {
        cues.contains(text) || directionPrefixes.contains { text.hasPrefix($0) }
    }

    /// "001", "wpt012", "waypoint 3", "wp 7", "point 12".
    static func isNumbered(_ text: String) -> Bool {
        var rest = Substring(text)
        for prefix in ["waypoint", "point", "wpt", "wp"] where rest.hasPrefix(prefix) {
            rest = rest.dropFirst(prefix.count)
            break
        }
        rest = rest.drop { $0 == " " }
        return !rest.isEmpty && rest.allSatisfy(\.isNumber)
    }

    /// Lower case, `_` and `-` as spaces, one space between words, no punctuation at the ends.
    static func normalized(_ text: String) -> String {
        let spaced = text.lowercased().map { $0 == "_" || $0 == "-" ? " " : $0 }
        let words = String(spaced).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return words.trimmingCharacters(in: .punctuationCharacters)
    }
}
