import TripSiteStore

extension SearchShards {
    /// Where the parts are written, in the output.
    package static let folder = SiteURLs.searchFolder + "index/"

    /// The index is carried whole inside the search page while its parts and manifest come
    /// to at most this many bytes: one file for a small journal.
    package static let embedLimit = 100_000

    /// `{"version":3, "trips":…, "activities":…, "pages":…, "entries":…, "group":…,
    /// "w":[[first token, name], …], "m":[…], "c":[catalog group names], "p": pages'
    /// catalog name or null}`. `entries` is the position of the first of the trips' entries
    /// among the pages (they come after the site's own pages): the script shows those apart.
    package var manifest: String {
        func chunks(_ table: Table) -> String {
            let names = chunkNames[table] ?? [:]
            return SearchJSON.array(
                (starts[table] ?? []).compactMap { start in
                    names[start].map { SearchJSON.array([SearchJSON.string(start), SearchJSON.string($0)]) }
                })
        }
        let entries = index.pages.firstIndex(where: \.isEntry) ?? index.pages.count
        return "{\"version\":3,\"trips\":\(index.trips.count),\"activities\":\(index.activities.count)"
            + ",\"pages\":\(index.pages.count),\"entries\":\(entries),\"group\":\(Self.groupSize)"
            + ",\"w\":\(chunks(.words)),\"m\":\(chunks(.more))"
            + ",\"c\":\(SearchJSON.array(groupNames.map { SearchJSON.string($0) }))"
            + ",\"p\":\(SearchJSON.string(pageCatalogName))}"
    }

    /// The manifest and every part in one JSON value, parts by name in name order:
    /// `{"manifest":…, "parts":{name: part, …}}`.
    package var bundle: String {
        let entries = parts.keys.sorted().map {
            SearchJSON.string($0) + ":" + Self.json(ofFile: parts[$0]!.file(named: $0), $0)
        }
        return "{\"manifest\":\(manifest),\"parts\":{\(entries.joined(separator: ","))}}"
    }

    /// Whether the whole index travels inside the search page.
    package var isEmbedded: Bool {
        // A text's file is longer than its words: only a journal whose words fit needs its
        // texts encoded to tell.
        let manifestBytes = manifest.utf8.count
        guard partBytes + textBytes + manifestBytes <= Self.embedLimit else { return false }
        let texts = parts.reduce(0) { sum, part in
            guard case .text = part.value else { return sum }
            return sum + part.value.file(named: part.key).utf8.count
        }
        return partBytes + texts + manifestBytes <= Self.embedLimit
    }

    /// The names of the parts that came and went since the last call (or since the index
    /// was made), and forgets them.
    package mutating func takeChanges() -> (added: Set<String>, removed: Set<String>) {
        defer { changes = ([], []) }
        return changes
    }

    /// `successor`, an index made from this one's tokens or anew, with the changes since the
    /// last `takeChanges()` of this one: a part this one has (or had, then) that it lacks
    /// went, and a part it has that this one had not then came.
    package func handingChanges(to successor: SearchShards) -> SearchShards {
        var successor = successor
        let then = Set(parts.keys).subtracting(changes.added).union(changes.removed)
        let now = Set(successor.parts.keys)
        successor.changes = (now.subtracting(then), then.subtracting(now))
        return successor
    }

    /// A part's file: a script that hands the part to the search page's script, which
    /// loads parts with `<script>` elements (they load from `file://` too, where `fetch`
    /// is refused).
    package static func file(_ name: String, _ json: String) -> String {
        filePrefix + SearchJSON.string(name) + "," + json + fileSuffix
    }

    /// `file(name, SearchJSON.string(text))` as bytes, made in one buffer.
    package static func fileBytes(_ name: String, text: String) -> [UInt8] {
        var bytes = Array(filePrefix.utf8)
        bytes.reserveCapacity(text.utf8.count + name.utf8.count + 24)
        SearchJSON.append(name, to: &bytes)
        bytes.append(UInt8(ascii: ","))
        SearchJSON.append(text, to: &bytes)
        bytes.append(contentsOf: fileSuffix.utf8)
        return bytes
    }

    /// What a part's file puts around its name and JSON.
    private static let filePrefix = "tripsiteSearch("
    private static let fileSuffix = ");\n"

    /// The JSON of a part's file.
    static func json(ofFile file: String, _ name: String) -> Substring {
        let prefix = filePrefix.utf8.count + SearchJSON.string(name).utf8.count + 1
        return Substring(file.utf8.dropFirst(prefix).dropLast(fileSuffix.utf8.count))
    }

    /// The output path of a part.
    package static func path(_ name: String) -> String { folder + name + ".js" }

    /// The name of the part at `path` (`path(_:)` undone), or nil for any other path.
    static func name(atPath path: String) -> String? {
        guard path.hasPrefix(folder), path.hasSuffix(".js") else { return nil }
        return String(path.dropFirst(folder.count).dropLast(3))
    }

    /// Moves chunk starts for boundary tokens that came or went, and re-encodes every chunk
    /// that holds a changed token or lost or gained tokens to a start.
    mutating func rechunk(_ table: Table, changed: Set<String>) {
        var dirty: Set<String> = []
        for token in changed {
            let starting = isBoundary(token, in: tables[table]!)
            var list = starts[table]!
            let at = Self.startIndex(of: token, in: list)
            let listed = at < list.count && list[at] == token
            if starting, !listed {
                list.insert(token, at: at)
                dirty.insert(list[at - 1])
            } else if !starting, listed {
                list.remove(at: at)
                dirty.insert(list[at - 1])
                if let name = chunkNames[table]?[token] {
                    chunkNames[table]?[token] = nil
                    release(name)
                }
            }
            starts[table] = list
        }
        let list = starts[table]!
        for token in changed { dirty.insert(list[max(0, Self.chunkIndex(of: token, in: list))]) }
        // Encoded on every core, then stored in order.
        let starts = dirty.sorted(by: SearchTable.precedes)
        // (A copy of the shards encodes; it is gone before they change, so none is copied.)
        let made = { [self] in parallelMap(starts, minimumCount: 16) { chunkPart(table, start: $0) } }()
        for (start, part) in zip(starts, made) {
            if let old = chunkNames[table]?[start] {
                chunkNames[table]?[start] = nil
                release(old)
            }
            if let part { chunkNames[table, default: [:]][start] = store(part) }
        }
    }
}
