import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// YAML aliases repeat what they name, so a few hundred bytes can stand for billions of
/// values (a "billion laughs"). Front matter, site.yml and goals.yml are read with a limit
/// on the values they expand to: over it, one located error, at once.
@Suite struct YAMLExpansionTests {
    /// Nine levels of nine aliases: 9^9 (387 million) strings from under 400 bytes.
    static func bomb(levels: Int, indent: String = "  ") -> String {
        var lines = ["\(indent)l0: &l0 [x, x, x, x, x, x, x, x, x]"]
        for level in 1..<levels {
            let aliases = Array(repeating: "*l\(level - 1)", count: 9).joined(separator: ", ")
            lines.append("\(indent)l\(level): &l\(level) [\(aliases)]")
        }
        return lines.joined(separator: "\n")
    }

    @Test func anAliasBombInFrontMatterIsALocatedErrorAtOnce() throws {
        let site = try FixtureSite([
            "content/trips/bomb.md": "---\ntitle: Bomb\nparams:\n\(Self.bomb(levels: 9))\n---\nText.\n",
            "content/trips/fine.md": tripFile("title: Fine"),
        ])
        defer { site.remove() }
        let clock = ContinuousClock()
        let started = clock.now
        let failure = try #require(throws: BuildFailure.self) { try site.buildInMemory() }
        #expect(clock.now - started < .seconds(5))
        let error = try #require(failure.diagnostics.first { $0.file == "content/trips/bomb.md" })
        #expect(error.severity == .error)
        #expect(error.message.contains("aliases"), "\(error.message)")
        #expect(error.line == 3, "at `params:`: \(error)")
    }

    @Test func anAliasBombInSiteYmlIsALocatedError() throws {
        let site = try FixtureSite([
            "site.yml": FixtureSite.defaultConfig + "params:\n\(Self.bomb(levels: 7))\n",
            "content/trips/fine.md": tripFile("title: Fine"),
        ])
        defer { site.remove() }
        let failure = try #require(throws: BuildFailure.self) { try site.buildInMemory() }
        let error = try #require(failure.diagnostics.first { $0.file == "site.yml" && $0.severity == .error })
        #expect(error.message.contains("aliases"), "\(error.message)")
    }

    /// libyaml's own advice names its C function (`yaml_set_max_nest_level()`): the message
    /// says what to change instead.
    @Test func nestingTooDeepIsSaidPlainly() throws {
        let deep = String(repeating: "[", count: 3000) + String(repeating: "]", count: 3000)
        let site = try FixtureSite(["content/trips/deep.md": "---\ntitle: Deep\nparams: \(deep)\n---\n"])
        defer { site.remove() }
        let failure = try #require(throws: BuildFailure.self) { try site.buildInMemory() }
        let error = try #require(failure.diagnostics.first { $0.file == "content/trips/deep.md" })
        #expect(error.message.contains("nested too deeply"), "\(error.message)")
        #expect(!error.message.contains("yaml_"), "\(error.message)")
        #expect(error.line == 3)
    }

    @Test func aliasesWithinTheLimitStillWork() throws {
        let site = try FixtureSite([
            "content/trips/kona.md": "---\ntitle: Kona\ntags: &t [ocean, diving]\nparams:\n  also: *t\n---\n"
        ])
        defer { site.remove() }
        let (report, _) = try site.buildInMemory()
        #expect(report.site.trips.first?.tags == ["ocean", "diving"])
    }
}
