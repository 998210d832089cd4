"""The host's figures of issue #31: `pappers host` with players joined over SSH on loopback.

Each player is an SSH client of this script's own (paramiko, installed with pip when missing) that logs in with
the room code as the password, asks for an 80x24 xterm-256color terminal and a shell, and notes the instant data
reaches it: the host writes each frame to a seat at once, the first one whole (a synchronized update, `ESC [ ?
2026 l` at its end), the later ones as the cells that changed, a few dozen bytes. The host runs in a
pseudo-terminal of its own, as a host would start it; the room allows 4 connections from one address, so the
clients connect from 127.0.0.1 to 127.0.0.4 in turn.

What is measured in the lobby: the first frame of a player who joins; the host's CPU with 16 players waiting;
and the host's Right and Left keys, which move a player between "no team" and a team and so redraw every
player's screen, from the key until that frame's bytes reach each of the 16 players.

What is measured in a running turn, in a second room: 16 players join in 4 teams (`ssh -t … join TEAM`), the
host starts the game, the describer's client starts the turn; then the describer's client presses Space
(guessed), and the time from that key until the frame's bytes (the new score, and the describer's new word)
reach each of the 16 players is the key figure; and the host's CPU with the 16 players idle while the turn runs,
the countdown redrawing every seat each second. The turn's clock sends every seat a frame each second, so each
guess is sent 0.1, 0.35 or 0.6 s after such a frame reached the describer, and only data within 0.2 s of the
key counts as its frame.
"""
import os
import re
import socket
import statistics
import subprocess
import sys
import threading
import time

import pyte
from pty_screen import Program

CODE = "PAPER"
FRAME_END = b"\x1b[?2026l"
PLAYERS = 16
TEAMS = ["Reds", "Blues", "Greens", "Golds"]
# The host's Right and Left keys in keypad mode (the host's terminal is ncurses).
RIGHT, LEFT = b"\x1bOC", b"\x1bOD"


def _paramiko():
    try:
        import paramiko
    except ImportError:
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "paramiko"], check=True)
        import paramiko
    return paramiko


class Player:
    """One SSH client in the room: when its first whole frame ended (`first_frame`) and when any data came
    (`arrivals`), read on a thread of its own."""

    def __init__(self, port, name, source, paramiko, command=None):
        self.started = time.perf_counter()
        self.first_frame = None
        self.arrivals = []
        self.lock = threading.Lock()
        # What the player's terminal shows, kept while `watching` (pyte costs the reader time).
        self.screen = pyte.Screen(80, 24)
        self.stream = pyte.ByteStream(self.screen)
        self.watching = command is not None
        self.socket = socket.create_connection(("127.0.0.1", port), timeout=10, source_address=(source, 0))
        self.transport = paramiko.Transport(self.socket)
        self.transport.start_client(timeout=10)
        self.transport.auth_password(name, CODE)
        self.channel = self.transport.open_session(timeout=10)
        self.channel.get_pty("xterm-256color", 80, 24)
        if command:
            self.channel.exec_command(command)
        else:
            self.channel.invoke_shell()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self):
        seen = b""
        while True:
            try:
                data = self.channel.recv(65536)
            except (OSError, EOFError):
                return
            if not data:
                return
            now = time.perf_counter()
            with self.lock:
                self.arrivals.append(now)
                if self.watching:
                    self.stream.feed(data)
            if self.first_frame is None:
                seen += data
                if FRAME_END in seen:
                    self.first_frame = now

    def wait_first_frame(self, timeout):
        """The instant the first whole frame ended, or None within `timeout` seconds."""
        deadline = time.perf_counter() + timeout
        while self.first_frame is None and time.perf_counter() < deadline:
            time.sleep(0.001)
        return self.first_frame

    def first_arrival_after(self, instant, timeout):
        """The instant the first data after `instant` came, or None within `timeout` seconds."""
        deadline = time.perf_counter() + timeout
        while time.perf_counter() < deadline:
            with self.lock:
                later = [end for end in self.arrivals[-8:] if end > instant]
            if later:
                return later[0]
            time.sleep(0.0005)
        return None

    def shows(self, text):
        with self.lock:
            return any(text in line for line in self.screen.display)

    def close(self):
        try:
            self.transport.close()
        finally:
            self.socket.close()


