#!/usr/bin/env bash
# Usage: run.sh <before-tree> <after-tree> <out-dir>  (both trees compiled: mvn test-compile)
set -euo pipefail
before=$1; after=$2; out=$3
mkdir -p "$out"
cp_of() { (cd "$1" && mvn -B -o -q dependency:build-classpath -Dmdep.outputFile=/dev/stdout -Dmdep.includeScope=test); }
declare -A CP
CP[before]="$before/target/test-classes:$before/target/classes:$(cp_of "$before")"
CP[after]="$after/target/test-classes:$after/target/classes:$(cp_of "$after")"
RANDOM=77
for round in 1 2 3 4 5 6; do
  if (( RANDOM % 2 )); then order="before after"; else order="after before"; fi
  for build in $order; do
    echo "round $round: $build"
    java -cp "${CP[$build]}" org.openjdk.jmh.Main 'PoolOverheadBenchmark\.shared1$' -p pool=allocate,bucketed \
      -p capacity=32 -f 1 -rf json -rff "$out/$build-round$round.json" > "$out/$build-round$round.log" 2>&1
  done
done
