import Foundation

/// A post's files in its new folder: a Hugo leaf bundle's files copied beside it, and each
/// image its text or `photo` names by a site path (`/images/a.jpg`, `images/a.jpg`, found
/// in Hugo's `static/` or `assets/`, or the Jekyll site) copied there too, the reference
/// rewritten to the bare file name, so the photo pipeline publishes it without metadata.
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

    /// Copies the files and returns the body and the `photo` as they are to be written.
    mutating func place(into writer: inout ImportWriter) throws(ImportError) -> (body: String, photo: String?) {
        if let bundle = post.source.bundle {
            for path in StaticSite.files(under: bundle, within: site.root) where !StaticSite.isMarkdown(path) {
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
        var done: Set<String> = []
        for link in links where done.insert(link.url).inserted {
            guard let name = try local(link.url, line: link.line + post.bodyOffset, into: &writer) else { continue }
            for prefix in ["](", "](<", "]: ", "]: <"] {
                body = body.replacingOccurrences(of: prefix + link.url, with: prefix + name)
            }
        }
        let photo = try post.photo.map { photo throws(ImportError) in
            try local(photo, line: nil, into: &writer) ?? photo
        }
        return (body, photo)
    }

    /// The file name in the folder for a local image `url`, copied there; nil for a remote
    /// one, or one in the bundle already, or one not found (a warning).
    mutating func local(_ url: String, line: Int?, into writer: inout ImportWriter) throws(ImportError) -> String? {
        guard Self.isLocal(url) else { return nil }
        var path = String(url.prefix { $0 != "?" && $0 != "#" })
        path = path.removingPercentEncoding ?? path
        if let bundle = post.source.bundle, !path.hasPrefix("/"),
            FileManager.default.fileExists(atPath: bundle.appending(path: path).path)
        {
            return nil
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
            return nil
        }
        let name = claim(found)
        let shown = "\(site.label)/\(found.path.dropFirst(site.root.path.count + 1))"
        guard try writer.copy(found, within: site.root, shown: shown, to: "\(folder)/\(name)", kind: Self.kind(name))
        else { return nil }
        return name
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

    static func kind(_ path: String) -> ImportReport.Kind {
        let ext = (path as NSString).pathExtension.lowercased()
        if photoTypes.contains(ext) { return .photo }
        return ext == "gpx" ? .route : .file
    }
}
