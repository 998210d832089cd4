import ArgumentParser

/// `pappers` (or `pappers home`): the home screen.
struct HomeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "home",
        abstract: "Open the home screen (what `pappers` alone does).",
        discussion: """
            Example:
              pappers
            """,
        version: PappersVersion.current
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var screen: ScreenOptions

    func run() throws {
        try Launch.run(.home, dataDirectory: global.dataDir, colour: screen.colour)
    }
}
