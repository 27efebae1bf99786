/// The continent of a trip's country, from the built-in world map's table (every ISO 3166-1
/// country has one: Natural Earth's where it draws the country, else pycountry-convert's;
/// `scripts/natural-earth`).
package enum Continents {
    /// The codes, and the English names a rule may also use for them.
    package static let names = [
        "AF": "Africa", "AN": "Antarctica", "AS": "Asia", "EU": "Europe", "NA": "North America", "OC": "Oceania",
        "SA": "South America",
    ]

    /// The continent code of a country as a trip writes it (`NO`, `Norway`), or nil.
    package static func of(_ country: String?) -> String? {
        guard let country, let code = CountryNames.code(for: country) else { return nil }
        return ThemeAssets.embeddedWorld.countries[code]?.continent
    }

    /// The code a rule's `continent:` means: a code (`eu`) or an English name (`Europe`).
    static func code(for written: String) -> String? {
        let key = written.trimmingSpaces().lowercased()
        if names[key.uppercased()] != nil { return key.uppercased() }
        return names.first { $0.value.lowercased() == key }?.key
    }
}
