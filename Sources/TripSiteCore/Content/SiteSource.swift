/// Everything the `load` stage read from the site folder, as values. Later stages never
/// touch the disk for content; only the writer and asset copies do.
package struct SiteSource: Sendable {
    package struct TripFile: Sendable {
        package var file: SourceFile
        package var slug: String
        /// For a bundle (`content/trips/<slug>/index.md`): the other files in its folder,
        /// relative to it.
        package var bundleFiles: [String]?
        /// The bundle folder or nil, relative to the site folder.
        package var bundleFolder: String?
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
        return file
    }
}
