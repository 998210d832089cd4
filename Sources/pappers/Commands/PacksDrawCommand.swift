import ArgumentParser
import Foundation
import PappersApp
import PappersPacks
import PappersStore

/// `pappers packs draw`: the bowl a game with this seed would draw, one word per line.
struct PacksDrawCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "draw",
        abstract: "Print the bowl a game with this seed would draw, one word per line.",
        discussion: """
            The draw is the game's own (`pappers play` with the same seed and word options draws the same words, \
            in the same order): every pack of the language unless --pack names some, the built-in packs, the \
            user's folder and the files named, with at most one card of a clash or of a group. It is the draw of \
            a data directory that has played none of these words (the history of played words is not read). \
            When fewer words match than asked for, a line on standard error says so and the words there are \
            are printed; when none match, it exits 65.

            Example:
              pappers packs draw --lang ca --words 40 --seed 7
            """,
        version: PappersVersion.current
    )

    @OptionGroup var global: GlobalOptions

    @OptionGroup var words: WordOptions

    @Option(help: "The game's seed.")
    var seed: UInt64

    func validate() throws {
        if words.language == nil && words.packs.isEmpty {
            throw ValidationError("give the language with --lang, or the packs with --pack")
        }
    }

    func run() throws {
        let directory = DataDirectory.resolve(explicit: global.dataDir, environment: ProcessInfo.processInfo.environment)
        let catalog = try words.catalog(dataDirectory: directory)
        let preferences = try words.apply(to: Preferences(), catalog: catalog)
        let bowl = Self.draw(catalog: catalog, preferences: preferences, region: words.regionWithoutSettings, seed: seed)
        if bowl.words.isEmpty { throw Failure(.badData, bowl.draw.shortage ?? "no word matches the chosen packs and filters") }
        if let shortage = bowl.draw.shortage {
            StandardStreams.complain("\(shortage) Printing \(bowl.words.count).")
        }
        var output = OutputBuffer()
        for word in bowl.words { try output.line(word) }
        try output.flush()
    }

    /// The game's draw (`WordSupply.drawBowl`, which `AppModel.startNewGame` calls), on no history.
    static func draw(catalog: PackCatalog, preferences: Preferences, region: WordRegion, seed: UInt64) -> DrawnBowl {
        WordSupply(catalog: catalog).drawBowl(for: preferences, region: region, seed: seed)
    }
}
