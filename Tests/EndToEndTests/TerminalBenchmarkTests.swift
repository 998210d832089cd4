import Foundation
import Testing

/// The terminal layer's quality bars (SPEC §6), measured in a pseudo-terminal. Benchmarks, not tests of
/// behaviour: they run only with `PAPPERS_BENCH=1`, on a quiet machine, and print what they measure.
/// `PAPPERS_BENCH_TERMINAL_CHECK` may name a release build of terminal-check
/// (`swift build -c release --product terminal-check`); the debug one next to the tests is the default.
///
/// - First frame: terminal-check's first screen against a minimal C ncurses program drawing one line
///   (compiled with gcc -O2), median of 15 runs each: at most 3 times slower.
/// - Idle: terminal-check waiting with a 1 s timeout for 10 s: under 0.3% of a core, and a few bytes a second.
/// - Key latency: a key written to the terminal until the first byte of the redraw, median of 50.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["PAPPERS_BENCH"] == "1", "set PAPPERS_BENCH=1"))
struct TerminalBenchmarkTests {
    private let program = ProcessInfo.processInfo.environment["PAPPERS_BENCH_TERMINAL_CHECK"]
        ?? TerminalTmux.terminalCheck

    private static let baseline = """
        #include <curses.h>
        #include <locale.h>
        #include <stdio.h>
        int main(void) {
            setlocale(LC_ALL, "");
            SCREEN *screen = newterm(NULL, stdout, stdin);
            if (screen == NULL) return 1;
            cbreak();
            noecho();
            mvaddstr(0, 0, "first-line ready");
            refresh();
            getch();
            endwin();
            return 0;
        }
        """

    private static let measure = #"""
        import fcntl, json, os, pty, select, struct, sys, termios, time

        def spawn(argv):
            env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8")
            env.pop("NO_COLOR", None)
            pid, fd = pty.fork()
            if pid == 0:
                fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
                os.execve(argv[0], argv, env)
            return pid, fd

        def read_until(fd, marker, output=b""):
            while marker not in output:
                ready, _, _ = select.select([fd], [], [], 10)
                if not ready:
                    raise SystemExit("no %r in %r" % (marker, output[-200:]))
                output += os.read(fd, 65536)
            return output

        def finish(pid, fd):
            os.write(fd, b"q")
            try:
                while os.read(fd, 65536):
                    pass
            except OSError:
                pass
            os.waitpid(pid, 0)
            os.close(fd)

        def first_frame(argv, marker):
            start = time.perf_counter()
            pid, fd = spawn(argv)
            read_until(fd, marker)
            elapsed = time.perf_counter() - start
            finish(pid, fd)
            return elapsed * 1000

        def cpu(pid):
            with open("/proc/%d/schedstat" % pid) as f:
                return int(f.read().split()[0])

        def idle(argv, seconds):
            pid, fd = spawn(argv)
            read_until(fd, b"last:")
            time.sleep(1)
            before, written, start = cpu(pid), 0, time.monotonic()
            while time.monotonic() - start < seconds:
                ready, _, _ = select.select([fd], [], [], 0.2)
                if ready:
                    written += len(os.read(fd, 65536))
            elapsed = time.monotonic() - start
            used = cpu(pid) - before
            finish(pid, fd)
            return used / (elapsed * 1e9) * 100, written / elapsed

        def latency(argv, keys):
            pid, fd = spawn(argv)
            read_until(fd, b"last:")
            time.sleep(0.2)
            samples = []
            for index in range(keys):
                start = time.perf_counter()
                os.write(fd, b"xz"[index % 2:index % 2 + 1])
                select.select([fd], [], [], 5)
                samples.append((time.perf_counter() - start) * 1000)
                time.sleep(0.03)
                while select.select([fd], [], [], 0.02)[0]:
                    os.read(fd, 65536)
            finish(pid, fd)
            return sorted(samples)[len(samples) // 2]

        baseline, program = sys.argv[1], sys.argv[2]
        c_runs, swift_runs = [], []
        for _ in range(15):
            c_runs.append(first_frame([baseline], b"first-line ready"))
            swift_runs.append(first_frame([program, "--block"], b"terminal-check"))
        c_runs.sort(); swift_runs.sort()
        cpu_percent, bytes_per_second = idle([program, "--tick", "1000"], 10)
        print(json.dumps({
            "cFirstFrameMillis": c_runs[7], "swiftFirstFrameMillis": swift_runs[7],
            "idleCPUPercent": cpu_percent, "idleBytesPerSecond": bytes_per_second,
            "keyLatencyMillis": latency([program, "--block"], 50),
        }))
        """#

    private func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func firstFrameIdleCPUAndKeyLatency() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("pappers-terminal-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("first-line.c")
        let baseline = directory.appendingPathComponent("first-line").path
        let script = directory.appendingPathComponent("measure.py")
        try Self.baseline.write(to: source, atomically: true, encoding: .utf8)
        try Self.measure.write(to: script, atomically: true, encoding: .utf8)
        let compiled = try run("/usr/bin/gcc", ["-O2", "-o", baseline, source.path, "-lncursesw"])
        try #require(compiled.status == 0, "\(compiled.output)")

        let measured = try run("/usr/bin/env", ["python3", script.path, baseline, program])
        try #require(measured.status == 0, "\(measured.output)")
        let line = try #require(measured.output.split(separator: "\n").last)
        let numbers = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Double])
        let c = try #require(numbers["cFirstFrameMillis"])
        let swift = try #require(numbers["swiftFirstFrameMillis"])
        let cpu = try #require(numbers["idleCPUPercent"])
        let bytes = try #require(numbers["idleBytesPerSecond"])
        let latency = try #require(numbers["keyLatencyMillis"])
        let format = { (value: Double, digits: Int) in String(format: "%.\(digits)f", value) }
        print("""
            terminal benchmark (\(program)):
              first frame: C ncurses \(format(c, 1)) ms, terminal-check \(format(swift, 1)) ms \
            (\(format(swift / c, 2))×)
              idle with a 1 s timeout: \(format(cpu, 3))% of a core, \(format(bytes, 0)) bytes/s to the terminal
              key to redraw: \(format(latency, 2)) ms (median of 50)
            """)
        #expect(swift <= 3 * c)
        #expect(cpu < 0.3)
        #expect(latency < 5)
    }
}
