#!/bin/bash
# Alternated probe on JDK 17: per round one JMH invocation per variant (-f 1: one fork of each row it selects), the
# variants' order per round from a seeded shuffle (random.Random(<seed base> + round)); plain = ed41825 (unpadded
# reused instance), padded = 051717f, each compiled in its own clone, its classes in /tmp/alt/<variant>/target.
# Writes <outdir>/<variant>-<round>.json and .txt, and at the end <outdir>/alternated.json:
# {"plain": [JMH result list per round], "padded": [...]}.
# Usage: alternate.sh <rounds> <outdir> <seed base> <benchmark regexp and JMH parameters...>
# The two probes of events-reused-padded.md (run from two copies of this script that differed only in these):
#   alternate.sh 20 <dir> 2026 'EventEchoBenchmark.echo2$' -p handling=deepCopy -p shape=fields32 -p liveMb=512
#   alternate.sh 10 <dir> 3026 'EventEchoBenchmark.echo1$' -p handling=reuse,deepCopy -p shape=topOfBook,fields32 -p liveMb=0
set -e
R=$1; OUT=$2; SEED=$3; shift 3
mkdir -p "$OUT"
CP=$(cat /tmp/cp.txt)
for i in $(seq 1 "$R"); do
  order=$(python3 -c "import random; r=random.Random($SEED+$i); v=['plain','padded']; r.shuffle(v); print(' '.join(v))")
  for v in $order; do
    echo "$(date -u +%H:%M:%S) round $i $v" >> "$OUT/order.txt"
    java -cp /tmp/alt/$v/target/test-classes:/tmp/alt/$v/target/classes:$CP org.openjdk.jmh.Main "$@" -f 1 -prof gc \
      -jvm /usr/lib/jvm/java-17-openjdk-amd64/bin/java -jvmArgsAppend "-Xms2g -Xmx2g -XX:+UseG1GC" \
      -rf json -rff "$OUT/$v-$i.json" > "$OUT/$v-$i.txt" 2>&1
  done
done
python3 -c "import json, sys; d, r = sys.argv[1], int(sys.argv[2]); json.dump({v: [json.load(open(f'{d}/{v}-{i}.json'))
  for i in range(1, r + 1)] for v in ('plain', 'padded')}, open(f'{d}/alternated.json', 'w'), indent=1)" "$OUT" "$R"
