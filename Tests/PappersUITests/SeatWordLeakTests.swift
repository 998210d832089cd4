import PappersApp
import PappersCanvas
import PappersEngine
import PappersPacks
import PappersText
import PappersUI
import Testing

/// The word reaches only the describer's seat: simulated games, in pairs and in teams, through every kind of
/// round, shown to one seat per player and a table seat, each drawn at every step of every turn and at several
/// sizes. The bowl's words are made of letters no other text on screen has ("zqx…"), so any hit is a leak.
@Suite struct SeatWordLeakTests {
    /// Six letters each, all different, so no word holds another: "zqxaab", "zqxaac", …
    static func words(_ count: Int) -> [String] {
        let letters = Array("abcdefghijklmnopwrstuvy")
        return (0..<count).map { "zqx" + String([letters[$0 / 100 % 23], letters[$0 / 10 % 10], letters[$0 % 10]]) }
    }

    /// Each word's hint names it, so a hint drawn where its word may not be is a leak too.
    static func supply(_ words: [String]) -> WordSupply {
        var catalog = PackCatalog()
        let header = PackHeader(id: "en-seats", name: "Seats", language: "en", version: "1")
        let source = PackSource.file(path: "/tests/en-seats.json")
        let packWords = words.map { PackWord(text: $0, key: WordKey.strict($0), hint: "say \($0) well") }
        catalog.add(PackLoad(source: source, result: .success(WordPack(header: header, words: packWords, source: source))))
        return WordSupply(catalog: catalog)
    }

    static let sizes = [
        Size(width: 80, height: 24), Size(width: 40, height: 12), Size(width: 100, height: 30),
        Size(width: 60, height: 18), Size(width: 39, height: 30),
    ]

    /// A game of `seed`: pairs on odd seeds, teams on even ones, every kind of round, short turns.
    static func setup(seed: UInt64) -> GameSetup {
        let rounds = RoundKind.allCases.map { RoundRules(kind: $0) }
        let rules = Rules(turnMillis: 20_000, rounds: rounds, points: seed % 3 == 0 ? .byLevel : .perWord)
        let words = words(6)
        let levels = seed % 3 == 0 ? words.indices.map { $0 % 3 + 1 } : nil
        if seed % 2 == 1 {
            let players = (0..<(3 + Int(seed % 3))).map { "P\($0)" }
            return GameSetup(players: players, rules: rules, words: words, seed: seed, levels: levels)
        }
        let teams = (0..<(2 + Int(seed / 2 % 2))).map { team in
            Team(name: "T\(team)", players: (0..<(2 + (team + Int(seed)) % 2)).map { "T\(team)P\($0)" })
        }
        return GameSetup(teams: teams, rules: rules, words: words, seed: seed, levels: levels)
    }

    /// The model showing `setup`'s game (through the replay's events, which show it as it was played), with
    /// a seat for every player and one for the table, each at a size of its own.
    static func model(_ setup: GameSetup, laptopRole: SeatRole = .everyRole) -> (AppModel, [(Seat, SeatRole)]) {
        var preferences = Preferences()
        preferences.hints = true
        var model = AppModel(
            preferences: preferences, roster: nil, size: Size(width: 80, height: 24), environmentLanguage: .en,
            names: DefaultNames(team: "Team", player: "Player"), entropy: 3, laptopRole: laptopRole)
        _ = model.update(.wordsLoaded(supply(setup.words)), at: 0)
        var seats: [(Seat, SeatRole)] = [(Seat(id: 100), .table)]
        for (team, members) in setup.teams.enumerated() {
            for player in members.players.indices {
                seats.append((Seat(id: seats.count), .player(team: team, player: player)))
            }
        }
        for (index, (seat, role)) in seats.enumerated() {
            _ = model.update(.seatJoined(seat, SeatState(role: role, size: sizes[index % sizes.count])), at: 0)
        }
        _ = model.update(.replayStarted(setup, recordID: nil, packs: ["en-seats"]), at: 0)
        return (model, seats)
    }

