import Foundation
import Testing
import TripSiteCore
import TripSiteImport
import Yams

/// Imported front matter is emitted by Yams, every text double-quoted: whatever an export's
/// titles hold, they read back as the same text.
@Suite struct FrontMatterWriterTests {
    @Test(arguments: [
        "Iceland: Ring Road", "#1 # not a comment", "\"quoted\" and 'single'", "two\nlines", "- a list?",
        "yes", "null", "2024-06-01", "Tab\there", "東京 🗼", "back\\slash", "  spaced  ", "{not: a map}",
    ])
    func textReadsBackAsWritten(_ text: String) throws {
        let yaml = FrontMatterWriter.yaml([("title", .text(text)), ("n", .number(1.5))])
        let node = try #require(try Yams.compose(yaml: yaml))
        #expect(node["title"]?.string == text)
        #expect(node["title"]?.scalar?.style == .doubleQuoted)
        #expect(yaml.hasSuffix("n: 1.5\n"))
    }

    @Test func numbersAreNeverInExponentForm() {
        let yaml = FrontMatterWriter.yaml([("lat", .number(0.00001)), ("lon", .number(-0.0000001)), ("x", .number(12))])
        #expect(yaml == "lat: 0.00001\nlon: 0\nx: 12\n")
    }

    @Test func documentHasFencesAndBody() {
        #expect(
            FrontMatterWriter.document([("title", .text("A"))], body: "\nText.\n\n")
                == "---\ntitle: \"A\"\n---\n\nText.\n")
        #expect(FrontMatterWriter.document([("title", .text("A"))], body: "") == "---\ntitle: \"A\"\n---\n")
    }
}
