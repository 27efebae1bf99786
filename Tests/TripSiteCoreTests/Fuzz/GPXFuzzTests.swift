import Foundation
import Testing
import TripSiteGeo

/// GPX files as devices and planners write them (tracks, segments, routes, waypoints, times
/// that go back, empty readings, extensions, namespaces), mutated byte by byte, read from disk
/// by `GPXReader` and summarised as a build would.
@Suite struct GPXFuzzTests {
    static let target = FuzzTarget(name: "gpx", generator: FuzzText.generator(gpx), property: check)

    @Test func gpxReaderHoldsOnGeneratedFiles() async {
        await Self.target.run()
    }

    static func gpx(_ rng: inout FuzzRNG) -> String {
        let header = FuzzText.pick(
            [
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", "", "\u{FEFF}<?xml version=\"1.0\"?>\n",
                "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n", "<!-- exported -->\n",
            ], &rng)
        let root = FuzzText.pick(
            [
                "<gpx version=\"1.1\" creator=\"fuzz\" xmlns=\"http://www.topografix.com/GPX/1/1\">",
                "<gpx version=\"1.0\">", "<gpx:gpx xmlns:gpx=\"http://www.topografix.com/GPX/1/1\">", "<kml>", "<gpx>",
            ], &rng)
        let body = FuzzText.repeated(0...6, &rng) { rng in
            switch FuzzText.roll(4, &rng) {
            case 0: return waypoint(&rng)
            case 1: return "<rte><name>\(FuzzText.phrase(&rng))</name>\(points("rtept", &rng))</rte>"
            case 2: return "<extensions><trkpt lat=\"1\" lon=\"1\"/><name>ext</name></extensions>"
            default:
                let segments = FuzzText.repeated(0...3, &rng) { "<trkseg>\(points("trkpt", &$0))</trkseg>" }
                return "<trk><name>\(FuzzText.phrase(&rng))</name>\(segments.joined())</trk>"
            }
        }.joined(separator: "\n")
        let close = root.hasPrefix("<gpx:") ? "</gpx:gpx>" : root.hasPrefix("<kml") ? "</kml>" : "</gpx>"
        let text = header + root + "\n" + body + "\n" + (FuzzText.chance(90, &rng) ? close : "")
        return FuzzText.chance(20, &rng) ? FuzzText.mutate(text, &rng) : text
    }

    static func points(_ element: String, _ rng: inout FuzzRNG) -> String {
        var seconds = Double(FuzzText.roll(2_000_000_000, &rng))
        var latitude = Double(FuzzText.roll(170, &rng)) - 85
        var longitude = Double(FuzzText.roll(350, &rng)) - 175
        return FuzzText.repeated(0...40, &rng) { rng in
            seconds += Double(FuzzText.pick([1, 5, 5, 5, 30, 0, -20, 3600], &rng))
            latitude += Double(FuzzText.roll(21, &rng) - 10) / 10_000
            longitude += Double(FuzzText.roll(21, &rng) - 10) / 10_000
            let lat = FuzzText.chance(95, &rng) ? "\(latitude)" : FuzzText.pick(["NaN", "91", "", "x", "1e999"], &rng)
            let lon = FuzzText.chance(95, &rng) ? "\(longitude)" : FuzzText.pick(["-inf", "181", "", "0x10"], &rng)
            let ele = FuzzText.pick(
                ["<ele>\(FuzzText.roll(3000, &rng))</ele>", "<ele></ele>", "", "<ele>high</ele>"], &rng)
            let time =
                FuzzText.chance(80, &rng)
                ? "<time>\(Date(timeIntervalSince1970: seconds).ISO8601Format())</time>"
                : FuzzText.pick(
                    ["<time></time>", "<time>yesterday</time>", "", "<time>2025-06-03T08:00:00+02:00</time>"], &rng)
            return "<\(element) lat=\"\(lat)\" lon=\"\(lon)\">\(ele)\(time)</\(element)>"
        }.joined()
    }

    static func waypoint(_ rng: inout FuzzRNG) -> String {
        let name = FuzzText.pick(["Summit", "Turn right", "Slight Left", "001", "", "Hut & <water>", "Start"], &rng)
        let kind = FuzzText.pick(["", "<type>TSLR</type>", "<sym>Summit</sym>", "<type>Generic</type>"], &rng)
        return
            "<wpt lat=\"\(FuzzText.roll(170, &rng) - 85)\" lon=\"\(FuzzText.roll(350, &rng) - 175)\"><name>\(name)</name>\(kind)</wpt>"
    }

    @Sendable static func check(_ text: String) -> [String] {
        let file = FileManager.default.temporaryDirectory.appending(path: "fuzz-\(UUID().uuidString).gpx")
        defer { try? FileManager.default.removeItem(at: file) }
        guard (try? Data(text.utf8).write(to: file)) != nil else { return ["cannot write the input"] }
        let read = GPXReader.read(path: file.path)
        let lines = FuzzChecks.lineCount(text)
        var problems: [String] = []
        for problem in read.problems + read.warnings where !(1...lines).contains(problem.line) {
            problems.append("'\(problem.message)' at line \(problem.line) of \(lines)")
        }
        let points = read.tracks.flatMap { $0.segments.joined() } + read.waypoints.map(\.point)
        for point in points where !(-90...90).contains(point.latitude) || !(-180...180).contains(point.longitude) {
            problems.append("a point off the globe: \(point.latitude), \(point.longitude)")
        }
        guard read.problems.isEmpty, read.pointCount > 0 else { return problems }
        let summary = RouteSummary(file: read, hiddenEnds: 200)
        let numbers =
            [summary.statistics.distance] + [summary.statistics.gain, summary.statistics.movingTime].compactMap { $0 }
        if numbers.contains(where: { !$0.isFinite || $0 < 0 }) { problems.append("numbers \(numbers)") }
        if summary.lines.joined().count > RouteSummary.defaultBudget * 2 {
            problems.append("\(summary.lines.joined().count) points drawn, over the budget")
        }
        return problems
    }
}
