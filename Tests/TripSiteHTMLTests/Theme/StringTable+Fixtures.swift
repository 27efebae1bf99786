import TripSiteHTML

/// Small tables for the component tests. TripSiteHTML ships no texts (the theme's strings
/// files are TripSiteCore's to read), so its tests bring the few entries they look up.
extension StringTable {
    static let testEnglish = StringTable(
        language: "en", name: "English", rule: .oneOther,
        strings: [
            "nav.wishlist": "Wishlist", "done": "Done", "notDone": "Not done", "photo.alt": "Photo: %@",
            "search.found": "Found %@ and %@.", "gallery.counter": "%d of %d",
        ],
        plurals: [
            "count.activities": [.one: "%d activity", .other: "%d activities"],
            "count.trips": [.one: "%d trip", .other: "%d trips"],
            "progress.subtitle": [.one: "%d of %d activity", .other: "%d of %d activities"],
        ])

    static let testFrench = StringTable(
        language: "fr", name: "French", rule: .french,
        strings: ["nav.wishlist": "Mes envies", "nav.goals": "Objectifs"],
        plurals: [
            "count.activities": [.one: "%d activité", .many: "%d d’activités", .other: "%d activités"],
            "count.trips": [.one: "%d voyage", .many: "%d de voyages", .other: "%d voyages"],
        ])

    static let testArabic = StringTable(
        language: "ar", name: "Arabic", rule: .arabic,
        strings: ["gallery.counter": "%d من %d"],
        plurals: [
            "count.trips": [
                .zero: "لا رحلات", .one: "رحلة واحدة", .two: "رحلتان", .few: "%d رحلات", .many: "%d رحلة",
                .other: "%d رحلة",
            ]
        ])

    static let testJapanese = StringTable(
        language: "ja", name: "Japanese", rule: .otherOnly,
        strings: ["search.more": "%2$d件中、最初の%1$d件を表示しています。"],
        plurals: ["progress.subtitle": [.other: "%2$d件中%1$d件完了"]])
}
