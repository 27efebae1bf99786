import Foundation
import PropertyBased

typealias FuzzRNG = any SeededRandomNumberGenerator

/// Building blocks of fuzz inputs. Inputs are built from a grammar of the formats (front
/// matter keys and values, Markdown blocks, YAML shapes, request paths) and then mutated
/// byte by byte, so most of them get past the first check and reach the code behind it.
enum FuzzText {
    /// A text generator with a shrinker that drops lines, then halves, then bytes, so a
    /// failing input found by `propertyCheck` is reported small.
    static func generator(_ make: @Sendable @escaping (inout FuzzRNG) -> String) -> Generator<String, [String]> {
        Generator(run: { rng in capped(make(&rng)) }, shrink: { text in shrink(text) })
    }

    @Sendable static func shrink(_ text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        var candidates: [String] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.count > 1 {
            let half = lines.count / 2
            candidates.append(lines[..<half].joined(separator: "\n"))
            candidates.append(lines[half...].joined(separator: "\n"))
            for index in lines.indices.prefix(48) {
                var fewer = lines
                fewer.remove(at: index)
                candidates.append(fewer.joined(separator: "\n"))
            }
        }
        let bytes = Array(text.utf8)
        candidates.append(String(decoding: bytes.prefix(bytes.count / 2), as: UTF8.self))
        candidates.append(String(decoding: bytes.dropLast(), as: UTF8.self))
        return candidates.filter { $0.utf8.count < text.utf8.count }
    }

    static func capped(_ text: String) -> String {
        let bytes = text.utf8
        guard bytes.count > FuzzBudget.maxInputBytes else { return text }
        return String(decoding: bytes.prefix(FuzzBudget.maxInputBytes), as: UTF8.self)
    }

    // MARK: - Random choices

    static func roll(_ count: Int, _ rng: inout FuzzRNG) -> Int {
        count <= 1 ? 0 : Int(rng.next() % UInt64(count))
    }

    static func chance(_ percent: Int, _ rng: inout FuzzRNG) -> Bool { roll(100, &rng) < percent }

    static func pick<T>(_ items: [T], _ rng: inout FuzzRNG) -> T { items[roll(items.count, &rng)] }

    static func repeated(_ range: ClosedRange<Int>, _ rng: inout FuzzRNG, _ part: (inout FuzzRNG) -> String) -> [String]
    {
        let count = range.lowerBound + roll(range.count, &rng)
        return (0..<count).map { _ in part(&rng) }
    }

    // MARK: - Words and odd text

    static let words = [
        "Kona", "deep", "dive", "Zürich", "Hawaiʻi", "café", "Snorkel", "with", "the", "manta", "rays",
        "x", "Activities", "activities", "2025-06-03", "title", "---", "...", "#", "*", "_", "[x]", "[ ]", "|", "`",
    ]

    /// Text a careful fuzzer would try: markup, control characters, bidi overrides, astral
    /// and combining characters, entity-looking text, URL schemes.
    static let oddities = [
        "<script>alert(1)</script>", "<b>bold</b>", "</title><script>x</script>", "\"><img src=x onerror=alert(1)>",
        "' onmouseover='x", "&amp;", "&lt;", "&#0;", "&#x110000;", "javascript:alert(1)", "JaVaScRiPt:x",
        "data:text/html,<b>",
        "vbscript:x", "\u{0}", "\u{7}", "\u{8}", "\u{B}", "\u{C}", "\u{1B}[2J", "\u{1B}]0;PWNED\u{7}", "\u{7F}",
        "\u{85}",
        "\u{202E}evil\u{202C}", "\u{2066}", "\u{200D}", "\u{FEFF}", "\u{FFFD}", "\u{FFFE}", "\u{2028}", "\u{2029}",
        "👩‍👩‍👧‍👦", "🇯🇵", "e\u{301}\u{301}\u{301}", "\u{600}(", "ﷺ", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢", "漢字", "パリ", "Ø", "\t", "\r", "\r\n", "\\",
        "%00", "%2e%2e", "../", "~", "`", "``", "***", "___", "[link](javascript:alert(1))",
        "![i](data:image/png;base64,AA)",
        "<https://example.com>", "www.example.com", "[^1]", "[^1]: note", "\u{1F600}",
        String(repeating: "a", count: 300),
        String(repeating: "é", count: 100), String(repeating: "(", count: 50), String(repeating: "[", count: 40),
    ]

