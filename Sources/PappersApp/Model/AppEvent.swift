import PappersCanvas
import PappersEngine

/// Something that happened outside the model: a key, time passing, the terminal, a signal, or the result
/// of a command. `AppModel.update(_:at:)` takes nothing else: every change of the model comes in as one of these.
public enum AppEvent: Sendable {
    /// A key pressed at a seat's terminal (the laptop's unless said).
    case key(Key, from: Seat = .laptop)
    /// Time passed (the countdown's next second, a notice expiring).
    case tick
    /// A seat's terminal changed size (the laptop's unless said).
    case resize(Size, of: Seat = .laptop)
    /// A terminal joined as a seat (a player's or the room's), in this state: on the game when one is on. A seat
    /// already there stays as it is.
    case seatJoined(Seat, SeatState)
    /// A seat's terminal left. The laptop never leaves.
    case seatLeft(Seat)
    /// The host gave a seat a role (seated a player who joined, made its own terminal the table). A seat that is
    /// not there stays away.
    case seatRoleGiven(SeatRole, to: Seat)
    /// SIGINT, SIGTERM or SIGHUP: save and leave.
    case interrupted
    /// Ctrl-Z: pause the game before the process stops.
    case suspendRequested
    /// The process was stopped from outside (SIGSTOP, a debugger) and has just been continued, without the
    /// warning Ctrl-Z gives: the turn pauses at the instant given with the event, the last one at which the
    /// program is known to have run, so the stopped time is not counted as play.
    case stoppedFromOutside

    // MARK: What the run loop loaded

    /// The packs and the played words were read (after the first frame).
    case wordsLoaded(WordSupply)
    /// The words played before, read again once a new game marked its own (`AppCommand.recordNewGame`).
    case playedWordsRead([String: Int])
    /// The store can be used (opened after the first frame, a fresh one, or none by the players' choice):
    /// home, offering these games in progress.
    case storeReady(savedGames: [SavedGame])
    /// The store cannot be used, or a saved game cannot be continued: say why and offer the ways on.
    case storeFailed(ProblemScreen)
    /// A game in progress came back from the store (`AppCommand.continueSavedGame`, `pappers continue`).
    case savedGameLoaded(LoadedGame)
    /// The game of this id could not be continued (over, or gone): home without it.
    case savedGameGone(id: Int)
    /// The records across games, read from the store (`AppCommand.loadRecords`), or why they could not be.
    case recordsRead(RecordsScreen.Content)
    /// `pappers play`: this game's preferences (not saved), teams and seed.
    case playOptionsGiven(PlayOptions)
    /// Start a new game at once with what the model holds (`pappers play`).
    case newGameRequested

    // MARK: Replays (`ReplayPlayer`)

    /// A recorded game comes on screen at its start, its bowl from these packs (for the hints on the card).
    case replayStarted(GameSetup, recordID: Int?, packs: [String])
    /// The replay's next recorded action.
    case replayed(TimedAction)

    // MARK: Saving

    /// The store gave the new game its number.
    case gameRecorded(id: Int)
    /// Saving failed: the game goes on, kept in memory, and the screens say so.
    case saveFailed(SaveProblem)
    /// Everything is saved again.
    case saved
    /// The players are leaving and the last try to save failed: ask them what to do (`UnsavedQuit`).
    case unsavedAtQuit
    /// The game's whole record was written to a file elsewhere (`AppCommand.writeRecordElsewhere`): leave.
    case recordWrittenElsewhere
    /// Asked to write the record elsewhere, the data directory took the game after all (space was freed): leave,
    /// saved.
    case savedBeforeLeaving
    /// Writing the record elsewhere failed too.
    case recordNotWrittenElsewhere
    /// The game being continued has a record elsewhere (written when saving failed) that holds more of it.
    case recordFoundElsewhere(RecordFound)
    /// A seat's terminal (the laptop's unless said) draws at this colour depth (at the start, and after the
    /// Colour setting changed).
    case colourDepthFound(ColourDepth, of: Seat = .laptop)

    /// Whether the event comes from the terminal or the clock of a live game: time passes (once) before the
    /// model handles it, so a key pressed after the deadline finds the turn over.
    var letsTimePass: Bool {
        switch self {
        case .key, .tick, .resize, .seatLeft, .interrupted, .suspendRequested, .stoppedFromOutside: true
        default: false
        }
    }
}
