import Foundation
import Testing
import TripSiteCore
import TripSiteGeo

@Suite struct StoreCodingTests {
    private func roundTrip<Value: StoreCodable>(_ value: Value) throws -> Value {
        var writer = StoreWriter()
        writer.write(value)
        return try writer.bytes.withUnsafeBytes { bytes in
            var reader = StoreReader(bytes)
            let read: Value = try reader.read()
            #expect(reader.isAtEnd)
            return read
        }
    }

    @Test func numbersAndTextComeBackAsWritten() throws {
        for number in [0, 1, -1, 63, -64, 64, 127, 128, 300, -300, Int(Int32.max), Int.max, Int.min] {
            #expect(try roundTrip(number) == number)
        }
        for number: UInt64 in [0, 127, 128, 16_383, 16_384, .max] { #expect(try roundTrip(number) == number) }
        for number in [0.0, -0.0, 1.5, -273.15, .infinity, .leastNonzeroMagnitude, .greatestFiniteMagnitude] {
            #expect(try roundTrip(number).bitPattern == number.bitPattern)
        }
        #expect(try roundTrip(Double.nan).isNaN)
        for text in [
            "", "a", "fifteen bytes!!", "sixteen bytes!!!", "Ålesund — 北海道 🏔️", String(repeating: "x", count: 70_000),
        ] {
            #expect(try roundTrip(text) == text)
        }
        #expect(try roundTrip([true, false]) == [true, false])
    }

    /// Every shorter prefix of a stored trip, and every byte of it changed to 0xFF, reads as
    /// damage or as some value, never a crash.
    @Test func truncatedOrDamagedBytesAreCorruptNotACrash() throws {
        var writer = StoreWriter()
        writer.write(Self.richResult())
        let bytes = writer.bytes
        for length in 0..<bytes.count {
            #expect(throws: StoreReader.Corrupt.self) {
                try Array(bytes[..<length]).withUnsafeBytes { buffer in
                    var reader = StoreReader(buffer)
                    let _: TripParser.Result = try reader.read()
                }
            }
        }
        for index in bytes.indices {
            var damaged = bytes
            damaged[index] = 0xFF
            _ = try? damaged.withUnsafeBytes { buffer in
                var reader = StoreReader(buffer)
                let _: TripParser.Result = try reader.read()
            }
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
        for (name, value, stored) in [
            ("Entry", entry as Any, 20), ("EntryParser.Result", result.result, 4), ("StoredEntryResult", result, 6),
        ] {
            #expect(Mirror(reflecting: value).children.count == stored, "\(name) has a field the store does not write")
        }
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

    /// The stored types' field counts, as `write` and `init(from:)` list them. A field added
    /// to one of these types fails here until the store writes it too (and the count here is
    /// raised).
    @Test func everyStoredTypeStoresAllItsFields() throws {
        let result = Self.richResult()
        let trip = try #require(result.trip)
        let activity = try #require(trip.activities.first)
        let image = try #require(trip.bodyHTML.images.first)
        let embed = try #require(trip.bodyHTML.embeds.first)
        let counts: [(String, Any, Int)] = [
            ("TripParser.Result", result, 5), ("Trip.Fields", trip.fields, 32), ("Activity", activity, 7),
            ("MarkdownHTML", trip.bodyHTML, 4), ("MarkdownImage", image, 7), ("MarkdownEmbed", embed, 4),
            ("EmbedLink", embed.link, 3), ("JournalLink", trip.links[0], 3), ("Diagnostic", result.diagnostics[0], 7),
            ("Place", trip.location!, 2), ("Coordinate", trip.location!.coordinate!, 2),
            ("RouteReference", trip.routes[0], 5), ("TripParser.GPXEntry", result.gpx[0], 5),
            ("GalleryPhoto", trip.gallery[0], 3),
            ("GalleryReference", result.gallery![0], 3), ("MarkdownOptions", MarkdownOptions(), 7),
            ("ContentLimits", ContentLimits(), 2), ("ContentKey", ContentKey("x"), 2),
        ]
        // A trip's entries are attached by the model stage, never in a parse result.
        let notStored: Set<String> = ["entries"]
        for (name, value, stored) in counts {
            let fields = Mirror(reflecting: value).children.filter { !notStored.contains($0.label ?? "") }
            #expect(fields.count == stored, "\(name) has a field the store does not write")
        }
    }

    /// An activity's name holds its document's image list (its markers count in it); read
    /// back, every activity of a trip holds one list, as the parse made, not a copy each.
    @Test func aDocumentsImageListIsStoredOnceAndSharedWhenRead() throws {
        let images = [
            MarkdownImage(url: "photos/a.jpg", alt: "A", line: 3, cmarkHTML: "<img src=\"photos/a.jpg\" alt=\"A\" />")
        ]
        let names = (0..<5).map { MarkdownHTML(checked: "Name \($0)", images: images, embeds: []) }
        var writer = StoreWriter()
        writer.write(names)
        var once = StoreWriter()
        once.write(images)
        #expect(writer.bytes.count < 5 * once.bytes.count)
        let read: [MarkdownHTML] = try writer.bytes.withUnsafeBytes { bytes in
            var reader = StoreReader(bytes)
            return try reader.read()
        }
        #expect(read == names)
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
            trip: trip, photoReference: ("hero.jpg", 3),
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
