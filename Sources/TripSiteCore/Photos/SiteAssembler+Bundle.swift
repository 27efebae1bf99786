/// The `model` stage's publishing rule for the files of a trip's folder: what a file holds
/// decides, not its name.
///
/// - A photo (any image the pipeline reads, with or without an extension) is published only
///   as the stripped copies the pages show; the original never.
/// - A file of positions (GPX, KML/KMZ, TCX, FIT, GeoJSON, NMEA, JSON of latitudes and
///   longitudes, one of them zipped or gzipped), a video that records where it was filmed,
///   or a camera's raw file is private: published as it is only when the trip's journal
///   links to it (`[the track](route.gpx)`), the user's explicit choice.
/// - Anything else (a PDF, a text file) is copied as it is.
extension SiteAssembler {
    /// What each file of a bundle holds, by its path relative to the site folder, for the
    /// files whose name does not already say: a photo's extension sends it through the
    /// pipeline (which reads its content), and a `.gpx` is a route. One read of the first
    /// bytes of each other file.
    func bundleContents(_ files: [String], folder: String) -> [String: FileContent] {
        var contents: [String: FileContent] = [:]
        for file in files where !PhotoFiles.isProcessable(file) && !RouteFiles.isGPX(file) {
            let path = "\(folder)/\(file)"
            contents[path] = content(of: path)
        }
        return contents
    }

    /// What the file at a path relative to the site folder holds.
    func content(of path: String) -> FileContent {
        if let content { return content(path) }
        return FileContent.of(path: root.path + "/" + path)
    }

    /// Whether a site file is a photo: named as one (the pipeline then reads its content), or
    /// holding one whatever its name. `known` has the contents already read.
    func isPhoto(_ path: String, known: [String: FileContent] = [:]) -> Bool {
        PhotoFiles.isProcessable(path) || (known[path] ?? content(of: path)).isPhoto
    }

    /// Whether a bundle file is a photo a gallery shows without being asked: a web format
    /// (TIFF and camera raws are shown only where the journal asks).
    func isGalleryPhoto(_ path: String, known: [String: FileContent]) -> Bool {
        PhotoFiles.isProcessable(path) || known[path] == .photo(.web)
    }

    /// The bundle files copied as they are, and where the others would have been published
    /// with what they are (so that a link to one is told why it is not there).
    /// `withheld` (site paths) are neither copied nor reported: what only drafts link to.
    func bundleAssets(
        _ files: [String], folder: String, trip: Trip, contents: [String: FileContent], withheld: Set<String> = []
    ) -> (assets: [Asset], unpublished: [(String, String)]) {
        let linked = linkedFiles(trip.links, bundle: folder)
        var assets: [Asset] = []
        var unpublished: [(String, String)] = []
        for file in files {
            let path = "\(folder)/\(file)"
            if withheld.contains(path) { continue }
            let output = SiteURLs.tripFolder(trip.slug) + file
            if let what = Self.withheld(path, content: contents[path]), !linked.contains(path) || what == "a photo" {
                unpublished.append((output, what))
                continue
            }
            assets.append(Asset(outputPath: output, source: .file(path: root.path + "/" + path), origin: path))
        }
        return (assets, unpublished)
    }

    /// What a bundle file is, when it is not published as it is unless linked (a photo never
    /// is); nil for a file copied as it is.
    private static func withheld(_ path: String, content: FileContent?) -> String? {
        if PhotoFiles.isProcessable(path) { return "a photo" }
        if RouteFiles.isGPX(path) { return "a GPX track" }
        switch content {
        case .photo?: return "a photo"
        case .cameraRaw?: return "a camera's raw file"
        case .positions(let format)?: return "a \(format) file of positions"
        case .videoWithPosition?: return "a video that records the GPS position where it was filmed"
        case .other?, nil: return nil
        }
    }

    /// The files of the bundle `links` (a trip's or an entry's, not images) lead to: those
    /// its journal chose to publish as they are.
    func linkedFiles(_ links: [JournalLink], bundle: String) -> Set<String> {
        var linked: Set<String> = []
        for link in links where !link.isImage {
            let path = String(link.url.prefix { $0 != "?" && $0 != "#" }).removingPercentEncodingSafely
            guard !path.isEmpty, !path.hasPrefix("/"), !path.contains(":"),
                let normalized = LinkChecker.normalize("\(bundle)/\(path)"), normalized.hasPrefix(bundle + "/")
            else { continue }
            linked.insert(normalized)
        }
        return linked
    }
}