    @Test(arguments: 1...6 as ClosedRange<UInt64>)
    func noSeatButTheDescribersShowsAWordOfTheBowl(seed: UInt64) throws {
        let setup = Self.setup(seed: seed)
        var journal: [TimedAction] = []
        _ = try Simulation.play(setup) { journal.append($0) }
        var (model, seats) = Self.model(setup)
        let renderer = ScreenRenderer(theme: Theme(depth: .none))
        var shownToDescriber = 0
        var kindsSeen = Set<RoundKind>()
        for (step, action) in journal.enumerated() {
            _ = model.update(.replayed(action), at: action.at)
            // Each seat changes size now and then, so every seat meets every size.
            if step % 7 == 0 {
                for (index, (seat, _)) in seats.enumerated() {
                    _ = model.update(.resize(Self.sizes[(index + step / 7) % Self.sizes.count], of: seat), at: action.at)
                }
            }
            guard case .game(let session) = model.screen else { Issue.record("no game on screen"); return }
            let state = session.state
            let next = step + 1 < journal.count ? journal[step + 1].at : action.at + 60_000
            // Just after the action, after the mime round hid the word, and just before the next one.
            let instants = Set([action.at, action.at + 2_100, next - 1].filter { $0 >= action.at && $0 < next })
            for now in instants.sorted() {
                let bowl = Set(state.bowl)
                var describer: Set<Seat> = []
                if case .turn(let turn) = state.stage {
                    kindsSeen.insert(state.roundRules.kind)
                    describer = Set(seats.filter { $0.1 == .player(team: turn.plan.team, player: turn.plan.describer) }.map(\.0))
                }
                for (seat, _) in seats {
                    let text = renderer.render(model, for: seat, at: now).lines.joined(separator: "\n")
                    let onCard = describer.contains(seat) ? state.wordOnScreen : nil
                    for word in bowl where word != onCard && text.contains(setup.words[word]) {
                        Issue.record("seed \(seed), \(action.action.name) at \(action.at), \(now): \(seat) shows \(setup.words[word])")
                        return
                    }
                    if let onCard, state.isWordVisible(at: now), model.seats[seat]?.size.isPlayable == true {
                        #expect(text.contains(setup.words[onCard]), "seed \(seed): \(seat), the describer, lacks its word")
                        shownToDescriber += 1
                    }
                }
            }
        }
        #expect(shownToDescriber > 0)
        #expect(kindsSeen == Set(RoundKind.allCases))
    }

    @Test func theLaptopIsEveryRoleAndShowsTheWordAsBefore() throws {
        let setup = Self.setup(seed: 2)
        var journal: [TimedAction] = []
        _ = try Simulation.play(setup) { journal.append($0) }
        var (model, _) = Self.model(setup)
        let start = try #require(journal.firstIndex { $0.action == .startTurn })
        for action in journal[...start] { _ = model.update(.replayed(action), at: action.at) }
        guard case .game(let session) = model.screen, let word = session.state.wordOnScreen else {
            Issue.record("no word on the card")
            return
        }
        let grid = ScreenRenderer(theme: Theme(depth: .none)).render(model, at: journal[start].at)
        #expect(grid.lines.joined().contains(setup.words[word]))
        #expect(grid == ScreenRenderer(theme: Theme(depth: .none)).render(model, for: .laptop, at: journal[start].at))
    }

    /// The host's own terminal as the table: through a whole game, at every action, it draws no word of the
    /// bowl, whether players' seats are there or not.
    @Test func aTableLaptopNeverShowsAWordOfTheBowl() throws {
        let setup = Self.setup(seed: 4)
        var journal: [TimedAction] = []
        _ = try Simulation.play(setup) { journal.append($0) }
        var (model, _) = Self.model(setup, laptopRole: .table)
        let renderer = ScreenRenderer(theme: Theme(depth: .none))
        var turnsDrawn = 0
        for action in journal {
            _ = model.update(.replayed(action), at: action.at)
            guard case .game(let session) = model.screen else { Issue.record("no game on screen"); return }
            if case .turn = session.state.stage { turnsDrawn += 1 }
            let text = renderer.render(model, at: action.at).lines.joined(separator: "\n")
            for word in session.state.bowl where text.contains(setup.words[word]) {
                Issue.record("\(action.action.name) at \(action.at): the table shows \(setup.words[word])")
                return
            }
        }
        #expect(turnsDrawn > 0)
    }
}
