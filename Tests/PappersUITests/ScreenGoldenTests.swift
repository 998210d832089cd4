import PappersApp
import PappersCanvas
import PappersEngine
import PappersUI
import Testing

/// Every screen, at 80×24 and 40×12, in colour and in monochrome, against its golden grid.
@Suite struct ScreenGoldenTests {
    static let sizes = [Size(width: 80, height: 24), Size(width: 40, height: 12)]

    /// Renders `build` at every size and theme and checks each against `name`'s golden files.
    func check(_ name: String, sourceLocation: SourceLocation = #_sourceLocation, _ build: (Size) -> Scene) {
        for size in Self.sizes {
            let scene = build(size)
            for (theme, themeName) in [(Theme.colour, "colour"), (Theme.monochrome, "mono")] {
                let grid = ScreenRenderer(theme: theme).render(scene.model, at: scene.now)
                #expect(grid.width == size.width && grid.height == size.height)
                Golden.check(grid, "\(name)-\(size.width)x\(size.height)-\(themeName)", sourceLocation: sourceLocation)
                ScreenArea.check(scene.model, at: scene.now, theme: theme, sourceLocation: sourceLocation)
            }
        }
    }

    private static let longNames = [
        Team(name: "The Unbeatable Champions", players: ["Maximiliano Fernández", "Bartholomew Jones"]),
        Team(name: "Els Castellers de Gràcia", players: ["Núria Puig i Ferrer", "Jordi", "Pep"]),
    ]

    // Menu screens.

    @Test func home() {
        check("home") { Scene(size: $0) }
        check("home-catalan") { Scene(size: $0, language: .ca) }
        check("home-spanish") { Scene(size: $0, language: .es) }
    }

    @Test func settings() {
        check("settings") { size in
            var scene = Scene(size: size)
            scene.press(.character("s"))
            scene.press(.down, .right)
            return scene
        }
        check("settings-packs-row") { size in
            var scene = Scene(size: size)
            scene.press(.character("s"))
            scene.press(.down, .down, .down)
            return scene
        }
        check("settings-packs") { size in
            var scene = Scene(size: size)
            scene.press(.character("s"))
            scene.press(.down, .down, .down, .enter)
            return scene
        }
    }

    @Test func help() {
        check("help-scrolled") { size in
            var scene = Scene(size: size)
            scene.press(.character("?"), .right, .down, .down)
            return scene
        }
        for page in 0..<HelpOverlay.pageCount {
            check("help-\(page + 1)") { size in
                var scene = Scene(size: size)
                scene.press(.character("?"))
                for _ in 0..<page { scene.press(.right) }
                return scene
            }
        }
    }

    @Test func teams() {
        check("teams") { size in
            var scene = Scene(size: size)
            scene.press(.character("n"))
            return scene
        }
        check("teams-editing") { size in
            var scene = Scene(size: size)
            scene.press(.character("n"))
            scene.press(.down, .enter)
            scene.type(" Núria")
            return scene
        }
        check("teams-problem") { size in
            var scene = Scene(size: size)
            scene.press(.character("n"))
            scene.press(.down, .character("x"))
            return scene
        }
        check("teams-long-names") { size in
            var scene = Scene(size: size, roster: Self.longNames)
            scene.press(.character("n"))
            return scene
        }
    }

    @Test func playerWords() {
        var preferences = Scene.preferences
        preferences.playerWords = 2
        check("player-words-hand-over") { size in
            var scene = Scene(size: size, preferences: preferences)
            scene.press(.character("n"))
            scene.press(.character("s"))
            return scene
        }
        check("player-words-typing") { size in
            var scene = Scene(size: size, preferences: preferences)
            scene.press(.character("n"))
            scene.press(.character("s"))
            scene.press(.enter)
            scene.type("sagrada família")
            scene.press(.enter)
            scene.type("Pingüino")
            scene.press(.enter)
            return scene
        }
    }

