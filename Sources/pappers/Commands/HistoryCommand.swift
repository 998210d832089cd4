import ArgumentParser

struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "history", version: PappersVersion.current)

    @OptionGroup var global: GlobalOptions

    func run() throws {
        throw Failure(.unavailable, "`pappers history` is not built yet")
    }
}
