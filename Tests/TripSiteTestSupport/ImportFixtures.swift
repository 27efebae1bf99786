import Foundation

/// Exports of other apps in the layout their importers read (docs/migrating.md), written
/// into a temp folder, each with broken parts the import must survive.
package enum ImportFixtures {
    /// A new empty temp folder.
    package static func folder(_ prefix: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appending(path: "\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    package static func write(_ text: String, to path: String, in root: URL) throws {
        try write(Array(text.utf8), to: path, in: root)
    }

    package static func write(_ bytes: [UInt8], to path: String, in root: URL) throws {
        let url = root.appending(path: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// Every file under `root` with its bytes, by relative path.
    package static func files(in root: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        for path in FileManager.default.subpaths(atPath: root.path) ?? [] {
            var isFolder: ObjCBool = false
            let full = root.appending(path: path).path
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue,
                let data = FileManager.default.contents(atPath: full)
            else { continue }
            files[path] = data
        }
        return files
    }

    /// A Polarsteps data download: `user/user.json`; the trip "Iceland: Ring Road" with three
    /// steps (Reykjavík with two photos and weather and an unknown field; Vík without a
    /// location, in another time zone; Höfn with its latitude as text and a video), its
    /// cover, and `locations.json` out of time order with one point without a time; the
    /// trip "Faroe" whose cover photo is missing; and `broken_1002/trip.json` cut short.
    package static func polarsteps(at root: URL) throws {
        try write(
            #"{"id": 4242, "email": "ada@example.com", "first_name": "Ada", "last_name": "Lovelace", "username": "ada42"}"#,
            to: "user/user.json", in: root)
        let trip = "trip/iceland-ring-road_1001"
        try write(icelandTrip, to: "\(trip)/trip.json", in: root)
        try write(
            """
            {"locations": [
              {"lat": 64.2539, "lon": -15.2082, "time": 1717588800.0},
              {"lat": 64.1466, "lon": -21.9426, "time": 1717243200.5},
              {"lat": 63.4186, "lon": -19.0060},
              {"lat": 63.4190, "lon": -19.0100, "time": 1717416000}
            ]}
            """, to: "\(trip)/locations.json", in: root)
        let photo = try TestPhotos.bytes("tiny.jpg")
        try write(photo, to: "\(trip)/reykjavik_2001/photos/harbour.jpg", in: root)
        try write(photo, to: "\(trip)/reykjavik_2001/photos/cover-uuid-77.jpg", in: root)
        try write([0, 0, 0, 0x18], to: "\(trip)/hofn_2003/videos/glacier.mp4", in: root)
        try write(faroeTrip, to: "trip/faroe_1003/trip.json", in: root)
        try write(String(icelandTrip.prefix(180)), to: "trip/broken_1002/trip.json", in: root)
    }

    static let icelandTrip = #"""
        {
          "id": 1001,
          "name": "Iceland: Ring Road \"2024\" #1",
          "slug": "iceland-ring-road",
          "summary": "Around the island in a week.",
          "start_date": 1717236000,
          "end_date": 1717840800,
          "timezone_id": "Atlantic/Reykjavik",
          "total_km": 1322.5,
          "cover_photo": {"uuid": "cover-uuid-77", "path": "https://example.com/cover-uuid-77.jpg"},
          "all_steps": [
            {
              "id": 2003,
              "name": "Höfn",
              "slug": "hofn",
              "description": "Lobster soup.",
              "start_time": 1717588800,
              "timezone_id": "Atlantic/Reykjavik",
              "location": {"name": "Höfn", "detail": "Iceland", "country_code": "is", "lat": "64.2539", "lon": -15.2082}
            },
            {
              "id": 2001,
              "display_name": "Reykjavík",
              "slug": "reykjavik",
              "description": "Hallgrímskirkja at noon.\n\n- coffee: yes",
              "start_time": 1717243200,
              "timezone_id": "Atlantic/Reykjavik",
              "location": {"name": "Reykjavík", "detail": "Iceland", "country_code": "is", "lat": 64.1466, "lon": -21.9426},
              "weather_condition": "cloudy",
              "weather_temperature": 11.5,
              "new_polarsteps_field": {"anything": [1, 2]}
            },
            {
              "id": 2002,
              "name": "Vík",
              "slug": "vik",
              "description": "Black sand.",
              "start_time": 1717416000,
              "timezone_id": "Europe/Oslo"
            }
          ]
        }
        """#

    static let faroeTrip = #"""
        {"id": 1003, "name": "Faroe", "slug": "faroe", "summary": "", "start_date": 1720000000,
         "timezone_id": "Atlantic/Faroe", "cover_photo": {"uuid": "gone", "path": "https://example.com/gone.jpg"},
         "all_steps": [{"id": 3001, "name": "Tórshavn", "start_time": 1720000000, "timezone_id": "Atlantic/Faroe",
           "location": {"name": "Tórshavn", "detail": "Faroe Islands", "country_code": "fo", "lat": 62.01, "lon": -6.77}}]}
        """#

    /// A Day One JSON export folder: `Journal.json` with two tagged entries in Lisbon two
    /// days apart (the first with a heading for its title, escaped punctuation, a photo
    /// the export has, one it lacks, and an unknown field), an untagged one in Paris seven
    /// weeks later and one without a creationDate; `photos/`; and `Broken.json` cut short.
    package static func dayOne(at root: URL) throws {
        try write(dayOneJournal, to: "Journal.json", in: root)
        try write(String(dayOneJournal.prefix(120)), to: "Broken.json", in: root)
        try write(try TestPhotos.bytes("tiny.jpg"), to: "photos/aaa111.jpeg", in: root)
    }

    static let dayOneJournal = #"""
        {
          "metadata": {"version": "1.0"},
          "entries": [
            {
              "uuid": "B1",
              "creationDate": "2023-06-20T08:00:00Z",
              "timeZone": "Europe/Paris",
              "text": "Paris: croissants\\."
            },
            {
              "uuid": "A1",
              "creationDate": "2023-05-01T10:20:30Z",
              "timeZone": "Europe/Lisbon",
              "text": "# Lisbon at last\\!\n\nTrams \\- and ![](dayone-moment:\/\/P1) pastéis\\.\n\n![](dayone-moment:\/\/P2)\n",
              "tags": ["Portugal"],
              "location": {"latitude": 38.7223, "longitude": -9.1393, "placeName": "Alfama", "localityName": "Lisbon", "country": "Portugal"},
              "weather": {"conditionsDescription": "Sunny", "temperatureCelsius": 21.5},
              "photos": [
                {"identifier": "P1", "md5": "aaa111", "type": "jpeg"},
                {"identifier": "P2", "md5": "missing222", "type": "jpeg"}
              ],
              "someFutureField": true
            },
            {
              "uuid": "A2",
              "creationDate": "2023-05-03T18:00:00.000Z",
              "timeZone": "Europe/Lisbon",
              "text": "Sintra day.",
              "tags": ["portugal"],
              "location": {"placeName": "Sintra", "localityName": "Sintra", "country": "Portugal"}
            },
            {"uuid": "C1", "text": "No date."}
          ]
        }
        """#
}
