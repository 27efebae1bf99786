import Testing
import TripSiteCore
import TripSiteTestSupport

/// Front matter as Hugo sites write it: a JSON object builds like YAML, with its errors at
/// their lines; TOML is an error that says so, not "missing front matter".
@Suite struct FrontMatterFormatsTests {
    @Test func aTripWithJSONFrontMatterBuilds() throws {
        let site = try FixtureSite([
            "content/trips/oslo.md": """
            {
              "title": "Oslo",
              "start": "2024-05-01",
              "tags": ["fjords", "cities"]
            }
            Fjords, and the *opera house* roof.
            """
        ])
        defer { site.remove() }
        let (report, output) = try site.buildInMemory()
        let trip = try #require(report.site.trips.first)
        #expect(trip.title == "Oslo" && trip.start?.iso == "2024-05-01" && trip.tags == ["fjords", "cities"])
        #expect(output.text("trips/oslo/index.html")?.contains("<em>opera house</em>") == true)
    }

    @Test func badJSONAndTOMLAreLocatedErrorsThatNameTheirFormat() throws {
        let site = try FixtureSite([
            "content/trips/oslo.md": "{\n  \"title\": \"Oslo\",\n  \"start\" \"2024-05-01\"\n}\nFjords.\n",
            "content/trips/bergen.md": "+++\ntitle = \"Bergen\"\n+++\nRain.\n",
            "content/trips/tromso.md": "{\n  \"title\": \"Tromsø\",\n  \"start\": 2024-13-01\n}\nLights.\n",
        ])
        defer { site.remove() }
        let diagnostics: [String]
        do {
            _ = try site.buildInMemory()
            Issue.record("bad front matter must fail the build")
            return
        } catch {
            diagnostics = error.diagnostics.map(\.description)
        }
        #expect(
            diagnostics.contains {
                $0.hasPrefix("content/trips/oslo.md:3:") && $0.contains("invalid JSON front matter")
            })
        #expect(
            diagnostics.contains {
                $0.hasPrefix("content/trips/bergen.md:1:1: error: TOML front matter ('+++') is not read yet")
            })
        #expect(diagnostics.contains { $0.hasPrefix("content/trips/tromso.md:3:") && $0.contains("not a valid date") })
    }
}
