import Testing
import TripSiteStore

/// `parallelMap` maps every item once and keeps their order, however its chunks are handed
/// to the threads.
@Suite struct ParallelTests {
    @Test func everyItemIsMappedOnceInOrder() {
        for count in [0, 1, 2, 255, 256, 257, 1_000, 4_099] {
            let items = Array(0..<count)
            #expect(parallelMap(items, minimumCount: 2) { $0 * 3 } == items.map { $0 * 3 })
        }
    }
}
