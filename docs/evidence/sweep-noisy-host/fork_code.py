#!/usr/bin/env python3
"""Per fork of the probe in fork-code-jdk25.tar.xz (sizedBuilder at 64 chars, JDK 25, one fork per JMH run): the mean of
its 3 measured iterations (ns/op, from the fork's JMH JSON), and its measurement loop's last C2 compile (the force-inlined
sizedBuilder_avgt_jmhStub, from -XX:CompileCommand=print): start address mod 256, instruction count, and a hash of the
instructions with every address-sized immediate (6+ hex digits) replaced, so that forks with the same code, placed
elsewhere, get the same hash. Disassembles with ../strings-stringbuffer-jdk25-eliminated-locks/disasm.py.

Runs: f1-f16 default settings, one after another; then a1, d1, a2, d2, ... a8, d8 alternated: a with
-XX:CodeCacheSegmentSize=256 -XX:CodeEntryAlignment=256 (every compile starts at 0 mod 256), d default.

Usage (in this folder): python3 fork_code.py > fork-code-jdk25.txt
"""
import hashlib, json, os, re, subprocess, sys, tarfile, tempfile
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
DISASM = os.path.join(HERE, '..', 'strings-stringbuffer-jdk25-eliminated-locks', 'disasm.py')

tar = tarfile.open(os.path.join(HERE, 'fork-code-jdk25.tar.xz'))
files = {m.name: tar.extractfile(m).read() for m in tar.getmembers()}
order = [f'f{i}' for i in range(1, 17)] + [f'{v}{i}' for i in range(1, 9) for v in 'ad']
rows = []
for name in order:
    data = json.loads(files[name + '.json'])[0]['primaryMetric']['rawData'][0]
    with tempfile.NamedTemporaryFile('wb', suffix='.log') as f:
        f.write(files[name + '.log'])
        f.flush()
        out = subprocess.run([sys.executable, DISASM, f.name], capture_output=True, text=True, check=True).stdout
    start, ins = None, []
    for line in out.split('\n'):
        m = re.match(r'\s*([0-9a-f]+):\s+((?:[0-9a-f]{2} )+)\s*(.*)', line)
        if m:
            start = start if start is not None else int(m.group(1), 16)
            ins.append(re.sub(r'0x[0-9a-f]{6,}', 'ADDR', m.group(3)))
    code = hashlib.md5('\n'.join(ins).encode()).hexdigest()[:8]
    rows.append((name, sum(data) / len(data), data, start % 256, len(ins), code))

print('fork  mean ns/op  iterations            start mod 256  instructions  code')
for name, mean, data, mod, n, code in rows:
    print(f'{name:<5} {mean:>10.1f}  {", ".join(f"{x:.1f}" for x in data):<22} {mod:>13}  {n:>12}  {code}')

print('\nForks with the same code (the same hash):')
by_code = defaultdict(list)
for name, mean, data, mod, n, code in rows:
    by_code[code].append((mean, name))
for code, forks in sorted(by_code.items(), key=lambda kv: -len(kv[1])):
    if len(forks) > 1:
        lo, hi = min(forks), max(forks)
        print(f'  {code}: {len(forks)} forks, {lo[0]:.1f} ({lo[1]}) to {hi[0]:.1f} ({hi[1]}) ns/op, {hi[0] / lo[0]:.2f}x')

print('\nBy start address mod 256:')
for setting, prefix in (('default', 'fd'), ('aligned to 256', 'a')):
    for mod in (0, 128):
        means = sorted(m for name, m, _, md, _, _ in rows if name[0] in prefix and md == mod)
        if means:
            print(f'  {setting:<14} mod {mod:>3}: {len(means):>2} forks, {means[0]:.1f} to {means[-1]:.1f} ns/op')
