import ArgumentParser

struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "simulate", version: PappersVersion.current)

    @OptionGroup var global: GlobalOptions

    func run() throws {
        throw Failure(.unavailable, "`pappers simulate` is not built yet")
    }
}
