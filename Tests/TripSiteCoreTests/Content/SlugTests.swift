import Testing
import TripSiteCore

/// Slugs and ids that become folders of the site: a character rule and a length limit.
@Suite struct SlugIDTests {
    @Test func idRule() {
        #expect(Slug.idProblem("island-hopper") == nil)
        #expect(Slug.idProblem(String(repeating: "a", count: Slug.maxLength)) == nil)
        #expect(
            Slug.idProblem(String(repeating: "a", count: Slug.maxLength + 1))
                == "has 101 characters; at most 100 are allowed")
        for bad in ["", "Bad Id", "-x", "x-", "a--b", "ä", "a/b", "..", "a_b"] {
            #expect(Slug.idProblem(bad)?.hasPrefix("must be URL-safe") == true, "\(bad)")
        }
    }

    @Test func fileNames() {
        #expect(Slug.fileNameProblem(slug: "kona", name: "kona.md") == nil)
        #expect(Slug.fileNameProblem(slug: Slug.make("---"), name: "---.md")?.contains("gives an empty slug") == true)
        #expect(Slug.fileNameProblem(slug: Slug.make("日本"), name: "日本.md")?.contains("gives an empty slug") == true)
        let long = String(repeating: "ab", count: 60)
        #expect(
            Slug.fileNameProblem(slug: Slug.make(long), name: long + ".md")?.contains(
                "a slug of 120 characters; at most 100") == true)
    }

    /// A title in any script names a trip: only one with no letters or digits cannot, and a
    /// long one is cut to the longest slug.
    @Test func newTripTakesATitleInAnyScript() {
        #expect(Slug.titleProblem("!!!")?.contains("give one with --slug") == true)
        #expect(Slug.titleProblem("🏔️") != nil)
        for title in ["北海道", "Москва", "Αθήνα", "القاهرة", "とうきょう", "Zürich"] {
            #expect(Slug.titleProblem(title) == nil, "\(title)")
        }
        #expect(Slug.transliterated("Москва") == "moskva")
        #expect(Slug.transliterated("Αθήνα") == "athena")
        #expect(Slug.transliterated("とうきょう") == "toukyou")
        #expect(Slug.transliterated("北海道") == "bei-hai-dao")
        #expect(Slug.transliterated("Zürich Layover") == Slug.make("Zürich Layover"))
        // A file name keeps the slug it had; one with no Latin letters is written in them.
        #expect(Slug.fromName("Tokyo 東京") == "tokyo")
        #expect(Slug.fromName("東京") == "dong-jing")
        #expect(Slug.fromName("🗾") == "")
        let long = Slug.transliterated(String(repeating: "Long walk ", count: 11))
        #expect(long.count <= Slug.maxLength && long.hasPrefix("long-walk-long") && !long.hasSuffix("-"))
    }
}

/// `Slug.make` takes ASCII text byte by byte; this is the rule it had for every text, kept
/// here to hold the fast path to it.
@Suite struct SlugASCIITests {
    static func reference(_ text: String) -> String {
        var slug = ""
        var pendingHyphen = false
        for scalar in text.unicodeScalars {
            let lower = scalar.properties.lowercaseMapping.unicodeScalars.first!
            if ("a"..."z").contains(lower) || ("0"..."9").contains(lower) {
                if pendingHyphen, !slug.isEmpty { slug += "-" }
                pendingHyphen = false
                slug.unicodeScalars.append(lower)
            } else if scalar != "'" {
                pendingHyphen = true
            }
        }
        return slug
    }

    @Test func everyASCIICharacterAsTheGeneralRuleHasIt() {
        let characters = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
        for first in characters {
            for second in ["a", "Z", "7", " ", "'", "-"] {
                let text = "K" + first + second + first + "q"
                #expect(Slug.make(text) == Self.reference(text), "\(text.debugDescription)")
            }
        }
        #expect(Slug.make("  Kona's Deep--Dive 2025!  ") == "konas-deep-dive-2025")
    }
}
