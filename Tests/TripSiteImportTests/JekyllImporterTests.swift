import Foundation
import Testing
import TripSiteCore
import TripSiteImport
import TripSiteTestSupport

/// `StaticSiteImporter` on a Jekyll site written here: `_config.yml`, a post with Liquid tags
/// and an `/assets/` image, a draft and a page; and `--group-by` on posts of one series.
@Suite struct JekyllImporterTests {
    func run(
        _ generator: StaticSite.Generator, grouping: PostGrouping? = nil, _ write: (URL) throws -> Void
    )
        throws -> (URL, ImportReport)
    {
        let folder = try ImportFixtures.folder("jekyll")
        try write(folder.appending(path: "blog"))
        var writer = ImportWriter(root: folder.appending(path: "site"))
        try StaticSiteImporter(
            site: folder.appending(path: "blog"), label: "blog", generator: generator, grouping: grouping
        ).run(into: &writer)
        return (folder.appending(path: "site"), writer.report)
    }

    func text(_ path: String, in site: URL) throws -> String {
        try String(contentsOf: site.appending(path: path), encoding: .utf8)
    }

    static func jekyllSite(_ root: URL) throws {
        try ImportFixtures.write(
            "title: Fjords\nurl: https://ada.github.io\nbaseurl: /blog\nlang: nb_NO\nauthor:\n  name: Ada\n",
            to: "_config.yml", in: root)
        try ImportFixtures.write(
            """
            ---
            layout: post
            title: Oslo
            tags: fjords cities
            ---

            {% highlight ruby %}
            puts 1
            {% endhighlight %}

            {% include map.html %}

            Next: [Bergen]({% post_url 2019-03-06-bergen %}). ![Opera](/assets/img/opera.jpg)
            """, to: "_posts/2019-03-05-oslo.md", in: root)
        try ImportFixtures.write(try TestPhotos.bytes("tiny.jpg"), to: "assets/img/opera.jpg", in: root)
        try ImportFixtures.write("---\ntitle: Someday\n---\n\nSoon.\n", to: "_drafts/someday.md", in: root)
        try ImportFixtures.write("---\ntitle: About me\n---\n\nHi.\n", to: "about.md", in: root)
        try ImportFixtures.write("# Readme\n", to: "README.md", in: root)
    }

    @Test func postsDraftsPagesAndConfig() throws {
        let (site, report) = try run(.jekyll, Self.jekyllSite)
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        #expect(
            try text("content/trips/oslo/index.md", in: site) == """
                ---
                title: "Oslo"
                posted: "2019-03-05"
                tags:
                - "fjords"
                - "cities"
                imported: "jekyll:_posts/2019-03-05-oslo.md"
                ---

                ```ruby
                puts 1
                ```

                {% include map.html %}

                Next: [Bergen](/trips/bergen/). ![Opera](opera.jpg)

                """)
        #expect(
            try text("content/trips/someday/index.md", in: site)
                == "---\ntitle: \"Someday\"\ndraft: true\nimported: \"jekyll:_drafts/someday.md\"\n---\n\nSoon.\n")
        #expect(try text("content/pages/about.md", in: site) == "---\ntitle: \"About me\"\n---\n\nHi.\n")
        #expect(
            try text("site.yml", in: site)
                == "title: \"Fjords\"\nbaseURL: \"https://ada.github.io/blog/\"\nlanguage: \"nb-NO\"\nauthor: \"Ada\"\n"
        )
        #expect(
            report.warnings.map(\.description) == [
                "blog/_posts/2019-03-05-oslo.md:11: warning: Liquid tag 'include' is not converted: it stays in the "
                    + "file as written, and TripSite leaves it out of the page until you replace it"
            ])
        #expect(FileManager.default.fileExists(atPath: site.appending(path: "content/trips/oslo/opera.jpg").path))
    }

    static func series(_ root: URL) throws {
        try ImportFixtures.write("title: Norway\n", to: "_config.yml", in: root)
        for (day, name) in [("05", "oslo"), ("06", "bergen"), ("08", "tromso")] {
            try ImportFixtures.write(
                "---\ntitle: \(name.capitalized)\nseries: [\"Norway 2019\"]\ntags: [\(name)]\n---\n\nDay in \(name).\n",
                to: "_posts/2019-03-\(day)-\(name).md", in: root)
        }
        try ImportFixtures.write(
            "---\ntitle: Rome\nseries: Italy\n---\n\nPasta.\n", to: "_posts/2019-05-01-rome.md", in: root)
        try ImportFixtures.write(
            "---\ntitle: Someday\nseries: Norway 2019\n---\n\nLater.\n", to: "_drafts/someday.md", in: root)
    }

    @Test func postsOfASeriesAreEntriesOfOneTrip() throws {
        let (site, report) = try run(.jekyll, grouping: .series, Self.series)
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        let trip = "content/trips/norway-2019"
        #expect(
            try text("\(trip)/index.md", in: site)
                == "---\ntitle: \"Norway 2019\"\nimported: \"jekyll:series:Norway 2019\"\n---\n\n3 posts from Jekyll.\n"
        )
        #expect(
            try text("\(trip)/2019-03-06-bergen/index.md", in: site)
                == "---\ntitle: \"Bergen\"\ndate: \"2019-03-06\"\ntags:\n- \"bergen\"\n---\n\nDay in bergen.\n")
        let entries = try FileManager.default.contentsOfDirectory(atPath: site.appending(path: trip).path).sorted()
        #expect(entries == ["2019-03-05-oslo", "2019-03-06-bergen", "2019-03-08-tromso", "index.md"])
        let trips = try FileManager.default.contentsOfDirectory(atPath: site.appending(path: "content/trips").path)
        #expect(Set(trips) == ["norway-2019", "rome", "someday"])
        #expect(
            try text("content/trips/rome/index.md", in: site).hasPrefix(
                "---\ntitle: \"Rome\"\nposted: \"2019-05-01\"\n")
        )
        #expect(report.count(.entry, .written) == 3)
        #expect(
            report.warnings.map(\.description).contains {
                $0.hasPrefix("blog/_drafts/someday.md:1: warning: has no date")
            })
    }
}
