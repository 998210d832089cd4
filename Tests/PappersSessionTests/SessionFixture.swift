import Foundation
import PappersApp
import PappersCanvas
import PappersSession
import PappersStore
import PappersUI

/// A data directory of its own in the temporary folder, removed when the test ends.
final class TemporaryDataDirectory {
    let directory: DataDirectory

    init() {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("pappers-session-\(UUID().uuidString)").path
        directory = DataDirectory(path: path)
    }

    deinit { try? FileManager.default.removeItem(atPath: directory.path) }

    /// What a kill leaves on the disk at this instant: every file of the folder copied into a new one (the play
    /// lock, a kernel lock, goes with the process and is not copied).
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

enum SessionFixture {
    static func openStore(_ directory: DataDirectory) -> (Store?, ProblemScreen?) {
        do {
            return (try Store.openToPlay(directory), nil)
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

    /// A session on `terminal` over `data`, with the store opened to play.
    static func session(
        _ terminal: ScriptedTerminal, data: TemporaryDataDirectory, model: AppModel, sounds: RecordedSounds = RecordedSounds()
    ) -> Session {
        let (store, _) = openStore(data.directory)
        return Session(
            terminal: terminal, directory: data.directory, store: store, model: model, packFiles: [], sounds: sounds,
            program: "pappers tests", clock: { [unowned terminal] in terminal.now }, openStore: openStore)
    }
}
