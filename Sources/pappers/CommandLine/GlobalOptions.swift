import ArgumentParser

/// Options that every command takes.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The data directory (default: $PAPPERS_HOME, else $XDG_DATA_HOME/pappers, else ~/.local/share/pappers).",
        valueName: "DIR"))
    var dataDir: String?
}
