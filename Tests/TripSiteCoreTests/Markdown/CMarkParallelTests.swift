import Dispatch
import Foundation
import Synchronization
import Testing
import TripSiteCore
import TripSiteTestSupport

/// cmark-gfm on every core gives the same HTML as on one. cmark-gfm 0.29.0.gfm.6 adds and
/// removes its extensions' characters in process-wide tables around each parse; TripSite
/// interposes the function that does it (`Sources/CMarkThreads`). Without that, parsers on
/// two threads drop each other's strikethroughs, tables and autolinks, and this suite
/// fails (measured: see docs/architecture.md, "cmark-gfm on every core").
@Suite struct CMarkParallelTests {
    /// The documents: every GFM spec example, with every extension and with only its own;
    /// runs of ten consecutive examples as one longer document; the example journal's trips
    /// and pages; and each example that uses an extension, forty times over.
    static let documents: [(markdown: String, options: MarkdownOptions)] = {
        let examples = GFMExample.all
        var documents = examples.map { ($0.markdown, MarkdownOptions()) }
        documents += examples.map { example in
            (
                example.markdown,
                MarkdownOptions(extensions: example.extensions.filter(MarkdownOptions.allExtensions.contains))
            )
        }
        documents += stride(from: 0, to: examples.count, by: 10).map { start in
            (
                examples[start..<min(start + 10, examples.count)].map(\.markdown).joined(separator: "\n\n"),
                MarkdownOptions()
            )
        }
        documents += journalFiles().map { ($0, MarkdownOptions()) }
        // Long documents full of what the extensions parse (strikethrough, tables, autolinks):
        // each such example forty times over.
        documents += examples.filter { !$0.extensions.isEmpty }.map { example in
            (Array(repeating: example.markdown, count: 40).joined(separator: "\n\n"), MarkdownOptions())
        }
        return documents
    }()

    static func journalFiles() -> [String] {
        let content = SharedFixtures.repositoryRoot.appending(path: "content")
        let files = FileManager.default.enumerator(at: content, includingPropertiesForKeys: nil)?.compactMap {
            $0 as? URL
        }
        return (files ?? []).filter { $0.pathExtension == "md" }.compactMap {
            try? String(contentsOf: $0, encoding: .utf8)
        }
    }

    static func render(_ document: (markdown: String, options: MarkdownOptions)) -> String {
        CMarkDocument.renderJournal(document.markdown, options: document.options).html.trusted.html
    }

    @Test func thereAreThousandsOfDocuments() {
        #expect(Self.documents.count > 1500)
        #expect(Self.journalFiles().count >= 10)
    }

    /// Every document rendered on one thread, then all of them at once on 8 threads, eight
    /// times over in a different order: byte for byte the same.
    @Test func aParallelParseIsByteForByteTheSerialOne() {
        let documents = Self.documents
        let serial = documents.map(Self.render)
        let mismatches = Mutex<[Int]>([])
        for round in 0..<8 {
            var generator = SeededGenerator(seed: UInt64(round + 1))
            let order = Array(documents.indices).shuffled(using: &generator)
            DispatchQueue.concurrentPerform(iterations: 8) { lane in
                for position in stride(from: lane, to: order.count, by: 8) {
                    let index = order[position]
                    if Self.render(documents[index]) != serial[index] { mismatches.withLock { $0.append(index) } }
                }
            }
        }
        let found = mismatches.withLock { $0 }
        #expect(found.isEmpty, "\(found.count) parallel renders differ, first: \(found.prefix(5))")
    }

    /// The interposition is what makes it safe, so check it is in force: cmark-gfm's calls
    /// reach TripSite's definition, not the library's.
    @Test func cmarkCallsTripSitesDefinition() {
        let before = CMarkDocument.interposedCalls
        _ = CMarkDocument.renderHTML("~~gone~~ | a |\n|---|\n| b |\n", options: MarkdownOptions())
        #expect(CMarkDocument.interposedCalls >= before + 2, "the executable does not interpose cmark-gfm's function")
    }
}

/// A small deterministic generator (SplitMix64) for repeatable shuffles.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
