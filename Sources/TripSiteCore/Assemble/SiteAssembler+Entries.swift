/// The `model` stage's part for entries: a trip's entries, checked, with their photos
/// resolved, and what the trip takes from them (its dates, place and country when it gives
/// none, and a gallery without the photos they show).
extension SiteAssembler {
    /// Puts the parsed trip's entries in `trip`, in timeline order: drafts left out (unless
    /// asked for), entries sharing a slug left out with an error at each.
    func attachEntries(
        _ parsed: ParsedTrip, to trip: inout Trip, contents: [String: FileContent], diagnostics: inout Diagnostics
    ) {
        var entries = parsed.entries.compactMap(\.entry).filter { includeDrafts || !$0.isDraft }
        let shared = Dictionary(grouping: entries, by: \.slug).filter { $0.value.count > 1 }
        for (slug, group) in shared {
            let paths = group.map(\.sourcePath).sorted()
            for path in paths {
                // Compared as bytes: Swift's == holds for the same name in NFC and NFD, which
                // are two files on disk (and then the only two).
                let others = paths.filter { !$0.utf8.elementsEqual(path.utf8) }.map { other in
                    other == path ? "\(other) (the same name in another Unicode form)" : other
                }
                diagnostics.error(
                    "duplicate entry slug '\(slug)' in the trip: also \(others.joined(separator: ", "))", file: path,
                    line: 1)
            }
        }
        entries.removeAll { shared[$0.slug] != nil }
        // Each entry's parse result by its file, found once (a search of the results for each
        // entry was quadratic: 7.6 of the model stage's 7.8 s for a trip of 5,000 entries).
        var results: [String: EntryParser.Result] = [:]
        for result in parsed.entries {
            if let path = result.entry?.sourcePath, results[path] == nil { results[path] = result }
        }
        for (index, entry) in entries.enumerated() {
            let result = results[entry.sourcePath]!
            entries[index] = resolved(
                entry, photo: result.photoReference, gallery: result.gallery, trip: parsed.source, contents: contents,
                diagnostics: &diagnostics)
        }
        trip.entries = entries.sorted(by: Entry.timelineOrder)
        checkDates(of: trip, diagnostics: &diagnostics)
        takeDefaults(from: trip.entries, into: &trip)
        // The trip's own gallery leaves out what entries show and their folders' photos.
        let shown = Self.shownByEntries(trip.entries)
        let folders =
            parsed.source.bundleFolder.map { bundle in trip.entries.compactMap(\.folder).map { "\(bundle)/\($0)/" } }
            ?? []
        if !trip.galleryIsListed {
            let drafts = draftsShown(parsed, contents: contents)
            trip.gallery.removeAll { photo in
                shown.contains(photo.source) || drafts.contains(photo.source)
                    || folders.contains { photo.source.hasPrefix($0) }
            }
        }
    }

