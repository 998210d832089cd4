"""The host's figures of issue #31: `pappers host` with players joined over SSH on loopback.

Each player is an SSH client of this script's own (paramiko, installed with pip when missing) that logs in with
the room code as the password, asks for an 80x24 xterm-256color terminal and a shell, and notes the instant data
reaches it: the host writes each frame to a seat at once, the first one whole (a synchronized update, `ESC [ ?
2026 l` at its end), the later ones as the cells that changed, a few dozen bytes. The host runs in a
pseudo-terminal of its own, as a host would start it; the room allows 4 connections from one address, so the
clients connect from 127.0.0.1 to 127.0.0.4 in turn.

What is measured is the lobby, where the game over the host is not built yet: the first frame of a player who
joins; the host's CPU with 16 players waiting; and the host's Right and Left keys, which move a player between
"no team" and a team and so redraw every player's screen, from the key until that frame's bytes reach each of
the 16 players.
"""
import os
import re
import socket
import statistics
import subprocess
import sys
import threading
import time

from pty_screen import Program

CODE = "PAPER"
FRAME_END = b"\x1b[?2026l"
PLAYERS = 16
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

    def __init__(self, port, name, source, paramiko):
        self.started = time.perf_counter()
        self.first_frame = None
        self.arrivals = []
        self.lock = threading.Lock()
        self.socket = socket.create_connection(("127.0.0.1", port), timeout=10, source_address=(source, 0))
        self.transport = paramiko.Transport(self.socket)
        self.transport.start_client(timeout=10)
        self.transport.auth_password(name, CODE)
        self.channel = self.transport.open_session(timeout=10)
        self.channel.get_pty("xterm-256color", 80, 24)
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

    def close(self):
        try:
            self.transport.close()
        finally:
            self.socket.close()


def _open_room(binary, env):
    program = Program([binary, "host", "--port", "0", "--code", CODE], env)
    program.wait_for(lambda text: re.search(r"ssh -p (\d+) ", text), 20, "the lobby's ssh line")
    return program, int(re.search(r"ssh -p (\d+) ", program.text()).group(1))


def _source(index):
    return f"127.0.0.{index // 4 + 1}"


def _mapped_size(binary):
    """The bytes of `binary` mapped at start: its loadable segments' sizes in the file."""
    listing = subprocess.run(["readelf", "-lW", binary], check=True, stdout=subprocess.PIPE, text=True).stdout
    return sum(int(line.split()[4], 16) for line in listing.splitlines() if line.split()[:1] == ["LOAD"])


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
    program, port = _open_room(binary, env)
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
        ticks = program.cpu_seconds()
        threads = program.thread_cpu_nanoseconds()
        start = time.perf_counter()
        program.drain(seconds)
        elapsed = time.perf_counter() - start
        used = sum(now - threads.get(task, 0) for task, now in program.thread_cpu_nanoseconds().items()) / 1e9
        results[f"host CPU, {players} players idle"] = (
            [used / elapsed * 100], f"lobby; {seconds} s; {(program.cpu_seconds() - ticks) / elapsed * 100:.2f}% by ticks")
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
        ordered = sorted(latencies)
        p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))] if ordered else float("inf")
        results[f"host key to every player's screen ({players} players), p99"] = ([p99], (
            f"lobby: the host's ←/→ redraws every seat; {len(latencies)} frames; median "
            f"{statistics.median(latencies) if latencies else float('nan'):.1f} ms; {missed} screens missed"))
        for player in room:
            player.close()
    finally:
        program.kill()
        sys.setswitchinterval(interval)
    return results


TARGETS = {
    "binary growth over 1.1": ("MB", "≤ +10 MB", lambda value: value <= 10),
    "connect to first frame": ("ms", "< 300 ms (median and slowest)", None),
    "host CPU": ("% core", "< 0.5%", lambda value: value < 0.5),
    "host key to every player's screen": ("ms", "p99 ≤ 20 ms", lambda value: value <= 20),
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
