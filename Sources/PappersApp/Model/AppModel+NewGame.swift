import PappersCanvas
import PappersEngine
import PappersPacks

extension AppModel {
    /// The teams screen's Start: check the roster, remember it, draw the bowl; or say on `teams` why not.
    mutating func startFromTeams(_ teams: inout TeamsScreen, at now: Int) -> [AppCommand] {
        let check = GameSetup(teams: roster, rules: preferences.rules, words: ["-"], seed: 0, mode: mode).validated()
        switch check {
        case .failure(let errors):
            teams.problem = .cannotStart(.setup(errors.problems))
            return []
        case .success(let clean):
            roster = clean.teams
            return remember(roster) + startNewGame(at: now)
        }
    }

    /// Draws the bowl for the current roster and preferences, then goes on to the players' words or the game.
    /// Also used by `pappers play` (`AppEvent.newGameRequested`) and by a rematch.
    mutating func startNewGame(at now: Int) -> [AppCommand] {
        let seed = fixedSeed ?? generator.next()
        fixedSeed = nil
        guard let words else {
            screen = .teams(TeamsScreen(problem: .cannotStart(.packsNotLoaded)))
            return []
        }
        let bowl = words.drawBowl(for: preferences, region: wordRegion, seed: seed)
        if bowl.draw.isShort {
            screen = .shortage(ShortageScreen(bowl: bowl, seed: seed))
            return []
        }
        return continueWith(bowl, seed: seed, at: now)
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

    /// After the draw (with `seed`): the players type their words, or the game begins.
    mutating func continueWith(_ bowl: DrawnBowl, seed: UInt64, at now: Int) -> [AppCommand] {
        guard preferences.playerWords > 0 else {
            return begin(words: bowl.words, levels: bowl.levels, packs: bowl.packs, seed: seed, at: now)
        }
        let typists = roster.indices.flatMap { t in roster[t].players.indices.map { (team: t, player: $0) } }
        screen = .playerWords(PlayerWordsScreen(bowl: bowl, seed: seed, typists: typists, perPlayer: preferences.playerWords))
        return []
    }

    /// Sets the game up (its bowl drawn with `seed`) and opens it at the first hand-off. `levels` are the words'
    /// levels (1 to 3), kept in the setup only when the rules score by level.
    mutating func begin(words: [String], levels: [Int], packs: [String], seed: UInt64, at now: Int) -> [AppCommand] {
        let rules = preferences.rules
        let setup = GameSetup(
            teams: roster, rules: rules, words: words, seed: seed, levels: rules.points == .byLevel ? levels : nil,
            mode: mode)
        let valid: GameSetup
        switch setup.validated() {
        case .success(let checked): valid = checked
        case .failure(let errors):
            screen = .teams(TeamsScreen(problem: .cannotStart(.setup(errors.problems))))
            return []
        }
        var commands = remember(valid.teams)
        commands.append(.recordNewGame(valid, packs: packs))
        var session = GameSession(state: GameState(setup: valid), packs: packs)
        session.perform(.startGame, at: now, &commands)
        isReplay = false
        screen = .game(session)
        lookUpHints()
        return commands
    }
}