    static func word(_ rng: inout FuzzRNG) -> String {
        chance(6, &rng) ? pick(oddities, &rng) : pick(words, &rng)
    }

    static func phrase(_ rng: inout FuzzRNG, words count: ClosedRange<Int> = 1...5) -> String {
        repeated(count, &rng, word).joined(separator: " ")
    }

    static let validDates = [
        "2025-06-03", "2024-02-29", "2025-06-03T10:00:00Z", "2025-06-03 10:00", "0001-01-01", "2030-12-31",
    ]

    static func date(_ rng: inout FuzzRNG, valid: Bool = false) -> String {
        if valid { return pick(validDates, &rng) }
        return pick(
            [
                "2025-06-03", "2024-02-29", "2023-02-29", "2025-13-45", "2025-6-3", "0000-01-01", "9999-12-31",
                "10000-01-01",
                "2025-06-03T10:00:00Z", "2025-06-03 10:00", "2025-06-03t10:00:00.5+02:00", "2025-06-03X", "2025/06/03",
                "99999999999999999999-01-01", "-2025-01-01", "２０２５-０６-０３", "2025-06-31", "", "1e3", "now",
            ], &rng)
    }

    // MARK: - YAML

    /// A scalar in one of YAML's many spellings.
    static func scalar(_ rng: inout FuzzRNG) -> String {
        scalar(&rng, blocks: true)
    }

    /// `blocks: false` leaves out the multi-line forms, for values inside other blocks.
    static func scalar(_ rng: inout FuzzRNG, blocks: Bool) -> String {
        let text = phrase(&rng, words: 1...3)
        switch roll(blocks ? 16 : 8, &rng) {
        case 0: return date(&rng)
        case 1:
            return pick(
                ["true", "false", "yes", "no", "on", "off", "~", "null", "Null", "\"true\"", "'false'", "TRUE"], &rng)
        case 2:
            return pick(
                ["0", "-1", "12", "3.5", "1e400", "0x1F", "0o17", ".inf", "-.nan", "99999999999999999999999"], &rng)
        case 3:
            return "\"" + text.replacingOccurrences(of: "\"", with: "\\\"")
                + pick(["\\x0c", "\\e", "\\u2028", "\\0", "\\t", "\\U0001F600", "\\x", ""], &rng) + "\""
        case 4: return "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
        case 5: return "[" + repeated(0...4, &rng, { plain(phrase(&$0, words: 1...2)) }).joined(separator: ", ") + "]"
        case 6:
            return "{"
                + repeated(0...3, &rng, { "\(key(&$0)): \(plain(phrase(&$0, words: 1...2)))" }).joined(separator: ", ")
                + "}"
        case 7 where !blocks: return plain(text)
        case 7:
            return "|\n  " + phrase(&rng).trimmingCharacters(in: .whitespacesAndNewlines) + "\n  "
                + phrase(&rng).trimmingCharacters(in: .whitespacesAndNewlines)
        case 8: return ">-\n  " + phrase(&rng)
        case 9:
            return pick(
                ["&anchor value", "*anchor", "!!binary aGVsbG8=", "!!int x", "!!str 12", "!custom x", "? complex"], &rng
            )
        case 10:
            return "\n" + repeated(1...4, &rng, { "  - " + plain(phrase(&$0, words: 1...2)) }).joined(separator: "\n")
        case 11:
            return "\n"
                + repeated(1...3, &rng, { "  \(key(&$0)): \(plain(phrase(&$0, words: 1...2)))" }).joined(
                    separator: "\n")
        case 12: return ""
        default: return plain(text)
        }
    }

    /// Text as a YAML plain scalar, single-quoted when YAML would read it as something else.
    static func plain(_ text: String) -> String {
        let indicators: Set<Character> = [
            "-", "#", "`", "*", "&", "!", "|", ">", "[", "]", "{", "}", "%", "@", "?", ":", ",", "'", "\"", " ",
        ]
        guard let first = text.first, !indicators.contains(first), !text.contains(": "), !text.contains(" #"),
            !text.hasSuffix(":"),
            !text.contains(where: \.isNewline)
        else {
            return "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
        }
        return text
    }

