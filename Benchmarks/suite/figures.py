"""The figures of SPEC §6 and of issue #27, each measured against a reference in the same run.

Every function in `ALL` takes the `Context` (binaries, sizes, a scratch folder) and returns a list of
`Figure`s: the samples of pappers, of each earlier release compared with it (`Context.baselines`, measured in
the same runs, interleaved with it so that the machine's load hits every binary alike) and of the reference,
the unit, and how pappers' median compares with the target.
"""
import json
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field

from pty_screen import Program, environment

HOME_SCREEN = ("The hat game", "q quit")  # the tagline, and the last hint of the footer (the last row drawn)
HAND_OFF = "Pass the laptop to"
TIME_UP = "Time's up!"
# Space and Enter are ignored for 1.2 s after a screen of the game appears (GameSession.mainKeyGuardMillis).
KEY_GUARD_SECONDS = 1.3


@dataclass
class Context:
    pappers: str
    reference: str
    scratch: str
    quick: bool
    # Earlier releases measured beside pappers: [(label, binary)].
    baselines: list = field(default_factory=list)
    # The program that fills a data directory with games (records-filler, built with pappers).
    filler: str = ""
    # The store's own timings (store-bench, built with pappers).
    store_bench: str = ""

    @property
    def binaries(self):
        """Every pappers measured: this one first, then the baselines, as (label, binary)."""
        return [("pappers", self.pappers)] + list(self.baselines)

    def data_directory(self):
        """A data directory that does not exist yet, in the scratch folder."""
        return os.path.join(tempfile.mkdtemp(dir=self.scratch), "pappers")

    def pappers_env(self, data_directory):
        return environment({"PAPPERS_HOME": data_directory})


@dataclass
class Figure:
    name: str
    unit: str
    samples: list
    reference_name: str = ""
    reference_samples: list = field(default_factory=list)
    target: str = ""
    met: bool = False
    note: str = ""
    # Whether pappers' median divided by the reference's means something (not for errors around zero).
    has_ratio: bool = True
    # The samples of each baseline, by label; an empty list when the baseline cannot do it.
    baseline_samples: dict = field(default_factory=dict)
    # The machine's load average (1 minute) when the figure's measuring began and ended.
    load: str = ""

    @property
    def median(self):
        return statistics.median(self.samples) if self.samples else None

    def baseline_median(self, label):
        samples = self.baseline_samples.get(label)
        return statistics.median(samples) if samples else None

    @property
    def reference_median(self):
        return statistics.median(self.reference_samples) if self.reference_samples else None


def median(values):
    return statistics.median(values)


# First frame

def _first_frame(argv, env, shows):
    program = Program(argv, env)
    arrived = program.wait_for_text(*shows)
    program.finish()
    return (arrived - program.started) * 1000


def first_frame(context):
    """Milliseconds from starting the program in the pseudo-terminal until its first screen is on screen."""
    runs = 1 if context.quick else 15
    existing = {}
    for label, binary in context.binaries:
        existing[label] = context.data_directory()
        _first_frame([binary], context.pappers_env(existing[label]), HOME_SCREEN)  # creates the database
    c_times = []
    fresh, kept = ({label: [] for label, _ in context.binaries} for _ in range(2))
    for _ in range(runs + 1):  # alternating, so that background load hits all alike; the first is warm-up
        c_times.append(_first_frame([context.reference], environment(), ("first-line ready",)))
        for label, binary in context.binaries:
            fresh[label].append(_first_frame([binary], context.pappers_env(context.data_directory()), HOME_SCREEN))
            kept[label].append(_first_frame([binary], context.pappers_env(existing[label]), HOME_SCREEN))
    if runs > 1:
        c_times = c_times[1:]
        for times in list(fresh.values()) + list(kept.values()):
            del times[0]
    figures = []
    for label, times in (("new data directory", fresh), ("existing data directory", kept)):
        figures.append(_with_baselines(Figure(
            f"first frame, {label}", "ms", times["pappers"], "C ncurses, one line", c_times, "≤ 3× C",
            median(times["pappers"]) <= 3 * median(c_times)), times))
    return figures


