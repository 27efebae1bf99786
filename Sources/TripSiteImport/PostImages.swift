import Foundation
import TripSiteCore
import TripSiteHTML

/// A post's files in its new folder: a Hugo leaf bundle's files copied beside it, and each
/// image its text (Markdown, or raw HTML: `<img>`, `<picture>`, `<figure>`, as
/// `HTMLImageReader` finds them) or `photo` names by a site path (`/images/a.jpg`,
/// `images/a.jpg`, found in Hugo's `static/` or `assets/`, or the Jekyll site) copied there
/// too, the reference rewritten to the bare file name, so the photo pipeline publishes it
/// without metadata.
struct PostImages {
    var site: StaticSite
    var post: ImportedPost
    /// The folder written (relative to the TripSite site).
    var folder: String
    /// Names used in the folder, by the export file copied under each.
    private var names: [String: URL] = [:]

    static let photoTypes: Set<String> = ["jpg", "jpeg", "png", "webp", "heic", "heif", "avif", "gif", "tif", "tiff"]

    init(site: StaticSite, post: ImportedPost, folder: String) {
        self.site = site
        self.post = post
        self.folder = folder
    }

    /// What became of one image a post shows.
    enum Placement: Equatable {
        /// Copied into the folder under this name.
        case copied(String)
        /// A file of the bundle, copied with it under its own name.
        case inBundle
        /// On another site: not fetched.
        case remote
        case notFound
        /// Found, but too large, or outside the site, to copy.
        case notCopied
        /// Not a file at all (`data:`): kept as written, not counted.
        case written
    }

    /// Copies the files and returns the body and the `photo` as they are to be written: the
    /// front matter's cover, else the bundle's cover file (`BundleCover`). Each image the
    /// text shows, in Markdown or raw HTML, is counted in the report's `images`.
    mutating func place(into writer: inout ImportWriter) throws(ImportError) -> (body: String, photo: String?) {
        var bundleFiles: [String] = []
        if let bundle = post.source.bundle {
            bundleFiles = StaticSite.files(under: bundle, within: site.root).filter { !StaticSite.isMarkdown($0) }
            for path in bundleFiles {
                names[path] = bundle.appending(path: path)
                try writer.copy(
                    bundle.appending(path: path), within: site.root,
                    shown: "\(site.label)/\(bundle.path.dropFirst(site.root.path.count + 1))/\(path)",
                    to: "\(folder)/\(path)", kind: Self.kind(path))
            }
        }
        var body = post.body
        let links = CMarkDocument.renderPage(body, options: MarkdownOptions(), headingsBelow: nil, shortcodes: false)
            .links.filter(\.isImage)
        var placed: [String: Placement] = [:]
        for link in links where placed[link.url] == nil {
            let placement = try place(link.url, line: link.line + post.bodyOffset, into: &writer)
            placed[link.url] = placement
            if case .copied(let name) = placement { body = Self.rewriting(body, link.url, to: name) }
        }
        guard let cover = post.photo else {
            let file = BundleCover.file(in: bundleFiles)
            if file != nil { count(.inBundle, into: &writer) }
            return (body, file)
        }
        var placement = placed[cover]
        if placement == nil { placement = try place(cover, line: post.photoLine, into: &writer) }
        guard case .copied(let name)? = placement else { return (body, cover) }
        return (body, name)
    }

    /// `body` with `url` rewritten to `name` where it names an image: a Markdown image or
    /// reference definition, or an HTML attribute (`src="…"`, `srcset='… 2x'`, `href=…`).
    static func rewriting(_ body: String, _ url: String, to name: String) -> String {
        var body = body
        for prefix in ["](", "](<", "]: ", "]: <"] {
            body = body.replacingOccurrences(of: prefix + url, with: prefix + name)
        }
        let forms = [(url, name), (Escaping.attribute(url), Escaping.attribute(name))]
        for (written, replacement) in forms {
            for (open, closes) in [("=\"", ["\"", " "]), ("='", ["'", " "]), ("=", [" ", ">", "/>", "\n"])] {
                for close in closes {
                    body = body.replacingOccurrences(of: open + written + close, with: open + replacement + close)
                }
            }
        }
        return body
    }

