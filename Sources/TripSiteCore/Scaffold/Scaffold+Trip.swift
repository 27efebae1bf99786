import Foundation

/// `tripsite new trip`: a trip's file with its front matter filled in as far as it is known.
extension Scaffold {
    /// What `new trip` knows of a trip besides its title: its dates, its country and the
    /// name of its place. Each is written into the front matter when given.
    package struct TripDetails: Sendable {
        package var start: Day?
        package var end: Day?
        package var country: String?
        package var place: String?

        package init(start: Day? = nil, end: Day? = nil, country: String? = nil, place: String? = nil) {
            self.start = start
            self.end = end
            self.country = country
            self.place = place
        }

        /// Why these details cannot be a trip's, or nil: an end without a start or before it,
        /// a country TripSite does not know (`CountryNames`), a blank place.
        package var problem: String? {
            if end != nil && start == nil { return "--end needs --start: the day the trip began" }
            if let start, let end, end < start { return "--end \(end.iso) is before --start \(start.iso)" }
            if let country, CountryNames.code(for: country) == nil {
                return "--country '\(country)' is not a country TripSite knows: write its ISO 3166 code (NO) "
                    + "or its name in English, French, German, Spanish, Japanese or Arabic (Norway)"
            }
            if let place, place.trimmingSpaces().isEmpty { return "--place is empty: name the place" }
            return nil
        }
    }

    /// Writes a new trip for a title: `content/trips/<slug>.md`, or with `bundle`
    /// `content/trips/<slug>/index.md`, a folder its photos go in. `created:` is `today`;
    /// `details` fill in its dates, country and place. Refuses a slug that is taken by either
    /// form, and details that cannot be a trip's. Returns the path relative to the site.
    /// `slug` names it when given; else its title does, in any script (`Slug.transliterated`).
    package static func trip(
        title: String, in root: URL, slug: String? = nil, bundle: Bool = false, details: TripDetails = TripDetails(),
        today: Day = localToday()
    ) throws(Error) -> String {
        if let problem = details.problem { throw Error(message: problem) }
        let slug = slug ?? Slug.transliterated(title)
        let file = "content/trips/\(slug).md"
        let folder = "content/trips/\(slug)"
        for existing in [file, folder] where FileManager.default.fileExists(atPath: root.appending(path: existing).path)
        {
            throw Error(
                message: "\(existing) already exists (the trip '\(slug)'); choose another title or edit that one")
        }
        if !FileManager.default.fileExists(atPath: root.appending(path: "site.yml").path) {
            throw Error(message: "no site.yml in \(root.path): run this inside a site folder or pass --source")
        }
        let path = bundle ? "\(folder)/index.md" : file
        let text = tripTemplate(title: title, created: today, bundle: bundle, details: details)
        try write(Array(text.utf8), to: root.appending(path: path))
        return path
    }

    static func tripTemplate(
        title: String, created: Day, bundle: Bool = false, details: TripDetails = TripDetails()
    )
        -> String
    {
        let photo =
            bundle
            ? "# photo: cover.jpg        # put the photos in this folder, beside index.md, and name the cover here"
            : "# photo: cover.jpg        # a path under static/; `tripsite new trip --bundle` makes a folder for photos"
        let travelled = (details.end ?? details.start).map { $0 <= created } ?? false
        return """
            ---
            title: \(yamlQuoted(title))
            subtitle: ""
            country: \(yamlQuoted(details.country ?? ""))
            \(details.place.map { "location: \(yamlQuoted($0))" } ?? locationHint)
            \(photo)
            # season: summer          # spring | summer | fall | winter; derived from start if left out
            \(dateLine("start", details.start, example: "2026-06-01"))
            \(dateLine("end", details.end, example: "2026-06-09"))
            created: \(created.iso)       # when it went on the list
            tags: []
            featured: false
            draft: true
            ---

            \(travelled ? "What it was like: the places, the people, the food." : "Why this trip, and what you hope to find there.")

            ## Activities

            <!-- One task per line. Check one off with [x], and add the day it was done at the end
                 of the line in parentheses: (2026-06-03). Indented lines under a task are its notes. -->

            - [ ] The first thing to do there
            - [ ] Another thing to do there

            """
    }

    private static let locationHint =
        "# location: {name: Lisbon, lat: 38.7223, lon: -9.1393}   # its place: a name, or a position for its pin"

    /// `start: 2026-06-01`, or the key commented out with an example when the day is unknown.
    private static func dateLine(_ key: String, _ day: Day?, example: String) -> String {
        day.map { "\(key): \($0.iso)" } ?? "# \(key): \(example)"
    }
}
