import Templates
import Testing

@Suite struct EscapingTests {
    @Test func textEscapesMarkupButNotQuotes() {
        #expect(Escaping.text("<script>alert(\"x\") & 'y'</script>") == "&lt;script&gt;alert(\"x\") &amp; 'y'&lt;/script&gt;")
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
        #expect(Node.input([Attribute("type", "checkbox"), .flag("disabled")]).render() == "<input type=\"checkbox\" disabled>")
    }
}
