import Foundation
import TripSiteCore

#if canImport(Glibc)
import Glibc
#endif

/// Reports which files of a site changed: `site.yml`, `content/`, `static/`, `themes/` and
/// `i18n/`.
/// Uses inotify on Linux (one watch per folder, new folders watched as they appear) and
/// falls back to polling modification dates elsewhere. Bursts are debounced: editors write a
/// file several times per save, and the site is rebuilt once.
package final class FileWatcher: @unchecked Sendable {
    let root: URL
    let debounce: Duration
    static let watchedFolders = ["content", "static", "themes", "i18n"]
    static let watchedFiles = ["site.yml"]

    package init(root: URL, debounce: Duration = .milliseconds(25)) {
        self.root = root.standardizedFileURL
        self.debounce = debounce
    }

    /// Batches of changed paths, relative to the site folder.
    func changes() -> AsyncStream<Set<String>> {
        let raw = rawChanges()
        let debounce = self.debounce
        return AsyncStream { continuation in
            let task = Task {
                let batcher = Batcher()
                await withTaskGroup(of: Void.self) { group in
                    group.addTask {
                        for await path in raw { await batcher.add(path) }
                        await batcher.close()
                    }
                    group.addTask {
                        while !Task.isCancelled {
                            guard let batch = await batcher.next(quietFor: debounce) else { break }
                            continuation.yield(batch)
                        }
                        continuation.finish()
                    }
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// Collects paths until none has arrived for the debounce interval.
    private actor Batcher {
        var pending: Set<String> = []
        var lastArrival = ContinuousClock.now
        var closed = false

        func add(_ path: String) {
            pending.insert(path)
            lastArrival = .now
        }

        func close() { closed = true }

        func next(quietFor quiet: Duration) async -> Set<String>? {
            while true {
                if closed && pending.isEmpty { return nil }
                let waited = lastArrival.duration(to: .now)
                if !pending.isEmpty, waited >= quiet {
                    defer { pending = [] }
                    return pending
                }
                // Until the batch has been quiet long enough, unless another path comes.
                try? await Task.sleep(for: pending.isEmpty ? .milliseconds(10) : quiet - waited)
            }
        }
    }

    /// Every change, one path at a time.
    private func rawChanges() -> AsyncStream<String> {
        #if canImport(Glibc)
        if let stream = inotifyChanges() { return stream }
        #endif
        return pollingChanges()
    }

    private func isWatched(_ relative: String) -> Bool {
        Self.watchedFiles.contains(relative) || Self.watchedFolders.contains { relative.hasPrefix($0 + "/") }
    }

    /// Ignores editor droppings: swap files, backups, hidden temporaries.
    static func isNoise(_ relative: String) -> Bool {
        let name = relative.split(separator: "/").last.map(String.init) ?? relative
        return name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".swx") || name.hasPrefix(".#")
            || (name.hasPrefix(".") && name.hasSuffix(".tmp")) || name == "4913"
    }

    // MARK: - Polling (portable)

    private func pollingChanges(interval: Duration = .milliseconds(300)) -> AsyncStream<String> {
        AsyncStream { continuation in
            let task = Task {
                var previous = snapshot()
                while !Task.isCancelled {
                    try? await Task.sleep(for: interval)
                    let current = snapshot()
                    for (path, date) in current where previous[path] != date { continuation.yield(path) }
                    for path in previous.keys where current[path] == nil { continuation.yield(path) }
                    previous = current
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    private func snapshot() -> [String: Date] {
        var result: [String: Date] = [:]
        let fileManager = FileManager.default
        for name in Self.watchedFiles {
            if let date = (try? fileManager.attributesOfItem(atPath: root.appending(path: name).path))?[
                .modificationDate] as? Date
            {
                result[name] = date
            }
        }
        for folder in Self.watchedFolders {
            guard
                let walker = fileManager.enumerator(
                    at: root.appending(path: folder), includingPropertiesForKeys: [.contentModificationDateKey])
            else { continue }
            while let url = walker.nextObject() as? URL {
                let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
                result[relative] =
                    (try? url.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate
            }
        }
        return result
    }

    // MARK: - inotify (Linux)

    #if canImport(Glibc)
    /// The inotify descriptor and its watches; used by the one reader thread after setup.
    private final class Inotify: @unchecked Sendable {
        let fd: Int32
        let root: URL
        var folders: [Int32: String] = [:]
        let mask = UInt32(
            IN_CLOSE_WRITE | IN_MODIFY | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_DELETE_SELF
                | IN_ATTRIB)

        init?(root: URL) {
            fd = inotify_init1(Int32(IN_CLOEXEC))
            guard fd >= 0 else { return nil }
            self.root = root
        }

        func watch(_ relative: String) {
            let path = relative.isEmpty ? root.path : root.appending(path: relative).path
            let descriptor = inotify_add_watch(fd, path, mask)
            if descriptor >= 0 { folders[descriptor] = relative }
        }

        /// A folder and every folder below it.
        func watchTree(_ relative: String) {
            watch(relative)
            guard
                let walker = FileManager.default.enumerator(
                    at: root.appending(path: relative), includingPropertiesForKeys: [.isDirectoryKey])
            else { return }
            while let url = walker.nextObject() as? URL {
                if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                    watch(String(url.standardizedFileURL.path.dropFirst(root.path.count + 1)))
                }
            }
        }
    }

    private func inotifyChanges() -> AsyncStream<String>? {
        guard let inotify = Inotify(root: root) else { return nil }
        inotify.watch("")
        for folder in Self.watchedFolders
        where FileManager.default.fileExists(atPath: root.appending(path: folder).path) {
            inotify.watchTree(folder)
        }
        return AsyncStream { continuation in
            let thread = Thread { [self] in
                let size = 64 * 1024
                let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 8)
                defer { buffer.deallocate() }
                while true {
                    let count = read(inotify.fd, buffer, size)
                    if count <= 0 { break }
                    var offset = 0
                    while offset < count {
                        let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
                        let nameLength = Int(event.len)
                        var name = ""
                        if nameLength > 0 {
                            let namePointer = buffer.advanced(by: offset + MemoryLayout<inotify_event>.size)
                                .assumingMemoryBound(to: CChar.self)
                            name = String(cString: namePointer)
                        }
                        offset += MemoryLayout<inotify_event>.size + nameLength
                        guard let folder = inotify.folders[event.wd], !name.isEmpty else { continue }
                        let relative = folder.isEmpty ? name : "\(folder)/\(name)"
                        let isWatchedFolder = Self.watchedFolders.contains(relative) || self.isWatched(relative + "/")
                        if event.mask & UInt32(IN_ISDIR) != 0, event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0,
                            isWatchedFolder
                        {
                            inotify.watchTree(relative)
                        }
                        if self.isWatched(relative) || Self.watchedFolders.contains(relative), !Self.isNoise(relative) {
                            continuation.yield(relative)
                        }
                    }
                }
                continuation.finish()
            }
            thread.stackSize = 1 << 20
            thread.start()
            continuation.onTermination = { _ in close(inotify.fd) }
        }
    }
    #endif
}
