/// The `model` stage's part in the photo pipeline: which local files a trip's photos are.
extension SiteAssembler {
    /// Sets the trip's photo source, its images' sources and its gallery: the bundle's
    /// photos it shows nowhere else, by file name (the `photos` stage orders them by time).
    /// `contents` has what the bundle's files hold, where their names do not say.
    func resolvePhotos(
        _ trip: inout Trip, bundle: String?, gallery: [GalleryReference]?, contents: [String: FileContent] = [:],
        diagnostics: inout Diagnostics
    ) {
        switch trip.photo {
        case .bundle(let fileName):
            trip.photoSource = bundle.map { "\($0)/\(fileName)" }.flatMap { isPhoto($0, known: contents) ? $0 : nil }
        case .staticFile(let path) where isPhoto("static/\(path)"):
            trip.photoSource = "static/\(path)"
        default:
            trip.photoSource = nil
        }
        trip.imageSources = imageSources(trip.bodyHTML.images, bundle: bundle, known: contents)
        let imageSources = trip.imageSources
        trip.links.removeAll { $0.isImage && imageSources[$0.url] != nil }
        if let gallery {
            trip.galleryIsListed = true
            trip.gallery = listedGallery(
                gallery, bundle: bundle, file: trip.sourcePath, known: contents, diagnostics: &diagnostics)
            return
        }
        guard let bundle else { return }
        let shown = Set(trip.imageSources.values).union(trip.photoSource.map { [$0] } ?? [])
        trip.gallery = trip.bundleFiles.sorted().map { "\(bundle)/\($0)" }
            .filter { isGalleryPhoto($0, known: contents) && !shown.contains($0) }
            .map { GalleryPhoto(source: $0) }
    }

    /// The photos of a `gallery:` list that are photos in the bundle; a warning at each other.
    func listedGallery(
        _ references: [GalleryReference], bundle: String?, file: String, known: [String: FileContent],
        diagnostics: inout Diagnostics
    ) -> [GalleryPhoto] {
        references.compactMap { reference in
            let path = bundle.flatMap { LinkChecker.normalize("\($0)/\(reference.file)") }
            guard let bundle, let path, path.hasPrefix(bundle + "/"), fileExists(path), isPhoto(path, known: known)
            else {
                let looked = bundle.map { "in \($0)/" } ?? "(a gallery needs a trip folder: <slug>/index.md)"
                diagnostics.warning(
                    "gallery photo '\(reference.file)' is not a photo (JPEG, PNG, WebP, HEIC, AVIF, GIF or TIFF) \(looked)",
                    file: file, line: reference.line)
                return nil
            }
            return GalleryPhoto(source: path, caption: reference.caption, line: reference.line)
        }
    }

    /// The local photo each image resolves to, by URL: a path relative to the trip's bundle,
    /// or a root-relative path under `static/` (with or without the site's base path).
    func imageSources(
        _ images: [MarkdownImage], bundle: String?, known: [String: FileContent] = [:]
    ) -> [String: String] {
        var sources: [String: String] = [:]
        for image in images where !image.isRemote && sources[image.url] == nil {
            if let source = localPhoto(image.url, bundle: bundle, known: known) { sources[image.url] = source }
        }
        return sources
    }

    private func localPhoto(_ url: String, bundle: String?, known: [String: FileContent]) -> String? {
        let path = String(url.prefix { $0 != "?" && $0 != "#" }).removingPercentEncodingSafely
        let candidate: String?
        if path.hasPrefix("/") {
            // A path in the site (static/ is copied to its root), whatever the base path.
            candidate = LinkChecker.normalize("static" + path).flatMap { $0.hasPrefix("static/") ? $0 : nil }
        } else if let bundle {
            candidate = LinkChecker.normalize("\(bundle)/\(path)").flatMap { $0.hasPrefix("content/trips/") ? $0 : nil }
        } else {
            candidate = nil
        }
        guard let candidate, fileExists(candidate), isPhoto(candidate, known: known) else { return nil }
        return candidate
    }
}