    /// Places one image (copies it when it is the site's) and counts what became of it.
    mutating func place(_ url: String, line: Int?, into writer: inout ImportWriter) throws(ImportError) -> Placement {
        let placement = try local(url, line: line, into: &writer)
        count(placement, into: &writer)
        return placement
    }

    func count(_ placement: Placement, into writer: inout ImportWriter) {
        guard placement != .written else { return }
        var images = writer.report.images ?? ImportReport.Images()
        images.found += 1
        switch placement {
        case .copied, .inBundle: images.published += 1
        case .remote: images.remote += 1
        case .notFound: images.notFound += 1
        case .notCopied: images.notCopied += 1
        case .written: break
        }
        writer.report.images = images
    }

    /// Where a local image `url` goes: copied into the folder, or in the bundle already; a
    /// remote one, or one not found, is a warning.
    mutating func local(_ written: String, line: Int?, into writer: inout ImportWriter) throws(ImportError) -> Placement
    {
        let url = SitePath.of(written, baseURL: site.config.baseURL)
        guard Self.isLocal(url) else {
            guard Self.isRemote(url) else { return .written }
            writer.report.warn(Self.remoteWarning(url), file: post.file, line: line)
            return .remote
        }
        var path = String(url.prefix { $0 != "?" && $0 != "#" })
        path = path.removingPercentEncoding ?? path
        if let bundle = post.source.bundle, !path.hasPrefix("/"),
            FileManager.default.fileExists(atPath: bundle.appending(path: path).path)
        {
            return .inBundle
        }
        let relative = String(path.drop { $0 == "/" })
        guard !relative.split(separator: "/").contains(".."),
            let found = site.imageRoots.map({ $0.appending(path: relative) }).first(where: {
                FileManager.default.fileExists(atPath: $0.path) && !StaticSite.isFolder($0)
            })
        else {
            let places = site.generator == .hugo ? "static/ or assets/" : "the site"
            writer.report.warn(
                "image '\(url)' is not a file of \(places)\(post.source.bundle == nil ? "" : " or the bundle"): "
                    + "the reference is kept as written", file: post.file, line: line)
            return .notFound
        }
        let name = claim(found)
        let shown = "\(site.label)/\(found.path.dropFirst(site.root.path.count + 1))"
        guard try writer.copy(found, within: site.root, shown: shown, to: "\(folder)/\(name)", kind: Self.kind(name))
        else { return .notCopied }
        return .copied(name)
    }

    static func remoteWarning(_ url: String) -> String {
        "image '\(url)' is on another site: not fetched, the page loads it from there; "
            + "download it beside the post to publish it with the trip"
    }

    /// The file's name in the folder, numbered (`a-2.jpg`) when another file has it.
    mutating func claim(_ file: URL) -> String {
        let base = file.lastPathComponent
        var name = base
        var number = 2
        while let other = names[name], other.standardizedFileURL != file.standardizedFileURL {
            let ext = (base as NSString).pathExtension
            name = StaticSite.stem(base) + "-\(number)" + (ext.isEmpty ? "" : ".\(ext)")
            number += 1
        }
        names[name] = file
        return name
    }

    /// Not a URL with a scheme (`https:`, `data:`), nor `//host/…`, nor `#anchor`.
    static func isLocal(_ url: String) -> Bool {
        guard !url.isEmpty, !url.hasPrefix("//"), !url.hasPrefix("#") else { return false }
        let scheme = url.prefix { $0 != ":" && $0 != "/" }
        return scheme.count == url.count || url[scheme.endIndex] != ":"
    }

    /// An address on another site: `http:`, `https:` or `//host/…`.
    static func isRemote(_ url: String) -> Bool {
        let lower = url.lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("//")
    }

    static func kind(_ path: String) -> ImportReport.Kind {
        let ext = (path as NSString).pathExtension.lowercased()
        if photoTypes.contains(ext) { return .photo }
        return ext == "gpx" ? .route : .file
    }
}
