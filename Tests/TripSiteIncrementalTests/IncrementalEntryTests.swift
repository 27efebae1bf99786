import Foundation
import Testing
import TripSiteCore
import TripSiteIncremental
import TripSiteTestSupport

/// `serve` and entries: an entry edited, added, removed or renamed leaves the site as a
/// clean build of the same files makes it, every file alike.
@Suite struct IncrementalEntryTests {
    static let trip = "content/trips/dolomites"

    /// An entry tagged `lakes`, which its trip is not: a day of the tag's page.
    static func entry(_ title: String, _ body: String) -> String {
        tripFile("title: \(title)\nlocation: {name: \(title), lat: 46.6, lon: 12.1}\ntags: [lakes]", body: body + "\n")
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
            let summary = after.timings.map(\.stage) == [.parse, .model, .render, .write]
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
        #expect(last.text("tags/lakes/index.html").contains("href=\"/trips/dolomites/biella/\">Rifugio Biella</a>"))
    }

    /// The edits that leave every trip and entry in its place, and so take the summary path
    /// (a warning, made or fixed, takes the full path).
    static let summaryEdits: Set<String> = ["body", "title", "place", "trip", "both", "title back"]

    /// Edits that keep each entry in its place (and one that warns).
    static func summaryChanges(in site: FixtureSite) -> [(String, () throws -> Set<String>)] {
        let braies = "\(Self.trip)/2025-07-01-braies.md"
        let biella = "\(Self.trip)/2025-07-02-biella.md"
        let place = tripFile(
            "title: Biella\nlocation: {name: Seekofel, lat: 46.7, lon: 12.1}\ntags: [lakes]", body: "Rain.\n")
        // The first written beside the entry and renamed over it, as an editor saves.
        return [
            Self.write(
                "body", braies, Self.entry("Braies", "Dawn."), in: site, also: "\(Self.trip)/.2025-07-01-braies.md.swp"),
            Self.write("title", biella, Self.entry("Rifugio Biella", "Rain."), in: site),
            Self.write("place", biella, place, in: site),
            Self.write(
                "trip", "\(Self.trip)/index.md", tripFile("title: Dolomites", body: "Hut to hut, again.\n"), in: site),
            (
                "both",
                {
                    try site.write("\(Self.trip)/index.md", tripFile("title: Alta Via", body: "Hut to hut.\n"))
                    try site.write(braies, Self.entry("Braies", "Dusk."))
                    return ["\(Self.trip)/index.md", braies]
                }
            ),
            Self.write("no alt", braies, Self.entry("Braies", "![](https://example.com/lake.jpg)"), in: site),
            Self.write("fixed", braies, Self.entry("Braies", "Dawn again."), in: site),
            Self.write("title back", biella, Self.entry("Rifugio Biella", "Rain."), in: site),
        ]
    }

    /// An edit named `name` that writes `text` to `path` (and reports `also` changed too).
    static func write(
        _ name: String, _ path: String, _ text: String, in site: FixtureSite, also: String? = nil
    ) -> (String, () throws -> Set<String>) {
        (
            name,
            {
                try site.write(path, text)
                return Set([path] + (also.map { [$0] } ?? []))
            }
        )
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
