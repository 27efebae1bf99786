/// What the listing pages read of the whole site, each a pass over every trip and so worked
/// out once per render: every tag, country and year with its trips, the trips in reading
/// order (the search page's list), which trips each collection holds, and the search index
/// when the caller has one (else the search pages make it).
package struct SiteListings: Sendable {
    package var terms: [TaxonomyKind: [TaxonomyTerm]]
    package var order: [Trip]
    package var members: TripCollection.Members
    package var search: SearchShards?
    /// In a build, the names of the index's parts an earlier build made from the same
    /// inputs, which the page store holds (`KeptSearchParts`): the search family lists them
    /// without making the index.
    package var keptSearchParts: [String]?

    /// The listings of `site`, with those the caller has already.
    package init(
        _ site: Site, terms: [TaxonomyKind: [TaxonomyTerm]]? = nil, order: [Trip]? = nil,
        members: TripCollection.Members? = nil, search: SearchShards? = nil
    ) {
        self.terms = terms ?? Taxonomies.terms(site)
        self.order = order ?? SearchIndex.readingOrder(site.trips)
        self.members = members ?? TripCollection.members(site)
        self.search = search
    }

    /// No listings: a context for components alone (tests, the components gallery).
    package static let empty = SiteListings(terms: [:], order: [], members: [], search: nil)

    private init(
        terms: [TaxonomyKind: [TaxonomyTerm]], order: [Trip], members: TripCollection.Members, search: SearchShards?
    ) {
        self.terms = terms
        self.order = order
        self.members = members
        self.search = search
    }
}
