import PappersApp
import PappersCanvas
import PappersEngine
import PappersPacks
import PappersText

/// Builds the model in every situation a screen can show, by pressing keys as players would.
struct Scene {
    var model: AppModel
    var now = 0
    /// The actions the model asked to journal for its current game.
    var journal: [TimedAction] = []

    /// Words with accents and a long one, so the screens meet them.
    static let words = [
        "pingüino", "col·legi", "l'ós polar", "Crème brûlée", "brush your teeth", "elephant", "Straße",
        "the Hitchhiker's Guide to the Galaxy",
    ]

    init(size: Size = Size(width: 80, height: 24), roster: [Team]? = nil, preferences: Preferences = Scene.preferences,
         language: UILanguage = .en, savedGames: [SavedGame] = []) {
        model = AppModel(
            preferences: preferences, roster: roster, savedGames: savedGames, size: size, environmentLanguage: language,
            names: DefaultNames(team: "Team", player: "Player"), entropy: 11)
        _ = model.update(.wordsLoaded(Scene.supply), at: 0)
    }

    /// The hints of some of the words, shown when the setting is on; one too long for a small card.
    static let hints = [
        "elephant": "The largest animal on land, with a trunk and big ears",
        "Straße": "Where cars drive in Berlin",
        "l'ós polar": "Viu a l'Àrtic",
    ]

    static var preferences: Preferences {
        var preferences = Preferences()
        preferences.words = words.count
        return preferences
    }

    static let supply: WordSupply = {
        var catalog = PackCatalog()
        let header = PackHeader(id: "en-scenes", name: "Scenes", language: "en", version: "1")
        let source = PackSource.file(path: "/tests/en-scenes.json")
        let packWords = words.map { PackWord(text: $0, key: WordKey.strict($0), hint: hints[$0]) }
        catalog.add(PackLoad(source: source, result: .success(WordPack(header: header, words: packWords, source: source))))
        let adults = PackHeader(id: "en-late", name: "Late night", language: "en", version: "1")
        let lateWords = ["hangover", "skinny dip"].map { PackWord(text: $0, key: WordKey.strict($0), isFamilyFriendly: false) }
        catalog.add(PackLoad(source: source, result: .success(WordPack(header: adults, words: lateWords, source: source))))
        return WordSupply(catalog: catalog)
    }()

    mutating func press(_ keys: Key..., after millis: Int = 0) {
        for key in keys {
            now += millis
            send(.key(key))
        }
    }

    /// Sends `event` now, keeping the journal.
    mutating func send(_ event: AppEvent) {
        for command in model.update(event, at: now) {
            switch command {
            case .recordNewGame: journal = []
            case .journal(let action): journal.append(action)
            default: break
            }
        }
    }

    mutating func type(_ text: String) {
        for character in text { press(.character(character)) }
    }

    mutating func wait(_ millis: Int) {
        now += millis
        send(.tick)
    }

    /// Waits out the guard on Space and Enter after a change of screen.
    mutating func settle() { wait(GameSession.mainKeyGuardMillis) }

    var state: GameState { model.session!.state }

    /// Into the first hand-off with these teams.
    static func handOff(size: Size = Size(width: 80, height: 24), roster: [Team]? = nil,
                        preferences: Preferences = Scene.preferences) -> Scene {
        var scene = Scene(size: size, roster: roster, preferences: preferences)
        scene.press(.character("n"))
        scene.press(.character("s"))
        scene.settle()
        return scene
    }

    /// Plays to `round` (0-based), at its first hand-off, each round emptied by the first turn.
    mutating func advance(toRound round: Int) {
        var steps = 0
        while state.round < round || state.phase != .handOff {
            steps += 1
            precondition(steps < 10_000, "the scene does not reach round \(round)")
            switch state.phase {
            case .handOff: settle(); press(.enter)
            case .turn: press(.enter, after: 1_500)
            case .review, .roundOver: settle(); press(.enter)
            default: return
            }
        }
    }

    /// Plays from a hand-off to the podium, each round emptied by its first turn.
    mutating func playToTheEnd() {
        advance(toRound: 2)
        for _ in 0..<1_000 where !state.phase.isOver {
            switch state.phase {
            case .turn: press(.enter, after: 1_500)
            default: settle(); press(.enter)
            }
        }
        settle()
    }

    /// Starts the turn and shows its first word.
    mutating func startTurn() {
        settle()
        press(.enter)
    }
}
