import Testing
import TripSiteCore

/// A book's geometry: the pixels a photo needs where it is printed, the resolution it gets,
/// and the page rules for each way of putting a bleed around the page.
@Suite struct BookLayoutTests {
    @Test func aPhotoIsMadeForTheWidthItIsPrintedAt() {
        let a5 = BookLayout(paper: .a5)
        // A5's text is 118 mm wide: 1,394 pixels at 300 dpi for a photo of its own shape.
        #expect(a5.text.width == 118 && a5.pixels(.full, aspect: 1.5) == 1394)
        // On a page of photos, a landscape photo fills a row (118 × 79.5 mm), a portrait one
        // half of it (57 × 79.5 mm), each cut to its box's shape.
        #expect(a5.box(.gallery, aspect: 1.5).width == 118 && a5.box(.gallery, aspect: 1.5).height == 79.5)
        #expect(a5.box(.gallery, aspect: 0.75).width == 57)
        #expect(a5.pixels(.gallery, aspect: 1.5) == 1394 && a5.pixels(.gallery, aspect: 0.75) == 674)
        #expect(a5.shape(.gallery, aspect: 0.75) == 57 / 79.5 && a5.shape(.full, aspect: 0.75) == nil)
        // The cover is the page's width whatever the photo's shape: it is cut to the page.
        #expect(a5.pixels(.cover, aspect: 1.5) == 1749 && a5.pixels(.cover, aspect: 0.7) == 1749)
        // A tall photo across the text is as tall as the page allows, so narrower.
        #expect(a5.pixels(.full, aspect: 0.5) < a5.pixels(.full, aspect: 1.5))
        #expect(abs(a5.dpi(width: 1394, slot: .full, aspect: 1.5) - 300) < 0.3)
        // A bleed makes the cover wider.
        #expect(BookLayout(paper: .a5, bleed: 3).pixels(.cover, aspect: 0.7) == 1819)
        #expect(BookLayout(paper: .a4).text.width == 171)
    }

    @Test func thePageRulesFollowTheBleedStyle() {
        let box = BookLayout(paper: .a4, bleed: 3, bleedStyle: .bleedBox).pageCSS
        #expect(box.contains("@page { size: 210mm 297mm; margin: 20mm 17mm 22mm 22mm; bleed: 3mm;"))
        #expect(box.contains(".book-cover { width: 216mm; height: 302.5mm; margin: -3mm 0 0 -3mm; }"))
        let grown = BookLayout(paper: .a4, bleed: 3, bleedStyle: .grownPage).pageCSS
        #expect(grown.contains("@page { size: 216mm 303mm; margin: 23mm 20mm 25mm 25mm;"))
        #expect(!grown.contains("bleed:") && grown.contains("margin: 0mm 0 0 0mm;"))
        #expect(BookLayout(paper: .letter).pageCSS.contains("size: 215.9mm 279.4mm;"))
        #expect(!BookLayout(paper: .a5).pageCSS.contains("bleed"))
    }
}
