#!/usr/bin/env python3
"""The reference the pack loader must beat (SPEC §6): json.load plus an NFC-normalised set of the words.

Usage: reference.py PACK.json — prints the number of distinct words, then the wall-clock and CPU seconds spent
inside Python (after the interpreter started).
"""
import json
import sys
import time
import unicodedata

start = time.perf_counter()
start_cpu = time.process_time()
with open(sys.argv[1], encoding="utf-8") as file:
    pack = json.load(file)
words = {unicodedata.normalize("NFC", word["text"]) for word in pack["words"]}
elapsed = time.perf_counter() - start
elapsed_cpu = time.process_time() - start_cpu
print(len(words), f"{elapsed:.6f}", f"{elapsed_cpu:.6f}")
