import TripSiteHTML

/// Names the checkboxes of a journal's task lists. cmark-gfm writes each task item's box as
/// `<input type="checkbox" disabled="" />` with no label, so a screen reader announces
/// "checkbox, checked" and nothing about the task (axe-core: `label`, critical).
///
/// Each box gets `aria-labelledby`, pointing at a `<span>` wrapped around its item's own
/// text (up to the item's end, or the first block inside it, such as a nested list): its
/// name is then what the task is ("Snorkel with the manta rays, checkbox, checked"). A name
/// of "Done"/"Not done" would repeat the state the checkbox already announces and give every
/// box of the page the same name in a screen reader's list of controls. A `<label>` cannot
/// be wrapped around the item, which may hold links and paragraphs. An item with no text of
/// its own gets `aria-label` from `fallback(checked)` ("Done"/"Not done").
///
/// It reads tags, never text, like `HTMLURLRewriter`: in HTML that cmark-gfm wrote, every `<`
/// in text is `&lt;` and every `"` in a value `&quot;`. Only the bytes around a box change;
/// the text is the same text (a test runs it over the 720 GFM examples).
package enum TaskCheckboxLabels {
    /// `html` with each task checkbox named; ids are `<idPrefix>_<n>` (an activity's anchor
    /// never holds `_`, and a heading's id steps around `task_<n>`: `HeadingIDs`).
    package static func label(_ html: String, idPrefix: String, fallback: (_ checked: Bool) -> String) -> String {
        guard html.utf8Contains("<input ") else { return html }
        var scanner = Scanner(Array(html.utf8))
        var output: [UInt8] = []
        var copied = 0
        var count = 0
        while let box = scanner.nextTaskCheckbox() {
            let text = scanner.itemText(after: box.tagEnd)
            // Before the tag's closing `/>` (or `>`), the attribute naming the box.
            output += scanner.bytes[copied..<box.insertAt]
            if text.isEmpty {
                output += Array(" aria-label=\"\(Escaping.attribute(fallback(box.checked)))\"".utf8)
                copied = box.insertAt
                continue
            }
            count += 1
            let id = "\(idPrefix)_\(count)"
            output += Array(" aria-labelledby=\"\(Escaping.attribute(id))\"".utf8)
            output += scanner.bytes[box.insertAt..<text.lowerBound]
            output += Array("<span id=\"\(Escaping.attribute(id))\">".utf8)
            output += scanner.bytes[text]
            output += Array("</span>".utf8)
            copied = text.upperBound
        }
        guard copied > 0 else { return html }
        output += scanner.bytes[copied...]
        return String(decoding: output, as: UTF8.self)
    }

    /// Elements that end an item's own text: the blocks cmark-gfm writes inside an item.
    static let blocks: Set<String> = [
        "ul", "ol", "li", "p", "div", "blockquote", "pre", "table", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "dl",
        "section", "details", "figure",
    ]
    /// Elements without an end tag.
    static let voids: Set<String> = ["br", "img", "wbr", "input", "source", "area", "embed", "col", "track"]
}

extension TaskCheckboxLabels {
    struct Box {
        /// Where the tag's `/>` or `>` starts (the attribute goes before it), and after its `>`.
        var insertAt: Int
        var tagEnd: Int
        var checked: Bool
    }

    /// A tag as read: its lower-cased name, whether it is an end tag, its bytes' range.
    struct Tag {
        var name: String
        var isEnd: Bool
        var range: Range<Int>
    }

    struct Scanner {
        let bytes: [UInt8]
        var position = 0

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
        }