    static let tripKeys = [
        "title", "subtitle", "country", "photo", "season", "start", "end", "created", "tags", "featured", "draft",
        "description",
    ]

    static func key(_ rng: inout FuzzRNG) -> String {
        pick(
            tripKeys + ["activities", "unknown", "Title", "title ", "\"title\"", "<<", "? x", "tïtle", "id", "rule"],
            &rng)
    }

    /// One `key: value` line (or block) of front matter.
    static func frontMatterEntry(_ rng: inout FuzzRNG) -> String {
        frontMatterEntry(key(&rng), &rng)
    }

    /// A value of the right shape for `name` (the file may still fail elsewhere).
    static func validEntry(_ name: String, _ rng: inout FuzzRNG) -> String {
        switch name {
        case "season": return "season: " + pick(["summer", "fall", "autumn", "winter", "spring"], &rng)
        case "start", "created": return "\(name): \(date(&rng, valid: true))"
        case "end": return "end: 2031-01-01"
        case "featured", "draft": return "\(name): \(pick(["true", "false"], &rng))"
        case "tags":
            return "tags: [" + repeated(0...3, &rng, { plain(phrase(&$0, words: 1...2)) }).joined(separator: ", ") + "]"
        case "activities":
            return "activities:\n"
                + repeated(1...6, &rng) { rng in
                    chance(50, &rng)
                        ? "  - " + plain(phrase(&rng))
                        : "  - {title: \(plain(phrase(&rng))), done: \(pick(["true", "false"], &rng)), date: \(date(&rng, valid: true))}"
                }.joined(separator: "\n")
        default: return "\(name): \(plain(phrase(&rng)))"
        }
    }

