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
            "title: Secret Joshua Hideout\ndraft: true", body: "Alfama by night.\n\n## Activities\n- [ ] Hide\n"),
    ]

    /// Titles in the order of the index and of the list of all trips.
    static let readingOrder = ["Berlin Straße", "Joshua Tree", "Kyoto", "Mount Fuji", "Zürich"]

    /// The index as the build wrote it, as one bundle (`{"manifest":…, "parts":{…}}`): the
    /// search page's, or its manifest with every part file read back.
    static func bundle(_ output: MemoryOutput) throws -> String { try bundle(files: output.files) }

    static func bundle(files: [String: [UInt8]]) throws -> String {
        let page = String(decoding: try #require(files["search/index.html"]), as: UTF8.self)
        if let embedded = attribute("data-index", in: page) { return embedded }
        let manifest = try #require(attribute("data-index-manifest", in: page), "no index on the search page")
        var parts: [String] = []
        for (path, bytes) in files.sorted(by: { $0.key < $1.key }) where path.hasPrefix("search/index/") {
            let text = String(decoding: bytes, as: UTF8.self)
            let name = String(path.dropFirst("search/index/".count).dropLast(".js".count))
            let prefix = "tripsiteSearch(\"\(name)\","
            #expect(text.hasPrefix(prefix) && text.hasSuffix(");\n"), "\(path) is a part file")
            parts.append("\"\(name)\":" + text.dropFirst(prefix.count).dropLast(3))
        }
        return "{\"manifest\":\(manifest),\"parts\":{\(parts.joined(separator: ","))}}"
    }

    /// An attribute's decoded value on the first element that has it.
    static func attribute(_ name: String, in page: String) -> String? {
        guard let start = page.range(of: " \(name)=\"") else { return nil }
        let value = page[start.upperBound...].prefix { $0 != "\"" }
        return decodeAttribute(value)
    }

    /// What the index's catalog says, decoded: rows as the search page shows them.
    struct Catalog {
        struct Row: Equatable {
            var title: String
            var detail: String
            var url: String
            var text: String?
            var done: Bool?
        }
        var trips: [Row] = []
        var activities: [Row] = []
        var pages: [Row] = []
        var manifest: [String: Any] = [:]
        var parts: [String: Any] = [:]
    }

    static func catalog(_ output: MemoryOutput) throws -> Catalog { try catalog(files: output.files) }

    static func catalog(files: [String: [UInt8]]) throws -> Catalog {
        let json = try JSONSerialization.jsonObject(with: Data(try bundle(files: files).utf8)) as? [String: Any]
        let manifest = try #require(json?["manifest"] as? [String: Any])
        let parts = try #require(json?["parts"] as? [String: Any])
        var catalog = Catalog(manifest: manifest, parts: parts)
        func text(_ name: Any?) -> String? { (name as? String).flatMap { parts[$0] as? String } }
        for name in manifest["c"] as? [String] ?? [] {
            for trip in try #require(parts[name] as? [[Any]]) {
                catalog.trips.append(
                    .init(
                        title: trip[0] as! String, detail: trip[1] as! String, url: trip[2] as! String,
                        text: text(trip[3])))
                for activity in trip[4] as! [[Any]] {
                    catalog.activities.append(
                        .init(
                            title: activity[0] as! String, detail: trip[0] as! String, url: activity[2] as! String,
                            done: (activity[1] as! Int) == 1))
                }
            }
        }
        if let name = manifest["p"] as? String {
            for page in try #require(parts[name] as? [[Any]]) {
                catalog.pages.append(
                    .init(
                        title: page[0] as! String, detail: page[1] as? String ?? "", url: page[2] as! String,
                        text: text(page[3])))
            }
        }
        return catalog
    }
}
