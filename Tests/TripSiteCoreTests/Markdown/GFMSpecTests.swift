import Foundation
import Testing
import TripSiteCore
import TripSiteStore
import TripSiteTestSupport

/// Every example of the GFM spec must survive TripSite unharmed: the Markdown wrapper must
/// render it as cmark-gfm's own test suite expects, and a trip whose body is the example must
/// carry exactly that HTML to its page.
@Suite struct GFMSpecTests {
    @Test func corpusIsPresent() {
        #expect(GFMExample.all.count == 720)
    }

    /// The wrapper with the example's extensions and raw HTML allowed (as the spec runs)
    /// produces the spec's HTML.
    @Test func wrapperMatchesTheSpec() {
        var failures: [String] = []
        for example in GFMExample.all where !example.extensions.contains("disabled") {
            // cmark-gfm runs its extension tests with every extension on, the spec with the named ones.
            let extensions =
                example.source == "extensions"
                ? MarkdownOptions.allExtensions
                : example.extensions.filter { MarkdownOptions.allExtensions.contains($0) }
            let options = MarkdownOptions(
                unsafeHTML: true, tableStyleAttributes: false, figures: false, htmlImages: false,
                extensions: extensions)
            let html = CMarkDocument.renderHTML(example.markdown, options: options).trusted.html
            if example.html.hasPrefix("<IGNORE>") {
                // cmark-gfm's own suite only checks that this one does not crash.
                continue
            }
            if Self.newerFootnoteMarkup.contains(example.name) {
                // Debian's cmark-gfm writes the newer footnote markup (`fn-1`, data-footnote
                // attributes, one back-link per reference) than the corpus's commit expects;
                // the text must still all be there.
                if words(of: html).isSuperset(of: words(of: example.html)) == false { failures.append(example.name) }
                continue
            }
            if normalize(html) != normalize(example.html) {
                failures.append(example.name)
            }
        }
        #expect(failures.isEmpty, "\(failures.count) examples differ: \(failures.prefix(20))")
    }

    /// A page's headings get ids and nothing else changes: without them, its HTML is the
    /// HTML as cmark-gfm wrote it; each heading has one, and no two are the same.
    @Test func headingIDsChangeNothingElse() {
        var failures: [String] = []
        for example in GFMExample.all {
            let plain = CMarkDocument.renderPage(
                example.markdown, options: MarkdownOptions(), headingsBelow: nil, headingIDs: false
            ).html.trusted.html
            let html = CMarkDocument.renderPage(example.markdown, options: MarkdownOptions(), headingsBelow: nil)
                .html.trusted.html
            let ids = HeadingTags.ids(in: html)
            if HeadingTags.removingIDs(html) != plain || ids.count != HeadingTags.levels(in: html).count
                || ids.contains("") || Set(ids).count != ids.count
            {
                failures.append(example.name)
            }
        }
        #expect(failures.isEmpty, "\(failures.count) examples harmed: \(failures.prefix(20))")
    }

    static let newerFootnoteMarkup: Set<String> = ["extensions #23 (Footnotes)", "regression #13 (Regression tests)"]

    /// Every example as the body of a trip, with all extensions and the default safe mode:
    /// it parses, and the trip's journal is what cmark-gfm renders for it, byte for byte but
    /// for its headings' levels, which are placed below the page's title
    /// (`HeadingOutline.levels` of the levels as written, an outline under the `<h1>`).
    @Test func everyExamplePassesThroughATrip() {
        var failures: [String] = []
        for example in GFMExample.all {
            let text = "---\ntitle: Example \(example.example)\n---\n" + example.markdown
            let result = TripParser.parse(
                SourceFile(path: "content/trips/x.md", text: text), slug: "x",
                markdown: MarkdownOptions())
            let asWritten = CMarkDocument.renderPage(example.markdown, options: MarkdownOptions(), headingsBelow: nil)
                .html.trusted.html
            guard let trip = result.trip else {
                failures.append("\(example.name): \(result.diagnostics.map(\.description))")
                continue
            }
            let html = trip.bodyHTML.trusted.html
            let levels = HeadingTags.levels(in: html)
            if HeadingTags.maskingLevels(html) != HeadingTags.maskingLevels(asWritten)
                || levels != HeadingOutline.levels(HeadingTags.levels(in: asWritten), below: 1)
                || !HeadingTags.isOutline([1] + levels)
            {
                failures.append(example.name)
            }
        }
        #expect(failures.isEmpty, "\(failures.count) examples harmed: \(failures.prefix(20))")
    }
}

