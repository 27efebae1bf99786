/// What one connection to the preview server may send, and how long it may stay silent.
package struct ConnectionLimits: Sendable {
    /// The longest request line (`GET /path HTTP/1.1`, without its line end), in bytes.
    package var requestLine: Int
    /// The longest header section (every header line after the request line, line ends
    /// included, up to the blank line), in bytes.
    package var headerSection: Int
    /// How long a connection may go without a request part or a response.
    package var idleTimeout: Duration
    /// The most live-reload event streams open at once (each holds a connection and a
    /// listener); one more is answered 503, and its browser retries.
    package var eventStreams: Int

    package init(
        requestLine: Int = 8 * 1024, headerSection: Int = 64 * 1024, idleTimeout: Duration = .seconds(30),
        eventStreams: Int = 64
    ) {
        self.requestLine = requestLine
        self.headerSection = headerSection
        self.idleTimeout = idleTimeout
        self.eventStreams = eventStreams
    }

    package static let standard = ConnectionLimits()
}
