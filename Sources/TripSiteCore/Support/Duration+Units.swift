extension Duration {
    /// Whole milliseconds (rounded down), as printed in summaries and logs.
    package var milliseconds: Int64 {
        components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
    }

    /// Seconds with their fraction, as recorded in stage timings.
    package var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
