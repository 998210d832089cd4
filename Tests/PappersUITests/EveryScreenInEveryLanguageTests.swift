import Foundation
import PappersApp
import PappersCanvas
import PappersEngine
@testable import PappersUI
import Testing

/// Every screen and overlay, in English, Catalan and Spanish at 80×24 and 40×12, says whole sentences in its
/// own language: no sentence cut with "…", no English word on a Catalan or Spanish screen, no "1 words".
@Suite struct EveryScreenInEveryLanguageTests {
    /// Words of the English interface that are words in neither Catalan nor Spanish.
    static let englishWords: Set<String> = [
        "the", "words", "word", "team", "teams", "press", "pass", "passes", "guessed", "round", "turn", "empty",
        "seconds", "second", "points", "point", "bowl", "player", "players", "is", "of", "and", "not", "cannot",
        "left", "next", "then", "standings", "time", "up", "saved", "games", "game", "database", "quit", "start",
        "settings", "help", "page", "undo", "peek", "pause", "paused", "resume", "strike", "confirm", "move",
        "back", "change", "choose", "rename", "remove", "random", "play", "without", "saving", "fresh", "abandon",
        "for", "good", "this", "that", "was", "written", "by", "newer", "version", "damaged", "locked", "another",
        "program", "copy", "folder", "disk", "full", "file", "write", "read", "replay", "speed", "action", "keep",
        "it", "to", "in", "with", "at", "or", "be", "holds", "only", "your", "you", "describer", "describes",
        "guessing", "hidden", "welcome", "wins", "tie", "leads", "level", "menu", "yes", "ready", "tick",
    ]

    /// The words that are not interface text: the bowl's, and the default names in every language.
    static let data: [String] = Scene.words + ["Scenes", "Late night"]

    // MARK: The checks

    /// The sentences cut with "…" in `lines`: a piece of two words or more (between separators) that ends in
    /// "…". A word of the bowl cut in a list is data, not a sentence, and may be cut.
    static func cutSentences(in lines: [String]) -> [String] {
        var found: [String] = []
        for line in lines where line.contains("…") {
            var before = ""
            for character in line {
                if character == "…" {
                    var piece = before
                    for separator in ["│", " · ", "  ", "|", "║"] {
                        if let range = piece.range(of: separator, options: .backwards) {
                            piece = String(piece[range.upperBound...])
                        }
                    }
                    piece = piece.trimmingCharacters(in: .whitespaces)
                    for mark in ["✓ ", "✗ ", "▶", "◀ ", "[ ] ", "[x] "] where piece.hasPrefix(mark) { piece.removeFirst(mark.count) }
                    let isData = data.contains { $0.hasPrefix(piece) }
                    if piece.contains(" "), !isData { found.append(piece + "…") }
                }
                before.append(character)
            }
        }
        return found
    }

    /// The English interface's words in `lines`, leaving out the bowl's words, whole or cut with "…", and the
    /// pieces of words a box's side covers ("Pass│" of "Passar" under the pack list).
    static func englishWords(in lines: [String]) -> [String] {
        var text = lines.joined(separator: "\n")
            .replacingOccurrences(of: "[\\p{L}]+│|│[\\p{L}]+", with: " ", options: .regularExpression)
        for word in data {
            text = text.replacingOccurrences(of: word, with: " ")
            for length in stride(from: word.count - 1, through: 3, by: -1) {
                text = text.replacingOccurrences(of: word.prefix(length) + "…", with: " ")
            }
        }
        return text.lowercased().split { !$0.isLetter && $0 != "'" }.map(String.init)
            .filter { englishWords.contains($0) }
    }

    // MARK: The screens

    /// A scene whose default names are the language's ("Equip 1", "Jugador 1"), as the program's launch gives.
    static func scene(_ size: Size, _ language: UILanguage, preferences: Preferences = Scene.preferences,
                      savedGames: [SavedGame] = []) -> Scene {
        var scene = Scene(size: size, preferences: preferences, language: language, savedGames: savedGames)
        scene.model = AppModel(
            preferences: preferences, roster: nil, savedGames: savedGames, size: size, environmentLanguage: language,
            names: Strings(language).defaultNames, namesByLanguage: Strings.defaultNamesByLanguage, entropy: 11)
        scene.send(.wordsLoaded(Scene.supply))
        return scene
    }

    /// New game, then start from the teams screen: the players' words, the shortage or the first hand-off.
    static func started(_ size: Size, _ language: UILanguage, preferences: Preferences = Scene.preferences) -> Scene {
        var scene = scene(size, language, preferences: preferences)
        scene.press(.character("n"))
        scene.press(.character("s"))
        return scene
    }

    static func handOff(_ size: Size, _ language: UILanguage, preferences: Preferences = Scene.preferences) -> Scene {
        var scene = started(size, language, preferences: preferences)
        scene.settle()
        return scene
    }

