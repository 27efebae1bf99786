import Foundation
import Hummingbird
import Testing
import TripSiteCore
import TripSiteIncremental
import TripSitePreview
import TripSiteTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// The preview server over real HTTP on an ephemeral loopback port, in-process.
@Suite(.serialized) struct PreviewServerTests {
    static let files: [String: String] = [
        "content/trips/kona.md": tripFile(
            "title: Kona\nseason: summer\nstart: 2025-06-01",
            body: "Warm water.\n\n## Activities\n- [x] Snorkel (2025-06-03)\n"),
        "content/trips/kyoto.md": tripFile("title: Kyoto\nseason: spring\nstart: 2025-04-01", body: "Temples.\n"),
        "static/photo.png": "png",
        "static/font.woff2": "woff2",
        "static/data.json": "{}",
    ]

    /// A running server for one test: its site, port and the task to cancel.
    struct Running {
        var site: FixtureSite
        var server: PreviewServer
        var http: RawHTTP
        var task: Task<Void, Error>
        var watching: Task<Void, Never>?

        func stop() {
            watching?.cancel()
            task.cancel()
            site.remove()
        }
    }

    func start(
        files: [String: String] = PreviewServerTests.files, watch: Bool = false, heartbeat: Duration = .seconds(10),
        deferredPageLimit: Int? = 64, limits: ConnectionLimits = .standard,
        built: ((IncrementalBuilder.Result) -> Void)? = nil
    ) async throws -> Running {
        let site = try FixtureSite(files)
        let server = PreviewServer(
            options: BuildOptions(source: site.root, output: site.output), heartbeatInterval: heartbeat,
            deferredPageLimit: deferredPageLimit)
        if case .success(let result) = await server.rebuild() { built?(result) }
        let (portStream, portContinuation) = AsyncStream<Int>.makeStream()
        let app = server.application(host: "127.0.0.1", port: 0, limits: limits) { port in portContinuation.yield(port)
        }
        // Its own threads: a test elsewhere in the suite that waits on a subprocess holds a
        // thread of the cooperative pool, and two of them would leave the server none.
        // A server that stops before it listens ends the stream, so the test fails instead
        // of waiting for a port forever.
        let task = Task(executorPreference: DedicatedExecutor.servers) {
            defer { portContinuation.finish() }
            try await app.run()
        }
        var port = 0
        for await value in portStream {
            port = value
            break
        }
        try #require(port != 0, "the server stopped before it listened")
        var watching: Task<Void, Never>?
        if watch {
            let watcher = FileWatcher(root: site.root)
            // Its own threads too, for the same reason: a rebuild waits for no other test.
            watching = Task(executorPreference: DedicatedExecutor.servers) {
                await server.watch(watcher, summary: nil) { _ in }
            }
            try await Task.sleep(for: .milliseconds(200))
        }
        return Running(site: site, server: server, http: RawHTTP(port: port), task: task, watching: watching)
    }

    @Test func contentTypesHeadAndETags() async throws {
        let running = try await start()
        defer { running.stop() }
        let http = running.http
        for (path, type) in [
            ("/", "text/html; charset=utf-8"), ("/theme/style.css", "text/css; charset=utf-8"),
            ("/theme/activities.js", "text/javascript; charset=utf-8"),
            ("/badges/first-trip/badge.svg", "image/svg+xml"),
            ("/photo.png", "image/png"), ("/font.woff2", "font/woff2"), ("/data.json", "application/json"),
        ] {
            let response = try await http.request(path)
            #expect(response.status == 200, "\(path)")
            #expect(response.headers["content-type"] == type, "\(path)")
        }
        let page = try await http.request("/trips/kona/")
        #expect(page.text.contains("Warm water."))
        let etag = try #require(page.headers["etag"])
        let head = try await http.request("/trips/kona/", method: "HEAD")
        #expect(head.status == 200 && head.body.isEmpty)
        #expect(head.headers["content-length"] == String(page.body.count))
        #expect(head.headers["etag"] == etag)
        let cached = try await http.request("/trips/kona/", headers: ["If-None-Match": etag])
        #expect(cached.status == 304 && cached.body.isEmpty)
        #expect(try await http.request("/trips/kona/", headers: ["If-None-Match": "\"other\""]).status == 200)
        #expect(try await http.request("/", method: "POST").status == 405)
    }