    @Test func shortageAndProblem() {
        check("shortage") { size in
            var preferences = Scene.preferences
            preferences.words = 40
            var scene = Scene(size: size, preferences: preferences)
            scene.press(.character("n"))
            scene.press(.character("s"))
            return scene
        }
        check("shortage-none") { size in
            var preferences = Scene.preferences
            preferences.wordLanguage = "ca"
            var scene = Scene(size: size, preferences: preferences)
            scene.press(.character("n"))
            scene.press(.character("s"))
            return scene
        }
        check("problem") { size in
            var scene = Scene(size: size)
            scene.send(.storeFailed(ProblemScreen(
                message: "/home/ana/.local/share/pappers/pappers.sqlite is damaged (database disk image is malformed)",
                reason: .damaged(path: "/home/ana/.local/share/pappers/pappers.sqlite"), canStartFresh: true)))
            return scene
        }
    }

    /// Games in progress: home with several, their list, and the question "New game" asks.
    @Test func savedGames() {
        let games = [
            SavedGame(id: 12, teams: [.init(name: "Els Castellers de Gràcia", score: 14), .init(name: "Blues", score: 9)]),
            SavedGame(id: 9, teams: [.init(name: "Reds", score: 3), .init(name: "Greens", score: nil)]),
            SavedGame(id: 4, teams: [.init(name: "Owls", score: 0), .init(name: "Cats", score: 1),
                                     .init(name: "Foxes", score: 2)]),
        ]
        for (language, suffix) in [(UILanguage.en, ""), (.ca, "-catalan"), (.es, "-spanish")] {
            check("home-saved-several\(suffix)") { Scene(size: $0, language: language, savedGames: games) }
            check("saved-games\(suffix)") { size in
                var scene = Scene(size: size, language: language, savedGames: games)
                scene.press(.character("c"), .down)
                return scene
            }
            check("new-game-question\(suffix)") { size in
                var scene = Scene(size: size, language: language, savedGames: Array(games.prefix(1)))
                scene.press(.character("n"))
                return scene
            }
            check("new-game-question-several\(suffix)") { size in
                var scene = Scene(size: size, language: language, savedGames: games)
                scene.press(.character("n"), .down)
                return scene
            }
        }
    }

    // Game screens.

    @Test func handOff() {
        check("hand-off-round-1") { Scene.handOff(size: $0) }
        check("hand-off-round-2") { size in
            var scene = Scene.handOff(size: size)
            scene.advance(toRound: 1)
            return scene
        }
        check("hand-off-round-3-carried") { size in
            var scene = Scene.handOff(size: size)
            scene.advance(toRound: 2)
            return scene
        }
        check("hand-off-long-names") { Scene.handOff(size: $0, roster: Self.longNames) }
        check("hand-off-timesup") { size in
            var preferences = Scene.preferences
            preferences.choose(.timesup)
            return Scene.handOff(size: size, preferences: preferences)
        }
        check("hand-off-monikers") { size in
            var preferences = Scene.preferences
            preferences.choose(.monikers)
            return Scene.handOff(size: size, preferences: preferences)
        }
    }

    /// A turn with `word` on screen (passing until it comes up).
    static func turn(
        size: Size, showing word: String, round: Int = 0, hints: Bool = false, preferences: Preferences = Scene.preferences
    ) -> Scene {
        var preferences = preferences
        preferences.hints = hints
        var scene = Scene.handOff(size: size, preferences: preferences)
        scene.advance(toRound: round)
        scene.startTurn()
        for _ in 0..<Scene.words.count where scene.state.setup.words[scene.state.wordOnScreen!] != word {
            scene.press(.character("s"), after: 100)
        }
        precondition(scene.state.setup.words[scene.state.wordOnScreen!] == word, "\(word) never came up")
        return scene
    }

