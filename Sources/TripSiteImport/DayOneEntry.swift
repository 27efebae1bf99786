import Foundation
import TripSiteCore

/// One Day One entry as a sub-folder entry of its trip, `<date>-<slug>/index.md`, with its
/// photos copied beside it and its `dayone-moment://<identifier>` images pointing at them.
struct DayOneEntry {
    var item: DayOneImporter.Dated
    var tripPath: String
    var source: DayOneSource
    var label: String

    var entry: DayOneExport.Entry { item.entry }

    func write(names: inout UniqueSlugs, into writer: inout ImportWriter) throws(ImportError) {
        let (title, text) = Self.splitTitle(entry.text ?? "")
        let base = [title, entry.location?.placeName, entry.location?.localityName]
            .compactMap { $0.map(Slug.transliterated) }.first { !$0.isEmpty }
        let folder = "\(tripPath)/\(item.local.day)-\(names.claim(base ?? "entry"))"
        let photos = try copyPhotos(to: folder, into: &writer)
        let body = rewriteImages(in: text, photos: photos, report: &writer.report)
        if entry.otherMedia > 0 {
            writer.report.warn(
                "entry \(entry.uuid ?? "?"): \(ImportReport.counted(entry.otherMedia, "video, audio or PDF attachment")) not imported",
                file: item.file)
        }
        try writer.write(
            text: FrontMatterWriter.document(frontMatter(title: title), body: body), to: "\(folder)/index.md",
            kind: .entry)
    }

    /// Copies each photo the export has into `folder`; returns their file names by
    /// identifier. A photo the export lacks is a warning.
    func copyPhotos(to folder: String, into writer: inout ImportWriter) throws(ImportError) -> [String: String] {
        var names: [String: String] = [:]
        for photo in entry.photos {
            let shown = "photo \(photo.identifier ?? "?") (photos/\(photo.md5 ?? "?").\(photo.type ?? "?"))"
            if photo.md5 != nil, !Self.isPlainName(photo.md5) || !(photo.type.map { Self.isPlainName($0) } ?? true) {
                writer.report.warn(
                    "entry \(entry.uuid ?? "?"): \(shown) has an md5 or type that is not a plain file name; left out",
                    file: item.file)
                continue
            }
            guard let md5 = photo.md5, let path = source.photoPath(md5: md5, type: photo.type) else {
                writer.report.warn(
                    "entry \(entry.uuid ?? "?"): \(shown) is not in the export; left out", file: item.file)
                continue
            }
            let bytes: Data
            switch source.data(path, limit: ExportFile.copyLimit) {
            case .success(let data): bytes = data
            case .failure(let problem):
                writer.report.warn("entry \(entry.uuid ?? "?"): \(shown) \(problem); left out", file: item.file)
                continue
            }
            let name = String(path.dropFirst("photos/".count))
            try writer.write(bytes, to: "\(folder)/\(name)", kind: .photo)
            if let identifier = photo.identifier { names[identifier] = name }
        }
        return names
    }

    /// Whether a journal's `md5` or `type` is a name Day One writes (letters, digits, `-`,
    /// `_`; at most 128): anything else (`../../x`, `a/b`) is not looked for.
    static func isPlainName(_ name: String?) -> Bool {
        guard let name, !name.isEmpty, name.utf8.count <= 128 else { return false }
        return name.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || "-_".unicodeScalars.contains(scalar))
        }
    }

    /// `dayone-moment://ID` images as the copied file's name; an image whose photo is not
    /// there (or a video, `dayone-moment:/video/ID`) is taken out, with a warning.
    func rewriteImages(in text: String, photos: [String: String], report: inout ImportReport) -> String {
        text.replacing(/!\[([^\]\n]*)\]\(dayone-moment:\/*([^)\s]*)\)/) { match in
            let identifier = String(match.2.split(separator: "/").last ?? "")
            if let name = photos[identifier] { return "![\(match.1)](\(name))" }
            report.warn(
                "entry \(entry.uuid ?? "?"): the image dayone-moment://\(match.2) has no photo in the export; taken out of the text",
                file: item.file)
            return ""
        }
    }

    func frontMatter(title: String?) -> [(String, FrontMatterValue)] {
        var pairs: [(String, FrontMatterValue)] = []
        if let title { pairs.append(("title", .text(title))) }
        pairs.append(("date", .text(item.local.dateTime)))
        if let location = entry.location {
            let name = [location.placeName, location.localityName].compactMap { $0.map { PlaceName.joined([$0]) } }
                .first { !$0.isEmpty }
            var place: [(String, FrontMatterValue)] = name.map { [("name", .text($0))] } ?? []
            if let lat = location.latitude, let lon = location.longitude, (-90...90).contains(lat),
                (-180...180).contains(lon)
            {
                place += [("lat", .number(lat)), ("lon", .number(lon))]
            }
            if !place.isEmpty { pairs.append(("location", .map(place))) }
            if let country = location.country, !country.isEmpty { pairs.append(("country", .text(country))) }
        }
        let tags = entry.tags.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        if !tags.isEmpty { pairs.append(("tags", .list(tags.map { .text($0) }))) }
        var weather: [(String, FrontMatterValue)] = []
        if let conditions = entry.weather?.conditions, !conditions.isEmpty {
            weather.append(("conditions", .text(conditions)))
        }
        if let celsius = entry.weather?.temperatureCelsius { weather.append(("temperature", .number(celsius))) }
        if !weather.isEmpty { pairs.append(("params", .map([("weather", .map(weather))]))) }
        return pairs
    }

    /// A first line that is a heading (`# Lisbon at last\.`) is the entry's title, its
    /// backslash escapes undone, and leaves the text; otherwise there is no title.
    static func splitTitle(_ text: String) -> (title: String?, body: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.firstIndex(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }),
            let heading = lines[first].firstMatch(of: /^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$/)
        else { return (nil, text) }
        let title = String(heading.1).replacing(/\\([!-\/:-@\[-`{-~])/) { String($0.1) }
        let body = lines[(first + 1)...].joined(separator: "\n")
        return (title.isEmpty ? nil : title, body)
    }
}
