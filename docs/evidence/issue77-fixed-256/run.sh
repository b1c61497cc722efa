#!/usr/bin/env bash
# Usage: run.sh <candidate-tree> <growing-tree> <out-dir>  (both compiled: mvn test-compile)
set -euo pipefail
out=$3
mkdir -p "$out"
cp_of() { (cd "$1" && mvn -B -o -q dependency:build-classpath -Dmdep.outputFile=/dev/stdout -Dmdep.includeScope=test); }
declare -A CP
CP[candidate]="$1/target/test-classes:$1/target/classes:$(cp_of "$1")"
CP[growing]="$2/target/test-classes:$2/target/classes:$(cp_of "$2")"
RANDOM=256
for round in 1 2 3 4 5 6; do
  if (( RANDOM % 2 )); then order="candidate growing"; else order="growing candidate"; fi
  for build in $order; do
    echo "round $round: $build"
    java -cp "${CP[$build]}" org.openjdk.jmh.Main 'PoolOverheadBenchmark\.shared(1|64)$' -p pool=allocate,bucketed \
      -p capacity=32 -f 1 -rf json -rff "$out/$build-round$round.json" > "$out/$build-round$round.log" 2>&1
  done
done
