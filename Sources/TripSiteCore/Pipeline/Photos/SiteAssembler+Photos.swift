/// The `model` stage's part in the photo pipeline: which local files a trip's photos are.
extension SiteAssembler {
    /// Sets the trip's photo source, its images' sources and its gallery: the bundle's
    /// photos it shows nowhere else, by file name (the `photos` stage orders them by time).
    func resolvePhotos(_ trip: inout Trip, bundle: String?) {
        switch trip.photo {
        case .bundle(let fileName) where PhotoFiles.isProcessable(fileName):
            trip.photoSource = bundle.map { "\($0)/\(fileName)" }
        case .staticFile(let path) where PhotoFiles.isProcessable(path):
            trip.photoSource = "static/\(path)"
        default:
            trip.photoSource = nil
        }
        trip.imageSources = imageSources(trip.bodyHTML.images, bundle: bundle)
        trip.links.removeAll { $0.isImage && trip.imageSources[$0.url] != nil }
        guard let bundle, !trip.galleryIsListed else { return }
        let shown = Set(trip.imageSources.values).union(trip.photoSource.map { [$0] } ?? [])
        trip.gallery = trip.bundleFiles.sorted().map { "\(bundle)/\($0)" }
            .filter { PhotoFiles.isProcessable($0) && !shown.contains($0) }
            .map { GalleryPhoto(source: $0) }
    }

    /// The local photo each image resolves to, by URL: a path relative to the trip's bundle,
    /// or a root-relative path under `static/` (with or without the site's base path).
    func imageSources(_ images: [MarkdownImage], bundle: String?) -> [String: String] {
        var sources: [String: String] = [:]
        for image in images where !image.isRemote && sources[image.url] == nil {
            if let source = localPhoto(image.url, bundle: bundle) { sources[image.url] = source }
        }
        return sources
    }

    private func localPhoto(_ url: String, bundle: String?) -> String? {
        let path = String(url.prefix { $0 != "?" && $0 != "#" }).removingPercentEncodingSafely
        let candidate: String?
        if path.hasPrefix("/") {
            let basePath = config.basePath
            let inSite = path.hasPrefix(basePath) ? String(path.dropFirst(basePath.count)) : String(path.dropFirst())
            candidate = LinkChecker.normalize("static/" + inSite).flatMap { $0.hasPrefix("static/") ? $0 : nil }
        } else if let bundle {
            candidate = LinkChecker.normalize("\(bundle)/\(path)").flatMap { $0.hasPrefix("content/trips/") ? $0 : nil }
        } else {
            candidate = nil
        }
        guard let candidate, PhotoFiles.isProcessable(candidate), fileExists(candidate) else { return nil }
        return candidate
    }
}