    /// Every thread of the cooperative pool held (as tests waiting on Chromium or the Nu
    /// checker hold them): the server under test still answers, on threads of its own. Before,
    /// it waited for a thread, and a request timed out after 30 s in one CI run in three.
    @Test func answersWhileTheCooperativePoolIsHeld() async throws {
        let running = try await start()
        defer { running.stop() }
        let http = running.http
        // The page made first: a page still waiting is made by the builder, on the pool.
        #expect(try await http.request("/trips/kona/").status == 200)
        let width = ProcessInfo.processInfo.activeProcessorCount
        let (status, seconds) = try await offThePool {
            let started = DispatchSemaphore(value: 0)
            let release = DispatchSemaphore(value: 0)
            for _ in 0..<width {
                Task.detached {
                    started.signal()
                    _ = release.wait(timeout: .now() + 10)
                }
            }
            for _ in 0..<width { _ = started.wait(timeout: .now() + 20) }
            defer { for _ in 0..<width { release.signal() } }
            let clock = ContinuousClock.now
            let response = try http.blockingRequest("/trips/kona/")
            return (response.status, (ContinuousClock.now - clock) / .seconds(1))
        }
        #expect(status == 200)
        #expect(seconds < 5, "the server waited \(seconds) s for the pool")
    }

    @Test func redirectsAndNotFound() async throws {
        let running = try await start()
        defer { running.stop() }
        let redirect = try await running.http.request("/trips/kona")
        #expect(redirect.status == 301)
        #expect(redirect.headers["location"] == "/trips/kona/")
        let missing = try await running.http.request("/no/such/page/")
        #expect(missing.status == 404)
        #expect(missing.text.contains("Page not found"))
        #expect(try await running.http.request("/trips/").status == 404, "no directory listings")
    }

    @Test(arguments: [
        "/../site.yml", "/%2e%2e/site.yml", "/%2E%2E%2Fsite.yml", "/trips/..%2f..%2fsite.yml", "/..%5csite.yml",
        "/..\\site.yml", "/index.html%00", "/../../../../etc/passwd", "/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
    ])
    func neverServesOutsideTheSite(_ path: String) async throws {
        let running = try await start()
        defer { running.stop() }
        let response = try await running.http.request(path)
        #expect([400, 404].contains(response.status), "\(path) → \(response.status)")
        #expect(!response.text.contains("title: Test Trips"), "site.yml leaked")
        #expect(!response.text.contains("root:"), "/etc/passwd leaked")
    }

    @Test func symlinksOutOfTheSiteAreNotServed() async throws {
        let site = try FixtureSite(Self.files)
        defer { site.remove() }
        try FileManager.default.createSymbolicLink(
            atPath: site.root.appending(path: "static/hosts").path, withDestinationPath: "/etc/hosts")
        let server = PreviewServer(options: BuildOptions(source: site.root, output: site.output))
        _ = await server.rebuild()
        #expect(await server.state.file("hosts") == nil)
    }

