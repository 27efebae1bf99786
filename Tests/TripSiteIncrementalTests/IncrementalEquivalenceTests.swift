import Foundation
import PropertyBased
import Testing
import TripSiteCore
import TripSiteIncremental
import TripSiteTestSupport

/// A rebuild in `serve` makes the same bytes as a clean build of the same files. After every
/// edit of a sequence, the incremental builder (told the changed paths, as the file watcher
/// tells it, and told nothing) and a clean `SiteBuilder` in the same render mode must give the
/// same files: the same paths with the same bytes. Whatever the rebuilds skip, they may not
/// skip an output whose bytes change. So must a disk build that takes the pages whose inputs
/// did not change from the page store (`PageStore`), as `tripsite build` does.
///
/// Together the tests run several hundred builds. They run one at a time, and each build on a
/// Dispatch thread rather than the concurrency pool (`check`): run side by side, as
/// synchronous tests holding pool threads, they starved the preview server tests running
/// beside them, whose requests then timed out on two cores.
@Suite(.serialized) struct IncrementalEquivalenceTests {
    static let serve = RenderMode.serve(liveReloadScript: "/_tripsite/live-reload.js")

    @Test(arguments: [serve, .build]) func everyKindOfEditMatchesACleanBuild(mode: RenderMode) async throws {
        let journal = try EditedJournal(mode: mode)
        defer { journal.remove() }
        try await journal.check("the first build", changed: nil)
        let edits: [(EditedJournal.Edit, String)] = [
            (.body, "kona.md"), (.title, "kona.md"), (.body, "lofoten/index.md"), (.title, "kyoto.md"),
            (.activity, "kona.md"), (.activity, "kyoto.md"), (.add, ""), (.body, "trip-6.md"), (.remove, "kyoto.md"),
            (.rename, "lapland.md"), (.goals, ""), (.config, ""), (.theme, ""), (.goals, ""), (.config, ""),
            (.body, "kona.md"), (.season, "kona.md"), (.featured, "kona.md"), (.featured, "kona.md"),
            (.featured, "lofoten/index.md"), (.title, "lofoten/index.md"), (.tags, "trip-6.md"), (.start, "trip-6.md"),
            (.draft, "kona.md"),
            (.draft, "kona.md"), (.body, "draft.md"), (.draft, "draft.md"),
            (.borrowed, "trip-6.md"), (.borrowed, "kona.md"), (.borrowed, "trip-6.md"), (.borrowed, "kona.md"),
            (.entry, ""), (.entry, ""), (.entry, ""), (.entry, ""), (.entry, ""), (.entry, ""), (.entry, ""),
        ]
        for (edit, trip) in edits {
            let path = "content/trips/" + trip
            let changed = try journal.apply(edit, to: path)
            try await journal.check(edit.describe(path), changed: changed)
        }
        // Most edits leave most pages as they were: the disk builds took those from the store.
        #expect(journal.pagesFromStore > 10 * edits.count)
    }

    /// Random sequences of the edits, some in batches of two or three (the watcher reports
    /// what changed within its debounce together).
    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func randomEditSequencesMatchACleanBuild(seed: UInt64) async throws {
        let journal = try EditedJournal(mode: Self.serve)
        defer { journal.remove() }
        var rng = Xoshiro(seed: (seed, seed ^ 0x9E37_79B9_7F4A_7C15, ~seed, 0x5851_F42D_4C95_7F2D))
        try await journal.check("the first build", changed: nil)
        for step in 1...12 {
            var changed: Set<String> = []
            var done: [String] = []
            for _ in 0..<[1, 1, 1, 2, 3].randomElement(using: &rng)! {
                let edit = EditedJournal.Edit.allCases.randomElement(using: &rng)!
                let trip = journal.tripPaths.randomElement(using: &rng)!
                changed.formUnion(try journal.apply(edit, to: trip))
                done.append(edit.describe(trip))
            }
            try await journal.check("seed \(seed), step \(step): \(done.joined(separator: ", "))", changed: changed)
        }
    }

