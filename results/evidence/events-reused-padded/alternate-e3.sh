#!/bin/bash
# Alternated probe for E3: JDK 17, echo1, reuse and deepCopy, topOfBook and fields32, no live set; per round one JMH
# invocation (one fork of each of the 4 rows) per variant, variant order per round from a seeded shuffle;
# plain = ed41825 (unpadded reused instance), padded = 051717f. Usage: alt3.sh <rounds> <outdir>
set -e
R=$1; OUT=$2; mkdir -p "$OUT"
CP=$(cat /tmp/cp.txt)
for i in $(seq 1 "$R"); do
  order=$(python3 -c "import random; r=random.Random(3026+$i); v=['plain','padded']; r.shuffle(v); print(' '.join(v))")
  for v in $order; do
    echo "$(date -u +%H:%M:%S) round $i $v" >> "$OUT/order.txt"
    java -cp /tmp/alt/$v/target/test-classes:/tmp/alt/$v/target/classes:$CP org.openjdk.jmh.Main 'EventEchoBenchmark.echo1$' \
      -p handling=reuse,deepCopy -p shape=topOfBook,fields32 -p liveMb=0 -f 1 -prof gc \
      -jvm /usr/lib/jvm/java-17-openjdk-amd64/bin/java -jvmArgsAppend "-Xms2g -Xmx2g -XX:+UseG1GC" \
      -rf json -rff "$OUT/$v-$i.json" > "$OUT/$v-$i.txt" 2>&1
  done
done
