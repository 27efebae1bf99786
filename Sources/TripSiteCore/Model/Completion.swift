/// A trip's progress: completed activities out of all of them. Only exists for trips that
/// have at least one activity, so "0%" or "NaN" can never be shown for an empty trip.
package struct Completion: Hashable, Encodable, Sendable {
    package let done: Int
    package let total: Int

    package init?(activities: [Activity]) {
        guard !activities.isEmpty else { return nil }
        total = activities.count
        // Counted, not filtered: a filter copies the activities (every map and fingerprint
        // asks each trip of a large journal).
        done = activities.reduce(0) { $1.isDone ? $0 + 1 : $0 }
    }

    /// Whole percent, rounded half up: 2 of 3 → 67, 1 of 8 → 13.
    package var percent: Int { (done * 200 + total) / (2 * total) }

    package var isComplete: Bool { done == total }
}
