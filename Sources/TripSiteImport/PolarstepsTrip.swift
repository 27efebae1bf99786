import Foundation
import TripSiteCore

/// One Polarsteps trip's import: its steps as entries, its cover, its route and its
/// `index.md`, in `content/trips/<slug>/`.
struct PolarstepsTrip {
    var trip: PolarstepsExport.Trip
    /// trip.json's bytes, to find a step's line by its id.
    var json: Data
    var folder: URL
    /// trip.json as warnings name it.
    var file: String
    var label: String

    /// What the trip's front matter takes from one imported step.
    struct ImportedStep {
        var day: String
        var country: String?
    }

    func write(slugs: inout UniqueSlugs, into writer: inout ImportWriter) throws(ImportError) {
        let base = [trip.slug, trip.name, folder.lastPathComponent].compactMap { $0.map(Slug.transliterated) }
            .first { !$0.isEmpty }
        let slug = writer.tripSlug(for: identity, base: base ?? "trip", slugs: &slugs)
        let tripPath = "content/trips/\(slug)"
        let zone = writer.report.timeZone(trip.timeZone, fallback: .gmt, file: file, line: nil)
        let mediaFolders = ExportFolder.children(of: folder, folders: true)
        var names = UniqueSlugs()
        var steps: [ImportedStep] = []
        for step in sortedSteps() {
            let source = PolarstepsStep(
                step: step, tripPath: tripPath, zone: zone, file: file, line: line(of: step),
                mediaFolder: mediaFolder(of: step, in: mediaFolders), label: label)
            if let imported = try source.write(names: &names, into: &writer) { steps.append(imported) }
        }
        let cover = try writeCover(in: tripPath, mediaFolders: mediaFolders, into: &writer)
        let route = try writeRoute(in: tripPath, into: &writer)
        let text = FrontMatterWriter.document(
            frontMatter(steps: steps, zone: zone, cover: cover), body: body(steps: steps.count, route: route))
        try writer.write(text: text, to: "\(tripPath)/index.md", kind: .trip)
    }

    /// Where the trip comes from, for a later import to find its folder: its Polarsteps id
    /// (else its folder's name).
    var identity: String { "polarsteps:\(trip.id ?? folder.lastPathComponent)" }

    /// The steps in time order (undated last), then by id.
    func sortedSteps() -> [PolarstepsExport.Step] {
        trip.steps.enumerated().sorted { left, right in
            let (a, b) = (left.element.startTime ?? .infinity, right.element.startTime ?? .infinity)
            return a != b ? a < b : left.offset < right.offset
        }.map(\.element)
    }

    /// The line of trip.json where the step's `"id"` is, when it can be found.
    func line(of step: PolarstepsExport.Step) -> Int? {
        guard let id = step.id else { return nil }
        return ["\"id\": \(id)", "\"id\":\(id)", "\"id\": \"\(id)\"", "\"id\":\"\(id)\""].lazy
            .compactMap { ImportJSON.line(of: $0, in: json) }.first
    }

    /// The step's media folder: the trip folder's sub-folder whose name ends with its id
    /// (`reykjavik_1234`), not just with the id's last digits.
    func mediaFolder(of step: PolarstepsExport.Step, in folders: [URL]) -> URL? {
        guard let id = step.id else { return nil }
        return folders.first { folder in
            let name = folder.lastPathComponent
            guard name.hasSuffix(id) else { return false }
            return name.dropLast(id.count).last.map { !$0.isNumber } ?? true
        }
    }

    func frontMatter(steps: [ImportedStep], zone: TimeZone, cover: String?) -> [(String, FrontMatterValue)] {
        let title = trip.name?.trimmingCharacters(in: .whitespacesAndNewlines)
        var pairs: [(String, FrontMatterValue)] = [("title", .text(title?.isEmpty == false ? title! : "Trip"))]
        if let country = steps.lazy.compactMap(\.country).first { pairs.append(("country", .text(country))) }
        let days = steps.map(\.day)
        func day(_ seconds: Double?) -> String? {
            guard let seconds, seconds > 0, ImportJSON.isPlausibleTime(seconds) else { return nil }
            return LocalTime(Date(timeIntervalSince1970: seconds), in: zone).day
        }
        let start = ([day(trip.startDate)] + days).compactMap { $0 }.min()
        let end = ([day(trip.endDate)] + days).compactMap { $0 }.max()
        if let start { pairs.append(("start", .text(start))) }
        if let end, let start, end >= start { pairs.append(("end", .text(end))) }
        if let cover { pairs.append(("photo", .text(cover))) }
        // Polarsteps measures the whole trip (flights and drives too); its positions are a few
        // an hour at most, so the route drawn from them is no measure: `distance` is the trip's.
        if let kilometres = trip.totalKilometres, kilometres > 0 {
            pairs.append(("distance", .number((kilometres * 10).rounded() / 10)))
        }
        pairs.append((ImportWriter.identityKey, .text(identity)))
        return pairs
    }

    func body(steps: Int, route: Bool) -> String {
        let summary = trip.summary?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        if !summary.isEmpty { return summary }
        return "Travelled with Polarsteps: \(ImportReport.counted(steps, "step"))\(route ? " and the route" : "")."
    }
}
