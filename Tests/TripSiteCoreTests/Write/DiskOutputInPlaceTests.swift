import Foundation
import Testing
import TripSiteCore
import TripSiteStore
import TripSiteTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// A build into the previous build's output updates it in place (`DiskOutput+InPlace`): the
/// folder stays the same folder, unchanged files stay the same files, changed ones are
/// renamed in whole, files no longer made go with the folders they leave empty, and the
/// result is a clean build's.
@Suite struct DiskOutputInPlaceTests {
    private static func journal() throws -> FixtureSite {
        try FixtureSite([
            "content/trips/a.md": tripFile("title: A", body: "First.\n"),
            "content/trips/b/index.md": tripFile("title: B", body: "Bee.\n"),
            "content/trips/b/2025-06-01-day.md": tripFile("title: Day", body: "A day.\n"),
            "content/trips/b/notes.txt": "notes",
            "static/photo.jpg": "jpeg",
        ])
    }

    private static func inode(_ path: String) -> UInt64? {
        var info = stat()
        return stat(path, &info) == 0 ? UInt64(info.st_ino) : nil
    }

    /// What a build with nothing kept makes of the same files.
    private func cleanBuild(_ site: FixtureSite) throws -> [String: [UInt8]] {
        try site.buildInMemory(cache: site.root.appending(path: ".clean-cache")).output.files
    }

    private func manifest(_ site: FixtureSite) throws -> Set<String> {
        let text = try String(contentsOf: site.output.appending(path: OutputManifest.fileName), encoding: .utf8)
        return OutputManifest.paths(in: text)
    }

    /// A server started in the output folder keeps serving it: the folder it holds open is
    /// the one the next build writes, and reads the new page there.
    @Test func theOutputFolderStaysAndSeesTheNewSite() throws {
        let site = try Self.journal()
        defer { site.remove() }
        _ = try site.buildToDisk()
        let folder = open(site.output.path, O_RDONLY | O_DIRECTORY)
        try #require(folder >= 0)
        defer { close(folder) }
        let (folderInode, unchanged) = (
            Self.inode(site.output.path), Self.inode(site.output.appending(path: "trips/b/index.html").path)
        )
        try site.write("content/trips/a.md", tripFile("title: A", body: "Second.\n"))
        _ = try site.buildToDisk()
        #expect(Self.inode(site.output.path) == folderInode)
        #expect(Self.inode(site.output.appending(path: "trips/b/index.html").path) == unchanged)
        let page = openat(folder, "trips/a/index.html", O_RDONLY)
        try #require(page >= 0)
        defer { close(page) }
        var bytes = [UInt8](repeating: 0, count: 1 << 16)
        let count = read(page, &bytes, bytes.count)
        #expect(String(decoding: bytes.prefix(max(0, count)), as: UTF8.self).contains("Second."))
        #expect(site.outputFiles() == (try cleanBuild(site)))
    }

    /// A build of an unchanged journal changes nothing in the output: no file is written,
    /// linked or renamed (each keeps its status-change time), the manifest included.
    @Test func anUnchangedJournalLeavesTheOutputUntouched() throws {
        let site = try Self.journal()
        defer { site.remove() }
        _ = try site.buildToDisk()
        _ = try site.buildToDisk()
        func identities() -> [String: FileSystem.Identity] {
            let paths = (FileManager.default.subpaths(atPath: site.output.path) ?? [])
            return Dictionary(
                uniqueKeysWithValues: paths.compactMap { path in
                    FileSystem.identity(site.output.appending(path: path).path).map { (path, $0) }
                })
        }
        let before = identities()
        #expect(before[OutputManifest.fileName] != nil)
        Thread.sleep(forTimeInterval: 0.02)
        _ = try site.buildToDisk()
        #expect(identities() == before)
    }

    /// A copied file is compared by its bytes, not its size: one edited to other bytes of
    /// the same length is copied again, and its unchanged neighbour stays the same file.
    @Test func aCopiedFileEditedToTheSameSizeIsCopiedAgain() throws {
        let site = try Self.journal()
        defer { site.remove() }
        _ = try site.buildToDisk()
        let notes = Self.inode(site.output.appending(path: "trips/b/notes.txt").path)
        try site.write("static/photo.jpg", "JPEG")
        _ = try site.buildToDisk()
        #expect(
            FileManager.default.contents(atPath: site.output.appending(path: "photo.jpg").path) == Data("JPEG".utf8))
        #expect(Self.inode(site.output.appending(path: "trips/b/notes.txt").path) == notes)
        #expect(site.outputFiles() == (try cleanBuild(site)))
    }

    /// A trip removed takes its pages, its entry's folder and its files with it; the
    /// manifest lists exactly what is left, and nothing is left beside the output.
    @Test func filesNoLongerMadeGoWithTheirFolders() throws {
        let site = try Self.journal()
        defer { site.remove() }
        _ = try site.buildToDisk()
        #expect(FileManager.default.fileExists(atPath: site.output.appending(path: "trips/b/day/index.html").path))
        try FileManager.default.removeItem(at: site.root.appending(path: "content/trips/b"))
        _ = try site.buildToDisk()
        #expect(!FileManager.default.fileExists(atPath: site.output.appending(path: "trips/b").path))
        #expect(site.outputFiles() == (try cleanBuild(site)))
        #expect(try manifest(site) == Set(site.outputFiles().keys))
        let beside = try FileManager.default.contentsOfDirectory(atPath: site.root.path).filter {
            $0.contains("tripsite-") && $0 != ".tripsite-cache"
        }
        #expect(beside.isEmpty)
    }

    /// A build killed while updating leaves a manifest naming both builds' files, some of
    /// them gone: the next build takes that output for its own and finishes the job.
    @Test func aBuildKilledWhileUpdatingIsFinishedByTheNext() throws {
        let site = try Self.journal()
        defer { site.remove() }
        _ = try site.buildToDisk()
        var listed = try manifest(site)
        listed.formUnion(["trips/gone/index.html", "trips/half/index.html"])
        try site.write("public/trips/half/index.html", "a page the killed build had moved in")
        let text = "# manifest\n" + listed.sorted().joined(separator: "\n") + "\n"
        try site.write("public/" + OutputManifest.fileName, text)
        _ = try site.buildToDisk()
        #expect(!FileManager.default.fileExists(atPath: site.output.appending(path: "trips/half").path))
        #expect(site.outputFiles() == (try cleanBuild(site)))
    }

    /// Another build writing the output holds its lock: this one fails without changing
    /// the output or leaving its staging folder.
    @Test func anOutputAnotherBuildIsWritingIsLeftAlone() throws {
        let site = try Self.journal()
        defer { site.remove() }
        _ = try site.buildToDisk()
        let before = site.outputFiles()
        let other = try #require(StagingFolder(locking: site.output.path))
        try site.write("content/trips/a.md", tripFile("title: A", body: "Second.\n"))
        let failure = try #require(throws: BuildFailure.self) { try site.buildToDisk() }
        withExtendedLifetime(other) {}
        #expect(failure.kind == .io)
        #expect(failure.messages.first?.contains("another build") == true)
        #expect(site.outputFiles() == before)
        let beside = try FileManager.default.contentsOfDirectory(atPath: site.root.path).filter {
            $0.contains("tripsite-new")
        }
        #expect(beside.isEmpty)
    }
}
