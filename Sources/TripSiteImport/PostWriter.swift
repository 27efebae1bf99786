import Foundation
import TripSiteCore

/// Writes imported posts as TripSite files: a post as a trip bundle
/// `content/trips/<slug>/index.md`, or as a sub-folder entry of a grouped trip, and a page
/// as `content/pages/<slug>.md`, each with TripSite's own keys only.
struct PostWriter {
    var site: StaticSite

    /// `post` as the trip `content/trips/<slug>/index.md`, its source named by `identity`.
    func writeTrip(
        _ post: ImportedPost, slug: String, identity: String, into writer: inout ImportWriter
    ) throws(ImportError) {
        let folder = "content/trips/\(slug)"
        var images = PostImages(site: site, post: post, folder: folder)
        let (body, photo) = try images.place(into: &writer)
        var pairs: [(String, FrontMatterValue)] = [("title", .text(post.title))]
        if let description = post.description { pairs.append(("subtitle", .text(description))) }
        pairs += dates(of: post, folder: writer.root.appending(path: folder))
        pairs += common(post, photo: photo) + post.native
        if !post.params.isEmpty { pairs.append(("params", .map(post.params))) }
        pairs.append((ImportWriter.identityKey, .text(identity)))
        try writer.write(text: FrontMatterWriter.document(pairs, body: body), to: "\(folder)/index.md", kind: .trip)
    }

    /// `post` as the entry `<trip>/<date>-<name>/index.md`; it has a date.
    func writeEntry(
        _ post: ImportedPost, date: Day, tripPath: String, name: String, into writer: inout ImportWriter
    )
        throws(ImportError)
    {
        let folder = "\(tripPath)/\(date.iso)-\(name)"
        var images = PostImages(site: site, post: post, folder: folder)
        let (body, photo) = try images.place(into: &writer)
        var pairs: [(String, FrontMatterValue)] = [("title", .text(post.title)), ("date", .text(date.iso))]
        pairs += post.native.filter { ImportedPost.entryKeys.contains($0.0) } + common(post, photo: photo)
        var params = post.native.filter { !ImportedPost.entryKeys.contains($0.0) } + post.params
        if let description = post.description { params.insert(("description", .text(description)), at: 0) }
        if !params.isEmpty { pairs.append(("params", .map(params))) }
        try writer.write(text: FrontMatterWriter.document(pairs, body: body), to: "\(folder)/index.md", kind: .entry)
    }

    /// The trip's days, from the best evidence there is: the dates the author wrote (`start`,
    /// `end`: kept with the post's own keys), else the capture days of its photos and the
    /// days of its tracks (in `folder`, where they were copied), else the day it was posted
    /// (`posted`, which counts in no nights, season or year).
    func dates(of post: ImportedPost, folder: URL) -> [(String, FrontMatterValue)] {
        if post.native.contains(where: { $0.0 == "start" }) { return [] }
        if let (first, last) = TravelEvidence(folder: folder).span {
            let end =
                post.native.contains { $0.0 == "end" } || last == first
                ? [] : [("end", FrontMatterValue.text(last.iso))]
            return [("start", .text(first.iso))] + end
        }
        return post.date.map { [("posted", .text($0.iso))] } ?? []
    }

    /// `photo`, `tags` and `draft`, as trips and entries write them.
    func common(_ post: ImportedPost, photo: String?) -> [(String, FrontMatterValue)] {
        var pairs: [(String, FrontMatterValue)] = []
        if let photo { pairs.append(("photo", .text(photo))) }
        if !post.tags.isEmpty { pairs.append(("tags", .list(post.tags.map { .text($0) }))) }
        if post.draft { pairs.append(("draft", .bool(true))) }
        return pairs
    }

    /// A standalone page. Its local images are not copied (a page has no folder of photos;
    /// `static/` publishes files with their metadata), nor its remote ones fetched: each is a
    /// warning, and counted.
    func writePage(_ post: ImportedPost, slug: String, into writer: inout ImportWriter) throws(ImportError) {
        var pairs: [(String, FrontMatterValue)] = [("title", .text(post.title))]
        if let description = post.description { pairs.append(("description", .text(description))) }
        if post.draft { pairs.append(("draft", .bool(true))) }
        let params = post.native + post.params
        if !params.isEmpty { pairs.append(("params", .map(params))) }
        let links = CMarkDocument.renderPage(
            post.body, options: MarkdownOptions(), headingsBelow: nil, shortcodes: false
        ).links
        let images = PostImages(site: site, post: post, folder: "content/pages")
        var seen: Set<String> = []
        for link in links where link.isImage && seen.insert(link.url).inserted {
            guard PostImages.isLocal(link.url) else {
                guard PostImages.isRemote(link.url) else { continue }
                images.count(.remote, into: &writer)
                writer.report.warn(
                    PostImages.remoteWarning(link.url), file: post.file, line: link.line + post.bodyOffset)
                continue
            }
            images.count(.notCopied, into: &writer)
            writer.report.warn(
                "image '\(link.url)' is not copied: a standalone page has no photos of its own; put the file under "
                    + "the site's static/ (published as it is, metadata included) or show it in a trip",
                file: post.file, line: link.line + post.bodyOffset)
        }
        try writer.write(
            text: FrontMatterWriter.document(pairs, body: post.body), to: "content/pages/\(slug).md", kind: .page)
    }
}