    /// With a limit of one page, the first build defers nearly every page: a page asked for
    /// is made then, the others fill in in the background, and every page is what a build
    /// without deferred pages makes.
    @Test func deferredPagesAreMadeWhenAskedForAndInTheBackground() async throws {
        nonisolated(unsafe) var deferred: [String] = []
        let running = try await start(deferredPageLimit: 1) { deferred = $0.deferred }
        defer { running.stop() }
        #expect(deferred.count > 10)
        var options = BuildOptions(source: running.site.root, output: running.site.output)
        options.baseURL = "/"
        let whole = try IncrementalBuilder(options: options, mode: .serve(liveReloadScript: LiveReloadScript.path))
            .build().files
        let page = try #require(deferred.first { $0.hasPrefix("trips/") })
        let response = try await running.http.request("/" + page)
        #expect(response.status == 200)
        #expect(response.body == whole[page])
        for _ in 0..<100 where !(await running.server.state.pending.isEmpty) {
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(await running.server.state.pending.isEmpty)
        for path in deferred {
            #expect(await running.server.state.file(path)?.bytes == whole[path], "\(path)")
        }
    }

    /// A trip added to a journal whose search index is in parts: the reload does not wait for
    /// the index, and the search page asked for then comes with its parts, each a clean
    /// build's, while the parts no longer used are gone.
    @Test func searchPartsWaitForTheSearchPage() async throws {
        var files = ["site.yml": FixtureSite.defaultConfig]
        for name in ["alta", "bodo", "narvik"] {
            let words = (0..<3000).map { "\(name)word\($0)" }.joined(separator: " ")
            files["content/trips/\(name).md"] = tripFile("title: \(name)\nstart: 2025-01-01", body: words + "\n")
        }
        nonisolated(unsafe) var first: [String: [UInt8]] = [:]
        let running = try await start(files: files) { first = $0.files }
        defer { running.stop() }
        let isPart = { (path: String) in path.hasPrefix(SearchShards.folder) }
        try running.site.write("content/trips/abisko.md", tripFile("title: Abisko\nstart: 2025-02-01", body: "Snow.\n"))
        let result = try await running.server.rebuild(changed: ["content/trips/abisko.md"]).get()
        let deferred = result.searchDeferred
        #expect(deferred)
        #expect(!result.rendered.contains(where: isPart))
        var options = BuildOptions(source: running.site.root, output: running.site.output)
        options.baseURL = "/"
        let whole = try IncrementalBuilder(options: options, mode: .serve(liveReloadScript: LiveReloadScript.path))
            .build().files
        let search = try await running.http.request("/search/")
        #expect(search.status == 200)
        #expect(search.body == whole["search/index.html"])
        let parts = whole.keys.filter(isPart)
        #expect(!parts.isEmpty)
        for path in parts {
            let part = try await running.http.request("/" + path)
            #expect(part.status == 200 && part.body == whole[path], "\(path)")
        }
        let gone = try #require(first.keys.filter(isPart).first { whole[$0] == nil })
        #expect(try await running.http.request("/" + gone).status == 404)
    }

    @Test func componentsGalleryListsEveryComponent() async throws {
        let running = try await start()
        defer { running.stop() }
        let gallery = try await running.http.request("/_components/")
        #expect(gallery.status == 200)
        for id in ComponentsGallery.sections {
            #expect(gallery.text.contains("id=\"\(id)\""), "no \(id) in the gallery")
        }
        for component in [
            "card-count", "data-variant=\"wide\"", "aria-valuenow=\"0\"", "aria-valuenow=\"60\"",
            "aria-valuenow=\"100\"",
            "data-state=\"earned\"", "data-state=\"locked\"", "activity is-done", "activity-notes", "site-nav",
            "embed-facade",
        ] {
            #expect(gallery.text.contains(component), "gallery lacks \(component)")
        }
        #expect(try await running.http.request("/_components").status == 301)
    }

    @Test func buildOutputHasNoGalleryAndNoReloadScript() throws {
        let site = try FixtureSite(Self.files)
        defer { site.remove() }
        let output = try site.buildInMemory().output
        #expect(
            !output.files.keys.contains {
                $0.contains("_components") || $0.contains("_tripsite") || $0.contains("live-reload")
            })
        for (path, bytes) in output.files where path.hasSuffix(".html") {
            #expect(!String(decoding: bytes, as: UTF8.self).contains("live-reload"), "\(path) has the reload script")
        }
    }

