import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// Photos that record where they were taken sit on their trip's route only when the site opts
/// in (`photos: {showLocation: true}`), and never inside the route's private ends; otherwise
/// no position reaches any output. The fixture photo was taken in Lisbon (38.7223, −9.1393).
@Suite struct RoutePhotoTests {
    /// A trip with a route north past Lisbon (3 km east of where the photo was taken,
    /// starting `startOffset` degrees south of it; or from that very spot), and the
    /// GPS-tagged photo in its gallery.
    static func site(config: String = "", startOffset: Double = 0.05) throws -> FixtureSite {
        let site = try RouteFixtures.site(
            [
                "content/trips/alps/index.md": tripFile(
                    "title: Lisbon walk\ngallery:\n  - {file: view.png, caption: The view}", body: "x\n"),
                "content/trips/alps/route.gpx": RouteFixtures.walk(
                    count: 400, latitude: 38.7223 - startOffset, longitude: startOffset == 0 ? -9.1393 : -9.1),
            ], config: config)
        try site.addPhoto("gps.png", at: "content/trips/alps/view.png")
        return site
    }

    /// Every text output of a build, for reading positions back.
    static func texts(_ site: FixtureSite) throws -> [String: String] {
        let (_, output) = try site.buildInMemory(cache: site.root.appending(path: "cache"))
        return output.files.mapValues { String(decoding: $0, as: UTF8.self) }.filter { !$0.key.hasSuffix(".webp") }
    }

    @Test func withoutOptingInNoPositionIsPublished() throws {
        let site = try Self.site()
        defer { site.remove() }
        let texts = try Self.texts(site)
        let page = try #require(texts["trips/alps/index.html"])
        #expect(page.contains("trip-route"))
        #expect(!page.contains("route-photo"))
        for (path, text) in texts {
            #expect(!text.contains("-9.139"), "\(path) holds the photo's position")
        }
    }

    @Test func optedInThePhotoSitsOnTheRoute() throws {
        let site = try Self.site(config: "photos: {showLocation: true}\n")
        defer { site.remove() }
        let page = try #require(try Self.texts(site)["trips/alps/index.html"])
        #expect(page.contains("<a href=\"/trips/alps/view-"))
        #expect(page.contains("class=\"route-photo\" aria-label=\"The view\"><title>The view</title><circle"))
        // The drawing keeps its links reachable: it is not labelled as one image.
        #expect(!page.contains("role=\"img\" aria-label=\"Map of the route"))
    }

    @Test func aPhotoInsideThePrivateEndsStaysOff() throws {
        // The route starts where the photo was taken: inside the 200 m circle.
        let site = try Self.site(config: "photos: {showLocation: true}\n", startOffset: 0)
        defer { site.remove() }
        let page = try #require(try Self.texts(site)["trips/alps/index.html"])
        #expect(page.contains("trip-route"))
        #expect(!page.contains("route-photo"))
    }
}
