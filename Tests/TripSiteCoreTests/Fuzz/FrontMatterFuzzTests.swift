import Testing
import TripSiteCore
import TripSiteTestSupport

/// Front matter splitting and typed YAML fields on generated content files.
@Suite struct FrontMatterFuzzTests {
    static let target = FuzzTarget(
        name: "front-matter",
        generator: FuzzText.generator { rng in
            FuzzText.tripFile(&rng)
        }, property: check)

    @Test func frontMatterAndFieldsHoldOnGeneratedFiles() async {
        await Self.target.run()
    }

    @Sendable static func check(_ text: String) -> [String] {
        var problems = splitProblems(text)
        let file = SourceFile(path: "content/trips/fuzz.md", text: text)
        switch ContentParser.fields(of: file) {
        case .failure(let diagnostic):
            problems += FuzzChecks.located([diagnostic], file: file)
        case .success(let (fields, _)):
            problems += FuzzChecks.located(readEverything(fields), file: file)
        }
        return problems
    }

    /// The body is the end of the (normalised) file and starts at the line it claims.
    static func splitProblems(_ text: String) -> [String] {
        guard case .success(let split) = FrontMatter.split(text) else { return [] }
        var normalized = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        normalized = FrontMatter.normalizeLineEndings(normalized)
        guard normalized.utf8.suffix(split.body.utf8.count).elementsEqual(split.body.utf8) else {
            return ["the body is not the end of the file"]
        }
        let prefix = normalized.utf8.prefix(normalized.utf8.count - split.body.utf8.count)
        // A file that ends on its closing fence has an empty body on the line after the last.
        let endsOnFence = split.body.isEmpty && !normalized.hasSuffix("\n")
        let line = prefix.filter { $0 == UInt8(ascii: "\n") }.count + (endsOnFence ? 2 : 1)
        var problems: [String] = []
        if line != split.bodyFirstLine {
            problems.append("body starts on line \(line), split says \(split.bodyFirstLine)")
        }
        if split.yaml.contains("\r") { problems.append("a CR left in the YAML") }
        return problems
    }

    /// Reads every key with every accessor, and nested mappings too.
    static func readEverything(_ start: YAMLFields) -> [Diagnostic] {
        var fields = start
        var diagnostics: [Diagnostic] = []
        for name in fields.keys {
            _ = fields.string(name)
            _ = fields.bool(name)
            _ = fields.day(name)
            _ = fields.strings(name)
            if let mapping = fields.node(name)?.mapping {
                diagnostics += readEverything(
                    YAMLFields(mapping: mapping, file: fields.file, lineOffset: fields.lineOffset))
            }
        }
        return diagnostics + fields.diagnostics.all
    }
}
