import ArgumentParser

/// `pappers continue`: the saved game in progress, paused where it stopped.
struct ContinueCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "continue",
        abstract: "Continue the saved game, paused where it stopped.",
        discussion: """
            Every action is saved as it happens, so a game comes back after Ctrl-C, a closed terminal, a crash \
            or a flat battery. Exits with 66 when there is no game in progress.

            Example:
              pappers continue
            """,
        version: PappersVersion.current
    )

    @OptionGroup var global: GlobalOptions

    func run() throws {
        try Launch.run(.continueGame, dataDirectory: global.dataDir)
    }
}
