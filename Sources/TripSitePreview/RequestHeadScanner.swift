/// Follows the heads of the requests on one connection, a byte at a time: where each head
/// ends, whether it stays within `ConnectionLimits`, and how many body bytes follow it, so
/// that the next head can be found. It checks nothing else: NIO's decoder, after it, parses.
struct RequestHeadScanner {
    /// What follows a complete head.
    enum Body: Equatable {
        /// This many bytes (0 for none).
        case length(Int)
        /// A chunked body, or a length that cannot be read: the scanner cannot tell where
        /// the next head starts, and stops checking the connection.
        case unknown
    }

    enum Outcome: Equatable {
        /// Every byte given belongs to a head not yet complete.
        case incomplete
        /// A head ends at the byte consumed last.
        case complete(Body)
        /// A head went over a limit at the byte consumed last.
        case refused(Refusal)
    }

    enum Refusal: Equatable {
        /// The request line is longer than `ConnectionLimits.requestLine`: 414.
        case requestLine
        /// The header section is longer than `ConnectionLimits.headerSection`: 431.
        case headerSection
    }

    let limits: ConnectionLimits
    private var inRequestLine = true
    /// The bytes of the current line, line end excluded.
    private var lineLength = 0
    /// The bytes of the header section so far, line ends included.
    private var headerBytes = 0
    /// The current line's first bytes, lowercased: enough to find the framing headers.
    private var line: [UInt8] = []
    private var contentLengths: [Int?] = []
    private var chunked = false
    private var headRequest = false
    /// Whether the current request is a HEAD request (its refusal has no body).
    var isHead: Bool { inRequestLine ? line.starts(with: Self.head) : headRequest }

    private static let kept = 40
    private static let head = Array("head ".utf8)
    private static let contentLength = Array("content-length:".utf8)
    private static let transferEncoding = Array("transfer-encoding:".utf8)

    init(limits: ConnectionLimits) {
        self.limits = limits
    }

    /// Reads `bytes` up to the end of the current head, or up to the byte that goes over a
    /// limit, or to their end; returns how many it read and why it stopped.
    mutating func scan(_ bytes: UnsafeRawBufferPointer) -> (consumed: Int, outcome: Outcome) {
        for (index, byte) in bytes.enumerated() {
            if let outcome = take(byte) { return (index + 1, outcome) }
        }
        return (bytes.count, .incomplete)
    }

    private mutating func take(_ byte: UInt8) -> Outcome? {
        if !inRequestLine {
            headerBytes += 1
            if headerBytes > limits.headerSection { return .refused(.headerSection) }
        }
        switch byte {
        case UInt8(ascii: "\r"):
            return nil
        case UInt8(ascii: "\n"):
            return endOfLine()
        default:
            lineLength += 1
            if inRequestLine, lineLength > limits.requestLine { return .refused(.requestLine) }
            if line.count < Self.kept { line.append(byte | (byte >= 65 && byte <= 90 ? 0x20 : 0)) }
            return nil
        }
    }

    private mutating func endOfLine() -> Outcome? {
        defer {
            lineLength = 0
            line.removeAll(keepingCapacity: true)
        }
        if inRequestLine {
            // Empty lines before a request line are allowed (RFC 9112 §2.2).
            if lineLength > 0 {
                headRequest = line.starts(with: Self.head)
                inRequestLine = false
            }
            return nil
        }
        if lineLength > 0 {
            readFraming()
            return nil
        }
        let body: Body
        if chunked || contentLengths.count > 1 {
            body = .unknown
        } else {
            body = contentLengths.first.map { $0.map(Body.length) ?? .unknown } ?? .length(0)
        }
        let limits = self.limits
        self = RequestHeadScanner(limits: limits)
        return .complete(body)
    }

    /// Notes a header line that says how the body is framed.
    private mutating func readFraming() {
        if line.starts(with: Self.transferEncoding) {
            chunked = true
        } else if line.starts(with: Self.contentLength) {
            let value = line.dropFirst(Self.contentLength.count).filter { $0 != UInt8(ascii: " ") && $0 != 9 }
            let complete = lineLength <= Self.kept
            let digits = !value.isEmpty && value.count <= 18 && value.allSatisfy { $0 >= 48 && $0 <= 57 }
            contentLengths.append(complete && digits ? Int(String(decoding: value, as: UTF8.self)) : nil)
        }
    }
}