    static func turn(_ size: Size, _ language: UILanguage, round: Int = 0) -> Scene {
        var scene = handOff(size, language)
        scene.advance(toRound: round)
        scene.startTurn()
        return scene
    }

    static let savedGames = [
        SavedGame(id: 12, teams: [.init(name: "Reds", score: 14), .init(name: "Blues", score: 9)]),
        SavedGame(id: 9, teams: [.init(name: "Owls", score: 3), .init(name: "Cats", score: nil)]),
    ]

    /// Every screen and overlay by name, built at `size` in `language`, as the grid a player sees.
    static func screens(_ size: Size, _ language: UILanguage) -> [(String, Grid)] {
        var scenes: [(String, Scene)] = []
        scenes.append(("home", scene(size, language)))
        scenes.append(("home-saved", scene(size, language, savedGames: savedGames)))
        var settings = scene(size, language)
        settings.press(.character("s"))
        scenes.append(("settings", settings))
        settings.press(.down, .down, .down, .enter)
        scenes.append(("settings-packs", settings))
        var teams = scene(size, language)
        teams.press(.character("n"))
        scenes.append(("teams", teams))
        var playerWords = Scene.preferences
        playerWords.playerWords = 2
        var handOver = started(size, language, preferences: playerWords)
        scenes.append(("player-words-hand-over", handOver))
        handOver.press(.enter)
        handOver.type("Pingüino")
        scenes.append(("player-words-typing", handOver))
        var many = Scene.preferences
        many.words = 40
        scenes.append(("shortage", started(size, language, preferences: many)))
        var saved = scene(size, language, savedGames: savedGames)
        saved.press(.character("c"))
        scenes.append(("saved-games", saved))
        var question = scene(size, language, savedGames: savedGames)
        question.press(.character("n"))
        scenes.append(("new-game-question", question))
        for (name, problem) in problems {
            var scene = scene(size, language)
            scene.send(.storeFailed(problem))
            scenes.append(("problem-\(name)", scene))
        }
        scenes.append(("hand-off", handOff(size, language)))
        for round in 0..<3 {
            var turn = turn(size, language, round: round)
            scenes.append(("turn-round-\(round + 1)", turn))
            turn.press(.enter, after: 500)
            scenes.append(("turn-round-\(round + 1)-guessed", turn))
        }
        // The screens of issue #28: the get-ready count, the players' words after a refusal and when all are
        // typed, the rounds being reordered, the pairs list being typed, a note on the teams screen, a pairs
        // podium of five.
        var getReady = Scene.preferences
        getReady.getReady = true
        var counting = handOff(size, language, preferences: getReady)
        counting.press(.enter)
        scenes.append(("get-ready", counting))
        var refused = started(size, language, preferences: playerWords)
        refused.press(.enter)
        refused.type("elephant")
        refused.press(.enter)
        scenes.append(("player-words-refused", refused))
        refused.type("Lluna")
        refused.press(.enter)
        refused.type("Sol")
        refused.press(.enter)
        scenes.append(("player-words-all-typed", refused))
        var rounds = scene(size, language)
        rounds.press(.character("s"))
        while case .settings(let screen) = rounds.model.screen, SettingsScreen.Item.allCases[screen.cursor] != .rounds {
            rounds.press(.down)
        }
        rounds.press(.enter, .character("m"))
        scenes.append(("settings-rounds-moving", rounds))
        var pairsList = scene(size, language)
        pairsList.press(.character("n"), .character("m"), .enter)
        scenes.append(("pairs-list-typing", pairsList))
        pairsList.press(.escape, .character("o"))
        scenes.append(("pairs-list-note", pairsList))
        var teamsNote = scene(size, language)
        teamsNote.press(.character("n"), .character("c"))
        scenes.append(("teams-note", teamsNote))
        var pairsGame = scene(size, language)
        pairsGame.press(.character("n"), .character("m"), .character("a"))
        pairsGame.type("Eli")
        pairsGame.press(.tab, .character("s"))
        pairsGame.settle()
        pairsGame.playToTheEnd()
        scenes.append(("final-pairs-five", pairsGame))
        var timesUp = Scene.preferences
        timesUp.choose(.timesup)
        var noPassing = handOff(size, language, preferences: timesUp)
        noPassing.startTurn()
        scenes.append(("turn-no-passing", noPassing))
        var paused = turn(size, language)
        paused.press(.character("p"), after: 500)
        scenes.append(("paused", paused))
        var menu = turn(size, language)
        menu.press(.escape, after: 500)
        scenes.append(("menu", menu))
        menu.press(.up, .enter)
        scenes.append(("abandon-question", menu))
        // One word guessed, then time up: the review says "1 point"; the next hand-off.
        var review = turn(size, language)
        review.press(.enter, after: 1_000)
        review.wait(60_000)
        review.settle()
        scenes.append(("review-time-up", review))
        review.press(.enter)
        scenes.append(("hand-off-after-a-turn", review))
        // All but one word guessed: one word left in the bowl.
        var oneLeft = turn(size, language)
        for _ in 1..<Scene.words.count { oneLeft.press(.enter, after: 1_000) }
        scenes.append(("turn-one-word-left", oneLeft))
        oneLeft.wait(60_000)
        oneLeft.settle()
        oneLeft.press(.enter)
        scenes.append(("hand-off-one-word-left", oneLeft))
        var emptied = turn(size, language)
        while emptied.state.phase == .turn { emptied.press(.enter, after: 2_000) }
        emptied.settle()
        scenes.append(("review-bowl-empty", emptied))
        emptied.press(.enter)
        emptied.settle()
        scenes.append(("standings", emptied))
        var final = handOff(size, language)
        final.playToTheEnd()
        scenes.append(("final", final))
        var abandoned = turn(size, language)
        abandoned.press(.escape, .up, .enter, .character("y"))
        scenes.append(("final-abandoned", abandoned))
        for page in 0..<HelpOverlay.pageCount {
            var help = scene(size, language)
            help.press(.character("?"))
            for _ in 0..<page { help.press(.right) }
            scenes.append(("help-\(page + 1)", help))
        }
        var unsaved = turn(size, language)
        unsaved.send(.saveFailed(.diskFull))
        scenes.append(("turn-unsaved", unsaved))
        unsaved.press(.escape, .up, .up, .enter)
        unsaved.send(.unsavedAtQuit)
        scenes.append(("unsaved-quit", unsaved))
        unsaved.press(.character("w"))
        unsaved.send(.recordNotWrittenElsewhere)
        scenes.append(("unsaved-quit-failed", unsaved))
        var grids = scenes.map { name, scene in
            (name, ScreenRenderer(theme: .monochrome).render(scene.model, at: scene.now))
        }
        // The on-screen replay: the bar over the game's last row, playing, paused and at the end.
        for (name, action, paused) in [("replay-bar", 3, false), ("replay-bar-paused", 3, true), ("replay-bar-end", 9, false)] {
            let scene = turn(size, language)
            var grid = ScreenRenderer(theme: .monochrome).render(scene.model, at: scene.now)
            ReplayBarView.draw(into: &grid, language: language, theme: .monochrome, speed: 0.5, action: action, of: 9,
                               paused: paused)
            grids.append((name, grid))
        }
        return grids
    }

