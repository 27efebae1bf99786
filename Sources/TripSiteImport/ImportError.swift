import TripSiteCore

/// Why an import stopped: the export could not be read at all (exit 1), or the site could
/// not be written (exit 3). Anything less is a warning of the `ImportReport`.
package enum ImportError: Error, Sendable {
    case unreadableExport(String)
    case cannotWrite(String)

    package var message: String {
        switch self {
        case .unreadableExport(let message), .cannotWrite(let message): return message
        }
    }
}
