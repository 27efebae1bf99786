// A trip's entries as the parse stage leaves them, kept with their trip's stored result.
// Each type's fields in declaration order, the same in `write` and `init`.

/// An entry file's result and what it was parsed from: its path, its name's slug and date,
/// its sub-folder and its text's key (`ParseCache.entry` takes it only for the same).
package struct StoredEntryResult: StoreCodable, Sendable {
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

    package func write(to writer: inout StoreWriter) {
        writer.write(path)
        writer.write(slug)
        writer.write(nameDate)
        writer.write(folder)
        writer.write(key)
        writer.write(result)
    }

    package init(from reader: inout StoreReader) throws(StoreReader.Corrupt) {
        self.init(
            path: try reader.read(), slug: try reader.read(), nameDate: try reader.read(), folder: try reader.read(),
            key: try reader.read(), result: try reader.read())
    }
}

extension EntryParser.Result: StoreCodable {
    package func write(to writer: inout StoreWriter) {
        writer.write(entry)
        writer.write(photoReference.map { StoredLine(text: $0.value, line: $0.line) })
        writer.write(gallery)
        writer.write(diagnostics)
    }

    package init(from reader: inout StoreReader) throws(StoreReader.Corrupt) {
        let entry: Entry? = try reader.read()
        let photo: StoredLine? = try reader.read()
        self.init(
            entry: entry, photoReference: photo.map { ($0.text, $0.line) }, gallery: try reader.read(),
            diagnostics: try reader.read())
    }
}

extension Entry: StoreCodable {
    package func write(to writer: inout StoreWriter) {
        writer.write(slug)
        writer.write(sourcePath)
        writer.write(title)
        writer.write(date)
        writer.write(time)
        writer.write(location)
        writer.write(country)
        writer.write(tags)
        writer.write(isDraft)
        writer.write(bodyHTML)
        writer.write(bodyText)
        writer.write(summary)
        writer.write(links)
        writer.write(folder)
        writer.write(photo)
        writer.write(photoSource)
        writer.write(photoLine)
        writer.write(StoredEntry.sorted(imageSources))
        writer.write(gallery)
        writer.write(StoredEntry.sorted(params))
    }

    /// Read in `write`'s order: each statement reads the next field.
    package init(from reader: inout StoreReader) throws(StoreReader.Corrupt) {
        let slug: String = try reader.read()
        let sourcePath: String = try reader.read()
        let title: String? = try reader.read()
        let date: Day = try reader.read()
        let time: String? = try reader.read()
        let location: Place? = try reader.read()
        let country: String? = try reader.read()
        let tags: [String] = try reader.read()
        let isDraft: Bool = try reader.read()
        self.init(slug: slug, sourcePath: sourcePath, date: date, bodyHTML: try reader.read())
        (self.title, self.time, self.location, self.country, self.tags, self.isDraft) =
            (title, time, location, country, tags, isDraft)
        bodyText = try reader.read()
        summary = try reader.read()
        links = try reader.read()
        folder = try reader.read()
        photo = try reader.read()
        photoSource = try reader.read()
        photoLine = try reader.read()
        imageSources = try StoredEntry.dictionary(try reader.read())
        gallery = try reader.read()
        params = try StoredEntry.dictionary(try reader.read())
    }
}
