import Foundation
import TripSiteCore

/// One Polarsteps step as an entry of its trip: `<date>-<slug>.md`, or a sub-folder
/// `<date>-<slug>/index.md` with the step's photos beside it.
struct PolarstepsStep {
    var step: PolarstepsExport.Step
    /// `content/trips/<slug>`.
    var tripPath: String
    /// The trip's time zone, for a step without its own.
    var zone: TimeZone
    /// trip.json as warnings name it, and the step's line in it.
    var file: String
    var line: Int?
    var mediaFolder: URL?
    var label: String

    /// The trip's folder in the export (`trip/<name>_<id>`): its photos are read only inside it.
    var tripFolder: URL { (mediaFolder ?? URL(fileURLWithPath: "/")).deletingLastPathComponent() }

    /// The step's media folder as warnings name it.
    var shownFolder: String {
        "\(label)/trip/\(tripFolder.lastPathComponent)/\(mediaFolder?.lastPathComponent ?? "")"
    }

    var displayName: String { "step \(step.id ?? "?")\(step.name.map { " '\($0)'" } ?? "")" }

    /// Writes the entry and its photos; nil (and a warning) for a step without a time.
    func write(
        names: inout UniqueSlugs, into writer: inout ImportWriter
    ) throws(ImportError)
        -> PolarstepsTrip.ImportedStep?
    {
        guard let start = step.startTime else {
            writer.report.warn(
                "\(displayName) has no start_time; not imported (an entry needs a date)", file: file, line: line)
            return nil
        }
        guard ImportJSON.isPlausibleTime(start) else {
            writer.report.warn(
                "\(displayName) has a start_time (\(start)) that is not a time in the years 1 to 9999; not imported",
                file: file, line: line)
            return nil
        }
        let zone = writer.report.timeZone(step.timeZone, fallback: zone, file: file, line: line)
        let local = LocalTime(Date(timeIntervalSince1970: start), in: zone)
        let base = [step.slug, step.name, step.location?.name].compactMap { $0.map(Slug.transliterated) }
            .first { !$0.isEmpty }
        let name = "\(local.day)-\(names.claim(base ?? "step"))"
        let photos = media(writer: &writer)
        let folder = photos.isEmpty ? tripPath : "\(tripPath)/\(name)"
        for photo in photos {
            try writer.copy(
                photo, within: tripFolder, shown: "\(shownFolder)/photos/\(photo.lastPathComponent)",
                to: "\(folder)/\(photo.lastPathComponent)", kind: .photo)
        }
        let country = step.location?.countryCode?.trimmingCharacters(in: .whitespaces).uppercased()
        let pairs = frontMatter(local: local, country: country, photo: photos.first?.lastPathComponent, writer: &writer)
        let text = FrontMatterWriter.document(pairs, body: step.description ?? "")
        try writer.write(text: text, to: photos.isEmpty ? "\(folder)/\(name).md" : "\(folder)/index.md", kind: .entry)
        return PolarstepsTrip.ImportedStep(day: local.day, country: country?.isEmpty == false ? country : nil)
    }

    /// The photos of the step's folder (`photos/`), empty files left out with a warning;
    /// each video (`videos/`) is a warning: videos are not imported.
    func media(writer: inout ImportWriter) -> [URL] {
        guard let mediaFolder else { return [] }
        let shown = shownFolder
        for video in ExportFolder.children(of: mediaFolder.appending(path: "videos"), folders: false) {
            writer.report.warn(
                "video not imported (TripSite publishes photos only); link it from the entry by hand",
                file: "\(shown)/videos/\(video.lastPathComponent)")
        }
        return ExportFolder.children(of: mediaFolder.appending(path: "photos"), folders: false).filter { photo in
            let size = (try? FileManager.default.attributesOfItem(atPath: photo.path)[.size] as? Int) ?? 0
            guard ExportFile.isInside(photo, root: tripFolder) else {
                writer.report.warn(
                    "\(ExportFile.Problem.outside(photo.path)); not imported",
                    file: "\(shown)/photos/\(photo.lastPathComponent)")
                return false
            }
            if size == 0 {
                writer.report.warn("empty photo file left out", file: "\(shown)/photos/\(photo.lastPathComponent)")
            }
            return size > 0
        }
    }

    func frontMatter(
        local: LocalTime, country: String?, photo: String?, writer: inout ImportWriter
    )
        -> [(String, FrontMatterValue)]
    {
        var pairs: [(String, FrontMatterValue)] = []
        if let name = step.name { pairs.append(("title", .text(name))) }
        pairs.append(("date", .text(local.dateTime)))
        if let location = location(writer: &writer) { pairs.append(("location", location)) }
        if let country, !country.isEmpty { pairs.append(("country", .text(country))) }
        if let photo { pairs.append(("photo", .text(photo))) }
        var weather: [(String, FrontMatterValue)] = []
        if let condition = step.weatherCondition, !condition.isEmpty { weather.append(("condition", .text(condition))) }
        if let temperature = step.weatherTemperature { weather.append(("temperature", .number(temperature))) }
        if !weather.isEmpty { pairs.append(("params", .map([("weather", .map(weather))]))) }
        return pairs
    }

    /// `{name, lat, lon}`: the place's name (with its detail and country, each part once:
    /// "Reykjavík, Iceland") and position; a warning when the step has no position.
    func location(writer: inout ImportWriter) -> FrontMatterValue? {
        let place = step.location
        let name = PlaceName.joined([place?.name, place?.detail, place?.country])
        var pairs: [(String, FrontMatterValue)] = name.isEmpty ? [] : [("name", .text(name))]
        if let lat = place?.latitude, let lon = place?.longitude, (-90...90).contains(lat), (-180...180).contains(lon) {
            pairs += [("lat", .number(lat)), ("lon", .number(lon))]
        } else {
            writer.report.warn(
                "\(displayName) has no location (lat, lon); imported without a position", file: file, line: line)
        }
        return pairs.isEmpty ? nil : .map(pairs)
    }
}
