import TripSiteGeo

// A trip as the parse stage leaves it, and the values it holds. Each type's fields in
// declaration order, the same in `write` and `init`.

extension TripParser.Result: StoreCodable {
    package func write(to writer: inout StoreWriter) {
        writer.write(trip)
        writer.write(photoReference.map { StoredLine(text: $0.value, line: $0.line) })
        writer.write(diagnostics)
        writer.write(gallery)
        writer.write(gpx)
    }

    package init(from reader: inout StoreReader) throws(StoreReader.Corrupt) {
        let trip: Trip? = try reader.read()
        let photo: StoredLine? = try reader.read()
        self.init(
            trip: trip, photoReference: photo.map { ($0.text, $0.line) }, diagnostics: try reader.read(),
            gallery: try reader.read(), gpx: try reader.read())
    }
}

/// A front-matter value and its line (`photo:`), which the result keeps
/// as a tuple.
struct StoredLine: StoreCodable {
    var text: String
    var line: Int?

    package func write(to writer: inout StoreWriter) {
        writer.write(text)
        writer.write(line)
    }

    init(text: String, line: Int?) {
        self.text = text
        self.line = line
    }

    package init(from reader: inout StoreReader) throws(StoreReader.Corrupt) {
        self.init(text: try reader.read(), line: try reader.read())
    }
}

extension Trip: StoreCodable {
    package func write(to writer: inout StoreWriter) { writer.write(fields) }

    package init(from reader: inout StoreReader) throws(StoreReader.Corrupt) {
        self.init(fields: try reader.read())
    }
}

extension Trip.Fields: StoreCodable {
    package func write(to writer: inout StoreWriter) {
        writeSource(to: &writer)
        writer.write(bodyHTML)
        writer.write(bodyText)
        writer.write(activities)
        writer.write(bundleFiles)
        writer.write(links)
        writer.write(photoSource)
        writer.write(photoLine)
        writer.write(StoredEntry.sorted(imageSources))
        writer.write(gallery)
        writer.write(galleryIsListed)
        writer.write(StoredEntry.sorted(params))
    }

    /// The fields up to the journal: where the trip is from and what its front matter says.
    private func writeSource(to writer: inout StoreWriter) {
        writer.write(slug)
        writer.write(sourcePath)
        writer.write(title)
        writer.write(subtitle)
        writer.write(country)
        writer.write(location)
        writer.write(routes)
        writer.write(routeDistance)
        writer.write(routeClimb)
        writer.write(photo)
        writer.write(season?.rawValue)
        writer.write(start)
        writer.write(end)
        writer.write(created)
        writer.write(posted)
        writer.write(declaredDistance)
        writer.write(tags)
        writer.write(isFeatured)
        writer.write(isDraft)
        writer.write(travelledMark)
        writer.write(isTravelled)
    }

    /// Read in `write`'s order: Swift evaluates the arguments from left to right.
    package init(from reader: inout StoreReader) throws(StoreReader.Corrupt) {
        self.init(
            slug: try reader.read(), sourcePath: try reader.read(), title: try reader.read(),
            subtitle: try reader.read(), country: try reader.read(), location: try reader.read(),
            routes: try reader.read(), routeDistance: try reader.read(), routeClimb: try reader.read(),
            photo: try reader.read(), season: try Self.season(try reader.read()), start: try reader.read(),
            end: try reader.read(), created: try reader.read(), posted: try reader.read(),
            declaredDistance: try reader.read(), tags: try reader.read(), isFeatured: try reader.read(),
            isDraft: try reader.read(), travelledMark: try reader.read(),
            isTravelled: try reader.read(), bodyHTML: try reader.read(), bodyText: try reader.read(),
            activities: try reader.read(), bundleFiles: try reader.read(), links: try reader.read(),
            photoSource: try reader.read(), photoLine: try reader.read(),
            imageSources: try StoredEntry.dictionary(try reader.read()),
            gallery: try reader.read(), galleryIsListed: try reader.read(),
            params: try StoredEntry.dictionary(try reader.read()))
    }

    private static func season(_ name: String?) throws(StoreReader.Corrupt) -> Season? {
        guard let name else { return nil }
        guard let season = Season(rawValue: name) else { throw StoreReader.Corrupt() }
        return season
    }
}

/// One entry of a dictionary (`imageSources`, `params`), written in key order.
struct StoredEntry<Value: StoreCodable>: StoreCodable {
    var key: String
    var value: Value

    init(key: String, value: Value) {
        self.key = key
        self.value = value
    }

    package func write(to writer: inout StoreWriter) {
        writer.write(key)
        writer.write(value)
    }

    package init(from reader: inout StoreReader) throws(StoreReader.Corrupt) {
        self.init(key: try reader.read(), value: try reader.read())
    }

    /// A dictionary's entries in key order (so a shard's bytes do not depend on hashing).
    static func sorted(_ dictionary: [String: Value]) -> [StoredEntry] {
        dictionary.sorted { $0.key < $1.key }.map { StoredEntry(key: $0.key, value: $0.value) }
    }

