/// The tokens of one searchable document (a trip, an activity, a page), each with how it
/// occurs (`Flags`), in two tables:
///
/// - `words`: the start of every word of the title (or name) and of the other fields
///   (subtitle, country, tags, season). Every query term looks here, one-letter terms too.
/// - `more`: what only longer terms find: every inner part of a field's words (so "fama"
///   finds "Alfama" in a title, as it always has), and every word of the text.
///
/// A query term matches a token it is a prefix of. Text in scripts written without spaces
/// (Han, kana) is indexed by overlapping pairs of characters, which the script looks up the
/// same way (`search.js`'s `keys`).
package struct SearchTokens: Equatable, Sendable {
    /// How a token occurs in a document; a document's flags for a token are the union of
    /// its occurrences'.
    package struct Flags: OptionSet, Hashable, Sendable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }

        /// Starts a word of the title (or the activity's name).
        package static let titleStart = Flags(rawValue: 1)
        /// Starts a word of another field.
        package static let fieldStart = Flags(rawValue: 2)
        /// Inside a word of the title.
        package static let titleInside = Flags(rawValue: 4)
        /// Inside a word of another field.
        package static let fieldInside = Flags(rawValue: 8)
        /// Starts a word of the text.
        package static let text = Flags(rawValue: 16)

        /// The title's word at `position`, for the first three: "the title starts with the
        /// query" is worked out from these.
        package static func titleWord(_ position: Int) -> Flags {
            position < 3 ? Flags(rawValue: 32 << position) : []
        }
    }

    package private(set) var words: [String: Flags] = [:]
    package private(set) var more: [String: Flags] = [:]

    package init() {}

    /// An ASCII word clipped to `maxTokenLength` (`SearchFolding.clipped`, counted in bytes).
    fileprivate static func clippedASCII(_ word: String) -> String {
        word.utf8.count > SearchFolding.maxTokenLength ? String(word.utf8.prefix(SearchFolding.maxTokenLength))! : word
    }

    /// A word split where it passes between a spaceless script and any other
    /// ("東京2020" → "東京", "2020").
    package static func scriptRuns(_ word: String) -> [String] {
        var runs: [String] = []
        var run = String.UnicodeScalarView()
        var runIsSpaceless: Bool?
        for scalar in word.unicodeScalars {
            let spaceless = SearchFolding.isSpaceless(scalar)
            if let current = runIsSpaceless, current != spaceless {
                runs.append(String(run))
                run = String.UnicodeScalarView()
            }
            run.append(scalar)
            runIsSpaceless = spaceless
        }
        if !run.isEmpty { runs.append(String(run)) }
        return runs
    }

    /// The tokens of one run: a spaceless run by each pair of characters (and its last
    /// character alone), any other as the clipped word.
    package static func keys(_ run: String) -> [String] {
        let scalars = Array(run.unicodeScalars)
        guard let first = scalars.first, SearchFolding.isSpaceless(first) else { return [SearchFolding.clipped(run)] }
        return scalars.indices.map { String(String.UnicodeScalarView(scalars[$0..<min($0 + 2, scalars.count)])) }
    }
}

/// Where a document's tokens go as it is read: a table of its own (`SearchTokens`, which an
/// edit compares before and after), or straight into the index's tables
/// (`SearchTableWriter`, a whole build), so both read a document the same way.
package protocol SearchTokenSink {
    /// Adds `flags` to those of `token` in the `words` table.
    mutating func addWord(_ token: String, _ flags: SearchTokens.Flags)
    /// Adds `flags` to those of `token` in the `more` table.
    mutating func addMore(_ token: String, _ flags: SearchTokens.Flags)
    /// Makes room for the words of a text of `bytes` UTF-8 bytes.
    mutating func reserveText(_ bytes: Int)
}

