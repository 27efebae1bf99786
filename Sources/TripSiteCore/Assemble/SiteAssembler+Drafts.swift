/// The `model` stage's rule for draft entries: a draft is left out whole unless `--drafts`
/// asks for it, whatever form it takes. A sub-folder entry's folder (its photos, tickets,
/// tracks) publishes nothing and fills no gallery; a photo that only a single-file draft
/// shows is in no gallery; a file that only drafts link to is not copied.
extension SiteAssembler {
    /// The draft entries left out of this build: none with `--drafts`.
    func leftOutDrafts(_ parsed: ParsedTrip) -> [Entry] {
        includeDrafts ? [] : parsed.entries.compactMap(\.entry).filter(\.isDraft)
    }

    /// The trip's bundle files (relative to its folder) without those in a left-out draft
    /// entry's own sub-folder.
    func publishableBundleFiles(_ parsed: ParsedTrip) -> [String]? {
        guard let files = parsed.source.bundleFiles else { return nil }
        let folders = leftOutDrafts(parsed).compactMap(\.folder).map { $0 + "/" }
        guard !folders.isEmpty else { return files }
        return files.filter { file in !folders.contains { file.hasPrefix($0) } }
    }

    /// The photos (site paths) left-out drafts show: their photos and images, resolved as a
    /// published entry's would be (what that reports is not this build's to say).
    func draftsShown(_ parsed: ParsedTrip, contents: [String: FileContent]) -> Set<String> {
        var ignored = Diagnostics()
        let drafts = leftOutDrafts(parsed).map { entry in
            let result = parsed.entries.first { $0.entry?.sourcePath == entry.sourcePath }
            return resolved(
                entry, photo: result?.photoReference, gallery: nil, trip: parsed.source, contents: contents,
                diagnostics: &ignored)
        }
        return Self.shownByEntries(drafts)
    }

    /// The files of the trip's folder (site paths) that left-out drafts link to and that
    /// neither the trip nor a published entry links to: not copied.
    func linkedOnlyByDrafts(_ parsed: ParsedTrip, trip: Trip) -> Set<String> {
        guard let bundle = parsed.source.bundleFolder else { return [] }
        let drafts = leftOutDrafts(parsed)
        guard !drafts.isEmpty else { return [] }
        func linked(_ entries: [Entry]) -> Set<String> {
            entries.reduce(into: Set<String>()) { found, entry in
                let folder = entry.folder.map { "\(bundle)/\($0)" } ?? bundle
                found.formUnion(linkedFiles(entry.links, bundle: folder))
            }
        }
        let published = linkedFiles(trip.links, bundle: bundle).union(linked(trip.entries))
        return linked(drafts).subtracting(published)
    }
}
