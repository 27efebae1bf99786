import Foundation
import TripSiteCore

/// An export file whose fields that carry nothing of the journal (ids, likes, view counts,
/// UI flags, sync state, the device it was written on) are dropped without a warning: every
/// real export has them, so a warning about them would hide the ones that matter. They are
/// listed in docs/migrating.md; any other field not read is still one warning.
protocol QuietFields {
    /// The fields' paths, as `ImportJSON.warnAboutUnknownFields` names them (`all_steps.uuid`).
    static var quietFields: Set<String> { get }
}

extension PolarstepsExport.Trip: QuietFields {
    static let quietFields: Set<String> = {
        let trip = [
            "uuid", "user_id", "display_name", "display_slug", "creation_time", "last_modified", "step_count",
            "views", "visibility", "is_deleted", "language", "type", "fb_publish_status", "feature_date",
            "feature_text",
            "featured", "featured_priority_for_new_users", "future_timeline_last_modified", "open_graph_id",
            "planned_steps_visible", "synchronized", "country_count", "like_count", "quality_score",
            "has_ordered_travel_book", "mashup_user_id", "meta_data", "cover_photo_thumb_path", "travel_tracker_device",
            "trip_buddies", "trip_buddies_accepted_invited", "planned_steps", "planned_countries", "is_owner",
            "currency",
            "budget",
        ]
        let cover = [
            "id", "small_thumbnail_path", "large_thumbnail_path", "type", "full_res_unavailable", "last_modified",
            "trip_id", "media_id",
        ]
        let step = [
            "uuid", "trip_id", "display_slug", "creation_time", "last_modified", "end_time", "type", "supertype",
            "views", "comment_count", "location_id", "is_deleted", "fb_publish_status", "open_graph_id",
            "main_media_item_path", "user_likes", "likes", "like_count", "is_planned", "timezone_id_source",
        ]
        let location = [
            "id", "uuid", "full_detail", "administrative_area", "locality", "precision", "venue", "timezone_id",
            "country_name",
        ]
        return Set(
            trip + cover.map { "cover_photo." + $0 } + step.map { "all_steps." + $0 }
                + location.map { "all_steps.location." + $0 })
    }()
}

extension DayOneExport.Journal: QuietFields {
    static let quietFields: Set<String> = {
        let entry = [
            "modifiedDate", "richText", "starred", "isPinned", "isAllDay", "duration", "editingTime", "creationDevice",
            "creationDeviceType", "creationDeviceModel", "creationOSName", "creationOSVersion", "sourceString",
            "userActivity",
        ]
        let location = ["region", "timeZoneName", "userLabel", "foursquareID"]
        let weather = [
            "sunsetDate", "sunriseDate", "weatherServiceName", "windBearing", "pressureMB", "visibilityKM",
            "relativeHumidity", "windSpeedKPH", "weatherCode", "windChillCelsius", "moonPhase", "moonPhaseCode",
        ]
        let photo = [
            "fileSize", "orderInEntry", "creationDevice", "duration", "favorite", "filename", "date",
            "exposureBiasValue", "height", "width", "isSketch", "cameraMake", "cameraModel", "lensMake", "lensModel",
            "fnumber", "focalLength", "location", "weather", "appleCloudIdentifier", "appleLocalIdentifier",
        ]
        return Set(
            entry.map { "entries." + $0 } + location.map { "entries.location." + $0 }
                + weather.map { "entries.weather." + $0 } + photo.map { "entries.photos." + $0 })
    }()
}
