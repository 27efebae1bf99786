import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// The sites the accessibility tests audit, each built once to disk with `/` as its base
/// path (served over loopback by the driver): the bundled example journal, and a generated
/// journal of 200 trips. Each lists one page of every type the site emits.
enum AuditedSite {
    /// The bundled example journal (the repository root), built once per test run.
    static let example: Result<URL, SiteError> = build(source: SharedFixtures.repositoryRoot)

    /// Every page type of the example: home, a collection, trips (one with a photo gallery,
    /// one with a task list in its journal, one without photo, one with a map embed card, one
    /// with a route and a timeline of entries), entries (one with its photo, one with an image
    /// in its text), the about page, goals (with the world map), the map page, the badges
    /// index, a badge, search (empty, and showing trips with passages and an activity), a
    /// taxonomy's index, a term's page and one listing an entry under "Days", and the 404 page.
    static let examplePages = [
        "/", "/collections/fall/", "/trips/kyoto-blossom-walk/", "/trips/iceland-ring-road/",
        "/trips/patagonia-someday/", "/trips/azores-crater-lakes/", "/trips/dolomites-hut-trek/",
        "/trips/dolomites-hut-trek/lagazuoi/", "/trips/dolomites-hut-trek/nuvolau/", "/about/",
        "/goals/", "/map/", "/badges/", "/badges/first-trip/", "/search/", "/search/?q=tea", "/countries/",
        "/tags/hiking/", "/tags/lakes/", "/404.html",
    ]

    /// A generated journal of 200 trips (`GeneratedJournal`) and one trip of 120 located
    /// days, built once per test run.
    static let generated: Result<URL, SiteError> = {
        do {
            let files = GeneratedJournal.files(trips: 200).merging(GeneratedJournal.longTrip(days: 120)) { $1 }
            return build(source: try FixtureSite(files).root)
        } catch {
            return .failure(SiteError(message: "cannot write the generated journal: \(error)"))
        }
    }()

    static let generatedPages = [
        "/", "/collections/featured/", "/collections/summer/", "/trips/trip-001/", "/trips/trip-007/",
        "/about/", "/goals/", "/badges/", "/badges/first-activity/", "/search/", "/search/?q=road", "/tags/",
        "/years/2021/",
        "/404.html", "/trips/long-road/", "/trips/long-road/page/2/", "/trips/long-road/day-60/",
    ]

    /// Builds `source` into a temporary folder (photo cache there too); returns the output.
    static func build(source: URL) -> Result<URL, SiteError> {
        let folder = FileManager.default.temporaryDirectory.appending(path: "tripsite-a11y-\(UUID().uuidString)")
        let output = folder.appending(path: "public")
        var options = BuildOptions(source: source, output: output, baseURL: "/")
        options.cacheDirectory = folder.appending(path: "cache")
        var writer = DiskOutput(output: output)
        do {
            _ = try SiteBuilder(options: options).build(into: &writer)
            return .success(output)
        } catch {
            return .failure(SiteError(message: "\(source.path) does not build: \(error.messages)"))
        }
    }

    struct SiteError: Error, Sendable, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}

/// A journal of `trips` trips made from fixed word lists (no randomness: the same site on
/// every run), in the shape of `/work/shared/bench/gen_corpus.py`'s: front matter with
/// subtitle, country, dates, tags and sometimes `featured`; a body of paragraphs, every
/// fifth with a packing task list; an Activities task list of 2 to 8 items, some done.
enum GeneratedJournal {
    static let places = [
        ("Kyoto", "Japan"), ("Reykjavik", "Iceland"), ("Lofoten", "Norway"), ("Lisbon", "Portugal"),
        ("Granada", "Spain"), ("Dolomites", "Italy"), ("Provence", "France"), ("Crete", "Greece"),
        ("Marrakesh", "Morocco"), ("Zanzibar", "Tanzania"), ("Hoi An", "Vietnam"), ("Pokhara", "Nepal"),
        ("Queenstown", "New Zealand"), ("Banff", "Canada"), ("Oaxaca", "Mexico"), ("Cusco", "Peru"),
        ("Patagonia", "Argentina"), ("Isle of Skye", "United Kingdom"), ("Luang Prabang", "Laos"),
        ("Great Barrier Reef", "Australia"),
    ]
    static let activities = [
        "Snorkel with manta rays", "Sunrise hike to the summit", "Cooking class", "Visit the night market",
        "Kayak along the coast", "Hot spring soak", "Museum day", "Cycle the old town", "Glacier walk",
        "See the northern lights", "Temple visit at dawn", "Stargazing in the desert", "Ride the scenic railway",
    ]
    static let tags = ["beach", "mountains", "hiking", "food", "culture", "city", "wildlife", "islands", "snow"]

    static func files(trips: Int) -> [String: String] {
        var files = [
            "content/pages/about.md": "---\ntitle: About\n---\nA generated journal of \(trips) trips.\n"
        ]
        for index in 1...trips { files[String(format: "content/trips/trip-%03d.md", index)] = trip(index) }
        return files
    }

    /// A bundle trip of `days` entries, one a day, each with a place along the Norwegian
    /// coast: its timeline is in pages, its map numbers a sample of its stops, each entry's
    /// map draws its neighbours.
    static func longTrip(days: Int) -> [String: String] {
        let folder = "content/trips/long-road"
        var files = [
            "\(folder)/index.md":
                "---\ntitle: The long road\ncountry: Norway\n---\nNorth along the coast, a day at a time.\n"
        ]
        for day in 1...days {
            let date = Day(daysSince1970: 19000 + day)!.iso
            files["\(folder)/\(date)-day-\(day).md"] = """
                ---
                title: Day \(day) on the road
                location: {name: Stop \(day), lat: \(58 + Double(day) / 10), lon: \(6 + Double(day % 7) / 3)}
                ---
                We drove on past \(places[day % places.count].0)'s namesake café.

                """
        }
        return files
    }

    static func trip(_ index: Int) -> String {
        let (place, country) = places[index % places.count]
        let month = index % 12 + 1
        let year = 2020 + index % 6
        let start = String(format: "%d-%02d-%02d", year, month, index % 20 + 1)
        let end = String(format: "%d-%02d-%02d", year, month, index % 20 + 5)
        let tagList = [tags[index % tags.count], tags[(index * 7 + 3) % tags.count]]
        var text = """
            ---
            title: \(place) \(index)
            subtitle: \(place), \(country)
            country: \(country)
            start: \(start)
            end: \(end)
            created: \(start)
            tags: [\(Set(tagList).sorted().joined(separator: ", "))]
            featured: \(index % 17 == 0)
            ---
            A \(index % 2 == 0 ? "quiet" : "windy") week in \(place), with long walks and **good food**.
            We kept [notes](https://example.com/\(index)) every evening.

            """
        if index % 5 == 0 {
            text += "\n## Packing\n\n- [x] Rain shell\n- [ ] Swimsuit, forgotten again\n"
        }
        text += "\n## Activities\n\n"
        for item in 0..<(2 + index % 7) {
            let done = (index + item) % 3 != 0
            let date = done ? " (\(String(format: "%d-%02d-%02d", year, month, index % 20 + 2)))" : ""
            text += "- [\(done ? "x" : " ")] \(activities[(index + item) % activities.count])\(date)\n"
        }
        return text
    }
}
