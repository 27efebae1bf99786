import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import TripSiteCore
import TripSiteIncremental
import TripSiteStore

/// `tripsite serve`: builds the site in memory, serves it on loopback over Hummingbird,
/// watches the files, rebuilds only what changed and tells open browsers to reload.
///
/// What it trusts and what it does not: the request path is untrusted; it is decoded,
/// checked (`RequestPath`) and then only looked up in the in-memory site, so no file outside
/// the built site can be read, whatever the path or any symbolic link says. Nothing is ever
/// served from the user's `public/` folder.
package final class PreviewServer: Sendable {
    package let state: SiteState
    let builder: IncrementalBuilderBox
    let gallery: [UInt8]
    let root: URL

    /// - Parameter deferredPageLimit: how many pages a rebuild makes before the reload event;
    ///   the others are made when asked for, or in the background (`IncrementalBuilder+Deferred`).
    package init(options: BuildOptions, heartbeatInterval: Duration = .seconds(10), deferredPageLimit: Int? = 16) {
        state = SiteState(heartbeatInterval: heartbeatInterval)
        var options = options
        options.baseURL = "/"
        root = options.source
        let incremental = IncrementalBuilder(options: options, mode: .serve(liveReloadScript: LiveReloadScript.path))
        incremental.deferredPageLimit = deferredPageLimit
        builder = IncrementalBuilderBox(incremental)
        gallery = ComponentsGallery.render(config: SiteConfig.defaults(title: "Components"))
    }

    /// Builds (all of it, or after `changed` paths) and publishes the result. A failed build
    /// keeps the last good site and reports the errors to browsers.
    @discardableResult
    package func rebuild(changed: Set<String>? = nil) async -> Result<IncrementalBuilder.Result, BuildFailure> {
        let outcome = await builder.build(changed: changed, viewed: await state.viewedPages)
        switch outcome {
        case .success(let result):
            let event: ReloadEvent? =
                if changed == nil && result.modified.count == result.files.count {
                    nil
                } else if result.modified.isEmpty && result.removed.isEmpty && result.deferred.isEmpty {
                    nil
                } else if result.onlyStylesheetsChanged {
                    .stylesheets
                } else {
                    .reload
                }
            let publishing = Trace.now
            await state.publish(result, event: event)
            Trace.elapsed("publish", since: publishing)
            if !result.deferred.isEmpty || result.searchDeferred {
                Task(priority: .background) { await self.makeDeferredPages() }
            }
        case .failure(let failure):
            await state.fail(failure.diagnostics)
        }
        return outcome
    }

    /// Makes the deferred pages a few at a time (up to 8, or as many as 10 ms takes: a
    /// rebuild waits at most for one batch, or for its one page over the time) and
    /// hands them to the state, until none is waiting; one task at a time. The search index's
    /// parts are patched without the builder (a rebuild does not wait for them; one that
    /// comes meanwhile has them patched again).
    func makeDeferredPages() async {
        guard await state.beginFilling() else { return }
        while !Task.isCancelled {
            if let waiting = await builder.deferredSearchWork() {
                // On one core: the other is left to a rebuild that comes meanwhile.
                let search = await IncrementalBuilderBox.inBackground {
                    var search = waiting
                    search.run()
                    return search
                }
                let (generation, made) = await builder.finishDeferredSearch(search)
                if !made.isEmpty { await state.fill(made, generation: generation) }
                await Task.yield()
                continue
            }
            let (generation, made) = await builder.makeDeferred(upTo: 8, within: .milliseconds(10))
            if made.isEmpty { break }
            await state.fill(made, generation: generation)
            await Task.yield()
        }
        await state.endFilling()
    }

    /// Rebuilds on every batch of changes until the task is cancelled: a line per rebuild to
    /// `summary` (none when nil), its warnings or errors to `problem`.
    package func watch(
        _ watcher: FileWatcher, summary: (@Sendable (String) -> Void)?, problem: @escaping @Sendable (String) -> Void
    ) async {
        for await batch in watcher.changes() {
            let clock = ContinuousClock()
            let start = clock.now
            switch await rebuild(changed: batch) {
            case .success(let result):
                let ms = start.duration(to: clock.now).milliseconds
                let stages = result.timings.map { "\($0.stage.rawValue) \(Int(($0.seconds * 1000).rounded()))" }.joined(
                    separator: ", ")
                let deferred = result.deferred.isEmpty ? "" : ", \(result.deferred.count) pages deferred"
                summary?(
                    "Rebuilt after \(batch.sorted().joined(separator: ", ")): \(result.rendered.count) file\(result.rendered.count == 1 ? "" : "s") made\(deferred) in \(ms) ms (\(stages) ms)"
                )
                for warning in result.warnings { problem(warning.description) }
            case .failure(let failure):
                for diagnostic in failure.diagnostics { problem(diagnostic.description) }
                problem("Build failed; still serving the last good site.")
            }
        }
    }

    /// Whether `host` is a loopback address (anything else exposes drafts to the network).
    package static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }

    /// Whether a request's `Host` header may reach a server listening on `bound`. On a
    /// loopback address only loopback names are (`localhost`, `*.localhost`, `127.x.x.x`,
    /// `[::1]`), with any port: a page of another site whose name was pointed at 127.0.0.1
    /// (DNS rebinding) names its own host, and would otherwise read the preview, drafts
    /// included. A server the user put on the network answers any name; a request without
    /// the header (no browser sends one) is answered too.
    package static func acceptsHost(_ header: String?, boundTo bound: String) -> Bool {
        guard isLoopback(bound), let header else { return true }
        var name = header.lowercased()
        if name.hasPrefix("[") {
            name = String(name.dropFirst().prefix { $0 != "]" })
        } else if let colon = name.lastIndex(of: ":") {
            name = String(name[..<colon])
        }
        if name.hasSuffix(".") { name.removeLast() }
        return name == "localhost" || name.hasSuffix(".localhost") || name == "::1"
            || (name.hasPrefix("127.") && name.split(separator: ".").count == 4
                && name.split(separator: ".").allSatisfy { UInt8($0) != nil })
    }

    private func plainText(_ text: String, status: HTTPResponse.Status, head: Bool) -> Response {
        Response(
            status: status, headers: [.contentType: "text/plain; charset=utf-8"],
            body: head ? .init() : .init(byteBuffer: ByteBuffer(string: text)))
    }

    // MARK: - HTTP

    /// The HTTP server: every connection bounded by `limits` (`PreviewChannel`), each request
    /// answered by `respond`; `onRunning` gets the port it listens on.
    package func application(
        host: String, port: Int, limits: ConnectionLimits = .standard,
        onRunning: @escaping @Sendable (Int) async -> Void
    ) -> some ApplicationProtocol {
        let responder = CallbackResponder<PreviewRequestContext> { request, context in
            try await self.respond(to: request, channel: context.channel, boundTo: host, limits: limits)
        }
        var logger = Logger(label: "tripsite.serve")
        logger.logLevel = .error
        return Application(
            responder: responder,
            server: HTTPServerBuilder { PreviewChannel(responder: $0, limits: limits) },
            configuration: .init(address: .hostname(host, port: port), serverName: "TripSite"),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) },
            logger: logger
        )
    }

    /// Answers one request. `channel` is the connection it came on (an event stream ends
    /// when it closes); nil only when there is none, as in a direct call. `host` is the
    /// address the server listens on: on loopback, a request naming another host is refused
    /// (`acceptsHost`).
    func respond(
        to request: Request, channel: (any Channel)? = nil, boundTo host: String? = nil,
        limits: ConnectionLimits = .standard
    ) async throws -> Response {
        guard request.method == .get || request.method == .head else {
            return Response(status: .methodNotAllowed, headers: [.allow: "GET, HEAD"])
        }
        if let host, !Self.acceptsHost(request.head.authority, boundTo: host) {
            return plainText(
                "This preview answers only to localhost: a page of another site (here \(request.head.authority ?? "")) "
                    + "may not read it.\n", status: .forbidden, head: request.method == .head)
        }
        let isHead = request.method == .head
        let path = request.uri.path
        switch path {
        case LiveReloadScript.eventsPath:
            if isHead {
                return Response(status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"])
            }
            guard await state.listenerCount < limits.eventStreams else {
                return Response(
                    status: .serviceUnavailable,
                    headers: [.retryAfter: "5", .contentType: "text/plain; charset=utf-8", .contentLength: "0"])
            }
            return await events(on: channel, viewing: await viewedPage(request.uri.query))
        case LiveReloadScript.path:
            return send(
                ServedFile(bytes: LiveReloadScript.source, path: "live-reload.js"), request: request, head: isHead,
                cache: false)
        case LiveReloadScript.statusPath:
            return send(
                ServedFile(bytes: await statusJSON(), path: "status.json"), request: request, head: isHead, cache: false
            )
        case "/_components", "/_components/":
            if path == "/_components" { return redirect("/_components/") }
            return send(ServedFile(bytes: gallery, path: "index.html"), request: request, head: isHead)
        default:
            break
        }
        switch await state.resolve(path) {
        case .badRequest:
            return Response(
                status: .badRequest, headers: [.contentType: "text/plain; charset=utf-8"],
                body: isHead ? .init() : .init(byteBuffer: ByteBuffer(string: "Bad request path.\n")))
        case .redirect(let location):
            let query = request.uri.query.map { "?" + $0 } ?? ""
            return redirect(location + query)
        case .notFound:
            if await state.isEmpty, !(await state.failure.isEmpty) {
                return errorPage(await state.failure, head: isHead)
            }
            if let page = await state.file("404.html") {
                return send(page, request: request, head: isHead, status: .notFound, cache: false)
            }
            return Response(status: .notFound)
        case .file(let key):
            guard let file = await served(key) else { return Response(status: .notFound) }
            return send(file, request: request, head: isHead)
        }
    }

    /// The file at `key`: as published, or a deferred page made now; a part of the search
    /// index from the builder (made now if it waits).
    private func served(_ key: String) async -> ServedFile? {
        if SiteState.isSearchPart(key) {
            return await builder.bytes(of: key).map { ServedFile(bytes: $0.bytes, path: key) }
        }
        // One look at the state: asked separately ("a file?", then "waiting?"), the background
        // task could fill the page in between, and the request would find it neither.
        switch await state.lookup(key) {
        case .file(let file): return file
        case .missing: return nil
        case .pending:
            // Made by the background task meanwhile (or replaced by a rebuild): the state has it.
            guard let (generation, bytes) = await builder.bytes(of: key) else { return await state.file(key) }
            await state.fill([(key, bytes)], generation: generation)
            return ServedFile(bytes: bytes, path: key)
        }
    }

    private func redirect(_ location: String) -> Response {
        Response(status: .movedPermanently, headers: [.location: location, .contentLength: "0"])
    }

    /// Sends a file with its type and length and, when `cache`, its entity tag, answering a
    /// matching `If-None-Match` with 304.
    ///
    /// Not Hummingbird's `FileMiddleware`, even over an in-memory `FileProvider`: paths here
    /// go through `RequestPath` (its refusals, `index.html`, redirects that keep the query, the
    /// site's own 404 page); its entity tags come from a modification date and the size, where
    /// ours hash the bytes, so a page a rebuild left as it was keeps its tag (and the browser
    /// its copy); it compares `If-None-Match` as one exact string, not as a list of tags, weak
    /// or `*`; and its types lack the charset and the feed's type (`MediaType.of` builds on
    /// its table instead).
    private func send(
        _ file: ServedFile, request: Request, head: Bool, status: HTTPResponse.Status = .ok, cache: Bool = true
    ) -> Response {
        var headers: HTTPFields = [.contentType: file.contentType, .cacheControl: "no-cache"]
        if cache {
            headers[.eTag] = file.etag
            if status == .ok, let match = request.headers[.ifNoneMatch], Self.matches(match, etag: file.etag) {
                return Response(status: .notModified, headers: headers)
            }
        }
        headers[.contentLength] = String(file.bytes.count)
        return Response(
            status: status, headers: headers, body: head ? .init() : .init(byteBuffer: ByteBuffer(bytes: file.bytes)))
    }

    /// `If-None-Match` uses the weak comparison (RFC 9110 §13.1.2): `W/"x"` matches `"x"`.
    package static func matches(_ header: String, etag: String) -> Bool {
        header.split(separator: ",").contains { candidate in
            var tag = candidate.trimmingCharacters(in: .whitespaces)
            if tag == "*" { return true }
            if tag.hasPrefix("W/") { tag.removeFirst(2) }
            return tag == etag
        }
    }

    /// The output path of the page a live-reload script says it is on (`?page=/trips/kona/`),
    /// if the site has it.
    private func viewedPage(_ query: String?) async -> String? {
        guard let query, query.hasPrefix("page=") else { return nil }
        guard case .file(let path) = await state.resolve(String(query.dropFirst("page=".count))) else { return nil }
        return path
    }

    /// Server-Sent Events: one `event: NAME` per rebuild, and a comment line at every
    /// heartbeat. The stream ends as soon as its connection closes, or the browser
    /// half-closes it (`EventStreamCloser`), so a browser that has gone leaves nothing
    /// behind: no listener, no waiting task, no connection buffers. The heartbeat's failed
    /// write remains the backstop for a peer that vanished without a FIN or RST.
    private func events(on channel: (any Channel)?, viewing page: String?) async -> Response {
        let (id, stream) = await state.subscribe(viewing: page)
        if let channel {
            let state = self.state
            channel.closeFuture.whenComplete { _ in Task { await state.unsubscribe(id) } }
            // Fails only on a connection already closed, which `closeFuture` has handled.
            try? await channel.pipeline.addHandler(EventStreamCloser()).get()
        }
        let headers: HTTPFields = [.contentType: "text/event-stream", .cacheControl: "no-cache"]
        return Response(
            status: .ok, headers: headers,
            body: ResponseBody { writer in
                try await writer.write(ByteBuffer(string: "retry: 500\n: connected\n\n"))
                for await event in stream {
                    if event == .heartbeat {
                        try await writer.write(ByteBuffer(string: ": heartbeat\n\n"))
                    } else {
                        try await writer.write(ByteBuffer(string: "event: \(event.name)\ndata: \(event.name)\n\n"))
                    }
                }
                try await writer.finish(nil)
            })
    }

    private func statusJSON() async -> [UInt8] {
        Self.statusJSON(
            failure: await state.failure, listeners: await state.listenerCount, shown: await state.shownPages)
    }

    /// `{"ok":…,"diagnostics":[{"location","severity","message"}],"listeners":…,"shown":[…]}`
    /// for the overlay, which shows it as a person reads it: control and bidi characters
    /// escaped (`DisplayText`).
    package static func statusJSON(failure: [Diagnostic], listeners: Int = 0, shown: [String] = []) -> [UInt8] {
        struct Status: Encodable {
            struct Entry: Encodable {
                var location: String
                var severity: String
                var message: String
            }
            var ok: Bool
            var diagnostics: [Entry]
            /// Open event streams: what `bench/sse_churn.py` watches return to its baseline.
            var listeners: Int
            /// The pages the open browsers said they show (`SiteState.viewedPages`), by path.
            var shown: [String]
        }
        let status = Status(
            ok: failure.isEmpty,
            diagnostics: failure.map {
                .init(
                    location: DisplayText.escaped($0.location), severity: $0.severity.rawValue,
                    message: DisplayText.escaped($0.message))
            }, listeners: listeners, shown: shown)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let fallback = Data("{\"ok\":true,\"diagnostics\":[],\"listeners\":0,\"shown\":[]}".utf8)
        return [UInt8]((try? encoder.encode(status)) ?? fallback)
    }

    /// Shown when there is no good build yet: the errors, escaped, and the live-reload script.
    private func errorPage(_ diagnostics: [Diagnostic], head: Bool) -> Response {
        let html = ErrorPage.render(diagnostics)
        return Response(
            status: .internalServerError,
            headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-cache"],
            body: head ? .init() : .init(byteBuffer: ByteBuffer(string: html)))
    }
}