extension SearchTokens: SearchTokenSink {
    package mutating func addWord(_ token: String, _ flags: Flags) { words[token, default: []].formUnion(flags) }
    package mutating func addMore(_ token: String, _ flags: Flags) { more[token, default: []].formUnion(flags) }

    /// Room for the text's distinct words at once (about one per ten bytes of prose): grown
    /// from empty, the table would be rehashed again and again, every key hashed again each
    /// time.
    package mutating func reserveText(_ bytes: Int) { more.reserveCapacity(more.count + bytes / 10) }
}

extension SearchTokenSink {
    /// The title or an activity's name.
    package mutating func addTitle(_ text: String) {
        var position = 0
        SearchFolding.forEachWord(in: text) { word, isASCII in
            addField(word, isASCII: isASCII, start: [.titleStart, .titleWord(position)], inside: .titleInside)
            position += 1
        }
    }

    /// A field other than the title (subtitle, country, a tag, the season).
    package mutating func addField(_ text: String) {
        SearchFolding.forEachWord(in: text) { word, isASCII in
            addField(word, isASCII: isASCII, start: .fieldStart, inside: .fieldInside)
        }
    }

    /// The body's text: each word's start, or in spaceless scripts each pair of characters.
    ///
    /// A segment of the text (the bytes between two separators) adds the same tokens each
    /// time it occurs, all flagged `.text`, so each is folded and added once: a journal
    /// repeats most of its words, and making a string of each word and looking it up in the
    /// table would be most of the index's time.
    package mutating func addText(_ text: String) {
        reserveText(text.utf8.count)
        var seen = SegmentSet(expected: text.utf8.count / 16)
        SearchFolding.forEachSegment(in: text) { segment, isASCII in
            if seen.insert(segment) { addTextSegment(segment, isASCII: isASCII) }
        }
    }

    /// The tokens of one segment of a text (`SearchFolding.forEachSegment`).
    package mutating func addTextSegment(_ segment: UnsafeBufferPointer<UInt8>, isASCII: Bool) {
        SearchFolding.forEachWord(inSegment: segment, isASCII: isASCII) { word, isASCII in
            if isASCII {
                addMore(SearchTokens.clippedASCII(word), .text)
                return
            }
            guard SearchFolding.hasSpaceless(word) else {
                addMore(SearchFolding.clipped(word), .text)
                return
            }
            for part in SearchTokens.scriptRuns(word) {
                for key in SearchTokens.keys(part) { addMore(key, .text) }
            }
        }
    }

    /// A field's word: its start in `words`, each inner part of two letters or more (or of
    /// one spaceless character) in `more`.
    fileprivate mutating func addField(
        _ word: String, isASCII: Bool, start: SearchTokens.Flags, inside: SearchTokens.Flags
    ) {
        guard !isASCII else { return addASCIIField(word, start: start, inside: inside) }
        addWord(SearchFolding.clipped(word), start)
        let scalars = Array(word.unicodeScalars)
        guard scalars.count > 1 else { return }
        for offset in 1..<scalars.count where scalars.count - offset >= 2 || SearchFolding.isSpaceless(scalars[offset])
        {
            let end = min(scalars.count, offset + SearchFolding.maxTokenLength)
            let part = String(String.UnicodeScalarView(scalars[offset..<end]))
            addMore(part, inside)
        }
    }

    /// `addField` for an ASCII word, cut in its bytes: a scalar is a byte, and each part of
    /// up to 15 bytes is a string held inline, with no allocation.
    fileprivate mutating func addASCIIField(_ word: String, start: SearchTokens.Flags, inside: SearchTokens.Flags) {
        addWord(SearchTokens.clippedASCII(word), start)
        var word = word
        word.withUTF8 { bytes in
            guard bytes.count > 2 else { return }
            for offset in 1..<(bytes.count - 1) {
                let end = min(bytes.count, offset + SearchFolding.maxTokenLength)
                let part = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
                addMore(part, inside)
            }
        }
    }
}
