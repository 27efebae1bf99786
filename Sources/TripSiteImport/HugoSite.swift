import Foundation
import TripSiteCore

/// A Hugo site read for `tripsite import hugo`: its configuration as Hugo merges it
/// (`HugoConfig`: `hugo.toml`, …, `config/_default/`), and the pages of its content folder
/// (`content/`, or `contentDir`) it is asked for (`ImportSelection`). A file directly under
/// the content folder is a standalone page; any other (`posts/oslo.md`, a leaf bundle
/// `posts/oslo/index.md`) a post. Never imported: translations (a warning each), section
/// lists (`_index.md`, a note each), repository files (`README.md`, `AGENTS.md`, …) and files
/// Hugo's `ignoreFiles` names.
package enum HugoSite {
    package static func read(
        _ root: URL, label: String, selection: ImportSelection = .everything, report: inout ImportReport
    ) throws(ImportError)
        -> StaticSite
    {
        let hugo = HugoConfig.read(root, label: label, report: &report)
        let folder = hugo?.contentDir ?? "content"
        let content = root.appending(path: folder)
        guard hugo != nil || StaticSite.isFolder(content) else {
            throw .unreadableExport(
                "\(label) is not a Hugo site: it has no hugo.toml (or config.toml, hugo.yaml…) and no content/ folder")
        }
        let reading = ContentFolder(
            root: root, content: content, folder: folder, language: hugo?.language ?? "en", label: label,
            ignore: hugo.map { HugoIgnoreFiles($0, report: &report) } ?? HugoIgnoreFiles(), selection: selection)
        return StaticSite(
            generator: .hugo, root: root, label: label, config: .hugo(hugo?.effective ?? [:]),
            sources: reading.sources(report: &report),
            imageRoots: [root.appending(path: "static"), root.appending(path: "assets")])
    }

    /// The content folder being read.
    struct ContentFolder {
        /// The site: nothing outside it is read, whatever `contentDir` says.
        var root: URL
        var content: URL
        /// Its path in the site (`content`).
        var folder: String
        var language: String
        var label: String
        var ignore: HugoIgnoreFiles
        var selection: ImportSelection

        /// The pages of the folder asked for, in path order.
        func sources(report: inout ImportReport) -> [StaticSite.Source] {
            let paths = StaticSite.files(under: content, within: root).filter(
                StaticSite.isMarkdown)
            let bundles = Set(paths.filter { isBundleIndex($0, language: language) }.map(HugoSite.folder))
            let excluder = selection.excluder()
            var sources: [StaticSite.Source] = []
            for path in paths where !ImportSelection.isRepositoryFile((path as NSString).lastPathComponent) {
                let parent = HugoSite.folder(path)
                let isIndex = isBundleIndex(path, language: language)
                let role: StaticSite.Role = (isIndex ? parent.contains("/") : !parent.isEmpty) ? .post : .page
                let folders = parent.split(separator: "/").map(String.init)
                if ignore.ignores(content.appending(path: path).path) || excluder.excludes("\(folder)/\(path)")
                    || (role == .post && !selection.admits(section: folders))
                {
                    // A section's list page or a bundle's own Markdown file is no post left out.
                    let stem = StaticSite.stem((path as NSString).lastPathComponent)
                    if !stem.hasPrefix("_index"), isIndex || !Self.isInBundle(parent, bundles) { report.leaveOut() }
                } else if let source = source(path, role: role, bundles: bundles, report: &report) {
                    sources.append(source)
                }
            }
            return sources
        }

        /// The page at `path`, or nil (with a note or warning when it is a list page or a
        /// translation; silently for a file of a leaf bundle).
        func source(
            _ path: String, role: StaticSite.Role, bundles: Set<String>, report: inout ImportReport
        ) -> StaticSite.Source? {
            let stem = StaticSite.stem((path as NSString).lastPathComponent)
            let file = "\(label)/\(folder)/\(path)"
            if stem == "_index" || stem == "_index.\(language)" {
                report.note(
                    "a section's list page (_index.md) is not imported: TripSite makes its own lists", file: file)
                return nil
            }
            if stem.hasPrefix("_index.") { return nil }
            if let other = translation(stem, language: language) {
                report.warn("a translation (\(other)) is not imported: TripSite sites have one language", file: file)
                return nil
            }
            let parent = HugoSite.folder(path)
            if isBundleIndex(path, language: language) {
                return make(
                    path, role: role, bundle: content.appending(path: parent),
                    name: (parent as NSString).lastPathComponent)
            }
            guard !Self.isInBundle(parent, bundles) else { return nil }
            return make(path, role: role, bundle: nil, name: stem)
        }

        static func isInBundle(_ folder: String, _ bundles: Set<String>) -> Bool {
            bundles.contains { folder == $0 || folder.hasPrefix($0 + "/") }
        }

        func make(_ path: String, role: StaticSite.Role, bundle: URL?, name: String) -> StaticSite.Source {
            StaticSite.Source(
                url: content.appending(path: path), path: "\(folder)/\(path)", role: role, bundle: bundle, name: name,
                section: role == .page ? [] : HugoSite.folder(path).split(separator: "/").map(String.init))
        }
    }

    /// `index.md`, or `index.<language>.md` in the site's own language.
    static func isBundleIndex(_ path: String, language: String) -> Bool {
        let stem = StaticSite.stem((path as NSString).lastPathComponent)
        return stem == "index" || stem == "index.\(language)"
    }

    static func folder(_ path: String) -> String { (path as NSString).deletingLastPathComponent }

    /// The language of a translation's name (`oslo.fr`, `index.nb`) other than `language`.
    static func translation(_ stem: String, language: String) -> String? {
        guard let dot = stem.lastIndex(of: ".") else { return nil }
        let code = stem[stem.index(after: dot)...].lowercased()
        guard code != language, code.wholeMatch(of: /[a-z]{2,3}(-[a-z0-9]{2,8})?/) != nil else { return nil }
        return code
    }
}
