import Foundation
import TripSiteCore
import TripSiteIncremental

extension FixtureSite {
    /// A builder of this site as `serve` runs one: in memory, with the live-reload script.
    package func serveBuilder() -> IncrementalBuilder {
        IncrementalBuilder(
            options: BuildOptions(source: root, output: output),
            mode: .serve(liveReloadScript: "/_tripsite/live-reload.js"))
    }
}

extension IncrementalBuilder.Result {
    /// The output at `path` as text, or "" when there is none.
    package func text(_ path: String) -> String {
        files[path].map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
}
