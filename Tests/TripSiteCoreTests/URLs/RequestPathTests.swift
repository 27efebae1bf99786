import Testing
import TripSiteCore

@Suite struct RequestPathTests {
    let files: Set<String> = [
        "index.html", "trips/kona/index.html", "theme/style.css", "my file.txt", "caf\u{e9}/index.html",
    ]

    func resolve(_ path: String) -> RequestPath.Resolution {
        RequestPath.resolve(path, exists: { files.contains($0) })
    }

    @Test func servesFilesAndFolderIndexes() {
        #expect(resolve("/") == .file("index.html"))
        #expect(resolve("/trips/kona/") == .file("trips/kona/index.html"))
        #expect(resolve("/theme/style.css") == .file("theme/style.css"))
        #expect(resolve("/theme/style.css?v=2") == .file("theme/style.css"))
        #expect(resolve("/my%20file.txt") == .file("my file.txt"))
        #expect(resolve("/caf%C3%A9/") == .file("café/index.html"))
        #expect(resolve("//trips//kona/") == .file("trips/kona/index.html"))
    }

    @Test func foldersWithoutTheirSlashRedirect() {
        #expect(resolve("/trips/kona") == .redirect("/trips/kona/"))
        // Never to another host: "//trips/kona/" would be read as host "trips".
        #expect(resolve("//trips/kona") == .redirect("/trips/kona/"))
        #expect(resolve("///trips//kona") == .redirect("/trips/kona/"))
    }

    @Test func unknownPaths() {
        #expect(resolve("/nope") == .notFound)
        #expect(resolve("/trips/") == .notFound, "no directory listings")
    }

    @Test(arguments: [
        "/../site.yml", "/trips/../../site.yml", "/%2e%2e/site.yml", "/%2E%2E%2Fsite.yml", "/trips/..%2f..%2fsite.yml",
        "/..\\site.yml", "/%5c..%5csite.yml", "/index.html%00.css", "/./index.html", "/%zz", "/%c3", "relative",
    ])
    func refusesTraversalAndMalformedPaths(_ path: String) {
        #expect(resolve(path) == .badRequest)
    }
}
