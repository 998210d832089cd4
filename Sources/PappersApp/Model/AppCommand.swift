import PappersCanvas
import PappersEngine

/// A side effect the model asks the run loop to carry out. The model itself never touches the terminal,
/// the database or the clock.
public enum AppCommand: Equatable, Sendable {
    /// Append an action to the current game's journal, before the screen shows its effect.
    case journal(TimedAction)
    case sound(SoundCue)
    /// Save one setting.
    case saveSetting(key: String, value: String)
    /// Remember the roster for next time.
    case saveRoster([Team])
    /// A new game starts: create its record and mark its words as played.
    case recordNewGame(GameSetup, packs: [String])
    /// The game is over (finished or abandoned): record its result.
    case recordEnd(GameState)
    /// Leave the program (the game, if any, is saved).
    case quit
    /// Stop the process for Ctrl-Z; the game has been paused.
    case suspend
    /// Move the unusable database aside and start a fresh one.
    case openFreshDatabase
    /// Go on without saving anything.
    case playWithoutSaving
    /// The game cannot be saved and the players leave: write its whole record to a file outside the data
    /// directory (the answer comes back as `recordWrittenElsewhere` or `recordNotWrittenElsewhere`).
    case writeRecordElsewhere
    /// Leave though the game is not saved anywhere (the players chose it after writing elsewhere failed).
    case quitUnsaved
    /// Load and show the game in progress with this id (after offering a record found elsewhere that holds
    /// more of it: `AppEvent.recordFoundElsewhere`).
    case continueSavedGame(id: Int)
    /// Take the record found elsewhere into the data directory, then continue its game.
    case takeInRecord(RecordFound)
    /// Continue the game without the record found elsewhere.
    case continueWithoutRecord(id: Int)
    /// Read the records across games from the store (the answer comes back as `recordsRead`).
    case loadRecords
    /// A player left the room from their seat's menu: close that seat's terminal (the seat then leaves,
    /// `AppEvent.seatLeft`).
    case closeSeat(Seat)
    /// The table seated a watcher: the seat is now the player `name` of the roster, with `role` (the host's
    /// room gives it that role again when its player comes back).
    case playerSeated(Seat, name: String, role: SeatRole)
    /// A player's seat chose another colour depth in its menu: its frames are drawn at `ColourDepth` from now on.
    case seatColourDepth(Seat, ColourDepth)
}

/// The sounds of the game: SPEC names two. A refused key makes none: the notice on screen says why.
public enum SoundCue: Equatable, Sendable {
    /// A word was guessed: the players without the laptop know nobody is cheating.
    case guessed
    /// The countdown reached zero.
    case timeUp
}
