import Foundation
import TOMLKit

/// TOML front matter (between `+++` lines, as Hugo writes it): read by TOMLKit, then written
/// as YAML with each top-level key on the line it has in the TOML, its value in flow style
/// (JSON, which YAML reads as it is). The front matter is then read as any other, and a
/// problem with a value (a date that is not one, an unknown key) is reported at its key's
/// line.
enum TOMLFrontMatter {
    /// A TOML syntax error, at its line (1-based, in the TOML) and column.
    struct Problem: Error, Equatable {
        var line: Int
        var column: Int?
        var message: String
    }

    static func yaml(from toml: String) -> Result<String, Problem> {
        let table: TOMLTable
        do {
            table = try TOMLTable(string: toml)
        } catch let error as TOMLParseError {
            let message = error.description.prefix(1).lowercased() + error.description.dropFirst()
            return .failure(Problem(line: error.source.begin.line, column: error.source.begin.column, message: message))
        } catch {
            return .failure(Problem(line: 1, column: nil, message: "\(error)"))
        }
        guard let data = table.convert(to: .json).data(using: .utf8),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return .failure(Problem(line: 1, column: nil, message: "it could not be read")) }
        return .success(transcribe(object, lines: keyLines(toml), lineCount: toml.utf8.count(of: 0x0A) + 1))
    }

    /// Each key on its line; keys whose line was not found after the others.
    private static func transcribe(_ object: [String: Any], lines: [String: Int], lineCount: Int) -> String {
        var output = Array(repeating: "", count: lineCount)
        let placed = object.keys.sorted { (lines[$0] ?? .max, $0) < (lines[$1] ?? .max, $1) }
        for key in placed {
            let entry = flow(key) + ": " + flow(object[key] ?? NSNull())
            if let line = lines[key], output.indices.contains(line - 1), output[line - 1].isEmpty {
                output[line - 1] = entry
            } else {
                output.append(entry)
            }
        }
        return output.joined(separator: "\n")
    }

    /// A value as one line of JSON.
    private static func flow(_ value: Any) -> String {
        let options: JSONSerialization.WritingOptions = [.fragmentsAllowed, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? JSONSerialization.data(withJSONObject: value, options: options) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }

    /// The line (1-based) where each top-level key is first given: `key = …` before any table
    /// header, `[key]`, `[[key]]` or `[key.sub]`; `key.sub = …` counts for `key`. Lines inside
    /// multi-line strings are skipped.
    static func keyLines(_ toml: String) -> [String: Int] {
        var lines: [String: Int] = [:]
        var inTable = false
        var openQuote: String?
        for (index, raw) in toml.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.drop { $0 == " " || $0 == "\t" }
            if let quote = openQuote {
                if line.components(separatedBy: quote).count % 2 == 0 { openQuote = nil }
                continue
            }
            var key: Substring?
            if line.hasPrefix("[") {
                inTable = true
                key = line.drop { $0 == "[" }
            } else if !inTable, let equals = line.firstIndex(of: "=") {
                key = line[..<equals]
                openQuote = ["\"\"\"", "'''"].first { line[equals...].components(separatedBy: $0).count == 2 }
            }
            if let name = key.flatMap(firstComponent), lines[name] == nil { lines[name] = index + 1 }
        }
        return lines
    }

    /// `"a.b".c` → `a.b`; `a.b = ` → `a`; `a]` → `a`.
    private static func firstComponent(_ key: Substring) -> String? {
        let trimmed = key.drop { $0 == " " || $0 == "\t" }
        if let quote = trimmed.first, quote == "\"" || quote == "'" {
            let inner = trimmed.dropFirst()
            return inner.firstIndex(of: quote).map { String(inner[..<$0]) }
        }
        let name = trimmed.prefix { !".]= \t".contains($0) }
        return name.isEmpty ? nil : String(name)
    }
}
