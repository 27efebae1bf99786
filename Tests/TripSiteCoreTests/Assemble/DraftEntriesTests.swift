import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// A draft entry publishes nothing, whatever form it takes: a sub-folder entry's folder (its
/// photos and tickets), a photo only a single-file draft shows, a file only a draft links to.
/// Read back from the output, with and without `--drafts`.
@Suite struct DraftEntriesTests {
    static func journal() throws -> FixtureSite {
        let site = try FixtureSite([
            "content/trips/t/index.md": tripFile("title: T\nstart: 2024-01-01\nend: 2024-01-05", body: "Trip.\n"),
            "content/trips/t/2024-01-02-day.md": tripFile("title: Public day", body: "Out.\n"),
            "content/trips/t/2024-01-03-private/index.md": tripFile("title: Private\ndraft: true", body: "Home.\n"),
            "content/trips/t/2024-01-03-private/ticket.txt": "PNR X7Y8Z9",
            "content/trips/t/2024-01-04-secret.md": tripFile(
                "title: Secret\ndraft: true", body: "![The kids](kids.jpg)\n\n[Boarding pass](boarding.txt)\n"),
            "content/trips/t/boarding.txt": "SEAT 12A",
        ])
        try site.addPhoto("tiny.jpg", at: "content/trips/t/2024-01-03-private/family.jpg")
        try site.addPhoto("tiny.jpg", at: "content/trips/t/kids.jpg")
        try site.addPhoto("tiny.jpg", at: "content/trips/t/view.jpg")
        return site
    }

    /// Output paths and the text of every HTML, JSON and XML file.
    static func published(_ files: [String: [UInt8]]) -> (paths: [String], text: String) {
        let text = files.filter { file in [".html", ".json", ".xml"].contains { file.key.hasSuffix($0) } }
            .values.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
        return (files.keys.sorted(), text)
    }

    @Test func aDraftEntryPublishesNothingOfItsOwn() throws {
        let site = try Self.journal()
        defer { site.remove() }
        let (paths, text) = Self.published(try site.buildInMemory().output.files)
        #expect(!paths.contains { $0.contains("private") || $0.contains("family") || $0.contains("kids") })
        #expect(!paths.contains { $0.hasSuffix("ticket.txt") || $0.hasSuffix("boarding.txt") })
        for secret in ["PNR X7Y8Z9", "SEAT 12A", "family", "kids", "Private", "Secret"] {
            #expect(!text.contains(secret), "\(secret) is published")
        }
        #expect(paths.contains { $0.contains("view") }, "the trip's own photo is in its gallery")
        #expect(text.contains("Public day"))
    }

    @Test func withDraftsEverythingIsPublished() throws {
        let site = try Self.journal()
        defer { site.remove() }
        let (paths, text) = Self.published(try site.buildInMemory(drafts: true).output.files)
        #expect(paths.contains("trips/t/2024-01-03-private/ticket.txt"))
        #expect(paths.contains("trips/t/boarding.txt"))
        #expect(paths.contains { $0.contains("family") })
        #expect(text.contains("Private") && text.contains("Secret"))
    }
}
