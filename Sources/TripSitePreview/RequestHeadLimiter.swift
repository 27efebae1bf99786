import NIOCore

/// The first handler of every preview connection, before NIO's HTTP decoder: holds each
/// request's head until it is whole and passes it on only if it is within the limits
/// (`RequestHeadScanner`). A request line over the limit is answered 414, a header section
/// over it 431, and the connection is then closed.
///
/// Why not leave it to NIO: its decoder refuses a head only past 80 KB, and Hummingbird then
/// answers 400 and waits for the client to close; a client that never does holds its socket
/// and what was read so far for good. Here nothing of a refused head reaches the decoder.
/// The requests before it on the connection are answered first: the HTTP side is told that
/// the input has ended, and the refusal is written when it closes its output. The server
/// then closes its end, reading and dropping what the client still sends (so the client gets
/// the answer rather than a reset) until the client closes or `lingerTime` passes.
final class RequestHeadLimiter: ChannelDuplexHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = IOData
    typealias OutboundOut = IOData

    private enum Phase {
        /// Reading a head (`head` holds it so far).
        case head
        /// Passing on a body of this many more bytes.
        case body(remaining: Int)
        /// After a chunked body: the rest of the connection is left to NIO's decoder.
        case unchecked
        /// A head over a limit: nothing more is passed on; the refusal waits for the HTTP
        /// side to close.
        case refused(RequestHeadScanner.Refusal, isHead: Bool)
        /// The refusal sent and the output closed: waiting for the client to close.
        case lingering
    }

    /// How long a refused connection is read (and its bytes dropped) before it is closed.
    static let lingerTime = TimeAmount.seconds(2)

    private var scanner: RequestHeadScanner
    private var phase = Phase.head
    private var head: ByteBuffer?
    private var lingerTimer: Scheduled<Void>?

    init(limits: ConnectionLimits) {
        scanner = RequestHeadScanner(limits: limits)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        var input = unwrapInboundIn(data)
        while input.readableBytes > 0 {
            switch phase {
            case .head:
                readHead(from: &input, context: context)
            case .body(let remaining):
                let count = min(remaining, input.readableBytes)
                context.fireChannelRead(wrapInboundOut(input.readSlice(length: count)!))
                phase = count == remaining ? .head : .body(remaining: remaining - count)
            case .unchecked:
                context.fireChannelRead(wrapInboundOut(input))
                return
            case .refused, .lingering:
                return
            }
        }
    }

    private func readHead(from input: inout ByteBuffer, context: ChannelHandlerContext) {
        let (consumed, outcome) = input.withUnsafeReadableBytes { scanner.scan($0) }
        var part = input.readSlice(length: consumed)!
        switch outcome {
        case .incomplete:
            if head == nil { head = context.channel.allocator.buffer(capacity: part.readableBytes) }
            head!.writeBuffer(&part)
        case .complete(let body):
            if var whole = head {
                whole.writeBuffer(&part)
                part = whole
                head = nil
            }
            context.fireChannelRead(wrapInboundOut(part))
            switch body {
            case .length(let count): phase = count > 0 ? .body(remaining: count) : .head
            case .unknown: phase = .unchecked
            }
        case .refused(let refusal):
            head = nil
            phase = .refused(refusal, isHead: scanner.isHead)
            context.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
        }
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        context.fireChannelReadComplete()
        switch phase {
        case .refused, .lingering:
            // The HTTP side asks for no more once its input has ended: read on, to drop.
            context.read()
        case .head, .body, .unchecked:
            break
        }
    }

    /// The client's end of input. After a refusal the HTTP side has been told already; a
    /// head cut short by it is dropped (there is no request to answer).
    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        guard let event = event as? ChannelEvent, event == .inputClosed else {
            return context.fireUserInboundEventTriggered(event)
        }
        switch phase {
        case .refused: break
        case .lingering: context.close(promise: nil)
        case .head, .body, .unchecked:
            head = nil
            context.fireUserInboundEventTriggered(event)
        }
    }

    /// The HTTP side closing, once it has answered every request before the refused one:
    /// the refusal goes first.
    func close(context: ChannelHandlerContext, mode: CloseMode, promise: EventLoopPromise<Void>?) {
        switch phase {
        case .refused(let refusal, let isHead) where mode != .input:
            phase = .lingering
            refuse(refusal, isHead: isHead, context: context)
            fallthrough
        case .lingering where mode != .input:
            // Closed fully when the client closes, or after `lingerTime`.
            if mode == .all { context.channel.closeFuture.cascade(to: promise) } else { promise?.succeed(()) }
        default:
            context.close(mode: mode, promise: promise)
        }
    }

    private func refuse(_ refusal: RequestHeadScanner.Refusal, isHead: Bool, context: ChannelHandlerContext) {
        let response = Self.response(refusal, limits: scanner.limits, isHead: isHead)
        context.writeAndFlush(
            wrapOutboundOut(.byteBuffer(context.channel.allocator.buffer(string: response))), promise: nil)
        // Sent once the response is; a client whose input has ended is closed fully.
        context.close(mode: .output, promise: nil)
        lingerTimer = context.eventLoop.assumeIsolated().scheduleTask(in: Self.lingerTime) {
            context.close(promise: nil)
        }
        context.read()
    }

    func channelInactive(context: ChannelHandlerContext) {
        lingerTimer?.cancel()
        lingerTimer = nil
        context.fireChannelInactive()
    }

    /// The refusal: status, a line saying the limit, and `Connection: close`.
    static func response(_ refusal: RequestHeadScanner.Refusal, limits: ConnectionLimits, isHead: Bool) -> String {
        let (status, reason) =
            switch refusal {
            case .requestLine:
                ("414 URI Too Long", "The request line is longer than \(limits.requestLine) bytes.\n")
            case .headerSection:
                (
                    "431 Request Header Fields Too Large",
                    "The request's header fields are longer than \(limits.headerSection) bytes.\n"
                )
            }
        return
            "HTTP/1.1 \(status)\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: \(reason.utf8.count)\r\n"
            + "Connection: close\r\n\r\n" + (isHead ? "" : reason)
    }
}
