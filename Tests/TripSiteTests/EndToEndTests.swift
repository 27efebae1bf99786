import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// Runs the built `tripsite` binary as a user (or CI) would, and checks exit codes and output.
@Suite(.serialized) struct EndToEndTests {
    static let binary: URL? = {
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL {
            candidates.append(executable.deletingLastPathComponent().appending(path: "tripsite"))
        }
        candidates.append(
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appending(path: "tripsite"))
        let root = SharedFixtures.repositoryRoot
        candidates += ["debug", "release"].map { root.appending(path: ".build/\($0)/tripsite") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    func run(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> Run {
        let binary = try #require(Self.binary, "the tripsite binary was not built")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.currentDirectoryURL = folder
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let exit = try process.start()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        exit.wait()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Pages kept by one `tripsite build` are used by the next, another process: their keys
    /// (`StableHasher`) do not depend on the process's random hashing seed.
    @Test func aSecondProcessTakesThePagesTheFirstKept() throws {
        let site = try FixtureSite([
            "content/trips/kona.md": SharedFixtures.kona,
            "content/trips/kyoto.md": tripFile("title: Kyoto\nseason: spring", body: "Temples.\n"),
        ])
        defer { site.remove() }
        func keptPages() throws -> Int? {
            let result = try run(["build", "--verbose"], in: site.root)
            #expect(result.status == 0, "\(result.stderr)")
            guard
                let line = result.stdout.split(separator: "\n").first(where: {
                    $0.contains("kept from an earlier build")
                })
            else { return nil }
            return Int(line.split(separator: " ")[1])
        }
        #expect(try keptPages() == 0)
        let first = site.outputFiles()
        let kept = try #require(try keptPages())
        #expect(kept > 10)
        #expect(site.outputFiles() == first)
    }

    /// Every kind of input a page lists, fingerprinted in two processes (each with its own
    /// hashing seed), gives the same keys: two builds, each from an empty cache, keep the
    /// same pages under the same names. The journal has what each kind reads: site settings, a
    /// bundle with a photo, a gallery and a route, dates in two years, tags, countries and a
    /// place, a standalone page, badges of its own and the built-in ones, and enough trips
    /// for the lists to have neighbours and further pages.
    @Test func twoProcessesMakeTheSameKeysForEveryInput() throws {
        var files = [
            "site.yml": "title: Keys\nbaseURL: /\npagination: {pageSize: 2}\n",
            "content/goals.yml": """
            badges:
              - id: food-lover
                title: Food Lover
                rule: {trips: 2, tag: food}
            """,
            "content/pages/about.md": tripFile("title: About", body: "Hi.\n"),
            "content/trips/alps/index.md": tripFile(
                "title: Alps\ncountry: CH\nlocation: {name: Zermatt, lat: 46.02, lon: 7.75}\nphoto: cover.jpg\n"
                    + "season: summer\nstart: 2024-07-01\nend: 2024-07-03\ntags: [hiking, huts]",
                body: "Walks.\n\n## Activities\n\n- [x] Ridge (2024-07-02)\n- [ ] Glacier\n"),
            "content/trips/alps/route.gpx": """
            <?xml version="1.0"?>
            <gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>
            <trkpt lat="46.00" lon="7.70"><ele>1600</ele><time>2024-07-01T08:00:00Z</time></trkpt>
            <trkpt lat="46.02" lon="7.74"><ele>1900</ele><time>2024-07-01T10:00:00Z</time></trkpt>
            <trkpt lat="46.05" lon="7.78"><ele>2300</ele><time>2024-07-01T12:30:00Z</time></trkpt>
            </trkseg></trk></gpx>
            """,
        ]
        for (index, season) in ["winter", "spring", "fall", "summer", "spring"].enumerated() {
            files["content/trips/trip\(index).md"] = tripFile(
                "title: Trip \(index)\ncountry: \(index % 2 == 0 ? "Japan" : "NO")\nseason: \(season)\n"
                    + "start: 202\(5 - index % 2)-0\(index + 1)-10\ntags: [food]",
                body: "Day \(index).\n\n## Activities\n\n- [x] One (202\(5 - index % 2)-0\(index + 1)-11)\n")
        }
        let site = try FixtureSite(files, includeConfig: false)
        defer { site.remove() }
        try site.addPhoto("upright.jpg", at: "content/trips/alps/cover.jpg")
        try site.addPhoto("tiny.jpg", at: "content/trips/alps/gallery-1.jpg")
        // Both builds use one cache folder and one output folder (a photo's cached file is
        // part of what its pages read), each starting from nothing.
        let cache = site.root.appending(path: "cache")
        func keys() throws -> [String] {
            try? FileManager.default.removeItem(at: cache)
            try? FileManager.default.removeItem(at: site.output)
            let result = try run(["build", "--cache-dir", cache.path], in: site.root)
            #expect(result.status == 0, "\(result.stderr)")
            return try FileManager.default.contentsOfDirectory(atPath: cache.appending(path: "pages").path)
                .filter { $0.allSatisfy(\.isHexDigit) }.sorted()
        }
        let first = try keys()
        #expect(first.count > 40)
        #expect(try keys() == first)
    }

    @Test func buildSucceedsAndPrintsASummary() throws {
        let site = try FixtureSite(["content/trips/kona.md": SharedFixtures.kona])
        defer { site.remove() }
        let result = try run(["build"], in: site.root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Built "))
        #expect(result.stdout.contains("1 trip"))
        #expect(FileManager.default.fileExists(atPath: site.output.appending(path: "trips/kona/index.html").path))
    }

    /// jemalloc is the process's malloc (TripSiteAllocator), with the options the executable
    /// compiles in: asked to, it prints its statistics and options when the process exits.
    /// glibc's malloc ignores `MALLOC_CONF` and prints nothing.
    @Test func theBinaryAllocatesWithJemalloc() throws {
        let folder = FileManager.default.temporaryDirectory
        let general = ["MALLOC_CONF": "stats_print:true,stats_print_opts:mdablxeh"]
        let result = try run(["--version"], in: folder, environment: general)
        #expect(result.status == 0)
        #expect(result.stderr.contains("jemalloc statistics"), "\(result.stderr.prefix(500))")
        #expect(result.stderr.contains("opt.background_thread: true"))
        #expect(result.stderr.contains("opt.dirty_decay_ms: 1000"))
    }

    @Test func contentErrorsExitOneWithLocations() throws {
        let site = try FixtureSite([
            "content/trips/a.md": tripFile("title: A\nstart: 2025-13-45"),
            "content/trips/b.md": tripFile("title: B\nseason: monsoon"),
        ])
        defer { site.remove() }
        let result = try run(["build", "--source", site.root.path, "--output", site.output.path], in: site.root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("content/trips/a.md:3:8: error: 'start' is not a valid date"))
        #expect(result.stderr.contains("content/trips/b.md:3:9: error: unknown season 'monsoon'"))
        #expect(!FileManager.default.fileExists(atPath: site.output.path))
    }

    @Test func usageErrorsExitTwo() throws {
        let site = try FixtureSite([:])
        defer { site.remove() }
        #expect(try run(["build", "--no-such-flag"], in: site.root).status == 2)
        #expect(try run(["build", "--base-url", "ftp://x"], in: site.root).status == 2)
        #expect(try run(["frobnicate"], in: site.root).status == 2)
        #expect(try run(["--help"], in: site.root).status == 0)
    }

    @Test func newSiteScaffoldsAWorkingSiteAndNewTripAddsATrip() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "tripsite-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let created = try run(["new", "site", "journal"], in: folder)
        #expect(created.status == 0, "\(created.stderr)")
        let journal = folder.appending(path: "journal")
        let trip = try run(["new", "trip", "Zürich Layover"], in: journal)
        #expect(trip.status == 0, "\(trip.stderr)")
        let tripPath = journal.appending(path: "content/trips/zurich-layover.md")
        let text = try String(contentsOf: tripPath, encoding: .utf8)
        #expect(text.contains("title: \"Zürich Layover\""))
        #expect(text.contains("## Activities"))
        #expect(try run(["new", "trip", "Zürich Layover"], in: journal).status != 0, "never overwrites")
        let build = try run(["build", "--drafts"], in: journal)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stderr.isEmpty, "a new site builds without warnings: \(build.stderr)")
        for path in [
            "public/index.html", "public/trips/kona-deep-dive/index.html", "public/trips/zurich-layover/index.html",
            "public/about/index.html",
        ] {
            #expect(FileManager.default.fileExists(atPath: journal.appending(path: path).path), "missing \(path)")
        }
        #expect(try run(["new", "site", "journal"], in: folder).status != 0, "refuses a non-empty folder")
    }

    @Test func defaultOutputIsInsideTheSiteFolderAndPathsAreShownFromHere() throws {
        let site = try FixtureSite(["content/trips/a.md": tripFile("title: A")])
        defer { site.remove() }
        let parent = site.root.deletingLastPathComponent()
        let name = site.root.lastPathComponent
        let ok = try run(["build", "--source", name], in: parent)
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(FileManager.default.fileExists(atPath: site.root.appending(path: "public/trips/a/index.html").path))
        #expect(ok.stdout.contains("→ \(name)/public"))
        try site.write("content/trips/b.md", tripFile("title: B\nstart: 2025-13-45"))
        let bad = try run(["build", "--source", name], in: parent)
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("\(name)/content/trips/b.md:3:8: error:"), "\(bad.stderr)")
    }

    @Test func newTripRefusesASlugThatIsABundle() throws {
        let site = try FixtureSite(["content/trips/lofoten/index.md": tripFile("title: Lofoten")])
        defer { site.remove() }
        let result = try run(["new", "trip", "Lofoten"], in: site.root)
        #expect(result.status != 0)
        #expect(result.stderr.contains("content/trips/lofoten already exists"))
        #expect(!FileManager.default.fileExists(atPath: site.root.appending(path: "content/trips/lofoten.md").path))
    }

    @Test func serveReportsAPortInUse() throws {
        let site = try FixtureSite(["content/trips/a.md": tripFile("title: A")])
        defer { site.remove() }
        // Hold a port.
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        listen(fd, 1)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        let port = Int(UInt16(bigEndian: address.sin_port))
        let result = try run(["serve", "--port", String(port)], in: site.root)
        #expect(result.status == 3)
        #expect(result.stderr.contains("port \(port) on 127.0.0.1 is already in use"), "\(result.stderr)")
    }

    @Test func checkAndStrictForCI() throws {
        let site = try FixtureSite(SharedFixtures.brokenLinksSite)
        defer { site.remove() }
        let check = try run(["check"], in: site.root)
        #expect(check.status == 1, "broken links are errors in check")
        #expect(check.stderr.contains("content/trips/kona.md:7: error: broken link '/trips/nowhere/'"))
        #expect(!FileManager.default.fileExists(atPath: site.output.path), "check writes nothing")
        let json = try run(["check", "--format", "json"], in: site.root)
        #expect(json.status == 1)
        let entries = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
        #expect(entries?.first?["file"] as? String == "content/trips/kona.md")
        #expect(entries?.first?["severity"] as? String == "error")
        // A plain build passes with warnings; --strict fails on them; --quiet prints no summary.
        let build = try run(["build", "--quiet"], in: site.root)
        #expect(build.status == 0 && build.stdout.isEmpty)
        #expect(build.stderr.contains("warning: broken link"))
        #expect(try run(["build", "--strict"], in: site.root).status == 1)
        // A clean site: check exits 0.
        let clean = try FixtureSite([
            "content/trips/a.md": tripFile("title: A", body: "[B](/trips/b/)\n"),
            "content/trips/b.md": tripFile("title: B", body: "Hi.\n"),
        ])
        defer { clean.remove() }
        let ok = try run(["check"], in: clean.root)
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(ok.stdout.contains("0 errors, 0 warnings."))
    }
}
