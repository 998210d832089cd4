import Foundation
import PappersApp
import PappersCanvas
import PappersEngine
import PappersPacks
import PappersStore
import PappersTerminal
import PappersUI

/// One run of the interactive game: the terminal, the store, the model, and the loop that joins them.
///
/// The loop, on one thread: wait for a key or for the next instant the screen changes by itself; let time pass
/// (`.tick`); apply the key; carry out the commands (journal first, so an action is saved before the screen
/// shows it); draw. An idle countdown wakes once a second.
final class Session {
    let terminal: Terminal
    let directory: DataDirectory
    /// The database; nil when playing without saving.
    var store: Store?
    /// Every write the games of this run owe the store, until it has them (see `Session+Saving.swift`).
    var journal = PendingJournal()
    /// The problem the model was last told of (nil: it knows everything is saved).
    var reportedProblem: SaveProblem?
    /// Whether the program leaves for a signal (SIGINT, SIGTERM, a closed terminal): nobody to ask.
    var leavesForSignal = false
    /// Files the unsaved games were written to, outside the data directory.
    var recordsWrittenElsewhere: [String] = []
    var model: AppModel
    var clock = SessionClock()
    var renderer: ScreenRenderer
    var sound: Sound
    /// When the running turn's time was last written down, for resuming after a crash.
    var lastHeartbeat: Int?
    /// Files named with --pack, kept for reloading the packs.
    let packFiles: [String]
    /// What opening the store recovered (a game log whose database went missing), printed at the end too.
    var storeNote: String?
    /// Sounds to play once the screen shows what made them (a flash can hold the loop for a moment).
    var pendingSounds: [SoundCue] = []
    /// Whether the database is still to be opened (or created), once the home screen is on screen.
    var opensStoreAfterFirstFrame = false

    init(terminal: Terminal, directory: DataDirectory, store: Store?, model: AppModel, packFiles: [String]) {
        self.terminal = terminal
        self.directory = directory
        self.store = store
        self.model = model
        self.packFiles = packFiles
        renderer = ScreenRenderer(theme: terminal.hasColour ? .colour : .monochrome)
        sound = Sound(mode: Session.soundMode(model.preferences.sound), terminal: terminal)
    }

    /// Plays until the players quit. Returns normally; the caller stops the terminal.
    func run(start: Launch.Start) {
        switch start {
        case .home:
            // The first frame first: opening the database and reading the packs can wait a few milliseconds.
            draw()
            if opensStoreAfterFirstFrame { openStore() }
            loadWords()
        case .newGame:
            loadWords()
            perform(model.update(.newGameRequested, at: clock.now()))
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
            var commands: [AppCommand] = []
            // Each event goes to the model once; the model lets time pass before it handles it.
            switch event {
            case .key(let key): commands += model.update(.key(key), at: at)
            case .resize(let size): commands += model.update(.resize(size), at: at)
            case .timeout: commands += model.update(.tick, at: at)
            case .resumed:
                // Continued without having suspended itself (Ctrl-Z pauses the turn first): the program was
                // stopped from outside while a turn ran. The turn pauses at the last instant it is known to have
                // run.
                if isTurnRunning { commands += model.update(.stoppedFromOutside, at: now) }
                commands += model.update(.tick, at: at)
                terminal.redrawAll()
            case .signal(.suspend): commands += model.update(.suspendRequested, at: at)
            case .signal:
                leavesForSignal = true
                commands += model.update(.interrupted, at: at)
            }
            perform(commands)
            writeHeartbeat(at: clock.now())
            draw()
        }
    }

    /// Milliseconds until the screen changes by itself or the heartbeat is due; nil to wait for a key.
    private func timeout(at now: Int) -> Int? {
        var wake = model.nextChange(after: now)
        if isTurnRunning { wake = min(wake ?? .max, (lastHeartbeat ?? now) + 1_000) }
        return wake.map { max(0, $0 - now) }
    }

    private var isTurnRunning: Bool {
        model.session?.state.turn?.countdown.isRunning == true
    }

    func draw() {
        terminal.draw(renderer.render(model, at: clock.now()))
        playPendingSounds()
    }

    private func playPendingSounds() {
        guard !pendingSounds.isEmpty else { return }
        sound.mode = Session.soundMode(model.preferences.sound)
        for cue in pendingSounds {
            switch cue {
            case .guessed: sound.guessed()
            case .timeUp: sound.timeUp()
            }
        }
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
    private func openStore() {
        let (opened, problem) = Launch.openStore(directory)
        store = opened
        storeNote = opened?.recovered
        // A game recovered from a log whose database went missing: home offers it at once.
        if let opened, opened.recovered != nil {
            perform(model.update(.storeReady(savedGames: Launch.gamesInProgress(opened)), at: clock.now()))
        }
        if let problem { perform(model.update(.storeFailed(problem), at: clock.now())) }
    }

    /// Reads the packs (built in, the data directory's own, and --pack files) and the words played before.
    func loadWords() {
        let catalog = PackCatalog.load(builtIn: true, userFolder: directory.packsFolder, files: packFiles)
        let played = ((try? store?.playedWords()) ?? nil) ?? [:]
        perform(model.update(.wordsLoaded(WordSupply(catalog: catalog, lastPlayed: played)), at: clock.now()))
    }

    static func soundMode(_ mode: SoundMode) -> Sound.Mode {
        switch mode {
        case .on: .on
        case .bell: .bellOnly
        case .off: .off
        }
    }
}
