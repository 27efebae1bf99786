import Foundation
import Testing
import TripSiteCore

/// Markup found byte for byte in UTF-8, agreeing with Foundation's `range(of:)` wherever the
/// needle is ASCII, in any text around it.
@Suite struct UTF8SearchTests {
    @Test(arguments: [
        ("<p>Zürich <input type=\"checkbox\"> ok</p>", "<input "),
        ("no marker at all", "<!--tripsite-"),
        ("é\u{301}<!--tripsite-image:0-->", "<!--tripsite-"),
        ("東京<<<!--x--><!--tripsite-embed:1-->", "<!--tripsite-"),
        ("ends with the needle -->", "-->"),
        ("-->", "-->"),
        ("--", "-->"),
        ("", "<"),
        ("aaaab", "aab"),
    ])
    func agreesWithFoundation(text: String, needle: String) {
        let found = text.utf8Range(of: needle)
        #expect(found.map { String(text[$0]) } == text.range(of: needle).map { String(text[$0]) })
        #expect(found?.lowerBound == text.range(of: needle)?.lowerBound)
        #expect(text.utf8Contains(needle) == text.contains(needle))
    }

    @Test func aSubstringIsSearchedFromItsOwnStart() throws {
        let text = "<!--a--> then <!--b-->"
        let rest = text[text.index(text.startIndex, offsetBy: 3)...]
        let range = try #require(rest.utf8Range(of: "<!--"))
        #expect(text[range.lowerBound...] == "<!--b-->")
        #expect("".utf8Range(of: "") == nil && "abc".utf8Range(of: "") == nil)
    }
}
