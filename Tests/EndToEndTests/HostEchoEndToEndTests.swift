import Foundation
import PappersTestSupport
import Testing

/// `pappers host-echo`, the real binary, joined by the real OpenSSH client (with sshpass typing the room code),
/// each in a tmux pane: the client's keys come back on its screen, Ctrl-C leaves with its terminal as it was,
/// and the host stops clean at its own Ctrl-C. CI installs ssh and sshpass (`.ci/run`); elsewhere the suite
/// says they are missing.
@Suite(.onItsOwnThreadInTurn,
       .enabled(if: OpenSSHClient.isInstalled || ProcessInfo.processInfo.environment["CI"] != nil,
                "ssh or sshpass is not installed (.ci/run installs them)"))
struct HostEchoEndToEndTests {
    @Test func aRealClientJoinsHostEchoAndItsKeysComeBack() throws {
        try #require(OpenSSHClient.isInstalled, "ssh and sshpass must be installed in CI (.ci/run installs them)")
        let key = FileManager.default.temporaryDirectory.appendingPathComponent("pappers-echo-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: key) }
        let host = try TerminalTmux(
            "'\(PappersPane.binary)' host-echo --port 0 --code PAPER --key-file '\(key.path)' --seconds 300",
            width: 100, height: 10)
        #expect(host.wait(for: "host key SHA256:"))
        let port = host.screen().lazy.compactMap { line -> Int? in
            guard let range = line.range(of: "Listening on port ") else { return nil }
            return Int(line[range.upperBound...].prefix { $0.isNumber })
        }.first
        let listening = try #require(port, "no port in \(host.screen())")
        #expect(host.screen().contains("  ssh -p \(listening) NAME@127.0.0.1"))

        let client = try TerminalTmux(
            "sshpass -p paper ssh -tt -p \(listening) -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null"
                + " -o PubkeyAuthentication=no -o PreferredAuthentications=password -o LogLevel=ERROR"
                + " -o ConnectTimeout=20 ana@127.0.0.1",
            width: 80, height: 20, environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"])
        #expect(client.wait(for: "· ana · xterm-256color · 80×20", timeout: 30), "\(client.screen())")
        client.type("hi")
        client.press("Up")
        client.press("F1")
        client.type("é")
        #expect(client.wait(for: "h i up F1 é"), "\(client.screen())")
        #expect(client.modes == (alternateScreen: true, cursorVisible: false))
        client.press("C-c")
        #expect(client.wait(for: "DONE"))
        let left = client.screen(history: true)
        #expect(left.contains("Bye from pappers host-echo.") && left.contains("EXIT=0") && left.contains("STTY-SAME"), "\(left)")
        #expect(client.modes == (alternateScreen: false, cursorVisible: true))

        host.press("C-c")
        #expect(host.wait(for: "DONE"))
        // The pane echoes the ^C in front of the status line.
        #expect(host.screen(history: true).contains { $0.hasSuffix("EXIT=0") }, "\(host.screen(history: true))")
    }
}

/// The OpenSSH client and sshpass, as CI installs them.
enum OpenSSHClient {
    static let isInstalled = ["/usr/bin/ssh", "/usr/bin/sshpass"].allSatisfy {
        FileManager.default.isExecutableFile(atPath: $0)
    } && TerminalTmux.isAvailable
}
