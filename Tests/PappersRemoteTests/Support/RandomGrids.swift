import PappersCanvas

/// SplitMix64: the same numbers from the same seed, so that a failing case can be run again.
struct SeededNumbers: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Grids of the kinds screens draw, and grids no screen draws (controls, orphan halves), for the writer's
/// property tests.
enum RandomGrids {
    /// Characters a screen may draw: ASCII, accents, a combining mark, CJK and emoji (two columns), block letters.
    static let drawn: [String] = [
        "a", "Z", "7", " ", "~", "é", "ç", "ñ", "l·l", "e\u{301}", "漢", "字", "😀", "🎉", "█", "▀", "│", "…", "€",
        "ü", "Ω", "👍\u{FE0F}", "☺\u{FE0F}",
    ]
    /// What a hostile or broken grid may hold in a cell.
    static let hostile: [Character] = [
        "\u{1B}", "\u{07}", "\u{00}", "\u{7F}", "\u{9B}", "\u{85}", "\n", "\r", "\u{202E}", "\u{200D}", "\u{301}",
        "\u{FEFF}", "\u{2028}", "a\u{200D}b", "\u{E000}", "\u{10FFFF}", "\u{1160}",
    ]

    static func style(_ random: inout SeededNumbers) -> Style {
        let colours: [Colour] = [.terminal, .red, .blue] + ColourRole.allCases.shuffled(using: &random).prefix(3).map { .role($0) }
        return Style(
            foreground: colours.randomElement(using: &random)!, background: colours.randomElement(using: &random)!,
            bold: Bool.random(using: &random), reverse: Int.random(in: 0..<4, using: &random) == 0,
            underline: Int.random(in: 0..<5, using: &random) == 0, blink: Int.random(in: 0..<9, using: &random) == 0)
    }

    /// A grid drawn as screens draw: fills and text through `Grid.text`.
    static func drawn(width: Int, height: Int, _ random: inout SeededNumbers) -> Grid {
        var grid = Grid(width: width, height: height)
        grid.fill(style: style(&random))
        for _ in 0..<Int.random(in: 0...(width * height / 3 + 1), using: &random) {
            let text = (0..<Int.random(in: 1...6, using: &random)).map { _ in drawn.randomElement(using: &random)! }.joined()
            grid.text(text, x: Int.random(in: -2..<width + 1, using: &random), y: Int.random(in: 0..<max(1, height), using: &random),
                      style: style(&random))
        }
        return grid
    }

    /// A variation of `grid`: a few texts and fills over it, as the next frame of a screen.
    static func changed(_ grid: Grid, _ random: inout SeededNumbers) -> Grid {
        var next = grid
        for _ in 0..<Int.random(in: 0...4, using: &random) {
            if Bool.random(using: &random) {
                let text = (0..<Int.random(in: 1...4, using: &random)).map { _ in drawn.randomElement(using: &random)! }.joined()
                next.text(text, x: Int.random(in: 0..<max(1, grid.width), using: &random),
                          y: Int.random(in: 0..<max(1, grid.height), using: &random), style: style(&random))
            } else {
                next.fill(x: Int.random(in: 0..<max(1, grid.width), using: &random), y: Int.random(in: 0..<max(1, grid.height), using: &random),
                          width: Int.random(in: 1...5, using: &random), height: Int.random(in: 1...3, using: &random), style: style(&random))
            }
        }
        return next
    }

    /// A grid whose cells were set one by one with anything: controls, continuation cells anywhere, wide
    /// characters without their continuation.
    static func hostile(width: Int, height: Int, _ random: inout SeededNumbers) -> Grid {
        var grid = drawn(width: width, height: height, &random)
        for _ in 0..<Int.random(in: 1...(width * height / 4 + 2), using: &random) {
            let x = Int.random(in: 0..<width, using: &random), y = Int.random(in: 0..<height, using: &random)
            let character: Character = Bool.random(using: &random)
                ? hostile.randomElement(using: &random)! : drawn.randomElement(using: &random)!.first!
            grid[x, y] = Cell(character, style: style(&random), isContinuation: Int.random(in: 0..<4, using: &random) == 0)
        }
        return grid
    }
}
