import TripSiteStore

/// Every local photo the pages show, with its roles and the places that use it (for
/// diagnostics): trips' and entries' `photo:`, images in journals, entries and pages, and
/// galleries.
package struct PhotoUses {
    struct Reference: Hashable {
        var file: String
        var line: Int?
        /// As written (`hike.jpg`), for messages.
        var written: String
    }

    package struct Use {
        var roles: Set<PhotoRole> = []
        var references: [Reference] = []
        /// How many of the references use it in each role.
        package var counts: [PhotoRole: Int] = [:]
    }

    package private(set) var bySource: [String: Use] = [:]

    package init(_ site: Site) {
        for trip in site.trips {
            if let source = trip.photoSource {
                let written: String =
                    switch trip.photo {
                    case .bundle(let fileName): fileName
                    case .staticFile(let path): "/" + path
                    default: source
                    }
                add(source, .cover, Reference(file: trip.sourcePath, line: trip.photoLine, written: written))
            }
            addImages(trip.bodyHTML.images, sources: trip.imageSources, file: trip.sourcePath)
            addGallery(trip.gallery, file: trip.sourcePath)
            for entry in trip.entries { addEntry(entry) }
        }
        for page in site.pages {
            addImages(page.bodyHTML.images, sources: page.imageSources, file: page.sourcePath)
        }
    }

    /// An entry's photos: its `photo:`, its images and its gallery.
    private mutating func addEntry(_ entry: Entry) {
        if let source = entry.photoSource {
            let written: String =
                switch entry.photo {
                case .bundle(let fileName)?: fileName
                case .staticFile(let path)?: "/" + path
                default: source
                }
            add(source, .cover, Reference(file: entry.sourcePath, line: entry.photoLine, written: written))
        }
        addImages(entry.bodyHTML.images, sources: entry.imageSources, file: entry.sourcePath)
        addGallery(entry.gallery, file: entry.sourcePath)
    }

    /// A photo of a listed gallery is told at its line; one of the folder's own gallery is a
    /// file nobody wrote a line for, so the warning names the file itself.
    private mutating func addGallery(_ photos: [GalleryPhoto], file: String) {
        for photo in photos {
            let reference =
                photo.line == nil
                ? Reference(file: photo.source, line: nil, written: String(FileSystem.lastName(photo.source)))
                : Reference(file: file, line: photo.line, written: photo.source)
            add(photo.source, .gallery, reference)
        }
    }

    private mutating func addImages(_ images: [MarkdownImage], sources: [String: String], file: String) {
        for image in images {
            guard let source = sources[image.url] else { continue }
            // A photo of a gallery written in the text is a thumbnail that opens full size.
            add(source, image.inGallery ? .gallery : .body, Reference(file: file, line: image.line, written: image.url))
        }
    }

    private mutating func add(_ source: String, _ role: PhotoRole, _ reference: Reference) {
        bySource[source, default: Use()].roles.insert(role)
        bySource[source, default: Use()].references.append(reference)
        bySource[source, default: Use()].counts[role, default: 0] += 1
    }
}
