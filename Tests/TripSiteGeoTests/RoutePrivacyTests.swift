import Testing
import TripSiteGeo

@Suite struct RoutePrivacyTests {
    private func segment(_ latitudes: [Double]) -> [TrackPoint] {
        latitudes.map { TrackPoint(latitude: $0, longitude: 6) }
    }

    @Test func segmentsInsideTheCirclesGoAndTheOthersAreCutWhereTheyCrossThem() {
        // 0.001° of latitude is 111 m; the circles' radius is 200 m.
        let track = GPXFile.Track(
            name: nil,
            segments: [
                segment([45.000, 45.001]), segment([45.002, 45.003, 45.004]), segment([45.010, 45.011]),
                segment([45.018, 45.020, 45.021]),
            ])
        let privacy = RoutePrivacy(tracks: [track], radius: 200)
        let drawn = privacy.trimmed(track).map { $0.map(\.latitude) }
        #expect(drawn == [[45.002, 45.003, 45.004], [45.010, 45.011]])
        #expect(privacy.centres.map(\.latitude) == [45.000, 45.021])
        #expect(RoutePrivacy(tracks: [track], radius: 0).trimmed(track).map(\.count) == [2, 3, 2, 3])
        #expect(RoutePrivacy(tracks: [track], radius: 5_000).trimmed(track).isEmpty)
    }
}
