import CNcursesw
#if canImport(Glibc)
import Glibc
#endif

/// Plays the cues through the system's sound player, without ever blocking or touching the terminal.
///
/// The two WAV files live in a directory of the user's own (`$XDG_RUNTIME_DIR/pappers-sound`, else
/// `$TMPDIR/pappers-sound-<uid>`, mode 0700), rewritten at each start and shared by every run, so that nothing
/// piles up in the temporary directory. Each cue starts the player with `posix_spawn`, in a process group of its
/// own (Ctrl-C and Ctrl-Z at the keyboard do not reach it) with standard input, output and error on /dev/null
/// (it can neither read keys nor print over the screen) and none of the game's other descriptors open.
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
    private var running: Set<pid_t> = []
    /// The WAV file of each cue.
    private(set) var files: [WAV.Cue: String] = [:]

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
                    return SoundPlayer(
                        executable: path, arguments: candidate.arguments, directory: cueDirectory(environment))
                }
            }
        }
        return nil
    }

    /// Where the cues are written: `$XDG_RUNTIME_DIR/pappers-sound`, else `$TMPDIR/pappers-sound-<uid>`.
    static func cueDirectory(_ environment: (String) -> String?) -> String {
        if let runtime = environment("XDG_RUNTIME_DIR"), runtime.hasPrefix("/") { return "\(runtime)/pappers-sound" }
        let temporary = environment("TMPDIR").flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
        return "\(temporary)/pappers-sound-\(getuid())"
    }

    /// A player running `executable` with `arguments` and then a WAV file's path, the files written to
    /// `directory` (made with mode 0700 if missing); nil when the directory is not the user's own or the files
    /// cannot be written.
    init?(executable: String, arguments: [String], directory: String) {
        self.executable = executable
        self.arguments = arguments
        guard Self.makePrivateDirectory(directory) else { return nil }
        for cue in WAV.Cue.allCases {
            let path = "\(directory)/\(cue).wav"
            guard Self.write(WAV.file(notes: cue.notes), to: path) else { return nil }
            files[cue] = path
        }
    }

    deinit { reap() }

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
        _ = Self.closeFrom?(&actions, 3)  // the player keeps none of the game's files open

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

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which Swift does not import.
    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private static let closeFrom: CloseFrom? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
        else { return nil }
        return unsafeBitCast(symbol, to: CloseFrom.self)
    }()

    /// Makes `path` a directory only the user can enter, or checks that it is one: a directory (not a link)
    /// owned by the user, with no access for others.
    private static func makePrivateDirectory(_ path: String) -> Bool {
        if mkdir(path, 0o700) != 0 && errno != EEXIST { return false }
        var status = stat()
        guard lstat(path, &status) == 0 else { return false }
        return status.st_mode & S_IFMT == S_IFDIR && status.st_uid == getuid() && status.st_mode & 0o077 == 0
    }

    /// Writes `bytes` to `path` through a temporary file and a rename, so that a player started by another run
    /// meanwhile never reads half a file.
    private static func write(_ bytes: [UInt8], to path: String) -> Bool {
        let temporary = "\(path).\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { return false }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written <= 0 { break }
            offset += written
        }
        close(descriptor)
        guard offset == bytes.count, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }
}
