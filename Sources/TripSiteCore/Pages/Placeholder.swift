import TripSiteHTML
import TripSiteStore

/// The generated picture for a trip without a photo: a landscape (sky, sun, two mountain
/// ranges) in colours derived from the trip's slug, so each trip has its own, and the same
/// one in every build.
package enum Placeholder {
    package static func svg(for slug: String) -> String {
        let hash = XXH64.hash(slug)
        let hue = Int(hash % 360)
        let hue2 = (hue + 25 + Int((hash >> 9) % 40)) % 360
        let sunX = 250 + Int((hash >> 17) % 700)
        let ridge = Int((hash >> 23) % 120)
        func hsl(_ h: Int, _ s: Int, _ l: Int) -> String { "hsl(\(h) \(s)% \(l)%)" }
        let svg = Node.svg([
            Attribute("xmlns", "http://www.w3.org/2000/svg"), Attribute("viewBox", "0 0 1200 800"),
            Attribute("width", "1200"), Attribute("height", "800"), Attribute("preserveAspectRatio", "xMidYMid slice"),
        ]) {
            Node.defs {
                Node.linearGradient([
                    .id("sky"), Attribute("x1", "0"), Attribute("y1", "0"), Attribute("x2", "0"), Attribute("y2", "1"),
                ]) {
                    Node.stop([Attribute("offset", "0"), Attribute("stop-color", hsl(hue, 70, 78))])
                    Node.stop([Attribute("offset", "1"), Attribute("stop-color", hsl(hue2, 75, 88))])
                }
            }
            Node.rect([Attribute("width", "1200"), Attribute("height", "800"), Attribute("fill", "url(#sky)")])
            Node.circle([
                Attribute("cx", String(sunX)), Attribute("cy", "260"), Attribute("r", "90"),
                Attribute("fill", hsl(45, 95, 92)), Attribute("opacity", "0.9"),
            ])
            Node.path([
                Attribute(
                    "d",
                    "M0 560 L\(220 + ridge) \(330 + ridge / 2) L460 500 L\(700 - ridge) 300 L980 520 L1200 380 L1200 800 L0 800 Z"
                ), Attribute("fill", hsl(hue2, 35, 58)),
            ])
            Node.path([
                Attribute("d", "M0 650 L300 520 L560 640 L820 540 L1200 660 L1200 800 L0 800 Z"),
                Attribute("fill", hsl(hue, 40, 40)),
            ])
        }
        return svg.render() + "\n"
    }
}
