import Testing
import TripSiteHTML

/// The one-class shortcuts give what the variadic forms give.
struct AttributeTests {
    @Test func oneClassIsWhatTheListGives() {
        for name in ["", "card", "a b"] {
            #expect(Attribute.class(name) == Attribute.class(name, ""), "\(name)")
            #expect(Attribute.class(name).value == name)
            for style in TextStyle.allCases {
                #expect(Attribute.style(style, name) == Attribute.style(style, name, ""), "\(style) \(name)")
                #expect(Attribute.style(style) == Attribute.style(style, "", ""), "\(style)")
            }
        }
        #expect(Attribute.style(.title3, "card").value == "title3 card")
        #expect(Attribute.style(.largeTitle).value == "large-title")
    }
}
