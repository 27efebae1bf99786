import Testing
import TripSiteCore

@Suite struct FrontMatterTests {
    @Test func splitsYAMLAndBodyWithLineNumbers() throws {
        let split = try FrontMatter.split("---\ntitle: Kona\nseason: summer\n---\nHello\n").get()
        #expect(split.yaml == "title: Kona\nseason: summer")
        #expect(split.body == "Hello\n")
        #expect(split.yamlFirstLine == 2)
        #expect(split.bodyFirstLine == 5)
    }

    @Test func toleratesBOMAndCRLF() throws {
        let split = try FrontMatter.split("\u{FEFF}---\r\ntitle: Kona\r\n---\r\nBody\r\n").get()
        #expect(split.yaml == "title: Kona")
        #expect(split.body == "Body\n")
    }

    @Test func missingAndUnterminatedFences() {
        #expect(throws: FrontMatter.SplitError.missing) { try FrontMatter.split("title: Kona\n").get() }
        #expect(throws: FrontMatter.SplitError.unterminated(openingLine: 1)) {
            try FrontMatter.split("---\ntitle: Kona\nno end\n").get()
        }
    }

    /// Hugo's JSON front matter: the object that starts the file, braces in its strings
    /// skipped; TOML is refused by name.
    @Test func aJSONObjectIsFrontMatterAndTOMLIsNamed() throws {
        let text = "{\n  \"title\": \"Oslo {north}\",\n  \"tags\": [\"fjords\"]\n}\nFjords.\n"
        let split = try FrontMatter.split(text).get()
        #expect(split.isJSON && split.yaml == "{\n  \"title\": \"Oslo {north}\",\n  \"tags\": [\"fjords\"]\n}")
        #expect(split.body == "Fjords.\n" && split.yamlFirstLine == 1 && split.bodyFirstLine == 5)
        #expect(throws: FrontMatter.SplitError.unterminatedJSON) { try FrontMatter.split("{\"title\": \"}\n").get() }
        #expect(throws: FrontMatter.SplitError.toml) { try FrontMatter.split("+++\ntitle = \"Oslo\"\n+++\n").get() }
    }

    @Test func edgeCases() throws {
        let empty = try FrontMatter.split("---\n---\nBody").get()
        #expect(empty.yaml == "" && empty.body == "Body" && empty.bodyFirstLine == 3)
        let dots = try FrontMatter.split("---  \ntitle: A\n...\n").get()
        #expect(dots.yaml == "title: A" && dots.body == "")
        let noBody = try FrontMatter.split("---\ntitle: A\n---").get()
        #expect(noBody.yaml == "title: A" && noBody.body == "")
        let loneCR = try FrontMatter.split("---\rtitle: A\r---\rBody\r").get()
        #expect(loneCR.yaml == "title: A" && loneCR.body == "Body\n")
        #expect(throws: FrontMatter.SplitError.unterminated(openingLine: 1)) { try FrontMatter.split("---").get() }
        #expect(throws: FrontMatter.SplitError.missing) { try FrontMatter.split("").get() }
        // A thematic break later in the body is not a fence.
        let body = try FrontMatter.split("---\ntitle: A\n---\nOne\n\n---\n\nTwo\n").get()
        #expect(body.body == "One\n\n---\n\nTwo\n")
    }
}

@Suite struct SlugTests {
    @Test(arguments: [
        ("Kona Deep Dive", "kona-deep-dive"), ("Zürich Layover", "zurich-layover"), ("São Miguel", "sao-miguel"),
        ("  Hello,  World!  ", "hello-world"), ("Matsumoto's Shave Ice", "matsumotos-shave-ice"), ("Straße", "strasse"),
        ("100 Activities", "100-activities"), ("日本", ""),
    ])
    func slugs(_ text: String, _ slug: String) {
        #expect(Slug.make(text) == slug)
    }
}
