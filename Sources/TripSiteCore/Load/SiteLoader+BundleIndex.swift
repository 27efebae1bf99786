import Yams

/// Which file of a trip bundle is the trip's own: TripSite's `index.md`, or what Hugo sites
/// have, read in place: a branch bundle's `_index.md`, or a language's `index.<lang>.md`.
extension SiteLoader {
    /// The bundle's own file among its files (names relative to the bundle folder):
    /// `index.md`, else `_index.md`, else `index.<language>.md` for the site's language;
    /// and the other languages' `index.<lang>.md` files, which are not built.
    static func bundleIndex(_ files: [String], language: String) -> (index: String?, otherLanguages: [String]) {
        let top = Set(files.filter { !$0.contains("/") })
        let languages = top.filter { languageOfIndex($0) != nil }.sorted()
        let own = [
            "index.md", "_index.md", "index.\(primaryLanguage(language)).md", "index.\(language.lowercased()).md",
        ]
        .first { top.contains($0) }
        return (own, languages.filter { $0 != own })
    }

    /// Whether a file beside the bundle's own is one of its own file's names, never an
    /// entry: `index.md`, `_index.md`, `index.<lang>.md`.
    static func isBundleIndexName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower == "index.md" || lower == "_index.md" || languageOfIndex(lower) != nil
    }

    /// `ja` of `index.ja.md` (a language tag of letters and hyphens), else nil.
    private static func languageOfIndex(_ name: String) -> String? {
        let lower = name.lowercased()
        guard lower.hasPrefix("index."), lower.hasSuffix(".md"), lower.count > "index..md".count else { return nil }
        let tag = lower.dropFirst("index.".count).dropLast(".md".count)
        return tag.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "-" || $0 == "_") }) ? String(tag) : nil
    }

    /// `en` of `en-GB`.
    static func primaryLanguage(_ language: String) -> String {
        String(language.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "en")
    }

    /// The site's `language:` read from site.yml's text ("en" without one, or when the
    /// file does not parse: the parse stage reports that).
    static func language(ofConfig text: String) -> String {
        guard let node = try? Yams.compose(yaml: text), let value = node["language"]?.string else { return "en" }
        return value.isEmpty ? "en" : value
    }
}
