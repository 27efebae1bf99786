import Foundation
import Testing
import TripSiteCore

/// The URL attributes of HTML rewritten, and nothing else: not text, comments, scripts or
/// styles, whatever the quoting.
@Suite struct HTMLURLRewriterTests {
    func prefixed(_ html: String) -> String {
        HTMLURLRewriter.rewrite(html) { URLMapping.underBasePath($0, basePath: "/j/") }
    }

    @Test func rewritesLinkAndImageAttributes() {
        let html = #"<p><a href="/trips/x/" title="/t">x</a> <img src="/a.jpg" alt="/alt" /></p>"#
        #expect(prefixed(html) == #"<p><a href="/j/trips/x/" title="/t">x</a> <img src="/j/a.jpg" alt="/alt" /></p>"#)
    }

    @Test func rewritesEveryCandidateOfASrcset() {
        let html = #"<source srcset="/a-480.webp 480w, /a-960.webp 960w,https://cdn/x.webp 2x">"#
        #expect(prefixed(html) == #"<source srcset="/j/a-480.webp 480w, /j/a-960.webp 960w,https://cdn/x.webp 2x">"#)
    }

    @Test func readsSingleQuotedAndUnquotedValuesOfRawHTML() {
        let html = "<a href='/x'>a</a><a href=/y>b</a><A HREF = \"/z\" >c</A>"
        #expect(prefixed(html) == "<a href='/j/x'>a</a><a href=/j/y>b</a><A HREF = \"/j/z\" >c</A>")
    }

    @Test func leavesTextCommentsScriptsAndStylesAlone() {
        let html = """
            <p>href=&quot;/x&quot; &lt;a href="/y"&gt;</p><!-- <a href="/c"> --><script>if (a<b) x = '<a href="/s">';</script>\
            <style>a[href="/t"] { }</style><pre><code>&lt;img src="/code.png"&gt;</code></pre><a href="/after">.</a>
            """
        let expected = html.replacingOccurrences(of: "href=\"/after\"", with: "href=\"/j/after\"")
        #expect(prefixed(html) == expected)
    }

    @Test func namesAreReadInAnyCase() {
        let html =
            #"<SCRIPT>x = '<a href="/s">'</Script><div DATA-Index-URL="/i" hrefx="/n" Src="/s"><SOURCE SrcSet="/a 1x">"#
        #expect(
            prefixed(html)
                == #"<SCRIPT>x = '<a href="/s">'</Script><div DATA-Index-URL="/j/i" hrefx="/n" Src="/j/s"><SOURCE SrcSet="/j/a 1x">"#
        )
    }

    @Test func keepsOtherURLsAndTheHTMLWhenNothingChanges() {
        let html = ##"<a href="//cdn/x">a</a><a href="https://x/">b</a><a href="#top">c</a><a href="rel/">d</a>"##
        #expect(prefixed(html) == html)
        #expect(HTMLURLRewriter.rewrite("<p>unterminated <a href=\"/x", { _ in "y" }) == "<p>unterminated <a href=\"y")
    }

    /// Every GFM spec example, raw HTML allowed: rewriting its links changes no text, and every
    /// double-quoted link and image from the root ends up under the base path.
    @Test func everyGFMExampleKeepsItsTextAndMovesItsLinks() {
        var failures: [String] = []
        for example in GFMExample.all {
            let options = MarkdownOptions(unsafeHTML: true, extensions: MarkdownOptions.allExtensions)
            let html = CMarkDocument.renderHTML(example.markdown, options: options).trusted.html
            let rewritten = prefixed(html)
            let stray = rewritten.matches(of: /(?:href|src)="(\/[^"]*)"/).map { String($0.output.1) }.filter {
                !$0.hasPrefix("//") && !$0.hasPrefix("/j/")
            }
            if textOf(rewritten) != textOf(html) || !stray.isEmpty { failures.append(example.name) }
        }
        #expect(failures.isEmpty, "\(failures.count) examples harmed: \(failures.prefix(20))")
    }

    /// The text of HTML: everything outside `<…>`.
    func textOf(_ html: String) -> String {
        html.replacing(/<[^>]*>/, with: "")
    }
}
