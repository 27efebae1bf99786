import TripSiteCore

/// What the preview server tells open browsers after a rebuild, over Server-Sent Events.
package enum ReloadEvent: Equatable, Sendable {
    /// Reload the page.
    case reload
    /// Only stylesheets changed: swap them in place.
    case stylesheets
    /// The last rebuild failed: show the errors (the last good site stays served).
    case failed
    /// Nothing happened: a comment line, so a closed connection is noticed and dropped.
    case heartbeat

    var name: String {
        switch self {
        case .reload: "reload"
        case .stylesheets: "css"
        case .failed: "failed"
        case .heartbeat: "heartbeat"
        }
    }
}

/// The client side of live reload, added to pages only in serve mode: it listens for events,
/// reloads or swaps stylesheets, and shows the build's errors in an overlay built with
/// `textContent` (never parsed as HTML). The script is `themes/default/serve/live-reload.js`,
/// embedded with the theme but never written by `build` (`ThemeAssets.serveOnlyFolder`); it
/// names `eventsPath` and `statusPath` itself, so a change to either belongs in both places.
package enum LiveReloadScript {
    /// Where the server serves the script.
    package static let path = "/_tripsite/live-reload.js"
    package static let eventsPath = "/_tripsite/events"
    package static let statusPath = "/_tripsite/status"

    /// The script's path in the embedded theme.
    static let themePath = ThemeAssets.serveOnlyFolder + "live-reload.js"

    /// The script's bytes, as served.
    package static let source: [UInt8] = {
        guard let bytes = ThemeAssets.serveOnly[themePath] else {
            preconditionFailure("themes/default/\(themePath) is not in the embedded theme")
        }
        return bytes
    }()
}