def _with_baselines(figure, samples):
    """`figure` with the samples of every baseline from `samples` (by label)."""
    figure.baseline_samples = {label: values for label, values in samples.items() if label != "pappers"}
    return figure


# Turns

def _start_turn(context, arguments, data_directory=None, binary=None):
    """`pappers play ARGUMENTS` at its first hand-off, then Enter: returns the program and the instant of Enter."""
    data_directory = data_directory or context.data_directory()
    program = Program([binary or context.pappers, "play", "--no-sound", *arguments], context.pappers_env(data_directory))
    program.wait_for_text(HAND_OFF)
    program.drain(KEY_GUARD_SECONDS)
    entered = program.send(b"\r")
    return program, entered


def _status_words_left(program):
    """The "N left" of the status bar (the row above the keys), or None."""
    match = re.search(r"(\d+) left", program.line(-2))
    return int(match.group(1)) if match else None


def _idle_cpu(program, settle, seconds):
    """The program's CPU use over `seconds` after `settle`: (% of a core from the threads' nanosecond counters,
    % of a core from the process's 10 ms ticks, wake-ups of its main thread a second)."""
    program.drain(settle)
    threads, ticks = program.thread_cpu_nanoseconds(), program.cpu_seconds()
    woken, start = program.status("voluntary_ctxt_switches"), time.perf_counter()
    program.drain(seconds)
    elapsed = time.perf_counter() - start
    used = sum(now - threads.get(task, 0) for task, now in program.thread_cpu_nanoseconds().items()) / 1e9
    ticks = program.cpu_seconds() - ticks
    woken = program.status("voluntary_ctxt_switches") - woken
    return used / elapsed * 100, ticks / elapsed * 100, woken / elapsed


def idle_cpu(context):
    """CPU time used during a running turn with no key pressed, as a percentage of one core."""
    runs, seconds = (1, 3) if context.quick else (3, 20)
    percents = {label: [] for label, _ in context.binaries}
    termdown, ticks, wakes = [], [], []
    for _ in range(runs):
        for label, binary in context.binaries:
            program, _ = _start_turn(context, [], binary=binary)
            program.wait_for(lambda text: _status_words_left(program) is not None, what="the turn's status bar")
            percent, by_ticks, woken = _idle_cpu(program, 1, seconds)
            percents[label].append(percent)
            if label == "pappers":
                ticks.append(by_ticks)
                wakes.append(woken)
            program.kill()
        program = Program([shutil.which("termdown"), "60"])
        program.wait_for(lambda text: text.strip() != "", what="termdown's countdown")
        termdown.append(_idle_cpu(program, 1, seconds)[0])
        program.kill()
    pappers = percents["pappers"]
    return [_with_baselines(Figure(
        "idle CPU during a turn", "% core", pappers, "termdown 60", termdown, "< 0.3%", median(pappers) < 0.3,
        f"{seconds} s windows; {median(ticks):.2f}% by the process's 10 ms ticks; {median(wakes):.1f} wake-ups/s"),
        percents)]


def timer(context):
    """How far the time-up screen lands from the nominal 10 s, from the Enter that started the clock."""
    runs = 1 if context.quick else 3
    errors = {label: [] for label, _ in context.binaries}
    reference = []
    for _ in range(runs):
        for label, binary in context.binaries:
            program, entered = _start_turn(context, ["--turn-seconds", "10"], binary=binary)
            shown = program.wait_for_text(TIME_UP, timeout=30)
            errors[label].append((shown - entered) * 1000 - 10_000)
            program.kill()
        program = Program([context.reference, "--countdown", "10"])
        program.wait_for_text("first-line ready")
        entered = program.send(b"\r")
        shown = program.wait_for_text(TIME_UP, timeout=30)
        reference.append((shown - entered) * 1000 - 10_000)
        program.finish()
    pappers = errors["pappers"]
    worst = max(pappers, key=abs)
    return [_with_baselines(Figure(
        "time up after 10 s turn (error)", "ms", pappers, "C ncurses timed getch", reference, "within 50 ms",
        abs(worst) <= 50, f"worst {worst:+.1f} ms", has_ratio=False), errors)]


