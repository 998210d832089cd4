import ArgumentParser

/// `pappers continue [GAME_ID]`: a game in progress, paused where it stopped.
struct ContinueCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "continue",
        abstract: "Continue a saved game, paused where it stopped.",
        discussion: """
            Every action is saved as it happens, so a game comes back after Ctrl-C, a closed terminal, a crash \
            or a flat battery. Without GAME_ID, the newest game in progress; `pappers history` lists them all. \
            Exits with 66 when there is no game in progress or no game GAME_ID, and 65 when game GAME_ID is \
            over.

            Example:
              pappers continue
              pappers continue 12
            """,
        version: PappersVersion.current
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var screen: ScreenOptions

    @Argument(help: ArgumentHelp("The id of a game in progress (default: the newest).", valueName: "GAME_ID"))
    var gameID: Int?

    func run() throws {
        try Launch.run(.continueGame(id: gameID), dataDirectory: global.dataDir, colour: screen.colour)
    }
}
