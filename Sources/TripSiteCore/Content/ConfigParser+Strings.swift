import TripSiteHTML
import Yams

/// The interface strings of site.yml's language: its table from the strings files
/// (`StringCatalog`), and `strings:`, the site's own wording over it.
extension ConfigParser {
    /// Reads `strings:` and sets `config.interfaceTable`, after `language:` and `theme:`. The
    /// strings files' problems come here, then a warning at `language:` when no file speaks
    /// it, or one listing the keys neither the files nor `strings:` give.
    static func readInterfaceStrings(_ fields: inout YAMLFields, catalog: StringCatalog, into config: inout SiteConfig)
    {
        let resolution = catalog.resolve(language: config.language, theme: config.theme)
        config.interfaceTable = InterfaceTable(table: resolution.table)
        for diagnostic in resolution.diagnostics { fields.append(diagnostic) }
        if !resolution.hasFile, let node = fields.node("language") {
            let spoken = catalog.languages(theme: config.theme).map { "\($0) (\(StringCatalog.name($0)))" }
            let primary = StringTable.primaryLanguage(of: config.language)
            fields.warning(
                "TripSite has no interface strings for language '\(config.language)' (it has "
                    + "\(spoken.joined(separator: ", "))); pages use English, with lang=\"\(config.language)\"; "
                    + "translate them in i18n/\(primary).yml (docs/theming.md, \"Adding a language\")",
                at: node)
        }
        if let stringsNode = fields.node("strings") {
            readStrings(stringsNode, table: resolution.table, into: &config.strings, fields: &fields)
        }
        if resolution.hasFile, let warning = resolution.warning(overrides: config.strings) {
            fields.append(warning)
        }
    }

    /// `strings: {key: text}`: replacements for user-visible strings, added to `strings`; a
    /// key the language's table does not have is a warning (and is ignored by pages).
    private static func readStrings(
        _ node: Yams.Node, table: StringTable, into strings: inout [String: String], fields: inout YAMLFields
    ) {
        guard let stringsMapping = node.mapping else {
            fields.error("'strings' must be a mapping of string keys to text", at: node)
            return
        }
        for (key, value) in stringsMapping {
            if let name = key.scalar?.string, let text = value.scalar?.string {
                if let problem = table.overrideProblem(name) {
                    fields.warning("unknown key 'strings.\(name)': \(problem)", at: key)
                }
                strings[name] = text
            } else {
                fields.error("'strings' entries must be text: key: text", at: key)
            }
        }
    }
}
