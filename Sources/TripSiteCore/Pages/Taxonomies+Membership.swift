/// The terms after a trip came or went, worked out from that trip's terms alone: what
/// `Taxonomies.terms` lists from the whole site, without a pass over every trip (`serve`'s
/// membership path).
extension Taxonomies {
    /// `terms` with `trip` put in each of its terms (made when new) and its days, for a site
    /// with `config` that now holds it.
    package static func adding(_ trip: Trip, to terms: inout [TaxonomyKind: [TaxonomyTerm]], config: SiteConfig) {
        let (memberships, days) = places(of: trip, language: config.language)
        for (kind, slug, name) in memberships {
            var list = terms[kind] ?? []
            if let index = list.firstIndex(where: { $0.slug == slug }) {
                list[index].insert(trip, name: name)
            } else {
                list.append(TaxonomyTerm(kind: kind, slug: slug, name: name, trips: [trip]))
            }
            terms[kind] = sorted(list, kind)
        }
        for (entry, kind, slug) in days {
            guard let index = terms[kind]?.firstIndex(where: { $0.slug == slug }) else { continue }
            terms[kind]![index].insert(entry, of: trip)
        }
    }

    /// `terms` without `trip`: taken out of each of its terms with its days, a term left
    /// with no trip gone, and one it named named by its next trip.
    package static func removing(_ trip: Trip, from terms: inout [TaxonomyKind: [TaxonomyTerm]], config: SiteConfig) {
        let language = config.language
        for (kind, slug, _) in places(of: trip, language: language).memberships {
            guard var list = terms[kind], let index = list.firstIndex(where: { $0.slug == slug }) else { continue }
            let named = list[index].trips.first?.slug == trip.slug
            list[index].remove(trip.slug)
            if let first = list[index].trips.first {
                if named,
                    let name = places(of: first, language: language).memberships.first(where: {
                        $0.0 == kind && $0.1 == slug
                    })
                {
                    list[index].name = name.2
                }
            } else {
                list.remove(at: index)
            }
            terms[kind] = sorted(list, kind)
        }
    }

    /// The terms `trip` is in, with their names as it writes them, and its days.
    private static func places(
        of trip: Trip, language: String
    ) -> (memberships: [(TaxonomyKind, String, String)], days: [(Entry, TaxonomyKind, String)]) {
        let country = { (written: String?) in Self.country(written, language: language) }
        return (memberships(trip, country: country, year: yearName(language: language)), days(trip, country: country))
    }
}
