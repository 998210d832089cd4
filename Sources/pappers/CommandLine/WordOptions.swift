import ArgumentParser
import PappersEngine

/// The options that choose the words of the bowl.
struct WordOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Words in the bowl, 5 to 500.", valueName: "N"))
    var words: Int = 40

    /// Where the words come from. Placeholder words until the packs are wired in.
    func source(global: GlobalOptions) throws -> WordSource {
        WordSource(count: words)
    }

    func validate() throws {
        if !(5...500).contains(words) { throw ValidationError("--words must be from 5 to 500, not \(words)") }
    }
}

/// Draws the bowl of each game.
struct WordSource {
    let count: Int

    func bowl(seed: UInt64) throws -> [String] {
        (1...count).map { "word \($0)" }
    }
}
