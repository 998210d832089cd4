#!/usr/bin/env python3
"""The performance suite of SPEC §6 and issue #27: every figure against a reference measured in the same run,
with the same figures of earlier releases beside it.

Usage: scripts/bench [--quick] [--no-build] [--only NAME,...] [--compare LABEL=COMMIT|BINARY,...]

Builds `pappers` in release mode (scripts/build-release), records-filler and the C reference (gcc -O2,
ncursesw); builds each release compared with it from its commit, with that commit's own scripts/build-release,
in a worktree under Benchmarks/results/builds/ (once: kept for the next run); then measures, each as the median
of several runs, every binary in turn within each run: the first frame of the home screen (new and existing
data directory), idle CPU during a turn, the time-up instant, key latency, pack loading, simulate's games per
second and its instructions (callgrind: to start, and per game), peak memory in a game and what the resident
memory is made of, `stats` and `history` over 100,000 games (CPU time and peak memory), and the store's own
timings (store-bench: appending to a journal at each durability, opening, reading the records of 1,000 games),
and `pappers host` with 16 players joined over SSH on loopback (host_figures.py: the binary's growth over 1.1,
connect to first frame; in the lobby and in a running turn, the host's CPU with the players idle and a key to
every player's screen). Prints one row per
figure with every binary and the reference beside it, the machine's load before and after, and writes the
samples and the machine to Benchmarks/results/bench-DATE.json. `--quick` runs tiny sizes once each: it proves
the suite still works, and its figures mean nothing. Nothing here fails a build on time: the exit status says
only whether the suite ran.

Needs python3 with pyte (`pip install pyte termdown`), gcc, libncurses-dev and valgrind; the host figure
installs paramiko with pip when it is missing.
"""
import argparse
import datetime
import json
import os
import platform
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)

import figures  # noqa: E402


RELEASE_FLAGS = ["-c", "release", "--static-swift-stdlib", "-Xswiftc", "-use-ld=lld", "-Xlinker", "-z", "-Xlinker",
                 "pack-relative-relocs"]


def build(no_build):
    """The release binary of pappers as players get it (scripts/build-release), records-filler, store-bench, and
    the C reference."""
    release = os.path.join(ROOT, "scripts", "build-release")
    directory = subprocess.run([release, "--show-bin-path"], cwd=ROOT, check=True, stdout=subprocess.PIPE,
                               text=True).stdout.strip()
    for tool in ("records-filler", "store-bench"):  # even with --no-build when missing (pappers never is)
        if not no_build or not os.path.exists(os.path.join(directory, tool)):
            subprocess.run(["swift", "build", *RELEASE_FLAGS, "--product", tool], cwd=ROOT, check=True)
    if not no_build:
        subprocess.run([release, "--product", "pappers"], cwd=ROOT, check=True)
    results = os.path.join(ROOT, "Benchmarks", "results")
    os.makedirs(results, exist_ok=True)
    reference = os.path.join(results, "reference")
    subprocess.run(["gcc", "-O2", "-o", reference, os.path.join(HERE, "reference.c"), "-lncursesw"], check=True)
    return (os.path.join(directory, "pappers"), os.path.join(directory, "records-filler"),
            os.path.join(directory, "store-bench"), reference)


def baseline(label, source):
    """The binary of an earlier release: `source` is a binary, or a commit built once with its own
    scripts/build-release in a worktree under Benchmarks/results/builds/ (never committed)."""
    if os.path.isfile(source) and os.access(source, os.X_OK):
        return label, source
    commit = subprocess.run(["git", "rev-parse", "--short", source], cwd=ROOT, check=True, stdout=subprocess.PIPE,
                            text=True).stdout.strip()
    tree = os.path.join(ROOT, "Benchmarks", "results", "builds", commit)
    if not os.path.isdir(tree):
        subprocess.run(["git", "worktree", "add", "--detach", tree, commit], cwd=ROOT, check=True)
    release = os.path.join(tree, "scripts", "build-release")
    binary = subprocess.run([release, "--show-bin-path"], cwd=tree, check=True, stdout=subprocess.PIPE,
                            text=True).stdout.strip() + "/pappers"
    if not os.path.exists(binary):
        print(f"building {label} ({commit}) in {os.path.relpath(tree, ROOT)}...", file=sys.stderr, flush=True)
        subprocess.run([release, "--product", "pappers"], cwd=tree, check=True)
    return label, binary


