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
    @Test func aJSONObjectIsFrontMatter() throws {
        let text = "{\n  \"title\": \"Oslo {north}\",\n  \"tags\": [\"fjords\"]\n}\nFjords.\n"
        let split = try FrontMatter.split(text).get()
        #expect(split.isJSON && split.yaml == "{\n  \"title\": \"Oslo {north}\",\n  \"tags\": [\"fjords\"]\n}")
        #expect(split.body == "Fjords.\n" && split.yamlFirstLine == 1 && split.bodyFirstLine == 5)
        #expect(throws: FrontMatter.SplitError.unterminatedJSON) { try FrontMatter.split("{\"title\": \"}\n").get() }
    }

    /// TOML is transcribed to YAML with each top-level key on its own line, so a problem with
    /// a value is reported where the TOML has it.
    @Test func tomlKeysKeepTheirLines() throws {
        let text = """
            +++
            title = "Oslo: \\"north\\""
            tags = ["fjords",
              "cities"]
            notes = \"""
            draft = true
            \"""
            start = 2024-05-01
            [cover]
            image = "roof.jpg"
            +++
            Fjords.

            """
        let split = try FrontMatter.split(text).get()
        #expect(split.isTOML && split.yamlFirstLine == 2 && split.bodyFirstLine == 12 && split.body == "Fjords.\n")
        let lines = split.yaml.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == #""title": "Oslo: \"north\"""#)
        #expect(lines[1] == #""tags": ["fjords","cities"]"#)
        #expect(lines[3] == #""notes": "draft = true\n""#, "a line inside a multi-line string is no key")
        #expect(lines[6] == #""start": "2024-05-01""#)
        #expect(lines[7] == #""cover": {"image":"roof.jpg"}"#)
        #expect(lines.filter { !$0.isEmpty }.count == 5)
        #expect(throws: FrontMatter.SplitError.unterminatedTOML) { try FrontMatter.split("+++\ntitle = 1\n").get() }
        #expect(
            throws: FrontMatter.SplitError.invalidTOML(
                line: 3, column: 9, message: "error while parsing key-value pair: encountered end-of-file")
        ) { try FrontMatter.split("+++\ntitle = \"A\"\nstart = \n+++\n").get() }
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
