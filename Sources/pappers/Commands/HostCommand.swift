import ArgumentParser
import Foundation
import PappersApp
import PappersHost
import PappersSession
import PappersTerminal
import PappersUI

/// `pappers host`: opens a room that players join over SSH, each from a terminal of their own, and shows its
/// lobby on the host's terminal. The host key and the players remembered by key are kept in the data directory.
struct HostCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "host",
        abstract: "Open a room that players join over SSH from their own terminals.",
        discussion: """
            The host's terminal shows the lobby: the room code, what to type to join, the host key's fingerprint \
            and the players as they come. Each player types `ssh -p PORT NAME@HOST` in any terminal, with the room \
            code as the password (a player the host remembered comes back with their SSH key alone), and sees the \
            lobby on their own screen; Ctrl-C there opens their menu. On the host's terminal: Up and Down choose a \
            player, Left and Right move them along the teams, t switches between teams and pairs, x removes the \
            player, Enter starts the game, Esc or q closes the room (every player is told). The game is an ordinary one \
            (saved, continued, exported and replayed as any), with the rules and words of the options below and the \
            settings; each player's terminal shows their own view of it, the host's the table, which never shows \
            the word. A player who joins after the start watches until, between turns, w on the host's terminal \
            seats them in a team; a player's menu also sets their own colours. Listens on 127.0.0.1 only unless \
            --lan.

            Examples:
              pappers host                          # then, in another terminal: ssh -p 2222 ana@127.0.0.1
              pappers host --lan --port 2200 --code PAPER
              pappers host --words 20 --turn-seconds 45 --rounds describe,one-word
            """,
        version: PappersVersion.current
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup(title: "Rules") var rules: RulesOptions
    @OptionGroup(title: "Words") var words: WordOptions

    @Option(help: ArgumentHelp("The port to listen on, 1 to 65535 (0: any free one).", valueName: "N"))
    var port = 2222

    @Flag(help: "Listen on every network interface and list their addresses (default: 127.0.0.1 only).")
    var lan = false

    @Option(help: ArgumentHelp("The room code, 4 to 6 letters (default: a new one of 5).", valueName: "CODE"))
    var code: String?

    @Option(name: .customLong("ui-lang"), help: ArgumentHelp("Interface language: en, ca or es.", valueName: "CODE"))
    var interfaceLanguage: UILanguage?

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be from 0 to 65535, not \(port)") }
        if let code, RoomCode(code) == nil { throw ValidationError("--code must be 4 to 6 letters, not \(code)") }
    }

    func run() throws {
        try InteractiveTerminal.require { streams in
            "pappers host shows the lobby full-screen and needs an interactive terminal (\(streams))"
        }
        // The packs named are checked before anyone joins: one that no folder holds is said so at once.
        _ = try words.apply(to: Preferences(), catalog: words.catalog(dataDirectory: global.directory))
        let environment = ProcessInfo.processInfo.environment
        let directory = global.directory
        let hostKey: HostKey
        let remembered: RememberedKeys
        do {
            try directory.create()
            hostKey = try HostKey.loadOrCreate(from: HostKeyFile(path: directory.hostKeyPath))
            remembered = try RememberedKeys(file: RememberedKeysFile(path: directory.rememberedPlayersPath))
        } catch {
            throw Failure(.ioError, "\(error)")
        }
        let roomCode = code.flatMap { RoomCode($0) } ?? RoomCode.random()
        let server: HostServer
        do {
            server = try HostServer.start(
                HostConfiguration(port: port, everyInterface: lan, code: roomCode), hostKey: hostKey, rememberedKeys: remembered)
        } catch {
            throw Failure(.unavailable, "\(error)")
        }
        let language = interfaceLanguage ?? UILanguage.from(environment: environment)
        let teamWord = Strings(language).defaultNames.team
        let lobby = Lobby(
            code: roomCode.description, port: server.port, addresses: server.addresses, fingerprint: server.fingerprint,
            teams: ["\(teamWord) 1", "\(teamWord) 2"])
        let link = HostRoomLink(server: server, rememberedKeys: remembered)

        let terminal = Terminal()
        do {
            try terminal.start(TerminalOptions(
                colour: .automatic, crashMessage: "Pappers stopped unexpectedly; the room is closed."))
        } catch {
            server.stop()
            throw Failure(.unavailable, "\(error)")
        }
        let loop = HostLoop(terminal: terminal, link: link, room: HostRoom(lobby: lobby, hostSize: terminal.size), language: language)
        loop.run()
        defer {
            terminal.stop()
            server.stop(farewell: HostLoop.farewell(.roomClosed, in: language))
            if let problem = link.rememberingProblem { StandardStreams.complain("note: a player's key was not remembered: \(problem)") }
        }
        if let seating = loop.room.started {
            try playGame(seating, room: loop.room, on: terminal, link: link, language: language)
        }
    }

    /// The game the lobby started: an ordinary new game (the same store, journal and records as `pappers play`)
    /// with the lobby's roster and mode, the host's terminal its table and each player's terminal a seat.
    private func playGame(
        _ seating: LobbySeating, room: HostRoom, on terminal: Terminal, link: HostRoomLink, language: UILanguage
    ) throws {
        let catalog = try words.catalog(dataDirectory: global.directory)
        let opened = try Launch.open(.newGame, dataDirectory: global.dataDir, laptop: .table) { model in
            var preferences = rules.apply(to: try words.apply(to: model.preferences, catalog: catalog))
            if let interfaceLanguage { preferences.interfaceLanguage = interfaceLanguage }
            _ = model.update(.playOptionsGiven(seating.playOptions(preferences)), at: 0)
        }
        let hosted = HostedSeats(link: link, room: GameRoom(room: room, seating: seating), language: language)
        try Launch.play(opened, .newGame, on: terminal, packFiles: words.packs.filter(WordOptions.isFile), hosted: hosted)
    }
}
