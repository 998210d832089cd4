/// Players played by the program: how long they take to guess, when they pass, pause, undo or strike.
///
/// Every choice comes from the game seed's `players` stream, so a simulated game is as reproducible as a
/// played one, and the players never shift the game's own random choices.
public struct SimulatedPlayers: Sendable {
    private var generator: SeededGenerator

    public init(seed: UInt64) {
        generator = SeededGenerator(seed: seed, stream: .players)
    }

    /// What the describer does with the word on screen.
    public enum Move: Equatable, Sendable {
        case guess(afterMillis: Int)
        case pass(afterMillis: Int)
    }

    /// The next move on a word, in a round of `kind`, in turns of `turnMillis`.
    public mutating func move(in kind: RoundKind, canPass: Bool, turnMillis: Int) -> Move {
        if canPass && generator.chance(1, in: 8) {
            return .pass(afterMillis: generator.next(in: 800...4_000))
        }
        return .guess(afterMillis: min(generator.next(in: kind.traits.simulatedGuessMillis), max(1_000, turnMillis / 2)))
    }

    /// Whether somebody presses "guessed" by mistake and takes it back a moment later.
    public mutating func undoesByMistake() -> Bool { generator.chance(1, in: 40) }

    /// Whether the group pauses before the next word (the doorbell rang), and for how long.
    public mutating func pause() -> Int? {
        generator.chance(1, in: 150) ? generator.next(in: 5_000...60_000) : nil
    }

    /// Whether the describer strikes a word at review as not really guessed.
    public mutating func strikes() -> Bool { generator.chance(1, in: 60) }

    /// How long the laptop takes to change hands.
    public mutating func handOffMillis() -> Int { generator.next(in: 2_000...8_000) }

    /// How long the group reads a screen of results.
    public mutating func readingMillis() -> Int { generator.next(in: 2_000...15_000) }
}
