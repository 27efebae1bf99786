import Foundation
import Testing
import TripSiteGeo

@Suite struct ConcurrentlyTests {
    @Test(arguments: [false, true])
    func bothResultsComeBackInTheirPlaces(concurrently: Bool) {
        let (sum, text) = Concurrently.both(
            concurrently, { (1...1_000).reduce(0, +) }, { String(repeating: "a", count: 3) })
        #expect(sum == 500_500)
        #expect(text == "aaa")
    }

    @Test func aTrackSummarisedOnTwoCoresIsSummarisedAsOnOne() {
        let walk = GPXFixtures.meridian(to: 45.3)
        let file = GPXReader.read(bytes: GPXFixtures.track([walk], waypoints: [walk[1], walk[150]]))
        let together = RouteSummary(file: file, hiddenEnds: 200, concurrentFrom: 0)
        #expect(together == RouteSummary(file: file, hiddenEnds: 200, concurrentFrom: .max))
        #expect(abs(together.statistics.distance - 33_358) < 10)
        // A file keeps both waypoints; its journey leaves out the one by the start.
        #expect(together.waypoints.count == 2 && together.lines.count == 1)
    }
}
