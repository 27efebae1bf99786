import TripSiteHTML

/// A listing (a collection, the search page's list) cut into pages of `size` items: page 1
/// at the listing's own folder, page N at `page/N/` under it, as Hugo and Zola publish them.
package struct Pagination: Hashable, Sendable {
    /// The output folder of the first page (`collections/fall/`).
    package var folder: String
    package var itemCount: Int
    package var size: Int

    package init(folder: String, itemCount: Int, size: Int) {
        self.folder = folder
        self.itemCount = itemCount
        self.size = max(1, size)
    }

    /// At least one: an empty listing still has its first page.
    package var pageCount: Int { max(1, (itemCount + size - 1) / size) }

    package var numbers: ClosedRange<Int> { 1...pageCount }

    /// The output folder of page `number` (1-based).
    package func folder(of number: Int) -> String { number == 1 ? folder : folder + "page/\(number)/" }

    /// The items page `number` shows, as indices into the listing.
    package func range(of number: Int) -> Range<Int> {
        min((number - 1) * size, itemCount)..<min(number * size, itemCount)
    }

    /// Page `number`'s links to the others (nil without a second page), under `urls`.
    func links(at number: Int, urls: SiteURLs, strings: Strings) -> PageNumbers? {
        guard pageCount > 1 else { return nil }
        return PageNumbers(
            current: number, count: pageCount, href: { urls.url(folder(of: $0)) }, strings: strings)
    }

    /// `<link rel="prev">` and `<link rel="next">` for page `number`'s head.
    func headLinks(at number: Int, urls: SiteURLs) -> [(rel: String, href: String)] {
        var links: [(rel: String, href: String)] = []
        if number > 1 { links.append(("prev", urls.url(folder(of: number - 1)))) }
        if number < pageCount { links.append(("next", urls.url(folder(of: number + 1)))) }
        return links
    }
}
