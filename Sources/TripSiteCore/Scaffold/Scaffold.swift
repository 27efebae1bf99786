import Foundation

/// The files `tripsite new` writes. Never overwrites anything.
package enum Scaffold {
    package struct Error: Swift.Error { package var message: String }

    /// Writes a new site into `root`, which must not exist or be empty. Returns the paths written.
    package static func site(at root: URL) throws(Error) -> [String] {
        let fileManager = FileManager.default
        if let existing = try? fileManager.contentsOfDirectory(atPath: root.path), !existing.isEmpty {
            throw Error(message: "\(root.path) is not empty; choose a new folder")
        }
        var files: [(String, [UInt8])] = [
            ("site.yml", Array(siteYAML(title: root.lastPathComponent).utf8)),
            // The built site and the photo cache are made from the rest; neither is committed.
            (".gitignore", Array("/public/\n/.tripsite-cache/\n".utf8)),
            ("content/trips/kona-deep-dive.md", Array(sampleKona.utf8)),
            ("content/trips/kyoto-in-bloom.md", Array(sampleKyoto.utf8)),
            ("content/trips/lapland-lights.md", Array(sampleLapland.utf8)),
            ("content/pages/about.md", Array(sampleAbout.utf8)),
            ("static/.gitkeep", []),
        ]
        files += CIRecipes.files.map { ($0.path, Array($0.text.utf8)) }
        // No copy of the built-in theme: the site lays its own folder over it, and so gets
        // every later fix of the theme with the tripsite that builds it.
        files.append(("themes/custom/README.md", Array(customThemeReadme.utf8)))
        for (path, bytes) in files {
            try write(bytes, to: root.appending(path: path))
        }
        return files.map(\.0)
    }

    /// Writes a new trip for a title: `content/trips/<slug>.md`, or with `bundle`
    /// `content/trips/<slug>/index.md`, a folder its photos go in. `created:` is `today`.
    /// Refuses a slug that is taken by either form. Returns the path relative to the site.
    /// `slug` names it when given; else its title does, in any script (`Slug.transliterated`).
    package static func trip(
        title: String, in root: URL, slug: String? = nil, bundle: Bool = false, today: Day = localToday()
    ) throws(Error) -> String {
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
        try write(
            Array(tripTemplate(title: title, created: today, bundle: bundle).utf8), to: root.appending(path: path))
        return path
    }

    /// The date on the calendar here (the local time zone), for a new trip's `created:`.
    package static func localToday(now: Date = Date(), timeZone: TimeZone = .current) -> Day {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: now)
        // A Gregorian date of the present always exists.
        return Day(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)!
    }

    static func write(_ bytes: [UInt8], to url: URL) throws(Error) {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            guard FileManager.default.createFile(atPath: url.path, contents: Data(bytes)) else {
                throw Error(message: "cannot write \(url.path)")
            }
        } catch let error as Error {
            throw error
        } catch {
            throw Error(message: "cannot write \(url.path): \(error.localizedDescription)")
        }
    }

    /// `text` as a YAML double-quoted scalar, for the title in a new `site.yml` or trip's
    /// front matter: `"` and `\` escaped as `\"` and `\\`, a line break and a tab as YAML's
    /// `\n` and `\t`, so a title stays on its line.
    static func yamlQuoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    static func tripTemplate(title: String, created: Day, bundle: Bool = false) -> String {
        let photo =
            bundle
            ? "# photo: cover.jpg        # put the photos in this folder, beside index.md, and name the cover here"
            : "# photo: cover.jpg        # a path under static/; `tripsite new trip --bundle` makes a folder for photos"
        return """
            ---
            title: \(yamlQuoted(title))
            subtitle: ""
            country: ""
            \(photo)
            # season: summer          # spring | summer | fall | winter; derived from start if left out
            # start: 2026-06-01
            # end: 2026-06-09
            created: \(created.iso)       # when it was added to the wishlist
            tags: []
            featured: false
            draft: true
            ---

            Why this trip, and what you hope to find there.

            ## Activities

            <!-- One task per line. Check one off with [x], and add the day it was done at the end
                 of the line in parentheses: (2026-06-03). Indented lines under a task are its notes. -->

            - [ ] The first thing to do there
            - [ ] Another thing to do there

            """
    }

    static func siteYAML(title: String) -> String {
        """
        title: \(yamlQuoted(title))
        description: "Places to go, things to do there, and progress along the way."
        baseURL: "https://example.com/"
        language: en
        author: ""
        theme:
          name: custom            # themes/custom/, laid over the built-in theme (its README.md says how)
          # accent: "#4f46e5"     # quoted: in YAML '#' starts a comment
          # progress: "#5a930b"
          # font: system          # system | serif | rounded
        activitySort: completed   # title | date | completed
        markdown:
          unsafe: false           # true lets raw HTML in Markdown through

        """
    }

    static let sampleKona = """
        ---
        title: Kona Deep Dive
        subtitle: Hawaii, United States
        country: United States
        season: summer
        start: 2025-06-01
        end: 2025-06-09
        created: 2025-01-12
        tags: [ocean, diving]
        featured: true
        ---

        Warm water, black lava and the manta rays at night.

        ## Activities

        - [x] Snorkel with the manta rays (2025-06-03)
        - [ ] Go whale watching
          Best from December to April; ask at the harbour.
        - [x] Hike to Captain Cook monument (2025-06-05)

        """

    static let sampleKyoto = """
        ---
        title: Kyoto in Bloom
        subtitle: Kyoto, Japan
        country: Japan
        start: 2026-04-02
        end: 2026-04-10
        created: 2025-11-02
        tags: [culture, food]
        ---

        Temples at dawn, cherry blossoms along the Philosopher's Path.

        ## Activities

        - [ ] Walk the Philosopher's Path
        - [ ] Visit Fushimi Inari before sunrise
        - [ ] Take a cooking class

        """

    static let sampleLapland = """
        ---
        title: Lapland Lights
        subtitle: Lapland, Finland
        country: Finland
        season: winter
        created: 2025-09-20
        tags: [snow, northern-lights]
        ---

        A winter week above the Arctic Circle, hoping for clear skies.

        """

    static let sampleAbout = """
        ---
        title: About
        ---

        This journal is built with TripSite from Markdown files in `content/trips/`.

        """
}
