#!/usr/bin/env python3
"""Records the order in which a game runs the release binary's functions, for scripts/build-release.

Usage: scripts/record-code-order (needs valgrind, and the suite's python packages)

Linux maps a program's code 64 KB at a time around each page first touched, so a game that runs a few hundred
kilobytes of code scattered over the binary's 17 MB keeps megabytes of it resident. Linking the functions a game
runs next to each other (lld's --symbol-ordering-file) packs them into few pages: the peak memory of a game went
from 20.4 to 16.5 MB. This script plays the suite's memory figure (home, New game, a few turns) under callgrind,
once with a new data directory and once with the same one again, and writes the functions it ran, in the order
they first ran, to scripts/code-order.txt, by their stable names (scripts/stable-names: demangled, without the
file discriminators of private functions). The order changes only where code is placed, never what it does; a
function renamed since the file was recorded is placed with the rest, and scripts/build-release says how many
listed functions the program no longer has. Record again when that number grows.
"""
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)

import figures  # noqa: E402
from pty_screen import Program  # noqa: E402

ORDER = os.path.join(ROOT, "scripts", "code-order.txt")


def functions_run(binary, data_directory, output):
    """Plays under callgrind; returns the functions it ran (mangled names), in the order callgrind met them."""
    program = Program([shutil.which("valgrind"), "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={output}", binary],
                      figures.environment({"PAPPERS_HOME": data_directory}))
    figures.play_from_home(program, turns=2, timeout=120, guard=2.5)
    os.kill(program.pid, signal.SIGTERM)  # pappers saves and quits; callgrind writes its file on the way out
    program.drain(20)
    program.kill()
    names = []
    with open(output, errors="replace") as file:
        for line in file:
            match = re.match(r"c?fn=\(\d+\) (.+)$", line.rstrip("\n"))
            if match:
                names.append(match.group(1))
    return names


def defined_functions(binary):
    """The functions the binary itself defines (not those of the shared libraries it loads)."""
    listing = subprocess.run(["nm", "--defined-only", binary], check=True, stdout=subprocess.PIPE, text=True).stdout
    return {parts[2] for parts in (line.split() for line in listing.splitlines())
            if len(parts) == 3 and parts[1] in "tTwW"}


def main():
    release = os.path.join(ROOT, "scripts", "build-release")
    subprocess.run([release, "--product", "pappers"], cwd=ROOT, check=True)
    binary = subprocess.run([release, "--show-bin-path"], cwd=ROOT, check=True, stdout=subprocess.PIPE,
                            text=True).stdout.strip() + "/pappers"
    defined = defined_functions(binary)
    order, seen = [], set()
    with tempfile.TemporaryDirectory(prefix="pappers-order-") as scratch:
        data_directory = os.path.join(scratch, "pappers")
        played = figures.for_valgrind(binary, tempfile.mkdtemp(dir=scratch))
        for run in range(2):  # a new data directory, then the same one again
            for name in functions_run(played, data_directory, os.path.join(scratch, f"callgrind.{run}")):
                if name in defined and name not in seen:
                    seen.add(name)
                    order.append(name)
    stable = subprocess.run([os.path.join(ROOT, "scripts", "stable-names")], input="\n".join(order) + "\n",
                            check=True, stdout=subprocess.PIPE, text=True).stdout.splitlines()
    stable = list(dict.fromkeys(stable))  # private functions of different files may share a stable name
    with open(ORDER, "w") as file:
        file.write("\n".join(stable) + "\n")
    print(f"{len(stable)} functions written to {os.path.relpath(ORDER, ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
