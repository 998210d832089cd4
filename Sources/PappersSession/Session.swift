import Foundation
import PappersApp
import PappersCanvas
import PappersEngine
import PappersStore

/// One run of the interactive game: the terminal, the model, and the loop that joins them to the store.
///
/// The loop, on one thread: wait for a key or for the next instant the screen changes by itself; put that one
/// event on the queue (`EventQueue`); hand the model the events waiting, one at a time (it lets time pass
/// first), carrying out each one's commands in order (journal first, so an action is saved before the screen
/// shows it), whose results join the end of the queue; draw; play the sounds. An idle countdown wakes once a
/// second. Every change of the model goes through the queue, into `AppModel.update`.
///
/// The effects are parts of their own: the store's life (`StoreKeeper`), the journal (`SessionJournal`),
/// leaving unsaved (`LeavingUnsaved`), saved games brought back (`SavedGameLoader`), the packs
/// (`SessionPacks`), the records read on a thread (`RecordsReader`), the sounds (`SoundQueue`) and the screen
/// (`Display`). The session only routes commands to them and their results to the queue.
///
/// The terminal is any `TerminalIO`: the real one in the program, a scripted one in tests.
public final class Session {
    /// Where the session begins.
    public enum Start: Sendable {
        case home
        /// Straight into a new game (`pappers play`), with what the model holds.
        case newGame
        /// A game in progress (`pappers continue [GAME_ID]`): the newest without an id.
        case continueGame(id: Int?)
    }

    let terminal: any TerminalIO
    public private(set) var model: AppModel
    private var queue = EventQueue()
    let clock: SessionClock
    var display: Display
    var sounds: SoundQueue
    let storage: StoreKeeper
    let journal: SessionJournal
    let leaving: LeavingUnsaved
    let savedGames: SavedGameLoader
    let packs: SessionPacks
    let records: RecordsReader
    /// The players' own terminals when the game is hosted (`pappers host`): their events join the queue, and
    /// each is drawn its own frame after the host's.
    public var hosted: HostedSeats?

    /// A session on `terminal`, with the game time of `clock` (monotonic milliseconds). `openStore` opens the
    /// data directory's database and takes the play lock, or says why it cannot be used; `recordFolders` are
    /// where a game's record goes when the data directory cannot take it (`RecordElsewhere.folders`), and where
    /// such records are looked for; `records` is where the records screen reads from.
    public init(
        terminal: any TerminalIO, directory: DataDirectory, store: Store?, model: AppModel, packFiles: [String],
        sounds: any SoundOutput, program: String, clock: @escaping () -> Int,
        openStore: @escaping (DataDirectory) -> (Store?, ProblemScreen?), recordFolders: [String],
        records: any RecordsSource
    ) {
        self.terminal = terminal
        self.model = model
        self.clock = SessionClock(base: clock)
        display = Display(terminal: terminal, colour: model.preferences.colour)
        self.sounds = SoundQueue(output: sounds)
        storage = StoreKeeper(directory: directory, store: store, open: openStore)
        journal = SessionJournal(program: program, storage: storage)
        leaving = LeavingUnsaved(folders: recordFolders, journal: journal, storage: storage)
        savedGames = SavedGameLoader(folders: recordFolders, storage: storage, journal: journal, clock: self.clock)
        packs = SessionPacks(directory: directory, files: packFiles)
        self.records = RecordsReader(source: records)
    }

    /// Whether the database is still to be opened (or created), once the home screen is on screen.
    public var opensStoreAfterFirstFrame: Bool {
        get { storage.opensAfterFirstFrame }
        set { storage.opensAfterFirstFrame = newValue }
    }

    /// What opening the store recovered (a game log whose database went missing), printed at the end too.
    public var storeNote: String? {
        get { storage.note }
        set { storage.note = newValue }
    }

    /// Why the run ends unsaved, with where its record went and how to bring it back; nil when the data
    /// directory holds everything (or the players chose to play without saving).
    public var unsavedMessage: String? { leaving.message }