/// The spec's comparison: HTML compared after collapsing whitespace between tags.
func normalize(_ html: String) -> String {
    var text = html.replacingOccurrences(of: "\r\n", with: "\n")
    while text.contains(">\n<") { text = text.replacingOccurrences(of: ">\n<", with: "><") }
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
}

/// The words of an HTML text, tags removed.
func words(of html: String) -> Set<String> {
    var text = ""
    var inTag = false
    for character in html {
        if character == "<" {
            inTag = true
            text += " "
        } else if character == ">" {
            inTag = false
        } else if !inTag {
            text.append(character)
        }
    }
    return Set(text.split(whereSeparator: { $0.isWhitespace }).map(String.init))
}

/// All 720 examples as the trips of one site, built end to end: every trip page carries the
/// example's HTML exactly as cmark-gfm rendered it but for its headings' levels, its task
/// checkboxes named by their items' text (`TaskCheckboxLabels`, which changes nothing else),
/// and the page's headings are an outline under its one `<h1>`.
@Suite struct GFMSpecSiteTests {
    @Test func everyExampleBuildsIntoATripPage() throws {
        var files: [String: String] = [:]
        for (index, example) in GFMExample.all.enumerated() {
            files["content/trips/example-\(index).md"] = "---\ntitle: Example \(index)\n---\n" + example.markdown
        }
        let site = try FixtureSite(files)
        defer { site.remove() }
        let (report, output) = try site.buildInMemory()
        #expect(report.site.trips.count == GFMExample.all.count)
        var harmed: [String] = []
        for (index, example) in GFMExample.all.enumerated() {
            let expected = TaskCheckboxLabels.label(
                CMarkDocument.renderPage(example.markdown, options: MarkdownOptions(), headingsBelow: nil)
                    .html.trusted.html,
                idPrefix: "task"
            ) { $0 ? "Done" : "Not done" }
            // A remote image is drawn lazily; an image whose file is not there as cmark wrote it.
            guard
                let page = output.text("trips/example-\(index)/index.html")?.replacingOccurrences(
                    of: "<img loading=\"lazy\" decoding=\"async\" ", with: "<img "),
                expected.isEmpty || HeadingTags.maskingLevels(page).contains(HeadingTags.maskingLevels(expected)),
                HeadingTags.isOutline(HeadingTags.levels(in: page))
            else {
                harmed.append(example.name)
                continue
            }
        }
        #expect(harmed.isEmpty, "\(harmed.count) examples harmed: \(harmed.prefix(10))")
    }
}

/// cmark-gfm 0.29.0.gfm.6 corrupts output when parsers run on two threads at once; the
/// build parses trips on every core, so the wrapper's lock must keep results identical.
@Suite struct ConcurrentParsingTests {
    @Test func parallelParsingMatchesSerialParsing() {
        let texts = (0..<400).map { index in
            "---\ntitle: T\(index)\n---\n~~gone \(index)~~ and www.example\(index).com and https://x.org/\(index)\n\n| a | b |\n|---|---|\n| \(index) | y |\n\n## Activities\n- [x] Item \(index) (2025-01-0\(index % 9 + 1))\n"
        }
        let files = texts.enumerated().map { SourceFile(path: "content/trips/t\($0.offset).md", text: $0.element) }
        let serial = files.map {
            TripParser.parse($0, slug: "t", markdown: MarkdownOptions()).trip?.bodyHTML
        }
        for _ in 0..<3 {
            let parallel = parallelMap(files) {
                TripParser.parse($0, slug: "t", markdown: MarkdownOptions()).trip?.bodyHTML
            }
            let mismatches = zip(parallel, serial).filter { $0 != $1 }.count
            #expect(mismatches == 0, "\(mismatches) of \(serial.count) documents differ when parsed in parallel")
        }
        #expect(serial.allSatisfy { $0?.html.contains("<del>") == true && $0?.html.contains("<table>") == true })
    }
}
