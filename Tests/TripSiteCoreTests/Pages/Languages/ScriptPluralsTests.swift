import Foundation
import Testing
import TripSiteCore
import TripSiteHTML
import TripSiteTestSupport

/// The search script counts the way the build does: for every shipped language, its
/// `counted` (`Intl.PluralRules`) and `fill` (`Intl.NumberFormat`, under Node's ICU) give
/// the text `Strings.trips` (the CLDR rules in `PluralRule`, Foundation's numbers) gives.
@Suite(.enabled(if: ExternalTool.node != nil, "needs Node.js (scripts/test installs it)"))
struct ScriptPluralsTests {
    static let script = SharedFixtures.repositoryRoot.appending(path: "themes/default/search.js").path
    static let counts = Array(0...120) + [1000, 1001, 1_000_000, 2_000_000, 1_000_001]

    @Test(arguments: StringCatalog.builtInLanguages)
    func theScriptPicksTheBuildsFormAndDigits(_ language: String) throws {
        let strings = Strings.builtIn(language: language)
        let forms = Dictionary(
            uniqueKeysWithValues: strings.forms("count.trips").map { ("trip-\($0.category)", $0.text) })
        let input = String(decoding: try JSONEncoder().encode(forms), as: UTF8.self)
        let program = """
            const search = require(process.argv[1]);
            const forms = \(input);
            const locale = \(String(decoding: try JSONEncoder().encode(strings.locale.identifier), as: UTF8.self));
            const text = name => forms[name] || "";
            const number = search.numberFormat(locale);
            const counts = \(Self.counts);
            process.stdout.write(JSON.stringify(counts.map(n => search.fill(search.counted(text, "trip", n, locale), [n], number))));
            """
        let node = try #require(ExternalTool.node)
        let run = try node.run(["-e", program, Self.script])
        #expect(run.status == 0, "\(run.stderr)")
        let fromScript = try JSONDecoder().decode([String].self, from: Data(run.stdout.utf8))
        let fromBuild = Self.counts.map(strings.trips)
        for (count, (script, build)) in zip(Self.counts, zip(fromScript, fromBuild)) where script != build {
            Issue.record("\(language) \(count): the script says \(script), the build \(build)")
        }
        #expect(fromScript.count == fromBuild.count)
    }
}
