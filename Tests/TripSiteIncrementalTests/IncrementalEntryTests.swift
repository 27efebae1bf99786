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
            let clean = try site.serveBuilder().build()
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

    /// An entry's body and title edited, an entry added in a folder, one renamed (a new
    /// date), one removed: each edit, and the paths it changed.
    static func edits(in site: FixtureSite) -> [(String, () throws -> Set<String>)] {
        let root = site.root
        return [
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
