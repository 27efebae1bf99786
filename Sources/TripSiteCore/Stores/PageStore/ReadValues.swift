/// A build's input fingerprints (`InputFingerprints`) by each input's `id`: the page store
/// keeps a page's recorded reads as these ids, and looks their fingerprints up here.
package struct ReadValues: Sendable {
    private let values: [UInt64: Int]

    /// The fingerprints of `fingerprints`, each input hashed once, on every core.
    package init(_ fingerprints: InputFingerprints) {
        let pairs = Array(fingerprints.values)
        let ids = parallelMap(pairs, minimumCount: 4096) { Self.id($0.key) }
        var values: [UInt64: Int] = [:]
        values.reserveCapacity(pairs.count)
        for (id, pair) in zip(ids, pairs) { values[id] = pair.value }
        self.values = values
    }

    /// An input's id: its `StableHasher` hash, the same in every process.
    package static func id(_ input: BuildInput) -> UInt64 {
        var hasher = StableHasher()
        hasher.combine(input)
        return UInt64(bitPattern: Int64(hasher.finalize()))
    }

    /// The fingerprint of the input with this id; nil for one the build does not have.
    package subscript(id: UInt64) -> Int? { values[id] }
}
