/// A build's input fingerprints by each input's id (a `StableHasher` hash of the input,
/// the same in every process): the page store keeps a page's recorded reads as these ids,
/// and looks their fingerprints up here.
@usableFromInline package struct ReadValues: Sendable {
    @usableFromInline let values: [UInt64: Int]

    /// The fingerprints of the inputs with these ids.
    @inlinable package init(ids: [UInt64], fingerprints: some Collection<Int>) {
        var values: [UInt64: Int] = [:]
        values.reserveCapacity(ids.count)
        for (id, value) in zip(ids, fingerprints) { values[id] = value }
        self.values = values
    }

    /// The fingerprint of the input with this id; nil for one the build does not have.
    @inlinable package subscript(id: UInt64) -> Int? { values[id] }
}