def _open_room(binary, env, options=()):
    program = Program([binary, "host", "--port", "0", "--code", CODE, *options], env)
    program.wait_for(lambda text: re.search(r"ssh -p (\d+) ", text), 20, "the lobby's ssh line")
    return program, int(re.search(r"ssh -p (\d+) ", program.text()).group(1))


def _source(index):
    return f"127.0.0.{index // 4 + 1}"


def _mapped_size(binary):
    """The bytes of `binary` mapped at start: its loadable segments' sizes in the file."""
    listing = subprocess.run(["readelf", "-lW", binary], check=True, stdout=subprocess.PIPE, text=True).stdout
    return sum(int(line.split()[4], 16) for line in listing.splitlines() if line.split()[:1] == ["LOAD"])


def _p99(samples):
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))] if ordered else float("inf")


def _host_cpu(program, seconds):
    """The host's CPU over `seconds` as % of a core: by its threads' nanoseconds, and by the kernel's ticks."""
    ticks = program.cpu_seconds()
    threads = program.thread_cpu_nanoseconds()
    start = time.perf_counter()
    program.drain(seconds)
    elapsed = time.perf_counter() - start
    used = sum(now - threads.get(task, 0) for task, now in program.thread_cpu_nanoseconds().items()) / 1e9
    return used / elapsed * 100, (program.cpu_seconds() - ticks) / elapsed * 100


def _wait(condition, timeout, what):
    deadline = time.perf_counter() + timeout
    while not condition():
        if time.perf_counter() > deadline:
            raise RuntimeError(f"no {what} within {timeout} s")
        time.sleep(0.01)


def _turn(binary, env, paramiko, players, keys, seconds):
    """The running turn's figures: {name: (samples, note)}."""
    teams = TEAMS[:4 if players >= 8 else 2]
    program, port = _open_room(binary, env, ["--words", "300", "--rounds", "describe", "--turn-seconds", "600"])
    room = []
    try:
        room = [Player(port, f"p{index}", _source(index), paramiko, f"join {teams[index % len(teams)]}")
                for index in range(players)]
        program.wait_for(lambda text: f"Players ({players})" in text, 30, "every player in the lobby")
        program.drain(0.5)
        program.send(b"\r")
        _wait(lambda: any(player.shows("Space when ready") for player in room), 20, "describer")
        describer = next(player for player in room if player.shows("Space when ready"))
        # The hand-off takes no key for a moment after it shows (a hammered guess must not start the clock).
        deadline = time.perf_counter() + 10
        while not describer.shows("guessed!"):
            if time.perf_counter() > deadline:
                raise RuntimeError("the turn never started:\n" + "\n".join(describer.screen.display))
            describer.channel.send(b" ")
            time.sleep(0.5)
        for player in room:
            with player.lock:
                player.watching = False
        program.drain(1)
        results = {}
        used, by_ticks = _host_cpu(program, seconds)
        results[f"host CPU in a running turn, {players} players idle"] = (
            [used], f"the clock redrawing every seat each second; {seconds} s; {by_ticks:.2f}% by ticks")
        latencies, missed, pressed = [], 0, 0
        while pressed < keys:
            tick = describer.first_arrival_after(time.perf_counter(), 2)
            if tick is None:
                raise RuntimeError("the turn's clock stopped")
            for offset in (0.1, 0.35, 0.6)[:keys - pressed]:
                time.sleep(max(0, tick + offset - time.perf_counter()))
                sent = time.perf_counter()
                describer.channel.send(b" ")
                pressed += 1
                ends = [player.first_arrival_after(sent, max(0, sent + 0.2 - time.perf_counter())) for player in room]
                missed += sum(end is None for end in ends)
                latencies += [(end - sent) * 1000 for end in ends if end is not None]
        results[f"guessed key to every player's screen ({players} players), p99"] = _p99_figure(
            latencies, missed, "a running turn: the describer's client presses Space")
        return results
    finally:
        for player in room:
            player.close()
        program.kill()


def _p99_figure(latencies, missed, what):
    """A key-to-every-screen figure: its p99 as the sample, and a note with the frames, median and misses."""
    median = statistics.median(latencies) if latencies else float("nan")
    return [_p99(latencies)], f"{what}; {len(latencies)} frames; median {median:.1f} ms; {missed} screens missed"


