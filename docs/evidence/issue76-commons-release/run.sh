#!/bin/bash
CP=$(cat /tmp/cp.txt)
python3 -c "
import random; random.seed(76)
for r in range(5):
    o=['old','new']; random.shuffle(o); print(r, *o)
" | while read r a b; do
  for v in $a $b; do
    if [ $v = old ]; then D=/tmp/old; else D=/work/main; fi
    java -cp $D/target/classes:$D/target/test-classes:$CP org.openjdk.jmh.Main '(StringBuildingBenchmark|PoolSizeSweep)\.pooledCommons$' -p length=32,4096,16384 -f 1 -wi 3 -w 1s -i 5 -r 500ms -prof gc -rf json -rff /tmp/ab76/r$r-$v.json > /tmp/ab76/r$r-$v.log 2>&1
    echo "round $r $v done $(date -u +%T)"
  done
done
