import Testing
import TripSiteCore

/// `FileSystem.isInside`: a path is inside a folder when it is the folder or lies below it,
/// by whole path components, compared as the bytes the file system names them by.
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
}
