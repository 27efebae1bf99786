import CBuildID

/// The running executable's GNU build ID, as hexadecimal digits: what the stores kept by
/// one build of TripSite are told from another's by. Read once.
package enum BuildID {
    /// Nil where the executable has none (not Linux): nothing is then kept between builds.
    package static let running: String? = {
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = bytes.withUnsafeMutableBufferPointer { tripsite_build_id($0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        return bytes[..<count].map { String($0 >> 4, radix: 16) + String($0 & 0xF, radix: 16) }.joined()
    }()
}
