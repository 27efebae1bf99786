import Foundation
import Testing
import TripSiteCore
import TripSiteGeo
import TripSiteStore

/// The model's values as the stores keep them (`StableEncoding` tokens, read back by
/// `StableReader` through each type's own `Decodable` conformance): whole, refused when
/// damaged or of another type, and shared where a document repeats a list.
@Suite struct StoredModelTests {
    private func bytes(_ value: some Encodable) -> [UInt8] { StableEncoding.bytes(of: value) }

    private func read<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8]) throws -> Value {
        try bytes.withUnsafeBytes { try StableReader.value(type, from: $0) }
    }

    private func roundTrip<Value: Codable>(_ value: Value) throws -> Value { try read(Value.self, from: bytes(value)) }

    /// Bytes another type (or another version of this one) wrote are damage, never a value:
    /// every field is read under its name.
    @Test func bytesOfAnotherFormatAreCorrupt() throws {
        let place = Place(name: "Kona", coordinate: Coordinate(latitude: 19.64, longitude: -155.99))
        #expect(throws: (any Error).self) { try read(GalleryReference.self, from: bytes(place)) }
        #expect(throws: (any Error).self) { try read(Place.self, from: bytes(GalleryPhoto(source: "a.jpg"))) }
        #expect(throws: (any Error).self) { try read(Day.self, from: bytes("2025-06-01")) }
        #expect(throws: (any Error).self) { try read(Int.self, from: bytes(UInt64(3))) }
        #expect(try read(Place.self, from: bytes(place)) == place)
    }

    /// Every shorter prefix of a stored trip reads as damage or as a lesser value (a list
    /// cut short at an item's end), never as the trip; every byte of it changed to 0xFF reads
    /// as damage or some value; never a crash. A store file's checksum refuses both first.
    @Test func truncatedOrDamagedBytesAreCorruptNotACrash() throws {
        let stored = bytes(Self.richResult())
        var refused = 0
        for length in 0..<stored.count {
            guard let read = try? read(TripParser.Result.self, from: Array(stored[..<length])) else {
                refused += 1
                continue
            }
            #expect(bytes(read) != stored)
        }
        #expect(refused > stored.count * 99 / 100)
        for index in stored.indices {
            var damaged = stored
            damaged[index] = 0xFF
            _ = try? read(TripParser.Result.self, from: damaged)
        }
    }

    /// A result with every field of every stored type set to something other than its default,
    /// so that a field `write` forgot comes back different.
    @Test func aResultWithEveryFieldSetComesBackEqual() throws {
        let result = Self.richResult()
        let read = try roundTrip(result)
        #expect(read.trip == result.trip)
        #expect(read.trip?.fields == result.trip?.fields)
        #expect(read.photoReference?.value == result.photoReference?.value)
        #expect(read.photoReference?.line == result.photoReference?.line)
        #expect(read.diagnostics == result.diagnostics)
        #expect(read.gallery == result.gallery)
        #expect(read.gpx == result.gpx)
    }

    /// An entry's result with every field set comes back equal.
    @Test func anEntryWithEveryFieldSetComesBackEqual() throws {
        let result = Self.richEntry()
        let read = try roundTrip(result)
        #expect(read.result.entry == result.result.entry)
        #expect(read.result.photoReference?.value == "lake.jpg" && read.result.photoReference?.line == 6)
        #expect(read.result.gallery == result.result.gallery && read.result.diagnostics == result.result.diagnostics)
        #expect(read.path == result.path && read.key == result.key && read.nameDate == result.nameDate)
        #expect(read.folder == "day-1" && read.slug == "lake")
        let entry = try #require(result.result.entry)
        #expect(read.result.entry?.imageSources == entry.imageSources && read.result.entry?.params == entry.params)
    }

    /// An entry with every field set to something other than its default.
    static func richEntry() -> StoredEntryResult {
        let text = """
            ---
            date: 2025-06-04 14:30
            title: Lake
            location: {name: Braies, lat: 46.69, lon: 12.08}
            country: IT
            photo: lake.jpg
            gallery: [a.jpg]
            draft: true
            tags: [lakes]
            params: {weather: sunny}
            sky: blue
            ---
            Dawn at [the lake](https://example.com) ![boat](boat.jpg).
            """
        let file = SourceFile(path: "content/trips/t/day-1/index.md", text: text)
        let source = SiteSource.EntryFile(file: file, slug: "lake", nameDate: Day(iso: "2025-06-03"), folder: "day-1")
        var result = EntryParser.parse(source, markdown: MarkdownOptions())
        result.entry?.photo = .bundle(fileName: "lake.jpg")
        result.entry?.photoSource = "content/trips/t/day-1/lake.jpg"
        result.entry?.photoLine = 6
        result.entry?.imageSources = ["boat.jpg": "content/trips/t/day-1/boat.jpg"]
        result.entry?.gallery = [GalleryPhoto(source: "content/trips/t/day-1/a.jpg")]
        return StoredEntryResult(
            path: file.path, slug: "lake", nameDate: source.nameDate, folder: "day-1", key: ContentKey(text),
            result: result)
    }

    /// The stored types that list their fields themselves (`Diagnostic`'s `CodingKeys`; the
    /// tokens `MarkdownHTML`, `MarkdownImage` and `Activity` write and read): a field added
    /// to one fails here until it is listed.
    @Test func typesThatListTheirFieldsListThemAll() throws {
        let result = Self.richResult()
        let trip = try #require(result.trip)
        for (name, value, stored) in [
            ("MarkdownHTML", trip.bodyHTML as Any, 4), ("Diagnostic", result.diagnostics[0], 7),
            ("MarkdownImage", trip.bodyHTML.images[0], 7), ("Activity", trip.activities[0], 7),
        ] {
            #expect(Mirror(reflecting: value).children.count == stored, "\(name) has a field the store does not write")
        }
        var grouped = result.diagnostics[0]
        grouped.group = "shortcode"
        #expect(try roundTrip(grouped).group == "shortcode")
    }

    /// An activity's name holds its document's image list (its markers count in it); read
    /// back, every activity of a trip holds one list, as the parse made, not a copy each.
    @Test func aDocumentsImageListIsStoredOnceAndSharedWhenRead() throws {
        let images = [
            MarkdownImage(url: "photos/a.jpg", alt: "A", line: 3, cmarkHTML: "<img src=\"photos/a.jpg\" alt=\"A\" />")
        ]
        let names = (0..<5).map { MarkdownHTML(checked: "Name \($0)", images: images, embeds: []) }
        let stored = bytes(names)
        #expect(
            stored.count < 2 * bytes(images).count + 5
                * bytes(MarkdownHTML(checked: "Name 0", images: [], embeds: [])).count)
        let read = try read([MarkdownHTML].self, from: stored)
        #expect(read == names)
        // A hash sees each list whole.
        #expect(StableHasher.encoded(names).count > 5 * bytes(images).count)
        let storages = Set(read.map { $0.images.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } })
        #expect(storages.count == 1)
    }

    /// Each of the 720 GFM spec examples, as a trip's journal and as an activity's notes,
    /// parses to the same result when read back from the store.
    @Test func everyGFMSpecExampleComesBackFromTheStoreUnharmed() throws {
        #expect(GFMExample.all.count >= 720)
        for example in GFMExample.all {
            let notes = example.markdown.split(separator: "\n", omittingEmptySubsequences: false)
                .map { "  " + $0 }.joined(separator: "\n")
            let text = "---\ntitle: Spec\n---\n\(example.markdown)\n\n## Activities\n\n- [x] Read it\n\(notes)\n"
            let result = TripParser.parse(
                SourceFile(path: "content/trips/spec.md", text: text), slug: "spec", markdown: MarkdownOptions())
            let read = try roundTrip(result)
            #expect(read.trip?.fields == result.trip?.fields, "\(example.name)")
            #expect(read.diagnostics == result.diagnostics, "\(example.name)")
        }
    }

    static func richResult() -> TripParser.Result {
        let image = MarkdownImage(
            url: "photos/a.jpg", alt: "Alt", title: "Title", isFigure: true, line: 4, cmarkHTML: "<img src=\"x\" />")
        let embed = MarkdownEmbed(
            link: EmbedLink("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42")!, title: "Video", line: 7,
            cmarkHTML: "<p><a href=\"https://www.youtube.com/watch?v=dQw4w9WgXcQ\">Video</a></p>")
        let body = MarkdownHTML(checked: "<p>Body</p>", images: [image], embeds: [embed])
        let activity = Activity(
            title: "Swim", nameHTML: MarkdownHTML(checked: "<em>Swim</em>", images: [image], embeds: []), isDone: true,
            date: Day(iso: "2025-06-03"),
            notesHTML: MarkdownHTML(checked: "<p>Cold</p>", images: [image], embeds: [embed]),
            line: 12, anchor: "activity-swim")
        var trip = Trip(
            slug: "kona", sourcePath: "content/trips/kona.md", title: "Kona", subtitle: "Big Island", country: "US",
            photo: .bundle(fileName: "hero.jpg"), season: .summer, start: Day(iso: "2025-06-01"),
            end: Day(iso: "2025-06-09"), created: Day(iso: "2025-07-01"), tags: ["sea", "volcano"], isFeatured: true,
            isDraft: true, bodyHTML: body, activities: [activity, activity], bundleFiles: ["hero.jpg"],
            links: [JournalLink(url: "https://example.org", line: 9, isImage: true)])
        trip.location = Place(name: "Kona", coordinate: Coordinate(latitude: 19.64, longitude: -155.99))
        trip.routes = [
            RouteReference(source: "content/trips/kona/day1.gpx", line: 8),
            RouteReference(
                source: "content/trips/kona/ridge.gpx", line: 9, alternative: true, name: "Ridge", waypoints: ["Col"]),
        ]
        trip.routeDistance = 12.5
        trip.posted = Day(iso: "2025-07-10")
        trip.declaredDistance = 40.5
        trip.routeClimb = 340
        trip.bodyText = "Body"
        trip.photoSource = "content/trips/kona/hero.jpg"
        trip.photoLine = 3
        trip.imageSources = ["photos/a.jpg": "content/trips/kona/a.jpg", "b.jpg": "content/trips/kona/b.jpg"]
        trip.gallery = [GalleryPhoto(source: "content/trips/kona/a.jpg", caption: "Beach")]
        trip.galleryIsListed = true
        trip.travelledMark = true
        trip.isTravelled = true
        trip.params = [
            "rating": .integer(5), "mood": .text("calm"), "ok": .bool(true), "pi": .number(3.14), "none": .null,
            "list": .list([.integer(1), .text("two")]), "map": .map(["a": .list([]), "b": .map([:])]),
        ]
        return TripParser.Result(
            trip: trip, photoReference: PhotoReference("hero.jpg", line: 3),
            diagnostics: [
                Diagnostic(
                    severity: .warning, file: "content/trips/kona.md", line: 2, column: 5, message: "m", stage: .parse),
                .error("e", file: "content/trips/kona.md"),
            ],
            gallery: [GalleryReference(file: "a.jpg", caption: "Beach", line: 6)],
            gpx: [
                .init(name: "day1.gpx", line: 8),
                .init(name: "ridge.gpx", line: nil, alternative: true, label: "Over the ridge", waypoints: ["Col"]),
            ])
    }
}