def _words_left_anywhere(program):
    match = re.search(r"(\d+) left", program.text())
    return int(match.group(1)) if match else None


def _key_latency(program, words, keys, words_left):
    """Space then u, `keys` times: the milliseconds from each Space written until `words_left` shows one less."""
    samples = []
    for _ in range(keys):
        program.drain(0.03)
        sent = program.send(b" ")
        shown = program.wait_for(lambda text: words_left(program) == words - 1, what=f"{words - 1} left")
        samples.append((shown - sent) * 1000)
        program.drain(0.03)
        program.send(b"u")
        program.wait_for(lambda text: words_left(program) == words, what=f"{words} left after undo")
    return samples


def key_latency(context):
    """Milliseconds from writing Space (guessed) to the pseudo-terminal until the status bar's "N left" shows it."""
    runs, keys = (1, 5) if context.quick else (3, 30)
    latencies = {label: [] for label, _ in context.binaries}
    reference = []
    for _ in range(runs):
        for label, binary in context.binaries:
            program, _ = _start_turn(context, ["--words", "40"], binary=binary)
            program.wait_for(lambda text: _status_words_left(program) == 40, what="40 left")
            latencies[label] += _key_latency(program, 40, keys, _status_words_left)
            program.kill()
        program = Program([context.reference, "--keys", "40"])
        program.wait_for(lambda text: _words_left_anywhere(program) == 40, what="40 left")
        reference += _key_latency(program, 40, keys, _words_left_anywhere)
        program.finish()
    pappers = latencies["pappers"]
    slowest = sorted(pappers)[max(0, int(len(pappers) * 0.95) - 1)]
    return [_with_baselines(Figure(
        "key press to screen (Space)", "ms", pappers, "C ncurses, one line", reference, "≤ 5 ms",
        median(pappers) <= 5, f"{len(pappers)} keys; 95th percentile {slowest:.2f} ms"), latencies)]


def play_from_home(program, turns, timeout=20, guard=KEY_GUARD_SECONDS):
    """From the home screen: New game, start, then `turns` turns, each with four guesses, an undo, a pass, a
    pause, the end from the menu and the review; returns at the next hand-off. A slow program (under valgrind)
    needs a longer `timeout` and `guard`."""
    program.wait_for_text(*HOME_SCREEN, timeout=timeout)
    program.send(b"n")
    # With a game in progress (scripts/record-code-order's second run), "New game" asks first: n again.
    unfinished = "not finished yet"
    program.wait_for(lambda text: "Start the game" in text or unfinished in text, timeout, "the teams or the question")
    if unfinished in program.text():
        program.send(b"n")
    program.wait_for_text("Start the game", timeout=timeout)
    program.send(b"s")
    for _ in range(turns):
        program.wait_for_text(HAND_OFF, timeout=timeout)
        program.drain(guard)
        program.send(b"\r")
        program.wait_for(lambda text: _status_words_left(program) is not None, timeout, "the turn")
        for key in (b" ", b" ", b" ", b" ", b"u"):
            left = _status_words_left(program)
            program.send(key)
            change = 1 if key == b"u" else -1
            program.wait_for(lambda text: _status_words_left(program) == left + change, timeout, "a guess or undo")
        for key in (b"s", b"p", b"p"):  # pass, pause, resume
            program.send(key)
            program.drain(guard / 4)
        program.send(b"\x1b")
        program.wait_for_text("End this turn now", timeout=timeout)
        program.send(b"\x1bOB")  # Down (keypad mode) to "End this turn now", then Enter
        program.drain(guard / 4)
        program.send(b"\r")
        program.wait_for_text("Turn over", timeout=timeout)
        program.drain(guard)
        program.send(b"\r")
    program.wait_for_text(HAND_OFF, timeout=timeout)


