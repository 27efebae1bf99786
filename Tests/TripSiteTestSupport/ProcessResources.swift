import Foundation

/// What a process holds, read from `/proc` (Linux): open file descriptors, resident memory,
/// and the sockets a server has open on a port. For tests that check a server gives back
/// what a connection took.
package enum ProcessResources {
    /// A process's open file descriptors (the entries of `/proc/PID/fd`); this one's by
    /// default.
    package static func openFileDescriptors(of process: String = "self") -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(process)/fd").count) ?? 0
    }

    /// A process's resident memory (`VmRSS` in `/proc/PID/status`), in bytes; this one's by
    /// default.
    package static func residentBytes(of process: String = "self") -> Int? {
        guard let data = FileHandle(forReadingAtPath: "/proc/\(process)/status")?.readDataToEndOfFile() else {
            return nil
        }
        let status = String(decoding: data, as: UTF8.self)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return nil }
        return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }.map { $0 * 1024 }
    }

    /// The TCP sockets whose local port is `port` and that a process still holds (a nonzero
    /// inode: closed sockets the kernel keeps for TIME_WAIT or an unsent FIN have none):
    /// a server's listening socket and its open connections, never its clients' ends.
    package static func openSockets(localPort port: Int) -> Int {
        sockets().filter { $0.local == port && $0.inode != 0 }.count
    }

    /// This process's file descriptors (of `/proc/self/fd`) that are TCP sockets with `port`
    /// at either end: a server's sockets and its clients' in this process, and no file the
    /// rest of the process has open.
    package static func openFileDescriptors(onPort port: Int) -> Int {
        let inodes = Set(sockets().filter { $0.local == port || $0.remote == port }.map(\.inode))
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return entries.filter { entry in
            guard let link = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(entry)"),
                link.hasPrefix("socket:["), let inode = Int(link.dropFirst(8).dropLast())
            else { return false }
            return inodes.contains(inode)
        }.count
    }

    /// Every TCP socket of the machine's network namespace: its ports and inode (0 once no
    /// process holds it).
    private static func sockets() -> [(local: Int, remote: Int, inode: Int)] {
        ["/proc/net/tcp", "/proc/net/tcp6"].flatMap { path in
            // Read to the end: `/proc` files say they are empty, and a read of their stated
            // size stops after the first page.
            let data = FileHandle(forReadingAtPath: path)?.readDataToEndOfFile() ?? Data()
            let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").dropFirst()
            return lines.compactMap { line -> (local: Int, remote: Int, inode: Int)? in
                let fields = line.split(separator: " ")
                guard fields.count > 9, let local = port(fields[1]), let remote = port(fields[2]),
                    let inode = Int(fields[9])
                else { return nil }
                return (local, remote, inode)
            }
        }
    }

    /// The port of an address as `/proc/net/tcp` writes it (`0100007F:1F40`).
    private static func port(_ address: Substring) -> Int? {
        address.lastIndex(of: ":").flatMap { Int(address[address.index(after: $0)...], radix: 16) }
    }
}