        /// The next `<input type="checkbox" …>` that is not named yet, first in an `<li>`, as
        /// cmark-gfm writes a task item's box (in a loose list too, before the item's `<p>`).
        mutating func nextTaskCheckbox() -> Box? {
            var previous: Tag?
            while let tag = nextTag(from: position) {
                position = tag.range.upperBound
                defer { previous = tag }
                guard tag.name == "input", !tag.isEnd, previous?.name == "li", previous?.isEnd == false else {
                    continue
                }
                let source = String(decoding: bytes[tag.range], as: UTF8.self)
                guard source.utf8Contains("type=\"checkbox\""), !source.utf8Contains("aria-label"),
                    !source.utf8Contains(" id=")
                else { continue }
                let closesWithSlash = bytes[tag.range.upperBound - 2] == UInt8(ascii: "/")
                var insertAt = tag.range.upperBound - (closesWithSlash ? 2 : 1)
                while insertAt > tag.range.lowerBound, bytes[insertAt - 1] == 0x20 { insertAt -= 1 }
                return Box(
                    insertAt: insertAt, tagEnd: tag.range.upperBound, checked: source.utf8Contains("checked"))
            }
            return nil
        }

        /// The range of the item's own text after its box (inside its first paragraph when
        /// the list is loose): leading and trailing white space left out, ending at the
        /// item's end or its first block. Empty when it has none.
        func itemText(after box: Int) -> Range<Int> {
            var start = box
            while start < bytes.count, Self.isSpace(bytes[start]) { start += 1 }
            // A loose item: the box, then the item's first paragraph, which holds its text.
            if let first = nextTag(from: start), first.range.lowerBound == start, first.name == "p", !first.isEnd {
                start = first.range.upperBound
            }
            var depth = 0
            var cursor = start
            var end = bytes.count
            while let tag = nextTag(from: cursor) {
                cursor = tag.range.upperBound
                if tag.name == "!--" || TaskCheckboxLabels.voids.contains(tag.name) { continue }
                if TaskCheckboxLabels.blocks.contains(tag.name) || (tag.isEnd && depth == 0) {
                    end = tag.range.lowerBound
                    break
                }
                let selfClosing = bytes[tag.range.upperBound - 2] == UInt8(ascii: "/")
                if !selfClosing { depth += tag.isEnd ? -1 : 1 }
            }
            var lower = start
            var upper = end
            while lower < upper, Self.isSpace(bytes[lower]) { lower += 1 }
            while upper > lower, Self.isSpace(bytes[upper - 1]) { upper -= 1 }
            return lower..<upper
        }

        /// The next tag, end tag or comment (`!--`) from `start`; `<` followed by anything
        /// else is not a tag in cmark-gfm's HTML, and is passed over.
        func nextTag(from start: Int) -> Tag? {
            var index = start
            while index < bytes.count, let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
                let next = open + 1
                guard next < bytes.count else { return nil }
                if bytes[next...].starts(with: Array("!--".utf8)) {
                    let close = find(Array("-->".utf8), from: next + 3).map { $0 + 3 } ?? bytes.count
                    return Tag(name: "!--", isEnd: false, range: open..<close)
                }
                let isEnd = bytes[next] == UInt8(ascii: "/")
                let nameStart = isEnd ? next + 1 : next
                let name = word(from: nameStart)
                guard !name.isEmpty else {
                    index = next
                    continue
                }
                return Tag(name: name, isEnd: isEnd, range: open..<tagEnd(from: nameStart + name.utf8.count))
            }
            return nil
        }

        /// After the `>` that ends a tag, quoted values read whole.
        func tagEnd(from start: Int) -> Int {
            var index = start
            var quote: UInt8?
            while index < bytes.count {
                let byte = bytes[index]
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: ">") {
                    return index + 1
                }
                index += 1
            }
            return bytes.count
        }

        func word(from start: Int) -> String {
            var end = start
            while end < bytes.count, Self.isNameByte(bytes[end]) { end += 1 }
            guard end > start, Self.isLetter(bytes[start]) else { return "" }
            return String(decoding: bytes[start..<end], as: UTF8.self).lowercased()
        }

        func find(_ needle: [UInt8], from start: Int) -> Int? {
            var index = start
            while index + needle.count <= bytes.count {
                if bytes[index..<index + needle.count].elementsEqual(needle) { return index }
                index += 1
            }
            return nil
        }

        static func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
        }

        static func isLetter(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
        }

        static func isNameByte(_ byte: UInt8) -> Bool {
            isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
        }
    }
}
