/// Hands out anchors that are unique within one page: the first activity called "Same"
/// gets `activity-same`, the next `activity-same-2`, then `activity-same-3` … (headings, as
/// Hugo numbers them, start at `-1`: `firstNumber`).
///
/// Each base remembers the next number to try, so n activities with one name cost O(n)
/// probes in all rather than O(n²). The anchors are the ones a fresh count from
/// `firstNumber` would give: numbers below a base's counter were all found taken, and a
/// taken anchor is never freed.
package struct UniqueAnchors {
    private var used: Set<String>
    private var nextNumber: [String: Int] = [:]
    private let firstNumber: Int
    /// How many candidate anchors were tried in all (tests hold this to O(n)).
    package private(set) var probes = 0

    /// Anchors none of which is `taken`, numbered from `firstNumber` on a repeat.
    package init(firstNumber: Int = 2, taken: Set<String> = []) {
        self.firstNumber = firstNumber
        self.used = taken
    }

    package mutating func make(base: String) -> String {
        probes += 1
        if used.insert(base).inserted { return base }
        var number = nextNumber[base] ?? firstNumber
        var anchor: String
        repeat {
            probes += 1
            anchor = base + "-" + String(number)
            number += 1
        } while !used.insert(anchor).inserted
        nextNumber[base] = number
        return anchor
    }
}
