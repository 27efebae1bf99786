import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// A theme's `serve/` folder (the built-in theme's live-reload client) is for `tripsite
/// serve` alone: a build never writes it and a new site never gets a copy.
@Suite struct ServeOnlyThemeFilesTests {
    @Test func serveOnlyFilesAreKeptApartFromTheTheme() {
        #expect(ThemeAssets.serveOnly["serve/live-reload.js"] != nil)
        #expect(ThemeAssets.serveOnly.keys.allSatisfy { $0.hasPrefix(ThemeAssets.serveOnlyFolder) })
        #expect(!ThemeAssets.embedded.keys.contains { $0.hasPrefix(ThemeAssets.serveOnlyFolder) })
        #expect(ThemeAssets.embedded["css/tokens.css"] != nil)
    }

    /// Neither the built-in theme's nor those of a site's own theme folder, as in this
    /// repository, whose example site uses `themes/default/` itself.
    @Test func aBuildDoesNotWriteThem() throws {
        let site = try FixtureSite([
            "content/trips/a.md": tripFile("title: A"),
            "themes/default/serve/live-reload.js": "// the site's copy\n",
            "themes/default/extra.css": "/* extra */\n",
        ])
        defer { site.remove() }
        let output = try site.buildInMemory().output
        #expect(output.files["theme/style.css"] != nil && output.files["theme/extra.css"] != nil)
        #expect(!output.files.keys.contains { $0.hasPrefix("theme/serve/") || $0.contains("live-reload") })
    }

    @Test func aNewSiteDoesNotGetThem() throws {
        let folder = try FixtureSite([:], includeConfig: false)
        defer { folder.remove() }
        let root = folder.root.appending(path: "journal")
        let written = try Scaffold.site(at: root)
        #expect(!written.contains { $0.contains("serve/") })
        #expect(!FileManager.default.fileExists(atPath: root.appending(path: "themes/default").path))
    }
}
