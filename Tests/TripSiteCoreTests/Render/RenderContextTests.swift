import Testing
import TripSiteCore

/// `RenderContext.pieces`: a string template's text around its `%@`s, which `filling` puts
/// nodes between (a date range's `<time>`s, "Earned %@").
@Suite struct RenderContextTests {
    @Test(arguments: [
        ("from %@ to %@", ["from ", " to ", ""]),
        ("%@", ["", ""]),
        ("%@–%@", ["", "–", ""]),
        ("no placeholder", ["no placeholder"]),
        ("", [""]),
        ("100% sure %@", ["100% sure ", ""]),
        ("ends with %", ["ends with %"]),
        ("%%@ and @%", ["%", " and @%"]),
        ("du %@ au %@ 🗓", ["du ", " au ", " 🗓"]),
        ("%@から%@まで", ["", "から", "まで"]),
    ])
    func templatesSplitAtEachPlaceholder(_ template: String, _ pieces: [String]) {
        #expect(RenderContext.pieces(template).map(String.init) == pieces)
    }
}