    /// A failed build keeps the last good site; an edit made in the same batch as the error
    /// still reaches the next good build, however small that build's own change is.
    /// The same with pages deferred (`IncrementalBuilder+Deferred`): the builder told the
    /// changed paths makes two pages a build and leaves the rest waiting, and some waiting
    /// pages are made between builds, as a browser and the server's background task make them.
    /// What it would serve is still a clean build's files, though pages wait across builds.
    @Test(arguments: [6, 7, 8, 9, 10, 11] as [UInt64])
    func randomEditsWithDeferredPagesMatchACleanBuild(seed: UInt64) async throws {
        let journal = try EditedJournal(mode: Self.serve, deferredPageLimit: 2)
        defer { journal.remove() }
        var rng = Xoshiro(seed: (seed, ~seed, seed &* 7, 0x9E37_79B9_7F4A_7C15))
        try await journal.check("the first build", changed: nil)
        for step in 1...12 {
            let edit = EditedJournal.Edit.allCases.randomElement(using: &rng)!
            let trip = journal.tripPaths.randomElement(using: &rng)!
            let changed = try journal.apply(edit, to: trip)
            try await journal.check("seed \(seed), step \(step): \(edit.describe(trip))", changed: changed)
            _ = journal.watched.makeDeferred(upTo: Int.random(in: 0...3, using: &rng))
        }
    }

    @Test func editsDuringABrokenBuildReachTheNextGoodOne() async throws {
        let journal = try EditedJournal(mode: Self.serve)
        defer { journal.remove() }
        try await journal.check("the first build", changed: nil)
        let kona = journal.text(of: "content/trips/kona.md")
        try journal.site.write("content/trips/kona.md", "---\ntitle: Kona\nstart: 2025-13-45\n---\nBroken.\n")
        var changed = try journal.apply(.title, to: "content/trips/kyoto.md")
        changed.insert("content/trips/kona.md")
        #expect(throws: BuildFailure.self) { try journal.watched.build(changedPaths: changed) }
        #expect(throws: BuildFailure.self) { try journal.unwatched.build(changedPaths: nil) }
        try journal.site.write("content/trips/kona.md", kona.replacingOccurrences(of: "Warm water.", with: "Fixed."))
        try await journal.check("kona fixed", changed: ["content/trips/kona.md"])
    }
}

/// A small journal in a fixture folder, described as values so edits can change it, with two
/// incremental builders that follow it: one told each edit's paths, one told nothing.
/// (`@unchecked Sendable`: one test uses it at a time and waits for each build it hands to
/// another thread.)
final class EditedJournal: @unchecked Sendable {
    enum Edit: String, CaseIterable {
        case body, title, activity, add, remove, rename, goals, config, theme
        /// Front-matter edits that change which collections, feeds and goals list a trip
        /// (`start` moves it between the past and the future: travelled or planned).
        case season, featured, tags, start, draft, travelled
        /// `book: false` set or taken out: the trip's book page goes or comes.
        case book
        /// A key of Hugo's or Jekyll's front matter read in place (`TripParser+Borrowed`):
        /// `categories` (the trip's tags) or `date` (its start), set or taken out in turn.
        case borrowed
        /// An edit of one of the Lofoten bundle's entries (its text, title, tags, country or
        /// date), or an entry added or removed, in turn.
        case entry

        var isOfATrip: Bool { ![.add, .goals, .config, .theme, .entry].contains(self) }

        func describe(_ path: String) -> String { isOfATrip ? "\(rawValue) \(path)" : rawValue }
    }

    struct TripText {
        var frontMatter: [String]
        var title: String
        var body: String
        var activities: [(name: String, done: Bool)]

        var text: String {
            let list = activities.map { "- [\($0.done ? "x" : " ")] \($0.name)\($0.done ? " (2025-06-03)" : "")" }
            return tripFile(
                (["title: \(title)"] + frontMatter).joined(separator: "\n"),
                body: body + "\n\n## Activities\n" + list.joined(separator: "\n") + "\n")
        }

        /// Sets a front-matter key, or removes it (nil).
        mutating func set(_ key: String, _ value: String?) {
            frontMatter = frontMatter.filter { !$0.hasPrefix(key + ":") } + (value.map { ["\(key): \($0)"] } ?? [])
        }

