import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// Countries by ISO 3166-1 code or by name in any of the interface languages, named in the
/// site's language from the table `scripts/iso-countries` makes out of Debian's iso-codes.
@Suite struct CountryNamesTests {
    @Test func codesAndNamesInAnyLanguageAreTheSameCountry() {
        for written in ["NO", "no", " No ", "Norway", "norway", "Norvège", "NORVEGE", "Norwegen", "ノルウェー"] {
            #expect(CountryNames.code(for: written) == "NO", "\(written)")
        }
        #expect(CountryNames.code(for: "Atlantis") == nil)
        for (written, code) in [("UK", "GB"), ("Scotland", "GB"), ("russia", "RU"), ("Turkey", "TR"), ("USA", "US")] {
            #expect(CountryNames.code(for: written) == code, "\(written)")
        }
        #expect(CountryNames.code(for: "") == nil)
    }

    @Test func namesFollowTheSiteLanguage() {
        #expect(CountryNames.name(code: "JP", language: "en") == "Japan")
        #expect(CountryNames.name(code: "JP", language: "fr-CA") == "Japon")
        #expect(CountryNames.name(code: "DE", language: "de") == "Deutschland")
        #expect(CountryNames.name(code: "ES", language: "es") == "España")
        #expect(CountryNames.name(code: "FR", language: "ja") == "フランス")
        #expect(CountryNames.name(code: "EG", language: "ar") == "مصر")
        #expect(CountryNames.name(code: "KR", language: "en") == "South Korea", "the common name where one exists")
        #expect(CountryNames.name(code: "IT", language: "pt") == "Italy", "English for a language without names")
        #expect(CountryNames.name(code: "XX", language: "en") == nil)
    }

    @Test func aTripsCountryBecomesATerm() {
        #expect(Taxonomies.country("pt", language: "en")! == ("pt", "Portugal"))
        #expect(Taxonomies.country("Portugal", language: "de")! == ("pt", "Portugal"))
        #expect(Taxonomies.country("Swiss Alps", language: "en")! == ("swiss-alps", "Swiss Alps"))
        #expect(Taxonomies.country("  ", language: "en") == nil)
    }

    /// The committed table is what iso-codes gives (`scripts/ensure-deps.sh --tests`
    /// installs it): a new release of iso-codes shows up here as a failure saying to run the
    /// script again.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: isoCodesJSON) || ExternalTool.inCI, "needs iso-codes"))
    func theTableIsIsoCodes() throws {
        let python = try #require(ExternalTool.python)
        let result = try python.run([
            SharedFixtures.repositoryRoot.appending(path: "scripts/iso-countries").path, "--check",
        ])
        #expect(result.status == 0, "run scripts/iso-countries to make the table again")
    }
}

private let isoCodesJSON = "/usr/share/iso-codes/json/iso_3166-1.json"
