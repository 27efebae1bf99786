import Foundation
import Testing
import TripSiteCore
import TripSiteStore

/// `RealFolders.entry` gives what `realpath(3)` and `stat` give, with one `lstat` per file
/// once its folder is known: files, folders, links to either (followed), links inside a
/// linked folder, and nothing for a broken link or a missing path.
@Suite struct RealFoldersTests {
    @Test func entriesResolveAsRealpathDoes() throws {
        let manager = FileManager.default
        let top = manager.temporaryDirectory.appending(path: "realfolders-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: top) }
        for folder in ["site/static/photos", "elsewhere/deep"] {
            try manager.createDirectory(at: top.appending(path: folder), withIntermediateDirectories: true)
        }
        for file in ["site/static/photos/a.jpg", "elsewhere/deep/b.jpg", "elsewhere/c.jpg"] {
            try Data("x".utf8).write(to: top.appending(path: file))
        }
        let links = [
            "site/static/photos/to-file.jpg": "../../../elsewhere/c.jpg", "site/static/linked": "../../elsewhere",
            "site/static/broken.jpg": "nowhere.jpg",
        ]
        for (link, target) in links {
            try manager.createSymbolicLink(atPath: top.appending(path: link).path, withDestinationPath: target)
        }
        // The temporary folder may itself be below a link (/tmp on some systems).
        let real = try #require(FileSystem.realPath(top.path))
        let folders = RealFolders()
        let site = top.path + "/site/static"
        #expect(try #require(folders.entry(site + "/photos/a.jpg")) == (real + "/site/static/photos/a.jpg", false))
        #expect(try #require(folders.entry(site + "/photos")) == (real + "/site/static/photos", true))
        #expect(try #require(folders.entry(site + "/photos/to-file.jpg")) == (real + "/elsewhere/c.jpg", false))
        #expect(try #require(folders.entry(site + "/linked")) == (real + "/elsewhere", true))
        #expect(try #require(folders.entry(site + "/linked/deep/b.jpg")) == (real + "/elsewhere/deep/b.jpg", false))
        #expect(folders.entry(site + "/broken.jpg") == nil)
        #expect(folders.entry(site + "/photos/missing.jpg") == nil)
        for path in ["/photos/a.jpg", "/photos/to-file.jpg", "/linked/deep/b.jpg"] {
            #expect(folders.entry(site + path)?.real == FileSystem.realPath(site + path))
        }
    }
}
