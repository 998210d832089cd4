import PappersCanvas
import PappersEngine
import PappersPacks

extension AppModel {
    /// The teams screen's Start: check the roster, remember it, draw the bowl.
    mutating func startFromTeams(_ teams: inout TeamsScreen, at now: Int, _ commands: inout [AppCommand]) {
        let check = GameSetup(teams: roster, rules: preferences.rules, words: ["-"], seed: 0, mode: mode).validated()
        switch check {
        case .failure(let errors):
            teams.problem = .cannotStart(.setup(errors.problems))
            screen = .teams(teams)
        case .success(let clean):
            roster = clean.teams
            remember(roster, &commands)
            startNewGame(at: now, &commands)
        }
    }

    /// Draws the bowl for the current roster and preferences, then goes on to the players' words or the game.
    /// Also used by `pappers play` (`AppEvent.newGameRequested`) and by a rematch.
    mutating func startNewGame(at now: Int, _ commands: inout [AppCommand]) {
        let seed = fixedSeed ?? generator.next()
        fixedSeed = nil
        guard let words else {
            screen = .teams(TeamsScreen(problem: .cannotStart(.packsNotLoaded)))
            return
        }
        let bowl = words.drawBowl(for: preferences, region: wordRegion, seed: seed)
        pendingSeed = seed
        if bowl.draw.isShort {
            screen = .shortage(ShortageScreen(bowl: bowl))
        } else {
            continueWith(bowl, at: now, &commands)
        }
    }

    /// `pappers play`: this game's preferences (not saved), teams or players, and seed. Without a roster the
    /// remembered one plays, in its own mode (a pairs list stays pairs).
    mutating func playWith(_ options: PlayOptions) {
        preferences = options.preferences
        if let roster = options.roster {
            self.roster = roster
            mode = options.mode
        }
        fixedSeed = options.seed
    }

    /// After the draw: the players type their words, or the game begins.
    mutating func continueWith(_ bowl: DrawnBowl, at now: Int, _ commands: inout [AppCommand]) {
        if preferences.playerWords > 0 {
            let typists = roster.indices.flatMap { t in roster[t].players.indices.map { (team: t, player: $0) } }
            screen = .playerWords(PlayerWordsScreen(bowl: bowl, typists: typists, perPlayer: preferences.playerWords))
        } else {
            begin(words: bowl.words, levels: bowl.levels, packs: bowl.packs, at: now, &commands)
        }
    }

    /// Sets the game up and opens it at the first hand-off. `levels` are the words' levels (1 to 3), kept in
    /// the setup only when the rules score by level.
    mutating func begin(words: [String], levels: [Int], packs: [String], at now: Int, _ commands: inout [AppCommand]) {
        let seed = pendingSeed ?? generator.next()
        pendingSeed = nil
        let rules = preferences.rules
        let setup = GameSetup(
            teams: roster, rules: rules, words: words, seed: seed, levels: rules.points == .byLevel ? levels : nil,
            mode: mode)
        let valid: GameSetup
        switch setup.validated() {
        case .success(let checked): valid = checked
        case .failure(let errors):
            screen = .teams(TeamsScreen(problem: .cannotStart(.setup(errors.problems))))
            return
        }
        remember(valid.teams, &commands)
        commands.append(.recordNewGame(valid, packs: packs))
        var session = GameSession(state: GameState(setup: valid), packs: packs)
        session.perform(.startGame, at: now, &commands)
        isReplay = false
        screen = .game(session)
        lookUpHints()
    }
}
