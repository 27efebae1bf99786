import Foundation
import TOMLKit
import Yams

/// A site generator's configuration file (TOML, YAML or JSON, by its extension) as a
/// dictionary; one that cannot be read is a warning at its line, and nil. Read only inside
/// the site `root` and up to `ExportFile.textLimit`; YAML aliases expand to at most
/// `YAMLExpansion.limit` values, as in front matter.
package enum ConfigFile {
    package static func read(_ url: URL, within root: URL, file: String, report: inout ImportReport) -> [String: Any]? {
        let data: Data
        switch ExportFile.read(url, within: root, limit: ExportFile.textLimit) {
        case .success(let bytes): data = bytes
        case .failure(let problem):
            report.warn("\(problem); the site's settings are not imported", file: file)
            return nil
        }
        let text = String(decoding: data, as: UTF8.self)
        switch url.pathExtension.lowercased() {
        case "toml": return toml(text, file: file, report: &report)
        case "json": return json(data, file: file, report: &report)
        default: return yaml(text, file: file, report: &report)
        }
    }

    package static func toml(_ text: String, file: String, report: inout ImportReport) -> [String: Any]? {
        do {
            let table = try TOMLTable(string: text)
            return json(Data(table.convert(to: .json).utf8), file: file, report: &report)
        } catch let error as TOMLParseError {
            report.warn(
                "invalid TOML: \(error.description); the site's settings are not imported", file: file,
                line: error.source.begin.line, column: error.source.begin.column)
        } catch {
            report.warn("invalid TOML: \(error); the site's settings are not imported", file: file)
        }
        return nil
    }

    package static func json(_ data: Data, file: String, report: inout ImportReport) -> [String: Any]? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            report.warn("not a JSON object; the site's settings are not imported", file: file)
            return nil
        }
        return object
    }

    package static func yaml(_ text: String, file: String, report: inout ImportReport) -> [String: Any]? {
        do {
            if let node = try Yams.compose(yaml: text), let line = YAMLExpansion.lineOverLimit(node) {
                report.warn(
                    YAMLExpansion.message + "; the site's settings are not imported", file: file, line: line)
                return nil
            }
            if let map = try Yams.load(yaml: text) as? [String: Any] { return map }
            if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return [:] }
            report.warn("not a YAML mapping; the site's settings are not imported", file: file)
        } catch let error as YamlError {
            let diagnostic = YAMLFields.diagnostic(for: error, yaml: text, file: file, lineOffset: 0)
            report.warn(
                diagnostic.message + "; the site's settings are not imported", file: file, line: diagnostic.line,
                column: diagnostic.column)
        } catch {
            report.warn("invalid YAML: \(error); the site's settings are not imported", file: file)
        }
        return nil
    }
}
