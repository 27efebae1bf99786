/// The terms after one trip joined the site or left it, as `Taxonomies.terms` would list
/// them from the whole site, without a pass over every trip: the incremental builder's
/// membership path (a trip file added or removed in `serve`).
extension Taxonomies {
    /// `terms` with `trip` put into each of its terms, in the site's order (a term of its own
    /// made where it is the first).
    static func adding(
        _ trip: Trip, to terms: [TaxonomyKind: [TaxonomyTerm]], language: String
    )
        -> [TaxonomyKind: [TaxonomyTerm]]
    {
        patching(terms, for: trip, language: language) { trips in
            var trips = trips
            trips.insert(trip, at: trips.partitionPoint { Site.canonicalOrder(trip, $0) })
            return trips
        }
    }

    /// `terms` with `trip` (by slug) taken out of each of its terms, and terms left empty
    /// dropped.
    static func removing(
        _ trip: Trip, from terms: [TaxonomyKind: [TaxonomyTerm]], language: String
    )
        -> [TaxonomyKind: [TaxonomyTerm]]
    {
        patching(terms, for: trip, language: language) { trips in trips.filter { $0.slug != trip.slug } }
    }

    /// The terms that `trips` belong to, as they are and as they `were`, with those trips put
    /// in their places by slug. For edits that leave each trip in the same terms (the
    /// incremental builder's summary path), without a pass over every term.
    static func replacing(
        _ trips: [Trip], were before: [Trip], in terms: inout [TaxonomyKind: [TaxonomyTerm]], language: String
    ) {
        let bySlug = Dictionary(trips.map { ($0.slug, $0) }, uniquingKeysWith: { _, last in last })
        let yearName = Self.yearName(language: language)
        let country: (String?) -> (slug: String, name: String)? = { Self.country($0, language: language) }
        var seen = Set<String>()
        for trip in trips + before {
            for (kind, slug, _) in memberships(trip, country: country, year: yearName)
            where seen.insert(kind.rawValue + "/" + slug).inserted {
                guard let index = terms[kind]?.firstIndex(where: { $0.slug == slug }) else { continue }
                terms[kind]![index] = terms[kind]![index].replacing(bySlug)
            }
        }
    }

    /// Each term `trip` belongs to, given the trips `change` makes of its own; a term is
    /// named as its first trip writes it (as `terms` names it), and each kind is sorted again.
    private static func patching(
        _ terms: [TaxonomyKind: [TaxonomyTerm]], for trip: Trip, language: String, _ change: ([Trip]) -> [Trip]
    ) -> [TaxonomyKind: [TaxonomyTerm]] {
        var result = terms
        let yearName = Self.yearName(language: language)
        let country: (String?) -> (slug: String, name: String)? = { Self.country($0, language: language) }
        for (kind, slug, _) in memberships(trip, country: country, year: yearName) {
            var kindTerms = result[kind] ?? []
            let existing = kindTerms.firstIndex { $0.slug == slug }
            let trips = change(existing.map { kindTerms[$0].trips } ?? [])
            if let existing { kindTerms.remove(at: existing) }
            if let first = trips.first {
                let name = memberships(first, country: country, year: yearName).first { $0.0 == kind && $0.1 == slug }!
                    .2
                kindTerms.append(TaxonomyTerm(kind: kind, slug: slug, name: name, trips: trips))
            }
            result[kind] = sorted(kindTerms, kind)
        }
        return result
    }
}
