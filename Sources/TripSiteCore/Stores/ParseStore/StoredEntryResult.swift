import TripSiteStore

/// An entry file's result and what it was parsed from: its path, its name's slug and date,
/// its sub-folder and its text's key (`ParseCache.entry` takes it only for the same).
package struct StoredEntryResult: Codable, Sendable {
    package var path: String
    package var slug: String
    package var nameDate: Day?
    package var folder: String?
    package var key: ContentKey
    package var result: EntryParser.Result

    package init(
        path: String, slug: String, nameDate: Day?, folder: String?, key: ContentKey, result: EntryParser.Result
    ) {
        self.path = path
        self.slug = slug
        self.nameDate = nameDate
        self.folder = folder
        self.key = key
        self.result = result
    }
}
