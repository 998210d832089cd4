#!/usr/bin/env python3
"""What of a pappers binary's file is resident at the end of the memory figure's game, by section and by module.

Usage: python3 Benchmarks/suite/memory_map.py BINARY [BINARY...] (needs root for /proc/PID/pagemap, and pyte)

Plays the suite's memory figure (home, New game, three turns: figures.play_from_home) with each binary, then
reads which pages of the binary's own mappings are resident (/proc/PID/pagemap) and which of those were
written to (a private copy, no longer a page of the file: pagemap's bit 61 clear); each page is given to the
ELF section it lies in, and the pages outside the code to the module of the symbols in them (Swift names say
their module; the rest by prefix: ICU, CoreFoundation, SQLite, the C and C++ runtimes). Prints the peak
(VmHWM) and one table per binary, in MB.
"""
import bisect
import collections
import os
import re
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import figures  # noqa: E402
from pty_screen import Program  # noqa: E402

PAGE = os.sysconf("SC_PAGE_SIZE")


def sections(binary):
    """(name, address, size, flags) of every allocated section."""
    listing = subprocess.run(["readelf", "-SW", binary], check=True, stdout=subprocess.PIPE, text=True).stdout
    found = []
    for line in listing.splitlines():
        match = re.match(r"\s*\[\s*\d+\]\s+(\S+)\s+\S+\s+([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)\s+\S+\s+(\S*)", line)
        if match and "A" in match.group(4):
            found.append((match.group(1), int(match.group(2), 16), int(match.group(3), 16), match.group(4)))
    return found


def symbols(binary):
    """(address, size, name) of the defined data symbols, sorted by address."""
    listing = subprocess.run(["nm", "-n", "-S", "--defined-only", binary], check=True, stdout=subprocess.PIPE,
                             text=True).stdout
    found = []
    for line in listing.splitlines():
        parts = line.split()
        if len(parts) == 4 and parts[2] in "dDbBrRvV":
            found.append((int(parts[0], 16), int(parts[1], 16), parts[3]))
    return found


def module(name):
    """Which part of the program a symbol belongs to, from its name."""
    match = re.match(r"^_?\$s(s|So|\d+)([A-Za-z_]\w*)?", name)
    if match:
        if match.group(1) in ("s", "So"):
            return "Swift standard library" if match.group(1) == "s" else "Swift (imported C types)"
        length = int(match.group(1))
        text = name[match.end(1):]
        return "Swift " + text[:length]
    for prefix, label in (("icu", "ICU"), ("_ZN6icu_", "ICU"), ("u_", "ICU"), ("ucnv", "ICU"), ("_ZN", "C++"),
                          ("__CF", "CoreFoundation"), ("_CF", "CoreFoundation"), ("kCF", "CoreFoundation"),
                          ("CF", "CoreFoundation"), ("sqlite3", "SQLite"), ("_swift", "Swift runtime"),
                          ("swift", "Swift runtime"), ("_Z", "C++")):
        if name.startswith(prefix):
            return label
    return "other: " + (name[:24] if len(name) > 24 else name)


def resident_pages(pid, path):
    """{virtual page address: (mapping permissions, written)} of the pages of `path` that are resident. A
    written page is one copied for this process (pagemap's bit 61, "file page or shared anonymous", is
    clear)."""
    pages = {}
    with open(f"/proc/{pid}/maps") as maps, open(f"/proc/{pid}/pagemap", "rb") as pagemap:
        for line in maps:
            fields = line.split()
            if len(fields) < 6 or fields[5] != path:
                continue
            start, end = (int(value, 16) for value in fields[0].split("-"))
            pagemap.seek(start // PAGE * 8)
            data = pagemap.read((end - start) // PAGE * 8)
            for index, (entry,) in enumerate(struct.iter_unpack("<Q", data)):
                if entry >> 63 & 1:
                    pages[start + index * PAGE] = (fields[1], not entry >> 61 & 1)
    return pages


def load_base(pid, path):
    with open(f"/proc/{pid}/maps") as maps:
        for line in maps:
            fields = line.split()
            if len(fields) >= 6 and fields[5] == path and int(fields[2], 16) == 0:
                return int(fields[0].split("-")[0], 16)
    raise RuntimeError("no mapping of the binary at offset 0")


def breakdown(binary):
    """(peak in MB, by section, by data module): VmHWM, then in bytes {section: [resident, written]},
    {module: [resident, written]}."""
    figures.read_from_disk(binary)  # as the memory figure measures it
    with tempfile.TemporaryDirectory(prefix="pappers-memory-map-") as scratch:
        program = Program([binary], figures.environment({"PAPPERS_HOME": os.path.join(scratch, "pappers")}))
        figures.play_from_home(program, 3)
        path = os.path.realpath(binary)
        base = load_base(program.pid, path)
        pages = resident_pages(program.pid, path)
        peak = program.status("VmHWM") / 1024
        program.kill()
    by_section = collections.defaultdict(lambda: [0, 0])
    by_module = collections.defaultdict(lambda: [0, 0])
    allocated = sections(binary)
    data = symbols(binary)
    starts = [address for address, _, _ in data]
    for page, (permissions, written) in pages.items():
        offset = page - base
        names = [name for name, address, size, _ in allocated if address < offset + PAGE and offset < address + size]
        key = (names[0] if len(names) == 1 else "+".join(names[:3]) if names else "(between sections)")
        key = f"{key} [{permissions}]"
        by_section[key][0] += PAGE
        by_section[key][1] += PAGE if written else 0
        if permissions.startswith("r-x"):
            continue
        # The data symbols on the page, each weighted by the bytes of the page it covers.
        owners = collections.Counter()
        index = max(0, bisect.bisect_right(starts, offset) - 1)
        while index < len(data) and data[index][0] < offset + PAGE:
            address, size, name = data[index]
            overlap = min(address + max(size, 1), offset + PAGE) - max(address, offset)
            if overlap > 0:
                owners[module(name)] += overlap
            index += 1
        total = sum(owners.values())
        if not total:
            owners = collections.Counter({"(no symbol)": 1})
            total = 1
        for owner, share in owners.items():
            by_module[owner][0] += PAGE * share / total
            by_module[owner][1] += (PAGE * share / total) if written else 0
    return peak, by_section, by_module


def main():
    for binary in sys.argv[1:]:
        peak, by_section, by_module = breakdown(binary)
        print(f"\n{binary}: peak {peak:.1f} MB\n  by section (MB resident, of which written):")
        for name, (resident, written) in sorted(by_section.items(), key=lambda item: -item[1][0]):
            if resident < 0.01 * 2**20:
                continue
            print(f"    {resident / 2**20:7.2f} {written / 2**20:7.2f}  {name}")
        print("  data pages by module of their symbols (MB resident, of which written):")
        for name, (resident, written) in sorted(by_module.items(), key=lambda item: -item[1][0])[:25]:
            print(f"    {resident / 2**20:7.2f} {written / 2**20:7.2f}  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
