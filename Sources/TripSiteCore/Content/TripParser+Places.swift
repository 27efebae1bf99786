import TripSiteGeo
import Yams

extension TripParser {
    /// `country:`: an ISO 3166-1 code or a country's name in one of the interface languages
    /// (`CountryNames`). Any other text is a warning at its line and no country: the trip
    /// (or entry) then counts toward no country badge, map or country page.
    static func readCountry(_ fields: inout YAMLFields) -> String? {
        guard let node = fields.peek("country"), let country = fields.string("country")?.trimmingSpaces(),
            !country.isEmpty
        else { return nil }
        guard CountryNames.code(for: country) != nil else {
            fields.warning(
                "'\(country)' is not a country TripSite knows: write its ISO 3166 code (NO) or its name in English, "
                    + "French, German, Spanish, Japanese or Arabic (Norway); until then it counts as no country",
                at: node)
            return nil
        }
        return country
    }

    /// `location: Lisbon`, or `location: {name: Lisbon, lat: 38.71, lon: -9.14}`. A position
    /// needs both numbers, each in range; a bad one is an error at its line.
    static func readLocation(_ fields: inout YAMLFields) -> Place? {
        guard let node = fields.node("location") else { return nil }
        if let scalar = node.scalar {
            let name = scalar.string.trimmingSpaces()
            return name.isEmpty ? nil : Place(name: name)
        }
        guard let mapping = node.mapping else {
            fields.error(
                "'location' must be a name or a mapping, e.g. location: {name: Lisbon, lat: 38.71, lon: -9.14}",
                at: node)
            return nil
        }
        var entry = YAMLFields(mapping: mapping, file: fields.file, lineOffset: fields.lineOffset)
        let name = entry.string("name")?.trimmingSpaces()
        let latitude = coordinate("lat", range: -90...90, in: &entry)
        let longitude = coordinate("lon", range: -180...180, in: &entry)
        for (key, line, column) in entry.unusedKeys {
            entry.diagnosticsError("unknown key 'location.\(key)' (known: name, lat, lon)", line: line, column: column)
        }
        var place = Place(name: name?.isEmpty == false ? name : nil)
        switch (latitude, longitude) {
        case (.some(let latitude), .some(let longitude)):
            place.coordinate = Coordinate(latitude: latitude, longitude: longitude)
        case (.some, nil) where entry.line(ofKey: "lon") == nil, (nil, .some) where entry.line(ofKey: "lat") == nil:
            entry.error("'location' needs both 'lat' and 'lon' for a position", at: node)
        default: break
        }
        fields.merge(entry)
        return place.name == nil && place.coordinate == nil ? nil : place
    }

    /// `location.lat` or `location.lon`: a plain number within `range`.
    private static func coordinate(_ key: String, range: ClosedRange<Double>, in fields: inout YAMLFields) -> Double? {
        guard let node = fields.node(key) else { return nil }
        if let scalar = node.scalar, scalar.style == .plain, let value = Double(scalar.string), value.isFinite,
            range.contains(value)
        {
            return value
        }
        let bound = Int(range.upperBound)
        fields.error(
            "'location.\(key)' must be a number from −\(bound) to \(bound) (decimal degrees), not '\(node.scalar?.string ?? "a list")'",
            at: node)
        return nil
    }

    /// One `gpx:` file: its name in the trip's folder, its line, whether it is an
    /// alternative (drawn, not counted) and the name its legend shows.
    package struct GPXEntry: Hashable, Codable, Sendable {
        package var name: String
        package var line: Int?
        package var alternative = false
        package var label: String?
        /// The waypoints to draw, by name, whatever their kind; nil for those worth a mark.
        package var waypoints: [String]?

        package init(
            name: String, line: Int?, alternative: Bool = false, label: String? = nil, waypoints: [String]? = nil
        ) {
            self.name = name
            self.line = line
            self.alternative = alternative
            self.label = label
            self.waypoints = waypoints
        }
    }

    /// `gpx: route.gpx`, `gpx: [day1.gpx, day2.gpx]`, and in the list
    /// `{file: alt.gpx, alternative: true, name: Over the ridge, waypoints: [Col, Hut]}`: GPX
    /// files in the trip's folder, each with its line.
    static func readGPX(_ fields: inout YAMLFields) -> [GPXEntry] {
        guard let node = fields.node("gpx") else { return [] }
        let items = node.scalar.map { _ in [node] } ?? node.sequence.map(Array.init) ?? []
        if items.isEmpty, node.sequence == nil {
            fields.error("'gpx' must be a file name or a list of them, e.g. gpx: [day1.gpx, day2.gpx]", at: node)
        }
        var entries: [GPXEntry] = []
        for item in items {
            if let mapping = item.mapping {
                var entry = YAMLFields(mapping: mapping, file: fields.file, lineOffset: fields.lineOffset)
                let read = gpxFile(entry.string("file"), at: item, in: &entry).map { name in
                    GPXEntry(
                        name: name, line: fields.line(of: item), alternative: entry.bool("alternative") ?? false,
                        label: entry.string("name")?.trimmingSpaces(),
                        waypoints: entry.node("waypoints") != nil ? entry.strings("waypoints") : nil)
                }
                for (key, line, column) in entry.unusedKeys {
                    entry.diagnosticsError(
                        "unknown key 'gpx.\(key)' (known: file, alternative, name, waypoints)", line: line,
                        column: column)
                }
                fields.merge(entry)
                if var read {
                    if read.label?.isEmpty == true { read.label = nil }
                    entries.append(read)
                }
            } else if let name = gpxFile(item.scalar?.string, at: item, in: &fields) {
                entries.append(GPXEntry(name: name, line: fields.line(of: item)))
            }
        }
        return entries
    }

    /// A file name in the trip's folder, or nil with an error.
    private static func gpxFile(_ text: String?, at item: Yams.Node, in fields: inout YAMLFields) -> String? {
        guard let name = text?.trimmingSpaces(), !name.isEmpty, !name.hasPrefix("/"),
            !name.split(separator: "/").contains("..")
        else {
            fields.error(
                "'gpx' lists file names in the trip's folder, like route.gpx, or {file: alt.gpx, alternative: true}",
                at: item)
            return nil
        }
        return name
    }
}
