import Foundation
import TripSiteCore

/// The place a Day One trip is named after: the city (`localityName`) that at least half of
/// its located entries share, else the region (`administrativeArea`: Tokyo's wards are
/// Shinjuku, Shibuya…, its region Tokyo), else the country; failing all, the most common
/// city, region or country. Names are compared without case or diacritics; the first
/// spelling met is kept, and a tie goes to the name met first.
enum DayOnePlaces {
    static func common(_ locations: [DayOneExport.Location]) -> String? {
        let levels: [[String?]] = [
            locations.map(\.localityName), locations.map(\.administrativeArea), locations.map(\.country),
        ]
        let counted = levels.map(counts)
        for ranking in counted {
            if let top = ranking.first, top.count * 2 >= locations.count { return top.name }
        }
        return counted.lazy.compactMap(\.first).first?.name
    }

    /// The names given, most common first (ties in the order met), each once.
    static func counts(_ names: [String?]) -> [(name: String, count: Int)] {
        var ranking: [(name: String, count: Int)] = []
        var index: [String: Int] = [:]
        for name in names {
            let text = PlaceName.joined([name])
            guard !text.isEmpty else { continue }
            let key = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            if let at = index[key] {
                ranking[at].count += 1
            } else {
                index[key] = ranking.count
                ranking.append((text, 1))
            }
        }
        return ranking.enumerated().sorted { ($1.element.count, $0.offset) < ($0.element.count, $1.offset) }
            .map(\.element)
    }
}
