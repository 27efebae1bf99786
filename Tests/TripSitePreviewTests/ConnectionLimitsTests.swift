import Foundation
import Testing
import TripSitePreview
import TripSiteTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// What a connection may send the preview server, and what it gets back when it sends more:
/// 414 for a request line over the limit, 431 for a header section over it, then the
/// connection closed, and nothing of it kept.
extension PreviewServerTests {
    enum Oversized: String, CaseIterable {
        case requestLine, headerSection

        var status: Int { self == .requestLine ? 414 : 431 }

        /// About 100 KB: over TripSite's limits, and over NIO's own (80 KB).
        var request: [UInt8] {
            switch self {
            case .requestLine:
                return Array("GET /\(String(repeating: "a", count: 100_000)) HTTP/1.1\r\nHost: localhost\r\n\r\n".utf8)
            case .headerSection:
                let filler = (0..<100).map { "X-Filler-\($0): \(String(repeating: "b", count: 1000))\r\n" }.joined()
                return Array("GET / HTTP/1.1\r\nHost: localhost\r\n\(filler)\r\n".utf8)
            }
        }
    }

    /// 1,000 oversized requests from clients that never hang up: each is
    /// answered, the server closes its end of every connection by itself, and when the
    /// clients go the process is back to its file descriptors. Before, NIO's decoder answered
    /// 400 at 80 KB and the server then waited for the client to close, holding its socket and
    /// what it had read (fds 437 → 971, RSS 185 → 302 MB). Memory is measured on
    /// the `tripsite` binary (`ServeLimitsTests`): here other suites share the process.
    @Test(arguments: Oversized.allCases)
    func oversizedRequestsAreRefusedAndForgotten(_ oversized: Oversized) async throws {
        let running = try await start()
        defer { running.stop() }
        let http = running.http
        let request = oversized.request
        // Warm up: the event loops' buffers and threads belong to the baseline.
        for _ in 0..<50 { _ = try await offThePool { try http.exchange(request) } }
        try await waitForConnectionsToClose(port: http.port)
        // The process's descriptors on the server's port (its sockets and its clients'):
        // other suites share the process and open files of their own meanwhile.
        let fds = ProcessResources.openFileDescriptors(onPort: http.port)
        let exchanges = try await offThePool {
            var exchanges: [RawHTTP.Exchange] = []
            for _ in 0..<1000 {
                exchanges.append(try http.exchange(request, keepingOpen: true))
                // A connection the server leaves open costs the exchange's timeout: a few show it.
                if exchanges.count(where: { !$0.closed }) >= 3 { break }
            }
            return exchanges
        }
        let wrong = exchanges.filter { $0.response?.status != oversized.status || !$0.closed }
        let example = wrong.first.map { "\($0.response?.status ?? 0), closed: \($0.closed)" } ?? ""
        #expect(wrong.count == 0, "\(wrong.count) of \(exchanges.count) not \(oversized.status) and closed: \(example)")
        try await waitForConnectionsToClose(port: http.port)
        let serverSockets = ProcessResources.openSockets(localPort: http.port)
        for exchange in exchanges { exchange.socket.map { _ = close($0) } }
        try await Task.sleep(for: .milliseconds(200))
        let fdsAfter = ProcessResources.openFileDescriptors(onPort: http.port)
        #expect(serverSockets == 1, "the server holds \(serverSockets - 1) connections its clients left open")
        #expect(fdsAfter == fds, "file descriptors on the port \(fds) → \(fdsAfter)")
    }

