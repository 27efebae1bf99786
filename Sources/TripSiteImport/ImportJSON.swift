import Foundation
import TripSiteCore

/// Reading an export's JSON files tolerantly: `JSONDecoder` with Decodable types whose
/// fields are all optional, unknown fields ignored, and a field of the wrong type left out
/// with a warning rather than failing the whole file. A file that is not JSON at all (cut
/// short, say) is one warning at the line and column where reading stopped.
package enum ImportJSON {
    /// The problems met while decoding one file, collected through the decoder's
    /// `userInfo` (a Decodable initialiser has no other way out).
    final class Problems: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [String] = []
        private var readFields: Set<String> = []

        /// Notes that the field at `path` (`all_steps.location.lat`, no indices) was read.
        func read(_ path: String) {
            lock.lock()
            defer { lock.unlock() }
            readFields.insert(path)
        }

        var fieldsRead: Set<String> {
            lock.lock()
            defer { lock.unlock() }
            return readFields
        }

        func append(_ message: String) {
            lock.lock()
            defer { lock.unlock() }
            items.append(message)
        }

        var all: [String] {
            lock.lock()
            defer { lock.unlock() }
            return items
        }
    }

    static let problemsKey = CodingUserInfoKey(rawValue: "tripsite.import.problems")!

    /// Seconds since 1970 from 0001-01-02 to 9999-12-30 (UTC): a day inside the years a
    /// TripSite date can have (1 to 9999) in any time zone.
    static let plausibleTimes: ClosedRange<Double> = -62_135_510_400...253_402_128_000

    /// Whether an export's time (seconds since 1970) is a date TripSite can write: finite,
    /// and in the years 1 to 9999 in every time zone.
    static func isPlausibleTime(_ seconds: Double) -> Bool {
        plausibleTimes.contains(seconds)
    }

    /// Decodes `data` (the file `label`) as `type`; nil when it cannot be read at all. Every
    /// problem becomes a warning of `report` naming the file.
    /// Fields of the file that nothing read (a newer export's, or ones TripSite has no place
    /// for) are one warning, but for the type's `QuietFields`, and unless `reportingUnknownFields` is false (`user.json`, of which
    /// only the name is wanted).
    static func decode<T: Decodable>(
        _ type: T.Type, from data: Data, file label: String, report: inout ImportReport,
        reportingUnknownFields: Bool = true
    ) -> T? {
        let problems = Problems()
        let decoder = JSONDecoder()
        decoder.userInfo[problemsKey] = problems
        do {
            let value = try decoder.decode(T.self, from: data)
            for problem in problems.all { report.warn(problem, file: label) }
            if reportingUnknownFields {
                let quiet = (T.self as? QuietFields.Type)?.quietFields ?? []
                warnAboutUnknownFields(
                    in: data, read: problems.fieldsRead, quiet: quiet, file: label, report: &report)
            }
            return value
        } catch {
            let (line, column) = position(of: error, in: data)
            report.warn(
                "cannot read this JSON file (\(reason(of: error, in: data))); nothing of it was imported", file: label,
                line: line, column: column)
            return nil
        }
    }

    /// The path of `key` under `codingPath`, without list indices (`all_steps.location`).
    static func fieldPath(_ codingPath: [CodingKey], _ key: CodingKey) -> String {
        (codingPath + [key]).filter { $0.intValue == nil }.map(\.stringValue).joined(separator: ".")
    }

    /// Where reading stopped. JSONDecoder's error on Linux says only "not valid JSON", so
    /// the file is read again with JSONSerialization, whose message gives a character
    /// ("around character 120") or says it ended too early (then: the file's end).
    static func position(of error: Error, in data: Data) -> (line: Int?, column: Int?) {
        for text in descriptions(of: error) + [syntaxError(in: data) ?? ""] {
            if let match = text.firstMatch(of: /line (\d+), column (\d+)/) {
                return (Int(match.1), Int(match.2))
            }
            if let match = text.firstMatch(of: /around character (\d+)/), let offset = Int(match.1) {
                return lineAndColumn(ofOffset: offset, in: data)
            }
            if text.contains("end of file") { return lineAndColumn(ofOffset: data.count, in: data) }
        }
        return (nil, nil)
    }

    /// JSONSerialization's words for why `data` is not JSON; nil when it is.
    static func syntaxError(in data: Data) -> String? {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            return ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "\(error)"
        }
    }

    /// The line (from 1) and column (from 1, in bytes) of the byte at `offset`.
    static func lineAndColumn(ofOffset offset: Int, in data: Data) -> (line: Int?, column: Int?) {
        let end = min(max(offset, 0), data.count)
        var line = 1
        var lineStart = 0
        for (index, byte) in data.prefix(end).enumerated() where byte == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return (line, end - lineStart + 1)
    }

    /// The line of the first place `needle` appears in `data`, for a warning about a
    /// part of a file found by its id (`"id": 123`); nil when it is not there.
    static func line(of needle: String, in data: Data) -> Int? {
        guard let range = data.range(of: Data(needle.utf8)) else { return nil }
        return lineAndColumn(ofOffset: range.lowerBound - data.startIndex, in: data).line
    }

    private static func context(of error: DecodingError) -> DecodingError.Context? {
        switch error {
        case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context),
            .valueNotFound(_, let context):
            return context
        @unknown default: return nil
        }
    }

    private static func descriptions(of error: Error) -> [String] {
        var texts = [String(describing: error)]
        if let context = (error as? DecodingError).flatMap(context(of:)) {
            texts.append(context.debugDescription)
            if let underlying = context.underlyingError as NSError? {
                texts.append(String(describing: underlying.userInfo))
            }
        }
        return texts
    }

    /// A short reason: "the file ends too early", else the decoder's own words.
    private static func reason(of error: Error, in data: Data) -> String {
        let text = (descriptions(of: error) + [syntaxError(in: data) ?? ""]).joined(separator: " ")
        if text.localizedCaseInsensitiveContains("end of file") || text.contains("Unexpected end") {
            return "it ends too early: cut short?"
        }
        if let context = (error as? DecodingError).flatMap(context(of:)) {
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            guard path.isEmpty else { return "\(path): \(context.debugDescription)" }
            return syntaxError(in: data).map { "not valid JSON: \($0)" } ?? context.debugDescription
        }
        return "not valid JSON"
    }
}

