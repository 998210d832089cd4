import PappersApp

/// The events waiting for the model, first in, first out.
///
/// What a command brings back (the game's id, saving failed, a saved game loaded) joins the end of the line:
/// it reaches the model only once every command of the update that asked for it has been carried out, and
/// after every event that was already waiting. So an update's journal is in the store before any event that
/// follows from that update is handled, whatever order its commands come in.
struct EventQueue {
    /// An event, and the instant the model is to handle it at: the instant it came (a command's result: the
    /// instant its command was carried out).
    typealias Entry = (event: AppEvent, at: Int)

    /// A handful at most: an event and what its commands brought back.
    private var entries: [Entry] = []

    var isEmpty: Bool { entries.isEmpty }

    mutating func append(_ event: AppEvent, at instant: Int) {
        entries.append((event, instant))
    }

    mutating func append(contentsOf events: [AppEvent], at instant: Int) {
        for event in events { append(event, at: instant) }
    }

    /// The event whose turn it is, taken off the queue; nil when none waits.
    mutating func next() -> Entry? {
        entries.isEmpty ? nil : entries.removeFirst()
    }
}
