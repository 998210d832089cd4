import Foundation
import PappersCanvas
import PappersTestSupport
import Testing
@testable import PappersHost

/// The real OpenSSH client, in a tmux pane, against a host in the test process: it logs in with the code
/// (sshpass), its keys and window changes arrive as the in-process clients' do, frames show in the pane, and
/// leaving gives the terminal back as it was.
///
/// Elsewhere than CI, without ssh and sshpass the suite says they are missing; in CI (which installs them) their
/// absence fails it.
@Suite(.enabled(if: OpenSSH.isAvailable || ProcessInfo.processInfo.environment["CI"] != nil,
                "ssh, sshpass or tmux is not installed (.ci/run installs them)"),
       .onItsOwnThread)
struct OpenSSHEndToEndTests {
    init() throws {
        try #require(OpenSSH.isAvailable, "ssh, sshpass and tmux must be installed in CI (.ci/run installs them)")
    }

    @Test func aRealClientJoinsTypesResizesAndLeavesClean() async throws {
        let running = try RunningHost()
        defer { running.stop() }
        let pane = try TerminalTmux(
            OpenSSH.command(port: running.port, code: "paper", user: "ana"), width: 90, height: 28,
            environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"])
        guard let (id, request) = await running.firstSeat(timeout: 30) else {
            Issue.record("no seat; the pane shows:\n\(pane.screen().joined(separator: "\n"))")
            return
        }
        #expect(request.user == "ana" && request.terminal == "xterm-256color" && request.size == Size(width: 90, height: 28))
        running.host.show(Self.screen("Hola, ana", size: request.size), depth: .palette256, on: id)
        #expect(pane.wait(for: "Hola, ana"))
        #expect(pane.modes == (alternateScreen: true, cursorVisible: false))
        pane.press("Up")
        pane.type("é")
        pane.press("C-c")
        pane.press("F1")
        pane.press("C-z")
        #expect(await running.wait { _ in
            running.keys(of: id) == [.up, .character("é"), .control("c"), .function(1), .control("z")]
        }, "\(running.keys(of: id))")
        pane.press("Escape")
        #expect(await running.wait { _ in running.keys(of: id).last == .escape })
        pane.resize(width: 70, height: 20)
        #expect(await running.wait { _ in running.events(of: id).last == .resized(Size(width: 70, height: 20)) })
        running.host.show(Self.screen("now 70 × 20", size: Size(width: 70, height: 20)), depth: .palette256, on: id)
        #expect(pane.wait(for: "now 70 × 20"))
        #expect(pane.screen().count == 20 && !pane.screen().contains { $0.contains("Hola") })
        running.host.close(id, farewell: "Adéu, ana")
        #expect(pane.wait(for: "DONE"))
        let screen = pane.screen(history: true)
        #expect(screen.contains("Adéu, ana") && screen.contains("EXIT=0") && screen.contains("STTY-SAME"), "\(screen)")
        #expect(pane.modes == (alternateScreen: false, cursorVisible: true))
        #expect(await running.wait { _ in running.events(of: id).last == .disconnected(.closedByHost) })
    }

    @Test func aWrongCodeIsRefusedByTheRealClient() async throws {
        let running = try RunningHost()
        defer { running.stop() }
        let pane = try TerminalTmux(OpenSSH.command(port: running.port, code: "wrong", user: "ana"), width: 90, height: 10)
        #expect(pane.wait(for: "DONE", timeout: 30))
        #expect(pane.screen(history: true).contains { $0.hasPrefix("EXIT=") && $0 != "EXIT=0" })
        #expect(running.host.events.drain().isEmpty)
        #expect(running.host.wrongCodes >= 1)
    }

    @Test func sshKeygenShowsTheFingerprintTheLobbyShows() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pappers-keygen-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = HostKeyFile(path: folder + "/host_key")
        let key = try HostKey.loadOrCreate(from: store)
        let printed = try OpenSSH.run(["/usr/bin/ssh-keygen", "-l", "-f", store.path])
        #expect(printed.contains(key.fingerprint) && printed.contains("(ED25519)"), "\(printed)")
        let publicKey = try OpenSSH.run(["/usr/bin/ssh-keygen", "-y", "-f", store.path])
        #expect(publicKey.hasPrefix(key.publicKeyLine))
    }

    private static func screen(_ text: String, size: Size) -> Grid {
        var grid = Grid(width: size.width, height: size.height)
        grid.fill(style: Style(background: .role(.menuPaper)))
        grid.text(text, x: 2, y: 1, style: Style(foreground: .role(.menuTitle), background: .role(.menuPaper)).bolded())
        grid.text("bottom right", x: size.width - 12, y: size.height - 1, style: Style(foreground: .role(.menuInk), background: .role(.menuPaper)))
        return grid
    }
}

/// The OpenSSH client and sshpass, as CI installs them.
enum OpenSSH {
    static let isAvailable = ["/usr/bin/ssh", "/usr/bin/sshpass", "/usr/bin/ssh-keygen"].allSatisfy {
        FileManager.default.isExecutableFile(atPath: $0)
    } && TerminalTmux.isAvailable

    /// `ssh` to the host on 127.0.0.1 with the code as the password, asking for a terminal, trusting the host's
    /// key without a known_hosts file (CI runs as root with no terminal).
    static func command(port: Int, code: String, user: String) -> String {
        "sshpass -p \(code) ssh -tt -p \(port) -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null"
            + " -o PubkeyAuthentication=no -o PreferredAuthentications=password -o LogLevel=ERROR"
            + " -o ConnectTimeout=20 \(user)@127.0.0.1"
    }

    /// Runs a program; its standard output.
    static func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
