#!/usr/bin/env python3
"""Pack-loading benchmark (SPEC §6): `pappers packs validate` on a 100,000-word pack against Python.

Usage: Benchmarks/pack-load/run.py [--runs N] [--words N] [--no-build]

1. Builds `pappers` in release mode with scripts/build-release, as players get it (unless --no-build).
2. Generates the pack deterministically (generate.py) into Benchmarks/results/pack-load/.
3. Runs, alternating so that background load hits both alike, N times each (after one warm-up):
   - `pappers packs validate PACK` (a whole process: start-up, reading, parsing, every check);
   - `python3 reference.py PACK` (json.load plus an NFC-normalised set of the words), as a whole process,
     and the time it reports inside Python, start-up excluded.
4. Prints the medians of wall-clock time and of CPU time (user + system), and the ratios. The target:
   pappers' whole process takes less than Python's in-process time, the stricter of the two comparisons. CPU
   time is less disturbed than wall-clock time when other work shares the machine.
"""
import argparse
import os
import resource
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def cpu_of_children():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def timed(command):
    """Runs `command`; returns its wall-clock seconds, CPU seconds and output."""
    start, start_cpu = time.perf_counter(), cpu_of_children()
    result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    elapsed, elapsed_cpu = time.perf_counter() - start, cpu_of_children() - start_cpu
    if result.returncode != 0:
        sys.exit(f"{' '.join(command)} failed ({result.returncode}):\n{result.stdout}{result.stderr}")
    return elapsed, elapsed_cpu, result.stdout


def release_binary(build=True):
    """The release build of `pappers` that players get, from scripts/build-release (built first unless `build`
    is false)."""
    release = os.path.join(ROOT, "scripts", "build-release")
    if build:
        subprocess.run([release, "--product", "pappers"], cwd=ROOT, check=True)
    return subprocess.run([release, "--show-bin-path"], cwd=ROOT, check=True, stdout=subprocess.PIPE,
                          text=True).stdout.strip() + "/pappers"


def measure(binary, words, runs):
    """Generates the pack and times both sides `runs` times; returns {name: ([wall seconds], [cpu seconds])}."""
    results = os.path.join(ROOT, "Benchmarks", "results", "pack-load")
    os.makedirs(results, exist_ok=True)
    pack = os.path.join(results, f"pack-{words}.json")
    subprocess.run([sys.executable, os.path.join(HERE, "generate.py"), pack, str(words)], check=True)

    pappers_command = [binary, "packs", "validate", pack]
    python_command = [sys.executable, os.path.join(HERE, "reference.py"), pack]
    *_, output = timed(pappers_command)
    if f"ok ({words} words)" not in output:
        sys.exit(f"unexpected output from pappers: {output}")
    timed(python_command)

    samples = {name: ([], []) for name in ("pappers", "python process", "python inside")}
    for _ in range(runs):
        wall, cpu, _ = timed(pappers_command)
        samples["pappers"][0].append(wall)
        samples["pappers"][1].append(cpu)
        wall, cpu, output = timed(python_command)
        samples["python process"][0].append(wall)
        samples["python process"][1].append(cpu)
        _, inside_wall, inside_cpu = output.split()
        samples["python inside"][0].append(float(inside_wall))
        samples["python inside"][1].append(float(inside_cpu))
    return samples


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--words", type=int, default=100_000)
    parser.add_argument("--no-build", action="store_true")
    arguments = parser.parse_args()

    binary = release_binary(build=not arguments.no_build)
    samples = measure(binary, arguments.words, arguments.runs)
    size = os.path.getsize(os.path.join(ROOT, "Benchmarks", "results", "pack-load", f"pack-{arguments.words}.json"))

    medians = {name: (statistics.median(wall), statistics.median(cpu)) for name, (wall, cpu) in samples.items()}
    labels = {
        "pappers": "pappers packs validate (whole process)",
        "python process": "python json.load + NFC set (whole process)",
        "python inside": "python json.load + NFC set (inside Python)",
    }
    print(f"pack: {arguments.words} words, {size / 1e6:.1f} MB, {arguments.runs} runs each, medians")
    print(f"  {'':44} {'wall':>9} {'cpu':>9}")
    for name, label in labels.items():
        wall, cpu = medians[name]
        print(f"  {label:44} {wall * 1000:6.1f} ms {cpu * 1000:6.1f} ms")
    for name in ("python process", "python inside"):
        wall = medians["pappers"][0] / medians[name][0]
        cpu = medians["pappers"][1] / medians[name][1]
        print(f"  ratio pappers / {name:15} wall {wall:.2f}  cpu {cpu:.2f}")
    passed = medians["pappers"][0] < medians["python inside"][0]
    print("  target (pappers' whole process faster than Python inside):", "met" if passed else "NOT met")
    return 0 if passed else 1


if __name__ == "__main__":
    sys.exit(main())