def _memory_parts(pid):
    """The resident memory of process `pid` by part, in MB, from /proc/PID/smaps: its own code, read-only data
    and writable data (the program's file), the heap and other anonymous memory, and the shared libraries."""
    parts = dict.fromkeys(MEMORY_PARTS, 0.0)
    name = None
    with open(f"/proc/{pid}/smaps") as file:
        for line in file:
            fields = line.split()
            if re.match(r"^[0-9a-f]+-[0-9a-f]+ ", line):
                path = fields[5] if len(fields) > 5 else ""
                permissions = fields[1]
                if path.endswith("/pappers"):
                    name = {"r-xp": "code", "r--p": "read-only data"}.get(permissions, "writable data")
                elif path.startswith("/") and ".so" in path:
                    name = "shared libraries"
                elif path.startswith("/"):
                    name = "other files"
                else:
                    name = "heap and anonymous"
            elif fields and fields[0] == "Rss:" and name:
                parts[name] += int(fields[1]) / 1024
    return parts


MEMORY_PARTS = ("code", "read-only data", "writable data", "heap and anonymous", "shared libraries", "other files")


def read_from_disk(binary):
    """Drops the file `binary` from the page cache, so that the next run maps it as read from the disk.

    A program's resident code and data are the pages of its file that it maps, and at each fault Linux maps
    the neighbouring pages that the page cache holds, in the way the file came into the cache: a binary just
    written (by the linker, or copied) maps more than the same file read from the disk. The same 1.0.0 binary
    measured 17.2 MB fresh from `cp` and 16.5 MB after this; a release build just linked, 17.8 and 16.8 MB.
    Every binary measured is read from the disk once, as after a reboot, so that the build just made is not
    measured in a state the others are not."""
    descriptor = os.open(binary, os.O_RDONLY)
    try:
        os.fsync(descriptor)  # only pages already on the disk can be dropped
        os.posix_fadvise(descriptor, 0, 0, os.POSIX_FADV_DONTNEED)
    finally:
        os.close(descriptor)


def peak_memory(context):
    """The largest resident set (VmHWM) of pappers from the home screen through a few turns, in MB; and what
    the resident memory is made of at the end of the last run (`/proc/PID/smaps`)."""
    runs, turns = (1, 1) if context.quick else (3, 3)
    for _, binary in context.binaries:
        read_from_disk(binary)
    peaks = {label: [] for label, _ in context.binaries}
    parts = {label: {} for label, _ in context.binaries}
    reference = []
    for _ in range(runs):
        for label, binary in context.binaries:
            program = Program([binary], context.pappers_env(context.data_directory()))
            play_from_home(program, turns)
            peaks[label].append(program.status("VmHWM") / 1024)
            parts[label] = _memory_parts(program.pid)
            program.kill()
        program = Program([context.reference])
        program.wait_for_text("first-line ready")
        reference.append(program.status("VmHWM") / 1024)
        program.finish()
    pappers = peaks["pappers"]
    figures = [_with_baselines(Figure(
        "peak memory, home + turns", "MB", pappers, "C ncurses, one line", reference, "≤ 16.5 MB (SPEC: < 20)",
        median(pappers) <= 16.5, f"{turns} turns: guesses, undo, pass, pause, menu, review"), peaks)]
    for part in MEMORY_PARTS:
        samples = {label: [values[part]] for label, values in parts.items()}
        figures.append(_with_baselines(Figure(
            f"  resident at the end: {part}", "MB", samples["pappers"], "", [], "", True, "/proc/PID/smaps",
            has_ratio=False), samples))
    return figures


# Without a terminal

def _cpu_of_children():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _run(command, env=None):
    """Runs `command` with its output thrown away; (CPU seconds, peak resident MB), or None when it fails."""
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        return None
    return usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