def _lobby(binary, env, paramiko, players, joins, keys, seconds):
    """The lobby's figures: {name: (samples, note)}."""
    results = {}
    program, port = _open_room(binary, env)
    room = []
    try:
        first = []
        for index in range(joins):
            player = Player(port, f"joiner{index}", _source(index), paramiko)
            end = player.wait_first_frame(10)
            first.append((end - player.started) * 1000 if end else float("inf"))
            player.close()
        results["connect to first frame"] = (first, f"{joins} joins one after another; slowest {max(first):.0f} ms")
        program.drain(1)
        room = [Player(port, f"p{index}", _source(index), paramiko) for index in range(players)]
        for player in room:
            player.wait_first_frame(10)
        program.drain(1)
        used, by_ticks = _host_cpu(program, seconds)
        results[f"host CPU in the lobby, {players} players idle"] = ([used], f"{seconds} s; {by_ticks:.2f}% by ticks")
        latencies, missed = [], 0
        key = RIGHT
        for _ in range(keys):
            sent = program.send(key)
            ends = [player.first_arrival_after(sent, max(0, sent + 1 - time.perf_counter())) for player in room]
            if all(end is None for end in ends):
                key = LEFT if key == RIGHT else RIGHT  # the player was already at that end: nothing changed
                continue
            missed += sum(end is None for end in ends)
            latencies += [(end - sent) * 1000 for end in ends if end is not None]
            key = LEFT if key == RIGHT else RIGHT
            program.drain(0.05)
        results[f"host key to every player's screen ({players} players), p99"] = _p99_figure(
            latencies, missed, "lobby: the host's ←/→ redraws every seat")
        return results
    finally:
        for player in room:
            player.close()
        program.kill()


def measure(binary, env, quick, baseline=None):
    """The host's figures for `binary`: {name: (samples, note)}; `baseline` is 1.1's binary, for the growth."""
    paramiko = _paramiko()
    # 16 clients are 32 Python threads (paramiko's and the readers'): hand the interpreter's lock over every
    # 0.2 ms instead of 5, so that a client's arrival is noted when it comes, not when its thread gets a turn.
    interval = sys.getswitchinterval()
    sys.setswitchinterval(0.0002)
    players = 4 if quick else PLAYERS
    joins = 4 if quick else 16
    keys = 10 if quick else 100
    seconds = 2 if quick else 10
    results = {}
    if baseline:
        growth = (os.path.getsize(binary) - os.path.getsize(baseline)) / 2**20
        mapped = (_mapped_size(binary) - _mapped_size(baseline)) / 2**20
        results["binary growth over 1.1"] = (
            [mapped], f"loadable segments (the file with its debug information: {growth:+.1f} MB)")
    try:
        results.update(_lobby(binary, env, paramiko, players, joins, keys, seconds))
        results.update(_turn(binary, env, paramiko, players, keys, seconds))
    finally:
        sys.setswitchinterval(interval)
    return results


TARGETS = {
    "binary growth over 1.1": ("MB", "≤ +10 MB", lambda value: value <= 10),
    "connect to first frame": ("ms", "< 300 ms (median and slowest)", None),
    "host CPU": ("% core", "< 0.5%", lambda value: value < 0.5),
    "host key to every player's screen": ("ms", "p99 ≤ 20 ms", lambda value: value <= 20),
    "guessed key to every player's screen": ("ms", "p99 ≤ 20 ms", lambda value: value <= 20),
}


def host(context, figure_type, environment):
    """The host's figures as `figure_type`s (figures.Figure), for pappers alone (earlier releases have no host)."""
    baseline = dict(context.baselines).get("1.1")
    measured = measure(context.pappers, environment, context.quick, baseline)
    found = []
    for name, (samples, note) in measured.items():
        unit, target, meets = next(value for key, value in TARGETS.items() if name.startswith(key))
        if meets is None:
            met = statistics.median(samples) < 300 and max(samples) < 300
        else:
            met = meets(statistics.median(samples))
        if name.startswith("binary growth") and not baseline:
            note += " (no 1.1 given with --compare)"
        found.append(figure_type(name, unit, samples, "", [], target, met, note, has_ratio=False))
    return found
