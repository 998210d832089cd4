import ArgumentParser
import Foundation
import PappersApp
import PappersEngine
import PappersPacks
import PappersStore

/// `pappers simulate`: whole games played by simulated players, one line per game.
struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Play whole games with simulated players and print their results.",
        discussion: """
            Each game's seed is the first seed plus its number (0, 1, 2...), so any game of a run can be played \
            again alone with --seed and --games 1. The same arguments always print the same bytes.

            With --mode pairs, each game is a pairs game (the hat) of --players players (default 6): each turn \
            one player describes to one other; the line's "teams" are then the players, one each, and it ends \
            with "mode":"pairs".

            Examples:
              pappers simulate --seed 42 --games 1000 --json
              pappers simulate --mode pairs --players 5 --seed 7 --json
            """,
        version: PappersVersion.current
    )

    @OptionGroup var global: GlobalOptions

    @Option(help: "Seed of the first game (default: a random one, printed with each game).")
    var seed: UInt64?

    @Option(help: "How many games to play.")
    var games: Int = 1

    @Option(help: ArgumentHelp("Teams per game, 2 to 10.", valueName: "T"))
    var teams: Int = 4

    @Option(help: ArgumentHelp("Players per team, 2 to 8 (default 2); with --mode pairs, players in the game, 3 to 20 (default 6).", valueName: "P"))
    var players: Int?

    @Option(help: ArgumentHelp("The mode: teams, or pairs (no teams: each turn one player describes to one other).", valueName: "MODE"))
    var mode: GameMode = .teams

    @OptionGroup var words: WordOptions

    @OptionGroup var rules: RulesOptions

    @Flag(help: "Print one JSON object per game per line.")
    var json = false

    @Flag(help: "With --json, also print each game's bowl (key \"bowl\").")
    var bowl = false

    func validate() throws {
        if games < 1 { throw ValidationError("--games must be from 1 to \(Int.max), not \(games)") }
        if !GameSetup.Limits.teams.contains(teams) { throw ValidationError("--teams must be from 2 to 10, not \(teams)") }
        switch mode {
        case .teams:
            if let players, !GameSetup.Limits.players.contains(players) {
                throw ValidationError("--players must be from 2 to 8, not \(players)")
            }
        case .pairs:
            if let players, !GameSetup.Limits.pairsPlayers.contains(players) {
                throw ValidationError("--players must be from 3 to 20 with --mode pairs, not \(players)")
            }
        }
    }

    /// The roster every game of the run plays with.
    private var roster: GameSetup {
        switch mode {
        case .teams:
            let teams = (1...teams).map { team in
                Team(name: "Team \(team)", players: (1...(players ?? 2)).map { "Player \(team).\($0)" })
            }
            return GameSetup(teams: teams, rules: Rules(), words: [], seed: 0)
        case .pairs:
            return GameSetup(players: (1...(players ?? 6)).map { "Player \($0)" }, rules: Rules(), words: [], seed: 0)
        }
    }

    func run() throws {
        let firstSeed = seed ?? UInt64.random(in: 0...UInt64.max)
        let roster = self.roster
        let catalog = try words.catalog(dataDirectory: global.directory)
        // Simulations do not depend on the environment: English unless asked, every level, family words.
        var base = Preferences()
        base.difficulty = .any
        let preferences = rules.apply(to: try words.apply(to: base, catalog: catalog))
        let gameRules = preferences.rules
        let source = WordSupply(catalog: catalog).source(for: preferences, region: words.regionWithoutSettings)
        var output = OutputBuffer()
        var warned = false
        // Validated once, with the first game's words: the roster and rules are the same in every game, and the
        // words of the others come from the same packs, checked when they were read (safe to show, not blank, one
        // word per key), so checking each game's setup again could not fail, and took an eighth of the time.
        var checked: GameSetup?
        for number in 0..<games {
            let gameSeed = firstSeed &+ UInt64(number)
            let drawn = source.draw(preferences.words, lastPlayed: [:], seed: gameSeed)
            let words = drawn.words
            if words.isEmpty {
                throw Failure(.badData, drawn.draw.shortage ?? "no word matches the chosen packs and filters")
            }
            if let shortage = drawn.draw.shortage, !warned {
                StandardStreams.complain("\(shortage) Playing with \(words.count).")
                warned = true
            }
            let levels = gameRules.points == .byLevel ? drawn.levels : nil
            let setup = {
                GameSetup(
                    teams: roster.teams, rules: gameRules, words: words, seed: gameSeed, levels: levels,
                    mode: roster.mode)
            }
            let valid: GameSetup
            if var previous = checked {
                previous.words = words
                previous.seed = gameSeed
                previous.levels = levels
                valid = previous
                assert(setup().validated() == .success(valid), "a bowl drawn from validated packs failed validation")
            } else {
                guard case .success(let first) = setup().validated() else {
                    throw Failure(.usage, "cannot set up the game: \(setup().validated())")
                }
                valid = first
                checked = first
            }
            let state: GameState
            do {
                state = try Simulation.play(valid)
            } catch {
                throw Failure(.badData, "simulation failed: \(error)")
            }
            let summary = GameSummary(state)
            let line = json ? SummaryJSON.line(summary, bowl: bowl ? valid.words : nil) : SummaryJSON.text(summary)
            try output.line(line)
        }
        try output.flush()
    }
}

extension GameMode: ExpressibleByArgument {}
