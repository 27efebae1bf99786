import HummingbirdCore
import Logging
import NIOCore

/// Hummingbird's HTTP/1 connection with `RequestHeadLimiter` put first in its pipeline,
/// before NIO's HTTP decoder (Hummingbird's own extra handlers go after the decoder, too
/// late to keep an oversized head from being read), and its idle timeout set.
struct PreviewChannel: ServerChildChannel {
    typealias Value = HTTP1Channel.Value

    let http1: HTTP1Channel
    let limits: ConnectionLimits

    init(responder: @escaping HTTPChannelHandler.Responder, limits: ConnectionLimits) {
        http1 = HTTP1Channel(
            responder: responder, configuration: .init(idleTimeout: TimeAmount(limits.idleTimeout)))
        self.limits = limits
    }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let limits = self.limits
        return channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.addHandler(RequestHeadLimiter(limits: limits), position: .first)
        }.flatMap {
            http1.setup(channel: channel, logger: logger)
        }
    }

    func handle(value: Value, logger: Logger) async {
        await http1.handle(value: value, logger: logger)
    }
}
