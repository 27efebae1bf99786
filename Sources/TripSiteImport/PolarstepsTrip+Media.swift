import Foundation
import TripSiteCore

/// The trip's cover photo and route.
extension PolarstepsTrip {
    /// Copies the cover photo, when the export has it, to `cover.<ext>` in the trip's
    /// folder; returns that name for `photo:`. A cover the export names but does not hold
    /// is a warning.
    func writeCover(
        in tripPath: String, mediaFolders: [URL], into writer: inout ImportWriter
    ) throws(ImportError)
        -> String?
    {
        guard let cover = trip.cover, cover.uuid != nil || cover.path != nil else { return nil }
        let fileName = cover.path.flatMap { URL(string: $0)?.lastPathComponent ?? $0 }
        let photos = mediaFolders.flatMap { ExportFolder.children(of: $0.appending(path: "photos"), folders: false) }
        let found = photos.first { photo in
            let name = photo.lastPathComponent
            return name == fileName || (cover.uuid.map { !$0.isEmpty && name.contains($0) } ?? false)
        }
        guard let found else {
            writer.report.warn(
                "the cover photo '\(fileName ?? cover.uuid ?? "")' is not in the export; the trip has no photo:",
                file: file, line: ImportJSON.line(of: "\"cover_photo", in: json))
            return nil
        }
        let name = "cover." + (found.pathExtension.isEmpty ? "jpg" : found.pathExtension.lowercased())
        let shown = "\(label)/trip/\(folder.lastPathComponent)/\(found.path.dropFirst(folder.path.count + 1))"
        guard try writer.copy(found, within: folder, shown: shown, to: "\(tripPath)/\(name)", kind: .photo) else {
            return nil
        }
        return name
    }

    /// Writes `route.gpx` from `locations.json` beside trip.json; true when written (or
    /// already there). Points without a time or off the globe are left out, with one
    /// warning.
    func writeRoute(in tripPath: String, into writer: inout ImportWriter) throws(ImportError) -> Bool {
        let url = folder.appending(path: "locations.json")
        let file = "\(label)/trip/\(folder.lastPathComponent)/locations.json"
        guard
            let data = ExportFile.read(
                url, within: folder, limit: ExportFile.jsonLimit, file: file, report: &writer.report),
            let locations = ImportJSON.decode(
                PolarstepsExport.Locations.self, from: data, file: file, report: &writer.report)
        else { return false }
        let points = locations.points.compactMap { point -> GPXWriter.Point? in
            guard let lat = point.latitude, let lon = point.longitude, let time = point.time else { return nil }
            let candidate = GPXWriter.Point(latitude: lat, longitude: lon, time: time)
            return candidate.isValid ? candidate : nil
        }
        if points.count < locations.points.count {
            let left = locations.points.count - points.count
            writer.report.warn(
                "\(ImportReport.counted(left, "location")) without lat, lon and time (or off the globe) left out of the route",
                file: file)
        }
        guard !points.isEmpty else { return false }
        let gpx = GPXWriter.track(
            named: trip.name ?? "Route", points: points, creator: "TripSite import from Polarsteps")
        try writer.write(text: gpx, to: "\(tripPath)/route.gpx", kind: .route)
        return true
    }
}
