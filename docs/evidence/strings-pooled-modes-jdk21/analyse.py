# The C2 inline trees of the measurement stub's last tier-4 compiles (standard and OSR), compared between
# the slow forks and the fast ones: prints every decision whose share differs by more than 25 points.
import re, collections, sys
slow = set(sys.argv[1].split(','))
def blocks(f):
    L = open(f'pooledBucketed-{f}.log', errors='replace').read().split('\n')
    res = {}
    for i, l in enumerate(L):
        m = re.search(r'^\s*\d+\s+\d+\s+([% ])\s+4\s+\S+pooledBucketed_avgt_jmhStub( @ 13)? \(57 bytes\)\s*$', l)
        if m:
            out = []
            for x in L[i + 1:]:
                if re.match(r'^\s+@ ', x): out.append(re.sub(r'\s+', ' ', x.strip()))
                elif out: break
            res['osr' if m.group(1) == '%' else 'std'] = out
    return res
B = {f'f{i}': blocks(f'f{i}') for i in range(1, 31)}
for kind in ['std', 'osr']:
    cs, cf = collections.Counter(), collections.Counter()
    for f, b in B.items():
        for l in set(b.get(kind, [])): (cs if f in slow else cf)[l] += 1
    print(kind, 'decisions:', len(set(cs) | set(cf)), 'differing:',
          [l for l in set(cs) | set(cf) if abs(cs[l] / len(slow) - cf[l] / (30 - len(slow))) > 0.25])
