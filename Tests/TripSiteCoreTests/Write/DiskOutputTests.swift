import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

@Suite struct DiskOutputTests {
    /// Every file below a folder with its bytes and modification date.
    func snapshot(_ folder: URL) throws -> [String: (Data, Date)] {
        var result: [String: (Data, Date)] = [:]
        let walker = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isRegularFileKey, .contentModificationDateKey])
        while let url = walker?.nextObject() as? URL {
            let values = try url.resourceValues(forKeys: [.isRegularFileKey, .contentModificationDateKey])
            guard values.isRegularFile == true else { continue }
            result[String(url.path.dropFirst(folder.path.count))] = (
                try Data(contentsOf: url), values.contentModificationDate ?? .distantPast
            )
        }
        return result
    }

    @Test func aFailedBuildLeavesThePreviousOutputUntouched() throws {
        let site = try FixtureSite(["content/trips/a.md": tripFile("title: A", body: "First.\n")])
        defer { site.remove() }
        _ = try site.buildToDisk()
        let before = try snapshot(site.output)
        #expect(before["/trips/a/index.html"] != nil)

        try site.write("content/trips/a.md", tripFile("title: A\nstart: 2025-13-45", body: "Second.\n"))
        try site.write("content/trips/b.md", tripFile("title: B", body: "New.\n"))
        let failure = try #require(throws: BuildFailure.self) { try site.buildToDisk() }
        #expect(failure.kind == .content)

        let after = try snapshot(site.output)
        #expect(Set(after.keys) == Set(before.keys))
        for (path, (data, date)) in before {
            #expect(after[path]?.0 == data, "\(path) changed")
            #expect(after[path]?.1 == date, "\(path) was rewritten")
        }
        let leftovers = try stagingLeftovers(in: site.root)
        #expect(leftovers.isEmpty, "temporary folders left behind: \(leftovers)")
    }

    @Test func aSuccessfulBuildReplacesTheOutputWhole() throws {
        let site = try FixtureSite([
            "content/trips/a.md": tripFile("title: A"), "content/trips/b.md": tripFile("title: B"),
        ])
        defer { site.remove() }
        _ = try site.buildToDisk()
        try FileManager.default.removeItem(at: site.root.appending(path: "content/trips/b.md"))
        _ = try site.buildToDisk()
        #expect(FileManager.default.fileExists(atPath: site.output.appending(path: "trips/a/index.html").path))
        #expect(
            !FileManager.default.fileExists(atPath: site.output.appending(path: "trips/b").path),
            "stale pages disappear")
    }

    @Test func refusesOutputFoldersThatWouldDestroySources() throws {
        let site = try FixtureSite(["content/trips/a.md": tripFile("title: A")])
        defer { site.remove() }
        for output in [site.root, site.root.deletingLastPathComponent(), site.root.appending(path: "content/out")] {
            var writer = DiskOutput(output: output)
            let failure = try #require(throws: BuildFailure.self) {
                try SiteBuilder(options: BuildOptions(source: site.root, output: output)).build(into: &writer)
            }
            #expect(failure.kind == .io)
        }
        #expect(FileManager.default.fileExists(atPath: site.root.appending(path: "content/trips/a.md").path))
    }

    @Test func refusesAnExistingFolderThatIsNotABuiltSite() throws {
        let site = try FixtureSite(["content/trips/a.md": tripFile("title: A"), "public/thesis.docx": "precious"])
        defer { site.remove() }
        #expect(throws: BuildFailure.self) { try site.buildToDisk() }
        #expect(FileManager.default.fileExists(atPath: site.output.appending(path: "thesis.docx").path))
    }

    @Test func unchangedFilesKeepTheirModificationTime() throws {
        let site = try FixtureSite([
            "content/trips/a.md": tripFile("title: A", body: "First.\n"),
            "content/trips/b.md": tripFile("title: B", body: "Bee.\n"),
            "static/photo.jpg": "jpeg",
        ])
        defer { site.remove() }
        _ = try site.buildToDisk()
        let before = try snapshot(site.output)
        Thread.sleep(forTimeInterval: 0.05)
        try site.write("content/trips/a.md", tripFile("title: A", body: "Second.\n"))
        _ = try site.buildToDisk()
        let after = try snapshot(site.output)
        #expect(after["/trips/a/index.html"]?.1 != before["/trips/a/index.html"]?.1, "the changed page is rewritten")
        for path in ["/trips/b/index.html", "/theme/style.css", "/photo.jpg", "/404.html"] {
            #expect(after[path]?.1 == before[path]?.1, "\(path) was rewritten although unchanged")
            #expect(after[path]?.0 == before[path]?.0)
        }
    }

    /// Copied files are written with one `open` each: a symbolic link inside the site is
    /// copied as the file it leads to, keeping that file's permissions, deep folders are
    /// made, and the bytes are the source's.
    @Test func copiedFilesAreTheirSourcesBytesAndPermissions() throws {
        let site = try FixtureSite([
            "content/trips/a.md": tripFile("title: A"), "static/deep/er/still/run.sh": "#!/bin/sh\necho hi\n",
        ])
        defer { site.remove() }
        let script = site.root.appending(path: "static/deep/er/still/run.sh").path
        try FileManager.default.setAttributes([.posixPermissions: 0o750], ofItemAtPath: script)
        try FileManager.default.createSymbolicLink(
            atPath: site.root.appending(path: "static/linked.sh").path, withDestinationPath: "deep/er/still/run.sh")
        _ = try site.buildToDisk()
        for path in ["deep/er/still/run.sh", "linked.sh"] {
            let copy = site.output.appending(path: path).path
            let attributes = try FileManager.default.attributesOfItem(atPath: copy)
            #expect(attributes[.type] as? FileAttributeType == .typeRegular, "\(path) is a file, not a link")
            #expect((attributes[.posixPermissions] as? Int).map { $0 & 0o777 } == 0o750, "\(path)")
            #expect(FileManager.default.contents(atPath: copy) == Data("#!/bin/sh\necho hi\n".utf8))
        }
        let page = try #require(
            FileManager.default.contents(atPath: site.output.appending(path: "trips/a/index.html").path))
        #expect(String(decoding: page, as: UTF8.self).contains("<h1"))
    }

    @Test func theNextBuildRemovesAKilledBuildsLeftovers() throws {
        let site = try FixtureSite(["content/trips/a.md": tripFile("title: A")])
        defer { site.remove() }
        _ = try site.buildToDisk()
        for name in [".public.tripsite-new-1-1", ".public.tripsite-old-1-1"] {
            try site.write("\(name)/trips/a/index.html", "a killed build's page")
        }
        var writer = DiskOutput(output: site.output)
        writer.leftoverAge = 0
        _ = try SiteBuilder(options: BuildOptions(source: site.root, output: site.output)).build(into: &writer)
        let leftovers = try stagingLeftovers(in: site.root)
        #expect(leftovers.isEmpty)
    }

    @Test func aReadOnlyOutputIsAnErrorAndLeavesNothingBehind() throws {
        let site = try FixtureSite(["content/trips/a.md": tripFile("title: A", body: "One.\n")])
        defer { site.remove() }
        _ = try site.buildToDisk()
        let locked = site.output.appending(path: "trips/a").path
        try #require(makeReadOnly(locked, true), "this file system cannot make a folder read-only")
        defer { _ = makeReadOnly(locked, false) }
        try site.write("content/trips/a.md", tripFile("title: A", body: "Two.\n"))
        let failure = try #require(throws: BuildFailure.self) { try site.buildToDisk() }
        #expect(failure.kind == .io)
        #expect(failure.messages.first?.contains("is read-only") == true)
        let leftovers = try stagingLeftovers(in: site.root)
        #expect(leftovers.isEmpty)
        #expect(
            try String(contentsOf: site.output.appending(path: "trips/a/index.html"), encoding: .utf8).contains("One."))
    }

    /// Staging folders beside the output (`.public.tripsite-new-…`), not the cache folder a
    /// build keeps on purpose.
    private func stagingLeftovers(in root: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.path).filter {
            $0.contains("tripsite-") && $0 != ".tripsite-cache"
        }
    }
}
