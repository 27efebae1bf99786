import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// A killed build's temporary folders are removed by the next build; a running build's are not.
@Suite struct StagingFolderTests {
    func makeParent() throws -> String {
        let parent = FileManager.default.temporaryDirectory.appending(path: "tripsite-staging-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        return parent
    }

    func leftover(_ parent: String, _ kind: StagingFolder.Kind, id: String) throws -> String {
        let path = parent + "/" + StagingFolder.name(kind, output: "public", id: id)
        try FileManager.default.createDirectory(atPath: path + "/trips", withIntermediateDirectories: true)
        try Data("x".utf8).write(to: URL(fileURLWithPath: path + "/trips/index.html"))
        return path
    }

    @Test func leftoversOfKilledBuildsAreRemoved() throws {
        let parent = try makeParent()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        _ = try leftover(parent, .new, id: "1-1")
        _ = try leftover(parent, .old, id: "1-1")
        _ = try leftover(parent, .new, id: "2-2")
        try FileManager.default.createDirectory(
            atPath: parent + "/.other.tripsite-new-3-3", withIntermediateDirectories: true)
        let removed = StagingFolder.removeLeftovers(in: parent, output: "public", minimumAge: 0)
        #expect(removed == [".public.tripsite-new-1-1", ".public.tripsite-new-2-2", ".public.tripsite-old-1-1"])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: parent) == [".other.tripsite-new-3-3"],
            "another output's folders are not touched")
    }

    @Test func aFreshFolderIsLeftAlone() throws {
        let parent = try makeParent()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        _ = try leftover(parent, .new, id: "1-1")
        #expect(StagingFolder.removeLeftovers(in: parent, output: "public").isEmpty)
    }

    @Test func aLinkNamedLikeALeftoverIsNotFollowed() throws {
        let parent = try makeParent()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let precious = parent + "/precious"
        _ = try leftover(parent, .new, id: "9-9")
        try FileManager.default.moveItem(
            atPath: parent + "/" + StagingFolder.name(.new, output: "public", id: "9-9"), toPath: precious)
        try FileManager.default.createSymbolicLink(
            atPath: parent + "/" + StagingFolder.name(.old, output: "public", id: "1-1"), withDestinationPath: precious)
        #expect(StagingFolder.removeLeftovers(in: parent, output: "public", minimumAge: 0).isEmpty)
        #expect(FileManager.default.fileExists(atPath: precious + "/trips/index.html"))
    }

    /// Another process holds the folder's lock (as a running build does): it is kept. Once that
    /// process is killed, the system drops the lock and the folder goes.
    @Test func aRunningBuildsFolderIsKeptUntilItsProcessDies() throws {
        let parent = try makeParent()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let folder = try leftover(parent, .new, id: "4-4")
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = ["--no-fork", folder, "sleep", "60"]
        let exit = try holder.start()
        defer { if holder.isRunning { holder.terminate() } }
        // Wait until the other process holds the lock.
        let deadline = Date().addingTimeInterval(10)
        while StagingFolder(locking: folder) != nil, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        #expect(StagingFolder.removeLeftovers(in: parent, output: "public", minimumAge: 0).isEmpty)
        #expect(FileManager.default.fileExists(atPath: folder))
        kill(holder.processIdentifier, SIGKILL)
        exit.wait()
        let released = Date().addingTimeInterval(10)
        while StagingFolder(locking: folder) == nil, Date() < released { Thread.sleep(forTimeInterval: 0.02) }
        #expect(
            StagingFolder.removeLeftovers(in: parent, output: "public", minimumAge: 0) == [".public.tripsite-new-4-4"])
    }
}