    static func frontMatterEntry(_ name: String, _ rng: inout FuzzRNG) -> String {
        switch name {
        case "season":
            return "season: " + pick(["summer", "fall", "autumn", "Winter", "SPRING", "monsoon", "", "[summer]"], &rng)
        case "start", "end", "created": return "\(name): \(chance(70, &rng) ? date(&rng) : scalar(&rng))"
        case "featured", "draft": return "\(name): \(pick(["true", "false", "yes", "\"true\"", "1", "[]"], &rng))"
        case "activities": return "activities:" + activitiesYAML(&rng)
        default: return "\(name): \(scalar(&rng))"
        }
    }

    static func activitiesYAML(_ rng: inout FuzzRNG) -> String {
        if chance(10, &rng) { return " " + scalar(&rng) }
        return "\n"
            + repeated(0...6, &rng) { rng in
                switch roll(4, &rng) {
                case 0: return "  - " + plain(phrase(&rng))
                case 1:
                    return
                        "  - {title: \(scalar(&rng, blocks: false)), done: \(pick(["true", "false", "maybe"], &rng)), date: \(date(&rng))}"
                case 2:
                    return
                        "  - title: \(plain(phrase(&rng)))\n    notes: \(scalar(&rng, blocks: false))\n    \(pick(["done: true", "color: red", "date: 2025-01-01"], &rng))"
                default: return "  - " + scalar(&rng, blocks: false)
                }
            }.joined(separator: "\n")
    }

    /// Front matter: usually a title, then a mix of entries; sometimes broken on purpose.
    static func frontMatter(_ rng: inout FuzzRNG, valid: Bool = false) -> String {
        var lines = chance(valid ? 100 : 90, &rng) ? ["title: " + plain(phrase(&rng))] : []
        // Mostly distinct keys (a repeated key is one error that hides the rest), sometimes any.
        var keys = (tripKeys.dropFirst() + (valid ? [] : ["activities", "activities"])).map { $0 }
        for _ in 0..<roll(9, &rng) where !keys.isEmpty {
            let name = keys.remove(at: roll(keys.count, &rng))
            if valid {
                lines.append(validEntry(name, &rng))
                continue
            }
            lines.append(chance(90, &rng) ? frontMatterEntry(name, &rng) : frontMatterEntry(&rng))
        }
        if valid { return lines.joined(separator: "\n") }
        if chance(10, &rng) {
            lines.insert(
                pick(["  bad indent: x", "key without colon", "- a list item", "\t tab: x", ": empty"], &rng),
                at: roll(lines.count + 1, &rng))
        }
        return lines.joined(separator: "\n")
    }

    // MARK: - Markdown

    static func taskItem(_ rng: inout FuzzRNG) -> String { taskItem(&rng, valid: false) }

    static func taskItem(_ rng: inout FuzzRNG, valid: Bool) -> String {
        let marker = pick(["- ", "* ", "+ ", "1. ", "2) ", "-   ", "- ", "- "], &rng)
        let box = pick(["[x] ", "[ ] ", "[X] ", "[x]", "[  ] ", "[y] ", "[ ]\t", "[x] "], &rng)
        var item = marker + box + phrase(&rng)
        if valid { item = marker + pick(["[x] ", "[ ] ", "[X] "], &rng) + word(&rng) + " " + phrase(&rng) }
        if chance(40, &rng) { item += " (" + date(&rng, valid: valid) + ")" }
        if chance(10, &rng) { item += " [x] more" }
        if chance(25, &rng) { item += "\n  " + phrase(&rng) }
        if chance(10, &rng) { item += "\n\n  " + phrase(&rng) + "\n  - [ ] nested " + word(&rng) }
        return (chance(10, &rng) ? pick(["> ", "  ", "\t", "    "], &rng) : "") + item
    }

    static func block(_ rng: inout FuzzRNG) -> String { block(&rng, valid: false) }

    static func block(_ rng: inout FuzzRNG, valid: Bool) -> String {
        switch roll(17, &rng) {
        case 14...16 where valid:
            return "## Activities\n" + repeated(1...10, &rng, { taskItem(&$0, valid: true) }).joined(separator: "\n")
        case 3...5 where valid:
            return phrase(&rng, words: 1...12)
        case 14, 15, 16:
            let heading =
                String(repeating: "#", count: 1 + roll(3, &rng)) + " "
                + pick(["Activities", "activities", "ACTIVITIES ", "Activities"], &rng)
            return heading + "\n" + repeated(1...10, &rng, taskItem).joined(separator: "\n")
        case 0, 1:
            return String(repeating: "#", count: 1 + roll(6, &rng)) + " "
                + pick(["Activities", "activities", " ACTIVITIES ", "Activities!", "Notes", phrase(&rng)], &rng)
        case 2: return "Activities\n" + pick(["===", "---", "- - -"], &rng)
        case 3, 4, 5: return repeated(1...8, &rng, taskItem).joined(separator: "\n")
        case 6: return "```" + pick(["", "swift", "js"], &rng) + "\n" + phrase(&rng) + "\n" + pick(["```", ""], &rng)
        case 7:
            return "| a | b |\n|" + pick(["---|---|", ":-|-:|", "-|"], &rng) + "\n| " + word(&rng) + " | " + word(&rng)
                + " |"
        case 8:
            return pick(
                [
                    "<div>", "<script>alert(1)</script>", "<!-- c -->", "<iframe src=x>",
                    "<a href=\"javascript:x\">y</a>", "</div>", "<?php x ?>",
                ], &rng)
        case 9:
            return "[" + word(&rng) + "]("
                + pick(
                    [
                        "javascript:alert(1)", "/trips/x/", "#a", "https://e.com/\"><x>", "data:text/html;base64,AA",
                        " <a b> ",
                    ], &rng) + ")"
        case 10: return "> " + phrase(&rng) + "\n> " + taskItem(&rng)
        case 11: return "[^n]: " + phrase(&rng) + "\n\nSee[^n]."
        case 12: return pick(["---", "***", "...", "- - -", "-", "1.", "*", ">"], &rng)
        default: return phrase(&rng, words: 1...12)
        }
    }

    static func body(_ rng: inout FuzzRNG, valid: Bool = false) -> String {
        repeated(0...12, &rng, { block(&$0, valid: valid) }).joined(
            separator: pick(["\n\n", "\n", "\n\n\n", "\r\n\r\n"], &rng))
    }

    /// A whole trip file: front matter and body, then mutated or replaced by noise.
    static func tripFile(_ rng: inout FuzzRNG) -> String {
        switch roll(20, &rng) {
        case 0: return noise(&rng)
        case 1: return repeated(1...4, &rng, { _ in "---" }).joined(separator: "\n") + "\n" + body(&rng)
        case 2...10:
            // Well-formed: a trip most of the time, so the model and the page are reached.
            let body = body(&rng, valid: true)
            return "---\n" + frontMatter(&rng, valid: true) + "\n---\n"
                + (body.contains("## Activities") ? body : body.replacingOccurrences(of: "- [", with: "- ("))
        default:
            let open = chance(85, &rng) ? "---" : pick(["--- ", "\u{FEFF}---", "---\r", "----", "..."], &rng)
            let close = chance(85, &rng) ? "---" : pick(["...", "--- \t", "", "---\r"], &rng)
            let text =
                open + "\n" + frontMatter(&rng) + "\n" + close + (chance(95, &rng) ? "\n" : pick(["", "\n\n"], &rng))
                + body(&rng)
            return chance(20, &rng) ? mutate(text, &rng) : text
        }
    }

    // MARK: - Mutations and noise

    /// Random bytes, decoded as UTF-8 with replacement characters (the loader rejects
    /// invalid UTF-8 before any parser sees it).
    static func noise(_ rng: inout FuzzRNG) -> String {
        let count = roll(2048, &rng)
        let bytes = (0..<count).map { _ in
            chance(50, &rng) ? UInt8(truncatingIfNeeded: rng.next()) : pick(Array("-\n:[]{}#*>` \t\r%./x".utf8), &rng)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Byte-level mutations: insert, delete, duplicate, splice oddities, flip bytes.
    static func mutate(_ text: String, _ rng: inout FuzzRNG) -> String {
        var bytes = Array(text.utf8)
        for _ in 0..<(1 + roll(4, &rng)) {
            let at = roll(bytes.count + 1, &rng)
            switch roll(6, &rng) {
            case 0: bytes.insert(contentsOf: Array(pick(oddities, &rng).utf8), at: at)
            case 1: bytes.removeSubrange(at..<min(bytes.count, at + roll(16, &rng)))
            case 2: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + roll(64, &rng))], at: at)
            case 3: if at < bytes.count { bytes[at] = UInt8(truncatingIfNeeded: rng.next()) }
            case 4:
                bytes.insert(
                    contentsOf: Array(
                        pick(["\n---\n", "\n", "\r", ":", "- [x] ", "\n## Activities\n", "  ", "\0"], &rng).utf8),
                    at: at)
            default:
                if at < bytes.count {
                    bytes.insert(contentsOf: repeatElement(bytes[at], count: roll(200, &rng)), at: at)
                }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Aliases of aliases (a "billion laughs"), `levels` deep and `width` wide: up to 12^12
    /// values from a few hundred bytes, under a key of its own.
    static func aliasNest(_ rng: inout FuzzRNG) -> String {
        let (levels, width) = (1 + roll(12, &rng), 1 + roll(12, &rng))
        var lines = ["nest:", "  l0: &l0 [\(Array(repeating: "x", count: width).joined(separator: ", "))]"]
        for level in 1..<levels {
            lines.append(
                "  l\(level): &l\(level) [\(Array(repeating: "*l\(level - 1)", count: width).joined(separator: ", "))]")
        }
        return lines.joined(separator: "\n")
    }

    /// A YAML document from nested mappings and lists of `keys`' entries.
    static func yamlDocument(_ rng: inout FuzzRNG, keys: [String], entry: (String, inout FuzzRNG) -> String) -> String {
        let lines = repeated(0...8, &rng) { rng in
            let name =
                chance(90, &rng) ? pick(keys, &rng) : pick(["unknown", "Title", "<<", "\"x\"", "? [a]", "1"], &rng)
            return "\(name): \(entry(name, &rng))"
        }
        let text =
            (chance(10, &rng) ? "\u{FEFF}" : "") + lines.joined(separator: pick(["\n", "\n", "\r\n", "\n\n"], &rng))
        switch roll(13, &rng) {
        case 0: return noise(&rng)
        case 1, 2, 3: return mutate(text, &rng)
        case 4:
            return pick(
                [
                    "- a\n- b", "just text", "[1, 2]", "", "---\n...", "%YAML 1.1\n---\na: b", "a: &x [*x]",
                    "a: *missing",
                ], &rng)
        case 5: return text + "\n" + aliasNest(&rng)
        default: return text
        }
    }
}
