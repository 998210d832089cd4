import ArgumentParser

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "export", version: PappersVersion.current)

    @OptionGroup var global: GlobalOptions

    func run() throws {
        throw Failure(.unavailable, "`pappers export` is not built yet")
    }
}
