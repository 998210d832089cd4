import PappersApp
import PappersCanvas
import PappersEngine

/// A word library with placeholder packs, for tests.
struct FakeLibrary: WordLibrary {
    var available = 200

    func drawBowl(for preferences: Preferences, seed: UInt64) -> BowlDraw {
        let count = min(preferences.words, available)
        return BowlDraw(words: (0..<count).map { "word \($0)" }, packs: ["test-pack"], asked: preferences.words)
    }

    func problem(withPlayerWord word: String, bowl: [String]) -> PlayerWordProblem? {
        if word.isEmpty { return .empty }
        if let same = bowl.first(where: { $0.lowercased() == word.lowercased() }) { return .duplicate(of: same) }
        return nil
    }

    var languages: [String] { ["en", "ca", "es"] }

    func packs(in language: String) -> [PackChoice] {
        [PackChoice(id: "\(language)-a", name: "A", words: 100, adultsOnly: false),
         PackChoice(id: "\(language)-b", name: "B", words: 80, adultsOnly: false),
         PackChoice(id: "\(language)-x", name: "X", words: 50, adultsOnly: true)]
    }
}

/// The model at a table: a clock moved by the test, keys typed in, commands collected.
struct App {
    var model: AppModel
    var now = 0
    var commands: [AppCommand] = []

    init(preferences: Preferences = Preferences(), savedGame: Bool = false, library: FakeLibrary = FakeLibrary()) {
        model = AppModel(
            preferences: preferences, roster: nil, savedGameAvailable: savedGame, size: Size(width: 80, height: 24),
            environmentLanguage: .en, names: DefaultNames(team: "Team", player: "Player"), entropy: 7)
        model.library = library
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
    static func inGame(preferences: Preferences = Preferences()) -> App {
        var app = App(preferences: preferences)
        app.press(.character("n"))
        app.press(.character("s"))
        app.now = GameSession.mainKeyGuardMillis
        return app
    }

    var state: GameState { model.session!.state }

    /// Waits out the guard on Space and Enter after a change of screen.
    mutating func settle() { now += GameSession.mainKeyGuardMillis }
    var journal: [TimedAction] {
        commands.compactMap { if case .journal(let action) = $0 { action } else { nil } }
    }
}

extension Key {
    static func c(_ character: Character) -> Key { .character(character) }
}
