import Foundation

/// The files `tripsite new` writes. Never overwrites anything.
package enum Scaffold {
    package struct Error: Swift.Error { package var message: String }

    /// The sample content a new site starts with (`samples/new-site/` in this repository,
    /// embedded at build time), by path in the site: a travelled trip as a folder with its
    /// photos, route and dated entries, a travelled trip in one file, two planned trips
    /// without dates (plans whatever the day) and an about page.
    package static let sampleFiles = EmbeddedFiles.decode(EmbeddedSample.base64Files)

    /// Writes a new site into `root`, which must not exist or be empty: `site.yml`, the
    /// sample content, the CI recipes and an empty custom theme. Returns the paths written.
    package static func site(at root: URL) throws(Error) -> [String] {
        let fileManager = FileManager.default
        if let existing = try? fileManager.contentsOfDirectory(atPath: root.path), !existing.isEmpty {
            throw Error(message: "\(root.path) is not empty; choose a new folder")
        }
        var files: [(String, [UInt8])] = [
            ("site.yml", Array(siteYAML(title: root.lastPathComponent).utf8)),
            // The built site and the photo cache are made from the rest; neither is committed.
            (".gitignore", Array("/public/\n/.tripsite-cache/\n".utf8)),
            ("static/.gitkeep", []),
        ]
        files += sampleFiles.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        files += CIRecipes.files.map { ($0.path, Array($0.text.utf8)) }
        // No copy of the built-in theme: the site lays its own folder over it, and so gets
        // every later fix of the theme with the tripsite that builds it.
        files.append(("themes/custom/README.md", Array(customThemeReadme.utf8)))
        for (path, bytes) in files {
            try write(bytes, to: root.appending(path: path))
        }
        return files.map(\.0)
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

    static func siteYAML(title: String) -> String {
        """
        title: \(yamlQuoted(title))
        description: "Trips taken and trips to come: the days, the photos, the routes."
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
}
