import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Pages kept between builds, in `<cache>/pages/`, by what they read: a `build` renders
/// only the pages one of whose recorded reads changed since a build that kept them, and
/// hard-links the others from here into the output, as `serve` re-renders only the outputs
/// whose reads changed since its last rebuild.
///
/// A page's key (`key(page:reads:values:)`) hashes its path, every input it read as it was
/// made (`PageReads`, kept in the index as `ReadValues.id`s) with that input's fingerprint
/// (`InputFingerprints`, made with `StableHasher`, the same in every run), and the `salt`:
/// the store's format, the running program's build ID (another TripSite may render the same
/// inputs differently), the render mode, `SOURCE_DATE_EPOCH` and whether drafts are built.
/// A build looks up each path's entry and computes its key again from the reads the entry
/// lists and this build's fingerprints: the same key, the same page. (A page whose reads all
/// kept their values would read the same again: what it reads next depends only on what it
/// read.) `IncrementalEquivalenceTests` and `PageStoreTests` compare both with a build from
/// nothing.
///
/// A kept page is a file named by its key, sharing its inode with the output file it was
/// written as. The index file (`index.bin`) records each one's identity once the build has
/// replaced the output (`FileSystem.Identity`: inode, size, modification and status-change
/// times) and its XXH64 checksum. A file with another inode, size or modification time
/// (swapped with another, rewritten) is not used, and its page is made again. A file whose
/// status-change time is as recorded has not been written since (no call sets that time
/// back), and is not read to be trusted; one whose status-change time moved (written in
/// place with its times put back, or only linked or unlinked: the output folder removed by
/// hand) is used only if its bytes still have the checksum. A change can share a time with
/// the index's writing within the clock's tick, so an entry whose change time is not older
/// than the index file is checked by its bytes too, as Git treats racily clean files.
/// Failures here never fail a build: they cost a later build the rendering, nothing more.
/// Without a build ID nothing is kept.
package struct PageStore: Sendable {
    /// A kept page: its key, its path's hash (`pageID`), what it read (`ReadValues.id`s,
    /// sorted), its file's identity when the index was written, and its checksum (XXH64 of
    /// its bytes).
    package struct Entry: Codable, Sendable, Equatable {
        package var key: UInt64
        package var page: UInt64
        package var reads: [UInt64]
        package var identity: FileSystem.Identity
        package var checksum: UInt64
    }

    /// A page a build wrote or took from the store: its key, path, reads and checksum. Its
    /// entry is made when the build is done (`save`), as linking and unlinking its file
    /// change its identity.
    package struct Kept: Sendable {
        package var key: UInt64
        package var page: UInt64
        package var reads: [UInt64]
        package var checksum: UInt64
        /// Its file's identity, when the build knows it has not changed since it looked
        /// (a page left in the output as it was): `save` then asks no `stat` for it.
        package var identity: FileSystem.Identity?

        package init(key: UInt64, page: UInt64, reads: [UInt64], checksum: UInt64, identity: FileSystem.Identity? = nil)
        {
            self.key = key
            self.page = page
            self.reads = reads
            self.checksum = checksum
            self.identity = identity
        }
    }

    /// 5: each entry with its page's recorded reads.
    static let format: UInt64 = 7
    static let magic = "TripSite kept pages\n"
    package static let indexName = "index.bin"

    let folder: String
    /// Mixed into every key: what a page depends on besides its inputs.
    let salt: Int
    /// The bytes the index file starts with: the magic and format.
    let header: [UInt8]
    /// What the index listed, by key.
    package private(set) var entries: [UInt64: Entry] = [:]
    /// The key of each page the index lists, by its path's hash (`pageID`).
    private var keys: [UInt64: UInt64] = [:]
    /// When the index was written (its modification time, nanoseconds): entries changed then
    /// or later are checked by their bytes too.
    private(set) var indexWritten = Int64.max
    /// The cache folder's lock, held by the build: pages no longer used are removed only
    /// while no other build holds it.
    let lock: CacheLock?

    /// Opens the store of `cacheFolder` for builds with these settings, reading its index.
    /// Nil when the program has no build ID (`BuildID`), which salts every key so that pages
    /// kept by another build of TripSite are never read. `settings` are what every page
    /// depends on besides its reads (the render mode, `SOURCE_DATE_EPOCH`, drafts).
    package init?(cacheFolder: URL, settings: some Encodable, lock: CacheLock? = nil) {
        guard let program = BuildID.running else { return nil }
        folder = cacheFolder.path + "/pages"
        self.lock = lock
        var salt = StableHasher()
        salt.combine(Self.format)
        salt.combine(program)
        salt.combine(settings)
        self.salt = salt.finalize()
        header = StoreFile.header(Self.magic, Self.format)
        entries = readIndex() ?? [:]
        keys = Dictionary(entries.values.map { ($0.page, $0.key) }, uniquingKeysWith: { first, _ in first })
        if let index = FileSystem.identity(folder + "/" + Self.indexName) { indexWritten = index.modified }
    }

    /// The hash of an output's path, which its entry is found by.
    package static func pageID(_ path: String) -> UInt64 {
        var hasher = StableHasher()
        hasher.combine(path)
        return UInt64(bitPattern: Int64(hasher.finalize()))
    }

    /// The key of the page `page` that read `reads`, with their fingerprints in `values`; nil
    /// when a read has none (the page is then made and not kept). Each read's hash with its
    /// fingerprint is summed, which does not depend on their order.
    package func key(page: UInt64, reads: [UInt64], values: ReadValues) -> UInt64? {
        var sum = 0
        for read in reads {
            guard let value = values[read] else { return nil }
            var hasher = StableHasher()
            hasher.combine(read)
            hasher.combine(value)
            sum &+= hasher.finalize()
        }
        var hasher = StableHasher()
        hasher.combine(salt)
        hasher.combine(page)
        hasher.combine(reads.count)
        hasher.combine(sum)
        return UInt64(bitPattern: Int64(hasher.finalize()))
    }

    /// The key of the kept page at `path`, when none of what it read has changed since.
    package func unchanged(_ path: String, values: ReadValues) -> UInt64? {
        let page = Self.pageID(path)
        guard let key = keys[page], let entry = entries[key] else { return nil }
        return self.key(page: page, reads: entry.reads, values: values) == key ? key : nil
    }

    /// The kept file of the page with this key and its identity now, if it is still as it
    /// was kept: the same
    /// inode, size and modification time, and either the same status-change time (older
    /// than the index) or the same bytes. A status-change time moves without an edit too
    /// (the output folder removed by hand unlinks a second name of each page): such a page
    /// is read once, and the next build's index has its new time.
    package func file(for key: UInt64) -> (path: String, identity: FileSystem.Identity)? {
        guard let entry = entries[key], let now = FileSystem.identity(path(of: key)) else { return nil }
        let kept = entry.identity
        guard now.inode == kept.inode, now.size == kept.size, now.modified == kept.modified else { return nil }
        if now.changed == kept.changed, kept.changed < indexWritten { return (path(of: key), now) }
        return Self.checksum(of: path(of: key), size: Int(kept.size)) == entry.checksum ? (path(of: key), now) : nil
    }

    /// XXH64 of the file's bytes, when it has `size` of them.
    package static func checksum(of path: String, size: Int) -> UInt64? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: size + 1)
        var filled = 0
        while filled <= size {
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, size + 1 - filled) }
            guard count > 0 else { break }
            filled += count
        }
        guard filled == size else { return nil }
        return bytes.withUnsafeBytes { XXH64.hash(buffer: UnsafeRawBufferPointer(rebasing: $0.prefix(size))) }
    }

    func path(of key: UInt64) -> String {
        folder + "/" + Self.name(of: key)
    }

    package static func name(of key: UInt64) -> String {
        let digits = String(key, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Keeps the page just written at `written` under `key`: a second name for the same
    /// file, or, where the file system cannot link, a copy (`copy` writes the page's bytes at
    /// the path it is given). A name a stale entry holds is replaced by one renamed over it,
    /// so a build that reads the store meanwhile sees the old file or the new one. Nil if it
    /// could not be kept.
    package func keep(
        _ written: String, key: UInt64, page: UInt64, reads: [UInt64], checksum: UInt64, copy: (String) -> Bool
    ) -> Kept? {
        let destination = path(of: key)
        if !FileSystem.hardLink(written, to: destination) {
            let temporary =
                folder
                + "/.\(Self.name(of: key))-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
            guard FileSystem.hardLink(written, to: temporary) || copy(temporary) else { return nil }
            guard rename(temporary, destination) == 0 else {
                unlink(temporary)
                return nil
            }
        }
        return Kept(key: key, page: page, reads: reads, checksum: checksum)
    }

    /// Makes the store's folder if it is missing; false if it cannot be made.
    package func prepare() -> Bool {
        (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil
    }
}
