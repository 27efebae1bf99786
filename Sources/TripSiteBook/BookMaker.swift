import Foundation
import TripSiteCore
import TripSiteStore

/// `tripsite book`: one trip's book as a PDF. The content stages of a build (load, parse,
/// model, then the routes of that trip alone), the book page rendered as the site renders
/// it but with photos made from the originals for print (`BookPrintPhotos`), then a print
/// engine (`PrintEngine`). Nothing of the site's output is read or written; the PDF replaces
/// `output` only once it is whole.
package struct BookMaker {
    package var options: BuildOptions
    package var slug: String
    /// Nil for the site's `book.paper` (else its language's usual paper).
    package var paper: Paper?
    /// Millimetres of bleed around each page.
    package var bleed = 0.0
    package var engine: PrintEngine
    /// Told a line as each stage ends, and (done, total) as photos are made.
    package var say: @Sendable (String) -> Void = { _ in }
    package var photoProgress: (@Sendable (Int, Int) -> Void)?

    package init(options: BuildOptions, slug: String, engine: PrintEngine) {
        self.options = options
        self.slug = slug
        self.engine = engine
    }

    /// What a finished book reports.
    package struct Report: Sendable {
        package var paper: Paper
        package var chapters: Int
        package var photos: Int
        /// Warnings of the content stages and of the photos.
        package var diagnostics: [Diagnostic]
        package var bytes: Int
    }

    /// Why no book was made: the content's errors (as a build reports them), or the engine's,
    /// the trip's or the disk's problem in one message.
    package enum Failure: Error, Sendable {
        case build(BuildFailure)
        case trip(String)
        case engine(PrintEngine.Failure)
        case io(String)
    }

    /// Makes the PDF at `output`.
    package func make(output: URL) throws(Failure) -> Report {
        let lock = CacheLock(folder: options.photoCacheFolder)
        defer { withExtendedLifetime(lock) {} }
        let clock = ContinuousClock()
        var start = clock.now
        func elapsed() -> String {
            let now = clock.now
            let (seconds, attoseconds) = start.duration(to: now).components
            start = now
            return String(format: "%.1f s", Double(seconds) + Double(attoseconds) / 1e18)
        }
        let (site, theme, trip, warnings) = try read(lock: lock)
        say("Read the journal and '\(trip.title)' (\(elapsed()))")
        let paper = self.paper ?? site.config.bookPaper
        let layout = BookLayout(paper: paper, bleed: bleed, bleedStyle: engine.kind.bleedStyle)
        let folder = FileManager.default.temporaryDirectory.appending(path: "tripsite-book-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let pageFolder = folder.appending(path: SiteURLs.bookFolder(trip.slug))
        let content = BookContent(trip)
        let made: BookPrintPhotos.Made
        do {
            made = try BookPrintPhotos.make(
                content.photos, layout: layout, root: options.source, folder: pageFolder.appending(path: "photos"),
                urlPrefix: "photos/", maxPixels: site.config.photos.maxPixels, progress: photoProgress)
        } catch {
            throw .io("cannot write the book's photos in \(folder.path): \(error.localizedDescription)")
        }
        let photos = Set(made.pictures.keys.map(\.source)).count
        say("Made \(photos) photo\(photos == 1 ? "" : "s") for print from the originals (\(elapsed()))")
        let page = try writePage(trip, site: site, theme: theme, layout: layout, made: made, folder: folder)
        let chapters = content.chapters.count
        say("Laid out \(chapters) chapter\(chapters == 1 ? "" : "s") on \(paper.rawValue) paper (\(elapsed()))")
        let bytes = try print(page, to: output)
        say("Printed with \(engine.kind.name) (\(elapsed()))")
        return Report(
            paper: paper, chapters: content.chapters.count, photos: photos,
            diagnostics: warnings + made.diagnostics, bytes: bytes)
    }

    /// The content stages, as a build runs them, and the trip asked for with its routes read.
    private func read(lock: CacheLock) throws(Failure) -> (Site, SiteTheme, Trip, [Diagnostic]) {
        let builder = SiteBuilder(options: options)
        var stages = StageRunner(strict: false)
        let loader = SiteLoader(root: options.source)
        do {
            let source = try stages.run(.load, stopOnErrors: false) { loader.load() }
            let parsed = try stages.run(.parse, stopOnErrors: false) { builder.parse(source) }
            var (site, theme) = try stages.run(.model, stopOnErrors: true) {
                builder.assemble(parsed, source: source, loader: loader)
            }
            guard let trip = site.trips.first(where: { $0.slug == slug }) else { throw Failure.trip(noTrip(site)) }
            guard !trip.isBookOff else {
                throw Failure.trip("'\(slug)' says 'book: false' in \(trip.sourcePath): remove it to make its book")
            }
            // Only this trip's routes are read: the book shows no other.
            site.trips = [trip]
            let routed = try stages.run(.routes, stopOnErrors: true) {
                builder.routes(site, cache: RouteCache(folder: options.photoCacheFolder, lock: lock))
            }
            return (routed, theme, routed.trips[0], stages.diagnostics)
        } catch let failure as BuildFailure {
            throw .build(failure)
        } catch let failure as Failure {
            throw failure
        } catch {
            throw .io(error.localizedDescription)
        }
    }

    /// The message for a slug no trip has, with the slugs there are (the first dozen).
    private func noTrip(_ site: Site) -> String {
        let slugs = site.trips.map(\.slug).sorted()
        let listed = slugs.prefix(12).joined(separator: ", ") + (slugs.count > 12 ? ", …" : "")
        return slugs.isEmpty
            ? "no trip '\(slug)': the journal has no trips"
            : "no trip '\(slug)' (its slug is its file or folder name); the journal's trips: \(listed)"
    }

    /// The book page and its stylesheet in `folder`, laid out as the site's: the page at
    /// `trips/<slug>/book/index.html`, its links relative. Returns the page's file.
    private func writePage(
        _ trip: Trip, site: Site, theme: SiteTheme, layout: BookLayout, made: BookPrintPhotos.Made, folder: URL
    ) throws(Failure) -> URL {
        var site = site
        site.config.relativeURLs = true
        let context = SiteBuilder(options: options).renderContext(site, theme: theme)
        let route = BookPage.route(of: trip, routes: site.routes)
        let html = BookPage.render(
            trip, route: route, layout: layout, pictures: BookPictures(made.pictures), context: context)
        let page = folder.appending(path: SiteURLs.bookFolder(trip.slug) + "index.html")
        do {
            try Data(html).write(to: page)
            if let css = theme.contents(of: "theme/book.css") {
                let stylesheet = folder.appending(path: "theme/book.css")
                try FileManager.default.createDirectory(
                    at: stylesheet.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(css).write(to: stylesheet)
            }
        } catch {
            throw .io("cannot write the book page in \(folder.path): \(error.localizedDescription)")
        }
        return page
    }

    /// The engine's PDF, written beside `output` and renamed over it. Returns its size.
    private func print(_ page: URL, to output: URL) throws(Failure) -> Int {
        let partial = output.deletingLastPathComponent().appending(path: ".\(output.lastPathComponent).part")
        defer { try? FileManager.default.removeItem(at: partial) }
        do {
            try engine.print(page, to: partial)
        } catch {
            throw .engine(error)
        }
        // One rename: a reader of `output` sees the old PDF or the new one, never a part.
        guard rename(partial.path, output.path) == 0 else {
            throw .io("cannot write \(output.path): \(String(cString: strerror(errno)))")
        }
        let size = try? FileManager.default.attributesOfItem(atPath: output.path)[.size] as? Int
        return size ?? 0
    }
}
