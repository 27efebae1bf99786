import Foundation
import Testing
import TripSiteCore

/// A page of a built fixture site in headless Chromium, and the DOM its scripts leave.
///
/// The site is built to disk with its own folder as the base path, so root-relative links
/// (`/…/public/theme/search.js`) resolve under `file://`. `photos` adds fixture photos
/// (`TestPhotos`) to the site, by path in the site. Probe scripts run on a copy of the
/// page: `before` ahead of the theme's deferred scripts (to set up storage, say), `after`
/// once they ran (to type, press keys, and record what happened in the DOM, which
/// `--dump-dom` prints); `edit` changes that copy's HTML first (to leave a script out, say).
/// Each run gets a fresh browser profile, and asks for reduced motion: the theme then
/// re-orders at once instead of inside a view transition, whose update a headless browser
/// that paints no frames would hold back.
package enum BrowserPage {
    package static func dom(
        _ files: [String: String], photos: [String: String] = [:], page: String, query: String? = nil,
        before: String? = nil, after: String? = nil, edit: ((String) -> String)? = nil
    ) throws -> String {
        let site = try FixtureSite(files)
        defer { site.remove() }
        for (path, name) in photos { try site.write(path, bytes: TestPhotos.bytes(name)) }
        var writer = DiskOutput(output: site.output)
        let options = BuildOptions(source: site.root, output: site.output, baseURL: site.output.path + "/")
        _ = try SiteBuilder(options: options).build(into: &writer)

        var opened = page
        if before != nil || after != nil || edit != nil {
            let file = site.output.appending(path: page)
            var html = try String(contentsOf: file, encoding: .utf8)
            if let edit { html = edit(html) }
            let folder = file.deletingLastPathComponent()
            if let before {
                try before.write(to: folder.appending(path: "probe-before.js"), atomically: true, encoding: .utf8)
                let first = try #require(html.range(of: "<script "), "the page has no script to run before")
                html.insert(contentsOf: "<script src=\"probe-before.js\" defer></script>", at: first.lowerBound)
            }
            if let after {
                try after.write(to: folder.appending(path: "probe-after.js"), atomically: true, encoding: .utf8)
                html = html.replacingOccurrences(
                    of: "</head>", with: "<script src=\"probe-after.js\" defer></script></head>")
            }
            opened = page.replacingOccurrences(of: "index.html", with: "probe.html")
            try html.write(to: site.output.appending(path: opened), atomically: true, encoding: .utf8)
        }
        var url = "file://" + site.output.path + "/" + opened
        if let query { url += "?q=" + (query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? query) }
        let profile = site.root.appending(path: "browser-profile")
        let chromium = try #require(ExternalTool.chromium)
        let run = try chromium.run([
            "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
            "--user-data-dir=" + profile.path, "--force-prefers-reduced-motion", "--virtual-time-budget=3000",
            "--dump-dom", url,
        ])
        #expect(run.status == 0, "\(run.stderr.suffix(500))")
        return run.stdout
    }

    /// What an `after` probe stored with `document.body.setAttribute("data-probe", JSON.stringify(value))`.
    package static func probed<T: Decodable>(_ dom: String, as type: T.Type) throws -> T {
        let attribute = try #require(dom.firstMatch(of: /data-probe="([^"]*)"/)?.output.1, "the probe recorded nothing")
        return try JSONDecoder().decode(T.self, from: Data(decodeAttribute(attribute).utf8))
    }
}

/// Decodes the character references our attribute escaping writes.
package func decodeAttribute(_ value: some StringProtocol) -> String {
    value.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
        .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        .replacingOccurrences(of: "&amp;", with: "&")
}
