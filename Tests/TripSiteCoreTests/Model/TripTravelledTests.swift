import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// Travelled or planned: `travelled:` when given, else a trip's end (else start) on or before
/// the build's day, which is `SOURCE_DATE_EPOCH`'s when set.
@Suite struct TripTravelledTests {
    /// 2025-07-01T00:00:00Z.
    static let julyFirst = 1_751_328_000

    /// Whether each trip is travelled, by slug, built as of `epoch`.
    static func travelled(
        _ trips: [String: String], epoch: Int? = julyFirst, cache: URL? = nil
    ) throws -> [String: Bool] {
        var files = ["site.yml": FixtureSite.defaultConfig]
        for (slug, frontMatter) in trips {
            files["content/trips/\(slug).md"] = tripFile("title: \(slug)\n" + frontMatter, body: "A day out.\n")
        }
        let site = try FixtureSite(files)
        defer { site.remove() }
        let (report, _) = try site.buildInMemory(cache: cache, sourceDateEpoch: epoch)
        #expect(report.diagnostics.filter { $0.severity == .error }.isEmpty)
        return Dictionary(uniqueKeysWithValues: report.site.trips.map { ($0.slug, $0.isTravelled) })
    }

    @Test func theEndDecidesThenTheStart() throws {
        let travelled = try Self.travelled([
            "ended": "start: 2025-06-01\nend: 2025-06-10",
            "ends-today": "start: 2025-06-25\nend: 2025-07-01",
            "under-way": "start: 2025-06-28\nend: 2025-07-05",
            "started": "start: 2025-06-30",
            "to-come": "start: 2025-08-01",
        ])
        #expect(
            travelled == [
                "ended": true, "ends-today": true, "under-way": false, "started": true, "to-come": false,
            ])
    }

    @Test func aTripWithoutDatesIsPlanned() throws {
        #expect(try Self.travelled(["someday": "tags: [dream]"]) == ["someday": false])
    }

    @Test func travelledInFrontMatterOverridesTheDates() throws {
        let travelled = try Self.travelled([
            "told-early": "start: 2025-09-01\ntravelled: true",
            "never-went": "start: 2024-09-01\ntravelled: false",
            "undated-trip": "travelled: true",
        ])
        #expect(travelled == ["told-early": true, "never-went": false, "undated-trip": true])
    }

    @Test func theBuildDayIsSourceDateEpochsDay() throws {
        let trips = ["summer": "start: 2025-07-01"]
        #expect(try Self.travelled(trips, epoch: Self.julyFirst - 1) == ["summer": false])
        #expect(try Self.travelled(trips, epoch: Self.julyFirst) == ["summer": true])
        // Without SOURCE_DATE_EPOCH, today: a trip of 2000 has happened, one of 2999 has not.
        let today = try Self.travelled(["y2k": "start: 2000-01-01", "far": "start: 2999-01-01"], epoch: nil)
        #expect(today == ["y2k": true, "far": false])
    }

    @Test func travelledMustBeTrueOrFalseAtItsLine() throws {
        let site = try FixtureSite([
            "site.yml": FixtureSite.defaultConfig,
            "content/trips/kona.md": tripFile("title: Kona\nstart: 2025-06-01\ntravelled: maybe", body: "x\n"),
        ])
        defer { site.remove() }
        let failure = try #require(throws: BuildFailure.self) {
            try site.buildInMemory(sourceDateEpoch: Self.julyFirst)
        }
        let error = try #require(failure.diagnostics.first { $0.message.contains("'travelled'") })
        #expect(error.file == "content/trips/kona.md")
        #expect(error.line == 4)
        #expect(error.message.contains("must be true or false"))
    }

    @Test func theMarkIsKeptByTheParseStore() throws {
        let cache = FileManager.default.temporaryDirectory.appending(path: "travelled-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let trips = ["told-early": "start: 2025-09-01\ntravelled: true", "to-come": "start: 2025-09-01"]
        let expected = ["told-early": true, "to-come": false]
        #expect(try Self.travelled(trips, cache: cache) == expected)
        // The second build reads both trips back from the store.
        #expect(try Self.travelled(trips, cache: cache) == expected)
    }
}
