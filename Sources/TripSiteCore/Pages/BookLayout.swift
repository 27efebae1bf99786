import Foundation

/// The geometry of a trip's book on one paper, in millimetres: the page, its margins, the
/// text column, and the boxes photos are printed in. The book page's `@page` rules
/// (`pageCSS`) and the print photos' sizes (`printedWidth`) both come from here, so a photo
/// is made at the size it is printed.
package struct BookLayout: Hashable, Sendable {
    /// How a bleed is put around each page.
    package enum BleedStyle: Hashable, Sendable {
        /// As CSS Paged Media says (`bleed:`): the page stays the paper's size and the PDF's
        /// bleed box is larger (WeasyPrint).
        case bleedBox
        /// The page is the paper's size plus the bleed on each side, and the margins grow by
        /// it (an engine without `bleed:`, such as Chromium).
        case grownPage
    }

    /// Where a photo is printed.
    package enum Slot: Hashable, Sendable {
        /// The whole cover, out to the bleed, cropped to fill it.
        case cover
        /// An entry's own photo above its text: the text's width, 3:2, cropped to fill it.
        case lead
        /// The text's width, the photo's own shape: an image of a journal's text.
        case full
        /// A gallery's photo on a page of photos (two rows to a page, `galleryBox`): a
        /// landscape photo across a row, a portrait one half of it; cropped to fill the box.
        case gallery
    }

    /// Print resolution aimed at: a photo is made this sharp at its printed size when its
    /// original has the pixels.
    package static let targetDPI = 300.0
    /// Below this a photo prints soft, and the book says so.
    package static let minimumDPI = 250.0
    /// The space between two photos side by side.
    static let gap = 4.0

    package var paper: Paper
    package var bleed: Double
    package var bleedStyle: BleedStyle

    package init(paper: Paper, bleed: Double = 0, bleedStyle: BleedStyle = .bleedBox) {
        self.paper = paper
        self.bleed = bleed
        self.bleedStyle = bleedStyle
    }

    /// Top, bottom, the side at the spine and the side away from it: larger on larger paper.
    var margins: (top: Double, bottom: Double, inside: Double, outside: Double) {
        paper == .a5 ? (15, 18, 17, 13) : (20, 22, 22, 17)
    }

    /// The text column's width and height.
    package var text: (width: Double, height: Double) {
        let size = paper.size
        return (size.width - margins.inside - margins.outside, size.height - margins.top - margins.bottom)
    }

    /// Room under a gallery photo for its caption.
    static let captionSpace = 7.0

    /// A slot's box for a photo of `aspect` (width over height), width and height; the height
    /// is nil where the photo keeps its shape.
    package func box(_ slot: Slot, aspect: Double = 1.5) -> (width: Double, height: Double?) {
        let size = paper.size
        switch slot {
        case .cover: return (size.width + 2 * bleed, size.height + 2 * bleed)
        case .lead: return (text.width, text.width * 2 / 3)
        case .full: return (text.width, nil)
        case .gallery: return (Self.isWide(aspect) ? text.width : halfWidth, galleryPhotoHeight)
        }
    }

    /// Whether a photo of `aspect` takes a whole row of a page of photos (else half of one).
    package static func isWide(_ aspect: Double) -> Bool { aspect >= 1 }

    /// Half the text's width, less half the gap between two photos.
    var halfWidth: Double { (text.width - Self.gap) / 2 }

    /// A gallery photo's height: half the text's height (a page holds two rows), less the gap
    /// between the rows and the room for a caption.
    var galleryPhotoHeight: Double { (text.height - Self.gap) / 2 - Self.captionSpace }

    /// How wide a photo of `aspect` (width over height) is printed in `slot`: its box's width,
    /// the photo cut to the box's shape (`shape`); across the text at its own shape, narrower
    /// when it is too tall for `maximumPhotoHeight`.
    package func printedWidth(_ slot: Slot, aspect: Double) -> Double {
        let box = box(slot, aspect: aspect)
        return box.height == nil ? min(box.width, maximumPhotoHeight * aspect) : box.width
    }

    /// The shape (width over height) a photo of `aspect` is cut to in `slot`; nil where it
    /// keeps its own.
    package func shape(_ slot: Slot, aspect: Double) -> Double? {
        let box = box(slot, aspect: aspect)
        return box.height.map { box.width / $0 }
    }

    /// The pixels wide to make a photo for `slot` (at `targetDPI`).
    package func pixels(_ slot: Slot, aspect: Double) -> Int {
        Int((printedWidth(slot, aspect: aspect) / 25.4 * Self.targetDPI).rounded(.up))
    }

    /// The resolution a photo `width` pixels wide prints at in `slot`.
    package func dpi(width: Int, slot: Slot, aspect: Double) -> Double {
        Double(width) / (printedWidth(slot, aspect: aspect) / 25.4)
    }

    /// A photo of the text's width and its own shape is at most this tall, so its caption
    /// and a line of text fit beside it on the page.
    var maximumPhotoHeight: Double { (text.height * 0.72).rounded(.down) }

    /// The rules that depend on the paper and the bleed: the page's size and margins, its
    /// number at the foot (none on the cover), the cover's full-bleed box and the tallest a
    /// photo may be. Numbers only: no text of the user's reaches it.
    package var pageCSS: String {
        let size = paper.size
        let grown = bleedStyle == .grownPage ? bleed : 0
        let (top, bottom, inside, outside) = margins
        func mm(_ value: Double) -> String {
            let rounded = (value * 100).rounded() / 100
            return rounded == rounded.rounded() ? "\(Int(rounded))mm" : "\(rounded)mm"
        }
        let pageSize = "\(mm(size.width + 2 * grown)) \(mm(size.height + 2 * grown))"
        let bleedRule = bleedStyle == .bleedBox && bleed > 0 ? " bleed: \(mm(bleed));" : ""
        let cover = box(.cover)
        // The cover reaches into the bleed: past the page's edges where the bleed is a box
        // around it, to the grown page's edges otherwise.
        let coverOffset = bleedStyle == .bleedBox ? -bleed : 0
        return """
            :root { --sheet-width: \(mm(size.width)); --sheet-height: \(mm(size.height)); --sheet-padding: \(mm(top)) \(mm(outside)) \(mm(bottom)) \(mm(inside)); }
            @page { size: \(pageSize); margin: \(mm(top + grown)) \(mm(outside + grown)) \(mm(bottom + grown)) \(mm(inside + grown));\(bleedRule) @bottom-center { content: counter(page); } }
            @page :left { margin-left: \(mm(outside + grown)); margin-right: \(mm(inside + grown)); }
            @page book-cover { margin: 0; @bottom-center { content: none; } }
            .book-cover { width: \(mm(cover.width)); height: \(mm((cover.height ?? 0) - 0.5)); margin: \(mm(coverOffset)) 0 0 \(mm(coverOffset)); }
            .book-lead img { height: \(mm(box(.lead).height!)); }
            .book-photo-tall { width: \(mm(halfWidth)); }
            .book-photo-wide img, .book-photo-tall img { height: \(mm(galleryPhotoHeight)); }
            .book-text img { max-height: \(mm(maximumPhotoHeight)); }
            .book-map svg { max-height: \(mm(text.height - 30)); }
            """
    }
}
