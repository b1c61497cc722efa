# Issue 18's messages criterion as the messages page reads it: per fork of the allocate rows (combined layout,
# populated content), the median of the first 10 blocks over the median of the last 10, and how many forks lie within
# 15% (a ratio between 1 / 1.15 and 1.15).
# Usage, from the repository root: python3 docs/evidence/messages-aa-xeon/first_last_blocks.py
import json, statistics

for src, label in (('results', 'EPYC, committed run'), ('docs/evidence/messages-aa-xeon', 'Xeon, this probe')):
    for jdk in (17, 21, 25):
        for row in json.load(open(f'{src}/messages-jdk{jdk}.json')):
            p = row['params']
            if p['supply'] in ('allocate', 'allocateAgain') and p['layout'] == 'combined' and p['content'] == 'populated':
                forks = row['primaryMetric']['rawData']
                ratios = [statistics.median(f[:10]) / statistics.median(f[-10:]) for f in forks]
                within = sum(1 for r in ratios if 1 / 1.15 <= r <= 1.15)
                print(f"| {label} | {jdk} | `{p['supply']}` | {len(forks)} x {len(forks[0])} | "
                      f"{min(ratios):.2f}-{max(ratios):.2f} | {within} of {len(forks)} |")
