#!/usr/bin/env python3
"""Compares the inlining trees in inlining-trees.txt: per JDK, sizedBuilder's and sizedStringBuffer's last compile of
the measurement loop, after naming both classes SB, dropping PrintInlining's 's' (synchronized) marker, the
indentation, the bytecode index of each call site and the size in bytes of the classes' own methods. Prints a unified
diff of what is left.

Usage (in this folder): python3 trees.py
"""
import difflib
import re

trees, name = {}, None
for line in open('inlining-trees.txt'):
    if line.startswith('== '):
        name = line.split()[1].rsplit('-', 1)[0]
        trees[name] = []
    elif line.strip() and name:
        trees[name].append(line.rstrip('\n'))


def norm(line):
    line = re.sub(r'StringBuffer|StringBuilder', 'SB', line)
    line = re.sub(r'^\s+s\s+@', '@', line).strip()
    line = re.sub(r'^@ \d+', '@', line)
    line = re.sub(r'sized(SB|Builder|SBuffer)\b', 'ROW', line)
    line = re.sub(r'SB::(append|toString|<init>|length) \(\d+ bytes\)', r'SB::\1 (n bytes)', line)
    return re.sub(r'\s+', ' ', line)


for jdk in ('17', '25'):
    a, b = trees[f'sizedBuilder-jdk{jdk}'], trees[f'sizedStringBuffer-jdk{jdk}']
    diff = [d for d in difflib.unified_diff(list(map(norm, a)), list(map(norm, b)), 'sizedBuilder',
                                            'sizedStringBuffer', n=0, lineterm='') if not d.startswith('@@')]
    print(f'JDK {jdk}: {len(a)} and {len(b)} call sites; ' + ('the same after normalising' if not diff else 'diff:'))
    for d in diff:
        print('  ' + d)