        func has(_ line: String) -> Bool { frontMatter.contains(line) }
    }

    let site: FixtureSite
    let mode: RenderMode
    let watched: IncrementalBuilder
    let unwatched: IncrementalBuilder
    private(set) var trips: [String: TripText] = [
        "content/trips/kona.md": TripText(
            frontMatter: ["season: summer", "start: 2025-06-01", "country: United States", "tags: [islands]"],
            title: "Kona",
            // Links another edit can break: a trip removed, renamed or made a draft.
            body: "Warm water. [Snow](/trips/lapland/) and [tea](../kyoto/#activities).",
            activities: [("Snorkel", true), ("Whales", false)]),
        "content/trips/kyoto.md": TripText(
            frontMatter: ["season: spring", "start: 2025-04-01", "country: Japan"], title: "Kyoto", body: "Temples.",
            activities: [("Tea", false)]),
        "content/trips/lapland.md": TripText(
            frontMatter: ["season: winter", "start: 2025-01-10", "photo: missing.jpg"], title: "Lapland",
            body: "Snow.", activities: []),
        "content/trips/lofoten/index.md": TripText(
            frontMatter: ["season: winter", "start: 2025-02-20", "photo: cover.svg", "featured: true"],
            title: "Lofoten", body: "Light.", activities: [("Aurora", false)]),
        "content/trips/draft.md": TripText(
            frontMatter: ["season: fall", "draft: true"], title: "Draft", body: "Later.", activities: []),
    ]
    /// The Lofoten bundle's entries, by file: one beside its index.md, one in a folder.
    private var entries: [String: TripText] = [
        "content/trips/lofoten/2025-02-21-reine.md": TripText(
            frontMatter: ["location: {name: Reine, lat: 67.93, lon: 13.09}"], title: "Reine", body: "Fish racks.",
            activities: []),
        "content/trips/lofoten/2025-02-22-henningsvaer/index.md": TripText(
            frontMatter: ["country: NO", "location: {name: Henningsvær, lat: 68.15, lon: 14.2}"],
            title: "Henningsvær", body: "A pitch on the rocks.", activities: []),
    ]
    private var step = 0

    init(mode: RenderMode, deferredPageLimit: Int? = nil) throws {
        var files = trips.mapValues(\.text).merging(entries.mapValues(\.text)) { $1 }
        files["content/trips/lofoten/cover.svg"] = "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n"
        files["content/pages/about.md"] = tripFile("title: About", body: "Hi.\n")
        files["static/robots-extra.txt"] = "x"
        // Two trips to a listing page: every collection and the search list have several
        // pages, so edits move trips between pages.
        files["site.yml"] = FixtureSite.defaultConfig + Self.pagination
        files["themes/default/style.css"] = "body { color: red }\n"
        site = try FixtureSite(files)
        self.mode = mode
        let options = BuildOptions(source: site.root, output: site.output)
        watched = IncrementalBuilder(options: options, mode: mode)
        watched.deferredPageLimit = deferredPageLimit
        unwatched = IncrementalBuilder(options: options, mode: mode)
    }

    var tripPaths: [String] { trips.keys.sorted() }

    func text(of path: String) -> String { trips[path]!.text }

    func remove() { site.remove() }

    /// Makes the edit (to the trip at `path`, for edits of a trip; to the first trip when
    /// there is none there) and returns the paths it changed.
    func apply(_ edit: Edit, to path: String) throws -> Set<String> {
        step += 1
        let path = trips[path] == nil ? tripPaths[0] : path
        switch edit {
        case .add: return try addTrip()
        case .remove: return try removeTrip(path)
        case .rename: return try renameTrip(path)
        case .goals: return try write("content/goals.yml", goals)
        case .config: return try write("site.yml", config)
        case .theme: return try write("themes/default/style.css", "body { color: #\(step)\(step) }\n/* \(step) */\n")
        case .entry: return try editEntry()
        default: return try editTrip(path, edit)
        }
    }

