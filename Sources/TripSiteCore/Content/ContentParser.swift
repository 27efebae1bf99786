import Yams

/// What every content file starts with: front matter split from the body, and the YAML
/// composed into a mapping. Shared by trips and pages.
package enum ContentParser {
    /// Splits and composes the front matter; on failure, the diagnostics say why.
    package static func fields(
        of file: SourceFile
    ) -> Result<(fields: YAMLFields, frontMatter: FrontMatter), Diagnostic> {
        let frontMatter: FrontMatter
        switch FrontMatter.split(file.text) {
        case .success(let value):
            frontMatter = value
        case .failure(.missing):
            return .failure(
                .error(
                    "missing front matter: the file must start with a '---' line, then YAML, then '---'",
                    file: file.path, line: 1, column: 1))
        case .failure(.unterminated(let line)):
            return .failure(
                .error(
                    "front matter is not closed: no '---' line after the opening one", file: file.path, line: line,
                    column: 1))
        case .failure(.unterminatedJSON):
            return .failure(
                .error(
                    "JSON front matter is not closed: the '{' that starts the file has no matching '}'",
                    file: file.path, line: 1, column: 1))
        case .failure(.unterminatedTOML):
            return .failure(
                .error(
                    "TOML front matter is not closed: no '+++' line after the opening one", file: file.path, line: 1,
                    column: 1))
        case .failure(.invalidTOML(let line, let column, let message)):
            return .failure(
                .error("invalid TOML front matter: \(message)", file: file.path, line: line, column: column))
        }
        let lineOffset = frontMatter.yamlFirstLine - 1
        switch YAMLFields.compose(frontMatter.yaml, file: file.path, lineOffset: lineOffset) {
        case .failure(var diagnostic):
            if frontMatter.isJSON, diagnostic.message.hasPrefix("invalid YAML") {
                diagnostic.message = "invalid JSON front matter" + diagnostic.message.dropFirst("invalid YAML".count)
            }
            return .failure(diagnostic)
        case .success(let node):
            guard let mapping = node == nil ? Yams.Node.Mapping([]) : node?.mapping else {
                return .failure(
                    .error(
                        "front matter must be a mapping of keys to values", file: file.path,
                        line: node?.mark.map { $0.line + lineOffset }, column: node?.mark?.column))
            }
            var fields = YAMLFields(mapping: mapping, file: file.path, lineOffset: lineOffset)
            if let warning = ForbiddenCharacterCheck.warning(for: file, yaml: node, lineOffset: lineOffset) {
                fields.append(warning)
            }
            return .success((fields, frontMatter))
        }
    }
}
