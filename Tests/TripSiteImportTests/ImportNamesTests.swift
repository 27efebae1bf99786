import Foundation
import Testing
import TripSiteCore
import TripSiteImport
import TripSiteTestSupport

/// The names an import gives: Polarsteps places without a repeated part, Day One trips by
/// their place and months; and the export fields dropped quietly, while a field of content
/// that did not come across is still a warning.
@Suite struct ImportNamesTests {
    func polarsteps(_ trip: String) throws -> (texts: [String], report: ImportReport) {
        let folder = try ImportFixtures.folder("names-polarsteps")
        defer { try? FileManager.default.removeItem(at: folder) }
        let export = folder.appending(path: "export")
        try ImportFixtures.write(#"{"first_name": "Ada"}"#, to: "user/user.json", in: export)
        try ImportFixtures.write(trip, to: "trip/portugal_7/trip.json", in: export)
        var writer = ImportWriter(root: folder.appending(path: "site"))
        try PolarstepsImporter(export: export, label: "export").run(into: &writer)
        let files = ImportFixtures.files(in: folder.appending(path: "site/content/trips"))
        let texts = files.keys.sorted().filter { !$0.hasSuffix("index.md") }.map {
            String(decoding: files[$0]!, as: UTF8.self)
        }
        return (texts, writer.report)
    }

    /// The text of the YAML line `key: "value"` (indented as given) in `text`.
    static func value(of key: String, in text: String) -> String? {
        let line = text.split(separator: "\n").first { $0.hasPrefix(key + ": ") }
        return line.map { String($0.dropFirst(key.count + 2)).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
    }

    static func step(_ id: Int, _ day: Int, _ location: String, extra: String = "") -> String {
        #"{"id": \#(id), "name": "Step \#(id)", "start_time": \#(1_700_000_000 + day * 86_400), "timezone_id": "Europe/Lisbon", "location": \#(location)\#(extra)}"#
    }

    @Test func polarstepsPlaceNamesNeverRepeatAPart() throws {
        let steps = [
            Self.step(
                1, 0,
                #"{"name": "Lisbon, Portugal", "detail": "Portugal", "country": "portugal", "lat": 38.7, "lon": -9.1}"#),
            Self.step(2, 1, #"{"name": "Évora", "detail": "Evora, Portugal", "lat": 38.5, "lon": -7.9}"#),
            Self.step(
                3, 2, #"{"name": "Sintra", "detail": "Lisbon", "country": "Portugal", "lat": 38.8, "lon": -9.4}"#),
        ]
        let trip = #"{"id": 7, "name": "Portugal", "all_steps": [\#(steps.joined(separator: ","))]}"#
        let (texts, _) = try polarsteps(trip)
        let names = texts.compactMap { Self.value(of: "  name", in: $0) }
        #expect(names == ["Lisbon, Portugal", "Évora, Portugal", "Sintra, Lisbon, Portugal"])
    }

    /// Fields every real trip.json has (ids, views, likes, flags, thumbnails) are dropped
    /// quietly; a field that holds content still is a warning.
    @Test func polarstepsQuietFieldsAndAFieldOfContent() throws {
        let location =
            #"{"id": 9, "uuid": "u", "name": "Porto", "detail": "Portugal", "full_detail": "Porto, Portugal", "precision": 10, "lat": 41.1, "lon": -8.6}"#
        let quiet =
            #", "uuid": "s1", "trip_id": 7, "views": 3, "comment_count": 2, "is_deleted": false, "supertype": "normal", "end_time": null"#
        let trip = """
            {"id": 7, "uuid": "t", "user_id": 4, "name": "Porto", "views": 120, "like_count": 5, "visibility": 0,
             "is_deleted": false, "synchronized": true, "step_count": 2, "planned_steps_visible": true,
             "cover_photo": {"id": 1, "uuid": "c", "path": "https://x/c.jpg", "small_thumbnail_path": "s", "large_thumbnail_path": "l"},
             "all_steps": [\(Self.step(1, 0, location, extra: quiet)), \(Self.step(2, 1, location, extra: #", "diary_note": "Port wine at six.""#))]}
            """
        let (_, report) = try polarsteps(trip)
        let unknown = report.warnings.map(\.message).filter { $0.hasPrefix("fields TripSite does not import") }
        #expect(unknown == ["fields TripSite does not import: all_steps.diary_note"], "\(report.warnings)")
    }

    func dayOne(_ entries: [String]) throws -> (trips: [String: String], report: ImportReport) {
        let folder = try ImportFixtures.folder("names-dayone")
        defer { try? FileManager.default.removeItem(at: folder) }
        let export = folder.appending(path: "export")
        try ImportFixtures.write(
            #"{"entries": [\#(entries.joined(separator: ",\n"))]}"#, to: "Journal.json", in: export)
        var writer = ImportWriter(root: folder.appending(path: "site"))
        try DayOneImporter(export: export, label: "export").run(into: &writer)
        var titles: [String: String] = [:]
        for (path, data) in ImportFixtures.files(in: folder.appending(path: "site/content/trips"))
        where path.split(separator: "/").count == 2 && path.hasSuffix("/index.md") {
            let text = String(decoding: data, as: UTF8.self)
            titles[String(path.split(separator: "/")[0])] = Self.value(of: "title", in: text)
        }
        return (titles, writer.report)
    }

    static func entry(
        _ uuid: String, _ day: String, city: String? = nil, region: String? = nil, extra: String = ""
    ) -> String {
        let place = [city.map { #""localityName": "\#($0)""# }, region.map { #""administrativeArea": "\#($0)""# }]
            .compactMap { $0 }.joined(separator: ", ")
        let location = place.isEmpty ? "" : #", "location": {\#(place), "country": "Japan"}"#
        return
            #"{"uuid": "\#(uuid)", "creationDate": "\#(day)T03:00:00Z", "timeZone": "Asia/Tokyo", "text": "Day \#(uuid)"\#(location)\#(extra)}"#
    }

    @Test func dayOneTripsAreTitledByTheirCommonPlaceAndMonths() throws {
        let (titles, _) = try dayOne([
            Self.entry("T1", "2023-03-29", city: "Shinjuku", region: "Tokyo"),
            Self.entry("T2", "2023-03-30", city: "Shibuya", region: "Tokyo"),
            Self.entry("T3", "2023-03-31", city: "Shinjuku", region: "Tokyo"),
            Self.entry("T4", "2023-04-01", city: "Minato", region: "Tokyo"),
            Self.entry("T5", "2023-04-01", city: "Chūō", region: "Tokyo"),
            Self.entry("K1", "2023-05-10", city: "Kyoto", region: "Kyoto"),
            Self.entry("K2", "2023-05-11", city: "Nara", region: "Nara"),
            Self.entry("K3", "2023-05-12", city: "kyoto", region: "Kyoto"),
            Self.entry("J1", "2023-07-01"),
            Self.entry("N1", "2023-12-31", city: "Sapporo", region: "Hokkaido"),
            Self.entry("N2", "2024-01-01", city: "Sapporo", region: "Hokkaido"),
        ])
        #expect(
            titles == [
                "tokyo-march-april-2023": "Tokyo, March–April 2023",
                "kyoto-may-2023": "Kyoto, May 2023",
                "journal-july-2023": "Journal, July 2023",
                "sapporo-december-2023-january-2024": "Sapporo, December 2023 – January 2024",
            ])
    }

    /// Fields every real Day One entry has (device, flags, edit times, sun and moon, camera)
    /// are dropped quietly; one that holds content still is a warning.
    @Test func dayOneQuietFieldsAndAFieldOfContent() throws {
        let quiet = """
            , "starred": false, "isPinned": false, "isAllDay": false, "duration": 0, "editingTime": 12.5,
            "creationDevice": "Ada's iPhone", "creationDeviceType": "iPhone", "creationDeviceModel": "iPhone15,2",
            "creationOSName": "iOS", "creationOSVersion": "17.1", "modifiedDate": "2023-03-30T01:00:00Z",
            "richText": "{}", "weather": {"conditionsDescription": "Clear", "moonPhase": 0.5, "sunriseDate": "x",
            "weatherServiceName": "WeatherKit"}
            """
        let (_, report) = try dayOne([
            Self.entry("T1", "2023-03-29", city: "Shinjuku", region: "Tokyo", extra: quiet),
            Self.entry("T2", "2023-03-30", extra: #", "music": {"track": "Hibana", "artist": "DECO*27"}"#),
        ])
        let unknown = report.warnings.map(\.message).filter { $0.hasPrefix("fields TripSite does not import") }
        #expect(unknown == ["fields TripSite does not import: entries.music"], "\(report.warnings)")
    }
}
