import Dispatch

#if canImport(Glibc)
import Glibc
#endif

/// Maps over an array on every core, keeping the order. For pure work only: rendering pages
/// from immutable values, parsing trip files.
/// Fewer than `minimumCount` items are mapped on the calling thread (cheap work is not worth
/// the threads; a photo each is). Items go out in small contiguous chunks, many per core,
/// which `concurrentPerform` hands to whichever thread is free: when costly items cluster
/// (a site's tag pages come last among its outputs), both cores share them instead of one
/// working alone through a long final chunk. `oneAtATime` makes each item a chunk (items
/// that cost seconds each: photos).
@inlinable package func parallelMap<Element: Sendable, Result: Sendable>(
    _ items: [Element], minimumCount: Int = 65, oneAtATime: Bool = false,
    _ transform: @Sendable (Element) -> Result
) -> [Result] {
    let count = items.count
    guard count >= max(2, minimumCount), !Parallelism.oneCore else { return items.map(transform) }
    let chunks = oneAtATime ? count : min(count, chunksPerCore * max(1, ProcessInfoCores.count))
    let results = UnsafeMutableBufferPointer<Result>.allocate(capacity: count)
    let base = UncheckedSendable(results)
    DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
        let start = chunk * count / chunks
        let end = (chunk + 1) * count / chunks
        for index in start..<end {
            (base.value.baseAddress! + index).initialize(to: transform(items[index]))
        }
    }
    let array = Array(results)
    results.deinitialize()
    results.deallocate()
    return array
}

/// Two pieces of pure work side by side, each on a core of its own (one after the other on
/// the calling thread when work must keep to one core, `Parallelism.oneCore`). Not for work
/// that maps on every core itself: Dispatch runs an apply inside another on fewer threads.
@inlinable package func inParallel<First: Sendable, Second: Sendable>(
    _ first: @Sendable () -> First, _ second: @Sendable () -> Second
) -> (First, Second) {
    guard !Parallelism.oneCore, ProcessInfoCores.count > 1 else { return (first(), second()) }
    let firstResult = UnsafeMutablePointer<First>.allocate(capacity: 1)
    let secondResult = UnsafeMutablePointer<Second>.allocate(capacity: 1)
    defer {
        firstResult.deallocate()
        secondResult.deallocate()
    }
    let results = UncheckedSendable((firstResult, secondResult))
    DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 { results.value.0.initialize(to: first()) } else { results.value.1.initialize(to: second()) }
    }
    return (firstResult.move(), secondResult.move())
}

/// How much of the machine work may take.
@usableFromInline package enum Parallelism {
    /// Set for work that must leave the other cores free (`Parallelism.$oneCore.withValue`):
    /// `serve`'s background work, which a rebuild must not wait behind. `parallelMap` then
    /// maps on the calling thread.
    @TaskLocal @usableFromInline package static var oneCore = false
}

/// Chunks per core: enough that the last one costs little against the whole, few enough
/// that taking one is negligible.
@usableFromInline let chunksPerCore = 256

/// A buffer each chunk writes its own disjoint range of.
@usableFromInline struct UncheckedSendable<Value>: @unchecked Sendable {
    @usableFromInline let value: Value
    @inlinable init(_ value: Value) { self.value = value }
}

@usableFromInline package enum ProcessInfoCores {
    @usableFromInline package static let count: Int = {
        #if canImport(Glibc)
        return Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        #else
        return 2
        #endif
    }()
}
