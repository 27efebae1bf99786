/// The geography under route maps (the theme's `map/basemap.txt`, written by
/// `scripts/basemap`): land, lakes, rivers, country and first-level borders, and towns, in tiles of
/// 2° by 2°. Reading it only finds where each tile's lines are (one pass over its bytes); a
/// map decodes the tiles its
/// extent touches (`features(in:)`), clipped to that extent. Lines that cannot be read are
/// skipped: a map then lacks that stretch, nothing else.
package struct Basemap: Sendable {
    /// A town: where it is, how many live there, its country (ISO 3166-1 alpha-2) and name.
    package struct Place: Sendable, Equatable {
        package var coordinate: Coordinate
        package var population: Int
        package var country: String
        package var name: String
    }

    /// What lies in an extent: rings of land and of lakes (fill with evenodd), stretches of
    /// river and of border, and towns, most populous first.
    package struct Features: Sendable {
        package var land: [[Coordinate]] = []
        package var lakes: [[Coordinate]] = []
        package var rivers: [[Coordinate]] = []
        package var countryBorders: [[Coordinate]] = []
        package var regionBorders: [[Coordinate]] = []
        package var places: [Place] = []

        package var isEmpty: Bool {
            land.isEmpty && lakes.isEmpty && rivers.isEmpty && countryBorders.isEmpty && regionBorders.isEmpty
                && places.isEmpty
        }
    }

    /// A box of latitudes and longitudes (west < east; no box crosses the 180th meridian).
    package struct Extent: Sendable, Equatable {
        package var south: Double
        package var west: Double
        package var north: Double
        package var east: Double

        package init(south: Double, west: Double, north: Double, east: Double) {
            self.south = south
            self.west = west
            self.north = north
            self.east = east
        }

        func contains(_ point: Coordinate) -> Bool {
            (south...north).contains(point.latitude) && (west...east).contains(point.longitude)
        }
    }

    static let tileSize = 2
    static let scale = 1000.0

    let bytes: [UInt8]
    /// Whom the data is from, to be shown with every map drawn on it (its `C` line).
    package let credit: String
    /// Each tile's lines, as a range of `bytes`, by its south-west corner.
    let tiles: [TileKey: Range<Int>]

    struct TileKey: Hashable {
        var longitude: Int
        var latitude: Int
    }

    package init(text: String) {
        self.init(bytes: Array(text.utf8))
    }

    /// Finds where each tile's lines are: one pass over the bytes, nothing decoded.
    package init(bytes: [UInt8]) {
        self.bytes = bytes
        var tiles: [TileKey: Range<Int>] = [:]
        var current: (key: TileKey, start: Int)?
        var credit = ""
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            if end - start > 2, bytes[start + 1] == UInt8(ascii: "\t") {
                let lineEnd = bytes[end - 1] == UInt8(ascii: "\r") ? end - 1 : end
                let line = String(decoding: bytes[start..<lineEnd], as: UTF8.self)
                if bytes[start] == UInt8(ascii: "T") {
                    if let current { tiles[current.key] = current.start..<start }
                    current = Self.tileKey(line).map { ($0, end + 1) }
                } else if bytes[start] == UInt8(ascii: "C") {
                    credit = String(line.dropFirst(2))
                }
            }
            start = end + 1
        }
        if let current { tiles[current.key] = current.start..<max(current.start, bytes.count) }
        self.tiles = tiles
        self.credit = credit
    }

    private static func tileKey(_ line: String) -> TileKey? {
        let fields = line.split(separator: "\t")
        guard fields.count == 3, let longitude = Int(fields[1]), let latitude = Int(fields[2]) else { return nil }
        return TileKey(longitude: longitude, latitude: latitude)
    }

    /// Whether it holds any tile.
    package var isEmpty: Bool { tiles.isEmpty }

    /// The features of the tiles `extent` touches, clipped to it.
    package func features(in extent: Extent) -> Features {
        var features = Features()
        let size = Double(Self.tileSize)
        let firstLongitude = Int((extent.west / size).rounded(.down)) * Self.tileSize
        let firstLatitude = Int((extent.south / size).rounded(.down)) * Self.tileSize
        for latitude in stride(from: firstLatitude, to: Int(extent.north.rounded(.up)), by: Self.tileSize) {
            for longitude in stride(from: firstLongitude, to: Int(extent.east.rounded(.up)), by: Self.tileSize) {
                let key = TileKey(longitude: longitude, latitude: latitude)
                guard let range = tiles[key] else { continue }
                let text = String(decoding: bytes[range], as: UTF8.self)
                // Lines may end in CRLF (a file saved on Windows), one Character in Swift.
                read(text.split(whereSeparator: \.isNewline), tile: key, into: &features, extent: extent)
            }
        }
        features.places.sort { $0.population > $1.population }
        return features
    }

    /// Every lake piece (a lake is cut at its tiles' edges) at least `degrees` across, for
    /// a map of the whole world: one pass over the bytes, decoding only the lakes' lines.
    package func lakes(atLeast degrees: Double) -> [[Coordinate]] {
        var lakes: [[Coordinate]] = []
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            if end - start > 2, bytes[start] == UInt8(ascii: "W"), bytes[start + 1] == UInt8(ascii: "\t"),
                let ring = Self.points(
                    Substring(String(decoding: bytes[start..<end], as: UTF8.self)).trimmingSuffix("\r")),
                ring.count > 2
            {
                let latitudes = ring.map(\.latitude)
                let longitudes = ring.map(\.longitude)
                let span = max(
                    (latitudes.max() ?? 0) - (latitudes.min() ?? 0), (longitudes.max() ?? 0) - (longitudes.min() ?? 0))
                if span >= degrees { lakes.append(ring) }
            }
            start = end + 1
        }
        return lakes
    }

    private func read(_ tileLines: [Substring], tile: TileKey, into features: inout Features, extent: Extent) {
        for line in tileLines {
            guard let kind = line.first else { continue }
            switch kind {
            case "F": add(BasemapClip.ring(Self.box(tile), to: extent), to: &features.land)
            case "L": add(Self.points(line).map { BasemapClip.ring($0, to: extent) } ?? [], to: &features.land)
            case "W": add(Self.points(line).map { BasemapClip.ring($0, to: extent) } ?? [], to: &features.lakes)
            case "R": features.rivers += Self.points(line).map { BasemapClip.line($0, to: extent) } ?? []
            case "B": features.countryBorders += Self.points(line).map { BasemapClip.line($0, to: extent) } ?? []
            case "S": features.regionBorders += Self.points(line).map { BasemapClip.line($0, to: extent) } ?? []
            case "P":
                if let place = Self.place(line), extent.contains(place.coordinate) { features.places.append(place) }
            default: continue
            }
        }
    }

    private func add(_ ring: [Coordinate], to rings: inout [[Coordinate]]) {
        if ring.count >= 3 { rings.append(ring) }
    }

    /// A tile all of land, as a ring.
    static func box(_ tile: TileKey) -> [Coordinate] {
        let (west, south) = (Double(tile.longitude), Double(tile.latitude))
        let (east, north) = (west + Double(tileSize), south + Double(tileSize))
        return [
            Coordinate(latitude: south, longitude: west), Coordinate(latitude: south, longitude: east),
            Coordinate(latitude: north, longitude: east), Coordinate(latitude: north, longitude: west),
        ]
    }

    /// A line's points: `x,y` thousandths of a degree, then deltas; nil when malformed.
    static func points(_ line: Substring) -> [Coordinate]? {
        guard let tab = line.firstIndex(of: "\t") else { return nil }
        var x = 0
        var y = 0
        var points: [Coordinate] = []
        for pair in line[line.index(after: tab)...].split(separator: " ") {
            guard let comma = pair.firstIndex(of: ","), let dx = Int(pair[..<comma]),
                let dy = Int(pair[pair.index(after: comma)...])
            else { return nil }
            x += dx
            y += dy
            points.append(Coordinate(latitude: Double(y) / scale, longitude: Double(x) / scale))
        }
        return points
    }

    static func place(_ line: Substring) -> Place? {
        let fields = line.split(separator: "\t", maxSplits: 4)
        guard fields.count == 5, let point = points(Substring("P\t" + fields[1]))?.first,
            let population = Int(fields[2])
        else {
            return nil
        }
        return Place(coordinate: point, population: population, country: String(fields[3]), name: String(fields[4]))
    }
}

extension Substring {
    /// The text without `suffix` at its end, once.
    fileprivate func trimmingSuffix(_ suffix: String) -> Substring { hasSuffix(suffix) ? dropLast(suffix.count) : self }
}
