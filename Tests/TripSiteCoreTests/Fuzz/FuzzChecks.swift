import Foundation
import TripSiteCore
import TripSiteHTML

/// Properties shared by the fuzz targets. Each returns what it found wrong (empty: fine).
enum FuzzChecks {
    /// Lines of `text` as an editor (or libyaml) counts them: LF, CRLF, CR, NEL, LS and PS
    /// each end a line; an empty last line counts.
    static func lineCount(_ text: String) -> Int {
        var count = 1
        var previousCR = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": if !previousCR { count += 1 }
            case "\r", "\u{85}", "\u{2028}", "\u{2029}": count += 1
            default: break
            }
            previousCR = scalar == "\r"
        }
        return count
    }

    /// Every diagnostic names `file` and a line within it (and a column from 1 when it has one).
    static func located(_ diagnostics: [Diagnostic], file: SourceFile) -> [String] {
        let lines = lineCount(file.text)
        return diagnostics.compactMap { diagnostic in
            if diagnostic.file != file.path {
                return "diagnostic names \(diagnostic.file), not \(file.path): \(diagnostic)"
            }
            guard let line = diagnostic.line else { return "diagnostic without a line: \(diagnostic)" }
            if !(1...lines).contains(line) { return "line \(line) outside the file's \(lines) lines: \(diagnostic)" }
            if let column = diagnostic.column, column < 1 { return "column \(column) below 1: \(diagnostic)" }
            return nil
        }
    }

    // MARK: - HTML

    /// Checks HTML the way escaping by construction promises it: every `<` opens a tag or a
    /// comment, every `>` closes one, every `&` starts an entity, attribute values are
    /// quoted, no event-handler attributes, no `<script>`/`<iframe>`/`<style>` unless
    /// allowed, no `javascript:`/`vbscript:`/`data:` (other than images) URLs, and no
    /// character XML or HTML forbids (`ForbiddenCharacters`).
    static func html(_ html: String, allowedRawElements: Set<String> = []) -> [String] {
        var problems: [String] = []
        if let forbidden = html.unicodeScalars.first(where: ForbiddenCharacters.isForbidden) {
            problems.append(
                "U+\(String(forbidden.value, radix: 16, uppercase: true)) in the output, which XML and HTML forbid")
        }
        let bytes = Array(html.utf8)
        var index = 0
        while index < bytes.count, problems.count < 5 {
            switch bytes[index] {
            case UInt8(ascii: "<"):
                index = tag(bytes, at: index, allowed: allowedRawElements, problems: &problems)
            case UInt8(ascii: ">"):
                problems.append("a '>' outside a tag at \(context(bytes, index))")
                index += 1
            case UInt8(ascii: "&"):
                if !isEntity(bytes, at: index) { problems.append("a bare '&' at \(context(bytes, index))") }
                index += 1
            default:
                index += 1
            }
        }
        return problems
    }

    static func context(_ bytes: [UInt8], _ index: Int) -> String {
        let start = max(0, index - 40)
        return "…" + String(decoding: bytes[start..<min(bytes.count, index + 40)], as: UTF8.self).debugDescription + "…"
    }

    static func isEntity(_ bytes: [UInt8], at index: Int) -> Bool {
        var end = index + 1
        while end < bytes.count, end - index < 12, bytes[end] != UInt8(ascii: ";") {
            guard isNameByte(bytes[end]) || bytes[end] == UInt8(ascii: "#") else { return false }
            end += 1
        }
        return end < bytes.count && bytes[end] == UInt8(ascii: ";") && end > index + 1
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":")
    }

    /// Reads one tag (or comment, or doctype) starting at `<`; returns the index after it.
    static func tag(_ bytes: [UInt8], at start: Int, allowed: Set<String>, problems: inout [String]) -> Int {
        let rest = bytes[start...]
        if rest.starts(with: Array("<!--".utf8)) {
            guard let end = find(Array("-->".utf8), in: bytes, from: start + 4) else {
                problems.append("an unclosed comment at \(context(bytes, start))")
                return bytes.count
            }
            return end + 3
        }
        var index = start + 1
        if rest.starts(with: Array("<!DOCTYPE".utf8)) || rest.starts(with: Array("<!doctype".utf8)) {
            return (bytes[index...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count - 1) + 1
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "/") { index += 1 }
        let nameStart = index
        while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
        guard index > nameStart else {
            problems.append("a '<' that opens no tag at \(context(bytes, start))")
            return start + 1
        }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self).lowercased()
        let isClosing = bytes[start + 1] == UInt8(ascii: "/")
        if ["script", "iframe", "style", "object", "embed"].contains(name), !allowed.contains(name), !isClosing {
            problems.append("a <\(name)> element at \(context(bytes, start))")
        }
        return attributes(bytes, from: index, tag: name, problems: &problems)
    }

    /// Reads `name="value"` pairs up to `>`; returns the index after it.
    static func attributes(_ bytes: [UInt8], from start: Int, tag: String, problems: inout [String]) -> Int {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "/") {
                index += 1
                continue
            }
            if byte == UInt8(ascii: ">") { return index + 1 }
            let nameStart = index
            while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
            guard index > nameStart else {
                problems.append("an unexpected byte in <\(tag)> at \(context(bytes, index))")
                return index + 1
            }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self).lowercased()
            if name.hasPrefix("on") { problems.append("an event attribute \(name) at \(context(bytes, nameStart))") }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { continue }
            index += 1
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                problems.append("an unquoted value of \(name) at \(context(bytes, index))")
                return index
            }
            guard let end = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: "\"")) else {
                problems.append("an unclosed value of \(name) at \(context(bytes, index))")
                return bytes.count
            }
            let value = Array(bytes[(index + 1)..<end])
            if value.contains(UInt8(ascii: "<")) || value.contains(UInt8(ascii: ">")) {
                problems.append("a raw '<' or '>' in \(name) at \(context(bytes, index))")
            }
            if ["href", "src", "action", "formaction", "xlink:href"].contains(name), let scheme = dangerousScheme(value)
            {
                problems.append("a \(scheme) URL in \(name) at \(context(bytes, index))")
            }
            index = end + 1
        }
        return index
    }

    /// `javascript:` and friends, after the entity and blank tricks browsers undo.
    static func dangerousScheme(_ value: [UInt8]) -> String? {
        let decoded = String(decoding: value, as: UTF8.self)
            .replacingOccurrences(of: "&#58;", with: ":").replacingOccurrences(of: "&colon;", with: ":")
        let folded = String(decoded.unicodeScalars.filter { $0.value > 0x20 }.map(Character.init)).lowercased()
        for scheme in ["javascript:", "vbscript:", "data:"] where folded.hasPrefix(scheme) {
            if scheme == "data:", folded.hasPrefix("data:image/") { continue }
            return scheme
        }
        return nil
    }

    static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}

extension FuzzChecks {
    /// A trip page as a build makes it, with no theme scripts (so any `<script>` is an injection).
    static func renderTrip(_ trip: Trip, config: SiteConfig = .defaults()) -> String {
        let context = RenderContext(config: config, pages: [], themeFiles: ["style.css"])
        return String(
            decoding: TripPage.render(trip, previous: trip, next: trip, badges: [], context: context), as: UTF8.self)
    }
}

extension FuzzChecks {
    /// A trip with every field set, dated and undated activities, for pages rendered under a
    /// generated configuration.
    static let sampleTrip: Trip = {
        let file = SourceFile(
            path: "content/trips/kona.md",
            text: """
                ---
                title: Kona <Deep> Dive
                subtitle: Hawaii & "Big Island"
                country: United States
                season: summer
                start: 2025-06-01
                end: 2025-06-09
                tags: [ocean, diving]
                ---
                Warm water. [Home](/)

                ## Activities
                - [x] Snorkel with the manta rays (2025-06-03)
                - [ ] Go whale watching
                  Notes under it.
                """)
        return TripParser.parse(file, slug: "kona", markdown: MarkdownOptions()).trip!
    }()
}
