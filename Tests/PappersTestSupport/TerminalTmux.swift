import Foundation

/// One program running in a pane of a tmux server of its own, for end-to-end tests of the terminal layer.
///
/// Every instance uses its own socket (`tmux -L`), so tests run in parallel without meeting, and the server is
/// killed when the instance goes away. Tests poll the pane for text instead of sleeping blindly.
///
/// `wrapped` runs the command inside a small `sh` script that records the terminal's settings (`stty -g`)
/// before, then prints `EXIT=<status>`, `STTY-SAME` or `STTY-DIFFERENT`, the main `stty -a` flags and `DONE`
/// after, and keeps the pane open. The script catches SIGINT itself, as an interactive shell would not be hit by
/// the program's Ctrl-C.
public final class TerminalTmux {
    /// Whether tmux is installed.
    public static let isAvailable = FileManager.default.isExecutableFile(atPath: tmuxPath)
    public static let tmuxPath = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"]
        .first { FileManager.default.isExecutableFile(atPath: $0) } ?? "/usr/bin/tmux"

    /// The build directory holding the test bundle and the products it depends on.
    public static let productsDirectory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent()
    /// The terminal-check program built next to the tests.
    public static let terminalCheck = productsDirectory.appendingPathComponent("terminal-check").path

    public let socket: String
    public let directory: URL
    private var commands = 0

    /// Starts `command` (a shell command line) in a `width` × `height` pane. `environment` sets variables for
    /// the command, or unsets those given nil (by default `NO_COLOR` is unset and `TERM` is `screen`, tmux's
    /// own); `PANE_DIR` is this instance's private directory (see `path`).
    /// `wrapped` false runs an interactive bash instead, ready for `type`.
    public init(
        _ command: String = "", width: Int = 80, height: Int = 24, environment: [String: String?] = [:],
        wrapped: Bool = true
    ) throws {
        socket = "pappers-term-\(getpid())-\(UUID().uuidString.prefix(8))"
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var lines = ["#!/bin/sh", "export PANE_DIR='\(directory.path)'"]
        let environment = ["NO_COLOR": nil, "TERM": "screen"].merging(environment) { $1 }
        for (name, value) in environment.sorted(by: { $0.key < $1.key }) {
            lines.append(value.map { "export \(name)='\($0)'" } ?? "unset \(name)")
        }
        if wrapped {
            let state = directory.path
            lines += [
                "env > \"$PANE_DIR/environment\"",
                "trap : INT",
                "stty -g > '\(state)/stty-before'",
                command,
                "status=$?",
                "trap '' INT",  // ignored from here on, across exec too: a late Ctrl-C must not cut the report short
                "echo \"EXIT=$status\"",
                "stty -g > '\(state)/stty-after'",
                "cmp -s '\(state)/stty-before' '\(state)/stty-after' && echo STTY-SAME || echo STTY-DIFFERENT",
                "echo FLAGS $(stty -a | tr ' ;' '\\n\\n' | grep -E '^-?(echo|icanon|isig|icrnl|opost|onlcr)$')"
                    + " | tee '\(state)/flags-after'",
                "echo $status > '\(state)/exit-status'",
                "echo DONE",
                "exec sleep 3600",
            ]
        } else {
            lines += ["export PS1='$ '", "exec bash --norc --noprofile -i"]
        }
        let script = directory.appendingPathComponent("pane.sh")
        try (lines.joined(separator: "\n") + "\n").write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        tmux(["-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)", script.path])
    }

    deinit {
        let socketPath = tmux(["display-message", "-p", "#{socket_path}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        tmux(["kill-server"])
        if socketPath.hasSuffix("/\(socket)") { unlink(socketPath) }  // tmux leaves it behind
        try? FileManager.default.removeItem(at: directory)
    }

    /// Runs a tmux command on this server; returns its standard output.
    ///
    /// tmux is started with `posix_spawn`, standard output into a file and every other descriptor closed: the
    /// first command forks the server, which would keep whatever it inherited open, and Foundation's `Process`
    /// waits for the descriptors it shares with its child to close, so it would wait forever, and so would a
    /// test reading a pipe another test's server inherited. Signals start unblocked and at their defaults: the
    /// test runs on a thread that blocks them, and a server (and panes) inheriting that would never hear
    /// SIGCHLD, Ctrl-C or Ctrl-Z.
    @discardableResult
    public func tmux(_ arguments: [String]) -> String {
        commands += 1
        let outputPath = path("tmux-output-\(commands)")
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        _ = Self.closeFrom?(&actions, 3)
        let command = [Self.tmuxPath, "-L", socket] + arguments
        var argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
        var envp: [UnsafeMutablePointer<CChar>?] = ProcessInfo.processInfo.environment.map { strdup("\($0)=\($1)") }
            + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        guard posix_spawn(&pid, Self.tmuxPath, &actions, &attributes, &argv, &envp) == 0 else { return "" }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which Swift does not import.
    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private static let closeFrom: CloseFrom? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
        else { return nil }
        return unsafeBitCast(symbol, to: CloseFrom.self)
    }()

    /// Presses keys by tmux name (`Escape`, `Up`, `C-c`, `F5`, …).
    public func press(_ keys: String...) { tmux(["send-keys"] + keys) }

    /// Types text as it is (accents included).
    public func type(_ text: String) { tmux(["send-keys", "-l", text]) }

    /// The pane's rows, wrapped lines joined, trailing spaces dropped; with `escapes`, with the attribute
    /// sequences tmux would send; with `history`, the scrolled-off lines too.
    public func screen(escapes: Bool = false, history: Bool = false) -> [String] {
        var arguments = ["capture-pane", "-p", "-J"]
        if escapes { arguments.append("-e") }
        if history { arguments += ["-S", "-200"] }
        var lines = tmux(arguments).components(separatedBy: "\n").map { line in
            var line = Substring(line)
            while line.last == " " { line.removeLast() }
            return String(line)
        }
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Waits up to `timeout` seconds until `condition` holds for the pane's rows; returns whether it did.
    @discardableResult
    public func wait(timeout: Double = 30, history: Bool = false, until condition: ([String]) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if condition(screen(history: history)) { return true }
            usleep(30_000)
        } while Date() < deadline
        return condition(screen(history: history))
    }

    /// Waits until some row contains `text`.
    @discardableResult
    public func wait(for text: String, timeout: Double = 30) -> Bool {
        wait(timeout: timeout, history: true) { $0.contains { $0.contains(text) } }
    }

    /// The pane's rows once `condition` holds for them and they stay the same for a quarter of a second, waiting
    /// up to `timeout` seconds; nil when they never do. A frame caught half drawn goes on to change: a test that
    /// compares whole screens, or reads a part of one that another part was drawn before, reads this.
    public func steadyScreen(escapes: Bool = false, timeout: Double = 30, where condition: ([String]) -> Bool = { _ in true })
        -> [String]? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let seen = screen(escapes: escapes)
            guard condition(seen) else {
                usleep(30_000)
                continue
            }
            usleep(250_000)
            if screen(escapes: escapes) == seen { return seen }
        }
        return nil
    }

