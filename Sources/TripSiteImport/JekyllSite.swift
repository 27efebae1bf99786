import Foundation
import TripSiteCore

/// A Jekyll site read for `tripsite import jekyll`: `_config.yml`, the posts of `_posts/`
/// (`YYYY-MM-DD-name.md`, in sub-folders too), the drafts of `_drafts/`, and the Markdown
/// pages at the top of the site (not `index.md`, `404.md` or a repository's files such as
/// `README.md`), those `--exclude` leaves out not read.
package enum JekyllSite {
    static let notPages: Set<String> = ["index", "404"]

    package static func read(
        _ root: URL, label: String, selection: ImportSelection = .everything, report: inout ImportReport
    ) throws(ImportError)
        -> StaticSite
    {
        let configURL = root.appending(path: "_config.yml")
        let hasConfig = FileManager.default.fileExists(atPath: configURL.path)
        guard hasConfig || StaticSite.isFolder(root.appending(path: "_posts")) else {
            throw .unreadableExport("\(label) is not a Jekyll site: it has no _config.yml and no _posts/ folder")
        }
        let settings =
            hasConfig ? ConfigFile.read(configURL, within: root, file: "\(label)/_config.yml", report: &report) : nil
        let excluder = selection.excluder()
        var sources = posts(in: root, folder: "_posts", role: .post, label: label, excluder: excluder, report: &report)
        sources += posts(in: root, folder: "_drafts", role: .draft, label: label, excluder: excluder, report: &report)
        let pages = pages(in: root)
        let askedPages = pages.filter { !excluder.excludes($0.path) }
        report.leaveOut(pages.count - askedPages.count)
        sources += askedPages
        return StaticSite(
            generator: .jekyll, root: root, label: label, config: .jekyll(settings ?? [:]), sources: sources,
            imageRoots: [root])
    }

    /// The Markdown files of `_posts/` (or `_drafts/`); in `_posts/` one whose name does not
    /// start with its date is not a post for Jekyll either, and a warning.
    static func posts(
        in root: URL, folder: String, role: StaticSite.Role, label: String, excluder: ImportSelection.Excluder,
        report: inout ImportReport
    )
        -> [StaticSite.Source]
    {
        StaticSite.files(under: root.appending(path: folder), within: root).compactMap { path in
            let name = (path as NSString).lastPathComponent
            guard StaticSite.isMarkdown(name), !ImportSelection.isRepositoryFile(name) else { return nil }
            if excluder.excludes("\(folder)/\(path)") {
                report.leaveOut()
                return nil
            }
            let stem = StaticSite.stem(name)
            if role == .post, SiteLoader.entryName(stem).date == nil {
                report.warn(
                    "a post's name must start with its date (YYYY-MM-DD-name.md), as Jekyll reads it: not imported",
                    file: "\(label)/\(folder)/\(path)")
                return nil
            }
            return StaticSite.Source(
                url: root.appending(path: "\(folder)/\(path)"), path: "\(folder)/\(path)", role: role, bundle: nil,
                name: stem)
        }
    }

    /// The site's top-level Markdown files that have front matter, as standalone pages.
    static func pages(in root: URL) -> [StaticSite.Source] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.sorted().compactMap { name in
            let stem = StaticSite.stem(name)
            let url = root.appending(path: name)
            guard StaticSite.isMarkdown(name), !name.hasPrefix("."), !notPages.contains(stem.lowercased()),
                !ImportSelection.isRepositoryFile(name)
            else {
                return nil
            }
            switch ExportFile.read(url, within: root, limit: ExportFile.textLimit) {
            case .success(let data):
                guard case .success = FrontMatter.split(String(decoding: data, as: UTF8.self)) else { return nil }
            case .failure(.unreadable): return nil
            case .failure: break  // read again, and reported, as a page
            }
            return StaticSite.Source(url: url, path: name, role: .page, bundle: nil, name: stem)
        }
    }
}
