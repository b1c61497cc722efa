#!/bin/bash
# G1's own log of GcPressureBenchmark's sized and pooled rows: one fork of each row per round, sized first, JDK 17 then
# 25, at the benchmark's own settings (its @Fork jvmArgsAppend repeated here, since -jvmArgsAppend on the command line
# replaces it) plus -Xlog. Run from a built checkout (mvn test-compile; the classpath file from
# mvn dependency:build-classpath -Dmdep.outputFile=/tmp/cp.txt -Dmdep.includeScope=test), nothing else running.
#
# Usage: run.sh OUT FIRST_ROUND LAST_ROUND XLOG_TAGS [JMH options...]
# The probe of 2026-11-27 ran three batches:
#   run.sh /tmp/gcphases 1 2 'gc*=debug,gc+phases*=trace'            # phases with per-worker lines
#   run.sh /tmp/gcphases 3 5 'gc*=debug,gc+age=trace'                 # phases and the survivors' age table
#   run.sh /tmp/gcphases 6 7 'gc*=debug,gc+age=trace' -wi 40          # the control: 40 s of warmup, not 12
#   run.sh /tmp/gcphases 8 9 'gc*=debug,gc+age=trace' -wi 25          # 25 s, the warmup the benchmark now has
set -e
out=$1; first=$2; last=$3; tags=$4; shift 4
CP=target/test-classes:target/classes:$(cat /tmp/cp.txt)
mkdir -p "$out"
for round in $(seq "$first" "$last"); do
  for jdk in 17 25; do
    if [ "$jdk" = 17 ]; then J=/usr/lib/jvm/java-17-openjdk-amd64/bin/java; else J=/usr/lib/jvm/temurin-25-jdk-amd64/bin/java; fi
    for row in sized pooled; do
      f=$out/$row-jdk$jdk-r$round
      $J -cp "$CP" org.openjdk.jmh.Main "GcPressureBenchmark.$row\$" -f 1 "$@" -jvm "$J" \
        -jvmArgsAppend "-Xms2g -Xmx2g -XX:+UseG1GC -XX:+AlwaysPreTouch -Xlog:$tags:file=$f.gc.log:uptime,tags" \
        -rf json -rff "$f.json" > "$f.jmh.txt" 2>&1
      echo "$(date -u +%T) $row jdk$jdk r$round $(grep -E '^GcPressure' "$f.jmh.txt" | head -1)"
    done
  done
done
