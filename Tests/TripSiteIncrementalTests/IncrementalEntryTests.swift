import Foundation
import Testing
import TripSiteCore
import TripSiteIncremental
import TripSiteTestSupport

/// `serve` and entries: an entry edited, added, removed or renamed leaves the site as a
/// clean build of the same files makes it, every file alike.
@Suite struct IncrementalEntryTests {
    static let trip = "content/trips/dolomites"

    static func entry(_ title: String, _ body: String) -> String {
        tripFile("title: \(title)\nlocation: {name: \(title), lat: 46.6, lon: 12.1}", body: body + "\n")
    }

    @Test func entryEditsLeaveWhatACleanBuildMakes() throws {
        let site = try FixtureSite([
            "site.yml": FixtureSite.defaultConfig,
            "\(Self.trip)/index.md": tripFile("title: Dolomites", body: "Hut to hut.\n"),
            "\(Self.trip)/2025-07-01-braies.md": Self.entry("Braies", "The lake."),
            "\(Self.trip)/2025-07-02-biella.md": Self.entry("Biella", "Rain."),
            "content/trips/oslo.md": tripFile("title: Oslo\nstart: 2024-05-01", body: "Fjords.\n"),
        ])
        defer { site.remove() }
        let builder = site.serveBuilder()
        _ = try builder.build()
        let edits = Self.edits(in: site)
        for (name, edit) in edits {
            let changed = try edit()
            let after = try builder.build(changedPaths: changed)
            let summary = after.timings.map(\.stage) == [.parse, .model, .render]
            #expect(summary == Self.summaryEdits.contains(name), "\(name): the summary path or not")
            let clean = try site.serveBuilder().build()
            #expect(after.warnings.map(\.description) == clean.warnings.map(\.description), "\(name): warnings")
            #expect(Set(after.files.keys) == Set(clean.files.keys), "\(name): the same files")
            for (path, bytes) in clean.files where after.files[path] != bytes {
                Issue.record("\(name): \(path) differs from a clean build's")
            }
        }
        let last = try site.serveBuilder().build()
        #expect(last.text("trips/dolomites/index.html").contains("href=\"/trips/dolomites/start/\""))
        #expect(last.files["trips/dolomites/braies/index.html"] == nil)
        #expect(last.text("trips/dolomites/biella/index.html").contains(">Rifugio Biella</h1>"))
    }

    /// The edits that leave every trip and entry in its place, and so take the summary path
    /// (a warning, made or fixed, takes the full path).
    static let summaryEdits: Set<String> = ["body", "title", "place", "trip", "both", "title back"]

    /// Edits that keep each entry in its place (and one that warns).
    static func summaryChanges(in site: FixtureSite) -> [(String, () throws -> Set<String>)] {
        let braies = "\(Self.trip)/2025-07-01-braies.md"
        let biella = "\(Self.trip)/2025-07-02-biella.md"
        func place(_ name: String, _ lat: Double) -> String {
            tripFile("title: Biella\nlocation: {name: \(name), lat: \(lat), lon: 12.1}", body: "Rain.\n")
        }
        return [
            (
                "body",
                {
                    // Written beside the entry and renamed over it, as an editor saves.
                    try site.write(braies, Self.entry("Braies", "Dawn."))
                    return [braies, "\(Self.trip)/.2025-07-01-braies.md.swp"]
                }
            ),
            ("title", { try site.write(biella, Self.entry("Rifugio Biella", "Rain.")); return [biella] }),
            ("place", { try site.write(biella, place("Seekofel", 46.7)); return [biella] }),
            (
                "trip",
                {
                    try site.write("\(Self.trip)/index.md", tripFile("title: Dolomites", body: "Hut to hut, again.\n"))
                    return ["\(Self.trip)/index.md"]
                }
            ),
            (
                "both",
                {
                    try site.write("\(Self.trip)/index.md", tripFile("title: Alta Via", body: "Hut to hut.\n"))
                    try site.write(braies, Self.entry("Braies", "Dusk."))
                    return ["\(Self.trip)/index.md", braies]
                }
            ),
            ("no alt", { try site.write(braies, Self.entry("Braies", "![](https://example.com/lake.jpg)")); return [braies] }),
            ("fixed", { try site.write(braies, Self.entry("Braies", "Dawn again.")); return [braies] }),
            ("title back", { try site.write(biella, Self.entry("Rifugio Biella", "Rain.")); return [biella] }),
        ]
    }

    /// An entry's body, title and place edited, the trip's own file and both at once, an
    /// image without alt text and its fix, an entry added in a folder, one renamed (a new
    /// date), one removed: each edit, and the paths it changed.
    static func edits(in site: FixtureSite) -> [(String, () throws -> Set<String>)] {
        let root = site.root
        return Self.summaryChanges(in: site) + [
            (
                "body",
                {
                    try site.write("\(Self.trip)/2025-07-01-braies.md", Self.entry("Braies", "Dawn."))
                    return ["\(Self.trip)/2025-07-01-braies.md"]
                }
            ),
            (
                "title",
                {
                    try site.write("\(Self.trip)/2025-07-02-biella.md", Self.entry("Rifugio Biella", "Rain."))
                    return ["\(Self.trip)/2025-07-02-biella.md"]
                }
            ),
            (
                "add",
                {
                    try site.write("\(Self.trip)/2025-06-30-start/index.md", Self.entry("Start", "Off."))
                    return ["\(Self.trip)/2025-06-30-start/index.md"]
                }
            ),
            (
                "rename",
                {
                    try FileManager.default.moveItem(
                        at: root.appending(path: "\(Self.trip)/2025-07-02-biella.md"),
                        to: root.appending(path: "\(Self.trip)/2025-07-03-biella.md"))
                    return ["\(Self.trip)/2025-07-02-biella.md", "\(Self.trip)/2025-07-03-biella.md"]
                }
            ),
            (
                "remove",
                {
                    try FileManager.default.removeItem(at: root.appending(path: "\(Self.trip)/2025-07-01-braies.md"))
                    return ["\(Self.trip)/2025-07-01-braies.md"]
                }
            ),
        ]
    }
}
