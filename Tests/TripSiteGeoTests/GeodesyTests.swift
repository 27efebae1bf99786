import Testing
import TripSiteGeo

@Suite struct GeodesyTests {
    @Test func aTenthOfADegreeOfAMeridianIs11_12Kilometres() {
        let distance = Geodesy.distance(
            Coordinate(latitude: 45, longitude: 6), Coordinate(latitude: 45.1, longitude: 6))
        #expect(abs(distance - 11_119.5) < 1)
    }

    @Test func aDegreeOfLongitudeShrinksWithTheLatitude() {
        let equator = Geodesy.distance(Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 0, longitude: 1))
        let sixty = Geodesy.distance(Coordinate(latitude: 60, longitude: 0), Coordinate(latitude: 60, longitude: 1))
        #expect(abs(equator - 111_195) < 2)
        #expect(abs(sixty - equator / 2) < 300)
    }

    @Test func theAntimeridianIsCrossedTheShortWay() {
        let distance = Geodesy.distance(
            Coordinate(latitude: 0, longitude: 179.95), Coordinate(latitude: 0, longitude: -179.95))
        #expect(abs(distance - 11_119.5) < 1)
    }

    @Test func halfwayRoundTheWorldIsHalfTheCircumference() {
        let distance = Geodesy.distance(Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 0, longitude: 180))
        #expect(abs(distance - .pi * Geodesy.earthRadius) < 1)
    }

    @Test func coordinatesOffTheGlobeAreInvalid() {
        #expect(Coordinate(latitude: 90, longitude: -180).isValid)
        #expect(!Coordinate(latitude: 90.5, longitude: 0).isValid)
        #expect(!Coordinate(latitude: 0, longitude: 181).isValid)
        #expect(!Coordinate(latitude: .nan, longitude: 0).isValid)
        #expect(!Coordinate(latitude: 0, longitude: .infinity).isValid)
    }
}
