import ArgumentParser

struct HomeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "home", version: PappersVersion.current)

    @OptionGroup var global: GlobalOptions

    func run() throws {
        throw Failure(.unavailable, "`pappers home` is not built yet")
    }
}
