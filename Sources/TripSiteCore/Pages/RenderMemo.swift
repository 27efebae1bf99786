import Synchronization
import TripSiteHTML

/// Pieces of pages that recur unchanged on many pages, each rendered once per render and
/// inserted as HTML wherever it recurs, by a key that names everything it shows (as
/// `RenderedCards` does for cards). A trip page's badges are the same few badges on
/// thousands of pages: building their tiles for every page would repeat the same work
/// thousands of times. One lives in each `RenderContext`, which each render makes anew.
package final class RenderMemo: Sendable {
    private let parts = ValueMemo<String, RenderedHTML>()

    package init() {}

    /// The HTML of `key`, made by `make` the first time it is asked for.
    func html(_ key: String, make: () -> Node) -> RenderedHTML {
        parts.value(key) { RenderedHTML(make()) }
    }
}

/// Values worked out once per render by key, for a pure function asked the same question
/// by thousands of pages (a trip page's country link: a journal names a few dozen
/// countries, and finding one's name folds the text through Foundation).
package final class ValueMemo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let known = Mutex<[Key: Value]>([:])

    package init() {}

    /// The value of `key`, made by `make` the first time it is asked for.
    func value(_ key: Key, make: () -> Value) -> Value {
        if let value = known.withLock({ $0[key] }) { return value }
        let made = make()
        known.withLock { $0[key] = made }
        return made
    }
}
