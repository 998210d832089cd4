import Foundation
import PappersApp
import PappersCanvas
import PappersEngine
import PappersSession
import PappersStore
import PappersUI
import Synchronization

/// A folder of its own in the temporary folder, holding a data directory (`data`) and what goes beside it (a
/// record written elsewhere), removed when the test ends.
final class TemporaryDataDirectory {
    let folder: String
    let directory: DataDirectory

    init() {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("pappers-session-\(UUID().uuidString)").path
        directory = DataDirectory(path: folder + "/data")
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    /// Where a game's record goes when the data directory cannot take it: this test's own folder, beside it.
    var recordFolders: [String] { [folder] }

    /// The records written elsewhere, by name.
    func recordsElsewhere() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix("pappers-game-") }
    }

    /// What a kill leaves on the disk at this instant: every file of the data directory copied into a new one
    /// (the play lock, a kernel lock, goes with the process and is not copied).
    func copyAsKilled() throws -> TemporaryDataDirectory {
        let copy = TemporaryDataDirectory()
        try FileManager.default.createDirectory(atPath: copy.directory.path, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where !name.hasSuffix("-shm") {
            try FileManager.default.copyItem(atPath: directory.path + "/" + name, toPath: copy.directory.path + "/" + name)
        }
        return copy
    }
}

/// The sounds the session asked for.
final class RecordedSounds: SoundOutput {
    private(set) var played: [(SoundCue, SoundMode)] = []
    func play(_ cue: SoundCue, mode: SoundMode) { played.append((cue, mode)) }
}

/// A disk whose writes fail when the test says so, and that tells the test of each write it lets through
/// (`beforeWrite`, on the thread writing).
final class TestDisk: Disk, @unchecked Sendable {
    private let faults = Mutex<[WriteFault]>([])
    var beforeWrite: (() -> Void)?

    /// The next `count` writes fail with `fault`.
    func fail(_ fault: WriteFault, count: Int = 1) {
        faults.withLock { $0 += Array(repeating: fault, count: count) }
    }

    /// The disk takes writes again.
    func mend() {
        faults.withLock { $0 = [] }
    }

    func faultForNextWrite() -> WriteFault? {
        if let fault = faults.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) { return fault }
        beforeWrite?()
        return nil
    }
}

enum SessionFixture {
    static func openStore(_ directory: DataDirectory, disk: any Disk = SystemDisk()) -> (Store?, ProblemScreen?) {
        do {
            return (try Store.openToPlay(directory, disk: disk), nil)
        } catch {
            return (nil, ProblemScreen(error))
        }
    }

    /// A model as the program builds it, at the terminal's size.
    static func model(preferences: Preferences, size: Size) -> AppModel {
        AppModel(
            preferences: preferences, roster: nil, size: size, environmentLanguage: .en,
            names: Strings(.en).defaultNames, entropy: 5)
    }

    /// A session on `terminal` over `data`, with the store opened to play on `disk`; records written elsewhere
    /// go beside the data directory, into the test's own folder.
    static func session(
        _ terminal: ScriptedTerminal, data: TemporaryDataDirectory, model: AppModel,
        sounds: RecordedSounds = RecordedSounds(), disk: TestDisk = TestDisk(), records: any RecordsSource = StoreRecords()
    ) -> Session {
        let open = { (directory: DataDirectory) in openStore(directory, disk: disk) }
        let (store, _) = open(data.directory)
        return Session(
            terminal: terminal, directory: data.directory, store: store, model: model, packFiles: [], sounds: sounds,
            program: "pappers tests", clock: { [unowned terminal] in terminal.now }, openStore: open,
            recordFolders: data.recordFolders, records: records)
    }
}

extension AppEvent {
    /// The event's case and what it carries, to compare in tests (events are not `Equatable`).
    var name: String {
        switch self {
        case .gameRecorded(let id): "gameRecorded(\(id))"
        case .saveFailed(let problem): "saveFailed(\(problem))"
        case .saved: "saved"
        case .unsavedAtQuit: "unsavedAtQuit"
        case .recordWrittenElsewhere: "recordWrittenElsewhere"
        case .recordNotWrittenElsewhere: "recordNotWrittenElsewhere"
        case .savedBeforeLeaving: "savedBeforeLeaving"
        case .storeReady(let games): "storeReady(\(games.map(\.id)))"
        case .storeFailed(let problem): "storeFailed(\(problem.reason))"
        case .recordsRead(let content): "recordsRead(\(content))"
        case .savedGameLoaded(let game): "savedGameLoaded(\(game.recordID.map(String.init) ?? "nil"))"
        case .savedGameGone(let id): "savedGameGone(\(id))"
        case .recordFoundElsewhere(let found): "recordFoundElsewhere(\(found.gameID), \(found.actions))"
        case .key(let key, .laptop): "key(\(key))"
        case .tick: "tick"
        case .interrupted: "interrupted"
        case .suspendRequested: "suspendRequested"
        case .stoppedFromOutside: "stoppedFromOutside"
        default: "\(self)"
        }
    }
}
