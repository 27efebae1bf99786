import Testing
import TripSiteGeo

/// A file read in two halves must read exactly as when one parser reads it whole, wherever it
/// is cut: each test cuts a document before every tag and compares.
@Suite struct GPXHalvesTests {
    /// Everything a reading gives, NaNs included.
    private func described(_ file: GPXFile) -> String {
        "\(file.tracks)\n\(file.waypoints)\n\(file.problems)\n\(file.warnings)"
    }

    /// Reads `text` cut before each `<`; the cuts whose halves were joined.
    @discardableResult
    private func everyCutReadsAsWhole(_ text: String, maxPoints: Int = GPXReader.defaultMaxPoints) -> [Int] {
        let bytes = Array(text.utf8)
        let whole = described(GPXReader.read(bytes: bytes, maxPoints: maxPoints, halvesFrom: .max))
        var joined: [Int] = []
        for cut in bytes.indices where bytes[cut] == UInt8(ascii: "<") {
            guard let halves = GPXHalves.read(bytes: bytes, splitAt: cut, maxPoints: maxPoints) else { continue }
            #expect(described(halves) == whole, "cut at byte \(cut)")
            joined.append(cut)
        }
        return joined
    }

    private func offsets(of needle: String, in text: String) -> [Int] {
        let bytes = Array(text.utf8)
        let pattern = Array(needle.utf8)
        return bytes.indices.filter { bytes[$0...].starts(with: pattern) }
    }

