import Foundation

/// URL-safe names: lower-case ASCII letters, digits and single hyphens.
/// "Kona Deep Dive" → `kona-deep-dive`, "Zürich Layover" → `zurich-layover`.
enum Slug {
    static func make(_ text: String) -> String {
        // Folding diacritics (ü → u) needs Foundation; ASCII text skips it.
        let folded = text.utf8.allSatisfy { $0 < 0x80 } ? text
            : text.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: Locale(identifier: "en_US_POSIX"))
        var slug = ""
        var pendingHyphen = false
        for scalar in folded.unicodeScalars {
            let lower = scalar.properties.lowercaseMapping
            if lower.unicodeScalars.count == 1, let c = lower.unicodeScalars.first, c.isASCII,
               ("a"..."z").contains(c) || ("0"..."9").contains(c) {
                if pendingHyphen, !slug.isEmpty { slug += "-" }
                pendingHyphen = false
                slug.unicodeScalars.append(c)
            } else if scalar == "ß" {
                if pendingHyphen, !slug.isEmpty { slug += "-" }
                pendingHyphen = false
                slug += "ss"
            } else if scalar != "'" && scalar != "’" {
                pendingHyphen = true
            }
        }
        return slug
    }

    /// True when `text` is already a valid slug.
    static func isValid(_ text: String) -> Bool {
        !text.isEmpty && make(text) == text
    }
}
