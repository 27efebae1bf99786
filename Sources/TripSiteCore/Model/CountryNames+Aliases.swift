/// Names people write for a country that ISO 3166 (and so iso-codes, the table's source)
/// does not use: short English names ("Russia" for the Russian Federation), abbreviations
/// ("UK", "USA"), older names ("Burma", "Swaziland") and the nations of the United Kingdom,
/// which count as the United Kingdom (ISO 3166-1 has one code for them). Each stands for its
/// code in `country:` as the table's own names do.
extension CountryNames {
    static let aliases: [String: String] = [
        "America": "US", "Bosnia": "BA", "Britain": "GB", "Brunei": "BN", "Burma": "MM", "Cape Verde": "CV",
        "Czech Republic": "CZ", "DR Congo": "CD", "DRC": "CD", "East Timor": "TL", "England": "GB",
        "Great Britain": "GB", "Holland": "NL", "Ivory Coast": "CI", "Macedonia": "MK", "Micronesia": "FM",
        "Northern Ireland": "GB", "Palestine": "PS", "Russia": "RU", "Scotland": "GB", "South Korea": "KR",
        "Swaziland": "SZ", "The Netherlands": "NL", "Turkey": "TR", "U.K.": "GB", "U.S.": "US", "U.S.A.": "US",
        "UAE": "AE", "UK": "GB", "USA": "US", "Vatican": "VA", "Vatican City": "VA", "Wales": "GB",
    ]
}