    @Test func editsReloadTheBrowserAndErrorsKeepTheLastGoodSite() async throws {
        let running = try await start(watch: true)
        defer { running.stop() }
        let events = try EventStream(port: running.http.port, path: LiveReloadScript.eventsPath)
        try await Task.sleep(for: .milliseconds(100))

        // A body edit: a reload event, the new text served, only the trip page re-rendered.
        try running.site.write(
            "content/trips/kona.md",
            Self.files["content/trips/kona.md"]!.replacingOccurrences(of: "Warm water.", with: "Warmer water."))
        #expect(await events.next() == "reload")
        #expect(try await running.http.request("/trips/kona/").text.contains("Warmer water."))

        // A bad edit: a "failed" event, the errors in the status, the last good page still served.
        try running.site.write("content/trips/kona.md", "---\ntitle: Kona\nstart: 2025-13-45\n---\nBroken.\n")
        #expect(await events.next() == "failed")
        let status = try await running.http.request(LiveReloadScript.statusPath).text
        #expect(status.contains("\"ok\":false"))
        #expect(status.contains("content/trips/kona.md:3:8"))
        #expect(try await running.http.request("/trips/kona/").text.contains("Warmer water."))

        // Fixed: reload, and the new content.
        try running.site.write(
            "content/trips/kona.md",
            Self.files["content/trips/kona.md"]!.replacingOccurrences(of: "Warm water.", with: "Fixed water."))
        #expect(await events.next() == "reload")
        #expect(try await running.http.request("/trips/kona/").text.contains("Fixed water."))
        #expect(try await running.http.request(LiveReloadScript.statusPath).text.contains("\"ok\":true"))

        // A strings file, in a folder that was not there: reload, and its words.
        try running.site.write("i18n/en.yml", "nav.trips: Bucket list\n")
        #expect(await events.next() == "reload")
        #expect(try await running.http.request("/trips/kona/").text.contains(">Bucket list<"))

        // A stylesheet edit swaps stylesheets only.
        try running.site.write("themes/default/custom.css", "body { color: teal }\n")
        #expect(await events.next() == "css")
        #expect(try await running.http.request("/theme/style.css").text.hasSuffix("}\nbody { color: teal }\n"))
    }

