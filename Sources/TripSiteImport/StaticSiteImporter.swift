import Foundation
import TripSiteCore

/// `tripsite import hugo SITE` and `tripsite import jekyll SITE`: a Hugo or Jekyll site's
/// posts as TripSite trip bundles (or, with a `PostGrouping`, entries of one trip per
/// group), its pages as standalone pages, its settings as `site.yml`. docs/migrating.md has
/// the mapping.
package struct StaticSiteImporter {
    package let root: URL
    /// The site folder as the user named it, for warnings.
    package let label: String
    package let generator: StaticSite.Generator
    package let grouping: PostGrouping?
    /// Days between two posts of a group past which they are two trips.
    package let gap: Int
    /// The sections, tags and categories asked for, and the paths left out.
    package let selection: ImportSelection

    package init(
        site: URL, label: String, generator: StaticSite.Generator, grouping: PostGrouping? = nil,
        gap: Int = PostGrouping.defaultGap, selection: ImportSelection = .everything
    ) {
        self.root = site
        self.label = ImportReport.label(label)
        self.generator = generator
        self.grouping = grouping
        self.gap = gap
        self.selection = selection
    }

    package func run(into writer: inout ImportWriter) throws(ImportError) {
        let site =
            switch generator {
            case .hugo: try HugoSite.read(root, label: label, selection: selection, report: &writer.report)
            case .jekyll: try JekyllSite.read(root, label: label, selection: selection, report: &writer.report)
            }
        guard !site.sources.isEmpty || writer.report.leftOut > 0 else {
            let place = generator == .hugo ? "content/" : "_posts/, _drafts/ or its top folder"
            throw .unreadableExport(
                "no post or page in \(label): \(generator.rawValue)'s are Markdown files in \(place)")
        }
        writer.report.images = writer.report.images ?? ImportReport.Images()
        let reader = PostReader(site: site, selection: selection)
        let read = site.sources.compactMap { reader.read($0, report: &writer.report) }
        let posts = read.filter { $0.source.role != .page }
        let units = grouping?.units(posts, gap: gap, report: &writer.report) ?? posts.map { .trip($0) }
        let output = PostWriter(site: site)
        var slugs = UniqueSlugs()
        for unit in units {
            try writer.writeTrip { writer throws(ImportError) in
                try write(unit, output: output, slugs: &slugs, into: &writer)
            }
        }
        var pageSlugs = UniqueSlugs()
        for page in read where page.source.role == .page {
            let base = page.slug
            let slug = pageSlugs.claim(base) { SiteAssembler.reservedPageSlugs.contains($0) }
            if slug != base {
                writer.report.warn(
                    "the page is written as content/pages/\(slug).md: /\(base)/ is taken", file: page.file)
            }
            try output.writePage(page, slug: slug, into: &writer)
        }
        if writer.report.importedAnything { try writer.writeSiteConfigIfMissing(site.config) }
    }

    func write(
        _ unit: PostGrouping.Unit, output: PostWriter, slugs: inout UniqueSlugs, into writer: inout ImportWriter
    )
        throws(ImportError)
    {
        switch unit {
        case .trip(let post):
            let identity = "\(generator.rawValue.lowercased()):\(post.source.path)"
            let slug = writer.tripSlug(for: identity, base: post.slug, slugs: &slugs)
            try output.writeTrip(post, slug: slug, identity: identity, into: &writer)
        case .group(let title, let posts):
            let identity = "\(generator.rawValue.lowercased()):\(grouping?.rawValue ?? "group"):\(title)"
            let slug = writer.tripSlug(for: identity, base: Slug.transliterated(title), slugs: &slugs)
            let tripPath = "content/trips/\(slug)"
            var names = UniqueSlugs()
            for post in posts {
                guard let date = post.date else { continue }
                try output.writeEntry(post, date: date, tripPath: tripPath, name: names.claim(post.slug), into: &writer)
            }
            var pairs: [(String, FrontMatterValue)] = [("title", .text(title))]
            // Tagged by the value the posts share, not by a run's title with its month.
            if grouping != .series, let value = posts.first.flatMap({ grouping?.key(of: $0) }) {
                pairs.append(("tags", .list([.text(value)])))
            }
            if posts.allSatisfy(\.draft) { pairs.append(("draft", .bool(true))) }
            pairs.append((ImportWriter.identityKey, .text(identity)))
            let body = "\(ImportReport.counted(posts.count, "post")) from \(generator.rawValue)."
            try writer.write(
                text: FrontMatterWriter.document(pairs, body: body), to: "\(tripPath)/index.md", kind: .trip)
        }
    }
}
