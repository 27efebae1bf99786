import Foundation
import Testing
import TripSiteCore

/// The two readers of paths from outside: `ContainedPath` (every importer, the output writer,
/// `tripsite new`) and the output manifest's reader, on generated paths built from the
/// pieces that lead out (`..`, `/`, NUL, links) mixed with plain names.
@Suite struct PathFuzzTests {
    static let pieces = [
        "..", ".", "", "a", "trips", "index.html", "~", "...", "..a", "a..", ". .", "\u{0}", "%2e%2e", "\\..",
        "ü", "e\u{301}", " ", "-", "photos", "x.jpeg",
    ]

    /// A path of 0–8 pieces joined by `/`, sometimes absolute, sometimes with doubled or
    /// trailing slashes.
    @Sendable static func path(_ rng: inout FuzzRNG) -> String {
        var text = FuzzText.repeated(0...8, &rng) { rng in FuzzText.pick(pieces, &rng) }.joined(separator: "/")
        if FuzzText.chance(15, &rng) { text = "/" + text }
        if FuzzText.chance(15, &rng) { text += "/" }
        if FuzzText.chance(10, &rng) { text = text.replacingOccurrences(of: "/", with: "//") }
        return text
    }

    static let resolver = FuzzTarget(
        name: "contained-path",
        generator: FuzzText.generator { rng in path(&rng) },
        property: checkResolver)

    static let manifest = FuzzTarget(
        name: "output-manifest",
        generator: FuzzText.generator { rng in
            "# Written by TripSite.\n" + FuzzText.repeated(0...12, &rng) { rng in path(&rng) }.joined(separator: "\n")
        },
        property: checkManifest)

    @Test func containedPathsNeverLeaveTheirRoot() async {
        await Self.resolver.run()
    }

    @Test func theManifestListsOnlyPathsInsideTheOutput() async {
        await Self.manifest.run()
    }

    /// Accepted paths are relative, without `..`, NUL or empty names, and below the root
    /// once joined to it and standardised; refused ones hold what the refusal says.
    @Sendable static func checkResolver(_ text: String) -> [String] {
        do {
            let path = try ContainedPath(text)
            var problems: [String] = []
            if path.components.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." || $0.contains("/") }) {
                problems.append("accepted \(text.debugDescription) with the components \(path.components)")
            }
            let joined = URL(fileURLWithPath: "/root/site/" + path.description).standardizedFileURL.path
            if !joined.hasPrefix("/root/site/") { problems.append("\(text.debugDescription) leads to \(joined)") }
            return problems
        } catch {
            let names = text.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
            let explained =
                switch error {
                case .nul: text.utf8.contains(0)
                case .absolute: text.hasPrefix("/")
                case .parent: names.contains("..")
                case .empty: names.isEmpty
                case .leavesRoot: false
                }
            return explained ? [] : ["refused \(text.debugDescription) as \(error)"]
        }
    }

    /// Every line is either listed (inside the output) or refused at its own line number.
    @Sendable static func checkManifest(_ text: String) -> [String] {
        let listing = OutputManifest.listing(of: text)
        var problems = listing.paths.filter { !ContainedPath.isContained($0) }.map { "listed \($0.debugDescription)" }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for refused in listing.refused {
            guard refused.line >= 1, refused.line <= lines.count, String(lines[refused.line - 1]) == refused.path else {
                problems.append("refused \(refused.path.debugDescription) at line \(refused.line), which is not it")
                continue
            }
        }
        let counted = lines.count { !$0.isEmpty && !$0.hasPrefix("#") }
        if listing.refused.count + listing.paths.count > counted {
            problems.append("more paths than lines")
        }
        return problems
    }
}
