import Synchronization

/// What one output read of the site while it was made: the components that read a part of
/// the model record it here as they read it (`RenderContext.read`), so a page declares
/// nothing. A trip card records the trip's summary wherever it is shown, the page chrome
/// the configuration, theme, page list and site kind, a trip page the trip, its neighbours
/// and its badges. `OutputRecipe.make()` hands each output a recorder of its own; the page
/// store and `serve` then make an output again only when one of its recorded reads changed.
///
/// The reads are `BuildInput`s, at the granularity `InputFingerprints` fingerprints them.
package final class PageReads: Sendable {
    private let recorded = Mutex<Set<BuildInput>>([])

    package init() {}

    /// Notes that the output read `input`.
    package func record(_ input: BuildInput) {
        recorded.withLock { _ = $0.insert(input) }
    }

    /// Notes that the output read each of `inputs`.
    package func record(_ inputs: some Sequence<BuildInput>) {
        recorded.withLock { $0.formUnion(inputs) }
    }

    /// Everything recorded so far.
    package var inputs: Set<BuildInput> { recorded.withLock { $0 } }
}
