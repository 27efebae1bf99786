import Foundation

/// URL-safe names: lower-case ASCII letters, digits and single hyphens.
/// "Kona Deep Dive" → `kona-deep-dive`, "Zürich Layover" → `zurich-layover`.
package enum Slug {
    package static func make(_ text: String) -> String {
        // Folding diacritics (ü → u) needs Foundation; ASCII text skips it, and the scalars'
        // case mappings too (which make a string per character).
        guard !text.utf8.allSatisfy({ $0 < 0x80 }) else { return ascii(text) }
        let folded = text.folding(
            options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive],
            locale: Locale(identifier: "en_US_POSIX"))
        var slug = ""
        var pendingHyphen = false
        for scalar in folded.unicodeScalars {
            let lower = scalar.properties.lowercaseMapping
            if lower.unicodeScalars.count == 1, let c = lower.unicodeScalars.first, c.isASCII,
                ("a"..."z").contains(c) || ("0"..."9").contains(c)
            {
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

    /// `make` for ASCII text, byte by byte: the same slug.
    private static func ascii(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var pendingHyphen = false
        for byte in text.utf8 {
            let lower = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
            if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lower)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(lower)
            {
                if pendingHyphen, !bytes.isEmpty { bytes.append(UInt8(ascii: "-")) }
                pendingHyphen = false
                bytes.append(lower)
            } else if byte != UInt8(ascii: "'") {
                pendingHyphen = true
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The slug of a file or folder name: `make`, or for a name with no Latin letters or
    /// digits (`東京.md`, `Москва/`) `transliterated`, so a journal in any script has its
    /// pages. A name `make` gives a slug keeps it: published URLs do not move.
    package static func fromName(_ name: String) -> String {
        let slug = make(name)
        return slug.isEmpty ? transliterated(name) : slug
    }

    /// The longest slug or id TripSite accepts. Each becomes a folder of the output
    /// (`trips/<slug>/`, `badges/<id>/`); file systems refuse names over 255 bytes, and a
    /// URL segment this long is already unreadable.
    package static let maxLength = 100

    /// True when `text` is already a valid slug (of any length).
    package static func isValid(_ text: String) -> Bool {
        !text.isEmpty && make(text) == text
    }

    /// Why `text` cannot be an id that names a folder of the site (a badge id, a collection
    /// id), or nil when it can: 1 to `maxLength` lower-case ASCII letters, digits and single
    /// hyphens, not starting or ending with a hyphen.
    package static func idProblem(_ text: String) -> String? {
        if !isValid(text) {
            return "must be URL-safe: lower-case letters (a–z), digits and single hyphens, like 'island-hopper'"
        }
        if text.utf8.count > maxLength { return "has \(text.utf8.count) characters; at most \(maxLength) are allowed" }
        return nil
    }

    /// Why the slug made from a file or folder name cannot be used, or nil when it can.
    package static func fileNameProblem(slug: String, name: String) -> String? {
        if slug.isEmpty {
            return
                "the name '\(name)' gives an empty slug (the page's folder in the site): rename it with letters (a–z) or digits"
        }
        if slug.utf8.count > maxLength {
            return
                "the name '\(name)' gives a slug of \(slug.utf8.count) characters; at most \(maxLength) are allowed: rename it shorter"
        }
        return nil
    }

    /// Why a trip title cannot name a new trip file (`tripsite new trip`), or nil when it can:
    /// only a title with no letters or digits in any script (an emoji) cannot.
    package static func titleProblem(_ title: String) -> String? {
        transliterated(title).isEmpty
            ? "the title has no letters or digits to make a file name of: give one with --slug" : nil
    }

    /// A slug for a name in any script: written in Latin letters first where it is in
    /// another (`東京` → `dong-jing`, `Москва` → `moskva`, `Αθήνα` → `athena`, as Zola does),
    /// then `make`, and cut to at most `maxLength` characters. Empty for a name
    /// with no letters or digits (an emoji).
    package static func transliterated(_ name: String) -> String {
        let ascii = name.utf8.allSatisfy { $0 < 0x80 }
        let slug = make(ascii ? name : name.applyingTransform(latin, reverse: false) ?? name)
        guard slug.count > maxLength else { return slug }
        return String(slug.prefix(maxLength).reversed().drop(while: { $0 == "-" }).reversed())
    }

    private static let latin = StringTransform("Any-Latin; Latin-ASCII")
}