    private static let varied = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE gpx [<!ENTITY hut "Hütte">]>
        <gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1" xmlns:x="urn:x">
          <metadata><name>Two days</name></metadata>
          <wpt lat="46.5" lon="7.9"><name>&hut; one</name></wpt>
          <trk><name>Day one</name>
            <trkseg>
              <trkpt lat="46.0" lon="7.0"><ele>1000.5</ele><time>2025-07-01T08:00:00Z</time></trkpt>
              <trkpt lat="46.001" lon="7.001"><ele>1001</ele><time>2025-07-01T08:00:10Z</time>
                <extensions><x:p><trkpt lat="1" lon="1"/></x:p></extensions></trkpt>
              <!-- <trkpt lat="9" lon="9"/> a point left out -->
              <trkpt lat="46.002" lon="7.002"><time>2025-07-01T08:00:20Z</time></trkpt>
              <trkpt lat="46.003" lon="7.003"><![CDATA[ <trkpt lat="8" lon="8"/> ]]></trkpt>
            </trkseg>
            <trkseg><trkpt lat="46.1" lon="7.1"/><trkpt lat="46.2" lon="7.2"/></trkseg>
            <name>Day one, renamed</name>
          </trk>
          <trk><trkseg>
              <trkpt lat="47.0" lon="8.0"><ele>500</ele></trkpt>
              <trkpt lat="47.1" lon="8.1"><ele>510</ele></trkpt>
          </trkseg></trk>
          <rte><name>Plan</name><rtept lat="10" lon="20"/><rtept lat="10.1" lon="20"/></rte>
          <wpt lat="46.6" lon="7.8"><name>Lake</name></wpt>
        </gpx>
        """

    @Test func everyCutOfAVariedFileReadsAsTheWholeFile() {
        let joined = everyCutReadsAsWhole(Self.varied)
        let points = offsets(of: "<trkpt lat=\"46", in: Self.varied) + offsets(of: "<trkpt lat=\"47", in: Self.varied)
        // Cuts between the points of any track's segments join; cuts in a comment, a CDATA
        // section or an extension, or outside a segment, are read whole instead.
        #expect(Set(points).isSubset(of: Set(joined)))
        #expect(!joined.contains(offsets(of: "<trkpt lat=\"9", in: Self.varied)[0]))
        #expect(!joined.contains(offsets(of: "<trkpt lat=\"1\"", in: Self.varied)[0]))
        #expect(!joined.contains(offsets(of: "<wpt lat=\"46.6", in: Self.varied)[0]))
    }

    @Test func problemsOnBothSidesAreListedInOrderAtTheirLines() {
        var lines = ["<gpx><trk><name>T</name><trkseg>"]
        for index in 0..<40 {
            let second = String(format: "%02d", 59 - index)  // each point earlier than the last
            let timed = "<trkpt lat=\"1\" lon=\"2\"><time>2025-07-01T10:00:\(second)Z</time></trkpt>"
            lines.append(index % 3 == 0 ? "<trkpt lon=\"2\"/>" : timed)
        }
        lines.append("</trkseg></trk></gpx>")
        let text = lines.joined(separator: "\n")
        let whole = GPXReader.read(bytes: Array(text.utf8), halvesFrom: .max)
        // Ten of each listed, then a count of the rest.
        #expect(whole.problems.count == 11)
        #expect(whole.warnings.count == 11)
        #expect(everyCutReadsAsWhole(text).count >= 40)
    }

    @Test func aCutWhereTheTimeGoesBackFindsIt() {
        let text = """
            <gpx><trk><trkseg>
            <trkpt lat="1" lon="2"><time>2025-07-01T10:00:09Z</time></trkpt>
            <trkpt lat="1" lon="2"><time>2025-07-01T10:00:05Z</time></trkpt>
            </trkseg></trk></gpx>
            """
        let cut = offsets(of: "<trkpt", in: text)[1]
        let file = GPXHalves.read(bytes: Array(text.utf8), splitAt: cut)
        #expect(file?.problems == [])
        #expect(file?.warnings.map(\.line) == [3])
        #expect(file?.warnings.first?.message.hasPrefix("the time goes back") == true)
        everyCutReadsAsWhole(text)
    }

    @Test func namespacesDeclaredOnlyInTheHeadAreNotLent() {
        // The first track declares the prefix; the second uses it without, which is an error.
        let text = """
            <gpx xmlns="http://www.topografix.com/GPX/1/1">
            <trk xmlns:e="urn:e"><trkseg><trkpt lat="1" lon="1"><e:a/></trkpt></trkseg></trk>
            <trk><trkseg>
            <trkpt lat="2" lon="2"/>
            <trkpt lat="3" lon="3"><e:a/></trkpt>
            </trkseg></trk>
            </gpx>
            """
        #expect(!GPXReader.read(bytes: Array(text.utf8), halvesFrom: .max).problems.isEmpty)
        let cut = offsets(of: "<trkpt lat=\"3", in: text)[0]
        #expect(GPXHalves.read(bytes: Array(text.utf8), splitAt: cut) == nil)
        everyCutReadsAsWhole(text)
    }

    @Test func malformedXMLAfterTheCutIsReadWhole() {
        let text = """
            <gpx><trk><trkseg>
            <trkpt lat="1" lon="2"/>
            <trkpt lat="1" lon="3"/>
            <trkpt lat="1" lon="4">
            </trkseg></trk></gpx>
            """
        #expect(GPXHalves.read(bytes: Array(text.utf8), splitAt: offsets(of: "<trkpt", in: text)[1]) == nil)
        #expect(everyCutReadsAsWhole(text).isEmpty)
    }

    @Test func theLimitCountsThePointsOfBothHalves() {
        let points = (0..<50).map { "<trkpt lat=\"1\" lon=\"\(Double($0) / 100)\"/>" }.joined(separator: "\n")
        let text = "<gpx><trk><trkseg>\n\(points)\n</trkseg></trk></gpx>"
        let whole = GPXReader.read(bytes: Array(text.utf8), maxPoints: 30, halvesFrom: .max)
        #expect(whole.problems.map(\.line) == [32])
        everyCutReadsAsWhole(text, maxPoints: 30)
        everyCutReadsAsWhole(text, maxPoints: 50)
    }

    @Test func aLargeTrackIsReadInHalvesNearItsMiddle() {
        let segment = GPXFixtures.meridian(to: 46, step: 0.0001)
        let bytes = GPXFixtures.track([segment])
        let halves = GPXReader.read(bytes: bytes, halvesFrom: 0)
        #expect(described(halves) == described(GPXReader.read(bytes: bytes, halvesFrom: .max)))
        #expect(halves.pointCount == segment.count)
        // The cut GPXReader made joined: the same cut, read directly, is not refused.
        let split = GPXHalves.split(bytes: bytes)
        #expect(split.map { abs($0 - bytes.count / 2) < 200 } == true)
        #expect(GPXHalves.read(bytes: bytes, splitAt: split ?? 0) != nil)
    }
}