def engine(context):
    """`pappers simulate` games per second of CPU time (40 words, 4 teams: the defaults)."""
    runs, games = (1, 200) if context.quick else (5, 10_000)
    rates = {label: [] for label, _ in context.binaries}
    env = environment({"PAPPERS_HOME": context.data_directory()})
    for _ in range(runs + (0 if context.quick else 1)):
        for label, binary in context.binaries:
            cpu, _ = _run([binary, "simulate", "--seed", "42", "--games", str(games), "--json"], env)
            rates[label].append(games / cpu)
    if not context.quick:
        for values in rates.values():
            del values[0]
    return [_with_baselines(Figure(
        "simulate, games per CPU second", "games/s", rates["pappers"], "", [], "≥ 15,000/s (SPEC: 10,000)",
        median(rates["pappers"]) >= 15_000, f"{games} games a run, whole process"), rates)]


def for_valgrind(binary, folder):
    """A copy of `binary` in `folder` without its debug information, which valgrind 3.19 cannot read since the
    binary holds swift-nio-ssh's BoringSSL ("unhandled dwarf2 abbrev form code 0x25": DWARF 5); callgrind
    needs only the symbol table, which the copy keeps, and runs the same instructions."""
    copy = os.path.join(folder, os.path.basename(binary))
    subprocess.run(["objcopy", "--strip-debug", binary, copy], check=True)
    return copy


def _instructions(binary, games, env):
    """Instructions callgrind counts for `simulate --games GAMES --words 40 --teams 4 --seed 1 --json`."""
    scratch = tempfile.mkdtemp()
    output = os.path.join(scratch, "callgrind.out")
    result = subprocess.run(
        [shutil.which("valgrind"), "--tool=callgrind", f"--callgrind-out-file={output}",
         for_valgrind(binary, scratch), "simulate",
         "--games", str(games), "--words", "40", "--teams", "4", "--seed", "1", "--json"],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env=env, check=True)
    return int(re.search(r"Collected : (\d+)", result.stderr).group(1))


def instructions(context):
    """Instructions of `simulate` by callgrind, which counts the same on a busy machine: to start and play one
    game, and per game (301 games less 1, over 300)."""
    games = 31 if context.quick else 301
    env = environment({"PAPPERS_HOME": context.data_directory()})
    start, per_game = {}, {}
    for label, binary in context.binaries:
        one = _instructions(binary, 1, env)
        start[label] = [one / 1e6]
        per_game[label] = [(_instructions(binary, games, env) - one) / (games - 1) / 1e3]
    return [
        _with_baselines(Figure(
            "simulate: instructions to start (1 game)", "M", start["pappers"], "", [], "≤ 80 M",
            start["pappers"][0] <= 80, "callgrind, --seed 1 --words 40 --teams 4"), start),
        _with_baselines(Figure(
            "simulate: instructions per game", "k", per_game["pappers"], "", [], "≤ 450 k",
            per_game["pappers"][0] <= 450, f"callgrind, ({games} games − 1 game) / {games - 1}"), per_game),
    ]


def records_directory(context):
    """A data directory of 100,000 games (2,000 with --quick) written by records-filler, kept in
    Benchmarks/results/ for the next run; the measured programs get copies."""
    games = 2_000 if context.quick else 100_000
    results = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "results")
    directory = os.path.join(results, f"records-{games}")
    if not os.path.exists(os.path.join(directory, "pappers.sqlite")):
        shutil.rmtree(directory, ignore_errors=True)
        subprocess.run([context.filler, directory, str(games), str(min(games, 1_000))], check=True,
                       stdout=subprocess.DEVNULL)
    return directory, games


