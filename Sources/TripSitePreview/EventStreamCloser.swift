import NIOCore
import TripSiteCore

/// Added to the end of a connection's pipeline when it starts the live-reload event stream:
/// closes the connection when the browser half-closes it (sends FIN). Hummingbird allows
/// half-closure, so without this the connection, and the handler task waiting on the
/// stream, would stay until the next heartbeat's write failed. Only event streams get it: a
/// client may half-close after sending an ordinary request and still read the response.
/// (A FIN that arrives before the stream has added it is noticed at the next heartbeat.)
package final class EventStreamCloser: ChannelInboundHandler, RemovableChannelHandler, Sendable {
    package typealias InboundIn = Never

    package func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if let event = event as? ChannelEvent, event == .inputClosed {
            context.close(promise: nil)
        }
        context.fireUserInboundEventTriggered(event)
    }
}
