import ArgumentParser
import Foundation
import PappersStore

/// Options that every command takes.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The data directory (default: $PAPPERS_HOME, else $XDG_DATA_HOME/pappers, else ~/.local/share/pappers).",
        valueName: "DIR"))
    var dataDir: String?

    /// An empty --data-dir is a mistake (an unset variable, say), never a wish for the default folder.
    func validate() throws {
        if dataDir?.isEmpty == true {
            throw ValidationError("--data-dir needs a folder, not an empty string; leave it out for the default")
        }
    }

    /// The data directory every command uses: --data-dir, else the environment's (`DataDirectory.resolve`).
    /// One resolution for all, so that `play --pack ID` and `simulate --pack ID` find the packs of its packs
    /// folder as `packs list` does, with PAPPERS_HOME as with --data-dir.
    var directory: DataDirectory {
        DataDirectory.resolve(explicit: dataDir, environment: ProcessInfo.processInfo.environment)
    }
}
