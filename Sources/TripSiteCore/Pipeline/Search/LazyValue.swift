import Synchronization

/// A value made on first use and then shared, for outputs that read the same derived data
/// (the search page and `/search-index.json` both need the index's JSON). Thread-safe:
/// recipes are made on every core.
package final class LazyValue<Value: Sendable>: Sendable {
    private let state: Mutex<Value?> = Mutex(nil)
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    var value: Value {
        state.withLock { stored in
            if let stored { return stored }
            let made = make()
            stored = made
            return made
        }
    }
}
