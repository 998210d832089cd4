import PappersApp
import PappersCanvas
import PappersEngine
import PappersPacks
import PappersText
import Testing

/// Word packs for tests: in each of en, ca and es, a pack "A" with `available` words, an empty pack "B" and
/// an adults-only pack "X".
enum TestWords {
    static func supply(available: Int = 200) -> WordSupply {
        var catalog = PackCatalog()
        for language in ["en", "ca", "es"] {
            catalog.add(load(id: "\(language)-a", language: language, words: (0..<available).map { ("word \($0)", true) }))
            catalog.add(load(id: "\(language)-b", language: language, words: []))
            catalog.add(load(id: "\(language)-x", language: language, words: (0..<50).map { ("adult \($0)", false) }))
        }
        return WordSupply(catalog: catalog)
    }

    private static func load(id: String, language: String, words: [(String, Bool)]) -> PackLoad {
        let header = PackHeader(id: id, name: id.uppercased(), language: language, version: "1")
        let packWords = words.map { PackWord(text: $0.0, key: WordKey.strict($0.0), isFamilyFriendly: $0.1) }
        let source = PackSource.file(path: "/tests/\(id).json")
        return PackLoad(source: source, result: .success(WordPack(header: header, words: packWords, source: source)))
    }
}

extension SavedGame {
    /// A game in progress in the store, as home offers it: Reds with `id` points against Blues with 2.
    static func fixture(id: Int) -> SavedGame {
        SavedGame(id: id, teams: [.init(name: "Reds", score: id), .init(name: "Blues", score: 2)])
    }
}

/// The model at a table: a clock moved by the test, keys typed in, commands collected.
struct App {

    var model: AppModel
    var now = 0
    var commands: [AppCommand] = []

    init(preferences: Preferences = Preferences(), savedGame: Bool = false, words: WordSupply = TestWords.supply()) {
        self.init(preferences: preferences, savedGames: savedGame ? [.fixture(id: 1)] : [], words: words)
    }

    init(preferences: Preferences = Preferences(), savedGames: [SavedGame], words: WordSupply = TestWords.supply(),
         laptopRole: SeatRole = .everyRole) {
        model = AppModel(
            preferences: preferences, roster: nil, savedGames: savedGames, size: Size(width: 80, height: 24),
            environmentLanguage: .en, names: DefaultNames(team: "Team", player: "Player"), entropy: 7,
            laptopRole: laptopRole)
        _ = model.update(.wordsLoaded(words), at: 0)
    }

    @discardableResult
    mutating func press(_ keys: Key..., after millis: Int = 0) -> [AppCommand] {
        var all: [AppCommand] = []
        for key in keys {
            now += millis
            all += model.update(.key(key), at: now)
        }
        commands += all
        return all
    }

    @discardableResult
    mutating func type(_ text: String) -> [AppCommand] {
        var all: [AppCommand] = []
        for character in text { all += press(.character(character)) }
        return all
    }

    @discardableResult
    mutating func send(_ event: AppEvent, after millis: Int = 0) -> [AppCommand] {
        now += millis
        let result = model.update(event, at: now)
        commands += result
        return result
    }

    /// From home straight into the first hand-off with the default roster.
    static func inGame(preferences: Preferences = Preferences(), laptopRole: SeatRole = .everyRole) -> App {
        var app = App(preferences: preferences, savedGames: [], laptopRole: laptopRole)
        app.press(.character("n"))
        app.press(.character("s"))
        app.now = GameSession.mainKeyGuardMillis
        return app
    }

    /// The game on screen; a test that finds none fails here (and sees a game not yet started).
    var session: GameSession {
        if case .game(let session) = model.screen { return session }
        Issue.record("no game on screen")
        return GameSession(state: GameState(setup: GameSetup(teams: [], rules: Rules(), words: [], seed: 0)), packs: [])
    }

    /// The game on screen's state.
    var state: GameState { session.state }

    /// Waits out the guard on Space and Enter after a change of screen.
    mutating func settle() { now += GameSession.mainKeyGuardMillis }
    var journal: [TimedAction] {
        commands.compactMap { if case .journal(let action) = $0 { action } else { nil } }
    }
}

extension Key {
    static func c(_ character: Character) -> Key { .character(character) }
}
