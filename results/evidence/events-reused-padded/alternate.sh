#!/bin/bash
# Alternated probe: JDK 17, echo2 deepCopy fields32 beside 512 MB, one fork per variant per round,
# order per round from a seeded shuffle; plain = ed41825 (unpadded reused instance), padded = 051717f.
# Usage: alt.sh <rounds> <outdir>; each variant's classes in /tmp/alt/<variant>/target
set -e
R=$1; OUT=$2; mkdir -p "$OUT"
CP=$(cat /tmp/cp.txt)
for i in $(seq 1 "$R"); do
  order=$(python3 -c "import random; r=random.Random(2026+$i); v=['plain','padded']; r.shuffle(v); print(' '.join(v))")
  for v in $order; do
    echo "$(date -u +%H:%M:%S) round $i $v" >> "$OUT/order.txt"
    java -cp /tmp/alt/$v/target/test-classes:/tmp/alt/$v/target/classes:$CP org.openjdk.jmh.Main 'EventEchoBenchmark.echo2$' \
      -p handling=deepCopy -p shape=fields32 -p liveMb=512 -f 1 -prof gc \
      -jvm /usr/lib/jvm/java-17-openjdk-amd64/bin/java -jvmArgsAppend "-Xms2g -Xmx2g -XX:+UseG1GC" \
      -rf json -rff "$OUT/$v-$i.json" > "$OUT/$v-$i.txt" 2>&1
  done
done
