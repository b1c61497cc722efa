#!/bin/bash
# Alternated single forks: bulkString at 4096 chars, fresh vs pooled, default vs no allocation prefetch.
# Usage: run.sh [rounds] [jdk-home] [prefix] (defaults 6, the JDK 17, r); one summary line per fork on stdout.
# run in a clone of f515c78 after mvn test-compile, with /tmp/cp.txt written by
# mvn dependency:build-classpath -Dmdep.outputFile=/tmp/cp.txt -Dmdep.includeScope=test
cd /tmp/pinclone
CP=target/test-classes:target/classes:$(cat /tmp/cp.txt)
J=${2:-/usr/lib/jvm/java-17-openjdk-amd64}/bin/java
P=${3:-r}
BASE="-Xms1g -Xmx1g -XX:+UseG1GC"
for r in $(seq 1 ${1:-6}); do
  for cfg in $(printf "fresh:default\npooled:default\nfresh:noprefetch\npooled:noprefetch\n" | shuf --random-source=<(yes $r)); do
    src=${cfg%%:*}; flags=${cfg#*:}
    extra=""; [ "$flags" = noprefetch ] && extra="-XX:AllocatePrefetchStyle=0"
    out=/tmp/o5/$P$r-$src-$flags.json
    java -Djmh.ignoreLock=true -cp $CP org.openjdk.jmh.Main 'PoolOverheadBenchmark.bulkString$' -p size=4096 -p source=$src \
      -f 1 -jvm $J -jvmArgsAppend "$BASE $extra" -prof gc -rf json -rff $out > /tmp/o5/$P$r-$src-$flags.log 2>&1
    python3 -c "
import json,sys
d=json.load(open('$out'))[0]; s=d['secondaryMetrics']
print('$r $src $flags %.1f %.1f %s %s'%(d['primaryMetric']['score'], s['gc.alloc.rate.norm']['score'], s.get('gc.count',{}).get('score'), s.get('gc.time',{}).get('score')))"
  done
done
