/// `site.yml`: the site's identity and build settings.
package struct SiteConfig: Hashable, Encodable, Sendable {
    var title: String
    var description: String
    /// Absolute base URL, always ending in `/` (`https://user.github.io/journal/`).
    package var baseURL: String
    var language: String
    var author: String
    /// The theme's folder name under `themes/` (`default`: the built-in theme alone).
    package var theme: String
    /// `theme: {accent:, progress:, font:}`.
    package var themeSettings = ThemeSettings()
    var activitySort: ActivitySort
    /// Let raw HTML in Markdown through (tagfilter still applies). Off by default.
    var unsafeMarkdown: Bool
    /// A YouTube, Vimeo or OpenStreetMap link alone in its paragraph becomes an embed card
    /// (`markdown: {embeds: false}` keeps it a link).
    var markdownEmbeds = true
    /// Extra collections beyond the seasons, each selecting trips by tag.
    var collections: [CollectionConfig]
    /// The collections the home page shows as rows, in order, by id (`home: {collections:}`);
    /// nil for every one in the built-in order (`TripCollection.defaultHomeOrder`).
    var homeCollections: [String]? = nil
    /// `nav:`: the first navigation item's text, naming what the site is; nil for the
    /// default ("Trips" for a journal, "Wishlist" for a wishlist: `SiteKind`).
    var navigationLabel: String? = nil
    /// Replacements for user-visible strings (localisation), by key: `strings:`, over
    /// `interfaceTable`.
    var strings: [String: String]
    /// The interface strings of `language` from the strings files (`StringCatalog`: the
    /// theme's `i18n/<language>.yml`, the site's over it, English for what they leave out).
    /// Part of the configuration, so a changed strings file changes every page's inputs.
    var interfaceTable = InterfaceTable.english
    /// Size limits checked before Markdown is parsed (`limits:`).
    package var limits = ContentLimits()
    /// How photos are made and what pages show of their metadata (`photos:`).
    package var photos = PhotoSettings()
    /// How routes and maps are published (`map:`).
    package var map = MapSettings()
    /// The travelled trips' printable books (`book:`).
    package var book = BookSettings()
    /// Write every link to a page or file of the site relative to the page it is on, folder
    /// links as `…/index.html`, so the built site also works opened from disk (`file://`).
    package var relativeURLs = false
    /// Trips per listing page (`pagination: {pageSize:}`): collections and the search page's
    /// list show this many, then numbered pages (`/collections/fall/page/2/`).
    package var pageSize = 48
    /// `params:`, the site's own settings for its theme (`ParamValue`).
    package var params: Params = [:]

    /// A configuration for tests and defaults.
    package static func defaults(title: String = "My Trips") -> SiteConfig {
        SiteConfig(
            title: title, description: "", baseURL: "/", language: "en", author: "", theme: "default",
            activitySort: .completed, unsafeMarkdown: false, collections: [], strings: [:]
        )
    }

    /// The paper of the trips' books: `book.paper`, else the language's usual one.
    package var bookPaper: Paper { book.paper ?? Paper.usual(forLanguage: language) }

    /// How trip and page Markdown is read with this configuration.
    package var markdownOptions: MarkdownOptions {
        MarkdownOptions(unsafeHTML: unsafeMarkdown, embeds: markdownEmbeds, limits: limits)
    }

    /// The path part of `baseURL`, which every internal link starts with (`/` or `/journal/`).
    /// A query or fragment in `baseURL` is dropped; characters not allowed in a URL path
    /// are percent-encoded (`/my journal/` → `/my%20journal/`).
    package var basePath: String {
        var rest = Substring(baseURL)
        if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
        if let scheme = rest.range(of: "://") {
            rest = rest[scheme.upperBound...]
            guard let slash = rest.firstIndex(of: "/") else { return "/" }
            rest = rest[slash...]
        }
        var path = String(rest)
        if !path.hasPrefix("/") { path = "/" + path }
        if !path.hasSuffix("/") { path += "/" }
        // Keep existing %XX escapes; encode the rest.
        return path.split(separator: "%", omittingEmptySubsequences: false).enumerated().map { index, part in
            if index == 0 { return SiteURLs.percentEncodePath(String(part)) }
            let escape = part.prefix(2)
            let isEscape = escape.count == 2 && escape.allSatisfy(\.isHexDigit)
            return (isEscape ? "%" + escape : "%25" + SiteURLs.percentEncodePath(String(escape)))
                + SiteURLs.percentEncodePath(String(part.dropFirst(escape.count)))
        }.joined()
    }

    /// Whether a `baseURL` value can be used: an http(s) URL with a host, or a path from the root.
    package static func isValidBaseURL(_ text: String) -> Bool {
        let lower = text.lowercased()
        for scheme in ["http://", "https://"] where lower.hasPrefix(scheme) {
            let host = text.dropFirst(scheme.count).prefix { $0 != "/" && $0 != "?" && $0 != "#" }
            return !host.isEmpty && !text.contains(" ")
        }
        return text.hasPrefix("/") && !text.hasPrefix("//")
    }

    /// Text direction for the language: right-to-left scripts get `rtl`.
    var direction: String {
        let primary = language.split(separator: "-").first.map { $0.lowercased() } ?? ""
        return ["ar", "he", "fa", "ur", "ps", "sd", "ug", "yi", "dv", "ckb"].contains(primary) ? "rtl" : "ltr"
    }
}

/// A configured collection (`collections:` in site.yml): trips with a tag, under a title.
package struct CollectionConfig: Hashable, Encodable, Sendable {
    var id: String
    var title: String
    var subtitle: String
    var tag: String
}
