import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// `tripsite serve` as a user runs it: oversized requests from clients that never hang up,
/// and the server's file descriptors and memory.
/// In a process of its own, so the figures are the server's alone.
@Suite(.serialized) struct ServeLimitsTests {
    /// 500 requests with a 100 KB request line and 500 with a 100 KB header section, each
    /// from a client that keeps its connection open: every one is answered 414 or 431 and
    /// closed by the server, which is back to its file descriptors and, within a few
    /// megabytes, its memory while those clients are still connected. Before, it answered
    /// 400 and kept every connection until its client left: fds 15 → 1015 and RSS
    /// 74 → 234 MB over 1,000 such requests.
    @Test func oversizedRequestsLeaveNothingBehind() async throws {
        let site = try FixtureSite(["content/trips/kona.md": SharedFixtures.kona])
        defer { site.remove() }
        let serving = try await ServeProcess(site: site.root)
        defer { serving.stop() }
        let http = RawHTTP(port: serving.port)
        let line = Array("GET /\(String(repeating: "a", count: 100_000)) HTTP/1.1\r\nHost: x\r\n\r\n".utf8)
        let filler = (0..<100).map { "X-Filler-\($0): \(String(repeating: "b", count: 1000))\r\n" }.joined()
        let headers = Array("GET / HTTP/1.1\r\nHost: x\r\n\(filler)\r\n".utf8)
        _ = try await offThePool { try http.exchange(line) }
        let (fds, rss) = (
            ProcessResources.openFileDescriptors(of: serving.pid), ProcessResources.residentBytes(of: serving.pid) ?? 0
        )
        let exchanges = try await offThePool {
            try (0..<1000).map { try http.exchange($0 % 2 == 0 ? line : headers, keepingOpen: true) }
        }
        defer { for exchange in exchanges { exchange.socket.map { _ = close($0) } } }
        let statuses = exchanges.map { $0.response?.status ?? 0 }
        #expect(statuses.filter { $0 == 414 }.count == 500 && statuses.filter { $0 == 431 }.count == 500)
        #expect(exchanges.allSatisfy { $0.closed })
        let deadline = ContinuousClock.now + .seconds(10)
        while ProcessResources.openSockets(localPort: serving.port) > 1, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(50))
        }
        let (fdsAfter, rssAfter) = (
            ProcessResources.openFileDescriptors(of: serving.pid), ProcessResources.residentBytes(of: serving.pid) ?? 0
        )
        #expect(fdsAfter <= fds + 2, "file descriptors \(fds) → \(fdsAfter)")
        #expect(rssAfter <= rss + 32 << 20, "resident memory \(rss >> 20) → \(rssAfter >> 20) MB")
    }
}
