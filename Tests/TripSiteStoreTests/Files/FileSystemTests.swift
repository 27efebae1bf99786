import Foundation
import Testing
import TripSiteStore

/// `FileSystem.isInside`: a path is inside a folder when it is the folder or lies below it,
/// by whole path components, compared as the bytes the file system names them by. Its
/// other helpers: a path's last name, the folders above a file.
@Suite struct FileSystemTests {
    @Test(arguments: [
        ("content/trips/kona.md", "content/trips", true),
        ("content/trips", "content/trips", true),
        ("content/trips/kona/index.md", "content/trips/kona", true),
        ("content/trips/", "content/trips", true),
        ("content/trips/kona.md", "content/trips/", true),
        ("content/tripsheet.md", "content/trips", false),
        ("content/trip", "content/trips", false),
        ("content", "content/trips", false),
        ("/a", "", true),
        ("a", "", false),
        // "é" precomposed and decomposed: equal as strings, not as file names.
        ("content/caf\u{E9}/a.md", "content/cafe\u{301}", false),
    ])
    func insideByWholeComponents(_ path: String, _ folder: String, _ inside: Bool) {
        #expect(FileSystem.isInside(path, folder) == inside)
    }

    /// `lastName` is what `split(separator: "/").last` gives, without splitting.
    @Test(arguments: [
        "content/trips/kona.md", "kona.md", "content/trips/kona/", "content/trips/kona//", "/", "", "//a", "a/b/c",
        "/abs/path", "caf\u{E9}/e\u{301}t\u{E9}.md", "\u{1F3D4}\u{FE0F}/x",
    ])
    func lastNameIsTheLastPart(_ path: String) {
        #expect(FileSystem.lastName(path) == (path.split(separator: "/").last ?? ""))
    }

    /// `sameBytes` compares whole files across its read blocks: equal files of every size
    /// around a block, a difference in the first, a middle or the last byte, a file that is
    /// a prefix of the other, and a missing file.
    @Test func sameBytesComparesWholeFiles() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "same-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        func file(_ name: String, _ bytes: [UInt8]) throws -> String {
            let path = root.appending(path: name).path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            return path
        }
        for size in [0, 1, 65_535, 65_536, 65_537, 200_000] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) }
            let original = try file("a-\(size)", bytes)
            #expect(FileSystem.sameBytes(original, try file("b-\(size)", bytes)), "\(size) bytes")
            for index in Set([0, size / 2, size - 1]) where size > 0 {
                var changed = bytes
                changed[index] ^= 1
                #expect(!FileSystem.sameBytes(original, try file("c-\(size)-\(index)", changed)), "\(size): \(index)")
            }
            #expect(!FileSystem.sameBytes(original, try file("d-\(size)", bytes + [0])))
            #expect(!FileSystem.sameBytes(original, root.appending(path: "missing").path))
        }
    }

    /// `makeFolders(containing:in:)`, as the write stage calls it when a file is refused for
    /// want of its folder: every folder above the file, however many are missing, with many
    /// threads making overlapping ones at once; a file in the way is an error naming the path.
    @Test func theFoldersAboveAFileAreMadeFromManyThreadsAtOnce() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "folders-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = (0..<400).map { "a/b\($0 % 7)/c\($0 % 3)/d\($0 % 50)/index.html" } + ["top.html"]
        let failed = parallelMap(files, minimumCount: 2) { file in
            (try? FileSystem.makeFolders(containing: file, in: root)) == nil
        }
        #expect(!failed.contains(true))
        for file in files {
            var isFolder: ObjCBool = false
            let folder = (root + "/" + file as NSString).deletingLastPathComponent
            #expect(
                FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue, "\(file)")
        }
        try FileSystem.makeFolders(containing: "a/b1/c1/d1/index.html", in: root)
        #expect(FileManager.default.createFile(atPath: root + "/x", contents: Data()))
        #expect {
            try FileSystem.makeFolders(containing: "x/y/z.html", in: root)
        } throws: { error in
            "\(error.localizedDescription)".contains("/x/y")
        }
    }

    /// `entries(in:)`, which the loader lists `content/` and `static/` with: every name once
    /// (not `.` or `..`, dotfiles included), with the kind `lstat` would give, a link as a
    /// link whether it leads to a file, a folder or nowhere.
    @Test func aFoldersEntriesComeWithTheKindsLstatGives() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "entries-\(UUID().uuidString)").path
        let files = FileManager.default
        try files.createDirectory(atPath: root + "/sub folder", withIntermediateDirectories: true)
        #expect(files.createFile(atPath: root + "/kona.md", contents: Data("x".utf8)))
        #expect(files.createFile(atPath: root + "/.gitkeep", contents: Data()))
        #expect(files.createFile(atPath: root + "/café.jpg", contents: Data()))
        try files.createSymbolicLink(atPath: root + "/to-file", withDestinationPath: root + "/kona.md")
        try files.createSymbolicLink(atPath: root + "/to-folder", withDestinationPath: root + "/sub folder")
        try files.createSymbolicLink(atPath: root + "/nowhere", withDestinationPath: root + "/missing")
        defer { try? files.removeItem(atPath: root) }
        let entries = FileSystem.entries(in: root)
        let kinds = Dictionary(
            uniqueKeysWithValues: entries.map { ($0.name, $0.kind ?? FileSystem.entryKind(root + "/" + $0.name)) })
        #expect(entries.count == 7)
        #expect(
            kinds == [
                "sub folder": .folder, "kona.md": .file, ".gitkeep": .file, "café.jpg": .file, "to-file": .link,
                "to-folder": .link, "nowhere": .link,
            ])
        #expect(FileSystem.entries(in: root + "/missing").isEmpty)
        #expect(FileSystem.entries(in: root + "/kona.md").isEmpty)
    }

    /// `removeTree`, which removes a build's retired output: every file and folder below,
    /// however deep and many (removed on every core), dotfiles and empty folders too; a
    /// symbolic link is removed, and what it leads to is left alone.
    @Test func aTreeIsRemovedWholeAndItsLinksAreNotFollowed() throws {
        let files = FileManager.default
        let base = files.temporaryDirectory.appending(path: "tree-\(UUID().uuidString)").path
        let (root, outside) = (base + "/old", base + "/kept")
        defer { try? files.removeItem(atPath: base) }
        try files.createDirectory(atPath: outside, withIntermediateDirectories: true)
        #expect(files.createFile(atPath: outside + "/mine.txt", contents: Data("x".utf8)))
        for trip in 0..<300 {
            try files.createDirectory(atPath: root + "/trips/t\(trip)/day", withIntermediateDirectories: true)
            #expect(files.createFile(atPath: root + "/trips/t\(trip)/index.html", contents: Data("p".utf8)))
            #expect(files.createFile(atPath: root + "/trips/t\(trip)/day/index.html", contents: Data()))
        }
        try files.createDirectory(atPath: root + "/empty/deeper", withIntermediateDirectories: true)
        #expect(files.createFile(atPath: root + "/.tripsite-manifest", contents: Data()))
        try files.createSymbolicLink(atPath: root + "/to-folder", withDestinationPath: outside)
        try files.createSymbolicLink(atPath: root + "/trips/t1/to-file", withDestinationPath: outside + "/mine.txt")
        try FileSystem.removeTree(root)
        #expect(!files.fileExists(atPath: root))
        #expect(files.contents(atPath: outside + "/mine.txt") == Data("x".utf8))
        #expect {
            try FileSystem.removeTree(root)
        } throws: { error in
            error.localizedDescription.contains(root)
        }
    }
}
