import Foundation

/// The 720 examples of the GitHub Flavored Markdown spec and cmark-gfm's extension and
/// regression tests (`Fixtures/gfm-spec/`, CC-BY-SA 4.0 / BSD-2-Clause, see its README).
struct GFMExample: Decodable, Sendable {
    var source: String
    var example: Int
    var section: String
    var extensions: [String]
    var markdown: String
    var html: String

    var name: String { "\(source) #\(example) (\(section))" }

    static let all: [GFMExample] = {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Fixtures/gfm-spec/examples.json")
        guard let data = try? Data(contentsOf: url),
            let examples = try? JSONDecoder().decode([GFMExample].self, from: data)
        else { return [] }
        return examples
    }()
}