    /// Gives the model one event (at `at`, else now) once the events already waiting are handled, and carries
    /// out what it asks.
    public func send(_ event: AppEvent, at at: Int? = nil) {
        queue.append(event, at: at ?? clock.now())
        handleQueue()
    }

    /// Hands the model `events`, a part's results, after those waiting.
    private func take(_ events: [AppEvent]) {
        queue.append(contentsOf: events, at: clock.now())
        handleQueue()
    }

    /// Hands the model the waiting events one at a time, in order. Each one's commands are carried out, in
    /// order, before the next event; what they bring back joins the end of the queue, at the instant they
    /// came back.
    private func handleQueue() {
        while let (event, instant) = queue.next() {
            for command in model.update(event, at: instant) {
                let results = perform(command)
                if !results.isEmpty { queue.append(contentsOf: results, at: clock.now()) }
            }
        }
    }

    /// Plays until the players quit. Returns normally; the caller stops the terminal.
    public func run(start: Start) {
        send(.colourDepthFound(terminal.colourDepth, of: display.seat))
        if let hosted { take(hosted.joining) }
        switch start {
        case .home:
            // The first frame first: opening the database and reading the packs can wait a few milliseconds.
            draw()
            if storage.opensAfterFirstFrame { take(storage.openNow()) }
            loadWords()
        case .newGame:
            loadWords()
            send(.newGameRequested)
        case .continueGame(let id):
            take(savedGames.continueGame(id: id))
            draw()
            loadWords()
        }
        draw()
        while !model.isQuitting && hosted?.isClosed != true {
            let now = clock.now()
            let event = nextEvent(timeoutMillis: timeout(at: now))
            let at = clock.now()
            if case .signal(let signal) = event, signal != .suspend { leaving.forSignal = true }
            // One at a time: what the first brings back is handled before the second.
            for (appEvent, instant) in event?.appEvents(from: display.seat, at: at, lastRun: now, turnRunning: isTurnRunning) ?? [] {
                send(appEvent, at: instant)
            }
            hosted?.drain({ model }) { send($0) }
            if event == .resumed {
                terminal.redrawAll()
                display.forgetLastFrame()
            }
            if isTurnRunning { take(journal.heartbeat(at: clock.now())) }
            take(records.poll())
            draw()
        }
    }

    /// The terminal's next event; nil when the hosted seats' events woke the loop first.
    private func nextEvent(timeoutMillis: Int?) -> TerminalEvent? {
        guard let hosted else { return terminal.nextEvent(timeoutMillis: timeoutMillis) }
        return terminal.nextEvent(timeoutMillis: timeoutMillis, orReadable: hosted.wakeDescriptor)
    }

    /// Milliseconds until the screen changes by itself or the heartbeat is due; nil to wait for a key.
    private func timeout(at now: Int) -> Int? {
        var wake = model.nextChange(after: now)
        if isTurnRunning { wake = min(wake ?? .max, (journal.lastHeartbeat ?? now) + 1_000) }
        if records.isReading { wake = min(wake ?? .max, now + RecordsReader.pollMillis) }
        return wake.map { max(0, $0 - now) }
    }

    private var isTurnRunning: Bool {
        model.session?.state.isClockRunning == true
    }

    /// Draws the model (after following a change of the Colour setting), then plays the sounds that waited
    /// for the frame.
    private func draw() {
        if let depth = display.follow(model.preferences.colour) { send(depth) }
        let now = clock.now()
        display.draw(model, at: now)
        hosted?.draw(model, at: now)
        sounds.play(mode: model.preferences.sound)
    }

    /// Reads the packs and the words played before.
    private func loadWords() {
        send(packs.load(played: storage.playedWords() ?? [:]))
    }

    /// The games in progress of `store`, newest first, as home offers them.
    public static func gamesInProgress(_ store: Store) -> [SavedGame] {
        ((try? store.gamesInProgress()) ?? []).map { game in
            SavedGame(id: game.id, teams: game.teams.map { SavedGame.TeamScore(name: $0.name, score: $0.score) })
        }
    }
}
