import Foundation

/// Two pieces of work that share nothing, run at once on two cores.
package enum Concurrently {
    /// `first` and `second`'s results; on two cores when `concurrently` (large inputs, where
    /// the work outweighs waking a second thread), else one after the other.
    package static func both<A: Sendable, B: Sendable>(
        _ concurrently: Bool, _ first: @Sendable () -> A, _ second: @Sendable () -> B
    ) -> (A, B) {
        guard concurrently else { return (first(), second()) }
        let results = Results<A, B>()
        withoutActuallyEscaping(first) { first in
            withoutActuallyEscaping(second) { second in
                DispatchQueue.concurrentPerform(iterations: 2) { index in
                    if index == 0 { results.first = first() } else { results.second = second() }
                }
            }
        }
        return (results.first!, results.second!)
    }

    /// Each written by one iteration only and read after both finish.
    private final class Results<A, B>: @unchecked Sendable {
        var first: A?
        var second: B?
    }
}
