import Foundation
import Testing
import TripSiteCore

/// The default theme provides what the markup relies on. CSS cannot be unit-tested for
/// looks (screenshots do that), but the rules the product promises must be present.
@Suite struct ThemeTests {
    let css = String(decoding: ThemeStylesheet.composed(ThemeAssets.embedded), as: UTF8.self)

    @Test func darkModeIncreasedContrastAndReducedMotion() {
        #expect(css.contains("@media (prefers-color-scheme: dark)"))
        #expect(css.contains("prefers-contrast: more"))
        #expect(css.contains("prefers-reduced-motion: reduce"))
    }

    @Test func collectionsScrollAndSnap() {
        #expect(css.contains("scroll-snap-type: x mandatory"))
        #expect(css.contains(".card-row"))
    }

    @Test func narrowCardsHideTheDateNotTheSubtitle() throws {
        #expect(css.contains("container: card / inline-size") || css.contains("container-type: inline-size"))
        // Inside an @container rule, .card-date is hidden and .card-subtitle is not.
        let containerRules = css.components(separatedBy: "@container").dropFirst()
        let hidesDate = containerRules.contains { rule in
            let block = rule.prefix(600)
            return block.contains(".card-date") && block.contains("display: none")
        }
        #expect(hidesDate)
    }

    @Test func everyTextStyleHasAClass() {
        for style in [
            "large-title", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote",
            "caption",
        ] {
            #expect(
                css.contains(".\(style) {") || css.contains(".\(style),") || css.contains(".\(style) "),
                "no .\(style) rule")
        }
    }

    @Test func viewTransitionNamesComeFromTheMarkup() {
        #expect(css.contains("view-transition-name: var(--transition-name"))
    }
}