    private func editTrip(_ path: String, _ edit: Edit) throws -> Set<String> {
        let seasons = ["spring", "summer", "fall", "winter"]
        let step = step
        switch edit {
        case .body: trips[path]!.body += " Edit \(step)."
        case .title: trips[path]!.title += " \(step)"
        case .activity:
            if trips[path]!.activities.isEmpty { trips[path]!.activities = [("Added \(step)", false)] }
            trips[path]!.activities[0].done.toggle()
        case .season: trips[path]!.set("season", seasons[step % 4])
        case .featured: trips[path]!.set("featured", trips[path]!.has("featured: true") ? nil : "true")
        case .tags: trips[path]!.set("tags", step % 2 == 0 ? "[islands]" : nil)
        case .start: trips[path]!.set("start", "\(step % 2 == 0 ? 2024 : 2099)-0\(step % 9 + 1)-11")
        case .travelled: trips[path]!.set("travelled", [nil, "true", "false"][step % 3])
        case .draft: trips[path]!.set("draft", trips[path]!.has("draft: true") ? nil : "true")
        case .book: trips[path]!.set("book", trips[path]!.has("book: false") ? nil : "false")
        case .borrowed:
            let key = step % 2 == 0 ? "categories" : "date"
            let value = key == "categories" ? "[fjords, islands]" : "2023-05-0\(step % 9 + 1)"
            trips[path]!.set(key, trips[path]!.frontMatter.contains { $0.hasPrefix(key + ":") } ? nil : value)
        default: Issue.record("\(edit) is not an edit of one trip's text")
        }
        return try write(path, trips[path]!.text)
    }

    /// Edits an entry of the Lofoten bundle: its text, title, tags, country or date, or adds
    /// one (or removes an added one), by the step.
    private func editEntry() throws -> Set<String> {
        let step = step
        let paths = entries.keys.sorted()
        let path = paths[step % paths.count]
        switch step % 6 {
        case 0: entries[path]!.body += " Edit \(step)."
        case 1: entries[path]!.title += " \(step)"
        case 2: entries[path]!.set("tags", entries[path]!.has("tags: [fishing]") ? nil : "[fishing]")
        case 3: entries[path]!.set("country", entries[path]!.has("country: SE") ? "NO" : "SE")
        case 4: entries[path]!.set("date", "2025-02-2\(step % 7 + 1)")
        default:
            if let added = paths.first(where: { $0.contains("-day-") }) {
                entries[added] = nil
                try FileManager.default.removeItem(at: site.root.appending(path: added))
                return [added]
            }
            let added = "content/trips/lofoten/2025-02-23-day-\(step).md"
            entries[added] = TripText(frontMatter: [], title: "Day \(step)", body: "Wind.", activities: [])
            return try write(added, entries[added]!.text)
        }
        return try write(path, entries[path]!.text)
    }

    private func addTrip() throws -> Set<String> {
        let added = "content/trips/trip-\(step).md"
        trips[added] = TripText(
            frontMatter: ["season: \(["spring", "summer", "fall"][step % 3])", "start: 2025-0\(step % 9 + 1)-15"],
            title: "Trip \(step)", body: "New.", activities: [("Walk", step % 2 == 0)])
        return try write(added, trips[added]!.text)
    }

    /// Removes a trip file; a bundle, or the last two trips, get a body edit instead.
    private func removeTrip(_ path: String) throws -> Set<String> {
        guard trips.count > 2, !path.hasSuffix("/index.md") else { return try editTrip(path, .body) }
        trips[path] = nil
        try FileManager.default.removeItem(at: site.root.appending(path: path))
        return [path]
    }

    /// Moves a trip file to a new name (a new slug); a bundle gets a title edit instead.
    private func renameTrip(_ path: String) throws -> Set<String> {
        guard !path.hasSuffix("/index.md") else { return try editTrip(path, .title) }
        let renamed = String(path.dropLast(".md".count)) + "-\(step).md"
        trips[renamed] = trips.removeValue(forKey: path)
        try FileManager.default.moveItem(at: site.root.appending(path: path), to: site.root.appending(path: renamed))
        return [path, renamed]
    }

    private func write(_ path: String, _ text: String) throws -> Set<String> {
        try site.write(path, text)
        return [path]
    }

