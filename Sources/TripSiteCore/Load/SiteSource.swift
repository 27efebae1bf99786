/// Everything the `load` stage read from the site folder, as values. Later stages never
/// touch the disk for content; only the writer and asset copies do.
package struct SiteSource: Sendable {
    package struct TripFile: Sendable {
        package var file: SourceFile
        package var slug: String
        /// The leading date of its file's or folder's name (`2019-03-05-iceland.md`, as
        /// Jekyll names posts): its `start` when the front matter gives none.
        package var nameDate: Day?
        /// For a bundle (`content/trips/<slug>/index.md`): the other files in its folder,
        /// relative to it.
        package var bundleFiles: [String]?
        /// The bundle folder or nil, relative to the site folder.
        package var bundleFolder: String?
        /// The bundle's entries: its other Markdown files and its sub-folders' `index.md`.
        package var entries: [EntryFile] = []
    }

    /// An entry of a trip bundle (`Entry`), as found on disk.
    package struct EntryFile: Sendable {
        package var file: SourceFile
        /// The file's (or sub-folder's) name without its extension and leading date.
        package var slug: String
        /// The leading date of that name (`2025-06-03-lago.md`), the entry's default date.
        package var nameDate: Day?
        /// Its sub-folder in the bundle (`day-2`), nil for a file beside `index.md`.
        package var folder: String?

        package init(file: SourceFile, slug: String, nameDate: Day?, folder: String?) {
            self.file = file
            self.slug = slug
            self.nameDate = nameDate
            self.folder = folder
        }
    }

    package struct PageFile: Sendable {
        package var file: SourceFile
        var slug: String
    }

    package var config: SourceFile
    /// `content/goals.yml`, if the site has one.
    package var goals: SourceFile?
    package var trips: [TripFile]
    package var pages: [PageFile]
    /// Files under `static/`, relative to it, sorted.
    package var staticFiles: [String]
    /// Files of the site's own theme folder (`themes/<name>/`), relative to it, sorted.
    var themeFiles: [String]
    /// Names of the folders under `themes/`.
    package var themeFolders: [String]
    /// The strings files: the site's `i18n/*.yml` and each theme folder's
    /// (`themes/<name>/i18n/*.yml`), which `StringCatalog` reads for the site's language.
    package var stringFiles: [SourceFile] = []

    /// This source without its content files' texts, once they are parsed: the later stages
    /// of a build read only paths and names, and a large journal's texts would stay in
    /// memory for nothing.
    func withoutTexts() -> SiteSource {
        var source = self
        source.trips = trips.map(\.withoutText)
        for index in source.pages.indices { source.pages[index].file.text = "" }
        return source
    }
}

extension SiteSource.TripFile {
    /// The file without its text, which parsing has read.
    var withoutText: Self {
        var file = self
        file.file.text = ""
        for index in file.entries.indices { file.entries[index].file.text = "" }
        return file
    }
}
