#!/usr/bin/env python3
"""Disassembles the last C2 (tier 4, non-OSR) compile of a method from HotSpot's PrintAssembly output without hsdis
(the abstract hex dump of [MachCode]), with objdump, keeping HotSpot's annotations (runtime calls, metadata) as comments.

Usage: python3 disasm.py PRINTASSEMBLY_LOG [METHOD] > out.s
(METHOD: the last compile whose header names it, where the log prints several methods.)
"""
import re, subprocess, sys, tempfile

lines = open(sys.argv[1]).read().split('\n')
starts = [i for i, l in enumerate(lines) if l.startswith('Compiled method (c2)') and ' % ' not in l[:40]
          and (len(sys.argv) < 3 or sys.argv[2] in l)]
start = starts[-1]
code, notes, base = bytearray(), {}, None
in_code = False
for l in lines[start:]:
    if l.startswith('[MachCode]'):
        in_code = True
        continue
    if in_code and (l.startswith('[/MachCode]') or l.startswith('[Stub Code]') or l.startswith('[Exception Handler]')):
        break
    if not in_code:
        continue
    m = re.match(r'\s+0x([0-9a-f]+): (.*)', l)
    if not m:
        continue
    addr, rest = int(m.group(1), 16), m.group(2)
    if rest.startswith(';'):
        notes.setdefault(addr, []).append(rest.strip())
        continue
    if base is None:
        base = addr
    code += bytes.fromhex(rest.replace('|', '').replace(' ', ''))
print('#', lines[start])
with tempfile.NamedTemporaryFile(suffix='.bin') as f:
    f.write(code)
    f.flush()
    out = subprocess.run(['objdump', '-D', '-b', 'binary', '-mi386:x86-64', f'--adjust-vma={base:#x}', f.name],
                         capture_output=True, text=True).stdout
for l in out.split('\n'):
    m = re.match(r'\s*([0-9a-f]+):', l)
    if m and int(m.group(1), 16) in notes:
        for n in notes[int(m.group(1), 16)]:
            print('   ', n)
    if m:
        print(l)
