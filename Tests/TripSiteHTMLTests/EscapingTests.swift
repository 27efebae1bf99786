import Foundation
import Testing
import TripSiteHTML

#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite struct EscapingTests {
    @Test func textEscapesMarkupButNotQuotes() {
        #expect(
            Escaping.text("<script>alert(\"x\") & 'y'</script>")
                == "&lt;script&gt;alert(\"x\") &amp; 'y'&lt;/script&gt;")
    }

    @Test func attributeEscapesQuotesToo() {
        #expect(Escaping.attribute("\" onmouseover='x' <b>&") == "&quot; onmouseover=&#39;x&#39; &lt;b&gt;&amp;")
    }

    @Test func nodesEscapeTextAndAttributesByConstruction() {
        let node = Node.a([.href("/x?a=1&b=\"2\"")]) { "<b>Tom & Jerry</b>" }
        #expect(node.render() == "<a href=\"/x?a=1&amp;b=&quot;2&quot;\">&lt;b&gt;Tom &amp; Jerry&lt;/b&gt;</a>")
    }

    @Test func trustedHTMLIsInsertedAsIs() {
        #expect(Node.p { Node.trusted(TrustedHTML(cmarkOutput: "<em>hi</em>")) }.render() == "<p><em>hi</em></p>")
    }

    @Test func voidAndBooleanAttributes() {
        #expect(
            Node.input([Attribute("type", "checkbox"), .flag("disabled")]).render()
                == "<input type=\"checkbox\" disabled>")
    }

    // MARK: - Characters no web page or feed may hold

    @Test func textAndAttributesReplaceForbiddenCharacters() {
        // A vertical tab and a form feed (Word's line breaks) and U+0085 become a space;
        // every other control or noncharacter becomes U+FFFD.
        #expect(Escaping.text("a\u{0B}b\u{0C}c\u{85}d") == "a b c d")
        #expect(Escaping.text("\u{1B}[2J\u{7}\u{0}\u{7F}\u{9F}") == "\u{FFFD}[2J\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}")
        #expect(
            Escaping.text("x" + noncharacters(0xFDD0, 0xFDEF, 0xFFFE, 0xFFFF, 0x1FFFE, 0x10FFFF) + "y") == "x"
                + String(repeating: "\u{FFFD}", count: 6) + "y")
        #expect(Escaping.attribute("<\u{0B}\"\u{1}") == "&lt; &quot;\u{FFFD}")
    }

    @Test func allowedNeighboursOfForbiddenCharactersAreKept() {
        let kept =
            "tab\there\nline\r\u{A0}\u{A9}" + noncharacters(0xFDCF, 0xFDF0) + "\u{FFFD}\u{FEFF}\u{1F30B}\u{1FFFD}日本"
        #expect(Escaping.text(kept) == kept)
        #expect(Escaping.attribute(kept) == kept)
        #expect(ForbiddenCharacters.replaced(in: kept) == kept)
    }

    /// The byte scan (the fast path) agrees with the scalar rule for every scalar, alone
    /// and between other text.
    @Test func byteScanAgreesWithTheRuleForEveryScalar() {
        var disagreements: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let alone = String(Character(scalar))
            if ForbiddenCharacters.occur(in: alone) != ForbiddenCharacters.isForbidden(scalar)
                || ForbiddenCharacters.occur(in: "é" + alone + "z") != ForbiddenCharacters.isForbidden(scalar)
            {
                disagreements.append(value)
            }
        }
        #expect(disagreements.isEmpty)
        #expect(
            (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter(ForbiddenCharacters.isForbidden).count == 29 + 33 + 32
                + 34)
    }

    /// Escaping copies runs of bytes; it must write what escaping a scalar at a time wrote
    /// (`referenceEscape`, the algorithm it replaced), on strings mixing every kind of
    /// scalar the rules name: specials, allowed and forbidden controls, C1 controls beside
    /// other two-byte scalars, noncharacters beside their neighbours, four-byte scalars.
    @Test func escapingAgreesWithEscapingAScalarAtATime() {
        let pool: [Unicode.Scalar] =
            [
                "a", "Z", " ", "&", "<", ">", "\"", "'", "\t", "\n", "\r", "\u{0}", "\u{B}", "\u{C}", "\u{1B}",
                "\u{7F}",
                "\u{80}", "\u{85}", "\u{9F}", "\u{A0}", "\u{BF}", "é", "\u{7FF}", "日", "\u{FDCF}", "\u{FFFD}",
                "\u{FEFF}",
                "\u{1F30B}", "\u{1FFFD}",
            ] + [0xFDD0, 0xFDEF, 0xFFFE, 0xFFFF, 0x1FFFE, 0x10FFFF].compactMap(Unicode.Scalar.init)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            let length = Int.random(in: 0...24, using: &generator)
            let string = String(
                String.UnicodeScalarView((0..<length).map { _ in pool.randomElement(using: &generator)! }))
            #expect(Escaping.text(string) == referenceEscape(string, quotes: false), "\(Array(string.unicodeScalars))")
            #expect(
                Escaping.attribute(string) == referenceEscape(string, quotes: true), "\(Array(string.unicodeScalars))")
        }
    }

    @Test func trustedHTMLReplacesForbiddenCharacters() {
        #expect(TrustedHTML(cmarkOutput: "<p>a\u{0B}b\u{1B}c</p>\n").html == "<p>a b\u{FFFD}c</p>\n")
        #expect(Node.p { Node.trusted(TrustedHTML(cmarkOutput: "<em>\u{85}</em>")) }.render() == "<p><em> </em></p>")
    }

    @Test func feedContentIsWellFormedXML() throws {
        // Trusted HTML escaped as text inside an XML element, as the Atom feed does.
        let xml = Node.group {
            Node.xmlDeclaration
            Node.element("feed", [Attribute("title", "a\u{C}b")]) {
                Node.element("content") { TrustedHTML(cmarkOutput: "<p>\u{B}\u{0}</p>").html }
            }
        }.render()
        let parser = XMLParser(data: Data(xml.utf8))
        #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
    }
}

/// Escaping a scalar at a time, as `Escaping` did before it copied runs of bytes.
func referenceEscape(_ string: String, quotes: Bool) -> String {
    var out = ""
    for scalar in string.unicodeScalars {
        switch scalar {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"" where quotes: out += "&quot;"
        case "'" where quotes: out += "&#39;"
        case _ where ForbiddenCharacters.isForbidden(scalar):
            out.unicodeScalars.append(ForbiddenCharacters.replacement(for: scalar))
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out
}

/// Text made of the given scalars: Swift string literals refuse noncharacters.
func noncharacters(_ values: UInt32...) -> String {
    String(String.UnicodeScalarView(values.compactMap(Unicode.Scalar.init)))
}