    /// An entry with its photo, images and gallery resolved against its folder (its
    /// sub-folder, or the trip's bundle folder). A sub-folder's cover file (`featured.jpg`,
    /// `BundleCover`) is its photo when no key names one.
    func resolved(
        _ entry: Entry, photo: PhotoReference?, gallery: [GalleryReference]?,
        trip: SiteSource.TripFile, contents: [String: FileContent], diagnostics: inout Diagnostics
    ) -> Entry {
        var entry = entry
        var photo = photo
        if photo == nil, let folder = entry.folder,
            let cover = BundleCover.file(
                in: (trip.bundleFiles ?? []).filter { $0.hasPrefix(folder + "/") }.map {
                    String($0.dropFirst(folder.count + 1))
                })
        {
            photo = PhotoReference(cover, line: nil)
            diagnostics.append(
                .note("'\(cover)' read as the entry's 'photo' (a theme's cover file)", file: entry.sourcePath))
        }
        let bundle = trip.bundleFolder.map { folder in entry.folder.map { "\(folder)/\($0)" } ?? folder }
        if let photo {
            let source = SiteSource.TripFile(
                file: SourceFile(path: entry.sourcePath, text: ""), slug: trip.slug, bundleFiles: nil,
                bundleFolder: bundle)
            entry.photo = resolvePhoto(photo.value, line: photo.line, trip: source, diagnostics: &diagnostics)
            entry.photoLine = photo.line
            entry.photoSource =
                switch entry.photo {
                case .bundle(let fileName)?:
                    bundle.map { "\($0)/\(fileName)" }.flatMap { isPhoto($0, known: contents) ? $0 : nil }
                case .staticFile(let path)? where isPhoto("static/\(path)"): "static/\(path)"
                default: nil
                }
        }
        entry.imageSources = imageSources(entry.bodyHTML.images, bundle: bundle, known: contents)
        let imageSources = entry.imageSources
        entry.links.removeAll { $0.isImage && imageSources[$0.url] != nil }
        if let gallery {
            entry.gallery = listedGallery(
                gallery, bundle: bundle, file: entry.sourcePath, known: contents, diagnostics: &diagnostics)
        } else if let folder = entry.folder, let tripFolder = trip.bundleFolder {
            let shown = Set(entry.imageSources.values).union(entry.photoSource.map { [$0] } ?? [])
            entry.gallery = (trip.bundleFiles ?? []).filter { $0.hasPrefix(folder + "/") }.sorted()
                .map { "\(tripFolder)/\($0)" }
                .filter { isGalleryPhoto($0, known: contents) && !shown.contains($0) }
                .map { GalleryPhoto(source: $0) }
        }
        return entry
    }

    /// A warning at each entry dated outside the trip's own `start`…`end`.
    private func checkDates(of trip: Trip, diagnostics: inout Diagnostics) {
        guard trip.start != nil || trip.end != nil else { return }
        for entry in trip.entries {
            let early = trip.start.map { entry.date < $0 } ?? false
            let late = trip.end.map { entry.date > $0 } ?? false
            guard early || late else { continue }
            let span = "\(trip.start?.iso ?? "…")…\(trip.end?.iso ?? "…")"
            diagnostics.warning(
                "the entry's date \(entry.date.iso) is outside its trip's dates (\(span) in \(trip.sourcePath))",
                file: entry.sourcePath, line: 1)
        }
    }

    /// The trip's `start` and `end` from its first and last entries, its place and country
    /// from its first entry that has one, where the trip gives none (and its season from the
    /// start so found).
    private func takeDefaults(from entries: [Entry], into trip: inout Trip) {
        guard let first = entries.first, let last = entries.last else { return }
        if trip.start == nil {
            trip.start = first.date
            if trip.season == nil { trip.season = Season(month: first.date.month) }
        }
        if trip.end == nil { trip.end = max(last.date, trip.start ?? last.date) }
        if trip.location == nil { trip.location = entries.first { $0.location != nil }?.location }
        if trip.country == nil { trip.country = entries.first { $0.country != nil }?.country }
    }

    /// The local photos entries show (their photos, images and galleries).
    static func shownByEntries(_ entries: [Entry]) -> Set<String> {
        var shown: Set<String> = []
        for entry in entries {
            if let source = entry.photoSource { shown.insert(source) }
            shown.formUnion(entry.imageSources.values)
            shown.formUnion(entry.gallery.map(\.source))
        }
        return shown
    }

    /// An entry called `book` (`2025-07-02-book.md`) would be written where the trip's book
    /// is published (`/trips/<slug>/book/`): an error at its file, while the trip has a book.
    func checkBookSlug(_ trip: Trip, diagnostics: inout Diagnostics) {
        guard config.book.publish, BookPage.hasBook(trip) else { return }
        let folder = SiteURLs.bookFolder(trip.slug)
        for entry in trip.entries where SiteURLs.entryFolder(entry.slug, of: trip.slug) == folder {
            diagnostics.error(
                "the entry's slug '\(entry.slug)' is where the trip's book is published (/\(folder)): "
                    + "rename the file, or set 'book: false' on the trip", file: entry.sourcePath, line: 1)
        }
    }
}
