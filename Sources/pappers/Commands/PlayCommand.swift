import ArgumentParser
import PappersApp
import PappersEngine
import PappersPacks

/// `pappers play`: straight into a new game, to the hand-off of the first turn.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Start a new game at once.",
        discussion: """
            Options apply to this game only; the saved settings stay as they are. Without --team, the teams of \
            the last game play (or two teams of two). The seed is shown on the final screen: the same seed, \
            settings and timed key presses give the same game. With --players, a pairs game (the hat): no teams, \
            each turn one player describes to one other, and a word guessed scores for both.

            Examples:
              pappers play --team "Reds:Ana,Bru" --team "Blues:Cai,Dani" --words 30 --seed 7
              pappers play --players "Ana,Bru,Carla,Dani,Eli"
            """,
        version: PappersVersion.current
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var screen: ScreenOptions

    @Option(name: .customLong("team"), help: ArgumentHelp(
        "A team and its players, as \"NAME:PLAYER,PLAYER[,...]\" (repeatable; at least two).", valueName: "TEAM"))
    var teams: [String] = []

    @Option(name: .customLong("players"), help: ArgumentHelp(
        "A pairs game (no teams) of these players, as \"PLAYER,PLAYER,PLAYER[,...]\" (3 to 20; not with --team).",
        valueName: "PLAYERS"))
    var pairsPlayers: String?

    @Option(help: "The game's seed (default: a random one).")
    var seed: UInt64?

    @OptionGroup var words: WordOptions

    @OptionGroup var rules: RulesOptions

    @Option(name: .customLong("player-words"), help: ArgumentHelp("Words each player types into the bowl, 0 to 10.", valueName: "K"))
    var playerWords: Int?

    @Flag(name: .customLong("no-sound"), help: "No sound in this game.")
    var noSound = false

    @Flag(inversion: .prefixedNo, help: "Whether each word's hint shows small under it (default: the settings'; the monikers rules turn it on).")
    var hints: Bool?

    @Option(name: .customLong("ui-lang"), help: ArgumentHelp("Interface language: en, ca or es.", valueName: "CODE"))
    var interfaceLanguage: UILanguage?

    func validate() throws {
        if let playerWords, !Preferences.Limits.playerWords.contains(playerWords) {
            throw ValidationError("--player-words must be from 0 to 10, not \(playerWords)")
        }
        if pairsPlayers != nil && !teams.isEmpty {
            throw ValidationError("--players (a pairs game) and --team cannot be given together")
        }
        if !teams.isEmpty && teams.count < GameSetup.Limits.teams.lowerBound {
            throw ValidationError("give at least two --team options, or none")
        }
        _ = try roster()
    }

    /// The teams of --team options (or the seats of --players), checked.
    func roster() throws -> [Team]? {
        if let pairsPlayers {
            let players = pairsPlayers.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            switch GameSetup(players: players, rules: Rules(), words: ["-"], seed: 0).validated() {
            case .success(let setup): return setup.teams
            case .failure(let errors): throw ValidationError("--players: \(errors)")
            }
        }
        guard !teams.isEmpty else { return nil }
        let parsed = try teams.map { option -> Team in
            guard let colon = option.firstIndex(of: ":") else {
                throw ValidationError("--team takes \"NAME:PLAYER,PLAYER\", not \(option)")
            }
            let players = option[option.index(after: colon)...].split(separator: ",").map(String.init)
            return Team(name: String(option[..<colon]), players: players)
        }
        let check = GameSetup(teams: parsed, rules: Rules(), words: ["-"], seed: 0).validated()
        switch check {
        case .success(let setup): return setup.teams
        case .failure(let errors): throw ValidationError("--team: \(errors)")
        }
    }

    func run() throws {
        let files = words.packs.filter(WordOptions.isFile)
        let catalog = try words.catalog(dataDirectory: global.directory)
        // The packs named are checked before the terminal is: one that no folder holds is said so at once.
        _ = try words.apply(to: Preferences(), catalog: catalog)
        let roster = try roster()
        try Launch.run(.newGame, dataDirectory: global.dataDir, packFiles: files, colour: screen.colour) { model in
            var preferences = rules.apply(to: try words.apply(to: model.preferences, catalog: catalog))
            if let playerWords { preferences.playerWords = playerWords }
            if noSound { preferences.sound = .off }
            if let hints { preferences.hints = hints }
            if let interfaceLanguage { preferences.interfaceLanguage = interfaceLanguage }
            let mode: GameMode = pairsPlayers == nil ? .teams : .pairs
            _ = model.update(
                .playOptionsGiven(PlayOptions(preferences: preferences, roster: roster, seed: seed, mode: mode)), at: 0)
        }
    }
}

extension UILanguage: ExpressibleByArgument {}
