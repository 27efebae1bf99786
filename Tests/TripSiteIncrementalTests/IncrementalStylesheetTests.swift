import Foundation
import Testing
import TripSiteCore
import TripSiteIncremental
import TripSiteTestSupport

/// The stylesheet path (`IncrementalBuilder+Stylesheet`): an edit of the site theme's
/// stylesheet parts makes `theme/style.css` alone, as a full build composes it.
@Suite struct IncrementalStylesheetTests {
    static let files: [String: String] = [
        "site.yml": "title: Journal\ntheme: custom\n",
        "content/trips/kona.md": tripFile("title: Kona\nstart: 2025-06-01", body: "Warm water.\n"),
        "content/trips/kyoto.md": tripFile("title: Kyoto\nstart: 2025-04-01", body: "Temples.\n"),
        "themes/custom/custom.css": ".trip-card { border-radius: 2px; }\n",
        "themes/custom/css/utilities.css": ".hidden { display: none; }\n",
    ]

    private func make() throws -> (FixtureSite, IncrementalBuilder) {
        let site = try FixtureSite(Self.files)
        let builder = IncrementalBuilder(
            options: BuildOptions(source: site.root, output: site.output),
            mode: .serve(liveReloadScript: "/_tripsite/live-reload.js"))
        return (site, builder)
    }

    /// What a build from nothing makes of the site as it is now.
    private func clean(_ site: FixtureSite) throws -> [String: [UInt8]] {
        try IncrementalBuilder(
            options: BuildOptions(source: site.root, output: site.output),
            mode: .serve(liveReloadScript: "/_tripsite/live-reload.js")
        ).build().files
    }

    @Test(arguments: ["themes/custom/custom.css", "themes/custom/css/utilities.css", "themes/custom/css/base.css"])
    func anEditOfAStylesheetPartMakesTheStylesheetAlone(part: String) throws {
        let (site, builder) = try make()
        defer { site.remove() }
        _ = try builder.build()
        try site.write(part, ".edited-\(part.count) { color: red; }\n")
        // As an editor that saves by renaming reports it: its temporary file came and went.
        let temporary = (part as NSString).deletingLastPathComponent + "/.custom.css.swp"
        let result = try builder.build(changedPaths: [part, temporary])
        #expect(result.timings.map(\.stage) == [.render, .write], "nothing loaded, parsed or assembled")
        #expect(result.rendered == ["theme/style.css"])
        #expect(result.onlyStylesheetsChanged)
        let stylesheet = String(decoding: result.files["theme/style.css"] ?? [], as: UTF8.self)
        #expect(stylesheet.contains(".edited-\(part.count)"))
        #expect(result.files == (try clean(site)))
        // The next full rebuild finds nothing else changed.
        let again = try builder.build(changedPaths: ["site.yml"])
        #expect(again.modified.isEmpty, "\(again.modified)")
    }

    /// `site.yml`'s theme settings go into the stylesheet alone; any other change of it, with
    /// or without them, takes the full path.
    @Test func anEditOfTheThemeSettingsMakesTheStylesheetAlone() throws {
        let (site, builder) = try make()
        defer { site.remove() }
        _ = try builder.build()
        try site.write(
            "site.yml", "title: Journal\ntheme: {name: custom, accent: {light: \"#b42318\", dark: \"#a5b4fc\"}}\n")
        let accent = try builder.build(changedPaths: ["site.yml"])
        #expect(accent.timings.map(\.stage) == [.render, .write])
        #expect(accent.rendered == ["theme/style.css"])
        #expect(accent.onlyStylesheetsChanged)
        #expect(String(decoding: accent.files["theme/style.css"] ?? [], as: UTF8.self).contains("#b42318"))
        #expect(accent.files == (try clean(site)))
        try site.write(
            "site.yml", "title: Journal Two\ntheme: {name: custom, accent: {light: \"#4338ca\", dark: \"#a5b4fc\"}}\n")
        let both = try builder.build(changedPaths: ["site.yml"])
        #expect(both.timings.map(\.stage).contains(.load))
        #expect(both.files == (try clean(site)))
    }

    /// A theme file that is not a stylesheet part, or a part of a broken stylesheet, takes
    /// the full path.
    @Test func otherThemeFilesTakeTheFullPath() throws {
        let (site, builder) = try make()
        defer { site.remove() }
        _ = try builder.build()
        try site.write("themes/custom/extra.js", "console.log(1)\n")
        let added = try builder.build(changedPaths: ["themes/custom/extra.js"])
        #expect(added.timings.map(\.stage).contains(.load))
        #expect(added.rendered.contains("theme/extra.js"))
        try site.write("themes/custom/custom.css", ".a { color: red; }\n.b {\n")
        let edited = try builder.build(changedPaths: ["themes/custom/custom.css"])
        #expect(edited.files == (try clean(site)))
    }
}
