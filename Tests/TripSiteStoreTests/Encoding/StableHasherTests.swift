import Testing
import TripSiteStore

/// The one stable hash: the same value gives the same key in every process (known answers,
/// which a per-process seed could not meet), whatever order a `Set` or `Dictionary` holds its
/// members in, and values that differ give different bytes.
@Suite struct StableHasherTests {
    struct Sample: Codable, Equatable {
        var number: Int
        var title: String
        var note: String?
        var tags: Set<String>
        var counts: [String: Int]
        var kind: Kind
    }

    enum Kind: Codable, Equatable {
        case walk(km: Double)
        case stay
    }

    static let sample = Sample(
        number: 42, title: "Alfama", note: nil, tags: Set((0..<40).map { "tag\($0)" }),
        counts: Dictionary(uniqueKeysWithValues: (0..<40).map { ("key\($0)", $0) }), kind: .walk(km: 12.5))

    /// Values computed once and written down: a test process has its own random seed for
    /// `Set` and `Dictionary`, so only a hash that ignores it can give these every run.
    @Test func knownAnswersHoldInEveryProcess() {
        var pair = StableHasher()
        pair.combine(42)
        pair.combine("Alfama")
        #expect(pair.finalizeUnsigned() == Self.knownPair)
        #expect(UInt64(bitPattern: Int64(StableHasher.hash(Self.sample))) == Self.knownSample)
        #expect(UInt64(bitPattern: Int64(StableHasher.hash(Set(["b", "a", "c"])))) == Self.knownSet)
        // The hash is XXH64 of the tokens, streamed.
        #expect(XXH64.hash(StableHasher.encoded(Self.sample)) == Self.knownSample)
    }

    static let knownPair: UInt64 = 4_799_577_595_904_333_070
    static let knownSample: UInt64 = 8_692_740_537_070_977_481
    static let knownSet: UInt64 = 3_473_009_429_779_105_777

    @Test func membersInAnyOrderHashAlike() {
        var roomy = Set<String>(minimumCapacity: 4096)
        var tight = Set<String>()
        let words = (0..<200).map { "word\($0)" }
        for word in words { roomy.insert(word) }
        for word in words.reversed() { tight.insert(word) }
        // Same members, another order of iteration.
        #expect(Array(roomy) != Array(tight))
        #expect(StableHasher.hash(roomy) == StableHasher.hash(tight))
        var grown: [String: Int] = [:]
        grown.reserveCapacity(4096)
        for (index, word) in words.enumerated() { grown[word] = index }
        let plain = Dictionary(uniqueKeysWithValues: words.enumerated().map { ($1, $0) })
        #expect(StableHasher.hash(grown) == StableHasher.hash(plain))
    }

    @Test func valuesThatDifferHashApart() {
        // Where one part ends and the next begins is part of what is hashed.
        #expect(StableHasher.hash(["ab", "c"]) != StableHasher.hash(["a", "bc"]))
        #expect(StableHasher.hash([["a"], ["b"]]) != StableHasher.hash([["a", "b"]]))
        #expect(StableHasher.hash(Optional<String>.none) != StableHasher.hash(""))
        #expect(StableHasher.hash(1) != StableHasher.hash(1.0))
        #expect(StableHasher.hash(Kind.stay) != StableHasher.hash(Kind.walk(km: 0)))
        var other = Self.sample
        other.tags.insert("one more")
        #expect(StableHasher.hash(other) != StableHasher.hash(Self.sample))
        other = Self.sample
        other.counts["key3"] = 4
        #expect(StableHasher.hash(other) != StableHasher.hash(Self.sample))
        // Equal numbers are one value.
        #expect(StableHasher.hash(0.0) == StableHasher.hash(-0.0))
    }
}