    /// Waits until Space and Enter count in a Pappers screen; returns whether they did within `timeout` seconds.
    /// They wait a moment on a screen a hammered key could skip (`MainKeyGuard`), which the footer shows as a
    /// fill in place of the key's hint (`Enter ██────`, `##----` in ASCII), changing every fifth of a second:
    /// this waits for a steady screen whose footer shows none.
    public func settle(timeout: Double = 30) -> Bool {
        steadyScreen(timeout: timeout) { !($0.last.map(Self.showsAWaitingKey) ?? false) } != nil
    }

    /// Whether a footer shows a key waiting before it counts: the key, then the six cells of its fill.
    public static func showsAWaitingKey(_ footer: String) -> Bool {
        footer.contains(#/ ([█─]{6}|[#\-]{6})( |$)/#)
    }

    /// Whether the pane shows the alternate screen, and whether its cursor is visible.
    public var modes: (alternateScreen: Bool, cursorVisible: Bool) {
        let flags = tmux(["display-message", "-p", "#{alternate_on} #{cursor_flag}"])
            .trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ")
        return (flags.first == "1", flags.last == "1")
    }

    /// Resizes the window (and so the pane).
    public func resize(width: Int, height: Int) { tmux(["resize-window", "-x", "\(width)", "-y", "\(height)"]) }

    /// The state letter of a process (`S` sleeping, `T` stopped), from /proc.
    public static func processState(_ pid: pid_t) -> String? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let end = stat.lastIndex(of: ")") else { return nil }
        return stat[stat.index(end, offsetBy: 2)...].split(separator: " ").first.map(String.init)
    }

    /// A file in this instance's private directory.
    public func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    /// The process id terminal-check wrote to `--pid-file`, waiting for it.
    public func pid(file name: String = "pid") -> pid_t? {
        let deadline = Date().addingTimeInterval(15)
        repeat {
            if let text = try? String(contentsOfFile: path(name), encoding: .utf8),
               let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                return pid
            }
            usleep(30_000)
        } while Date() < deadline
        return nil
    }

    /// What the wrapper script reported once the program ended, waiting up to `timeout` seconds for it. The
    /// status and the terminal's settings are read from the files the wrapper wrote, so that keys echoed on
    /// the screen after the program ended cannot garble them.
    public func outcome(timeout: Double = 30) -> Outcome? {
        let deadline = Date().addingTimeInterval(timeout)
        while !FileManager.default.fileExists(atPath: path("exit-status")) && Date() < deadline { usleep(30_000) }
        guard wait(for: "DONE", timeout: max(1, deadline.timeIntervalSinceNow)) else { return nil }
        func file(_ name: String) -> String {
            ((try? String(contentsOfFile: path(name), encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        }
        // After SIGKILL the terminal stays raw, and keys typed after the program ended are echoed before the
        // wrapper's lines, so these may land anywhere on a row.
        let lines = screen(history: true).map { line in
            for marker in ["EXIT=", "STTY-", "FLAGS ", "DONE"] {
                if let range = line.range(of: marker) { return String(line[range.lowerBound...]) }
            }
            return String(line.drop { $0 == " " })
        }
        let before = file("stty-before"), after = file("stty-after")
        return Outcome(
            status: Int32(file("exit-status")) ?? -1, sttyUnchanged: !before.isEmpty && before == after,
            flags: Set(file("flags-after").split(separator: " ").dropFirst().map(String.init)), lines: lines,
            alternateScreen: modes.alternateScreen, cursorVisible: modes.cursorVisible, stty: (before, after))
    }

    /// How a wrapped program ended.
    public struct Outcome {
        public var status: Int32
        /// Whether `stty -g` after the program is the same as before.
        public var sttyUnchanged: Bool
        /// The main flags `stty -a` showed after (`echo`, `icanon`, or `-echo`, …).
        public var flags: Set<String>
        /// Everything the pane showed.
        public var lines: [String]
        public var alternateScreen: Bool
        public var cursorVisible: Bool
        /// `stty -g` before and after, for messages.
        public var stty: (before: String, after: String)

        /// The terminal is as a shell needs it: settings as before, echo and line editing on, normal screen,
        /// cursor visible.
        public var terminalIsSane: Bool {
            sttyUnchanged && flags.isSuperset(of: ["echo", "icanon", "isig", "icrnl", "opost", "onlcr"])
                && !alternateScreen && cursorVisible
        }
    }
}