/// The incremental builder on a queue of its own: one operation at a time, each run off
/// Swift's cooperative pool. A rebuild, a batch of deferred pages or a page made when asked
/// for holds its thread for milliseconds to hundreds of them; on the pool (a thread per core),
/// two of them at once left no thread to the file watcher, the event streams and the other
/// requests, and an edit's reload event waited for them.
package final class IncrementalBuilderBox: @unchecked Sendable {
    private let queue = DispatchQueue(label: "tripsite.builder", qos: .userInitiated)
    /// Touched only on `queue`.
    private let builder: IncrementalBuilder

    init(_ builder: IncrementalBuilder) { self.builder = builder }

    /// `body`'s result, run with the builder on its queue.
    private func run<Value: Sendable>(_ body: @escaping @Sendable (IncrementalBuilder) -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: body(self.builder)) }
        }
    }

    /// An output of the last good build (a deferred page made now), with the build's count.
    func bytes(of path: String) async -> (generation: Int, bytes: [UInt8])? {
        await run { builder in builder.bytes(of: path).map { (builder.generation, $0) } }
    }

    func makeDeferred(
        upTo count: Int, within budget: Duration? = nil
    ) async -> (generation: Int, files: [(path: String, bytes: [UInt8])]) {
        await run { builder in Trace.time("deferred.batch") { builder.makeDeferred(upTo: count, within: budget) } }
    }

    func deferredSearchWork() async -> IncrementalBuilder.DeferredSearchWork? {
        await run { $0.deferredSearchWork() }
    }

    func finishDeferredSearch(
        _ work: IncrementalBuilder.DeferredSearchWork
    ) async -> (generation: Int, files: [(path: String, bytes: [UInt8])]) {
        await run { builder in Trace.time("deferred.search") { builder.finishDeferredSearch(work) } }
    }

    /// Builds after `changed`, making first the pages browsers show (`viewed`).
    func build(
        changed: Set<String>?, viewed: Set<String>? = nil
    ) async -> Result<IncrementalBuilder.Result, BuildFailure> {
        let queued = Trace.now
        return await run { builder in
            // Behind a batch of deferred pages, or a page asked for.
            Trace.elapsed("builder.wait", since: queued)
            builder.viewedPages = viewed
            let started = Trace.now
            defer { Trace.elapsed("builder.build", since: started) }
            do throws(BuildFailure) {
                return .success(try builder.build(changedPaths: changed))
            } catch {
                return .failure(error)
            }
        }
    }

    /// Runs `work` on a low-priority thread, off the pool and the builder's queue: the
    /// deferred search index's parts, hundreds of milliseconds, on one core.
    static func inBackground<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .utility).async {
                continuation.resume(returning: Parallelism.$oneCore.withValue(true) { work() })
            }
        }
    }
}
