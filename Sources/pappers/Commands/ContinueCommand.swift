import ArgumentParser

struct ContinueCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "continue", version: PappersVersion.current)

    @OptionGroup var global: GlobalOptions

    func run() throws {
        throw Failure(.unavailable, "`pappers continue` is not built yet")
    }
}
