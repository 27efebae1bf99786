import Foundation
import Testing
import TripSiteBook
import TripSiteCore
import TripSiteTestSupport

/// `tripsite book` end to end with each print engine installed, its PDF read back with
/// poppler-utils: pages, paper, bleed, photo resolution, embedded fonts, selectable text and
/// no photo metadata. Outside CI a missing engine or poppler skips; in CI (which installs
/// both engines and poppler-utils) it fails.
@Suite(.serialized) struct BookMakerTests {
    static let trip = "content/trips/alps"
    static let tools = ["pdfinfo", "pdfimages", "pdffonts", "pdftotext"].map { ExternalTool.find([$0]) }

    /// A journey with a route, a text and two entries: the first with its own photo and a
    /// gallery of two, all the example journal's Kyoto cover (1600x1067, with camera and GPS
    /// EXIF), which prints sharp in those places on A5.
    static func site() throws -> FixtureSite {
        let site = try RouteFixtures.site([
            "\(trip)/index.md": tripFile(
                "title: Alps and Lakes\nstart: 2025-07-01\nend: 2025-07-04\ncountry: CH", body: "Why we went.\n"),
            "\(trip)/2025-07-01-lake.md": tripFile(
                "title: The lake\nphoto: lake.jpg\ngallery: [a.jpg, b.jpg]", body: "Cold water at dawn.\n"),
            "\(trip)/2025-07-03.md": tripFile("title: Chamonix", body: "Rain, then sun.\n"),
        ])
        let kyoto = try Data(
            contentsOf: SharedFixtures.repositoryRoot.appending(path: "content/trips/kyoto-blossom-walk/cover.jpg"))
        for name in ["lake.jpg", "a.jpg", "b.jpg"] { try site.write("\(trip)/\(name)", bytes: [UInt8](kyoto)) }
        return site
    }

    /// The engine of `kind` and poppler's tools, or nil (a skip outside CI, an issue in it).
    static func ready(_ kind: PrintEngine.Kind) -> PrintEngine? {
        let engine = try? PrintEngine.find(kind, searchPath: ProcessInfo.processInfo.environment["PATH"])
        guard let engine, tools.allSatisfy({ $0 != nil }) else {
            if ExternalTool.inCI { Issue.record("CI must have \(kind.rawValue) and poppler-utils") }
            return nil
        }
        return engine
    }

    static func make(
        _ site: FixtureSite, engine: PrintEngine, paper: Paper? = nil, bleed: Double = 0
    ) throws -> (URL, BookMaker.Report) {
        var options = BuildOptions(source: site.root, output: site.output)
        options.cacheDirectory = site.root.appending(path: "cache")
        var maker = BookMaker(options: options, slug: "alps", engine: engine)
        maker.paper = paper
        maker.bleed = bleed
        let pdf = site.root.appending(path: "alps.pdf")
        return (pdf, try maker.make(output: pdf))
    }

    static func run(_ tool: Int, _ arguments: [String]) throws -> String {
        let run = try #require(tools[tool]).run(arguments)
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdout
    }

