"""A program in a pseudo-terminal, read through a terminal emulator (pyte), with the arrival time of every byte.

The harness measures when the screen *shows* something. A reader thread does nothing but read the program's
output as it arrives and note the instant of each chunk; the main thread feeds the chunks, in order, to an 80x24
emulated screen and asks it what it shows. The instant of a figure is the arrival of the chunk that made the
screen show it, so the emulator's own parsing time (in Python) is never counted against the program, however
many small writes the program makes.
"""
import fcntl
import os
import pty
import queue
import select
import signal
import struct
import sys
import termios
import threading
import time

import pyte

COLUMNS, ROWS = 80, 24

# The reader thread must get the interpreter back at once when bytes arrive, not after the default 5 ms.
sys.setswitchinterval(0.0001)


def environment(extra=None):
    """The environment every measured program gets: a colour xterm, UTF-8, English, no NO_COLOR."""
    env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8", SWIFT_BACKTRACE="enable=no")
    for name in ("NO_COLOR", "LC_MESSAGES", "PAPPERS_HOME"):
        env.pop(name, None)
    env.update(extra or {})
    return env


class Program:
    """One program running in a pseudo-terminal of 80x24."""

    def __init__(self, argv, env=None):
        self.screen = pyte.Screen(COLUMNS, ROWS)
        self.stream = pyte.ByteStream(self.screen)
        self.bytes_read = 0
        self.exited = False
        self.chunks = queue.Queue()  # (arrival instant, bytes); b"" when the program closed the terminal
        env = env or environment()
        self.started = time.perf_counter()
        self.pid, self.fd = pty.fork()
        if self.pid == 0:  # the child: size the terminal, then become the program
            try:
                fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
                os.execve(argv[0], argv, env)
            finally:
                os._exit(127)
        self.reader = threading.Thread(target=self._read_forever, daemon=True)
        self.reader.start()

    def _read_forever(self):
        while True:
            arrived = time.perf_counter()
            try:
                select.select([self.fd], [], [])
                arrived = time.perf_counter()
                chunk = os.read(self.fd, 1 << 16)
            except (OSError, ValueError):  # EIO: the program closed the terminal; EBADF: we closed it
                chunk = b""
            self.chunks.put((arrived, chunk))
            if not chunk:
                return

    # Reading the screen

    def text(self):
        return "\n".join(self.screen.display)

    def read(self, timeout):
        """Takes one chunk that arrived (waiting up to `timeout` seconds); returns its arrival instant or None."""
        if self.exited:
            return None
        try:
            arrived, chunk = self.chunks.get(timeout=max(0, timeout))
        except queue.Empty:
            return None
        if not chunk:
            self.exited = True
            return None
        self.bytes_read += len(chunk)
        self.stream.feed(chunk)
        return arrived

    def wait_for(self, shows, timeout=20, what=None):
        """Reads until `shows(screen text)` holds; returns the arrival instant of the chunk that made it so."""
        if shows(self.text()):
            return time.perf_counter()
        deadline = time.perf_counter() + timeout
        while time.perf_counter() < deadline:
            arrived = self.read(deadline - time.perf_counter())
            if arrived is not None and shows(self.text()):
                return arrived
            if self.exited:
                break
        self.kill()
        raise RuntimeError(f"the screen never showed {what or 'what was expected'}:\n{self.text()}")

    def wait_for_text(self, *pieces, timeout=20):
        return self.wait_for(lambda text: all(piece in text for piece in pieces), timeout, " and ".join(pieces))

    def drain(self, seconds):
        """Reads whatever arrives for `seconds`."""
        deadline = time.perf_counter() + seconds
        while time.perf_counter() < deadline and not self.exited:
            self.read(deadline - time.perf_counter())

    def line(self, row):
        return self.screen.display[row]

    # Writing keys

    def send(self, keys):
        """Writes `keys` (bytes) to the terminal; returns the instant they were written."""
        written = time.perf_counter()
        os.write(self.fd, keys)
        return written

    # The process

    def cpu_seconds(self):
        """User plus system CPU time of the whole process (every thread, living or gone) so far."""
        with open(f"/proc/{self.pid}/stat") as file:
            fields = file.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def thread_cpu_nanoseconds(self):
        """{thread id: nanoseconds on a CPU} of the living threads (/proc/PID/task/*/schedstat): finer than
        `cpu_seconds`, blind to threads that are gone."""
        times = {}
        for task in os.listdir(f"/proc/{self.pid}/task"):
            try:
                with open(f"/proc/{self.pid}/task/{task}/schedstat") as file:
                    times[task] = int(file.read().split()[0])
            except FileNotFoundError:
                pass
        return times

    def status(self, field):
        """A field of /proc/PID/status in kB (VmHWM, VmRSS...)."""
        with open(f"/proc/{self.pid}/status") as file:
            for line in file:
                if line.startswith(field + ":"):
                    return int(line.split()[1])
        raise KeyError(field)

    def finish(self, quit_keys=b"q", timeout=5):
        """Sends `quit_keys`, reads until the program exits, and reaps it; kills it if it does not go."""
        if not self.exited:
            try:
                os.write(self.fd, quit_keys)
            except OSError:
                pass
            deadline = time.perf_counter() + timeout
            while not self.exited and time.perf_counter() < deadline:
                self.read(deadline - time.perf_counter())
        self.kill()

    def kill(self):
        try:
            finished, _ = os.waitpid(self.pid, os.WNOHANG)
            if finished == 0:
                os.kill(self.pid, signal.SIGKILL)
                os.waitpid(self.pid, 0)
        except ChildProcessError:
            pass
        # The reader stops when the terminal's other side closes; only then may the descriptor be closed (and
        # its number reused by the next program).
        self.reader.join(timeout=5)
        if not self.reader.is_alive():
            os.close(self.fd)
        self.exited = True
