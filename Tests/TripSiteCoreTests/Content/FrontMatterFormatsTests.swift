import Testing
import TripSiteCore
import TripSiteTestSupport

/// Front matter as Hugo sites write it: a JSON object builds like YAML, with its errors at
/// their lines; so does TOML (`+++`).
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

    @Test func aTripWithTOMLFrontMatterBuilds() throws {
        let site = try FixtureSite([
            "content/trips/bergen.md": """
            +++
            title = "Bergen"
            date = 2024-05-01T09:00:00+02:00
            tags = ["rain", "fjords"]
            [cover]
            image = "https://example.com/bryggen.jpg"
            +++
            Rain, and *Bryggen*.
            """
        ])
        defer { site.remove() }
        let (report, output) = try site.buildInMemory()
        let trip = try #require(report.site.trips.first)
        #expect(trip.title == "Bergen" && trip.posted?.iso == "2024-05-01" && trip.tags == ["rain", "fjords"])
        #expect(output.text("trips/bergen/index.html")?.contains("<em>Bryggen</em>") == true)
        #expect(output.text("trips/bergen/index.html")?.contains("https://example.com/bryggen.jpg") == true)
    }

    @Test func badJSONAndTOMLAreLocatedErrorsThatNameTheirFormat() throws {
        let site = try FixtureSite([
            "content/trips/oslo.md": "{\n  \"title\": \"Oslo\",\n  \"start\" \"2024-05-01\"\n}\nFjords.\n",
            "content/trips/bergen.md": "+++\ntitle = \"Bergen\"\nstart = 2024-13-01\n+++\nRain.\n",
            "content/trips/voss.md": "+++\ntitle = \"Voss\"\ntags = [\"a\",\n+++\nRain.\n",
            "content/trips/alta.md": "+++\ntitle = \"Alta\"\n\nseason = 4\n+++\nLights.\n",
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
                $0.hasPrefix("content/trips/bergen.md:3:") && $0.contains("invalid TOML front matter")
            },
            "TOMLKit's own errors, at the file's line: \(diagnostics)")
        #expect(diagnostics.contains { $0.hasPrefix("content/trips/voss.md:3:") && $0.contains("invalid TOML") })
        #expect(
            diagnostics.contains { $0.hasPrefix("content/trips/alta.md:4:") && $0.contains("season") },
            "a value TripSite refuses is reported at its key's line")
        #expect(diagnostics.contains { $0.hasPrefix("content/trips/tromso.md:3:") && $0.contains("not a valid date") })
    }
}
