/// Climb and descent from noisy elevations. A GPS or barometer reading wobbles by a few
/// metres from one second to the next; summing every rise would count that wobble as climbing
/// (a flat hour of 1 Hz samples with ±2 m noise "climbs" over a kilometre). So a change of
/// direction counts only once it exceeds `threshold` metres (hysteresis, as Garmin and GPX
/// tools do), and each leg is then counted whole, from the last turning point to the next.
package struct ElevationGain: Hashable, Sendable {
    /// Metres a reading must move against the current direction before it turns.
    package static let defaultThreshold = 5.0

    package private(set) var gain = 0.0
    package private(set) var loss = 0.0
    private let threshold: Double
    /// The last turning point, and the furthest reading since in the current direction.
    private var base = Double.nan
    private var extreme = Double.nan
    /// +1 climbing, −1 descending, 0 not yet known.
    private var direction = 0

    package init(threshold: Double = defaultThreshold) { self.threshold = threshold }

    /// Takes the next reading (NaN readings are skipped).
    package mutating func add(_ elevation: Double) {
        guard elevation.isFinite else { return }
        guard base.isFinite else {
            base = elevation
            extreme = elevation
            return
        }
        switch direction {
        case 1 where elevation > extreme: extreme = elevation
        case 1 where extreme - elevation > threshold: turn(to: -1, at: elevation)
        case -1 where elevation < extreme: extreme = elevation
        case -1 where elevation - extreme > threshold: turn(to: 1, at: elevation)
        case 0 where abs(elevation - base) > threshold:
            direction = elevation > base ? 1 : -1
            extreme = elevation
        default: break
        }
    }

    /// Counts the leg from `base` to `extreme` and starts the other way from `extreme`.
    private mutating func turn(to newDirection: Int, at elevation: Double) {
        count(extreme - base)
        base = extreme
        extreme = elevation
        direction = newDirection
    }

    private mutating func count(_ change: Double) {
        if change > 0 { gain += change } else { loss -= change }
    }

    /// The totals with the leg under way counted (when it has moved past the threshold).
    package var finished: ElevationGain {
        var copy = self
        if direction != 0 { copy.count(extreme - base) }
        copy.direction = 0
        copy.base = .nan
        return copy
    }
}
