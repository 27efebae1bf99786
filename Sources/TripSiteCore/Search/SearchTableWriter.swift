import TripSiteStore

/// A build's documents tokenised straight into the index's two tables, one document after
/// another in key order: no table per document to make, merge and free, and one lookup per
/// token. Each core writes a run of documents into a writer of its own; the runs' tables
/// are then appended in order (`append(_:)`), which keeps every posting list sorted.
struct SearchTableWriter: SearchTokenSink {
    var words = SearchTable()
    var more = SearchTable()
    /// The document being read.
    var key: UInt64 = 0

    mutating func addWord(_ token: String, _ flags: SearchTokens.Flags) { words.add(token, flags, key: key) }
    mutating func addMore(_ token: String, _ flags: SearchTokens.Flags) { more.add(token, flags, key: key) }
    /// Nothing to reserve: the tables grow once, to the journal's vocabulary.
    mutating func reserveText(_ bytes: Int) {}

    /// Adds the documents of another writer, which all come after this one's.
    mutating func append(_ other: SearchTableWriter) {
        words.append(contentsOf: other.words)
        more.append(contentsOf: other.more)
    }

    /// Each item's document written by `write` into a writer of its own per run, a round of
    /// runs at a time on every core, then appended here in order: only a round's runs are
    /// held apart at once.
    mutating func add<Item: Sendable>(
        _ items: [Item], run: Int, _ write: @Sendable (inout SearchTableWriter, Int, Item) -> Void
    ) {
        let runs = stride(from: 0, to: items.count, by: run).map { $0..<min(items.count, $0 + run) }
        let round = max(1, ProcessInfoCores.count)
        for first in stride(from: 0, to: runs.count, by: round) {
            let written = parallelMap(Array(runs[first..<min(runs.count, first + round)]), minimumCount: 2) { range in
                var writer = SearchTableWriter()
                for position in range { write(&writer, position, items[position]) }
                return writer
            }
            for writer in written { append(writer) }
        }
    }
}
