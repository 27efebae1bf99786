import Testing
import TripSiteCore

/// Colours as site.yml writes them, and WCAG 2.2's luminance and contrast.
@Suite struct RGBColorTests {
    @Test func hexInSixOrThreeDigits() {
        #expect(RGBColor(hex: "#5B4FE9")?.description == "#5b4fe9")
        #expect(RGBColor(hex: "#5ae")?.description == "#55aaee")
        for bad in ["5b4fe9", "#5b4fe", "#5b4fe9ff", "#ggg", "", "#", "red"] {
            #expect(RGBColor(hex: bad) == nil, "\(bad)")
        }
    }

    /// Ratios published by WCAG's own examples and common tools.
    @Test func contrastRatiosMatchWCAG() {
        let white = RGBColor.white
        #expect(white.contrast(with: .black) == 21)
        #expect(abs(RGBColor(hex: "#767676")!.contrast(with: white) - 4.54) < 0.01)
        #expect(abs(RGBColor(hex: "#777777")!.contrast(with: white) - 4.48) < 0.01)
        #expect(abs(RGBColor(hex: "#4f46e5")!.contrast(with: white) - 6.29) < 0.01)
        #expect(RGBColor(hex: "#4f46e5")!.contrast(with: white) == white.contrast(with: RGBColor(hex: "#4f46e5")!))
    }

    @Test func adjustedReachesTheRatioWithTheLeastChange() {
        let lime = RGBColor(hex: "#a3e635")!
        let track = RGBColor(hex: "#e8e8ed")!
        let darker = lime.adjusted(toReach: 3, against: [track])
        #expect(darker.contrast(with: track) >= 3)
        #expect(darker.mixed(with: .white, amount: 0.02).contrast(with: track) < 3.05, "barely past the target")
        let onDark = RGBColor(hex: "#5b4fe9")!.adjusted(toReach: 4.5, against: [RGBColor(hex: "#1c1c1f")!])
        #expect(onDark.contrast(with: RGBColor(hex: "#1c1c1f")!) >= 4.5 && onDark.luminance > lime.luminance / 4)
        #expect(RGBColor.white.adjusted(toReach: 4.5, against: [.black]) == .white, "already enough: unchanged")
    }
}
