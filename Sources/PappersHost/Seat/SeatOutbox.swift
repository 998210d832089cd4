import NIOConcurrencyHelpers
import NIOCore
import PappersCanvas

/// The newest frame for one seat, between the run loop (which posts grids from its thread) and the seat's
/// channel handler (which takes one when its channel can be written). A grid posted before the last one was
/// taken replaces it: a seat that cannot keep up skips frames, never queues them.
final class SeatOutbox: Sendable {
    struct Frame: Sendable {
        var grid: Grid
        var depth: ColourDepth
    }

    private struct State {
        var frame: Frame?
        var scheduled = false
    }

    let eventLoop: EventLoop
    private let state = NIOLockedValueBox(State())
    private let handler: NIOLoopBoundBox<SeatChannelHandler?>

    /// Made on the seat's event loop, by its handler.
    init(handler: SeatChannelHandler, eventLoop: EventLoop) {
        self.eventLoop = eventLoop
        self.handler = NIOLoopBoundBox(handler, eventLoop: eventLoop)
    }

    /// From any thread: `grid` is the seat's newest frame; its handler is told once, however many arrive first.
    func post(_ frame: Frame) {
        let schedule = state.withLockedValue { state in
            state.frame = frame
            if state.scheduled { return false }
            state.scheduled = true
            return true
        }
        guard schedule else { return }
        eventLoop.execute {
            self.state.withLockedValue { $0.scheduled = false }
            self.handler.value?.writeNewestFrame()
        }
    }

    /// On the event loop: the newest frame, which is then no longer waiting.
    func take() -> Frame? {
        state.withLockedValue { state in
            defer { state.frame = nil }
            return state.frame
        }
    }

    /// From any thread: the seat ends, with `farewell` shown on its terminal after the screen is given back.
    func close(farewell: String?) {
        eventLoop.execute { self.handler.value?.leave(farewell: farewell) }
    }

    /// What the seat's handler holds and wrote.
    struct Statistics: Sendable, CustomStringConvertible {
        var unsentBytes: Int
        var framesWritten: Int

        var description: String { "\(framesWritten) frames written, \(unsentBytes) bytes unsent" }
    }

    func statistics() -> EventLoopFuture<Statistics?> {
        eventLoop.submit {
            self.handler.value.map { Statistics(unsentBytes: $0.unsentBytes, framesWritten: $0.framesWritten) }
        }
    }

    /// On the event loop, when the seat's channel closes: nothing is delivered any more.
    func detach() {
        handler.value = nil
    }
}