    /// The entries as a dictionary; a key written twice is damage.
    static func dictionary(_ entries: [StoredEntry]) throws(StoreReader.Corrupt) -> [String: Value] {
        var dictionary: [String: Value] = [:]
        // Not for none: `reserveCapacity(0)` gives an empty dictionary storage of its own.
        if !entries.isEmpty { dictionary.reserveCapacity(entries.count) }
        for entry in entries where dictionary.updateValue(entry.value, forKey: entry.key) != nil {
            throw StoreReader.Corrupt()
        }
        return dictionary
    }
}

extension ParamValue: StoreCodable {
    package func write(to writer: inout StoreWriter) {
        switch self {
        case .text(let text):
            writer.unsigned(0)
            writer.write(text)
        case .bool(let flag):
            writer.unsigned(1)
            writer.write(flag)
        case .integer(let number):
            writer.unsigned(2)
            writer.write(number)
        case .number(let number):
            writer.unsigned(3)
            writer.write(number)
        case .list(let values):
            writer.unsigned(4)
            writer.write(values)
        case .map(let values):
            writer.unsigned(5)
            writer.write(StoredEntry.sorted(values))
        case .null: writer.unsigned(6)
        }
    }

    package init(from reader: inout StoreReader) throws(StoreReader.Corrupt) {
        switch try reader.unsigned() {
        case 0: self = .text(try reader.read())
        case 1: self = .bool(try reader.read())
        case 2: self = .integer(try reader.read())
        case 3: self = .number(try reader.read())
        case 4: self = .list(try reader.read())
        case 5:
            self = .map(try StoredEntry.dictionary(try reader.read()))
        case 6: self = .null
        default: throw StoreReader.Corrupt()
        }
    }
}

extension Photo: StoreCodable {
    package func write(to writer: inout StoreWriter) {
        switch self {
        case .bundle(let fileName):
            writer.unsigned(0)
            writer.write(fileName)
        case .staticFile(let path):
            writer.unsigned(1)
            writer.write(path)
        case .remote(let url):
            writer.unsigned(2)
            writer.write(url)
        case .placeholder:
            writer.unsigned(3)
        }
    }

    package init(from reader: inout StoreReader) throws(StoreReader.Corrupt) {
        switch try reader.unsigned() {
        case 0: self = .bundle(fileName: try reader.read())
        case 1: self = .staticFile(path: try reader.read())
        case 2: self = .remote(url: try reader.read())
        case 3: self = .placeholder
        default: throw StoreReader.Corrupt()
        }
    }
}

extension Day: StoreCodable {
    package func write(to writer: inout StoreWriter) {
        writer.write(year)
        writer.write(month)
        writer.write(day)
    }

    package init(from reader: inout StoreReader) throws(StoreReader.Corrupt) {
        guard let day = Day(year: try reader.read(), month: try reader.read(), day: try reader.read()) else {
            throw StoreReader.Corrupt()
        }
        self = day
    }
}

extension Place: StoreCodable {
    package func write(to writer: inout StoreWriter) {
        writer.write(name)
        writer.write(coordinate)
    }

    package init(from reader: inout StoreReader) throws(StoreReader.Corrupt) {
        self.init(name: try reader.read(), coordinate: try reader.read())
    }
}

extension Coordinate: StoreCodable {
    package func write(to writer: inout StoreWriter) {
        writer.write(latitude)
        writer.write(longitude)
    }

    package init(from reader: inout StoreReader) throws(StoreReader.Corrupt) {
        self.init(latitude: try reader.read(), longitude: try reader.read())
    }
}

extension RouteReference: StoreCodable {
    package func write(to writer: inout StoreWriter) {
        writer.write(source)
        writer.write(line)
        writer.write(alternative)
        writer.write(name)
        writer.write(waypoints)
    }

    package init(from reader: inout StoreReader) throws(StoreReader.Corrupt) {
        self.init(
            source: try reader.read(), line: try reader.read(), alternative: try reader.read(), name: try reader.read(),
            waypoints: try reader.read())
    }
}

extension TripParser.GPXEntry: StoreCodable {
    package func write(to writer: inout StoreWriter) {
        writer.write(name)
        writer.write(line)
        writer.write(alternative)
        writer.write(label)
        writer.write(waypoints)
    }

    package init(from reader: inout StoreReader) throws(StoreReader.Corrupt) {
        self.init(
            name: try reader.read(), line: try reader.read(), alternative: try reader.read(), label: try reader.read(),
            waypoints: try reader.read())
    }
}

extension GalleryPhoto: StoreCodable {
    package func write(to writer: inout StoreWriter) {
        writer.write(source)
        writer.write(caption)
        writer.write(line)
    }

    package init(from reader: inout StoreReader) throws(StoreReader.Corrupt) {
        self.init(source: try reader.read(), caption: try reader.read(), line: try reader.read())
    }
}

extension GalleryReference: StoreCodable {
    package func write(to writer: inout StoreWriter) {
        writer.write(file)
        writer.write(caption)
        writer.write(line)
    }

    package init(from reader: inout StoreReader) throws(StoreReader.Corrupt) {
        self.init(file: try reader.read(), caption: try reader.read(), line: try reader.read())
    }
}
