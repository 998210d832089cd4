import Foundation
import PappersTestSupport
import Testing

/// `pappers host`, the real binary, with real OpenSSH clients (sshpass typing the room code), each in a tmux
/// pane: both players are listed on the host's lobby and see it on their own terminals, and Esc on the host
/// closes the room, every terminal given back clean; three players play a short game in pairs to the podium,
/// which is then exported and replayed. Local play never starts the network.
@Suite(.onItsOwnThreadInTurn,
       .enabled(if: OpenSSHClient.isInstalled || ProcessInfo.processInfo.environment["CI"] != nil,
                "ssh or sshpass is not installed (.ci/run installs them)"))
struct HostEndToEndTests {
    /// The names of a process's threads.
    private static func threadNames(_ pid: pid_t) -> [String] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.compactMap { try? String(contentsOfFile: "/proc/\(pid)/task/\($0)/comm", encoding: .utf8) }
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    private static func client(port: Int, user: String, width: Int, height: Int, language: String) throws -> TerminalTmux {
        try TerminalTmux(
            "sshpass -p paper ssh -tt -p \(port) -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null"
                + " -o PubkeyAuthentication=no -o PreferredAuthentications=password -o LogLevel=ERROR"
                + " -o SendEnv=LANG -o ConnectTimeout=20 \(user)@127.0.0.1",
            width: width, height: height, environment: ["TERM": "xterm-256color", "LANG": language])
    }

    @Test func twoRealClientsJoinTheLobbyAndTheHostClosesTheRoom() throws {
        try #require(OpenSSHClient.isInstalled, "ssh and sshpass must be installed in CI (.ci/run installs them)")
        let host = try PappersPane("host --port 0 --code PAPER", width: 100, height: 30)
        #expect(host.pane.wait(for: "ssh -p "), "\(host.pane.screen())")
        let listening = try #require(Self.port(host), "no port in \(host.pane.screen())")
        let pid = try #require(host.gamePID)
        #expect(Self.threadNames(pid).contains { $0.hasPrefix("NIO-ELT") }, "\(Self.threadNames(pid))")

        let ana = try Self.client(port: listening, user: "ana", width: 80, height: 24, language: "C.UTF-8")
        let bru = try Self.client(port: listening, user: "bru", width: 60, height: 20, language: "C.UTF-8")
        #expect(host.pane.wait(timeout: 30) { $0.contains { $0.contains("● ana") } && $0.contains { $0.contains("● bru") } },
                "\(host.pane.screen())")
        for client in [ana, bru] {
            #expect(client.wait(timeout: 30) { lines in
                lines.contains { $0.contains("Waiting for the host to start") } && lines.contains { $0.contains("● ana") }
                    && lines.contains { $0.contains("● bru") }
            }, "\(client.screen())")
        }
        #expect(bru.screen().count == 20)

        host.press("Escape")
        for client in [ana, bru] {
            #expect(client.wait(for: "DONE", timeout: 20))
            let left = client.screen(history: true)
            #expect(left.contains("The host closed the room. Bye!") && left.contains("EXIT=0") && left.contains("STTY-SAME"),
                    "\(left)")
            #expect(client.modes == (alternateScreen: false, cursorVisible: true))
        }
        let outcome = try #require(host.pane.outcome())
        #expect(outcome.status == 0 && outcome.terminalIsSane, "\(outcome.lines)")
    }

    /// The port a host's lobby tells players to type.
    private static func port(_ host: PappersPane) -> Int? {
        host.pane.screen().lazy.compactMap { line -> Int? in
            guard let range = line.range(of: "ssh -p ") else { return nil }
            return Int(line[range.upperBound...].prefix { $0.isNumber })
        }.first
    }

    @Test func threeRealClientsPlayAGameToThePodiumThenItIsExportedAndReplayed() throws {
        try #require(OpenSSHClient.isInstalled, "ssh and sshpass must be installed in CI (.ci/run installs them)")
        let host = try PappersPane(
            "host --port 0 --code PAPER --words 5 --rounds describe --turn-seconds 30", width: 100, height: 30)
        #expect(host.pane.wait(for: "ssh -p "), "\(host.pane.screen())")
        let listening = try #require(Self.port(host), "no port in \(host.pane.screen())")
        var clients: [String: TerminalTmux] = [:]
        for name in ["ana", "bru", "cai"] {
            clients[name] = try Self.client(port: listening, user: name, width: 80, height: 24, language: "C.UTF-8")
        }
        #expect(host.pane.wait(timeout: 30) { $0.contains { $0.contains("Players (3)") } }, "\(host.pane.screen())")
        host.press("t")
        host.press("Enter")
        // The status bar is drawn below the line that waits: both in one capture.
        let table = host.pane.wait(timeout: 20) { lines in
            lines.contains { $0.contains("to start") } && lines.contains { $0.contains(" → ") }
        }
        #expect(table, "the table waits for the describer: \(host.pane.screen())")
        let status = host.pane.screen().first { $0.contains(" → ") } ?? ""
        let describer = try #require(status.components(separatedBy: " → ").first?.split(separator: " ").last.map(String.init))
        let describing = try #require(clients[describer], "\(status)")
        #expect(describing.wait(for: "Your turn: Space when ready"), "\(describing.screen())")
        #expect(describing.settle(), "Space never came to count: \(describing.screen())")
        describing.press("Space")
        #expect(describing.wait(for: "guessed!"), "\(describing.screen())")
        for guessed in 1...5 {
            describing.press("Space")
            if guessed < 5 {
                #expect(describing.wait(for: "+\(guessed) this turn"), "\(describing.screen())")
            }
        }
        #expect(host.pane.wait(for: "The bowl is empty!"), "\(host.pane.screen())")
        host.settle()
        host.press("Enter")
        for pane in [host.pane] + Array(clients.values) {
            #expect(pane.wait(for: "Best describer: \(describer), 5 words"), "\(pane.screen())")
        }
        host.settle()
        host.press("q")
        for client in clients.values {
            #expect(client.wait(for: "DONE", timeout: 20))
            let left = client.screen(history: true)
            #expect(left.contains("The game is over. Thanks for playing!") && left.contains("EXIT=0"), "\(left)")
            #expect(client.modes == (alternateScreen: false, cursorVisible: true))
        }
        let outcome = try #require(host.pane.outcome())
        #expect(outcome.status == 0 && outcome.terminalIsSane, "\(outcome.lines)")

        let exported = host.run(["export", "1"])
        #expect(exported.status == 0 && exported.output.contains("\"status\": \"finished\"") && exported.output.contains("\"mode\": \"pairs\""),
                "\(exported.output)")
        let replayed = host.run(["replay", "1", "--headless"])
        #expect(replayed.status == 0 && replayed.output.contains("\"status\":\"finished\""), "\(replayed.output)")
    }

    @Test func localPlayNeverStartsTheNetwork() throws {
        let game = try PappersPane("")
        #expect(game.expect("New game"))
        let pid = try #require(game.gamePID)
        let threads = Self.threadNames(pid)
        #expect(!threads.isEmpty && !threads.contains { $0.hasPrefix("NIO") }, "\(threads)")
        game.press("q")
    }
}