    /// The problems the data directory can show, as the launch builds them.
    static let problems: [(String, ProblemScreen)] = {
        let path = "/home/ana/.local/share/pappers/pappers.sqlite", folder = "/home/ana/.local/share/pappers"
        let reasons: [(String, DataProblem)] = [
            ("damaged", .damaged(path: path)), ("newer", .newerVersion(path: path)), ("not-pappers", .notPappers(path: path)),
            ("not-writable", .notWritable(path: folder)), ("not-a-file", .notAFile(path: path + "-wal")),
            ("busy", .busy(pid: 4242)), ("busy-unknown", .busy(pid: nil)), ("locked", .locked(path: path)),
            ("disk-full", .diskFull(path: path)), ("deleted", .moved(path: path, replaced: false)),
            ("replaced", .moved(path: path, replaced: true)), ("folder-is-a-file", .folderIsAFile(path: folder)),
            ("folder-not-created", .folderCannotBeCreated(path: folder)), ("folder-unread", .folderCannotBeRead(path: folder)),
            ("folder-not-private", .folderNotPrivate(path: "/tmp")), ("system-folder", .systemFolder(path: "/proc/1", filesystem: "proc")),
            ("saved-game", .savedGameUnreadable(.doesNotReplay)), ("saved-game-setup", .savedGameUnreadable(.setup([.noWords]))),
            ("saved-game-damaged", .savedGameUnreadable(.damaged)), ("unreadable", .unreadable),
        ]
        // The English line is the command line's: the screen never shows it.
        return reasons.map { ($0.0, ProblemScreen(message: "the database \(path) is damaged; it was left as it is",
                                                   reason: $0.1, canStartFresh: $0.0 == "damaged")) }
    }()

    // MARK: The tests

    @Test(arguments: UILanguage.allCases)
    func noScreenCutsASentence(language: UILanguage) {
        for size in ScreenGoldenTests.sizes {
            for (name, grid) in Self.screens(size, language) {
                let cut = Self.cutSentences(in: grid.lines)
                #expect(cut.isEmpty, "\(language) \(name) \(size.width)x\(size.height): \(cut)\n\(grid.lines.joined(separator: "\n"))")
            }
        }
    }

