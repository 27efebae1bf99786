import Foundation

/// What a Hugo or Jekyll site's configuration gives TripSite's `site.yml`: its title, the
/// address it is published at, its language and its author. Each is nil when not given.
package struct ImportedSiteConfig: Sendable, Equatable {
    package var title: String?
    package var baseURL: String?
    package var language: String?
    package var author: String?

    package init(title: String? = nil, baseURL: String? = nil, language: String? = nil, author: String? = nil) {
        self.title = title
        self.baseURL = baseURL
        self.language = language
        self.author = author
    }

    /// Hugo's: `title`, `baseURL`, `languageCode` (else `defaultContentLanguage`), and
    /// `params.author` (else `author`), as text or `{name: …}`. Hugo's keys are read in any case.
    package static func hugo(_ config: [String: Any]) -> ImportedSiteConfig {
        let params = value("params", in: config) as? [String: Any] ?? [:]
        return ImportedSiteConfig(
            title: text(value("title", in: config)),
            baseURL: text(value("baseURL", in: config)),
            language: languageTag(
                text(value("languageCode", in: config) ?? value("defaultContentLanguage", in: config))),
            author: name(value("author", in: params)) ?? name(value("author", in: config)))
    }

    /// Jekyll's: `title`, `url` and `baseurl` joined, `lang` (else `locale`), and `author` as
    /// text or `{name: …}`.
    package static func jekyll(_ config: [String: Any]) -> ImportedSiteConfig {
        var baseURL = text(config["url"])
        if let path = text(config["baseurl"]), path != "/" {
            let host = (baseURL ?? "").trimmingSuffix("/")
            baseURL = host + (path.hasPrefix("/") ? "" : "/") + path
        }
        if let url = baseURL, !url.hasSuffix("/") { baseURL = url + "/" }
        return ImportedSiteConfig(
            title: text(config["title"]), baseURL: baseURL,
            language: languageTag(text(config["lang"] ?? config["locale"])), author: name(config["author"]))
    }

    /// The value of `key` in `config`, its case ignored (Hugo's keys are case-insensitive).
    package static func value(_ key: String, in config: [String: Any]) -> Any? {
        if let value = config[key] { return value }
        return config.first { $0.key.lowercased() == key.lowercased() }?.value
    }

    /// A text that is not empty once trimmed.
    package static func text(_ value: Any?) -> String? {
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else {
            return nil
        }
        return text
    }

    /// An author as text, or a mapping's `name`.
    package static func name(_ value: Any?) -> String? {
        if let map = value as? [String: Any] { return text(map["name"]) }
        return text(value)
    }

    /// A language code as a BCP 47 tag: `en-us` and `en_US` are `en-US`.
    package static func languageTag(_ code: String?) -> String? {
        guard let code else { return nil }
        let parts = code.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let first = parts.first else { return nil }
        let rest = parts.dropFirst().map { $0.count == 2 ? $0.uppercased() : $0 }
        return ([first.lowercased()] + rest).joined(separator: "-")
    }
}

extension String {
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        var text = self
        while text.hasSuffix(suffix) { text.removeLast(suffix.count) }
        return text
    }
}
