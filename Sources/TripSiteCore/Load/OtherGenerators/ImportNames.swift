import Foundation

/// Names an import gives files and folders: slugs made unique within their folder, local
/// dates of instants, and the export's own paths as warnings name them.
package struct UniqueSlugs {
    private var used: Set<String> = []

    package init() {}

    /// `base`, or `base-2`, `base-3`… when taken before (or when `taken` says so), then
    /// marked used. Deterministic: the same names in the same order give the same slugs.
    package mutating func claim(_ base: String, taken: (String) -> Bool = { _ in false }) -> String {
        var candidate = base
        var number = 2
        while used.contains(candidate) || taken(candidate) {
            candidate = "\(base)-\(number)"
            number += 1
        }
        used.insert(candidate)
        return candidate
    }

    /// Marks `slug` used; false when it already was.
    package mutating func take(_ slug: String) -> Bool {
        used.insert(slug).inserted
    }
}

/// An instant on the calendar and clock of a place.
package struct LocalTime: Sendable, Equatable {
    /// `YYYY-MM-DD`.
    package var day: String
    /// `HH:MM`.
    package var clock: String
    package var year: Int
    package var month: Int

    /// As an entry's `date:` (`2025-07-01 07:30`).
    package var dateTime: String { "\(day) \(clock)" }

    package init(_ date: Date, in timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        year = parts.year ?? 1970
        month = parts.month ?? 1
        day = String(format: "%04d", year) + "-" + two(parts.month) + "-" + two(parts.day)
        clock = two(parts.hour) + ":" + two(parts.minute)
    }
}

extension ImportReport {
    /// The time zone named `identifier` (IANA), else `fallback`, with a warning at `file`
    /// when a name was given but is not one.
    package mutating func timeZone(_ identifier: String?, fallback: TimeZone, file: String, line: Int?) -> TimeZone {
        guard let identifier, !identifier.isEmpty else { return fallback }
        if let zone = TimeZone(identifier: identifier) { return zone }
        warn(
            "unknown time zone '\(identifier)'; times read in \(fallback.identifier) instead", file: file, line: line)
        return fallback
    }
}

/// The files of an export's folders, sorted by name so an import is the same each time.
package enum ExportFolder {
    package static func children(of folder: URL, folders: Bool) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().filter { !$0.hasPrefix(".") }.map { folder.appending(path: $0) }.filter { url in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
                && isFolder.boolValue == folders
        }
    }
}

/// A place's name made of an export's parts (a place, its detail, its country), each part
/// once: "Lisbon" + "Lisbon, Portugal" + "Portugal" is "Lisbon, Portugal". Parts are split
/// at their commas and compared without case or diacritics ("Reykjavík" and "Reykjavik" are
/// one), the first spelling kept.
package enum PlaceName {
    package static func joined(_ parts: [String?]) -> String {
        var seen: Set<String> = []
        var kept: [String] = []
        for part in parts.compactMap({ $0 }) {
            for piece in part.split(separator: ",") {
                let name = piece.trimmingCharacters(in: .whitespacesAndNewlines)
                guard !name.isEmpty else { continue }
                let key = name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
                if seen.insert(key).inserted { kept.append(name) }
            }
        }
        return kept.joined(separator: ", ")
    }
}
