import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A minimal HTTP/1.1 client over a plain socket, for testing the preview server exactly as
/// a browser reaches it (raw paths are sent as given, so traversal attempts are real).
package struct RawHTTP {
    package struct Response {
        package var status: Int
        package var headers: [String: String]
        package var body: [UInt8]
        package var text: String { String(decoding: body, as: UTF8.self) }
    }

    package let port: Int

    package init(port: Int) { self.port = port }

    package func connect() throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            close(fd)
            throw POSIXError(.ECONNREFUSED)
        }
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        return fd
    }

    package func send(_ fd: Int32, method: String, path: String, headers: [String: String]) {
        var request = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        request += "\r\n"
        _ = request.withCString { Glibc.send(fd, $0, strlen($0), 0) }
    }

    /// One request, the whole response (read until the server closes). The socket is read on
    /// a thread of its own: a test blocked in `recv` on one of the cooperative pool's threads
    /// (two on a 2-core machine) could starve the server under test, whose handlers run there.
    package func request(
        _ path: String, method: String = "GET", headers: [String: String] = [:]
    ) async throws
        -> Response
    {
        try await offThePool { try blockingRequest(path, method: method, headers: headers) }
    }

    /// `request`, on the calling thread.
    package func blockingRequest(
        _ path: String, method: String = "GET", headers: [String: String] = [:]
    ) throws
        -> Response
    {
        let fd = try connect()
        defer { close(fd) }
        send(fd, method: method, path: path, headers: headers)
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(fd, &buffer, buffer.count, 0)
            // A signal is not the end of the response; a timeout or a reset is an error of its
            // own (EAGAIN, ECONNRESET), not a response that fails to parse.
            if count < 0, errno == EINTR { continue }
            if count < 0 { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            if count == 0 { break }
            data += buffer[0..<count]
        }
        return try parse(data)
    }

    /// What the server did with bytes sent as they are: its response, if it sent one that
    /// parses, and whether it then closed the connection (end of stream or reset) rather than
    /// leaving it open for `timeout` seconds. Sending stops early if the server has closed
    /// (no SIGPIPE).
    package struct Exchange {
        package var response: Response?
        package var closed: Bool
        /// Everything the server sent.
        package var bytes: [UInt8]
        /// The connection, when asked to be kept open: the caller closes it.
        package var socket: Int32?

        /// The status of each response in `bytes`, in order (for requests sent together; each
        /// response with a `Content-Length`, or the last).
        package var statuses: [Int] {
            var statuses: [Int] = []
            var rest = bytes[...]
            while let response = try? RawHTTP(port: 0).parse(Array(rest)) {
                statuses.append(response.status)
                let head = (0..<rest.count - 3).first { rest.dropFirst($0).starts(with: [13, 10, 13, 10]) } ?? 0
                guard let length = response.headers["content-length"].flatMap({ Int($0) }) else { break }
                rest = rest.dropFirst(head + 4 + length)
            }
            return statuses
        }
    }

    /// Sends `bytes` on a new connection and reads until the server closes it, or until
    /// nothing has come for `timeout` seconds. With `keepingOpen`, this end of the connection
    /// stays open afterwards, as a client that never hangs up leaves it.
    package func exchange(_ bytes: [UInt8], timeout: Int = 5, keepingOpen: Bool = false) throws -> Exchange {
        let fd = try connect()
        defer { if !keepingOpen { close(fd) } }
        var time = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            sent += count
        }
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        var closed = false
        while true {
            let count = recv(fd, &buffer, buffer.count, 0)
            if count < 0, errno == EINTR { continue }
            if count > 0 {
                data += buffer[0..<count]
                continue
            }
            closed = count == 0 || errno == ECONNRESET
            break
        }
        return Exchange(response: try? parse(data), closed: closed, bytes: data, socket: keepingOpen ? fd : nil)
    }

    package func parse(_ data: [UInt8]) throws -> Response {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = (0..<max(data.count - 3, 0)).first(where: { Array(data[$0..<$0 + 4]) == separator }) else {
            throw POSIXError(.EBADMSG)
        }
        let head = String(decoding: data[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let status = Int(head[0].split(separator: " ")[1]) ?? 0
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        var body = Array(data[(end + 4)...])
        if headers["transfer-encoding"] == "chunked" { body = dechunk(body) }
        return Response(status: status, headers: headers, body: body)
    }

    private func dechunk(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var index = 0
        while index < data.count {
            guard let lineEnd = (index..<data.count - 1).first(where: { data[$0] == 13 && data[$0 + 1] == 10 }),
                let size = Int(String(decoding: data[index..<lineEnd], as: UTF8.self), radix: 16), size > 0
            else { break }
            out += data[(lineEnd + 2)..<min(lineEnd + 2 + size, data.count)]
            index = lineEnd + 2 + size + 2
        }
        return out
    }
}

/// Runs blocking socket work on a new thread, so that no thread of Swift's cooperative pool
/// waits on the network.
package func offThePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
    }
}

/// An open Server-Sent Events connection: `next()` returns the next event name. Used by one
/// task at a time.
package final class EventStream: @unchecked Sendable {
    package let fd: Int32
    private var pending = ""

    package init(port: Int, path: String) throws {
        let client = RawHTTP(port: port)
        fd = try client.connect()
        client.send(fd, method: "GET", path: path, headers: ["Accept": "text/event-stream"])
    }

    deinit { close(fd) }

    /// The next `event:` name, or nil after `timeout` seconds (read off the cooperative pool,
    /// like `RawHTTP.request`).
    package func next(timeout: Double = 10) async -> String? {
        (try? await offThePool { self.blockingNext(timeout: timeout) }) ?? nil
    }

    private func blockingNext(timeout: Double) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let range = pending.range(of: "event: ") {
                let rest = pending[range.upperBound...]
                if let newline = rest.firstIndex(of: "\n") {
                    let name = String(rest[..<newline])
                    pending = String(rest[newline...])
                    return name
                }
            }
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, 100)
            if ready > 0 {
                var buffer = [UInt8](repeating: 0, count: 4096)
                let count = recv(fd, &buffer, buffer.count, 0)
                if count <= 0 { return nil }
                pending += String(decoding: buffer[0..<count], as: UTF8.self)
            }
        }
        return nil
    }
}
