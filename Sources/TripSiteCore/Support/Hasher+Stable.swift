extension Hasher {
    /// A hasher whose values are the same in every run of this program: `Hasher` with the
    /// key a process gets under `SWIFT_DETERMINISTIC_HASHING=1` (zero) instead of its random
    /// one, so that fingerprints made with it (`InputFingerprints`) can be kept between
    /// builds (`PageStore`). Values hashed through it must not hash memory addresses or
    /// object identities; the standard library's own types, `Set` and `Dictionary` among
    /// them, do not (a collection hashes its elements with copies of this hasher).
    ///
    /// `Hasher` takes its key from the process (a runtime global read before `main`, by
    /// design not settable), and has no public initializer taking one. Its layout is fixed
    /// (`@frozen`: an 8-byte tail buffer, then SipHash's state of eight words, the last four
    /// reserved), so the state a zero key gives is written over a fresh hasher's. Whether
    /// that gave the zero-key hasher is checked once against a value known from a run with
    /// `SWIFT_DETERMINISTIC_HASHING=1` (`isStable`); if a standard library ever lays the
    /// hasher out otherwise, this is a plain `Hasher()` and nothing is kept between builds.
    static func stable() -> Hasher {
        stableHashing ? zeroKeyed() : Hasher()
    }

    /// Whether `stable()` hashes the same in every run of this program.
    static var isStable: Bool { stableHashing }

    /// SipHash's initial state for the key (0, 0): its four constants, and the four reserved
    /// words, zero.
    private static let zeroKeyState: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (
        0x736f_6d65_7073_6575, 0x646f_7261_6e64_6f6d, 0x6c79_6765_6e65_7261, 0x7465_6462_7974_6573, 0, 0, 0, 0
    )

    private static func zeroKeyed() -> Hasher {
        var hasher = Hasher()
        withUnsafeMutableBytes(of: &hasher) { bytes in
            bytes.storeBytes(of: zeroKeyState, toByteOffset: 8, as: type(of: zeroKeyState))
        }
        return hasher
    }

    /// `42` and `"Alfama"` hashed under `SWIFT_DETERMINISTIC_HASHING=1` (64-bit platforms).
    private static let knownAnswer = -6_143_177_130_370_791_607

    private static let stableHashing: Bool = {
        guard MemoryLayout<Hasher>.size == 72, MemoryLayout<Int>.size == 8 else { return false }
        var hasher = zeroKeyed()
        hasher.combine(42)
        hasher.combine("Alfama")
        return hasher.finalize() == knownAnswer
    }()
}