    @Test(arguments: [UILanguage.ca, .es])
    func noCatalanOrSpanishScreenHoldsAnEnglishWord(language: UILanguage) {
        for size in ScreenGoldenTests.sizes {
            for (name, grid) in Self.screens(size, language) {
                let english = Self.englishWords(in: grid.lines)
                #expect(english.isEmpty, "\(language) \(name) \(size.width)x\(size.height): \(english)\n\(grid.lines.joined(separator: "\n"))")
            }
        }
    }

    /// Team names are plural subjects in all three languages ("Vermells", "Reds"), and may be singular ones
    /// ("Team 1"): no sentence makes a team name the subject of a verb or the object of a bare preposition. The
    /// default names stand for them: "Team 2 lead", "Equip 1 guanya", "per a Equip 1" are found; "Team 1:",
    /// "(Equip 1)", "1. Equipo 1 12" are not.
    static func teamNamesInSentences(in lines: [String], _ language: UILanguage) -> [String] {
        let team = Strings(language).defaultNames.team
        let patterns = ["\\p{Ll}+ \(team) [0-9]+", "\(team) [0-9]+ \\p{Ll}+"]
        return patterns.flatMap { pattern in
            lines.flatMap { line in
                line.ranges(of: try! Regex(pattern)).map { String(line[$0]) }
            }
        }
    }

    @Test(arguments: UILanguage.allCases)
    func everySentenceFitsAPluralTeamName(language: UILanguage) {
        for size in ScreenGoldenTests.sizes {
            for (name, grid) in Self.screens(size, language) {
                let found = Self.teamNamesInSentences(in: grid.lines, language)
                #expect(found.isEmpty, "\(language) \(name) \(size.width)x\(size.height): \(found)\n\(grid.lines.joined(separator: "\n"))")
            }
        }
    }

    @Test(arguments: UILanguage.allCases)
    func noScreenSaysOneWithAPlural(language: UILanguage) {
        for size in ScreenGoldenTests.sizes {
            for (name, grid) in Self.screens(size, language) {
                let wrong = PluralTests.wrongPlurals(in: grid.lines.joined(separator: "\n"))
                #expect(wrong.isEmpty, "\(language) \(name) \(size.width)x\(size.height): \(wrong)")
            }
        }
    }

    /// The problem screen shows its whole reason, however many rows it wraps to, in every language and size.
    @Test(arguments: UILanguage.allCases)
    func everyProblemIsShownWhole(language: UILanguage) {
        for size in ScreenGoldenTests.sizes {
            for (name, problem) in Self.problems {
                var scene = Self.scene(size, language)
                scene.send(.storeFailed(problem))
                let model = scene.model
                let context = ScreenContext(model: model, now: 0, strings: Strings(language), theme: .monochrome)
                let grid = ScreenRenderer(theme: .monochrome).render(model, at: 0)
                // Compared without spaces: a path wider than the screen is broken inside.
                let shown = grid.lines.joined().filter { !$0.isWhitespace }
                let reason = DataProblemText.text(problem.reason, context).filter { !$0.isWhitespace }
                #expect(shown.contains(reason), "\(language) \(name) \(size.width)x\(size.height)\n\(grid.lines.joined(separator: "\n"))")
                #expect(shown.contains("q:"), "\(language) \(name) \(size.width)x\(size.height): the options")
            }
        }
    }

    /// The checks themselves catch what they are meant to.
    @Test func theChecksFindWhatTheyLookFor() {
        #expect(Self.cutSentences(in: ["│ La paraula està amagada. p o Espai per … │"]) == ["La paraula està amagada. p o Espai per…"])
        #expect(Self.cutSentences(in: ["R1 · Tea… · Play… · 0 left", "   ✓ the Hitchhiker's Guide to the G…"]).isEmpty)
        #expect(Self.englishWords(in: ["Aquest nom ja hi és o no és vàlid: is empty"]) == ["is", "empty"])
        #expect(Self.englishWords(in: ["✓ the Hitchhiker's Guide to the Galaxy · Ronda 1", "Pass│ [x] Scenes │gles"]).isEmpty)
        #expect(Self.englishWords(in: ["│ the pass │"]) == ["the", "pass"])
        #expect(Self.teamNamesInSentences(in: ["Team 2 lead by 3", "Next: Ana for Team 1"], .en) == ["for Team 1", "Team 2 lead"])
        #expect(Self.teamNamesInSentences(in: ["Ara: Bru per a Equip 2", "Equip 1 guanya de 30"], .ca) == ["a Equip 2", "Equip 1 guanya"])
        #expect(Self.teamNamesInSentences(in: ["Equipo 1: 5 acertadas", "▶1. Equipo 2 12", "Ana (Equipo 1) describe"], .es).isEmpty)
    }
}
