import Foundation

/// A Hugo site's configuration as Hugo merges it: the first root file (`hugo.toml`, …,
/// `config.json`), then each file of `config/_default/` on top of it, in name order.
/// There `hugo.*` and `config.*` hold root keys, any other file the key it is named after
/// (`params.toml` is `params`, `languages.toml` is `languages`), a language's file that
/// language's (`languages.en.toml` is `languages.en`, `params.en.toml` is
/// `languages.en.params`); menus (`menus.*`) are not read. Maps merge key by key, any other
/// value is replaced, and keys are read in any case, as Hugo reads them.
package struct HugoConfig {
    /// Every file's settings merged, keys lower-cased.
    package var merged: [String: Any]
    /// The files read, relative to the site, in the order merged.
    package var files: [String]
    /// The file that last set each root key, as warnings name it.
    package var origins: [String: String]

    package static let rootFiles = [
        "hugo.toml", "hugo.yaml", "hugo.yml", "hugo.json", "config.toml", "config.yaml", "config.yml", "config.json",
    ]
    package static let folder = "config/_default"
    package static let extensions: Set<String> = ["toml", "yaml", "yml", "json"]

    /// The site's configuration; nil when it has none. `label` starts the files' names in
    /// warnings (`blog/hugo.toml`); without one they are named as in the site (`hugo.toml`).
    package static func read(_ root: URL, label: String?, report: inout ImportReport) -> HugoConfig? {
        var files: [String] = []
        if let first = rootFiles.first(where: { isFile(root.appending(path: $0)) }) { files.append(first) }
        files += folderFiles(root)
        guard !files.isEmpty else { return nil }
        var config = HugoConfig(merged: [:], files: [], origins: [:])
        for path in files {
            guard let keys = keyPath(of: path) else { continue }
            let shown = label.map { "\($0)/\(path)" } ?? path
            guard let settings = ConfigFile.read(root.appending(path: path), within: root, file: shown, report: &report)
            else { continue }
            let placed = Self.placed(lowercased(settings), at: keys)
            for key in placed.keys { config.origins[key] = shown }
            merge(&config.merged, placed)
            config.files.append(path)
        }
        return config
    }

    /// The settings files of `config/_default/` (TOML, YAML, JSON), by name.
    package static func folderFiles(_ root: URL) -> [String] {
        let url = root.appending(path: folder)
        guard ExportFile.isInside(url, root: root) else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { name in
            !name.hasPrefix(".") && extensions.contains((name as NSString).pathExtension.lowercased())
                && isFile(url.appending(path: name))
        }
        .sorted().map { "\(folder)/\($0)" }
    }

    /// Where a file's settings go: `[]` for root keys, `["params"]`, `["languages", "en"]`,
    /// `["languages", "en", "params"]`; nil for a file not read (menus).
    package static func keyPath(of path: String) -> [String]? {
        guard path.hasPrefix(folder + "/") else { return [] }
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension.lowercased()
        let parts = name.split(separator: ".").map(String.init)
        guard let base = parts.first else { return nil }
        if base == "menu" || base == "menus" { return nil }
        if base == "hugo" || base == "config" { return [] }
        guard parts.count > 1 else { return [base] }
        return base == "languages" ? ["languages", parts[1]] : ["languages", parts[1], base]
    }

    package static func placed(_ settings: [String: Any], at keys: [String]) -> [String: Any] {
        keys.reversed().reduce(settings) { inner, key in [key: inner] }
    }

    /// `value` with the keys of every map in it lower-cased.
    package static func lowercased(_ value: [String: Any]) -> [String: Any] {
        var result: [String: Any] = [:]
        for (key, item) in value { result[key.lowercased()] = lowercasedValue(item) }
        return result
    }

    private static func lowercasedValue(_ value: Any) -> Any {
        if let map = value as? [String: Any] { return lowercased(map) }
        if let list = value as? [Any] { return list.map(lowercasedValue) }
        return value
    }

    /// `other` over `base`: maps merged key by key, anything else replaced.
    package static func merge(_ base: inout [String: Any], _ other: [String: Any]) {
        for (key, value) in other {
            if var inner = base[key] as? [String: Any], let overlay = value as? [String: Any] {
                merge(&inner, overlay)
                base[key] = inner
            } else {
                base[key] = value
            }
        }
    }

    /// Whether any of the site's configuration files names `ignoreFiles` (any case): a site
    /// built in place reads its Hugo configuration for that alone, so one without it (or a
    /// `config.json` of another tool) is not read, and never a warning.
    package static func mentionsIgnoreFiles(_ root: URL) -> Bool {
        let files = rootFiles.filter { isFile(root.appending(path: $0)) } + folderFiles(root)
        return files.contains { path in
            guard
                case .success(let data) = ExportFile.read(
                    root.appending(path: path), within: root, limit: ExportFile.textLimit)
            else { return false }
            return String(decoding: data, as: UTF8.self).lowercased().contains("ignorefiles")
        }
    }

    package static func isFile(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && !isFolder.boolValue
    }
}

extension HugoConfig {
    /// The site's language: `defaultContentLanguage`, else `en` when `languages` has it,
    /// else the language of least `weight`; `en` for a site without languages.
    package var language: String {
        if let named = ImportedSiteConfig.text(merged["defaultcontentlanguage"]) { return named.lowercased() }
        guard let languages = merged["languages"] as? [String: Any], !languages.isEmpty, languages["en"] == nil
        else { return "en" }
        func weight(_ key: String) -> Double {
            let settings = languages[key] as? [String: Any]
            return (settings?["weight"] as? Double) ?? (settings?["weight"] as? Int).map(Double.init) ?? 0
        }
        return languages.keys.sorted { (weight($0), $0) < (weight($1), $1) }.first ?? "en"
    }

    /// The settings of the site's language: its `languages.<lang>` keys (`title`, `params`,
    /// `languageCode`, …) over the root's, as Hugo builds that language.
    package var effective: [String: Any] {
        var settings = merged
        let language = language
        if let own = (merged["languages"] as? [String: Any])?[language] as? [String: Any] {
            Self.merge(&settings, own.filter { !["weight", "languagename", "disabled"].contains($0.key) })
        }
        if settings["defaultcontentlanguage"] == nil, settings["languages"] != nil {
            settings["defaultcontentlanguage"] = language
        }
        return settings
    }

    /// The content folder, relative to the site: `contentDir` (the language's, else the
    /// root's), else `content`.
    package var contentDir: String {
        let path = ImportedSiteConfig.text(effective["contentdir"]) ?? "content"
        var trimmed = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        return trimmed.isEmpty ? "content" : trimmed
    }

    /// `ignoreFiles`: a list of regular expressions (one text is read as a list of one).
    package var ignoreFiles: [String] {
        let value = effective["ignorefiles"]
        if let one = value as? String { return [one] }
        return (value as? [Any] ?? []).compactMap { $0 as? String }
    }
}
