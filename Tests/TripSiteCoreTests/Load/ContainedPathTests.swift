import Foundation
import Testing
import TripSiteCore
import TripSiteStore
import TripSiteTestSupport

/// `ContainedPath`: the one rule for every path named from outside (an export, a manifest, a
/// command-line argument), as text and on disk through symbolic links.
@Suite struct ContainedPathTests {
    @Test(arguments: [
        ("a/b.txt", ["a", "b.txt"]), ("./a//b/", ["a", "b"]), ("..a/b..", ["..a", "b.."]),
        ("trips/~/x", ["trips", "~", "x"]),
    ])
    func plainRelativePathsAreAccepted(path: String, components: [String]) throws {
        #expect(try ContainedPath(path).components == components)
    }

    @Test(arguments: [
        ("../x", ContainedPath.Refusal.parent), ("a/../../x", .parent), ("a/..", .parent), ("/etc/passwd", .absolute),
        ("", .empty), ("./", .empty), ("a\u{0}b", .nul),
    ])
    func pathsThatLeaveAreRefused(path: String, refusal: ContainedPath.Refusal) {
        #expect(throws: refusal) { try ContainedPath(path) }
    }

    @Test func linksAreFollowedOnlyWhileTheyStayInside() throws {
        let folder = try ImportFixtures.folder("contained")
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = folder.appending(path: "site")
        let outside = folder.appending(path: "outside")
        try ImportFixtures.write("secret", to: "id_rsa", in: outside)
        try ImportFixtures.write("mine", to: "content/a.txt", in: root)
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: root.appending(path: "out").path, withDestinationPath: outside.path)
        try manager.createSymbolicLink(
            atPath: root.appending(path: "content/key").path,
            withDestinationPath: outside.appending(path: "id_rsa").path)
        try manager.createSymbolicLink(atPath: root.appending(path: "in").path, withDestinationPath: "content")
        try manager.createSymbolicLink(atPath: root.appending(path: "dangling").path, withDestinationPath: "/nowhere/x")
        try manager.createSymbolicLink(atPath: root.appending(path: "loop").path, withDestinationPath: "loop")

        let realRoot = try #require(FileSystem.realPath(root.path))
        #expect(try ContainedPath.resolve("in/a.txt", in: root.path) == realRoot + "/content/a.txt")
        #expect(try ContainedPath.resolve("new/folder/file", in: root.path) == realRoot + "/new/folder/file")
        #expect(throws: ContainedPath.Refusal.leavesRoot("out")) { try ContainedPath.resolve("out/x", in: root.path) }
        #expect(throws: ContainedPath.Refusal.leavesRoot("content/key")) {
            try ContainedPath.resolve("content/key", in: root.path)
        }
        #expect(throws: ContainedPath.Refusal.leavesRoot("dangling")) {
            try ContainedPath.resolve("dangling", in: root.path)
        }
        #expect(throws: ContainedPath.Refusal.leavesRoot("loop")) { try ContainedPath.resolve("loop/x", in: root.path) }
    }

    /// A root reached through a link is resolved too: paths inside it are inside.
    @Test func aRootBehindALinkHoldsItsFiles() throws {
        let folder = try ImportFixtures.folder("contained-root")
        defer { try? FileManager.default.removeItem(at: folder) }
        try ImportFixtures.write("x", to: "real/a.txt", in: folder)
        let alias = folder.appending(path: "alias").path
        try FileManager.default.createSymbolicLink(
            atPath: alias, withDestinationPath: folder.appending(path: "real").path)
        #expect(try ContainedPath.resolve("a.txt", in: alias).hasSuffix("/real/a.txt"))
    }
}