def machine():
    """What the figures were measured on."""
    def first_line(command):
        try:
            return subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True).stdout.splitlines()[0]
        except (OSError, IndexError):
            return "unknown"

    cpu = "unknown"
    with open("/proc/cpuinfo") as file:
        for line in file:
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    return {
        "date": datetime.datetime.now().astimezone().isoformat(timespec="seconds"),
        "cpu": cpu,
        "cores": os.cpu_count(),
        "load": " ".join(f"{value:.2f}" for value in os.getloadavg()),
        "kernel": platform.release(),
        "swift": first_line(["swift", "--version"]),
        "python": platform.python_version(),
        "ncurses": first_line(["ncursesw6-config", "--version"]),
    }


def number(value, unit):
    if value is None:
        return "—"
    if unit == "games/s":
        return f"{value:,.0f}"
    if unit == "% core":
        return f"{value:.3f}%"
    if abs(value) >= 100:
        return f"{value:.0f} {unit}"
    if abs(value) < 1:
        return f"{value:.3f} {unit}"
    return f"{value:.2f} {unit}" if abs(value) < 10 else f"{value:.1f} {unit}"


def table(results, labels):
    header = ("figure", "pappers", *labels, "reference", "ratio", "target", "met", "load", "reference is", "note")
    rows = [header]
    for figure in results:
        reference = figure.reference_median
        ratio = f"{figure.median / reference:.2f}×" if figure.has_ratio and reference and figure.median else "—"
        baselines = tuple(number(figure.baseline_median(label), figure.unit) for label in labels)
        met = ("yes" if figure.met else "NO") if figure.target else ""
        rows.append((figure.name, number(figure.median, figure.unit), *baselines, number(reference, figure.unit),
                     ratio, figure.target, met, figure.load, figure.reference_name, figure.note))
    widths = [max(len(row[index]) for row in rows) for index in range(len(header))]
    lines = []
    for position, row in enumerate(rows):
        lines.append("  ".join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip())
        if position == 0:
            lines.append("  ".join("-" * width for width in widths))
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="tiny sizes, one run each: checks that the suite works")
    parser.add_argument("--no-build", action="store_true", help="use the release binary as it is")
    parser.add_argument("--only", help="comma-separated figures: " + ",".join(figures.ALL))
    parser.add_argument("--compare", default="1.0.0=b5ec45b",
                        help="releases measured beside pappers, LABEL=COMMIT or LABEL=BINARY, comma-separated "
                             "(default 1.0.0=b5ec45b; none: --compare '')")
    arguments = parser.parse_args()
    names = arguments.only.split(",") if arguments.only else list(figures.ALL)
    unknown = [name for name in names if name not in figures.ALL]
    if unknown:
        parser.error(f"unknown figure {', '.join(unknown)}; known: {', '.join(figures.ALL)}")

    pappers, filler, store_bench, reference = build(arguments.no_build)
    baselines = [baseline(*entry.split("=", 1)) for entry in arguments.compare.split(",") if entry]
    labels = [label for label, _ in baselines]
    about = machine()
    about["compared"] = {label: binary for label, binary in baselines}
    results = []
    with tempfile.TemporaryDirectory(prefix="pappers-bench-") as scratch:
        context = figures.Context(pappers=pappers, reference=reference, scratch=scratch, quick=arguments.quick,
                                  baselines=baselines, filler=filler, store_bench=store_bench)
        for name in names:
            print(f"measuring {name}...", file=sys.stderr, flush=True)
            before = os.getloadavg()[0]
            measured = figures.ALL[name](context)
            for figure in measured:
                figure.load = f"{before:.1f}→{os.getloadavg()[0]:.1f}"
            results += measured
    about["load after"] = " ".join(f"{value:.2f}" for value in os.getloadavg())

    print(f"{about['date']}  {about['cpu']}, {about['cores']} cores, load {about['load']} → {about['load after']}")
    print(f"{about['swift']}; Linux {about['kernel']}; Python {about['python']}; {about['ncurses']}")
    if arguments.quick:
        print("QUICK MODE: tiny sizes, one run each; the figures below prove only that the suite works.")
    print()
    print(table(results, labels))

    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    path = os.path.join(ROOT, "Benchmarks", "results", f"bench-{stamp}{'-quick' if arguments.quick else ''}.json")
    with open(path, "w") as file:
        json.dump({"machine": about, "quick": arguments.quick, "figures": [vars(figure) for figure in results]},
                  file, indent=2, ensure_ascii=False)
    print(f"\nsamples: {os.path.relpath(path, ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
