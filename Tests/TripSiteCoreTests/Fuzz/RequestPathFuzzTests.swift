import Foundation
import Testing
import TripSiteCore

/// The preview server's request-path resolver on generated raw paths.
@Suite struct RequestPathFuzzTests {
    static let files: [String] = [
        "index.html", "trips/kona/index.html", "theme/style.css", "my file.txt", "café/index.html", "a%b.txt",
        "100%/index.html", "q?x.html", "semi;colon.txt", "日本/index.html", "..hidden", "x../index.html",
        "trips/.well-known",
    ]

    static let segments = [
        "", "", ".", "..", "...", "%2e%2e", "%2E.", ".%2e", "%2e", "%2f", "%2F..", "%5c", "%5C..", "%00", "\0", "trips",
        "kona",
        "index.html", "theme", "style.css", "caf%C3%A9", "café", "cafe%CC%81", "%", "%z", "%zz", "%c3", "%C3%28", "%ff",
        "~", "..;",
        "?", "#", "\\", "..\\..", "%252e%252e", "my%20file.txt", "a%25b.txt", "100%25", "q%3Fx.html", "日本",
        "%E6%97%A5%E6%9C%AC",
        "\u{202E}", "%E2%80%AE", "..%00", "%c0%ae%c0%ae", "\u{FF0E}\u{FF0E}", "x..", "..hidden", ".well-known",
    ]

    static let target = FuzzTarget(
        name: "request-path",
        generator: FuzzText.generator { rng in
            let path = FuzzText.repeated(0...8, &rng) { FuzzText.pick(segments, &$0) }.joined(
                separator: FuzzText.pick(["/", "/", "//", "/./"], &rng))
            var raw = (FuzzText.chance(92, &rng) ? "/" : "") + path + (FuzzText.chance(30, &rng) ? "/" : "")
            if FuzzText.chance(15, &rng) { raw += FuzzText.pick(["?v=2", "#top", "?a=/../..", "?", "#"], &rng) }
            return FuzzText.chance(15, &rng) ? FuzzText.mutate(raw, &rng) : raw
        }, property: check)

    @Test func resolverNeverLeavesTheSite() async {
        await Self.target.run()
    }

    @Sendable static func check(_ raw: String) -> [String] {
        let site = Set(files)
        var asked: [String] = []
        let resolution = RequestPath.resolve(raw) { key in
            asked.append(key)
            return site.contains(key)
        }
        var problems = asked.compactMap { key in
            isInside(key) ? nil : "looked up '\(key)', which is not a path inside the site"
        }
        switch resolution {
        case .file(let path):
            if !site.contains(path) || !isInside(path) { problems.append("serves '\(path)'") }
        case .redirect(let url):
            if !url.hasPrefix("/") || url.hasPrefix("//") || !url.hasSuffix("/")
                || !isInside(String(url.dropFirst().dropLast()))
            {
                problems.append("redirects to '\(url)'")
            } else if !site.contains(String(url.dropFirst()) + "index.html") {
                problems.append("redirects to '\(url)', which has no index.html")
            }
        case .notFound, .badRequest:
            break
        }
        problems += roundTrip(files[raw.utf8.count % files.count])
        return problems
    }

    /// A path relative to the root whose segments are all real names.
    static func isInside(_ key: String) -> Bool {
        let segments = key.split(separator: "/", omittingEmptySubsequences: false)
        return !key.hasPrefix("/") && !key.contains("\\") && !key.contains("\0")
            && !segments.contains { $0.isEmpty || $0 == "." || $0 == ".." }
    }

    /// Every file of the site is reachable at its percent-encoded path.
    static func roundTrip(_ file: String) -> [String] {
        let encoded =
            "/"
            + file.utf8.map { byte in
                let character = Character(UnicodeScalar(byte))
                return byte < 0x80 && (character.isLetter || character.isNumber || "-._~/".contains(character))
                    ? String(character) : String(format: "%%%02X", byte)
            }.joined()
        let site = Set(files)
        let resolution = RequestPath.resolve(encoded) { site.contains($0) }
        return resolution == .file(file) ? [] : ["'\(encoded)' resolves to \(resolution), not \(file)"]
    }
}
