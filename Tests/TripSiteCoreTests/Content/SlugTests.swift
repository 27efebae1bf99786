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

    @Test func newTripRefusesTitlesWhoseSlugBreaksTheRule() {
        #expect(Slug.titleProblem("!!!") == "the title must contain letters or digits")
        #expect(Slug.titleProblem(String(repeating: "Long walk ", count: 11))?.contains("at most 100") == true)
        #expect(Slug.titleProblem(String(repeating: "Long walk ", count: 9)) == nil)
    }
}
