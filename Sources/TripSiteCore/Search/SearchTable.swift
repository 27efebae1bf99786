/// One table of the search index (`SearchTokens.words` or `.more`): every token, in order,
/// with the documents it occurs in. A posting packs a document and its flags into one
/// integer (`SearchPosting`), so a token's postings are one sorted array.
///
/// Tokens sort by their UTF-8 bytes, which is the order of their code points: the order
/// `search.js` binary-searches the manifest in.
package struct SearchTable: Sendable {
    package private(set) var postings = TokenPostings()
    /// Every token, sorted.
    package private(set) var tokens: [String] = []

    package init() {}

    /// Adds one occurrence of `token` in the document `key`, which is the last document
    /// added (keys only grow): its flags join that document's posting if the token has one.
    /// `sort()` once all are in.
    package mutating func add(_ token: String, _ flags: SearchTokens.Flags, key: UInt64) {
        let posting = SearchPosting.make(key, flags)
        postings.modify(token) { $0.merge(posting) }
    }

    /// Adds every posting of `other`, whose documents all come after this table's.
    package mutating func append(contentsOf other: SearchTable) {
        if postings.isEmpty {
            postings = other.postings
            return
        }
        postings.reserveCapacity(max(postings.count, other.postings.count))
        other.postings.forEachToken { token, hash, list in
            postings.modify(token, hash: hash) { $0.append(contentsOf: list) }
        }
    }

    /// Puts the tokens in order, after `add` or `append(contentsOf:)`.
    package mutating func sort() {
        tokens = postings.tokens.sorted(by: Self.precedes)
    }

    /// Replaces a document's tokens (`old`, as it was indexed) by `new`, keeping every list
    /// sorted; returns the tokens whose postings changed.
    package mutating func replace(
        _ key: UInt64, old: [String: SearchTokens.Flags], new: [String: SearchTokens.Flags]
    ) -> Set<String> {
        var changed: Set<String> = []
        for (token, flags) in old where new[token] != flags {
            changed.insert(token)
            guard var list = postings[token], let at = Self.position(of: key, in: list).found else { continue }
            list.remove(at: at)
            if list.isEmpty {
                postings[token] = nil
                if let index = tokenIndex(token).found { tokens.remove(at: index) }
            } else {
                postings[token] = list
            }
        }
        for (token, flags) in new where old[token] != flags {
            changed.insert(token)
            let posting = SearchPosting.make(key, flags)
            if var list = postings[token] {
                list.insert(posting, at: Self.position(of: key, in: list).index)
                postings[token] = list
            } else {
                postings[token] = [posting]
                tokens.insert(token, at: tokenIndex(token).index)
            }
        }
        return changed
    }

    /// This table with each trip's postings, and its activities', moved to the position
    /// `positions` gives the trip (dropped where it gives nil); pages' kept. `positions` must
    /// keep the order of the trips it keeps, so every list stays sorted.
    package func moved(_ positions: [Int?]) -> SearchTable {
        var table = SearchTable()
        table.postings.reserveCapacity(postings.count)
        table.tokens.reserveCapacity(tokens.count)
        for token in tokens {
            let old = postings[token]!
            var list: [UInt64] = []
            list.reserveCapacity(old.count)
            for posting in old {
                guard SearchPosting.kind(posting) != .page else {
                    list.append(posting)
                    continue
                }
                if let position = positions[SearchPosting.major(posting)] {
                    list.append(SearchPosting.moving(posting, to: position))
                }
            }
            if !list.isEmpty {
                table.postings[token] = list
                table.tokens.append(token)
            }
        }
        return table
    }

    /// Adds documents whose keys are not in the table, keeping every list and the tokens sorted.
    package mutating func insert(_ documents: [(key: UInt64, tokens: [String: SearchTokens.Flags])]) {
        var touched: Set<String> = []
        var added: [String] = []
        for document in documents {
            for (token, flags) in document.tokens {
                let posting = SearchPosting.make(document.key, flags)
                if !postings.contains(token) { added.append(token) }
                postings.modify(token) { $0.append(posting) }
                touched.insert(token)
            }
        }
        // A posting's key is in its high bits: sorting the integers sorts by document.
        for token in touched { postings.modify(token) { $0.sort() } }
        tokens = Self.merged(tokens, added.sorted(by: Self.precedes))
    }

    /// Two sorted lists of distinct tokens as one sorted list.
    private static func merged(_ a: [String], _ b: [String]) -> [String] {
        guard !b.isEmpty else { return a }
        var result: [String] = []
        result.reserveCapacity(a.count + b.count)
        var (i, j) = (0, 0)
        while i < a.count, j < b.count {
            if precedes(a[i], b[j]) {
                result.append(a[i])
                i += 1
            } else {
                result.append(b[j])
                j += 1
            }
        }
        result += a[i...]
        result += b[j...]
        return result
    }

    /// Where `token` is in `tokens`, or where it would go.
    package func tokenIndex(_ token: String) -> (index: Int, found: Int?) {
        let low = tokens.partitionPoint { !Self.precedes($0, token) }
        return (low, low < tokens.count && tokens[low] == token ? low : nil)
    }

    /// Where the posting of document `key` is in a sorted list, or where it would go.
    private static func position(of key: UInt64, in list: [UInt64]) -> (index: Int, found: Int?) {
        let low = list.partitionPoint { SearchPosting.key($0) >= key }
        return (low, low < list.count && SearchPosting.key(list[low]) == key ? low : nil)
    }

    /// Byte order of UTF-8, which is code point order.
    package static func precedes(_ a: String, _ b: String) -> Bool {
        var a = a
        var b = b
        return a.withUTF8 { x in b.withUTF8 { y in x.lexicographicallyPrecedes(y) } }
    }
}

/// A posting: which document (kind, trip or page, activity) and how the token occurs in it.
/// Documents order by kind (trips, activities, pages), then by position.
package enum SearchPosting {
    package enum Kind: UInt64 {
        case trip = 0
        case activity = 1
        case page = 2
    }

    /// The key of a document: a trip or page by its position, an activity by its trip's
    /// position and its own in the trip.
    package static func key(_ kind: Kind, _ major: Int, _ minor: Int = 0) -> UInt64 {
        kind.rawValue << 54 | UInt64(major) << 20 | UInt64(minor)
    }

    static func make(_ key: UInt64, _ flags: SearchTokens.Flags) -> UInt64 { key << 8 | UInt64(flags.rawValue) }
    static func key(_ posting: UInt64) -> UInt64 { posting >> 8 }
    package static func flags(_ posting: UInt64) -> UInt8 { UInt8(truncatingIfNeeded: posting) }
    static func kind(_ posting: UInt64) -> Kind { Kind(rawValue: posting >> 62) ?? .page }
    static func major(_ posting: UInt64) -> Int { Int((posting >> 28) & 0x3_FFFF_FFFF) }
    static func minor(_ posting: UInt64) -> Int { Int((posting >> 8) & 0xF_FFFF) }

    /// The posting of the same trip (or the same activity of it) at trip position `major`.
    static func moving(_ posting: UInt64, to major: Int) -> UInt64 {
        posting & ~(0x3_FFFF_FFFF << 28) | UInt64(major) << 28
    }
}

extension [UInt64] {
    /// Appends `posting`, or joins its flags to the last posting's if that is of the same
    /// document.
    fileprivate mutating func merge(_ posting: UInt64) {
        if let last = self.last, SearchPosting.key(last) == SearchPosting.key(posting) {
            self[count - 1] = last | posting
        } else {
            append(posting)
        }
    }
}
