import Foundation
import TripSiteImaging

/// Encoded photos on disk, so a photo is encoded once, not on every build. An entry is a
/// folder named by the source's content hash and the request's key (its widths, formats,
/// qualities, the libvips version and `formatVersion`), holding the variants and a
/// `photo.json` that lists them with their sizes and checksums.
///
/// Entries are written into a temporary folder and renamed into place, so an entry is
/// either whole or absent; one whose files do not match its `photo.json` is made again,
/// never published. A whole entry is never replaced (another build may be linking its
/// files), and entries a build did not use are pruned after it only when no other build
/// holds the cache (`CacheLock`).
package final class PhotoCache: Sendable {
    /// Bumped when TripSite changes how it encodes or checks an entry (not for libvips, whose version
    /// is in every key).
    static let formatVersion = 2

    /// `<cache>/photos/`.
    package let folder: URL
    /// What is known of the source images, kept between builds.
    package let facts: SourceFacts

    /// `folder`'s path, for the paths of entries' files.
    private let folderPath: String
    /// The lock of the cache folder, held by the build; without one, pruning is not guarded.
    private let lock: CacheLock?

    package init(folder: URL, lock: CacheLock? = nil) {
        self.lock = lock
        self.folder = folder.appending(path: "photos")
        folderPath = self.folder.path
        facts = SourceFacts(file: folder.appending(path: "source-facts.bin"))
    }

    /// The XXH64 hash of a file's bytes; nil when it cannot be read or is empty.
    package func hash(of path: String) -> UInt64? {
        facts.hash(of: path) {
            guard
                let data = try? Data(
                    contentsOf: URL(fileURLWithPath: path, isDirectory: false), options: .alwaysMapped),
                !data.isEmpty
            else { return nil }
            return data.withUnsafeBytes { XXH64.hash(buffer: $0) }
        }
    }

    /// Whether the image at `path` records a GPS position (`check` reads it), remembered
    /// while its size and modification time stay the same.
    package func hasPosition(_ path: String, check: (String) -> Bool) -> Bool {
        facts.hasPosition(path, check: check)
    }

    /// What `photo.json` holds.
    package struct Entry: Codable {
        package struct File: Codable {
            package var format: ImageFormat
            package var width: Int
            package var height: Int
            package var file: String
            package var bytes: Int
            package var checksum: String
        }

        package var width: Int
        package var height: Int
        package var averageColor: RGB
        package var metadata: PhotoMetadata
        package var files: [File]
    }

    /// The entry's folder name from the source's hash and the request's part of it
    /// (`keySuffix`: its widths, formats, qualities, the libvips version, `formatVersion`).
    package static func key(sourceHash: UInt64, suffix: String) -> String { hex(sourceHash) + suffix }

    /// The request's part of an entry's name: `-` and a hash of what it asks for.
    package static func keySuffix(_ request: PhotoRequest) -> String {
        let formats = request.widths.keys.sorted { $0.rawValue < $1.rawValue }
        let description = formats.map { format in
            "\(format.rawValue):\(request.widths[format] ?? []):q\(request.quality[format] ?? 0)"
        }.joined(separator: ";")
        let settings = "v\(formatVersion)|vips \(VipsCodec.version)|\(description)|e\(request.webpEffort)"
        return "-" + String(hex(XXH64.hash(settings)).prefix(8))
    }

    package static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The entry `key`, if it is there and whole. A damaged one is left for `store` to
    /// replace (renamed aside, never removed in place: another build may be reading it).
    package func entry(_ key: String) -> Entry? {
        let entryFolder = folder.appending(path: key)
        guard let data = try? Data(contentsOf: entryFolder.appending(path: "photo.json")),
            let entry = try? JSONDecoder().decode(Entry.self, from: data), !entry.files.isEmpty,
            entry.files.allSatisfy({ Self.isWhole($0, in: entryFolder) })
        else { return nil }
        return entry
    }

    private static func isWhole(_ file: Entry.File, in folder: URL) -> Bool {
        guard !file.file.contains("/"), let data = try? Data(contentsOf: folder.appending(path: file.file)) else {
            return false
        }
        return data.count == file.bytes && checksum(data) == file.checksum
    }

    static func checksum(_ data: Data) -> String {
        data.withUnsafeBytes { hex(XXH64.hash(buffer: $0)) }
    }

    /// The entry an encoded photo makes, as `store` lists it.
    package static func entry(of photo: EncodedPhoto) -> Entry {
        let files = photo.variants.map { variant in
            let data = Data(variant.bytes)
            return Entry.File(
                format: variant.format, width: variant.width, height: variant.height,
                file: "\(variant.width).\(variant.format.fileExtension)", bytes: data.count,
                checksum: checksum(data))
        }
        return Entry(
            width: photo.width, height: photo.height, averageColor: photo.averageColor, metadata: photo.metadata,
            files: files)
    }

    /// Stores an encoded photo as entry `key`: written beside it, then renamed into place.
    package func store(_ photo: EncodedPhoto, key: String) throws -> Entry {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appending(path: ".tmp-\(key)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let entry = Self.entry(of: photo)
        for (file, variant) in zip(entry.files, photo.variants) {
            try Data(variant.bytes).write(to: temporary.appending(path: file.file))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try encoder.encode(entry).write(to: temporary.appending(path: "photo.json"))
        try place(temporary, as: key)
        return entry
    }

    /// Renames a written entry into place. A whole entry already there (another build stored
    /// the same photo first) stays, and this one is dropped; a damaged one is renamed aside
    /// first, so the name never holds a half-removed folder.
    private func place(_ temporary: URL, as key: String) throws {
        let destination = folder.appending(path: key)
        if entry(key) != nil { return }
        if FileManager.default.fileExists(atPath: destination.path) {
            let aside = folder.appending(path: ".old-\(key)-\(UUID().uuidString)")
            if rename(destination.path, aside.path) == 0 { try? FileManager.default.removeItem(at: aside) }
        }
        guard rename(temporary.path, destination.path) == 0 else {
            // Another build's entry took the name between the two renames: it is the same photo.
            if entry(key) != nil { return }
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: destination.path])
        }
    }

    /// The path of a file of entry `key`.
    package func path(_ key: String, _ file: String) -> String {
        // Joined as strings: `URL.appending(path:)` costs far more, and this is asked for
        // each variant of every photo.
        folderPath + "/" + key + "/" + file
    }

    /// Removes every entry not in `used`, and temporary folders left by a build that stopped:
    /// only while no other build holds the cache (one may be writing or using them).
    package func prune(keeping used: Set<String>) {
        func prune() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
            for name in names where !used.contains(name) {
                try? FileManager.default.removeItem(at: folder.appending(path: name))
            }
        }
        guard let lock else { return prune() }
        lock.alone(prune)
    }
}
