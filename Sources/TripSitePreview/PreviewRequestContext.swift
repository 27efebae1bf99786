import Hummingbird
import NIOCore
import TripSiteCore

/// The preview server's request context: Hummingbird's basic one, plus the connection the
/// request came on. The event stream watches it (`PreviewServer.events(on:)`), because
/// Hummingbird does not cancel a handler whose connection closed: a stream would otherwise
/// learn that its browser has gone only when its next heartbeat's write failed.
package struct PreviewRequestContext: RequestContext {
    package var coreContext: CoreRequestContextStorage
    let channel: any Channel

    package init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        channel = source.channel
    }
}