    /// Waits (up to 10 s) until the server's only socket on `port` is the listening one.
    func waitForConnectionsToClose(port: Int) async throws {
        let deadline = ContinuousClock.now + .seconds(10)
        while ProcessResources.openSockets(localPort: port) > 1, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    /// At the limits a request is served; one byte over, it is refused with the reason.
    @Test func requestsAtTheLimitsAreServed() async throws {
        let limits = ConnectionLimits(requestLine: 1000, headerSection: 2000)
        let running = try await start(limits: limits)
        defer { running.stop() }
        let http = running.http
        @Sendable func request(_ method: String = "GET", path: Int, headers: Int) -> [UInt8] {
            // "GET /…" + " HTTP/1.1"; "Host: localhost\r\n" + "Connection: close\r\n" + "X: …\r\n" + "\r\n".
            let line = "\(method) /" + String(repeating: "a", count: path - method.count - 11) + " HTTP/1.1"
            let header = "X: " + String(repeating: "b", count: headers - 17 - 19 - 5 - 2)
            return Array("\(line)\r\nHost: localhost\r\nConnection: close\r\n\(header)\r\n\r\n".utf8)
        }
        let answers = try await offThePool {
            try [
                request(path: 1000, headers: 2000), request(path: 1001, headers: 2000),
                request(path: 1000, headers: 2001), request("HEAD", path: 1001, headers: 2000),
            ].map { try http.exchange($0) }
        }
        #expect(answers.map { $0.response?.status } == [404, 414, 431, 414])
        #expect(answers.dropFirst().allSatisfy { $0.closed })
        #expect(answers[1].response?.headers["connection"] == "close")
        #expect(answers[1].response?.text == "The request line is longer than 1000 bytes.\n")
        #expect(answers[2].response?.text == "The request's header fields are longer than 2000 bytes.\n")
        #expect(answers[3].response?.body.isEmpty == true, "no body for HEAD")
    }

    /// The limits hold for every request of a connection, not only its first: requests sent
    /// together are answered in order, a body's bytes are not taken for a request, and the
    /// oversized one is answered last, after which the connection closes.
    @Test func laterRequestsOnAConnectionAreCheckedInOrder() async throws {
        let running = try await start(limits: ConnectionLimits(requestLine: 1000, headerSection: 2000))
        defer { running.stop() }
        let http = running.http
        let body = "GET /" + String(repeating: "c", count: 3000) + " HTTP/1.1\r\n\r\n"
        let requests =
            "GET /trips/kona/ HTTP/1.1\r\nHost: localhost\r\n\r\n"
            + "POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
            + "GET /\(String(repeating: "d", count: 2000)) HTTP/1.1\r\nHost: localhost\r\n\r\n"
            + "GET / HTTP/1.1\r\nHost: localhost\r\n\r\n"
        let exchange = try await offThePool { try http.exchange(Array(requests.utf8)) }
        let closed = exchange.closed
        #expect(exchange.statuses == [200, 405, 414])
        #expect(closed)
    }

    /// A client that sends part of a request and goes silent is disconnected after the idle
    /// timeout, and so is one that leaves open a connection NIO's decoder refused (400);
    /// an event stream, which is a response in progress, is not.
    @Test func silentConnectionsAreClosedButEventStreamsStay() async throws {
        let running = try await start(limits: ConnectionLimits(idleTimeout: .seconds(1)))
        defer { running.stop() }
        let http = running.http
        let stream = try Self.openEventStream(http)
        defer { close(stream) }
        let clock = ContinuousClock.now
        let partial = try await offThePool { try http.exchange(Array("GET / HTTP/1.1\r\nHost: localhost\r\n".utf8)) }
        #expect(partial.closed && partial.response == nil)
        #expect(ContinuousClock.now - clock < .seconds(4))
        let malformed = try await offThePool {
            try http.exchange(Array("GET / HTTP/1.1\r\nHost: localhost\r\nNo colon\r\n\r\n".utf8), keepingOpen: true)
        }
        defer { malformed.socket.map { _ = close($0) } }
        #expect(malformed.response?.status == 400)
        try await Task.sleep(for: .seconds(1.5))
        #expect(ProcessResources.openSockets(localPort: http.port) == 2, "the listener and the event stream")
        var byte: UInt8 = 0
        #expect(recv(stream, &byte, 1, Int32(MSG_DONTWAIT)) == -1 && errno == EAGAIN, "the event stream was closed")
        #expect(await running.server.state.listenerCount == 1)
    }
}
