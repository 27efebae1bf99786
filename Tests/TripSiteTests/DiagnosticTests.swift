import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// Every problem names a file and a line, in `tripsite check` and in a build alike: empty
/// slugs, static files over generated pages, a missing theme and over-long ids, which once
/// named no line, or passed `check` and failed `build` with an OS error.
@Suite struct DiagnosticTests {
    static let longName = String(repeating: "very-long-", count: 12) + "trip"
    static let longID = String(repeating: "b", count: 300)
    static let trip = tripFile("title: Kona", body: "Warm water.\n")

    /// One bad input per case, and the start of the error it must give.
    static let cases: [(name: String, files: [String: String], expected: String)] = [
        (
            "empty trip slug", ["content/trips/---.md": trip],
            "content/trips/---.md:1:1: error: the name '---.md' gives an empty slug"
        ),
        (
            "empty bundle slug", ["content/trips/~~~/index.md": trip],
            "content/trips/~~~/index.md:1:1: error: the name '~~~' gives an empty slug"
        ),
        (
            "empty page slug", ["content/pages/🗾.md": tripFile("title: Japan", body: "x\n")],
            "content/pages/🗾.md:1:1: error: the name '🗾.md' gives an empty slug"
        ),
        (
            "long trip slug", ["content/trips/\(longName).md": trip],
            "content/trips/\(longName).md:1:1: error: the name '\(longName).md' gives a slug of 124 characters; at most 100"
        ),
        (
            "static 404", ["static/404.html": "<h1>Lost</h1>\n"],
            "static/404.html:1:1: error: static/404.html would be written to /404.html, which is also the page-not-found page (404)"
        ),
        (
            "static home", ["static/index.html": "<h1>Home</h1>\n"],
            "static/index.html:1:1: error: static/index.html would be written to /index.html, which is also the home page"
        ),
        (
            "static over a trip page", ["content/trips/kona.md": trip, "static/trips/kona/index.html": "x\n"],
            "static/trips/kona/index.html:1:1: error: static/trips/kona/index.html would be written to /trips/kona/index.html, which is also the page of the trip content/trips/kona.md"
        ),
        (
            "missing theme", ["site.yml": "title: T\ntheme: nope\n"],
            "site.yml:2:8: error: theme 'nope' not found"
        ),
        (
            "long badge id",
            ["content/goals.yml": "badges:\n  - id: \(longID)\n    title: Long\n    rule: {trips: 1}\n"],
            "content/goals.yml:2:9: error: badge id '\(longID.prefix(100))…' has 300 characters; at most 100"
        ),
        (
            "long collection id", ["site.yml": "title: T\ncollections:\n  - {id: \(longID), title: C, tag: c}\n"],
            "site.yml:3:10: error: collection id '\(longID.prefix(100))…' has 300 characters; at most 100"
        ),
        (
            "bad collection id", ["site.yml": "title: T\ncollections:\n  - title: C\n    id: Beach Days\n    tag: c\n"],
            "site.yml:4:9: error: collection id 'Beach Days' must be URL-safe"
        ),
        (
            "file too big", ["site.yml": "title: T\nlimits: {markdownBytes: 30}\n", "content/trips/kona.md": trip],
            "content/trips/kona.md:4:11: error: the file has 32 bytes, over the limit of 30"
        ),
        (
            "table too wide",
            [
                "content/trips/kona.md": tripFile(
                    "title: Kona", body: "|a|\n|-|\n|" + String(repeating: "1|", count: 101) + "\n")
            ],
            "content/trips/kona.md:6:201: error: this table row has 101 cells, over the limit of 100"
        ),
    ]

    @Test(arguments: 0..<cases.count)
    func everyErrorNamesAFileAndALineInCheckAndBuild(_ index: Int) throws {
        let (name, files, expected) = Self.cases[index]
        let site = try FixtureSite(
            files.merging(["content/trips/ok.md": tripFile("title: OK", body: "Fine.\n")]) { a, _ in a })
        defer { site.remove() }

        // tripsite check, as CI runs it.
        let check = try EndToEndTests().run(["check", "--format", "json"], in: site.root)
        #expect(check.status == 1, "\(name): check must fail")
        let entries = try #require(
            try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [[String: Any]],
            "\(name): \(check.stdout)")
        for entry in entries {
            #expect(
                !(entry["file"] as? String ?? "").isEmpty && entry["line"] is Int,
                "\(name): check reported \(entry) without a file and line")
        }
        let checked = entries.map { entry in
            Diagnostic(
                severity: Diagnostic.Severity(rawValue: entry["severity"] as? String ?? "") ?? .warning,
                file: entry["file"] as? String ?? "",
                line: entry["line"] as? Int, column: entry["column"] as? Int,
                message: entry["message"] as? String ?? "", stage: nil
            ).description
        }

        // A build to disk (SiteBuilder, the real writer): the same errors, and nothing written.
        let failure = try #require(throws: BuildFailure.self, "\(name): build must fail") { try site.buildToDisk() }
        #expect(failure.kind == .content, "\(name): \(failure.messages)")
        #expect(failure.diagnostics.allSatisfy { !$0.file.isEmpty && $0.line != nil }, "\(name): \(failure.messages)")
        #expect(failure.messages.contains { $0.hasPrefix(expected) }, "\(name): \(failure.messages)")
        #expect(failure.messages == checked, "\(name): check and build disagree")
        #expect(!FileManager.default.fileExists(atPath: site.output.path), "\(name): nothing is written")
    }
}
