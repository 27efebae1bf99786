import Foundation
import TripSiteStore

/// The thin disk layer of the `load` stage: finds the site's files and reads them as UTF-8
/// text. Everything it finds wrong is reported at once.
package struct SiteLoader: Sendable {
    let root: URL
    private let fileManager = FileManager.default

    /// The site folder with its symbolic links resolved.
    let realRoot: String

    /// Hugo's `ignoreFiles`, when the site has a Hugo configuration that gives some (a Hugo
    /// blog built in place): the trips' and pages' files they name are not read.
    let hugoIgnore: HugoIgnoreFiles?
    /// What was wrong with that configuration, reported by `load`.
    let hugoConfigProblems: [Diagnostic]

    package init(root: URL) {
        self.root = root.standardizedFileURL
        realRoot = FileSystem.realPath(self.root.path) ?? self.root.path
        var report = ImportReport()
        hugoIgnore =
            HugoConfig.mentionsIgnoreFiles(self.root)
            ? HugoConfig.read(self.root, label: nil, report: &report).map { HugoIgnoreFiles($0, report: &report) }
            : nil
        hugoConfigProblems = report.warnings
    }

    /// Whether Hugo's `ignoreFiles` name the file at `relativePath`.
    func isIgnored(_ relativePath: String) -> Bool {
        hugoIgnore?.ignores(fullPath(relativePath)) ?? false
    }

    package func load() -> (source: SiteSource?, diagnostics: [Diagnostic]) {
        var diagnostics = Diagnostics()
        let configPath = "site.yml"
        if let problem = configProblem(configPath) {
            diagnostics.error(problem, file: configPath)
            return (nil, diagnostics.all)
        }
        let config = read(configPath, into: &diagnostics)
        diagnostics.append(contentsOf: hugoConfigProblems)
        let folders = RealFolders()
        let language = config.map { Self.language(ofConfig: $0.text) } ?? "en"
        let trips = tripFiles(into: &diagnostics, folders: folders, language: language)
        let pages = pageFiles(into: &diagnostics)
        for link in linksLeadingOutside(folders: folders) {
            diagnostics.warning(link.problem.message, file: link.path)
        }
        let goalsPath = "content/goals.yml"
        let goals = isFile(goalsPath) ? read(goalsPath, into: &diagnostics) : nil
        let themeFolders = children(of: "themes").filter { isDirectory("themes/\($0)") }
        let stringFiles = stringFiles(themeFolders: themeFolders, into: &diagnostics)
        let statics = walk("static", hostFiles: true, folders: folders)
        for link in statics.links { diagnostics.warning(link.problem.message, file: link.path) }
        let source = config.map { config in
            SiteSource(
                config: config, goals: goals, trips: trips, pages: pages, staticFiles: statics.files,
                themeFiles: [], themeFolders: themeFolders, stringFiles: stringFiles
            )
        }
        // Files that could not be read are left out; the build goes on to find more problems.
        return (source, diagnostics.all)
    }

    /// Why site.yml cannot be read (there is none, or it leads outside the site folder); nil
    /// when it can.
    private func configProblem(_ configPath: String) -> String? {
        guard isFile(configPath) else {
            return "no site.yml in \(root.path): is this a TripSite folder? ('tripsite new site DIR' makes one)"
        }
        guard pointsInside(configPath) else {
            return
                "site.yml is a symbolic link to outside the site folder; TripSite reads only files inside it (copy the file in)"
        }
        return nil
    }

    /// The trips under content/trips: each `<slug>.md`, and each bundle folder `<slug>/` with
    /// its `index.md` and the files beside it. A folder without `index.md` is a warning.
    /// Entries are read on every core (each a real path, a read, a UTF-8 check: most of the
    /// stage's work); their diagnostics stay in the folder's order.
    private func tripFiles(
        into diagnostics: inout Diagnostics, folders: RealFolders, language: String
    ) -> [SiteSource.TripFile] {
        let loader = self
        var trips: [SiteSource.TripFile] = []
        let names = children(of: "content/trips").filter { !isIgnored("content/trips/\($0)") }
        for (trip, problems) in parallelMap(names, { loader.tripFile(named: $0, folders: folders, language: language) })
        {
            diagnostics.append(contentsOf: problems)
            if let trip { trips.append(trip) }
        }
        return trips
    }

    /// Why the folder `path` is not a trip bundle (it has no file of its own), and the file
    /// the warning names.
    private func whyNotABundle(
        _ path: String, files: [String], otherLanguages: [String], language: String
    ) -> (String, String) {
        if isFile("\(path).md") {
            return (
                "a folder beside the single-file trip \(path).md: entries and photos need the trip in its folder "
                    + "(move \(path).md to \(path)/index.md); the folder was skipped", path
            )
        }
        if !otherLanguages.isEmpty {
            return (
                "the trip is only in other languages than the site's (\(language)): "
                    + "\(otherLanguages.joined(separator: ", ")); translated journals are not supported yet, "
                    + "so it was skipped", path
            )
        }
        if let variant = files.first(where: { !$0.contains("/") && $0.lowercased() == "index.md" }) {
            return (
                "the folder has \(variant) but no index.md: names are case-sensitive, so it is not a trip bundle "
                    + "and was skipped; rename \(variant) to index.md", "\(path)/\(variant)"
            )
        }
        return (
            "the folder has no index.md (nor _index.md, nor index.\(Self.primaryLanguage(language)).md), "
                + "so it is not a trip bundle; it was skipped", path
        )
    }

    /// The trip at content/trips/`name`, if it is one, and what is wrong with it. One whose
    /// real path is outside the site folder is not read (`linksLeadingOutside` names it). A
    /// bundle's own file is its `index.md`, or one of Hugo's (`bundleIndex`): `language` is
    /// the site's.
    package func tripFile(
        named name: String, folders: RealFolders = RealFolders(), language: String = "en"
    ) -> (SiteSource.TripFile?, [Diagnostic]) {
        var diagnostics = Diagnostics()
        let path = "content/trips/\(name)"
        guard let entry = folders.entry(fullPath(path)), FileSystem.isInside(entry.real, realRoot) else {
            return (nil, [])
        }
        if let stem = Self.markdownStem(name), !entry.isFolder {
            let file = read(path, real: entry.real, into: &diagnostics)
            return (
                file.map {
                    // A leading date is read as an entry's is (Jekyll's `2019-03-05-iceland.md`).
                    let (nameDate, slug) = Self.entryName(stem)
                    return .init(file: $0, slug: slug, nameDate: nameDate, bundleFiles: nil, bundleFolder: nil)
                },
                diagnostics.all
            )
        }
        guard entry.isFolder else { return (nil, []) }
        var walked = walk(path, folders: folders)
        walked.files.removeAll { isIgnored("\(path)/\($0)") }
        let own = Self.bundleIndex(walked.files, language: language)
        guard let ownName = own.index else {
            let (message, file) = whyNotABundle(
                path, files: walked.files, otherLanguages: own.otherLanguages, language: language)
            diagnostics.warning(message, file: file)
            return (nil, diagnostics.all)
        }
        let index = "\(path)/\(ownName)"
        if !own.otherLanguages.isEmpty {
            diagnostics.warning(
                "\(own.otherLanguages.joined(separator: ", ")) skipped: only the site's language "
                    + "(\(language)) is built; translated journals are not supported yet", file: index)
        }
        for name in walked.files
        where !name.contains("/") && name != ownName && Self.isBundleIndexName(name)
            && !own.otherLanguages.contains(name)
        {
            diagnostics.warning(
                "\(name) is not read: the trip's own file is \(ownName), and a bundle has one; "
                    + "merge the two, or rename this one", file: "\(path)/\(name)")
        }
        for link in walked.links { diagnostics.warning(link.problem.message, file: link.path) }
        let bundleFiles = walked.files.filter { Self.markdownStem($0) == nil }
        // Read at their real paths as the walk found them: no `realpath` per file.
        let file = read(index, real: walked.realPath(ownName), into: &diagnostics)
        let entries = entryFiles(walked, bundle: path, into: &diagnostics)
        return (
            file.map {
                let (nameDate, slug) = Self.entryName(name)
                return .init(
                    file: $0, slug: slug, nameDate: nameDate, bundleFiles: bundleFiles, bundleFolder: path,
                    entries: entries)
            },
            diagnostics.all
        )
    }

    /// The standalone pages: each `<slug>.md` under content/pages.
    private func pageFiles(into diagnostics: inout Diagnostics) -> [SiteSource.PageFile] {
        var pages: [SiteSource.PageFile] = []
        for name in children(of: "content/pages") where !isIgnored("content/pages/\(name)") {
            let path = "content/pages/\(name)"
            if let stem = Self.markdownStem(name), isFile(path), let file = read(path, into: &diagnostics) {
                pages.append(.init(file: file, slug: Slug.fromName(stem)))
            }
        }
        return pages
    }

    /// The strings files (`i18n/*.yml`) of the site and of each of its theme folders: a few
    /// small files, read before the configuration says which language and theme it uses
    /// (`.yaml` ones too, for `StringCatalog` to say how to name them).
    private func stringFiles(themeFolders: [String], into diagnostics: inout Diagnostics) -> [SourceFile] {
        let folders = [""] + themeFolders.map { "themes/\($0)/" }
        return folders.flatMap { folder in
            children(of: folder + StringCatalog.folder).filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }.map {
                folder + StringCatalog.folder + $0
            }
        }
        .filter(isFile)
        .compactMap { read($0, into: &diagnostics) }
    }

    /// Files of a theme folder, relative to it (read once the configuration names the theme).
    package func themeFiles(named name: String) -> [String] { files(under: "themes/\(name)") }

    // MARK: - Disk helpers

    package func url(_ relativePath: String) -> URL { root.appending(path: relativePath) }

    /// The absolute path of a site-relative path, without building a URL (this is asked
    /// thousands of times per rebuild).
    package func fullPath(_ relativePath: String) -> String {
        relativePath.isEmpty ? root.path : root.path + "/" + relativePath
    }

    package func isFile(_ relativePath: String) -> Bool {
        var isDirectory: ObjCBool = false
        return fileManager.fileExists(atPath: fullPath(relativePath), isDirectory: &isDirectory)
            && !isDirectory.boolValue
    }

    package func isDirectory(_ relativePath: String) -> Bool {
        var isDirectory: ObjCBool = false
        return fileManager.fileExists(atPath: fullPath(relativePath), isDirectory: &isDirectory)
            && isDirectory.boolValue
    }

    /// `trip.md`, `Trip.MD`, `trip.markdown` → the name without the extension; nil otherwise.
    package static func markdownStem(_ name: String) -> String? {
        let lower = name.lowercased()
        for suffix in [".md", ".markdown"] where lower.hasSuffix(suffix) && lower.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return nil
    }

    /// The names in a folder, sorted, without dotfiles (`.gitkeep`, `.env`, `.DS_Store`) and
    /// desktop clutter; with `hostFiles`, the dotfiles web hosts read stay. Empty if the
    /// folder does not exist.
    func children(of relativePath: String, hostFiles: Bool = false) -> [String] {
        entries(of: relativePath, hostFiles: hostFiles).map(\.name)
    }

    /// `children(of:)` with each one's kind where `readdir` gives it (nil where it does not).
    func entries(of relativePath: String, hostFiles: Bool = false) -> [(name: String, kind: FileSystem.EntryKind?)] {
        FileSystem.entries(in: fullPath(relativePath))
            .filter { entry in
                !Self.neverCopied.contains(entry.name)
                    && (!entry.name.hasPrefix(".") || hostFiles && Self.hostDotfiles.contains(entry.name))
            }
            .sorted { $0.name < $1.name }
    }

    /// Desktop clutter, never copied.
    static let neverCopied: Set<String> = ["Thumbs.db", "desktop.ini"]

    /// The dotfiles a web host reads, which `static/` publishes: every other dotfile (a
    /// `.gitkeep`, an `.env`, `.git/`) stays private.
    static let hostDotfiles: Set<String> = [".well-known", ".htaccess", ".nojekyll"]

    /// Whether a path, with its symbolic links resolved, stays inside the site folder. Links
    /// that lead out of it are not followed: the site never publishes or serves a file from
    /// elsewhere on the machine (`load` warns about each one).
    func pointsInside(_ relativePath: String, folders: RealFolders? = nil) -> Bool {
        let full = fullPath(relativePath)
        guard let resolved = folders.map({ $0.entry(full)?.real }) ?? FileSystem.realPath(full) else { return false }
        return FileSystem.isInside(resolved, realRoot)
    }

    /// Whether a path is a file (not a folder) whose real path is inside the site folder.
    func isFileInside(_ relativePath: String, folders: RealFolders) -> Bool {
        guard let entry = folders.entry(fullPath(relativePath)) else { return false }
        return !entry.isFolder && FileSystem.isInside(entry.real, realRoot)
    }

    /// Reads a file as UTF-8 text; invalid UTF-8 is an error at the line where it starts. A
    /// path that leads outside the site folder (through a symbolic link to the file or to a
    /// folder above it) is not read: nil, and `linksLeadingOutside` names the link. The file
    /// read is the one whose real path was checked, so the check and the read agree.
    package func read(_ relativePath: String, into diagnostics: inout Diagnostics) -> SourceFile? {
        guard let real = FileSystem.realPath(fullPath(relativePath)), FileSystem.isInside(real, realRoot) else {
            return nil
        }
        return read(relativePath, real: real, into: &diagnostics)
    }

    /// Reads the file at `real`, the real path of `relativePath`, already checked to be inside
    /// the site folder.
    func read(_ relativePath: String, real: String, into diagnostics: inout Diagnostics) -> SourceFile? {
        let data: Data
        do {
            // Said to be a file: otherwise the URL asks the file system (a `stat` per trip).
            data = try Data(contentsOf: URL(fileURLWithPath: real, isDirectory: false))
        } catch {
            // A file that went since its folder was listed (an editor saving) is not there.
            if FileSystem.entryKind(real) != nil {
                diagnostics.error("cannot read the file: \(error.localizedDescription)", file: relativePath)
            }
            return nil
        }
        return Self.decode(data, path: relativePath, into: &diagnostics)
    }

    static func decode(_ data: Data, path: String, into diagnostics: inout Diagnostics) -> SourceFile? {
        if let text = String(validating: data, as: UTF8.self) {
            return SourceFile(path: path, text: text)
        }
        // Find the first invalid byte, to name its line and column.
        let bytes = [UInt8](data)
        var line = 1
        var lineStart = 0
        var index = 0
        while index < bytes.count {
            let length = utf8SequenceLength(bytes, at: index)
            if length == 0 { break }
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            index += length
        }
        diagnostics.error(
            "the file is not valid UTF-8 (byte 0x\(String(bytes[min(index, bytes.count - 1)], radix: 16, uppercase: true)) at offset \(index)); save it as UTF-8",
            file: path, line: line, column: index - lineStart + 1)
        return nil
    }

    /// The length of the valid UTF-8 sequence starting at `index`, or 0 if it is invalid.
    private static func utf8SequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let first = bytes[index]
        let length: Int
        switch first {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        let sequence = Array(bytes[index..<(index + length)])
        return String(validating: sequence, as: UTF8.self) == nil ? 0 : length
    }
}
