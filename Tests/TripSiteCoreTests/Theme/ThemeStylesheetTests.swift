import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// `theme/style.css` is composed from the layer files: a site replaces one layer and keeps
/// the rest of the built-in theme; `custom.css` comes last, outside every layer; the parts
/// are not published on their own.
@Suite struct ThemeStylesheetTests {
    @Test func layersAreDeclaredInOrderAndEachFileIsWrappedInItsLayer() throws {
        let site = try FixtureSite(["content/trips/a.md": tripFile("title: A")])
        defer { site.remove() }
        let css = try #require(try site.buildInMemory().output.text("theme/style.css"))
        #expect(css.contains("@layer tokens, settings, base, layout, components, utilities;"))
        var last = css.startIndex
        for layer in ["tokens", "base", "layout", "components", "utilities"] {
            let block = try #require(css.range(of: "\n@layer \(layer) {\n"), "no \(layer) block")
            #expect(block.lowerBound > last, "\(layer) comes after the previous layer")
            last = block.lowerBound
        }
        #expect(css.contains("--color-accent"))
    }

    @Test func aSiteReplacesOneLayerAndKeepsTheOthers() throws {
        let site = try FixtureSite([
            "site.yml": "title: T\ntheme: mine\n",
            "content/trips/a.md": tripFile("title: A"),
            "themes/mine/css/components.css": ".trip-card { border: 2px solid; }\n",
            "themes/mine/custom.css": ":root { --color-accent: #0a7d4f; }\n",
        ])
        defer { site.remove() }
        let output = try site.buildInMemory().output
        let css = try #require(output.text("theme/style.css"))
        let components = try #require(css.range(of: "@layer components {\n"))
        #expect(css[components.upperBound...].hasPrefix(".trip-card { border: 2px solid; }\n}"))
        #expect(css.contains("--space-4"), "the built-in tokens stay")
        #expect(!css.contains("\n.badge-tile {"), "the built-in components layer is replaced")
        let custom = try #require(css.range(of: ":root { --color-accent: #0a7d4f; }"))
        let utilities = try #require(css.range(of: "@layer utilities {"))
        #expect(custom.lowerBound > utilities.lowerBound, "custom.css comes after every layer, unlayered")
        #expect(!output.files.keys.contains { $0.hasPrefix("theme/css/") || $0 == "theme/custom.css" })
    }

    @Test func editorsFilesOfAThemeAreNotPublished() throws {
        let site = try FixtureSite([
            "site.yml": "title: T\ntheme: mine\n",
            "content/trips/a.md": tripFile("title: A"),
            "themes/mine/README.md": "# My theme\n",
            "themes/mine/slots/footer.html": "<p>hi</p>\n",
            "themes/mine/logo.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>\n",
        ])
        defer { site.remove() }
        let files = try site.buildInMemory().output.files.keys
        #expect(files.contains("theme/logo.svg"))
        #expect(!files.contains("theme/README.md") && !files.contains { $0.hasPrefix("theme/slots/") })
    }
}

/// The composed stylesheet carries no comments, except `/*! … */` ones; text in quotes that
/// looks like a comment stays.
@Suite struct CSSCommentsTests {
    @Test func commentsGoStringsAndLicencesStay() {
        let css = """
            /* The card. */
            .a { content: "/* not a comment */"; } /* trailing */
            .b { content: '\\'/*'; }

            /*! Licence: keep me */
            .c {
              /* inside */
              color: red;
            }
            """
        #expect(
            CSSComments.stripped(css)
                == """
                .a { content: "/* not a comment */"; }
                .b { content: '\\'/*'; }
                /*! Licence: keep me */
                .c {
                  color: red;
                }
                """)
        #expect(CSSComments.stripped(".d { color: red } /* unclosed") == ".d { color: red }")
    }

    /// The byte-by-byte stripping gives what stripping a scalar at a time gave, on random
    /// stylesheets of comments, quotes, escapes, CRLFs, spaces and longer characters.
    @Test func strippingAgreesWithTheScalarAtATimeRules() {
        let pieces = [
            "/*", "*/", "/*!", "\"", "'", "\\", "\n", "\r\n", " ", "  ", "a", "é", "日", "{", "}", ";", "/", "*",
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            let css = (0..<Int.random(in: 0...16, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            #expect(CSSComments.stripped(css) == Self.reference(css), "\(css.debugDescription)")
        }
    }

    /// The scalar-at-a-time stripping the byte version replaced.
    static func reference(_ css: String) -> String {
        var output = String.UnicodeScalarView()
        let scalars = Array(css.unicodeScalars)
        var index = 0
        var quote: Unicode.Scalar?
        while index < scalars.count {
            let scalar = scalars[index]
            if let open = quote {
                output.append(scalar)
                if scalar == "\\", index + 1 < scalars.count {
                    output.append(scalars[index + 1])
                    index += 1
                } else if scalar == open || scalar == "\n" {
                    quote = nil
                }
            } else if scalar == "\"" || scalar == "'" {
                quote = scalar
                output.append(scalar)
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*",
                !(index + 2 < scalars.count && scalars[index + 2] == "!")
            {
                index += 2
                while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") { index += 1 }
                index = index + 1 < scalars.count ? index + 2 : scalars.count
                continue
            } else {
                output.append(scalar)
            }
            index += 1
        }
        let text = String(output)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.last == " " ? String($0.reversed().drop { $0 == " " }.reversed()) : String($0) }
        return lines.filter { !$0.isEmpty }.joined(separator: "\n") + (text.hasSuffix("\n") ? "\n" : "")
    }

    @Test func theBuiltInThemeLosesOnlyItsComments() {
        let css = String(decoding: ThemeStylesheet.composed(ThemeAssets.embedded), as: UTF8.self)
        let body = css.split(separator: "\n").dropFirst(2).joined(separator: "\n")
        #expect(!body.contains("/*") && !body.contains("*/"))
        // Rule openings: lines ending in "{" that are not comment lines.
        let rules = { (text: String) in
            text.split(separator: "\n").filter {
                let line = $0.drop { $0 == " " }
                return line.hasSuffix("{") && !line.hasPrefix("*") && !line.hasPrefix("/*")
            }.count
        }
        let source = ["tokens", "base", "layout", "components", "utilities"].map {
            String(decoding: ThemeAssets.embedded["css/\($0).css"] ?? [], as: UTF8.self)
        }.joined()
        #expect(rules(body) == rules(source) + 5, "every rule kept, plus one block per layer")
    }
}
