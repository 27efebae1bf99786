import Foundation

/// A Hugo site read for `tripsite import hugo`: its configuration (`hugo.toml`,
/// `config.toml`, … `config/_default/`), and every page of `content/` other than section
/// lists (`_index.md`) and translations. A file directly under `content/` is a standalone
/// page; any other (`posts/oslo.md`, a leaf bundle `posts/oslo/index.md`) a post.
package enum HugoSite {
    static let configFiles = [
        "hugo.toml", "hugo.yaml", "hugo.yml", "hugo.json", "config.toml", "config.yaml", "config.yml",
        "config.json", "config/_default/hugo.toml", "config/_default/hugo.yaml", "config/_default/config.toml",
        "config/_default/config.yaml",
    ]

    package static func read(
        _ root: URL, label: String, report: inout ImportReport
    ) throws(ImportError)
        -> StaticSite
    {
        let configPath = configFiles.first { FileManager.default.fileExists(atPath: root.appending(path: $0).path) }
        let content = root.appending(path: "content")
        guard configPath != nil || StaticSite.isFolder(content) else {
            throw .unreadableExport(
                "\(label) is not a Hugo site: it has no hugo.toml (or config.toml, hugo.yaml…) and no content/ folder")
        }
        let settings = configPath.flatMap {
            ConfigFile.read(root.appending(path: $0), within: root, file: "\(label)/\($0)", report: &report)
        }
        let config = ImportedSiteConfig.hugo(settings ?? [:])
        let language = ImportedSiteConfig.text(ImportedSiteConfig.value("defaultContentLanguage", in: settings ?? [:]))
        let sources = contentSources(content, language: language?.lowercased() ?? "en", label: label, report: &report)
        return StaticSite(
            generator: .hugo, root: root, label: label, config: config, sources: sources,
            imageRoots: [root.appending(path: "static"), root.appending(path: "assets")])
    }

    /// The pages of `content/`, in path order.
    static func contentSources(
        _ content: URL, language: String, label: String, report: inout ImportReport
    )
        -> [StaticSite.Source]
    {
        let paths = StaticSite.files(under: content, within: content.deletingLastPathComponent()).filter(
            StaticSite.isMarkdown)
        let bundles = Set(paths.filter { isBundleIndex($0, language: language) }.map(folder))
        var sources: [StaticSite.Source] = []
        for path in paths {
            let name = (path as NSString).lastPathComponent
            let stem = StaticSite.stem(name)
            if stem == "_index" || stem.hasPrefix("_index.") { continue }
            if let other = translation(stem, language: language) {
                report.warn(
                    "a translation (\(other)) is not imported: TripSite sites have one language",
                    file: "\(label)/content/\(path)")
                continue
            }
            let parent = folder(path)
            if isBundleIndex(path, language: language) {
                let bundleName = (parent as NSString).lastPathComponent
                let role: StaticSite.Role = parent.contains("/") ? .post : .page
                sources.append(
                    source(path, content, role: role, bundle: content.appending(path: parent), name: bundleName))
            } else if !bundles.contains(where: { parent == $0 || parent.hasPrefix($0 + "/") }) {
                sources.append(source(path, content, role: parent.isEmpty ? .page : .post, bundle: nil, name: stem))
            }
        }
        return sources
    }

    static func source(
        _ path: String, _ content: URL, role: StaticSite.Role, bundle: URL?, name: String
    )
        -> StaticSite.Source
    {
        StaticSite.Source(
            url: content.appending(path: path), path: "content/\(path)", role: role, bundle: bundle, name: name)
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
