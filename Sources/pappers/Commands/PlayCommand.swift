import ArgumentParser

struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "play", version: PappersVersion.current)

    @OptionGroup var global: GlobalOptions

    func run() throws {
        throw Failure(.unavailable, "`pappers play` is not built yet")
    }
}
