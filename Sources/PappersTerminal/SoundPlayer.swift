import CNcursesw
#if canImport(Glibc)
import Glibc
#endif

/// Plays the cues through the system's sound player, without ever blocking or touching the terminal.
///
/// The two WAV files are written once to a private temporary directory. Each cue starts the player with
/// `posix_spawn`, in a process group of its own (Ctrl-C and Ctrl-Z at the keyboard do not reach it) with
/// standard input, output and error on /dev/null (it can neither read keys nor print over the screen).
/// Finished players are reaped on the next cue and when the player goes away.
final class SoundPlayer {
    /// Players tried in order: PulseAudio or PipeWire's, then ALSA's.
    static let candidates: [(name: String, arguments: [String])] = [
        ("paplay", []), ("pw-play", []), ("aplay", ["-q"]),
    ]
    /// Players allowed to run at once; more cues are dropped rather than piled up.
    static let maximumRunning = 4

    let executable: String
    let arguments: [String]
    private let directory: String
    private var files: [WAV.Cue: String] = [:]
    private var running: Set<pid_t> = []

    /// The first candidate found on `searchPath` (default `PATH`), or nil when there is none, when the program
    /// runs over SSH (the sound would play on the far machine), or when the sound files cannot be written.
    static func find(
        searchPath: String? = nil, environment: (String) -> String? = Terminal.environment
    ) -> SoundPlayer? {
        for name in ["SSH_CONNECTION", "SSH_CLIENT", "SSH_TTY"] where environment(name)?.isEmpty == false {
            return nil
        }
        let directories = (searchPath ?? environment("PATH") ?? "/usr/bin:/bin").split(separator: ":")
        for candidate in candidates {
            for directory in directories where !directory.isEmpty {
                let path = "\(directory)/\(candidate.name)"
                if access(path, X_OK) == 0 {
                    return SoundPlayer(executable: path, arguments: candidate.arguments)
                }
            }
        }
        return nil
    }

    /// A player running `executable` with `arguments` and then the WAV file's path.
    init?(executable: String, arguments: [String]) {
        self.executable = executable
        self.arguments = arguments
        let base = Terminal.environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array("\(base)/pappers-sound-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { return nil }
        directory = String(cString: made)
        for cue in WAV.Cue.allCases {
            let path = "\(directory)/\(cue).wav"
            guard Self.write(WAV.file(notes: cue.notes), to: path) else { return nil }
            files[cue] = path
        }
    }

    deinit {
        reap()
        for path in files.values { unlink(path) }
        rmdir(directory)
    }

    /// Starts playing `cue` and returns at once; false when the player could not be started.
    func play(_ cue: WAV.Cue) -> Bool {
        reap()
        guard let file = files[cue] else { return false }
        if running.count >= Self.maximumRunning { return true }
        guard let pid = spawn([executable] + arguments + [file]) else { return false }
        running.insert(pid)
        return true
    }

    /// How many players are still running (after reaping those that finished).
    var runningCount: Int {
        reap()
        return running.count
    }

    private func reap() {
        for pid in running {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid || (result < 0 && errno == ECHILD) { running.remove(pid) }
        }
    }

    private func spawn(_ command: [String]) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in SignalFlags.caughtSignals + [SIGWINCH, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        var argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, &argv, pappers_environ())
        return result == 0 ? pid : nil
    }

    private static func write(_ bytes: [UInt8], to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written <= 0 { return false }
            offset += written
        }
        return true
    }
}