    @Test func turn() {
        check("turn-round-1") { Self.turn(size: $0, showing: "elephant") }
        check("turn-accented") { Self.turn(size: $0, showing: "pingüino") }
        check("turn-middle-dot") { Self.turn(size: $0, showing: "col·legi") }
        check("turn-two-lines") { Self.turn(size: $0, showing: "brush your teeth") }
        check("turn-long-word") { Self.turn(size: $0, showing: "the Hitchhiker's Guide to the Galaxy") }
        check("turn-round-2") { Self.turn(size: $0, showing: "Straße", round: 1) }
        check("turn-round-3-visible") { Self.turn(size: $0, showing: "l'ós polar", round: 2) }
        check("turn-round-3-hidden") { size in
            var scene = Self.turn(size: size, showing: "l'ós polar", round: 2)
            scene.wait(2_500)
            return scene
        }
        check("turn-hint-round-1") { Self.turn(size: $0, showing: "elephant", hints: true) }
        check("turn-hint-round-2") { Self.turn(size: $0, showing: "Straße", round: 1, hints: true) }
        check("turn-hint-round-3-visible") { Self.turn(size: $0, showing: "l'ós polar", round: 2, hints: true) }
        check("turn-hint-round-3-hidden") { size in
            var scene = Self.turn(size: size, showing: "l'ós polar", round: 2, hints: true)
            scene.wait(2_500)
            return scene
        }
        check("turn-hint-paused") { size in
            var scene = Self.turn(size: size, showing: "elephant", hints: true)
            scene.press(.character("p"), after: 500)
            return scene
        }
        check("turn-paused") { size in
            var scene = Self.turn(size: size, showing: "elephant")
            scene.press(.character("p"), after: 500)
            return scene
        }
        check("turn-last-seconds") { size in
            var scene = Self.turn(size: size, showing: "elephant")
            scene.wait(52_000)
            return scene
        }
        check("turn-refused") { size in
            var preferences = Scene.preferences
            preferences.choose(.timesup)
            var scene = Scene.handOff(size: size, preferences: preferences)
            scene.startTurn()
            scene.press(.character("s"), after: 500)
            return scene
        }
        check("turn-menu") { size in
            var scene = Self.turn(size: size, showing: "elephant")
            scene.press(.escape)
            return scene
        }
        check("turn-menu-abandon") { size in
            var scene = Self.turn(size: size, showing: "elephant")
            scene.press(.escape, .up, .enter)
            return scene
        }
    }

    @Test func review() {
        check("review-time-up") { size in
            var scene = Scene.handOff(size: size)
            scene.startTurn()
            scene.press(.enter, after: 2_000)
            scene.press(.enter, after: 2_000)
            scene.press(.enter, after: 2_000)
            scene.wait(60_000)
            scene.press(.down, .character("x"))
            scene.settle()
            return scene
        }
        check("review-bowl-empty") { size in
            var scene = Scene.handOff(size: size)
            scene.startTurn()
            while scene.state.phase == .turn { scene.press(.enter, after: 2_000) }
            scene.settle()
            return scene
        }
        // Time up a moment ago: Enter waits, its hint a fill (two of six steps done).
        check("review-guarded") { size in
            var scene = Scene.handOff(size: size)
            scene.startTurn()
            scene.press(.enter, after: 2_000)
            scene.wait(60_000)
            scene.wait(400)
            return scene
        }
    }

    private static let shortNames = [
        Team(name: "Reds", players: ["Ann", "Bob"]), Team(name: "Blues", players: ["Cat", "Dan"]),
        Team(name: "Greens", players: ["Ed", "Flo"]),
    ]
    private static let tenTeams = (1...10).map { Team(name: "Team \($0)", players: ["Ann \($0)", "Bob \($0)"]) }

    /// The first team guesses `guesses` words and its time runs out; the scene stops at the review, or at the
    /// next hand-off.
    private static func scored(size: Size, roster: [Team], language: UILanguage = .en, guesses: Int = 3,
                               toHandOff: Bool = true) -> Scene {
        var scene = Scene(size: size, roster: roster, language: language)
        scene.press(.character("n"))
        scene.press(.character("s"))
        scene.startTurn()
        for _ in 0..<guesses { scene.press(.enter, after: 1_000) }
        scene.wait(60_000)
        scene.settle()
        if toHandOff { scene.press(.enter) }
        return scene
    }