def records(context):
    """`pappers stats` and `pappers history` over a data directory of 100,000 games: CPU time and peak memory
    of the whole process. Each program reads a copy of the directory made for it; pappers' first read, which
    keeps the tallies of games an earlier version recorded, is timed apart."""
    directory, games = records_directory(context)
    runs = 1 if context.quick else 5
    copies, first = {}, {}
    for label, _ in context.binaries:
        copies[label] = os.path.join(context.scratch, f"records-{label}")
        shutil.copytree(directory, copies[label])
    figures = []
    for command in (["stats"], ["history"]):
        cpu = {label: [] for label, _ in context.binaries}
        peak = {label: [] for label, _ in context.binaries}
        for label, binary in context.binaries:
            first[label] = _run([binary, *command, "--data-dir", copies[label]])
        for _ in range(runs):
            for label, binary in context.binaries:
                if first[label] is None:
                    continue
                cpu_seconds, megabytes = _run([binary, *command, "--data-dir", copies[label]])
                cpu[label].append(cpu_seconds)
                peak[label].append(megabytes)
        name = f"{command[0]}, {games:,} games"
        if command == ["stats"]:
            note = "the first read of a directory 1.1 wrote (every tally made and kept): " + (
                f"{first['pappers'][0]:.1f} s, {first['pappers'][1]:.0f} MB" if first["pappers"] else "failed")
        else:
            note = "after the stats runs"
        figures.append(_with_baselines(Figure(
            f"{name}: CPU time", "s", cpu["pappers"], "", [], "≤ 1 s", bool(cpu["pappers"]) and median(cpu["pappers"]) <= 1,
            note, has_ratio=False), cpu))
        figures.append(_with_baselines(Figure(
            f"{name}: peak memory", "MB", peak["pappers"], "", [], "≤ 64 MB",
            bool(peak["pappers"]) and median(peak["pappers"]) <= 64, "ru_maxrss", has_ratio=False), peak))
    return figures


def _percentile(samples, fraction):
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(len(ordered) * fraction))]


def store(context):
    """The store's own timings, by store-bench (this program's store only; earlier releases have no such
    tool): one action appended to a journal and a turn's clock recorded at each durability (the program uses
    background), a data directory opened new and with 0, 30 and 300 games, and the records of 1,000 games read
    and replayed. Each figure's note gives the 95th and 99th percentiles and the slowest sample."""
    output = subprocess.run([context.store_bench, *(["--quick"] if context.quick else [])], check=True,
                            stdout=subprocess.PIPE, text=True).stdout
    figures = []
    for line in output.splitlines():
        measured = json.loads(line)
        samples = measured["samples"]
        spread = (f"p95 {_percentile(samples, 0.95):.3f}, p99 {_percentile(samples, 0.99):.3f}, "
                  f"max {max(samples):.3f} ms (n={len(samples)})")
        note = f"{spread}; {measured['note']}" if measured["note"] else spread
        figures.append(Figure(measured["name"], measured["unit"], samples, note=note, has_ratio=False))
    return figures


def pack_load(context):
    """`pappers packs validate` on a 100,000-word pack against Python's json.load plus an NFC set."""
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "pack-load"))
    import run as pack_load_run

    words, runs = (1_000, 1) if context.quick else (100_000, 10)
    results = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "results", "pack-load")
    os.makedirs(results, exist_ok=True)
    pack = os.path.join(results, f"pack-{words}.json")
    here = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "pack-load")
    subprocess.run([sys.executable, os.path.join(here, "generate.py"), pack, str(words)], check=True)
    python_command = [sys.executable, os.path.join(here, "reference.py"), pack]
    times = {label: [] for label, _ in context.binaries}
    python = []
    for run in range(runs + 1):  # the first is warm-up
        for label, binary in context.binaries:
            wall, _, _ = pack_load_run.timed([binary, "packs", "validate", pack])
            if run:
                times[label].append(wall * 1000)
        _, _, output = pack_load_run.timed(python_command)
        if run:
            python.append(float(output.split()[1]) * 1000)
    pappers = times["pappers"]
    return [_with_baselines(Figure(
        f"pack of {words:,} words, load + validate", "ms", pappers, "Python json.load + NFC set (in-process)",
        python, "< Python", median(pappers) < median(python), "pappers: whole process; Python: start-up excluded"),
        times)]


def host(context):
    """`pappers host` with 16 players joined over SSH on loopback (host_figures.py)."""
    import host_figures
    return host_figures.host(context, Figure, context.pappers_env(context.data_directory()))


ALL = {
    "first-frame": first_frame,
    "idle": idle_cpu,
    "timer": timer,
    "keys": key_latency,
    "pack-load": pack_load,
    "engine": engine,
    "instructions": instructions,
    "memory": peak_memory,
    "records": records,
    "store": store,
    "host": host,
}
