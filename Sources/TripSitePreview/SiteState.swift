import Foundation
import Hummingbird
import TripSiteCore
import TripSiteIncremental
import TripSiteStore

/// A file the preview server can send: its bytes, type and entity tag.
package struct ServedFile: Sendable {
    package var bytes: [UInt8]
    var contentType: String
    /// A strong validator: the bytes' XXH64 and their count, in hex, quoted.
    var etag: String

    init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        contentType = MediaType.of(path).description
        etag = "\"" + String(XXH64.hash(bytes), radix: 16) + "-" + String(bytes.count, radix: 16) + "\""
    }
}

/// The site the preview server is serving: the last good build, the last failure (if the
/// latest rebuild failed), and the browsers waiting for reload events. An actor, so requests
/// and rebuilds never see half an update.
package actor SiteState {
    private(set) var files: [String: ServedFile] = [:]
    /// Pages of the site not made yet (`IncrementalBuilder+Deferred`): the server asks the
    /// builder for them when they are requested, and fills them in the background.
    package private(set) var pending: Set<String> = []
    /// The builder's count of the build published last: deferred pages made for another
    /// build are not taken.
    private(set) var generation = 0
    /// Whether a task is making deferred pages (one at a time).
    private var filling = false
    private(set) var failure: [Diagnostic] = []
    private var listeners: [UUID: AsyncStream<ReloadEvent>.Continuation] = [:]
    /// The page each browser shows, by output path, when its live-reload script said which.
    private var viewing: [UUID: String] = [:]
    private var heartbeat: Task<Void, Never>?
    /// How often open event streams get a heartbeat (a browser that left is noticed then).
    let heartbeatInterval: Duration

    init(heartbeatInterval: Duration = .seconds(10)) {
        self.heartbeatInterval = heartbeatInterval
    }

    /// Whether `path` is a part of the search index. Those are served by the builder, which
    /// may make them when asked (`IncrementalBuilder+DeferredSearch`), and never kept here:
    /// parts it drops meanwhile would stay.
    static func isSearchPart(_ path: String) -> Bool { path.hasPrefix(SearchShards.folder) }

    /// A successful build: replace the served files and tell every browser.
    func publish(_ result: IncrementalBuilder.Result, event: ReloadEvent?) {
        if files.isEmpty && pending.isEmpty {
            files = result.files.reduce(into: [:]) {
                if !Self.isSearchPart($1.key) { $0[$1.key] = ServedFile(bytes: $1.value, path: $1.key) }
            }
        } else {
            for path in result.modified where !Self.isSearchPart(path) {
                if let bytes = result.files[path] { files[path] = ServedFile(bytes: bytes, path: path) }
                pending.remove(path)
            }
            for path in result.removed {
                files[path] = nil
                pending.remove(path)
            }
        }
        for path in result.deferred {
            files[path] = nil
            pending.insert(path)
        }
        generation = result.generation
        let hadFailure = !failure.isEmpty
        failure = []
        if let event {
            broadcast(event)
        } else if hadFailure {
            broadcast(.reload)
        }
    }

    /// A failed build: keep serving the last good files, and tell browsers to show the errors.
    func fail(_ diagnostics: [Diagnostic]) {
        failure = diagnostics
        broadcast(.failed)
    }

    package func file(_ path: String) -> ServedFile? { files[path] }

    /// The pages the open browsers said they show, sorted (the status reports them).
    var shownPages: [String] { viewing.values.sorted() }

    /// The pages the open browsers show, for a rebuild to make before its reload event
    /// (`IncrementalBuilder.viewedPages`); nil when none is open or one did not say which.
    package var viewedPages: Set<String>? {
        guard !listeners.isEmpty, viewing.count == listeners.count else { return nil }
        return Set(viewing.values)
    }
    /// Whether no build has succeeded yet.
    var isEmpty: Bool { files.isEmpty && pending.isEmpty }

    /// What a request path asks for: a file of the site, made or waiting, or a part of the
    /// search index (which the builder has, or not).
    func resolve(_ path: String) -> RequestPath.Resolution {
        RequestPath.resolve(path) { files[$0] != nil || pending.contains($0) || Self.isSearchPart($0) }
    }

    /// What the state has for a path, in one step.
    enum Lookup {
        case file(ServedFile)
        case pending
        case missing
    }

    func lookup(_ path: String) -> Lookup {
        if let file = files[path] { return .file(file) }
        return pending.contains(path) ? .pending : .missing
    }

    /// Deferred pages made for build `generation`: served from now on, if that build is
    /// still the one published.
    func fill(_ made: [(path: String, bytes: [UInt8])], generation: Int) {
        guard generation == self.generation else { return }
        for (path, bytes) in made where pending.remove(path) != nil {
            files[path] = ServedFile(bytes: bytes, path: path)
        }
    }

    /// Whether the caller may start making deferred pages (no other task is); `endFilling`
    /// when it stops.
    func beginFilling() -> Bool {
        defer { filling = true }
        return !filling
    }

    func endFilling() { filling = false }

    /// A stream of reload events for one browser, and the id that ends it (`unsubscribe`).
    /// It also ends, and is forgotten, when its consumer stops iterating or drops it.
    /// `page` is the output path of the page it shows, when known.
    func subscribe(viewing page: String? = nil) -> (id: UUID, stream: AsyncStream<ReloadEvent>) {
        let id = UUID()
        let (stream, continuation) = AsyncStream<ReloadEvent>.makeStream(bufferingPolicy: .bufferingNewest(8))
        listeners[id] = continuation
        viewing[id] = page
        continuation.onTermination = { _ in Task { await self.unsubscribe(id) } }
        if heartbeat == nil {
            let interval = heartbeatInterval
            heartbeat = Task { [weak self] in
                while !Task.isCancelled {
                    try? await Task.sleep(for: interval)
                    await self?.broadcast(.heartbeat)
                }
            }
        }
        return (id, stream)
    }

    /// The browsers listening now (shown in `/_tripsite/status` for `bench/sse_churn.py`).
    package var listenerCount: Int { listeners.count }

    /// Ends one browser's stream and forgets it; nothing happens if it has already ended.
    func unsubscribe(_ id: UUID) {
        listeners.removeValue(forKey: id)?.finish()
        viewing[id] = nil
        if listeners.isEmpty {
            heartbeat?.cancel()
            heartbeat = nil
        }
    }

    private func broadcast(_ event: ReloadEvent) {
        for continuation in listeners.values { continuation.yield(event) }
    }
}
