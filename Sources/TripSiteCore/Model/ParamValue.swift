/// A value of `params:`: the free-form map a trip, a page or `site.yml` carries for the
/// theme's use (Hugo's `params`, Zola's `[extra]`). TripSite keeps it in the model and shows
/// it nowhere itself; a theme's templates can read it.
package indirect enum ParamValue: Hashable, Codable, Sendable {
    case text(String)
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case list([ParamValue])
    case map([String: ParamValue])
    case null

    /// The value as text, for templates: numbers and booleans as YAML writes them.
    package var text: String? {
        switch self {
        case .text(let text): text
        case .bool(let flag): flag ? "true" : "false"
        case .integer(let number): String(number)
        case .number(let number): String(number)
        case .list, .map, .null: nil
        }
    }
}

/// The `params:` of a trip, a page or the site, by name.
package typealias Params = [String: ParamValue]
