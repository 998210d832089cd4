import Foundation
import PappersApp
import PappersCanvas
import PappersEngine
import PappersPacks
import PappersStore
import PappersUI

/// One run of the interactive game: the terminal, the store, the model, and the loop that joins them.
///
/// The loop, on one thread: wait for a key or for the next instant the screen changes by itself; give the
/// model that one event (it lets time pass first); carry out the commands it returns (journal first, so an
/// action is saved before the screen shows it), whose results go back to it as events; draw. An idle countdown
/// wakes once a second. Every change of the model goes through `send`, into `AppModel.update`.
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
    let directory: DataDirectory
    /// The database; nil when playing without saving.
    var store: Store?
    /// Every write the games of this run owe the store, until it has them (see `Session+Saving.swift`).
    var journal = PendingJournal()
    /// The problem the model was last told of (nil: it knows everything is saved).
    var reportedProblem: SaveProblem?
    /// Whether the program leaves for a signal (SIGINT, SIGTERM, a closed terminal): nobody to ask.
    var leavesForSignal = false
    /// The games continued without the record found elsewhere (the players chose so): not offered again.
    var recordsLeftOut: Set<Int> = []
    /// Files the unsaved games were written to, outside the data directory.
    var recordsWrittenElsewhere: [String] = []
    public private(set) var model: AppModel
    var clock: SessionClock
    var renderer: ScreenRenderer
    let sounds: any SoundOutput
    /// When the running turn's time was last written down, for resuming after a crash.
    var lastHeartbeat: Int?
    /// Files named with --pack, kept for reloading the packs.
    let packFiles: [String]
    /// What opening the store recovered (a game log whose database went missing), printed at the end too.
    public var storeNote: String?
    /// Sounds to play once the screen shows what made them (a flash can hold the loop for a moment).
    var pendingSounds: [SoundCue] = []
    /// Whether the database is still to be opened (or created), once the home screen is on screen.
    public var opensStoreAfterFirstFrame = false
    /// The program and version written into each new game's record.
    let program: String
    /// Opens the data directory's database and takes the play lock, or says why it cannot be used.
    let openStore: (DataDirectory) -> (Store?, ProblemScreen?)
    /// Told of every event the session gives the model, with its instant: for tests.
    public var onEvent: ((AppEvent, Int) -> Void)?
    /// How the records screen reads the records, on a thread of its own (`loadRecords`), each word counted for
    /// the pack the packs read say it came from: a test may slow it.
    public var readRecords: @Sendable (Store, PackWords) throws(StoreError) -> Records = { store, packWords throws(StoreError) in
        try store.records(packWords: packWords)
    }
    /// Which words each pack read holds, once the packs are read (`loadWords`).
    var packWords: PackWords?
    /// The records being read for the records screen, until the loop hands them to the model.
    var recordsReading: RecordsReading?

    /// A session on `terminal`, with the game time of `clock` (monotonic milliseconds).
    public init(
        terminal: any TerminalIO, directory: DataDirectory, store: Store?, model: AppModel, packFiles: [String],
        sounds: any SoundOutput, program: String, clock: @escaping () -> Int,
        openStore: @escaping (DataDirectory) -> (Store?, ProblemScreen?)
    ) {
        self.terminal = terminal
        self.directory = directory
        self.store = store
        self.model = model
        self.packFiles = packFiles
        self.sounds = sounds
        self.program = program
        self.clock = SessionClock(base: clock)
        self.openStore = openStore
        renderer = ScreenRenderer(theme: Theme(depth: terminal.colourDepth))
        colourApplied = model.preferences.colour
    }

    // MARK: look-feel
    /// The Colour setting the terminal was last set to; a change in the settings is followed before drawing.
    private var colourApplied: ColourChoice

    private func followColourSetting() {
        guard model.preferences.colour != colourApplied else { return }
        colourApplied = model.preferences.colour
        terminal.useColour(colourApplied)
        renderer = ScreenRenderer(theme: Theme(depth: terminal.colourDepth))
        send(.colourDepthFound(terminal.colourDepth))
    }

    /// Gives the model one event (at `at`, else now) and carries out what it asks.
    public func send(_ event: AppEvent, at at: Int? = nil) {
        let instant = at ?? clock.now()
        onEvent?(event, instant)
        perform(model.update(event, at: instant))
    }

    /// Plays until the players quit. Returns normally; the caller stops the terminal.
    public func run(start: Start) {
        send(.colourDepthFound(terminal.colourDepth))
        switch start {
        case .home:
            // The first frame first: opening the database and reading the packs can wait a few milliseconds.
            draw()
            if opensStoreAfterFirstFrame { openStoreNow() }
            loadWords()
        case .newGame:
            loadWords()
            send(.newGameRequested)
        case .continueGame(let id):
            continueSavedGame(id: id)
            draw()
            loadWords()
        }
        draw()
        while !model.isQuitting {
            let now = clock.now()
            let event = terminal.nextEvent(timeoutMillis: timeout(at: now))
            let at = clock.now()
            // Each event goes to the model once; the model lets time pass before it handles it.
            switch event {
            case .key(let key): send(.key(key), at: at)
            case .resize(let size): send(.resize(size), at: at)
            case .timeout: send(.tick, at: at)
            case .resumed:
                // Continued without having suspended itself (Ctrl-Z pauses the turn first): the program was
                // stopped from outside while a turn ran. The turn pauses at the last instant it is known to have
                // run.
                if isTurnRunning { send(.stoppedFromOutside, at: now) }
                send(.tick, at: at)
                terminal.redrawAll()
            case .signal(.suspend): send(.suspendRequested, at: at)
            case .signal:
                leavesForSignal = true
                send(.interrupted, at: at)
            }
            writeHeartbeat(at: clock.now())
            deliverRecords()
            draw()
        }
    }

    /// Milliseconds until the screen changes by itself or the heartbeat is due; nil to wait for a key.
    private func timeout(at now: Int) -> Int? {
        var wake = model.nextChange(after: now)
        if isTurnRunning { wake = min(wake ?? .max, (lastHeartbeat ?? now) + 1_000) }
        if recordsReading != nil { wake = min(wake ?? .max, now + Self.recordsPollMillis) }
        return wake.map { max(0, $0 - now) }
    }

    private var isTurnRunning: Bool {
        model.session?.state.turn?.countdown.isRunning == true
    }

    func draw() {
        followColourSetting()
        terminal.draw(renderer.render(model, at: clock.now()))
        playPendingSounds()
    }

    private func playPendingSounds() {
        for cue in pendingSounds { sounds.play(cue, mode: model.preferences.sound) }
        pendingSounds.removeAll()
    }

    /// Writes the running turn's time down about once a second, so a game killed mid-turn comes back with the
    /// time it had left. A write due within the next tenth of a second is done now: the countdown wakes the
    /// loop every second, and a heartbeat kept to exactly a second after the last one fell a few milliseconds
    /// after that wake-up and needed a second one.
    /// Each heartbeat is also a new try when saving failed.
    private func writeHeartbeat(at now: Int) {
        guard isTurnRunning, store != nil else { return }
        if let lastHeartbeat, now - lastHeartbeat < 900 { return }
        lastHeartbeat = now
        journal.recordClock(now)
        save()
    }

    /// Opens (or creates) the database for writing and takes the play lock, once the home screen is drawn from
    /// what a read-only look found; or shows why it cannot be.
    private func openStoreNow() {
        let (opened, problem) = openStore(directory)
        store = opened
        storeNote = opened?.recovered
        // A game recovered from a log whose database went missing: home offers it at once.
        if let opened, opened.recovered != nil { send(.storeReady(savedGames: Session.gamesInProgress(opened))) }
        if let problem { send(.storeFailed(problem)) }
    }

    /// Reads the packs (built in, the data directory's own, and --pack files) and the words played before.
    func loadWords() {
        let catalog = Self.catalog(directory, packFiles: packFiles)
        packWords = catalog.packWords
        let played = ((try? store?.playedWords()) ?? nil) ?? [:]
        send(.wordsLoaded(WordSupply(catalog: catalog, lastPlayed: played)))
    }

    /// The packs a session reads: the built-in ones, the data directory's own, and `packFiles`.
    static func catalog(_ directory: DataDirectory, packFiles: [String]) -> PackCatalog {
        PackCatalog.load(builtIn: true, userFolder: directory.packsFolder, files: packFiles)
    }

    /// The games in progress of `store`, newest first, as home offers them.
    public static func gamesInProgress(_ store: Store) -> [SavedGame] {
        ((try? store.gamesInProgress()) ?? []).map { game in
            SavedGame(id: game.id, teams: game.teams.map { SavedGame.TeamScore(name: $0.name, score: $0.score) })
        }
    }
}
