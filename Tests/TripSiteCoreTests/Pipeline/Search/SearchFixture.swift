import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// A small journal for the search tests: accents, a tag, a country shared by two trips, a
/// draft, and activities whose names contain the letters of other trips' titles.
enum SearchFixture {
    static let files: [String: String] = [
        "site.yml": "title: Search Test\nbaseURL: https://user.github.io/journal/\n",
        "content/trips/joshua-tree.md": tripFile(
            "title: Joshua Tree\nsubtitle: California, United States\ncountry: United States\nseason: spring\ntags: [desert, hiking]",
            body: "Rocks.\n\n## Activities\n- [x] Hike **Joshua** Tree (2025-03-02)\n- [ ] Climb Skull Rock\n"),
        "content/trips/zurich.md": tripFile(
            "title: Zürich\ncountry: Switzerland\nseason: summer", body: "## Activities\n- [ ] Swim in the Limmat\n"),
        "content/trips/kyoto.md": tripFile(
            "title: Kyoto\nsubtitle: Kansai, Japan\ncountry: Japan", body: "## Activities\n- [ ] Tea ceremony\n"),
        "content/trips/fuji.md": tripFile(
            "title: Mount Fuji\ncountry: Japan", body: "## Activities\n- [ ] Enjoy the view from Hakone\n"),
        "content/trips/berlin.md": tripFile("title: Berlin Straße\nsubtitle: \"\""),
        "content/trips/secret.md": tripFile(
            "title: Secret Joshua Hideout\ndraft: true", body: "## Activities\n- [ ] Hide\n"),
    ]

    /// Titles in the order of the index and of the list of all trips.
    static let readingOrder = ["Berlin Straße", "Joshua Tree", "Kyoto", "Mount Fuji", "Zürich"]

    static func index(_ output: MemoryOutput) throws -> SearchIndex {
        let json = try #require(output.files["search-index.json"])
        return try JSONDecoder().decode(SearchIndex.self, from: Data(json))
    }
}
