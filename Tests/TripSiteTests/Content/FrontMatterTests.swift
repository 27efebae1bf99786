import Testing
@testable import TripSite

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
        #expect(throws: FrontMatter.SplitError.unterminated(openingLine: 1)) { try FrontMatter.split("---\ntitle: Kona\nno end\n").get() }
    }
}
