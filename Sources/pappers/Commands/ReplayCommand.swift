import ArgumentParser

struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "replay", version: PappersVersion.current)

    @OptionGroup var global: GlobalOptions

    func run() throws {
        throw Failure(.unavailable, "`pappers replay` is not built yet")
    }
}
