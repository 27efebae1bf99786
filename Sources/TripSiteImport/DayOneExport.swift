import Foundation
import TripSiteCore

/// The parts of a Day One JSON export TripSite reads (`Journal.json`, or any journal's
/// `*.json` at the top), decoded tolerantly (`ImportJSON`).
package enum DayOneExport {
    struct Journal: Decodable {
        var entries: [Entry] = []

        init(from decoder: Decoder) throws {
            let fields = try decoder.container(keyedBy: ImportJSON.Key.self)
            entries = fields.lenientList(.init("entries"), in: decoder)
            // The export's own description (version), nothing of the journal's.
            fields.markRead(.init("metadata"), in: decoder)
        }
    }

    struct Entry: Decodable {
        var uuid: String?
        /// ISO 8601, UTC (`2023-05-01T10:20:30Z`).
        var creationDate: String?
        /// An IANA id.
        var timeZone: String?
        var text: String?
        var tags: [String] = []
        var location: Location?
        var weather: Weather?
        var photos: [Photo] = []
        /// How many videos, audio recordings and PDFs it has (none is imported).
        var otherMedia = 0

        init(from decoder: Decoder) throws {
            let fields = try decoder.container(keyedBy: ImportJSON.Key.self)
            uuid = fields.identifier(.init("uuid"), in: decoder)
            creationDate = fields.lenient(.init("creationDate"), in: decoder)
            timeZone = fields.lenient(.init("timeZone"), in: decoder)
            text = fields.lenient(.init("text"), in: decoder)
            tags = fields.lenientList(.init("tags"), in: decoder)
            location = fields.lenient(.init("location"), in: decoder)
            weather = fields.lenient(.init("weather"), in: decoder)
            photos = fields.lenientList(.init("photos"), in: decoder)
            otherMedia = ["videos", "audios", "pdfAttachments"].reduce(0) { count, key in
                let items: [ImportJSON.Skipped] = fields.lenientList(.init(key), in: decoder)
                return count + items.count
            }
        }
    }

    struct Location: Decodable {
        var latitude: Double?
        var longitude: Double?
        var placeName: String?
        var localityName: String?
        /// The region (a state, a prefecture: "Tokyo"), for a trip's title.
        var administrativeArea: String?
        var country: String?

        init(from decoder: Decoder) throws {
            let fields = try decoder.container(keyedBy: ImportJSON.Key.self)
            latitude = fields.number(.init("latitude"), in: decoder)
            longitude = fields.number(.init("longitude"), in: decoder)
            placeName = fields.lenient(.init("placeName"), in: decoder)
            localityName = fields.lenient(.init("localityName"), in: decoder)
            administrativeArea = fields.lenient(.init("administrativeArea"), in: decoder)
            country = fields.lenient(.init("country"), in: decoder)
        }
    }

    struct Weather: Decodable {
        var conditions: String?
        var temperatureCelsius: Double?

        init(from decoder: Decoder) throws {
            let fields = try decoder.container(keyedBy: ImportJSON.Key.self)
            conditions = fields.lenient(.init("conditionsDescription"), in: decoder)
            temperatureCelsius = fields.number(.init("temperatureCelsius"), in: decoder)
        }
    }

    struct Photo: Decodable {
        var identifier: String?
        var md5: String?
        var type: String?

        init(from decoder: Decoder) throws {
            let fields = try decoder.container(keyedBy: ImportJSON.Key.self)
            identifier = fields.identifier(.init("identifier"), in: decoder)
            md5 = fields.identifier(.init("md5"), in: decoder)
            type = fields.lenient(.init("type"), in: decoder)
        }
    }
}
