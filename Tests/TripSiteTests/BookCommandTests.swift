import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// `tripsite book` as a user runs it: its options checked before anything is read, the
/// error that names the packages when no print engine is installed, and a PDF when one is.
@Suite struct BookCommandTests {
    static func site() throws -> FixtureSite {
        try FixtureSite([
            "content/trips/lisbon.md": tripFile("title: Lisbon\nstart: 2024-05-01\nend: 2024-05-03", body: "Tiles.\n")
        ])
    }

    @Test func withoutAPrintEngineItSaysWhatToInstall() throws {
        let site = try Self.site()
        defer { site.remove() }
        let run = try EndToEndTests().run(["book", "lisbon"], in: site.root, environment: ["PATH": "/nonexistent"])
        #expect(run.status == 3)
        #expect(run.stderr.contains("error: no print engine: a book's PDF is made by WeasyPrint or Chromium"))
        #expect(run.stderr.contains("sudo apt install weasyprint") && run.stderr.contains("sudo apt install chromium"))
        #expect(!FileManager.default.fileExists(atPath: site.root.appending(path: "lisbon.pdf").path))
    }

    @Test func badOptionsAreUsageErrors() throws {
        let site = try Self.site()
        defer { site.remove() }
        for (arguments, message) in [
            (["--paper", "B5"], "--paper must be A5, A4 or Letter, not 'B5'"),
            (["--bleed", "3 furlongs"], "--bleed must be a length from 0 to 20mm"),
            (["--bleed", "1in"], "--bleed must be a length from 0 to 20mm"),
            (["--engine", "prince"], "--engine must be weasyprint or chromium, not 'prince'"),
        ] {
            let run = try EndToEndTests().run(["book", "lisbon"] + arguments, in: site.root)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stderr.contains(message), "\(run.stderr)")
        }
    }

    @Test func itWritesThePDFWithALinePerStage() throws {
        guard ExternalTool.find(["weasyprint", "chromium"]) != nil else {
            if ExternalTool.inCI { Issue.record("CI installs a print engine") }
            return
        }
        let site = try Self.site()
        defer { site.remove() }
        let run = try EndToEndTests().run(["book", "lisbon", "--output", "out/book.pdf"], in: site.root)
        #expect(run.status == 2 && run.stderr.contains("--output: there is no folder "), "\(run.stderr)")
        try FileManager.default.createDirectory(at: site.root.appending(path: "out"), withIntermediateDirectories: true)
        let made = try EndToEndTests().run(["book", "lisbon", "--output", "out/book.pdf"], in: site.root)
        #expect(made.status == 0, "\(made.stderr)")
        for line in [
            "Read the journal and 'Lisbon'", "Made 0 photos for print", "Laid out 1 chapter on A5 paper",
            "Printed with ",
        ] {
            #expect(made.stderr.contains(line), "\(made.stderr)")
        }
        #expect(made.stdout.hasPrefix("Wrote out/book.pdf (A5, 1 chapter, 0 photos, "))
        let bytes = try Data(contentsOf: site.root.appending(path: "out/book.pdf"))
        #expect(bytes.starts(with: Data("%PDF-".utf8)))
    }
}
