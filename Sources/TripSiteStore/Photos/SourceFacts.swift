import Foundation
import Synchronization

/// What the photo stage learned about each source image it read (the hash of its bytes;
/// whether it records a GPS position), by path, with the size and modification time the
/// file had. A fact stands while the file keeps both.
///
/// Reading a large journal's photos to hash them, and opening their headers with libvips
/// for the position check, is slow, so the facts are kept between builds in
/// `<cache>/source-facts.bin` (a `StoreFile`; as Hugo keeps its processed images in
/// `resources/_gen`): a build reads them at the start and writes back, at the end, the facts
/// of the files it used. A missing, damaged or outdated file only costs the reading again.
package final class SourceFacts: Sendable {
    package struct Fact: Equatable {
        var size: Int64
        var modified: Int64
        /// XXH64 of the bytes, in hexadecimal.
        var hash: String?
        package var hasPosition: Bool?
    }

    /// A fact as the file holds it, `["/…/kona.jpg", 332, 1795814862650400920, "edb510ca01d3b2a8",
    /// false]`: a list per file, not a record with named fields, so no field's name is
    /// written and read again for every photo.
    package struct Row: Codable {
        package var path: String
        package var fact: Fact

        init(path: String, fact: Fact) {
            self.path = path
            self.fact = fact
        }

        package init(from decoder: any Decoder) throws {
            var fields = try decoder.unkeyedContainer()
            path = try fields.decode(String.self)
            fact = Fact(
                size: try fields.decode(Int64.self), modified: try fields.decode(Int64.self),
                hash: try fields.decodeIfPresent(String.self), hasPosition: try fields.decodeIfPresent(Bool.self))
        }

        package func encode(to encoder: any Encoder) throws {
            var fields = encoder.unkeyedContainer()
            try fields.encode(path)
            try fields.encode(fact.size)
            try fields.encode(fact.modified)
            try fields.encode(fact.hash)
            try fields.encode(fact.hasPosition)
        }
    }

    private struct State {
        var facts: [String: Fact] = [:]
        /// Paths asked about since the last `save()`.
        var used: Set<String> = []
        /// Paths whose fact was found true (or learned) since the last `save()`: a build asks
        /// about a `static/` photo twice (its hash, its position), and needs one `stat`.
        var checked: Set<String> = []
        /// Whether a fact was learned or changed since the file was read or written.
        var isDirty = false
    }

    let file: URL
    private let state: Mutex<State>

    static let header = StoreFile.header("TripSite source facts\n", 3)

    init(file: URL) {
        self.file = file
        let facts = Self.rows(in: file).map { rows in
            Dictionary(rows.map { ($0.path, $0.fact) }, uniquingKeysWith: { _, last in last })
        }
        state = Mutex(State(facts: facts ?? [:]))
    }

    /// The facts the file holds; nil when it is missing, damaged or of another format.
    package static func rows(in file: URL) -> [Row]? {
        StoreFile.read(file.path, header: header, as: [Row].self)
    }

    /// Writes the facts, replacing the file atomically.
    package static func write(_ rows: [Row], to file: URL) {
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        StoreFile.write(file.path, header: header, value: rows, capacity: 96 * rows.count + 64)
    }

    /// The hash of the file's bytes: remembered, or `read` and remembered.
    func hash(of path: String, read: () -> UInt64?) -> UInt64? {
        let known = fact(path)
        if let hash = known.fact?.hash.flatMap({ UInt64($0, radix: 16) }) { return hash }
        guard let hash = read() else { return nil }
        learn(path, signature: known.signature) { $0.hash = PhotoCache.hex(hash) }
        return hash
    }

    /// Whether the image records a GPS position: remembered, or found by `check`.
    func hasPosition(_ path: String, check: (String) -> Bool) -> Bool {
        let known = fact(path)
        if let found = known.fact?.hasPosition { return found }
        let found = check(path)
        learn(path, signature: known.signature) { $0.hasPosition = found }
        return found
    }

    /// Writes the facts of the paths asked about since the last save, when any changed
    /// (or some are no longer used), into a file beside, renamed into place.
    package func save() {
        let kept: [String: Fact]? = state.withLock { state in
            let used = state.facts.filter { state.used.contains($0.key) }
            defer {
                state.used = []
                state.checked = []
                state.isDirty = false
            }
            return state.isDirty || used.count != state.facts.count ? used : nil
        }
        guard let kept else { return }
        Self.write(kept.map { Row(path: $0.key, fact: $0.value) }.sorted { $0.path < $1.path }, to: file)
    }

    /// The path's fact if its file still has the size and date it had, and its signature now.
    private func fact(_ path: String) -> (fact: Fact?, signature: (size: Int64, modified: Int64)?) {
        if let known = state.withLock({ $0.checked.contains(path) ? $0.facts[path] : nil }) {
            return (known, (known.size, known.modified))
        }
        let signature = FileSystem.signature(path)
        return state.withLock { state in
            state.used.insert(path)
            guard let signature, let fact = state.facts[path], fact.size == signature.size,
                fact.modified == signature.modified
            else { return (nil, signature) }
            state.checked.insert(path)
            return (fact, signature)
        }
    }

    private func learn(_ path: String, signature: (size: Int64, modified: Int64)?, _ change: (inout Fact) -> Void) {
        guard let signature else { return }
        state.withLock { state in
            var fact = state.facts[path] ?? Fact(size: signature.size, modified: signature.modified)
            if fact.size != signature.size || fact.modified != signature.modified {
                fact = Fact(size: signature.size, modified: signature.modified)
            }
            change(&fact)
            state.facts[path] = fact
            state.checked.insert(path)
            state.isDirty = true
        }
    }
}
