"""The figures of SPEC §6, each measured against a reference in the same run.

Every function in `ALL` takes the `Context` (binaries, sizes, a scratch folder) and returns a list of
`Figure`s: the samples of pappers and of the reference, the unit, and how the median compares with the target.
"""
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

    @property
    def median(self):
        return statistics.median(self.samples)

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
    existing = context.data_directory()
    _first_frame([context.pappers], context.pappers_env(existing), HOME_SCREEN)  # creates the database
    c_times, fresh_times, existing_times = [], [], []
    for _ in range(runs + 1):  # alternating, so that background load hits all three alike; the first is warm-up
        c_times.append(_first_frame([context.reference], environment(), ("first-line ready",)))
        fresh_times.append(_first_frame([context.pappers], context.pappers_env(context.data_directory()), HOME_SCREEN))
        existing_times.append(_first_frame([context.pappers], context.pappers_env(existing), HOME_SCREEN))
    if runs > 1:
        c_times, fresh_times, existing_times = c_times[1:], fresh_times[1:], existing_times[1:]
    figures = []
    for label, times in (("new data directory", fresh_times), ("existing data directory", existing_times)):
        figures.append(Figure(
            f"first frame, {label}", "ms", times, "C ncurses, one line", c_times, "≤ 3× C",
            median(times) <= 3 * median(c_times)))
    return figures


# Turns

def _start_turn(context, arguments, data_directory=None):
    """`pappers play ARGUMENTS` at its first hand-off, then Enter: returns the program and the instant of Enter."""
    data_directory = data_directory or context.data_directory()
    program = Program([context.pappers, "play", "--no-sound", *arguments], context.pappers_env(data_directory))
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
    pappers, termdown, ticks, wakes = [], [], [], []
    for _ in range(runs):
        program, _ = _start_turn(context, [])
        program.wait_for(lambda text: _status_words_left(program) is not None, what="the turn's status bar")
        percent, by_ticks, woken = _idle_cpu(program, 1, seconds)
        pappers.append(percent)
        ticks.append(by_ticks)
        wakes.append(woken)
        program.kill()
        program = Program([shutil.which("termdown"), "60"])
        program.wait_for(lambda text: text.strip() != "", what="termdown's countdown")
        termdown.append(_idle_cpu(program, 1, seconds)[0])
        program.kill()
    return [Figure("idle CPU during a turn", "% core", pappers, "termdown 60", termdown, "< 0.3%",
                   median(pappers) < 0.3, f"{seconds} s windows; {median(ticks):.2f}% by the process's 10 ms "
                   f"ticks; {median(wakes):.1f} wake-ups/s")]


def timer(context):
    """How far the time-up screen lands from the nominal 10 s, from the Enter that started the clock."""
    runs = 1 if context.quick else 3
    pappers, reference = [], []
    for _ in range(runs):
        program, entered = _start_turn(context, ["--turn-seconds", "10"])
        shown = program.wait_for_text(TIME_UP, timeout=30)
        pappers.append((shown - entered) * 1000 - 10_000)
        program.kill()
        program = Program([context.reference, "--countdown", "10"])
        program.wait_for_text("first-line ready")
        entered = program.send(b"\r")
        shown = program.wait_for_text(TIME_UP, timeout=30)
        reference.append((shown - entered) * 1000 - 10_000)
        program.finish()
    worst = max(pappers, key=abs)
    return [Figure("time up after 10 s turn (error)", "ms", pappers, "C ncurses timed getch", reference,
                   "within 50 ms", abs(worst) <= 50, f"worst {worst:+.1f} ms", has_ratio=False)]


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
    pappers, reference = [], []
    for _ in range(runs):
        program, _ = _start_turn(context, ["--words", "40"])
        program.wait_for(lambda text: _status_words_left(program) == 40, what="40 left")
        pappers += _key_latency(program, 40, keys, _status_words_left)
        program.kill()
        program = Program([context.reference, "--keys", "40"])
        program.wait_for(lambda text: _words_left_anywhere(program) == 40, what="40 left")
        reference += _key_latency(program, 40, keys, _words_left_anywhere)
        program.finish()
    slowest = sorted(pappers)[max(0, int(len(pappers) * 0.95) - 1)]
    return [Figure("key press to screen (Space)", "ms", pappers, "C ncurses, one line", reference, "≤ 5 ms",
                   median(pappers) <= 5, f"{len(pappers)} keys; 95th percentile {slowest:.2f} ms")]


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


def peak_memory(context):
    """The largest resident set (VmHWM) of pappers from the home screen through a few turns, in MB."""
    runs, turns = (1, 1) if context.quick else (3, 3)
    pappers, reference = [], []
    for _ in range(runs):
        program = Program([context.pappers], context.pappers_env(context.data_directory()))
        play_from_home(program, turns)
        pappers.append(program.status("VmHWM") / 1024)
        program.kill()
        program = Program([context.reference])
        program.wait_for_text("first-line ready")
        reference.append(program.status("VmHWM") / 1024)
        program.finish()
    return [Figure("peak memory, home + turns", "MB", pappers, "C ncurses, one line", reference, "< 20 MB",
                   median(pappers) < 20, f"{turns} turns: guesses, undo, pass, pause, menu, review")]


# Without a terminal

def _cpu_of_children():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def engine(context):
    """`pappers simulate` games per second of CPU time (40 words, 4 teams: the defaults)."""
    runs, games = (1, 200) if context.quick else (5, 10_000)
    command = [context.pappers, "simulate", "--seed", "42", "--games", str(games), "--json"]
    rates = []
    for _ in range(runs + (0 if context.quick else 1)):
        before = _cpu_of_children()
        subprocess.run(command, stdout=subprocess.DEVNULL, check=True)
        rates.append(games / (_cpu_of_children() - before))
    rates = rates if context.quick else rates[1:]
    return [Figure("simulate, games per CPU second", "games/s", rates, "", [], "≥ 10,000/s",
                   median(rates) >= 10_000, f"{games} games a run, whole process")]


def pack_load(context):
    """`pappers packs validate` on a 100,000-word pack against Python's json.load plus an NFC set."""
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "pack-load"))
    import run as pack_load_run

    words, runs = (1_000, 1) if context.quick else (100_000, 10)
    samples = pack_load_run.measure(context.pappers, words, runs)
    pappers = [wall * 1000 for wall in samples["pappers"][0]]
    python = [wall * 1000 for wall in samples["python inside"][0]]
    return [Figure(f"pack of {words:,} words, load + validate", "ms", pappers,
                   "Python json.load + NFC set (in-process)", python, "< Python", median(pappers) < median(python),
                   "pappers: whole process; Python: start-up excluded")]


ALL = {
    "first-frame": first_frame,
    "idle": idle_cpu,
    "timer": timer,
    "keys": key_latency,
    "pack-load": pack_load,
    "engine": engine,
    "memory": peak_memory,
}