    /// The running totals on the hand-off and the review, the leader and the gap on the status bar.
    @Test func scoreInSight() {
        for (language, suffix) in [(UILanguage.en, ""), (.ca, "-catalan"), (.es, "-spanish")] {
            check("hand-off-score\(suffix)") { Self.scored(size: $0, roster: Self.shortNames, language: language) }
            check("review-score\(suffix)") { size in
                var scene = Self.scored(size: size, roster: Self.shortNames, language: language)
                scene.startTurn()
                scene.press(.enter, after: 1_000)
                scene.wait(60_000)
                scene.settle()
                return scene
            }
        }
        check("hand-off-score-one-point") { Self.scored(size: $0, roster: Self.shortNames, guesses: 1) }
        // Two teams level at the top: the third team's hand-off.
        check("hand-off-score-level") { size in
            var scene = Self.scored(size: size, roster: Self.shortNames, guesses: 1)
            scene.startTurn()
            scene.press(.enter, after: 1_000)
            scene.wait(60_000)
            scene.settle()
            scene.press(.enter)
            return scene
        }
        // Wide enough for the leader on the status bar in Catalan and Spanish too, a gap of 3 and of 1.
        for (language, suffix) in [(UILanguage.en, ""), (.ca, "-catalan"), (.es, "-spanish")] {
            for guesses in [3, 1] {
                let size = Size(width: 100, height: 30)
                let scene = Self.scored(size: size, roster: Self.shortNames, language: language, guesses: guesses)
                for (theme, themeName) in [(Theme.colour, "colour"), (Theme.monochrome, "mono")] {
                    let grid = ScreenRenderer(theme: theme).render(scene.model, at: scene.now)
                    Golden.check(grid, "hand-off-lead-\(guesses)\(suffix)-100x30-\(themeName)")
                }
            }
        }
        check("hand-off-score-ten-teams") { Self.scored(size: $0, roster: Self.tenTeams) }
        check("review-score-ten-teams") { Self.scored(size: $0, roster: Self.tenTeams, toHandOff: false) }
    }

    @Test func standingsAndFinal() {
        check("standings") { size in
            var scene = Scene.handOff(size: size)
            scene.startTurn()
            while scene.state.phase == .turn { scene.press(.enter, after: 2_000) }
            scene.settle()
            scene.press(.enter)
            scene.settle()
            return scene
        }
        check("standings-guarded") { size in
            var scene = Scene.handOff(size: size)
            scene.startTurn()
            while scene.state.phase == .turn { scene.press(.enter, after: 2_000) }
            scene.settle()
            scene.press(.enter)
            scene.wait(1_100)
            return scene
        }
        check("final") { size in
            var scene = Scene.handOff(size: size)
            scene.playToTheEnd()
            scene.wait(2_000)  // the confetti is over: the podium holds still (FlourishTests shows it falling)
            return scene
        }
        check("final-tie") { size in
            var preferences = Scene.preferences
            preferences.carryOver = false
            var scene = Scene.handOff(size: size, preferences: preferences)
            // Each team guesses half the words of every round: a tie.
            for _ in 0..<1_000 where !scene.state.phase.isOver {
                switch scene.state.phase {
                case .handOff: scene.startTurn()
                case .turn:
                    for _ in 0..<(Scene.words.count / 2) where scene.state.phase == .turn {
                        scene.press(.enter, after: 1_000)
                    }
                    if scene.state.phase == .turn { scene.wait(60_000) }
                default: scene.settle(); scene.press(.enter)
                }
            }
            scene.settle()
            scene.wait(2_000)  // the confetti is over: the podium holds still
            return scene
        }
        check("final-abandoned") { size in
            var scene = Scene.handOff(size: size)
            scene.startTurn()
            scene.press(.enter, after: 2_000)
            scene.press(.escape, .up, .enter, .character("y"))
            return scene
        }
    }

    @Test func tooSmall() {
        for size in [Size(width: 39, height: 24), Size(width: 80, height: 11), Size(width: 1, height: 1)] {
            var scene = Self.turn(size: Size(width: 80, height: 24), showing: "elephant")
            _ = scene.model.update(.resize(size), at: scene.now)
            let grid = ScreenRenderer(theme: .colour).render(scene.model, at: scene.now)
            Golden.check(grid, "too-small-\(size.width)x\(size.height)")
            ScreenArea.check(scene.model, at: scene.now, theme: .colour)
            #expect(scene.state.turn?.countdown.isRunning == false)
        }
    }
}
