#!/bin/bash
# JDK 25, GcPressureBenchmark at its settings: sized (C2 defaults), sized with the strings suite's pin
# (dontinline ensureCapacityNewCoder), pooled (C2 defaults); one fork each per round, shuffled, with PrintInlining.
# Run in a clone of f515c78 after mvn test-compile; /tmp/cp.txt from mvn dependency:build-classpath (test scope).
cd /tmp/pinclone
CP=target/test-classes:target/classes:$(cat /tmp/cp.txt)
J=/usr/lib/jvm/temurin-25-jdk-amd64/bin/java
BASE="--sun-misc-unsafe-memory-access=allow -Xms2g -Xmx2g -XX:+UseG1GC -XX:+AlwaysPreTouch -XX:+UnlockDiagnosticVMOptions -XX:+PrintCompilation -XX:+PrintInlining"
PIN="-XX:CompileCommand=quiet -XX:CompileCommand=dontinline,java.lang.AbstractStringBuilder::ensureCapacityNewCoder"
for r in $(seq 1 ${1:-8}); do
  for cfg in $(printf "sized:default\nsized:pinned\npooled:default\n" | shuf --random-source=<(yes $r)); do
    b=${cfg%%:*}; mode=${cfg#*:}
    extra=""; [ "$mode" = pinned ] && extra="$PIN"
    out=/tmp/g1p/r$r-$b-$mode
    java -Djmh.ignoreLock=true -cp $CP org.openjdk.jmh.Main "GcPressureBenchmark.$b\$" -f 1 -jvm $J \
      -jvmArgsAppend "$BASE $extra" -rf json -rff $out.json > $out.log 2>&1
    python3 -c "
import json
d=json.load(open('$out.json'))[0]
print('$r $b $mode %.1f'%d['primaryMetric']['score'])"
  done
done
