import Foundation
import TripSiteCore

/// The parts of a Polarsteps "download your data" folder TripSite reads, decoded
/// tolerantly (`ImportJSON`): every field optional, unknown fields ignored.
package enum PolarstepsExport {
    /// `user/user.json`: only the name is read (never the e-mail or ids).
    struct User: Decodable {
        var name: String?

        init(from decoder: Decoder) throws {
            let fields = try decoder.container(keyedBy: ImportJSON.Key.self)
            let first: String? = fields.lenient(.init("first_name"), in: decoder)
            let last: String? = fields.lenient(.init("last_name"), in: decoder)
            let full: String? = fields.lenient(.init("name"), in: decoder)
            let joined = [first, last].compactMap { $0?.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }.joined(separator: " ")
            name = full?.isEmpty == false ? full : (joined.isEmpty ? nil : joined)
        }
    }

    /// `trip/<slug>_<id>/trip.json`.
    struct Trip: Decodable {
        var id: String?
        var name: String?
        var slug: String?
        var summary: String?
        var startDate: Double?
        var endDate: Double?
        var timeZone: String?
        var totalKilometres: Double?
        var cover: Cover?
        var steps: [Step] = []

        init(from decoder: Decoder) throws {
            let fields = try decoder.container(keyedBy: ImportJSON.Key.self)
            id = fields.identifier(.init("id"), in: decoder)
            name = fields.lenient(.init("name"), in: decoder)
            slug = fields.lenient(.init("slug"), in: decoder)
            summary = fields.lenient(.init("summary"), in: decoder)
            startDate = fields.number(.init("start_date"), in: decoder)
            endDate = fields.number(.init("end_date"), in: decoder)
            timeZone = fields.lenient(.init("timezone_id"), in: decoder)
            totalKilometres = fields.number(.init("total_km"), in: decoder)
            cover = fields.lenient(.init("cover_photo"), in: decoder)
            fields.markRead(.init("cover_photo_path"), in: decoder)
            if cover == nil, let path: String = fields.lenient(.init("cover_photo_path"), in: decoder) {
                cover = Cover(uuid: nil, path: path)
            }
            steps = fields.lenientList(.init("all_steps"), in: decoder)
        }
    }

    /// `cover_photo`: an object with the photo's `uuid` and `path` (a URL whose last part
    /// is the file's name), or the path alone.
    struct Cover: Decodable {
        var uuid: String?
        var path: String?

        init(uuid: String?, path: String?) {
            self.uuid = uuid
            self.path = path
        }

        init(from decoder: Decoder) throws {
            if let path = try? decoder.singleValueContainer().decode(String.self) {
                self.init(uuid: nil, path: path)
                return
            }
            let fields = try decoder.container(keyedBy: ImportJSON.Key.self)
            self.init(
                uuid: fields.identifier(.init("uuid"), in: decoder), path: fields.lenient(.init("path"), in: decoder))
        }
    }

    /// One of `all_steps`.
    struct Step: Decodable {
        var id: String?
        var name: String?
        var slug: String?
        var description: String?
        var startTime: Double?
        var timeZone: String?
        var location: Location?
        var weatherCondition: String?
        var weatherTemperature: Double?

        init(from decoder: Decoder) throws {
            let fields = try decoder.container(keyedBy: ImportJSON.Key.self)
            id = fields.identifier(.init("id"), in: decoder)
            let name: String? = fields.lenient(.init("name"), in: decoder)
            let displayName: String? = fields.lenient(.init("display_name"), in: decoder)
            self.name = [name, displayName].compactMap { $0?.trimmingCharacters(in: .whitespacesAndNewlines) }
                .first { !$0.isEmpty }
            slug = fields.lenient(.init("slug"), in: decoder)
            description = fields.lenient(.init("description"), in: decoder)
            startTime = fields.number(.init("start_time"), in: decoder)
            timeZone = fields.lenient(.init("timezone_id"), in: decoder)
            location = fields.lenient(.init("location"), in: decoder)
            weatherCondition = fields.lenient(.init("weather_condition"), in: decoder)
            weatherTemperature = fields.number(.init("weather_temperature"), in: decoder)
        }
    }

    /// A step's `location`.
    struct Location: Decodable {
        var name: String?
        var detail: String?
        /// The country's name, in newer exports.
        var country: String?
        var countryCode: String?
        var latitude: Double?
        var longitude: Double?

        init(from decoder: Decoder) throws {
            let fields = try decoder.container(keyedBy: ImportJSON.Key.self)
            name = fields.lenient(.init("name"), in: decoder)
            detail = fields.lenient(.init("detail"), in: decoder)
            country = fields.lenient(.init("country"), in: decoder)
            countryCode = fields.lenient(.init("country_code"), in: decoder)
            latitude = fields.number(.init("lat"), in: decoder)
            longitude = fields.number(.init("lon"), in: decoder)
        }
    }

    /// `locations.json`: `{"locations": [{lat, lon, time}]}`.
    struct Locations: Decodable {
        var points: [Point] = []

        init(from decoder: Decoder) throws {
            let fields = try decoder.container(keyedBy: ImportJSON.Key.self)
            points = fields.lenientList(.init("locations"), in: decoder)
        }
    }

    struct Point: Decodable {
        var latitude: Double?
        var longitude: Double?
        var time: Double?

        init(from decoder: Decoder) throws {
            let fields = try decoder.container(keyedBy: ImportJSON.Key.self)
            latitude = fields.number(.init("lat"), in: decoder)
            longitude = fields.number(.init("lon"), in: decoder)
            time = fields.number(.init("time"), in: decoder)
        }
    }
}