    /// A browser's live-reload script says which page it shows: a rebuild makes that page
    /// before its reload event and leaves the other pages it changed to wait. A browser that
    /// does not say leaves the builder to make the first pages, up to its limit.
    @Test func thePageABrowserShowsIsMadeFirstAndTheOthersWait() async throws {
        let running = try await start()
        defer { running.stop() }
        let shown = try EventStream(port: running.http.port, path: LiveReloadScript.eventsPath + "?page=/trips/kona/")
        #expect(await shown.next(timeout: 0) == nil)
        for _ in 0..<100 where await running.server.state.viewedPages == nil {
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(await running.server.state.viewedPages == ["trips/kona/index.html"])
        let kona = Self.files["content/trips/kona.md"]!
        try running.site.write(
            "content/trips/kona.md", kona.replacingOccurrences(of: "title: Kona", with: "title: Kona Coast"))
        let shownOnly = try await running.server.rebuild(changed: ["content/trips/kona.md"]).get()
        #expect(shownOnly.rendered.contains("trips/kona/index.html"))
        #expect(!shownOnly.rendered.contains("index.html"))
        #expect(shownOnly.deferred.contains("index.html"))
        #expect(await shown.next() == "reload")
        #expect(try await running.http.request("/").text.contains("Kona Coast"))

        // Another browser that does not say: the first pages are made, as before.
        let unsaid = try EventStream(port: running.http.port, path: LiveReloadScript.eventsPath)
        for _ in 0..<100 where await running.server.state.viewedPages != nil {
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(await running.server.state.viewedPages == nil)
        try running.site.write(
            "content/trips/kona.md", kona.replacingOccurrences(of: "title: Kona", with: "title: Big Island"))
        let firstPages = try await running.server.rebuild(changed: ["content/trips/kona.md"]).get()
        #expect(firstPages.rendered.contains("index.html"))
        _ = unsaid
    }

    @Test func closedEventStreamsAreDroppedAndHeadAnswersAtOnce() async throws {
        let running = try await start(heartbeat: .milliseconds(200))
        defer { running.stop() }
        var streams: [EventStream] = []
        for _ in 0..<20 { streams.append(try EventStream(port: running.http.port, path: LiveReloadScript.eventsPath)) }
        try await Task.sleep(for: .milliseconds(300))
        #expect(await running.server.state.listenerCount == 20)
        streams.removeAll()
        try await Task.sleep(for: .milliseconds(1500))
        #expect(await running.server.state.listenerCount == 0)
        // HEAD on the stream answers at once, without holding the connection.
        let head = try await running.http.request(LiveReloadScript.eventsPath, method: "HEAD")
        #expect(head.status == 200 && head.headers["content-type"] == "text/event-stream")
    }

    /// How a test client leaves an event stream: a reset (SO_LINGER 0, what a killed tab or
    /// `bench/sse_churn.py` does) or a plain close (FIN, which the server sees as a half-close).
    enum Drop: String, CaseIterable { case reset, close }

    /// Opens the event stream and reads until its first line, so the server has subscribed.
    /// A connection reset before that line (seen once in 200 on a machine loaded by the whole
    /// suite's browsers) is not what the tests measure: it is tried again, `attempts` times.
    static func openEventStream(_ http: RawHTTP, attempts: Int = 1) throws -> Int32 {
        for attempt in 1..<max(attempts, 1) {
            do {
                return try openEventStreamOnce(http)
            } catch  where (error as NSError).code == Int(ECONNRESET) {
                Thread.sleep(forTimeInterval: 0.05 * Double(attempt))
            }
        }
        return try openEventStreamOnce(http)
    }

    private static func openEventStreamOnce(_ http: RawHTTP) throws -> Int32 {
        let fd = try http.connect()
        http.send(fd, method: "GET", path: LiveReloadScript.eventsPath, headers: ["Accept": "text/event-stream"])
        var received = ""
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !received.contains(": connected\n") {
            let count = recv(fd, &buffer, buffer.count, 0)
            guard count > 0 else {
                close(fd)
                throw POSIXError(.ECONNRESET)
            }
            received += String(decoding: buffer[0..<count], as: UTF8.self)
        }
        return fd
    }

    /// Open and drop 200 event streams with no heartbeat in sight: every listener (and the
    /// handler task and connection behind it) must go when its connection does, not wait for
    /// a heartbeat's failed write. Before, 20,000 dropped streams per heartbeat interval held
    /// ~19 KB each until then (docs/performance.md, "Serve under event-stream churn").
    @Test(arguments: Drop.allCases)
    func droppedEventStreamsAreForgottenAtOnce(_ drop: Drop) async throws {
        let running = try await start(heartbeat: .seconds(3600), limits: ConnectionLimits(eventStreams: 256))
        defer { running.stop() }
        var fds: [Int32] = []
        for _ in 0..<200 { fds.append(try Self.openEventStream(running.http, attempts: 5)) }
        #expect(await running.server.state.listenerCount == 200)
        #expect(try await running.http.request(LiveReloadScript.statusPath).text.contains("\"listeners\":200"))
        for fd in fds {
            if drop == .reset {
                var option = linger(l_onoff: 1, l_linger: 0)
                setsockopt(fd, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
            }
            close(fd)
        }
        let deadline = ContinuousClock.now + .seconds(10)
        while await running.server.state.listenerCount > 0, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(
            await running.server.state.listenerCount == 0, "\(drop): listeners left behind until the next heartbeat")
        #expect(try await running.http.request(LiveReloadScript.statusPath).text.contains("\"listeners\":0"))
    }

    @Test func pagesInServeModeCarryTheReloadScript() async throws {
        let running = try await start()
        defer { running.stop() }
        #expect(
            try await running.http.request("/").text.contains(
                "<script src=\"/_tripsite/live-reload.js\" defer></script>"))
        let script = try await running.http.request(LiveReloadScript.path)
        #expect(script.status == 200 && script.text.contains("EventSource"))
        #expect(script.headers["content-type"] == "text/javascript; charset=utf-8")
    }

    /// The client is the theme's `serve/live-reload.js`, byte for byte, and asks for the paths
    /// the server answers (it names them itself).
    @Test func theReloadScriptIsTheThemeFile() async throws {
        let running = try await start()
        defer { running.stop() }
        let file = try Data(
            contentsOf: SharedFixtures.repositoryRoot.appending(path: "themes/default/serve/live-reload.js"))
        let script = try await running.http.request(LiveReloadScript.path)
        #expect(script.body == [UInt8](file))
        #expect(script.text.contains("new EventSource(\"\(LiveReloadScript.eventsPath)?page=\" + location.pathname)"))
        #expect(script.text.contains("fetch(\"\(LiveReloadScript.statusPath)\""))
    }

    /// More event streams than the limit: the next is answered 503 (its browser retries),
    /// and one closed makes room again.
    @Test func eventStreamsAreCapped() async throws {
        let running = try await start(heartbeat: .seconds(3600), limits: ConnectionLimits(eventStreams: 2))
        defer { running.stop() }
        let open = [
            try Self.openEventStream(running.http, attempts: 5), try Self.openEventStream(running.http, attempts: 5),
        ]
        let refused = try await running.http.request(LiveReloadScript.eventsPath)
        #expect(refused.status == 503 && refused.headers["retry-after"] == "5")
        close(open[0])
        let deadline = ContinuousClock.now + .seconds(10)
        while await running.server.state.listenerCount > 1, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        let again = try Self.openEventStream(running.http, attempts: 5)
        #expect(await running.server.state.listenerCount == 2)
        close(again)
        close(open[1])
    }

    /// DNS rebinding: a page of another site whose name resolves to 127.0.0.1 sends its own
    /// name as `Host`; a preview on loopback refuses it (drafts are served there).
    @Test func aPreviewOnLoopbackAnswersOnlyToLoopbackNames() async throws {
        let running = try await start()
        defer { running.stop() }
        let rebound = try await offThePool { [http = running.http] in
            try http.exchange(Array("GET / HTTP/1.1\r\nHost: evil.example:8000\r\nConnection: close\r\n\r\n".utf8))
        }
        #expect(rebound.response?.status == 403)
        #expect(
            rebound.response.map { String(decoding: $0.body, as: UTF8.self) }?.contains("only to localhost") == true)
        for host in ["localhost:8000", "127.0.0.1", "[::1]:8000", "preview.localhost"] {
            let answer = try await offThePool { [http = running.http] in
                try http.exchange(Array("GET / HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n".utf8))
            }
            #expect(answer.response?.status == 200, "\(host)")
        }
    }

    @Test func hostNamesAcceptedOnLoopback() {
        for name in [
            "localhost", "LOCALHOST:80", "a.localhost", "127.0.0.1:8000", "127.1.2.3", "[::1]:1", "localhost.",
        ] {
            #expect(PreviewServer.acceptsHost(name, boundTo: "127.0.0.1"), "\(name)")
        }
        for name in ["evil.example", "127.0.0.1.evil.example", "localhost.evil.example", "[::2]", "0.0.0.0", ""] {
            #expect(!PreviewServer.acceptsHost(name, boundTo: "127.0.0.1"), "\(name)")
        }
        #expect(PreviewServer.acceptsHost("my-laptop.lan", boundTo: "0.0.0.0"))
        #expect(PreviewServer.acceptsHost(nil, boundTo: "127.0.0.1"))
    }

    @Test func loopbackHosts() {
        #expect(
            PreviewServer.isLoopback("127.0.0.1") && PreviewServer.isLoopback("localhost")
                && PreviewServer.isLoopback("::1"))
        #expect(!PreviewServer.isLoopback("0.0.0.0") && !PreviewServer.isLoopback("192.168.1.2"))
    }
}
