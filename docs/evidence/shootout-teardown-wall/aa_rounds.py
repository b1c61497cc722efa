#!/usr/bin/env python3
"""Per round, the shoot-out's A/A pair (useOnly, useOnlyAgain): fork means (ns/op), their ratio, and when each fork
started (round, position in the round, UTC). Reads a run's shootout-jdk<N>.json and .env.json.

Usage: python3 aa_rounds.py DIR > aa-rounds.txt   (DIR: the unpacked rerun folder, or results/)
"""
import json, os, sys

d = sys.argv[1]
for jdk in (17, 25):
    rows = json.load(open(os.path.join(d, f'shootout-jdk{jdk}.json')))
    env = json.load(open(os.path.join(d, f'shootout-jdk{jdk}.env.json')))
    means = {}
    for r in rows:
        name = r['benchmark'].rsplit('.', 1)[1]
        if name in ('useOnly', 'useOnlyAgain'):
            means[name] = [sum(f) / len(f) for f in r['primaryMetric']['rawData']]
    starts = {}
    for f in env['forks']:
        name = f['row'].split()[2]
        if name in ('useOnly', 'useOnlyAgain'):
            starts[(name, f['round'])] = f"{f['position']:>3} {f['start'][11:19]}"
    print(f'JDK {jdk}: round  useOnly ns/op (position, start)  useOnlyAgain ns/op (position, start)  Again/useOnly')
    for i, (a, b) in enumerate(zip(means['useOnly'], means['useOnlyAgain'])):
        print(f"  {i}  {a:7.1f} ({starts[('useOnly', i)]})  {b:7.1f} ({starts[('useOnlyAgain', i)]})  {b / a:.3f}")
