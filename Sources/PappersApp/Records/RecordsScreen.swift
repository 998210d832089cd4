import PappersEngine

/// The records across games, from the home menu: players, the hardest and fastest words, packs.
public struct RecordsScreen: Equatable, Sendable {
    /// What the screen shows: the records once the store has given them, or why it could not.
    public enum Content: Equatable, Sendable {
        case loading
        case loaded(Records)
        /// The games could not be read; the store's reason.
        case failed(String)
    }

    public var content: Content = .loading
    /// Lines scrolled down; the view stops at the end of the text.
    public var scroll = 0

    public init(content: Content = .loading) {
        self.content = content
    }

    /// Rows the screen keeps around its text: the title above, the key hints below.
    public static let frameRows = 5

    /// At most how many lines the records take on screen (the notes counted as wrapping over a few lines):
    /// scrolling stops about here.
    var lineBound: Int {
        guard case .loaded(let records) = content else { return 0 }
        let players = GameMode.allCases.map { mode in
            let count = records.players.count { $0.figures(mode).games > 0 }
            return count > 0 ? count + 3 : 0
        }.reduce(0, +)
        func section(_ count: Int) -> Int { count > 0 ? count + 3 : 0 }
        return 10 + players + section(records.hardestWords.count) + section(records.fastestWords.count)
            + section(records.packs.count)
    }
}
