import PappersCanvas
import PappersEngine
import PappersPacks

extension AppModel {
    /// The teams screen's Start: check the roster, remember it, draw the bowl.
    mutating func startFromTeams(_ teams: inout TeamsScreen, at now: Int, _ commands: inout [AppCommand]) {
        let check = GameSetup(teams: roster, rules: preferences.rules, words: ["-"], seed: 0).validated()
        switch check {
        case .failure(let errors):
            teams.problem = .cannotStart(errors.problems.map(\.description).joined(separator: "; "))
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
    /// Also used by `pappers play` and by a rematch.
    public mutating func startNewGame(at now: Int, _ commands: inout [AppCommand]) {
        let seed = fixedSeed ?? generator.next()
        fixedSeed = nil
        guard let words else {
            screen = .teams(TeamsScreen(problem: .cannotStart("the word packs are not loaded")))
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
    public mutating func playWith(preferences: Preferences, roster: [Team]?, seed: UInt64?) {
        self.preferences = preferences
        if let roster { self.roster = roster }
        fixedSeed = seed
    }

    /// A `pappers play` convenience: start at once with what the model holds.
    public mutating func startNewGame(at now: Int) -> [AppCommand] {
        var commands: [AppCommand] = []
        startNewGame(at: now, &commands)
        return commands
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
        guard case .success(let valid) = setup.validated() else {
            screen = .teams(TeamsScreen(problem: .cannotStart(String(describing: setup.validated()))))
            return
        }
        commands.append(.recordNewGame(valid, packs: packs))
        var session = GameSession(state: GameState(setup: valid), packs: packs)
        session.perform(.startGame, at: now, &commands)
        self.session = session
        lookUpHints()
        screen = .game
    }

    /// Shows a game brought back from the store. A turn that was running when the program stopped is paused
    /// at the last instant known (`lastKnown`), so its time left is what it was; `now` (not earlier than
    /// `lastKnown`) is the present.
    public mutating func resume(
        _ state: GameState, packs: [String], recordID: Int?, lastKnown: Int, now: Int
    ) -> [AppCommand] {
        var commands: [AppCommand] = []
        var session = GameSession(state: state, packs: packs, recordID: recordID)
        session.stopClock(at: max(lastKnown, state.clock), &commands)
        session.show(.welcomeBack, at: now)
        self.session = session
        lookUpHints()
        roster = state.setup.teams
        savedGames.removeAll { $0.id == recordID }
        help = nil
        screen = .game
        return commands
    }
}
