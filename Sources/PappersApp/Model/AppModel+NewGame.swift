import PappersCanvas
import PappersEngine
import PappersPacks

extension AppModel {
    /// The teams screen's Start: check the roster, remember it, draw the bowl.
    mutating func startFromTeams(_ teams: inout TeamsScreen, at now: Int, _ commands: inout [AppCommand]) {
        let check = GameSetup(teams: roster, rules: preferences.rules, words: ["-"], seed: 0).validated()
        switch check {
        case .failure(let errors):
            teams.problem = .cannotStart(.setup(errors.problems))
            screen = .teams(teams)
        case .success(let clean):
            roster = clean.teams
            commands.append(.saveRoster(roster))
            recentRosters.removeAll { $0 == roster }
            recentRosters.insert(roster, at: 0)
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
        let bowl = words.drawBowl(for: preferences, seed: seed)
        pendingSeed = seed
        if bowl.draw.isShort {
            screen = .shortage(ShortageScreen(bowl: bowl))
        } else {
            continueWith(bowl, at: now, &commands)
        }
    }

    /// `pappers play`: this game's preferences (not saved), teams and seed.
    mutating func playWith(_ options: PlayOptions) {
        preferences = options.preferences
        if let roster = options.roster { self.roster = roster }
        fixedSeed = options.seed
    }

    mutating func handleShortage(_ key: Key, _ shortage: ShortageScreen, at now: Int, _ commands: inout [AppCommand]) {
        switch key {
        case .enter, .character(" "):
            if !shortage.bowl.words.isEmpty { continueWith(shortage.bowl, at: now, &commands) }
        case .escape, .character("q"):
            screen = .settings(SettingsScreen())
        default:
            break
        }
    }

    /// After the draw: the players type their words, or the game begins.
    private mutating func continueWith(_ bowl: DrawnBowl, at now: Int, _ commands: inout [AppCommand]) {
        if preferences.playerWords > 0 {
            let typists = roster.indices.flatMap { t in roster[t].players.indices.map { (team: t, player: $0) } }
            screen = .playerWords(PlayerWordsScreen(bowl: bowl, typists: typists, perPlayer: preferences.playerWords))
        } else {
            begin(words: bowl.words, packs: bowl.packs, at: now, &commands)
        }
    }

    mutating func handlePlayerWords(_ key: Key, _ screen: PlayerWordsScreen, at now: Int, _ commands: inout [AppCommand]) {
        var words = screen
        if words.handingOver {
            switch key {
            case .enter, .character(" "): words.handingOver = false
            case .escape: openTeams(); return
            default: break
            }
            self.screen = .playerWords(words)
            return
        }
        switch words.field.handle(key) {
        case .edited, .ignored:
            words.problem = nil
        case .cancelled:
            words.field = TextField(maximumColumns: words.field.maximumColumns)
            words.handingOver = true
        case .submitted:
            do {
                let word = try words.checker.add(words.field.text)
                words.problem = nil
                words.typed[words.current].append(word)
                words.field = TextField(maximumColumns: words.field.maximumColumns)
                if words.typed[words.current].count == words.perPlayer {
                    if words.current + 1 == words.typists.count {
                        begin(words: words.bowl.words + words.checker.words, packs: words.bowl.packs, at: now, &commands)
                        return
                    }
                    words.current += 1
                    words.handingOver = true
                }
            } catch {
                words.problem = error
            }
        }
        self.screen = .playerWords(words)
    }

    /// Sets the game up and opens it at the first hand-off.
    private mutating func begin(words: [String], packs: [String], at now: Int, _ commands: inout [AppCommand]) {
        let seed = pendingSeed ?? generator.next()
        pendingSeed = nil
        let setup = GameSetup(teams: roster, rules: preferences.rules, words: words, seed: seed)
        let valid: GameSetup
        switch setup.validated() {
        case .success(let checked): valid = checked
        case .failure(let errors):
            screen = .teams(TeamsScreen(problem: .cannotStart(.setup(errors.problems))))
            return
        }
        commands.append(.recordNewGame(valid, packs: packs))
        var session = GameSession(state: GameState(setup: valid), packs: packs)
        session.perform(.startGame, at: now, &commands)
        isReplay = false
        screen = .game(session)
        lookUpHints()
    }

    /// Shows a game brought back from the store. A turn that was running when the program stopped is paused
    /// at the last instant known (`game.lastKnown`), so its time left is what it was; `now` (not earlier than
    /// `lastKnown`) is the present.
    mutating func resume(_ game: LoadedGame, at now: Int, _ commands: inout [AppCommand]) {
        var session = GameSession(state: game.state, packs: game.packs, recordID: game.recordID)
        let stopped = max(game.lastKnown, game.state.clock)
        session.tick(at: stopped, &commands)
        session.stopClock(at: stopped, &commands)
        session.show(.welcomeBack, at: now)
        isReplay = false
        screen = .game(session)
        lookUpHints()
        roster = game.state.setup.teams
        savedGames.removeAll { $0.id == game.recordID }
        help = nil
    }
}
