import Foundation
import TripSiteHTML

/// What every page needs besides the model: the configuration, the URLs, the localised
/// strings and the theme's assets. Passed explicitly to every page function; no globals.
package struct RenderContext: Sendable {
    var config: SiteConfig
    var urls: SiteURLs
    package var strings: Strings
    /// Root-relative URLs of the theme's stylesheets and scripts.
    var stylesheets: [String]
    var tripScripts: [String]
    var searchScripts: [String]
    var icon: String?
    /// Whether the standalone page "about" and friends appear in the footer.
    var footerPages: [(title: String, href: String)]
    /// Month names from the strings table ("months", comma-separated), split once.
    private let monthNames: [String]

    /// Scripts on every page: the live-reload client in serve mode, nothing in a build.
    var pageScripts: [String]
    /// The gallery's lightbox, on trip pages with a gallery.
    var galleryScripts: [String]
    /// The photos the build made, by source file (`Site.photos`).
    var photos: [String: ProcessedPhoto]

    package init(
        config: SiteConfig, pages: [Page], themeFiles: Set<String>, mode: RenderMode = .build,
        photos: [String: ProcessedPhoto] = [:]
    ) {
        self.config = config
        self.photos = photos
        let urls = SiteURLs(config: config)
        self.urls = urls
        strings = Strings(overrides: config.strings)
        stylesheets = themeFiles.contains("style.css") ? [urls.theme("style.css")] : []
        icon = themeFiles.contains("favicon.svg") ? urls.theme("favicon.svg") : nil
        tripScripts = themeFiles.contains("activities.js") ? [urls.theme("activities.js")] : []
        searchScripts = themeFiles.contains("search.js") ? [urls.theme("search.js")] : []
        galleryScripts = themeFiles.contains("gallery.js") ? [urls.theme("gallery.js")] : []
        switch mode {
        case .build: pageScripts = []
        case .serve(let script): pageScripts = [script]
        }
        footerPages = pages.map { ($0.title, urls.page($0.slug)) }
        monthNames = strings["months"].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// "3 June 2025": day, month name, year, with month names from the strings table.
    func display(_ day: Day) -> String {
        let month = monthNames.count == 12 ? monthNames[day.month - 1] : String(day.month)
        return "\(day.day) \(month) \(day.year)"
    }

    func dateLabel(_ day: Day, className: String = "") -> DateLabel {
        DateLabel(iso: day.iso, text: display(day), className: className)
    }
}
