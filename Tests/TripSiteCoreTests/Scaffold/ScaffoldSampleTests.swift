import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// What `tripsite new site` starts a journal with: a travelled trip with dated entries,
/// photos and a GPX route, and plans that stay plans whatever the day. Built and read back.
@Suite struct ScaffoldSampleTests {
    /// Builds a new site as of `day` (its `SOURCE_DATE_EPOCH`).
    func buildNewSite(asOf day: Day) throws -> (BuildReport, MemoryOutput, FixtureSite) {
        let folder = try FixtureSite([:], includeConfig: false)
        let root = folder.root.appending(path: "journal")
        _ = try Scaffold.site(at: root)
        var options = BuildOptions(source: root, output: root.appending(path: "public"))
        options.sourceDateEpoch = day.daysSince1970 * 86_400
        options.cacheDirectory = folder.root.appending(path: "cache")
        var writer = MemoryOutput()
        let report = try SiteBuilder(options: options).build(into: &writer)
        return (report, writer, folder)
    }

    @Test func theTravelledSampleHasDatedEntriesPhotosAndARoute() throws {
        let (report, writer, folder) = try buildNewSite(asOf: Day(iso: "2026-12-06")!)
        defer { folder.remove() }
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let trip = try #require(report.site.trips.first { $0.slug == "cinque-terre-on-foot" })
        #expect(trip.isTravelled)
        #expect(trip.entries.map(\.date.iso) == ["2025-09-14", "2025-09-15", "2025-09-16"])
        #expect(trip.entries.allSatisfy { $0.location?.coordinate != nil }, "every day is a stop on the map")
        #expect(trip.routes.count == 1 && trip.routeDistance > 5_000, "\(trip.routeDistance) m")
        #expect(trip.photo == .bundle(fileName: "cover.jpg"))
        #expect(trip.gallery.count == 1, "riomaggiore.jpg, referenced nowhere, is the gallery")
        let page = try #require(writer.text("trips/cinque-terre-on-foot/index.html"))
        #expect(page.contains("route-map-drawing"), "the route map is drawn")
        #expect(writer.text("trips/cinque-terre-on-foot/vernazza-to-corniglia/index.html") != nil)
    }

    /// The sample photos carry a camera's name and a GPS position; neither reaches the site,
    /// and neither do the originals or the GPX track.
    @Test func nothingPrivateOfTheSamplesIsPublished() throws {
        let (_, writer, folder) = try buildNewSite(asOf: Day(iso: "2026-12-06")!)
        defer { folder.remove() }
        let photos = writer.files.filter { $0.key.hasSuffix(".jpg") || $0.key.hasSuffix(".webp") }
        #expect(photos.count >= 6, "\(photos.keys.sorted())")
        let camera = Array("Example Camera".utf8)
        let originals = Set(Scaffold.sampleFiles.filter { $0.key.hasSuffix(".jpg") }.values)
        #expect(originals.count == 3)
        for (path, bytes) in photos {
            #expect(!bytes.contains(camera), "\(path) keeps its camera")
            #expect(!originals.contains(bytes), "\(path) is an original")
        }
        #expect(!writer.files.keys.contains { $0.hasSuffix(".gpx") })
    }

    /// The planned samples have no dates: a build on any day, however late, keeps them plans,
    /// and the site is a journal with its plans row.
    @Test(arguments: ["2026-12-06", "2099-12-31"])
    func thePlansStayPlansWhateverTheDay(day: String) throws {
        let (report, writer, folder) = try buildNewSite(asOf: Day(iso: day)!)
        defer { folder.remove() }
        let planned = report.site.trips.filter { !$0.isTravelled }.map(\.slug).sorted()
        #expect(planned == ["kyoto-in-bloom", "lapland-lights"])
        #expect(report.site.trips.filter(\.isTravelled).count == 2)
        let home = try #require(writer.text("index.html"))
        #expect(home.contains("Cinque Terre on Foot") && home.contains("Kyoto in Bloom"))
    }

    /// Every file of the sample folder is written, and nothing of this repository's own.
    @Test func aNewSiteWritesEverySampleFile() throws {
        let folder = try FixtureSite([:], includeConfig: false)
        defer { folder.remove() }
        let written = try Scaffold.site(at: folder.root.appending(path: "journal"))
        #expect(Scaffold.sampleFiles.count == 12, "\(Scaffold.sampleFiles.keys.sorted())")
        for path in Scaffold.sampleFiles.keys { #expect(written.contains(path), "\(path)") }
        #expect(Set(written).count == written.count, "no path written twice")
    }

    /// The README says what `new site` makes: each folder and file of the site's top level,
    /// and each sample trip, by name.
    @Test func theReadmeSaysWhatANewSiteHolds() throws {
        let readme = try String(
            contentsOf: SharedFixtures.repositoryRoot.appending(path: "README.md"), encoding: .utf8)
        let section = try #require(readme.split(separator: "\n## ").first { $0.contains("tripsite new site") })
        let folder = try FixtureSite([:], includeConfig: false)
        defer { folder.remove() }
        let written = try Scaffold.site(at: folder.root.appending(path: "journal"))
        var names = Set<String>()
        for path in written {
            let parts = path.split(separator: "/")
            let named = path.hasPrefix("content/trips/") ? parts.prefix(3) : parts.prefix(parts.count > 2 ? 2 : 1)
            names.insert(named.joined(separator: "/"))
        }
        for name in names { #expect(section.contains(name), "README: \(name)") }
    }
}