extension KeyedDecodingContainer {
    /// The value at `key`, or nil when it is absent or null; when it has another type, nil
    /// and a problem naming the field (`all_steps.3.location.lat`) in the decoder's
    /// `ImportJSON.Problems`.
    func lenient<T: Decodable>(_ key: Key, in decoder: Decoder) -> T? {
        markRead(key, in: decoder)
        guard contains(key), (try? decodeNil(forKey: key)) == false else { return nil }
        do {
            return try decode(T.self, forKey: key)
        } catch {
            let path = (codingPath + [key]).map { $0.intValue.map(String.init) ?? $0.stringValue }
            let problems = decoder.userInfo[ImportJSON.problemsKey] as? ImportJSON.Problems
            problems?.append("'\(path.joined(separator: "."))' is not \(ImportJSON.expected(T.self)); left out")
            return nil
        }
    }

    /// A number at `key`, written as a number or as text ("64.15"); as `lenient`.
    func number(_ key: Key, in decoder: Decoder) -> Double? {
        markRead(key, in: decoder)
        // A number first: most are, and each failed decode makes an error to throw away.
        if let value = try? decode(Double.self, forKey: key) { return value.isFinite ? value : nil }
        if let text = try? decode(String.self, forKey: key), let value = Double(text), value.isFinite {
            return value
        }
        let value: Double? = lenient(key, in: decoder)
        return value?.isFinite == true ? value : nil
    }

    /// An id at `key`, a number or text, as text.
    func identifier(_ key: Key, in decoder: Decoder) -> String? {
        markRead(key, in: decoder)
        if let number = try? decode(Int64.self, forKey: key) { return String(number) }
        let text: String? = lenient(key, in: decoder)
        return text?.isEmpty == false ? text : nil
    }
}

extension KeyedDecodingContainer {
    /// Notes that `key` was read, for `ImportJSON.warnAboutUnknownFields`.
    func markRead(_ key: Key, in decoder: Decoder) {
        (decoder.userInfo[ImportJSON.problemsKey] as? ImportJSON.Problems)?.read(
            ImportJSON.fieldPath(codingPath, key))
    }
}

extension ImportJSON {
    static func expected<T>(_ type: T.Type) -> String {
        switch type {
        case is String.Type: return "text"
        case is Double.Type, is Int.Type, is Int64.Type: return "a number"
        case is Bool.Type: return "true or false"
        default:
            let name = String(describing: type)
            return name.hasPrefix("Array") ? "a list" : "an object (\(name))"
        }
    }
}

extension KeyedDecodingContainer {
    /// The list at `key`, each item that decodes as `T`; an item that does not is left out
    /// with a problem naming it (`all_steps.2`), and the rest are kept.
    func lenientList<T: Decodable>(_ key: Key, in decoder: Decoder) -> [T] {
        markRead(key, in: decoder)
        guard contains(key), (try? decodeNil(forKey: key)) == false else { return [] }
        let name = (codingPath + [key]).map { $0.intValue.map(String.init) ?? $0.stringValue }
            .joined(separator: ".")
        let problems = decoder.userInfo[ImportJSON.problemsKey] as? ImportJSON.Problems
        guard var list = try? nestedUnkeyedContainer(forKey: key) else {
            problems?.append("'\(name)' is not a list; left out")
            return []
        }
        var items: [T] = []
        while !list.isAtEnd {
            let index = list.currentIndex
            if let item = try? list.decode(T.self) {
                items.append(item)
            } else {
                problems?.append("'\(name).\(index)' cannot be read; left out")
                guard (try? list.decode(ImportJSON.Skipped.self)) != nil else { break }
            }
        }
        return items
    }
}

extension ImportJSON {
    /// Any JSON value, read to move past it.
    struct Skipped: Decodable {
        init(from decoder: Decoder) throws {}
    }

    /// Coding keys for any field name.
    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
        init(_ name: String) { stringValue = name }
    }
}
