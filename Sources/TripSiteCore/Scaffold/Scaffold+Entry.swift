import Foundation

/// `tripsite new entry`: a day of a trip, written in its folder.
extension Scaffold {
    /// Writes `content/trips/<trip>/<date>-<slug of title>.md`, the date in its name (`Entry`).
    /// A trip that is a single file is moved into its folder first (`<trip>.md` →
    /// `<trip>/index.md`) only with `bundle`; without, that is an error saying so. Never
    /// overwrites. Returns the paths written (the moved trip first), relative to the site.
    package static func entry(
        of trip: String, title: String, date: Day? = nil, in root: URL, bundle: Bool = false,
        today: Day = localToday()
    ) throws(Error) -> [String] {
        try checkSlug(trip, in: root)
        let folder = "content/trips/\(trip)"
        let single = "\(folder).md"
        let exists = { (path: String) in FileManager.default.fileExists(atPath: root.appending(path: path).path) }
        var written: [String] = []
        if !exists("\(folder)/index.md") {
            guard exists(single) else {
                throw Error(message: "no trip '\(trip)': neither \(folder)/index.md nor \(single) exists")
            }
            guard bundle else {
                throw Error(
                    message: "the trip '\(trip)' is a single file, \(single); entries go in a trip's folder. "
                        + "Run again with --bundle to move it to \(folder)/index.md (its photos then go beside it)")
            }
            try move(single, to: "\(folder)/index.md", in: root)
            written.append("\(folder)/index.md")
        }
        let day = date ?? today
        let path = "\(folder)/\(day.iso)-\(Slug.transliterated(title)).md"
        if exists(path) { throw Error(message: "\(path) already exists; choose another title or edit that one") }
        try write(Array(entryTemplate(title: title).utf8), to: root.appending(path: path))
        return written + [path]
    }

    /// Refuses a trip argument that is not one name of `content/trips/` (`../../x`, `a/b`, an
    /// absolute path) or that leads out of the site through a symbolic link (`ContainedPath`).
    private static func checkSlug(_ trip: String, in root: URL) throws(Error) {
        let path: ContainedPath
        do {
            path = try ContainedPath(trip)
        } catch {
            throw Error(message: "'\(trip)' is not a trip's slug: \(error)")
        }
        guard path.components.count == 1 else {
            throw Error(message: "'\(trip)' is not a trip's slug: it names a folder inside another (a slug has no '/')")
        }
        for name in ["content/trips/\(trip)", "content/trips/\(trip).md"] {
            do {
                _ = try ContainedPath.resolve(name, in: root.path)
            } catch {
                throw Error(message: "\(name) is refused: \(error)")
            }
        }
    }

    private static func move(_ from: String, to: String, in root: URL) throws(Error) {
        do {
            try FileManager.default.createDirectory(
                at: root.appending(path: to).deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.moveItem(at: root.appending(path: from), to: root.appending(path: to))
        } catch {
            throw Error(message: "cannot move \(from) to \(to): \(error.localizedDescription)")
        }
    }

    static func entryTemplate(title: String) -> String {
        """
        ---
        title: \(yamlQuoted(title))
        # location: {name: "", lat: 0.0, lon: 0.0}   # where the day was; a position makes it a stop on the map
        # photo: photo.jpg          # a file beside this one in the trip's folder
        ---

        What happened today.

        """
    }
}
