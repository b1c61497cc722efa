# E3's ratio of ratios per round, for the alternated E3 probe of events-reused-padded.md: per round and variant,
# (deepCopy / reuse at fields32) / (deepCopy / reuse at topOfBook), echo1, no live set, JDK 17, from one fork of each
# row; then padded / plain per round. Usage, from the repository root:
#   python3 docs/evidence/events-reused-padded/e3.py docs/evidence/events-reused-padded/e3-alternated.json
import json, math, statistics, sys

data = json.load(open(sys.argv[1]))

def e3(results):
    score = {(r['params']['shape'], r['params']['handling']): statistics.mean(r['primaryMetric']['rawData'][0])
             for r in results}
    return (score['fields32', 'deepCopy'] / score['fields32', 'reuse']) / (
        score['topOfBook', 'deepCopy'] / score['topOfBook', 'reuse']), score

print('| round | plain E3 | padded E3 | padded / plain | plain deepCopy / reuse, fields32 | padded |')
print('|---:|---:|---:|---:|---:|---:|')
values = {'plain': [], 'padded': []}
for i, (plain, padded) in enumerate(zip(data['plain'], data['padded']), 1):
    (a, sa), (b, sb) = e3(plain), e3(padded)
    values['plain'].append(a)
    values['padded'].append(b)
    print(f'| {i} | {a:.3f} | {b:.3f} | {b / a:.3f} | {sa["fields32", "deepCopy"] / sa["fields32", "reuse"]:.3f} | '
          f'{sb["fields32", "deepCopy"] / sb["fields32", "reuse"]:.3f} |')
geo = lambda xs: math.exp(statistics.mean(math.log(x) for x in xs))
for v, xs in values.items():
    print(f'{v}: E3 geometric mean {geo(xs):.3f}, {min(xs):.3f}-{max(xs):.3f} over {len(xs)} rounds')
ratios = [b / a for a, b in zip(values['plain'], values['padded'])]
print(f'padded / plain: geometric mean {geo(ratios):.3f}, {min(ratios):.3f}-{max(ratios):.3f}; '
      f'padded above plain in {sum(r > 1 for r in ratios)} of {len(ratios)} rounds')
