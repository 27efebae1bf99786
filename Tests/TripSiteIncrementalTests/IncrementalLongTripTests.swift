import Foundation
import Testing
import TripSiteCore
import TripSiteIncremental
import TripSiteTestSupport

/// `serve` and a trip whose timeline is in pages: a day added past a full page makes the
/// second page (and the sitemap lists it), an edit of a day on it makes it again, and a day
/// removed takes it away, each leaving what a clean build makes; with pages deferred, the
/// second page is made when asked for, as a clean build makes it.
@Suite struct IncrementalLongTripTests {
    static let folder = "content/trips/long"
    static let second = "trips/long/page/2/index.html"

    /// Entry `number`'s file: one a day from 1 January 2020.
    static func entry(_ number: Int, title: String? = nil) -> (path: String, text: String) {
        let day = Day(daysSince1970: 18262 + number - 1)!.iso
        return ("\(folder)/\(day)-d\(number).md", tripFile("title: \(title ?? "Day \(number)")", body: "On.\n"))
    }

    static func site() throws -> FixtureSite {
        var files = ["\(folder)/index.md": tripFile("title: Long", body: "Onwards.\n")]
        for number in 1...TripPage.timelinePageSize {
            let (path, text) = entry(number)
            files[path] = text
        }
        return try FixtureSite(files)
    }

    /// Every file of `result` as a clean build of the site makes it.
    static func expectClean(_ result: IncrementalBuilder.Result, _ site: FixtureSite, _ name: String) throws {
        let clean = try site.serveBuilder().build()
        #expect(Set(result.files.keys) == Set(clean.files.keys), "\(name): the same files")
        for (path, bytes) in clean.files where result.files[path] != bytes {
            Issue.record("\(name): \(path) differs from a clean build's")
        }
    }

    @Test func aSecondPageComesAndGoesWithTheDays() throws {
        let site = try Self.site()
        defer { site.remove() }
        let builder = site.serveBuilder()
        #expect(try builder.build().files[Self.second] == nil)
        let (path, text) = Self.entry(TripPage.timelinePageSize + 1)
        try site.write(path, text)
        let added = try builder.build(changedPaths: [path])
        try Self.expectClean(added, site, "added")
        #expect(added.text(Self.second).contains(">Day 101</a>"))
        #expect(added.text("sitemap.xml").contains("/trips/long/page/2/</loc>"))
        try site.write(path, Self.entry(TripPage.timelinePageSize + 1, title: "The last day").text)
        let edited = try builder.build(changedPaths: [path])
        #expect(edited.timings.map(\.stage) == [.parse, .model, .render, .write], "the summary path")
        try Self.expectClean(edited, site, "edited")
        #expect(edited.text(Self.second).contains(">The last day</a>"))
        try FileManager.default.removeItem(at: site.root.appending(path: path))
        let removed = try builder.build(changedPaths: [path])
        try Self.expectClean(removed, site, "removed")
        #expect(removed.files[Self.second] == nil && !removed.text("sitemap.xml").contains("/page/2/"))
    }

    @Test func aDeferredSecondPageIsMadeWhenAskedFor() throws {
        let site = try Self.site()
        defer { site.remove() }
        let (path, text) = Self.entry(TripPage.timelinePageSize + 1)
        try site.write(path, text)
        let builder = site.serveBuilder()
        _ = try builder.build()
        builder.deferredPageLimit = 4
        try site.write(path, Self.entry(TripPage.timelinePageSize + 1, title: "The last day").text)
        let edited = try builder.build(changedPaths: [path])
        #expect(edited.deferred.contains(Self.second) && edited.files[Self.second] == nil, "a further page waits")
        let clean = try site.serveBuilder().build()
        #expect(builder.bytes(of: Self.second) == clean.files[Self.second])
        #expect(clean.text(Self.second).contains(">The last day</a>"))
    }
}
