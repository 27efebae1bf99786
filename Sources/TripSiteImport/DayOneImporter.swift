import Foundation
import TripSiteCore

/// `tripsite import dayone EXPORT`: a Day One JSON export (a `.zip` or its folder) into
/// trip bundles, its entries grouped into trips (`TripGrouping`), one sub-folder entry per
/// Day One entry with its photos beside it and its `dayone-moment://` images pointing at
/// them. docs/migrating.md has the mapping.
package struct DayOneImporter {
    package let export: URL
    /// The export as the user named it, for warnings.
    package let label: String
    package let grouping: TripGrouping

    package init(export: URL, label: String, grouping: TripGrouping = .default) {
        self.export = export
        self.label = ImportReport.label(label)
        self.grouping = grouping
    }

    /// One Day One entry with its date read.
    struct Dated {
        var entry: DayOneExport.Entry
        var date: Date
        var local: LocalTime
        /// Its journal file as warnings name it.
        var file: String
    }

    package func run(into writer: inout ImportWriter) throws(ImportError) {
        let source = try DayOneSource(export, label: label)
        let journals = source.journals
        guard !journals.isEmpty else {
            throw .unreadableExport("no journal in \(label): a Day One JSON export has Journal.json at its top")
        }
        var dated: [Dated] = []
        for name in journals {
            let file = "\(label)/\(name)"
            guard let data = journalData(source, name, file: file, report: &writer.report),
                let journal = ImportJSON.decode(
                    DayOneExport.Journal.self, from: data, file: file, report: &writer.report)
            else { continue }
            dated += journal.entries.compactMap { date($0, file: file, json: data, report: &writer.report) }
        }
        dated.sort { ($0.date, $0.entry.uuid ?? "") < ($1.date, $1.entry.uuid ?? "") }
        var slugs = UniqueSlugs()
        for group in grouping.groups(dated, day: \.local.day, tags: \.entry.tags) {
            let trip = DayOneTrip(group: group, grouping: grouping, source: source, label: label)
            try writer.writeTrip { writer throws(ImportError) in try trip.write(slugs: &slugs, into: &writer) }
        }
        if writer.report.importedAnything { try writer.writeSiteConfigIfMissing(title: "Journal") }
    }

    /// A journal's bytes; nil, with a warning, when it is too large or outside the export.
    func journalData(_ source: DayOneSource, _ name: String, file: String, report: inout ImportReport) -> Data? {
        switch source.data(name, limit: ExportFile.jsonLimit) {
        case .success(let data): return data
        case .failure(let problem):
            report.warn("\(problem); nothing of it was imported", file: file)
            return nil
        }
    }

    /// The entry with its creation date in its time zone; nil (and a warning at its line)
    /// when it has no date that can be read.
    func date(_ entry: DayOneExport.Entry, file: String, json: Data, report: inout ImportReport) -> Dated? {
        let line = entry.uuid.flatMap { ImportJSON.line(of: "\"\($0)\"", in: json) }
        guard let text = entry.creationDate, let date = Self.instant(text) else {
            report.warn(
                "entry \(entry.uuid ?? "?") has no creationDate that is an ISO 8601 time; not imported", file: file,
                line: line)
            return nil
        }
        guard ImportJSON.isPlausibleTime(date.timeIntervalSince1970) else {
            report.warn(
                "entry \(entry.uuid ?? "?") has a creationDate (\(text)) outside the years 1 to 9999; not imported",
                file: file, line: line)
            return nil
        }
        let zone = report.timeZone(entry.timeZone, fallback: .gmt, file: file, line: line)
        return Dated(entry: entry, date: date, local: LocalTime(date, in: zone), file: file)
    }

    /// `2023-05-01T10:20:30Z`, with or without fractional seconds or a zone offset.
    static func instant(_ text: String) -> Date? {
        let plain = ISO8601DateFormatter()
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions.insert(.withFractionalSeconds)
        return plain.date(from: text) ?? fractional.date(from: text)
    }
}
