import Dispatch

#if canImport(Glibc)
import Glibc
#endif

/// Maps over an array on every core, keeping the order. For pure work only: rendering pages
/// from immutable values, parsing trip files.
/// Fewer than `minimumCount` items are mapped on the calling thread (cheap work is not worth
/// the threads; a photo each is). Items go out in a few contiguous chunks per core, or one
/// at a time with `oneAtATime` (items that cost seconds and vary: a core never idles while
/// another works through a chunk).
package func parallelMap<Element: Sendable, Result: Sendable>(
    _ items: [Element], minimumCount: Int = 65, oneAtATime: Bool = false,
    _ transform: @Sendable (Element) -> Result
) -> [Result] {
    let count = items.count
    guard count >= max(2, minimumCount) else { return items.map(transform) }
    let chunks = oneAtATime ? count : min(count, 8 * max(1, ProcessInfoCores.count))
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

/// A buffer each chunk writes its own disjoint range of.
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

package enum ProcessInfoCores {
    static let count: Int = {
        #if canImport(Glibc)
        return Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        #else
        return 2
        #endif
    }()
}