    /// goals.yml: a badge of its own whose threshold and title change with each edit, and
    /// every third time without the built-in badges.
    private var goals: String {
        """
        defaults: \(step % 3 != 0)
        badges:
          - id: island-hopper
            title: Island Hopper \(step)
            description: Complete \(step % 2 + 1) island trips.
            symbol: wave
            color: teal
            rule: {trips: \(step % 2 + 1), tag: islands}

        """
    }

    static let pagination = "pagination: {pageSize: 2}\n"

    /// site.yml: a new title each time, and every other time a collection of its own.
    private var config: String {
        FixtureSite.defaultConfig.replacingOccurrences(of: "title: Test Trips", with: "title: Test Trips \(step)")
            + Self.pagination
            + (step % 2 == 0
                ? "collections:\n  - {id: islands, title: Island Time, subtitle: Islands, tag: islands}\n" : "")
    }

    /// Rebuilds with both incremental builders and builds the same files clean; the file maps
    /// must be the same. The builds run on a Dispatch thread, so the test holds no thread of
    /// the concurrency pool while they run.
    func check(_ label: String, changed: Set<String>?) async throws {
        let (fromWatcher, fromScratch, clean) = try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(with: Result { try self.buildAll(changed) }) }
        }
        Self.expectSame(fromWatcher.files, clean.files, "\(label), with the changed paths")
        Self.expectSame(fromScratch.files, clean.files, "\(label), without paths")
        #expect(fromWatcher.links == clean.links, "\(label): the links reported, with the changed paths")
        #expect(fromScratch.links == clean.links, "\(label): the links reported, without paths")
        let (kept, fromStore) = try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(with: Result { try self.buildKeepingPages() }) }
        }
        Self.expectSame(kept, clean.files, "\(label), built to disk with the page store")
        pagesFromStore += fromStore
    }

    /// How many pages the disk builds (`buildKeepingPages`) took from the page store.
    private(set) var pagesFromStore = 0

    /// A disk build that keeps pages between builds (`PageStore`), as `tripsite build` does,
    /// in this journal's mode; its files, and how many came from the store.
    private func buildKeepingPages() throws -> (files: [String: [UInt8]], fromStore: Int) {
        var options = BuildOptions(source: site.root, output: site.output)
        options.renderMode = mode
        var disk = DiskOutput(output: site.output)
        let report = try SiteBuilder(options: options).build(into: &disk)
        return (site.outputFiles(), report.pagesFromStore)
    }

    /// What a build gave: its files, and the broken links it reported (`file:line: message`).
    typealias Built = (files: [String: [UInt8]], links: [String])

    /// The files and link reports of both incremental rebuilds and of a clean build.
    private func buildAll(_ changed: Set<String>?) throws -> (watched: Built, unwatched: Built, clean: Built) {
        func links(_ diagnostics: [Diagnostic]) -> [String] {
            diagnostics.filter { $0.message.hasPrefix("broken link") }
                .map { "\($0.file):\($0.line ?? 0): \($0.message)" }.sorted()
        }
        let result = try watched.build(changedPaths: changed)
        #expect(Set(result.files.keys).isDisjoint(with: result.deferred))
        let fromWatcher = watched.completeFiles
        let fromScratch = try unwatched.build(changedPaths: nil)
        var options = BuildOptions(source: site.root, output: site.output)
        options.renderMode = mode
        var clean = MemoryOutput()
        let report = try SiteBuilder(options: options).build(into: &clean)
        return (
            (fromWatcher, links(result.warnings)), (fromScratch.files, links(fromScratch.warnings)),
            (clean.files, links(report.diagnostics))
        )
    }

    static func expectSame(
        _ files: [String: [UInt8]], _ clean: [String: [UInt8]], _ label: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let missing = Set(clean.keys).subtracting(files.keys).sorted()
        let extra = Set(files.keys).subtracting(clean.keys).sorted()
        let differing = clean.keys.filter { files[$0] != nil && files[$0] != clean[$0] }.sorted()
        #expect(
            missing.isEmpty && extra.isEmpty && differing.isEmpty,
            "after \(label): missing \(missing), extra \(extra), different bytes \(differing)",
            sourceLocation: sourceLocation)
    }
}
