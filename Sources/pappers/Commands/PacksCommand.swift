import ArgumentParser

struct PacksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "packs", version: PappersVersion.current)

    @OptionGroup var global: GlobalOptions

    func run() throws {
        throw Failure(.unavailable, "`pappers packs` is not built yet")
    }
}
