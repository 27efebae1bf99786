import Foundation
import TripSiteCore
import Yams

/// A value of imported front matter. Text is always written double-quoted, so a title with
/// `:`, `#`, quotes or line breaks stays one string; numbers and booleans are plain, as
/// TripSite reads positions (`lat`, `lon`) only from plain numbers.
package indirect enum FrontMatterValue: Sendable {
    case text(String)
    case number(Double)
    case integer(Int)
    case bool(Bool)
    case list([FrontMatterValue])
    case map([(String, FrontMatterValue)])
}

/// Front matter written through Yams's emitter (never by joining strings), in the order the
/// keys are given, so the same import writes the same bytes.
package enum FrontMatterWriter {
    /// `pairs` as a YAML block mapping, ending with a line break.
    package static func yaml(_ pairs: [(String, FrontMatterValue)]) -> String {
        let node = mapping(pairs)
        // A mapping of strings and numbers always serializes; nothing here can fail.
        let text = (try? Yams.serialize(node: node, width: -1, allowUnicode: true, lineBreak: .ln)) ?? ""
        return text.hasSuffix("\n") ? text : text + "\n"
    }

    /// A Markdown file: `---`, the front matter, `---`, a blank line and `body` (ending
    /// with one line break).
    package static func document(_ pairs: [(String, FrontMatterValue)], body: String) -> String {
        let trimmed = body.trimmingCharacters(in: .whitespacesAndNewlines)
        return "---\n" + yaml(pairs) + "---\n" + (trimmed.isEmpty ? "" : "\n" + trimmed + "\n")
    }

    private static func node(_ value: FrontMatterValue) -> Node {
        switch value {
        case .text(let text): return .scalar(Node.Scalar(text, Tag(.str), .doubleQuoted))
        case .number(let number): return .scalar(Node.Scalar(decimal(number), Tag(.float), .plain))
        case .integer(let number): return .scalar(Node.Scalar(String(number), Tag(.int), .plain))
        case .bool(let flag): return .scalar(Node.Scalar(flag ? "true" : "false", Tag(.bool), .plain))
        case .list(let items): return .sequence(Node.Sequence(items.map(node), Tag(.seq), .block))
        case .map(let pairs): return mapping(pairs)
        }
    }

    private static func mapping(_ pairs: [(String, FrontMatterValue)]) -> Node {
        let items = pairs.map { (Node.scalar(Node.Scalar($0.0, Tag(.str), .plain)), node($0.1)) }
        return .mapping(Node.Mapping(items, Tag(.map), .block))
    }

    /// A number as plain decimal digits, at most six decimals (a position to 0.1 m), never
    /// in exponent form (`1e-05`), without trailing zeros.
    static func decimal(_ number: Double) -> String {
        guard number.isFinite else { return "0" }
        var text = String(format: "%.6f", number)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
