import Foundation
import TripSiteCore
import TripSiteGeo
import TripSiteImaging

/// When an imported post's journey happened, from what travelled with it rather than from
/// when it was published: the capture days of its photos (EXIF `DateTimeOriginal`) and the
/// days its tracks were recorded on. A post's date is the day it was posted, often days or
/// weeks after.
struct TravelEvidence {
    /// The first and last day found; nil when nothing in the folder says.
    var span: (first: Day, last: Day)?
    /// What the span is from, for the report (`the capture days of 3 photos`).
    var source: String

    /// The photos and GPX tracks directly in `folder` (an imported trip's bundle).
    init(folder: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var days: [Day] = []
        var photos = 0
        var tracks = 0
        for name in names.sorted() {
            let path = folder.appending(path: name).path
            let ext = (name as NSString).pathExtension.lowercased()
            if PostImages.photoTypes.contains(ext), let day = Self.captureDay(path) {
                days.append(day)
                photos += 1
            } else if ext == "gpx" {
                let recorded = RouteStatistics(tracks: GPXReader.read(path: path).tracks).days
                days += recorded.compactMap(Day.init(daysSince1970:))
                if !recorded.isEmpty { tracks += 1 }
            }
        }
        span = days.min().flatMap { first in days.max().map { (first, $0) } }
        source = [
            photos > 0 ? "the capture days of " + ImportReport.counted(photos, "photo") : nil,
            tracks > 0 ? "the days " + ImportReport.counted(tracks, "track") + " recorded" : nil,
        ].compactMap { $0 }.joined(separator: " and ")
    }

    /// The day of a photo's `DateTimeOriginal` (the camera's local day).
    static func captureDay(_ path: String) -> Day? {
        guard let time = VipsCodec.metadata(path)?.captureTime else { return nil }
        return Day(iso: String(time.prefix(10)))
    }
}