    @Test(arguments: PrintEngine.Kind.allCases)
    func aJourneyBecomesAPrintablePDF(_ kind: PrintEngine.Kind) throws {
        guard let engine = Self.ready(kind) else { return }
        let site = try Self.site()
        defer { site.remove() }
        let (pdf, report) = try Self.make(site, engine: engine)
        #expect(report.paper == .a5 && report.chapters == 3 && report.photos == 3)
        let info = try Self.run(0, [pdf.path])
        // Cover, contents, route, the trip's text, two entries (the first two pages), numbers.
        let pages = try #require(info.firstMatch(of: /Pages:\s+(\d+)/).flatMap { Int($0.output.1) })
        #expect((7...9).contains(pages), "\(info)")
        let size = try #require(info.firstMatch(of: /Page size:\s+([\d.]+) x ([\d.]+) pts/))
        #expect(abs(Double(size.output.1)! - 419.5) < 1 && abs(Double(size.output.2)! - 595.3) < 1, "\(info)")
        // Every photo at 250 dpi or more of its printed size.
        let images = try Self.run(1, ["-list", pdf.path]).split(separator: "\n").dropFirst(2)
        #expect(images.count == 3, "\(images)")
        for image in images {
            let columns = image.split(separator: " ")
            #expect(Int(columns[12]).map { $0 >= 250 } == true, "\(image)")
        }
        // Every font embedded; the text is text.
        let fonts = try Self.run(2, [pdf.path]).split(separator: "\n").dropFirst(2)
        #expect(!fonts.isEmpty && fonts.allSatisfy { $0.split(separator: " ").reversed()[4] == "yes" }, "\(fonts)")
        let text = try Self.run(3, [pdf.path, "-"])
        for words in ["Alps and Lakes", "Cold water at dawn.", "The journey in numbers", "Chamonix"] {
            #expect(text.contains(words), "\(words)")
        }
        // No camera, serial or position in any photo of the PDF.
        let extracted = site.root.appending(path: "images")
        try FileManager.default.createDirectory(at: extracted, withIntermediateDirectories: true)
        _ = try Self.run(1, ["-all", pdf.path, extracted.appending(path: "i").path])
        for name in try FileManager.default.contentsOfDirectory(atPath: extracted.path) {
            let bytes = try [UInt8](Data(contentsOf: extracted.appending(path: name)))
            #expect(TestPhotos.privateMarkers(in: bytes).isEmpty && TestPhotos.positionMarkers(in: bytes).isEmpty)
            #expect(!String(decoding: bytes, as: UTF8.self).contains("Example Camera"), "\(name)")
        }
    }

    @Test func weasyPrintGivesTheBleedItsOwnBox() throws {
        guard let engine = Self.ready(.weasyprint) else { return }
        let site = try Self.site()
        defer { site.remove() }
        let (pdf, _) = try Self.make(site, engine: engine, paper: .a4, bleed: 3)
        let boxes = try Self.run(0, ["-box", pdf.path])
        // A4 trimmed, 3 mm (8.5 pt) of bleed around it.
        #expect(boxes.contains("TrimBox:             0.00     0.00   595.28   841.89"), "\(boxes)")
        #expect(boxes.contains("BleedBox:           -8.50    -8.50   603.78   850.39"), "\(boxes)")
    }

    @Test func chromiumGrowsThePageByTheBleed() throws {
        guard let engine = Self.ready(.chromium) else { return }
        let site = try Self.site()
        defer { site.remove() }
        let (pdf, _) = try Self.make(site, engine: engine, paper: .letter, bleed: 3)
        let info = try Self.run(0, [pdf.path])
        let size = try #require(info.firstMatch(of: /Page size:\s+([\d.]+) x ([\d.]+) pts/))
        // Letter, 612 x 792 pt, and 8.5 pt more on each side.
        #expect(abs(Double(size.output.1)! - 629) < 1 && abs(Double(size.output.2)! - 809) < 1, "\(info)")
    }

    @Test func aTripThatSaysNoOrIsNotThereIsRefused() throws {
        let site = try Self.site()
        defer { site.remove() }
        let engine = PrintEngine(kind: .weasyprint, path: "/nonexistent")
        var options = BuildOptions(source: site.root, output: site.output)
        options.cacheDirectory = site.root.appending(path: "cache")
        #expect {
            _ = try BookMaker(options: options, slug: "nowhere", engine: engine).make(
                output: site.root.appending(path: "x.pdf"))
        } throws: { error in
            guard case .trip(let message) = error as? BookMaker.Failure else { return false }
            return message == "no trip 'nowhere' (its slug is its file or folder name); the journal's trips: alps"
        }
        try site.write(
            "\(Self.trip)/index.md", tripFile("title: Alps and Lakes\nstart: 2025-07-01\nbook: false", body: "x\n"))
        #expect {
            _ = try BookMaker(options: options, slug: "alps", engine: engine).make(
                output: site.root.appending(path: "x.pdf"))
        } throws: { error in
            guard case .trip(let message) = error as? BookMaker.Failure else { return false }
            return message.contains("says 'book: false' in content/trips/alps/index.md")
        }
        #expect(!FileManager.default.fileExists(atPath: site.root.appending(path: "x.pdf").path))
    }
}
