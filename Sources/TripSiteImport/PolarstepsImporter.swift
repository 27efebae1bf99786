import Foundation
import TripSiteCore

/// `tripsite import polarsteps EXPORT_DIR`: a Polarsteps "download your data" folder into
/// trip bundles, one per `trip/<slug>_<id>/trip.json`, one entry per step, with the steps'
/// photos, the trip's cover and a `route.gpx` from `locations.json`. Videos are not
/// imported (each is a warning). docs/migrating.md has the mapping.
package struct PolarstepsImporter {
    /// The export folder.
    package let export: URL
    /// The export as the user named it, for warnings (`~/Downloads/polarsteps`).
    package let label: String

    package init(export: URL, label: String) {
        self.export = export
        self.label = ImportReport.label(label)
    }

    /// Imports every trip of the export through `writer`. Throws `unreadableExport` when
    /// the folder holds no trip at all; a trip whose trip.json cannot be read is a warning.
    package func run(into writer: inout ImportWriter) throws(ImportError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: export.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw .unreadableExport(
                "\(label) is not a folder: pass the folder Polarsteps's data download unpacks to (it holds trip/ and user/)"
            )
        }
        let folders = ExportFolder.children(of: export.appending(path: "trip"), folders: true).filter {
            FileManager.default.fileExists(atPath: $0.appending(path: "trip.json").path)
        }
        guard !folders.isEmpty else {
            throw .unreadableExport(
                "no trip in \(label): a Polarsteps export has trip/<name>_<id>/trip.json for each trip")
        }
        var slugs = UniqueSlugs()
        for folder in folders {
            let file = "\(label)/trip/\(folder.lastPathComponent)/trip.json"
            guard
                let data = ExportFile.read(
                    folder.appending(path: "trip.json"), within: export, limit: ExportFile.jsonLimit, file: file,
                    report: &writer.report),
                let trip = ImportJSON.decode(PolarstepsExport.Trip.self, from: data, file: file, report: &writer.report)
            else { continue }
            let context = PolarstepsTrip(trip: trip, json: data, folder: folder, file: file, label: label)
            try writer.writeTrip { writer throws(ImportError) in try context.write(slugs: &slugs, into: &writer) }
        }
        if writer.report.importedAnything {
            try writer.writeSiteConfigIfMissing(title: userName(report: &writer.report) ?? "My Trips")
        }
    }

    /// The traveller's name from `user/user.json`, for a new site's title; nothing else of
    /// that file is read.
    func userName(report: inout ImportReport) -> String? {
        let url = export.appending(path: "user/user.json")
        guard
            let data = ExportFile.read(
                url, within: export, limit: ExportFile.jsonLimit, file: "\(label)/user/user.json", report: &report)
        else { return nil }
        let user = ImportJSON.decode(
            PolarstepsExport.User.self, from: data, file: "\(label)/user/user.json", report: &report,
            reportingUnknownFields: false)
        return user?.name
    }
}
