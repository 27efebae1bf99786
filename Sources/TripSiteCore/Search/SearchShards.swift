import TripSiteStore

/// The search index as the parts the search page loads, so a query fetches only what it
/// needs, as Pagefind's index does:
///
/// - **chunks** of each token table (`SearchTable`): runs of tokens in order with their
///   postings, about `chunkTarget` bytes each. Whether a chunk starts at a token depends on
///   the token alone (its hash, weighed against the size of its postings: a token with
///   long postings nearly always starts one), so an edit changes only the chunks of the
///   tokens it touches (content-defined chunking);
/// - **catalog** groups: what a result row shows (title, second line, URL, the name of its
///   text) for `groupSize` trips in reading order, with their activities; pages in one;
/// - **texts**: each trip's and page's words, for the passage shown under a result;
/// - the **manifest**: the first token and name of every chunk and the names of the
///   catalog groups. It is small, and the search page carries it.
///
/// Every part is named by a hash of its content, so a browser may cache it for ever and a
/// changed journal never meets a stale part. A small journal's parts all travel inside the
/// search page (`bundle`).
///
/// `replaceTrips` and `updated(to:)` patch changed trips in (the preview server's edits, a
/// warm build), re-encoding only the parts they change; the result is what a full build
/// makes (a test holds it to that).
package struct SearchShards: Sendable {
    /// Trips per catalog group.
    package static let groupSize = 32

    package var index: SearchIndex
    package internal(set) var tables: [Table: SearchTable] = [:]
    /// Each table's chunk starts: "" (the first) and every boundary token, sorted.
    var starts: [Table: [String]] = [:]
    /// The size a chunk aims at, in bytes of JSON.
    package static let chunkTarget = 16_384
    /// Every part by name: its file (`file(_:_:)`: the part's JSON in a script), kept as the
    /// file so writing it copies nothing, or for a text the words it is encoded from when
    /// written (`Content`).
    package internal(set) var parts: [String: Content] = [:]
    /// How many times each part is named (two trips with one text share its part).
    package internal(set) var references: [String: Int] = [:]
    /// The bytes of every part kept as its file.
    package internal(set) var partBytes = 0
    /// The bytes of the words of every text part: each one's file is longer.
    var textBytes = 0
    /// Parts that came and went since `takeChanges()`.
    var changes: (added: Set<String>, removed: Set<String>) = ([], [])
    /// The name of each chunk by table and first token, of each catalog group, of each
    /// trip's and page's text.
    var chunkNames: [Table: [String: String]] = [:]
    var groupNames: [String] = []
    var pageCatalogName: String?
    package internal(set) var textNames: [String?] = []
    var pageTextNames: [String?] = []

    /// The two token tables.
    package enum Table: String, CaseIterable, Sendable {
        case words = "w"
        case more = "m"
    }

    package init(index: SearchIndex) {
        self.init(
            index: index, tables: Self.tables(index), textParts: parallelMap(index.trips) { Self.textPart($0.text) })
    }

    /// The index from its tables and its trips' text parts, made before (`moved(to:)` keeps
    /// most of them).
    init(index: SearchIndex, tables: [Table: SearchTable], textParts: [Part?]) {
        self.index = index
        self.tables = tables
        for table in Table.allCases {
            let built = tables[table]!
            starts[table] = [""] + built.tokens.filter { isBoundary($0, in: built) }
        }
        // Parts are encoded and hashed on every core, then stored in order (a journal's
        // entries are thousands of pages, each with its text).
        textNames = textParts.map { $0.map { store($0) } }
        let pageParts = parallelMap(index.pages, minimumCount: 64) { Self.textPart($0.text) }
        pageTextNames = pageParts.map { $0.map { store($0) } }
        for table in Table.allCases {
            let shards = self
            let chunks = parallelMap(starts[table]!, minimumCount: 16) { shards.chunkPart(table, start: $0) }
            for (start, part) in zip(starts[table]!, chunks) {
                if let part { chunkNames[table, default: [:]][start] = store(part) }
            }
        }
        let shards = self
        groupNames = parallelMap(Array(0..<groupCount), minimumCount: 16) { shards.groupPart($0) }.map { store($0) }
        pageCatalogName = encodePages()
    }

    /// The index without its token tables, which only patching reads: a build that makes
    /// the index once writes its parts and lets the tables go (every token of the site,
    /// with its postings).
    package func encodedOnly() -> SearchShards {
        var shards = self
        shards.tables = [:]
        return shards
    }

    /// Whether a chunk starts at `token`: with a chance of its entry's size in
    /// `chunkTarget`, decided by its hash, so chunks come to about `chunkTarget` bytes.
    func isBoundary(_ token: String, in table: SearchTable) -> Bool {
        guard let postings = table.postings[token] else { return false }
        // About the bytes of the entry: trips as gaps up to the size of a bitmap, activities
        // and pages as gaps with their flags.
        let trips = postings.prefix { SearchPosting.kind($0) == .trip }.count
        let weight =
            16 + token.utf8.count + min(4 * trips, index.trips.count / 6 + 8) + 7 * (postings.count - trips)
        return Int(XXH64.hash(token) % 65_536) * Self.chunkTarget < weight * 65_536
    }

    private var groupCount: Int { (index.trips.count + Self.groupSize - 1) / Self.groupSize }

    // MARK: - Tokens of each document

    /// Both tables of every document: trips and then activities, each in runs tokenised on
    /// every core straight into the tables (`SearchTableWriter`); then pages.
    private static func tables(_ index: SearchIndex) -> [Table: SearchTable] {
        var tables = SearchTableWriter()
        tables.add(index.trips, run: 512) { writer, position, trip in
            writer.key = SearchPosting.key(.trip, position)
            addTokens(of: trip, to: &writer)
        }
        tables.add(index.activities, run: 2048) { writer, _, activity in
            writer.key = SearchPosting.key(.activity, activity.trip, activity.ordinal)
            writer.addTitle(activity.name)
        }
        for (position, page) in index.pages.enumerated() {
            tables.key = SearchPosting.key(.page, position)
            addTokens(of: page, to: &tables)
        }
        tables.words.sort()
        tables.more.sort()
        return [.words: tables.words, .more: tables.more]
    }

    /// A trip's tokens: its title, its other fields (the season also by its other name),
    /// its text.
    package static func tokens(_ trip: SearchIndex.TripEntry) -> SearchTokens {
        var tokens = SearchTokens()
        addTokens(of: trip, to: &tokens)
        return tokens
    }

    static func addTokens<Sink: SearchTokenSink>(of trip: SearchIndex.TripEntry, to sink: inout Sink) {
        sink.addTitle(trip.title)
        for field in [trip.subtitle, trip.country, trip.season].compactMap({ $0 }) + trip.tags {
            sink.addField(field)
        }
        if let season = trip.season, SearchFolding.words(season) == ["fall"] { sink.addField("autumn") }
        sink.addText(trip.text)
    }

    /// An activity's tokens: its name, as a title.
    package static func tokens(_ activity: SearchIndex.ActivityEntry) -> SearchTokens {
        var tokens = SearchTokens()
        tokens.addTitle(activity.name)
        return tokens
    }

    /// A page's tokens: its title, its description, its text.
    package static func tokens(_ page: SearchIndex.PageEntry) -> SearchTokens {
        var tokens = SearchTokens()
        addTokens(of: page, to: &tokens)
        return tokens
    }

    static func addTokens<Sink: SearchTokenSink>(of page: SearchIndex.PageEntry, to sink: inout Sink) {
        sink.addTitle(page.title)
        if let description = page.description { sink.addField(description) }
        sink.addText(page.text)
    }

    // MARK: - Encoding parts

    /// A part named by its content, with its file: made apart from storing it, so parts can
    /// be made on every core.
    struct Part: Sendable {
        let name: String
        let content: Content

        init(_ prefix: String, _ json: String) {
            name = Self.name(prefix, json)
            content = .file(SearchShards.file(name, json))
        }

        /// A text's part, named by its words (the file is a function of them). Its file is
        /// made when it is written: kept encoded until then, the texts would add to the
        /// build's peak memory beside the same words in the model.
        init(text: String) {
            name = Self.name("t", text)
            content = .text(text)
        }

        /// A part stored before.
        init(name: String, content: Content) {
            self.name = name
            self.content = content
        }

        private static func name(_ prefix: String, _ content: String) -> String {
            var content = content
            let hash = content.withUTF8 { XXH64.hash(buffer: UnsafeRawBufferPointer($0)) }
            return prefix + "-" + String(String(hash, radix: 36).prefix(10))
        }
    }

    /// What a part is kept as: its file, or a text's words.
    package enum Content: Sendable, Equatable {
        case file(String)
        case text(String)

        /// The file of the part named `name`.
        package func file(named name: String) -> String {
            switch self {
            case .file(let file): file
            case .text(let text): SearchShards.file(name, SearchJSON.string(text))
            }
        }

    }

    /// Stores a part under the name its content gives it, and returns the name.
    @discardableResult
    mutating func store(_ prefix: String, _ json: String) -> String {
        store(Part(prefix, json))
    }

    /// Stores a part made before, and returns its name.
    mutating func store(_ part: Part) -> String {
        references[part.name, default: 0] += 1
        if parts[part.name] == nil {
            parts[part.name] = part.content
            switch part.content {
            case .file(let file): partBytes += file.utf8.count
            case .text(let text): textBytes += text.utf8.count
            }
            if changes.removed.remove(part.name) == nil { changes.added.insert(part.name) }
        }
        return part.name
    }

    /// Stores a text, nil when empty.
    mutating func addText(_ text: String) -> String? {
        Self.textPart(text).map { store($0) }
    }

    /// A text's part, nil when empty.
    static func textPart(_ text: String) -> Part? {
        text.isEmpty ? nil : Part(text: text)
    }

    /// The tokens of the chunk that begins at `start`, up to the next chunk's start.
    private func chunkTokens(_ table: Table, start: String) -> ArraySlice<String> {
        let all = tables[table]!
        let list = starts[table]!
        let at = Self.startIndex(of: start, in: list)
        let from = start.isEmpty ? 0 : all.tokenIndex(start).index
        let to = at + 1 < list.count ? all.tokenIndex(list[at + 1]).index : all.tokens.count
        return all.tokens[from..<to]
    }

    /// The part of the chunk that begins at `start`; nil when it has no tokens.
    func chunkPart(_ table: Table, start: String) -> Part? {
        let tokens = chunkTokens(table, start: start)
        guard !tokens.isEmpty else { return nil }
        let postings = tables[table]!.postings
        let entries = tokens.map { entry($0, postings[$0] ?? []) }
        return Part(table.rawValue, SearchJSON.array(entries))
    }

    /// One token's entry in a chunk: `[token, trips, activities, pages]`. Trips come in
    /// groups by flags, `[flags, list, flags, list, …]`, each list the trips' positions as
    /// gaps from the previous one, or as a bitmap (`SearchBitmap`) where that is shorter;
    /// activities as (gap from the previous one's trip, position in the trip, flags)
    /// triples; pages as (position, flags) pairs. Empty lists at the end are left out.
    func entry(_ token: String, _ postings: [UInt64]) -> String {
        var trips: [UInt8: [Int]] = [:]
        var activities: [Int] = []
        var pages: [Int] = []
        var previousActivityTrip = 0
        for posting in postings {
            let flags = SearchPosting.flags(posting)
            let major = SearchPosting.major(posting)
            switch SearchPosting.kind(posting) {
            case .trip:
                trips[flags, default: []].append(major)
            case .activity:
                activities += [major - previousActivityTrip, SearchPosting.minor(posting), Int(flags)]
                previousActivityTrip = major
            case .page:
                pages += [major, Int(flags)]
            }
        }
        let groups = trips.keys.sorted().flatMap { flags in
            [String(flags), SearchBitmap.list(trips[flags]!, of: index.trips.count)]
        }
        var lists = [SearchJSON.array(groups), SearchJSON.numbers(activities), SearchJSON.numbers(pages)]
        while lists.count > 1, lists.last == "[]" { lists.removeLast() }
        return SearchJSON.array([SearchJSON.string(token)] + lists)
    }

    /// Encodes catalog group `group`: each trip as `[title, detail, url, text, activities]`,
    /// each activity as `[name, done, url]`.
    mutating func encodeGroup(_ group: Int) -> String {
        store(groupPart(group))
    }

    /// The part of catalog group `group` (`encodeGroup`).
    func groupPart(_ group: Int) -> Part {
        let range = group * Self.groupSize..<min(index.trips.count, (group + 1) * Self.groupSize)
        // Activities are in trip order: the group's are one run, found by binary search
        // (a filter over every activity for each group would be quadratic).
        let first = index.activities.partitionPoint { $0.trip >= range.lowerBound }
        let end = index.activities.partitionPoint { $0.trip >= range.upperBound }
        let activities = Dictionary(grouping: index.activities[first..<end], by: \.trip)
        let entries = range.map { position in
            let trip = index.trips[position]
            let rows = (activities[position] ?? []).map {
                SearchJSON.array([SearchJSON.string($0.name), $0.done ? "1" : "0", SearchJSON.string($0.url)])
            }
            return SearchJSON.array([
                SearchJSON.string(trip.title), SearchJSON.string(SearchIndex.detail(trip)),
                SearchJSON.string(trip.url), SearchJSON.string(textNames[position]), SearchJSON.array(rows),
            ])
        }
        return Part("c", SearchJSON.array(entries))
    }

    /// Encodes the pages' catalog: each page as `[title, description, url, text]`; nil without pages.
    mutating func encodePages() -> String? {
        guard !index.pages.isEmpty else { return nil }
        let entries = index.pages.enumerated().map { position, page in
            SearchJSON.array([
                SearchJSON.string(page.title), SearchJSON.string(page.description), SearchJSON.string(page.url),
                SearchJSON.string(pageTextNames[position]),
            ])
        }
        return store("p", SearchJSON.array(entries))
    }

    /// Drops one naming of a part, and the part once nothing names it (two trips with the
    /// same text share its part).
    mutating func release(_ name: String) {
        guard let count = references[name] else { return }
        guard count <= 1 else {
            references[name] = count - 1
            return
        }
        references[name] = nil
        switch parts.removeValue(forKey: name) {
        case .file(let file): partBytes -= file.utf8.count
        case .text(let text): textBytes -= text.utf8.count
        case nil: break
        }
        if changes.added.remove(name) == nil { changes.removed.insert(name) }
    }

    /// Position of the chunk start `start` in `list`.
    static func startIndex(of start: String, in list: [String]) -> Int {
        list.partitionPoint { !SearchTable.precedes($0, start) }
    }

    /// Position of the chunk a token belongs to: the last start at or before it.
    static func chunkIndex(of token: String, in list: [String]) -> Int {
        let at = startIndex(of: token, in: list)
        return at < list.count && list[at] == token ? at : at - 1
    }
}
