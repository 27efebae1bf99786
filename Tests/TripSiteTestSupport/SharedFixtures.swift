import Foundation
import TripSiteCore

/// Fixtures more than one test target uses.
package enum SharedFixtures {
    /// The repository (the bundled example journal's site folder).
    package static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// How many interface strings there are (plain and counted): a strings file that
    /// gives n of them leaves this less n missing.
    package static var stringKeyCount: Int { StringCatalog.english.strings.count + StringCatalog.english.plurals.count }

    /// A trip with front matter, a body and an Activities section.
    package static let kona = tripFile(
        """
        title: Kona Deep Dive
        subtitle: Hawaii, United States
        season: summer
        start: 2025-06-01
        created: 2025-01-12
        featured: true
        """,
        body: """
            Warm water and *mantas*.

            ## Activities
            - [x] Snorkel with the manta rays (2025-06-03)
            - [x] Hike to the lighthouse (2025-06-04)
            - [ ] Go whale watching
              Best in winter.
            """)

    /// A site whose journal has broken links and anchors, under a base path. Links from the
    /// root are paths in the site, so `/journal/trips/kyoto/` (the base path written out) is
    /// broken too.
    package static let brokenLinksSite: [String: String] = [
        "site.yml": "title: T\nbaseURL: https://example.com/journal/\n",
        "content/trips/kona.md": tripFile(
            "title: Kona",
            body: """
                See [Kyoto](/trips/kyoto/), [its tea](/trips/kyoto/#activity-tea-ceremony),
                [relative](../kyoto/) and [external](https://example.org/x).

                Broken: [no trip](/trips/nowhere/) and
                [no anchor](/trips/kyoto/#activity-missing) and
                [base path written out](/journal/trips/kyoto/).

                ![photo](/photos/missing.jpg)

                ## Activities
                - [ ] Swim
                """),
        "content/trips/kyoto.md": tripFile("title: Kyoto", body: "## Activities\n- [x] Tea ceremony (2025-04-02)\n"),
    ]

}

/// What a terminal must never be sent.
package enum TerminalSafety {
    package static let payload = "\u{1B}[2J\u{1B}]0;PWNED\u{7}"

    /// Bytes a terminal acts on, or that reorder text: C0 (but tab), DEL, C1, bidi controls.
    package static func dangerous(_ text: String) -> [String] {
        text.unicodeScalars.filter { scalar in
            switch scalar.value {
            case 0x09: false
            case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
            default: false
            }
        }.map { String($0.value, radix: 16) }
    }

}

/// Text made of the given scalars: Swift string literals refuse noncharacters.
package func noncharacters(_ values: UInt32...) -> String {
    String(String.UnicodeScalarView(values.compactMap(Unicode.Scalar.init)))
}
