import Testing
import TripSiteCore

@Suite struct URLMappingTests {
    @Test func sitePathsGoUnderTheBasePath() {
        #expect(URLMapping.underBasePath("/trips/x/", basePath: "/journal/") == "/journal/trips/x/")
        #expect(URLMapping.underBasePath("/", basePath: "/journal/") == "/journal/")
        #expect(URLMapping.underBasePath("/trips/x/", basePath: "/") == nil, "at the root nothing changes")
        for kept in ["//cdn.example/x", "https://x/", "x.jpg", "#a", "../x/", "mailto:a@b"] {
            #expect(URLMapping.underBasePath(Substring(kept), basePath: "/journal/") == nil, "\(kept)")
        }
    }

    @Test func relativeURLsClimbToTheRootAndOpenIndexFiles() {
        let base = "/journal/"
        #expect(URLMapping.relative("/journal/", fromFolder: "", basePath: base) == "index.html")
        #expect(
            URLMapping.relative("/journal/goals/", fromFolder: "trips/kyoto/", basePath: base)
                == "../../goals/index.html")
        #expect(
            URLMapping.relative("/journal/trips/kyoto/#day-2", fromFolder: "trips/kyoto/", basePath: base)
                == "../../trips/kyoto/index.html#day-2")
        #expect(
            URLMapping.relative("/journal/theme/style.css?v=1", fromFolder: "search/", basePath: base)
                == "../theme/style.css?v=1")
        #expect(URLMapping.relative("/journal", fromFolder: "goals/", basePath: base) == "../index.html")
        #expect(URLMapping.relative("/elsewhere/", fromFolder: "", basePath: base) == nil, "outside the site: kept")
        #expect(URLMapping.relative("https://x/journal/", fromFolder: "", basePath: base) == nil)
        #expect(URLMapping.relative("photo.jpg", fromFolder: "trips/x/", basePath: base) == nil)
        #expect(URLMapping.relative("../porto/#a", fromFolder: "trips/x/", basePath: base) == "../porto/index.html#a")
        #expect(URLMapping.relative("..", fromFolder: "trips/x/", basePath: base) == "../index.html")
        #expect(URLMapping.relative("https://x/y/", fromFolder: "", basePath: base) == nil)
    }

    @Test func feedURLsAreAbsolute() {
        var config = SiteConfig.defaults()
        config.baseURL = "https://user.github.io/journal/"
        let urls = SiteURLs(config: config)
        let page = "https://user.github.io/journal/trips/lisbon/"
        func absolute(_ url: Substring) -> String? { URLMapping.absolute(url, pageURL: page, urls: urls) }
        #expect(absolute("tram28.jpg") == "https://user.github.io/journal/trips/lisbon/tram28.jpg")
        #expect(absolute("../porto/") == "https://user.github.io/journal/trips/porto/")
        #expect(absolute("#day-2") == "https://user.github.io/journal/trips/lisbon/#day-2")
        #expect(absolute("/trips/porto/") == "https://user.github.io/journal/trips/porto/")
        #expect(absolute("https://example.org/x") == nil)
        #expect(absolute("mailto:me@example.org") == nil)
        #expect(absolute("//cdn.example/x.js") == nil)
    }
}
