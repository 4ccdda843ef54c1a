#!/usr/bin/env bash
# Builds the libFuzzer targets (clang, ASan + UBSan) and runs each one.
#
#   scripts/fuzz.sh [SECONDS] [TARGET...]
#
# SECONDS is the whole run's fuzzing, shared equally by the targets
# (default 60), which run one per processor at a time (FUZZ_JOBS).
# Each target starts from its seed corpus (the project's own saves,
# scenarios and editions, plus tests/fuzz/corpus/<target>) and keeps what it
# learns in build/fuzz/corpus/<target> between runs. A crash stops the run
# with exit 1 and leaves the input in build/fuzz/crashes/<target>/: copy it
# to tests/fuzz/regressions/<target>/, where ctest replays it for good.
# Prints, per target, the executions run and the corpus size.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
total=${1:-60}
shift || true

cmake --preset fuzz >/dev/null
cmake --build build/fuzz -j2 >/dev/null

mapfile -t lines < build/fuzz/fuzz-seeds.txt
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  for l in "${lines[@]}"; do targets+=("${l%% *}"); done
fi
per=$(( total / ${#targets[@]} ))
[ "$per" -ge 1 ] || per=1

# One target's run; its line of the table goes to build/fuzz/$t.result.
fuzz_one() {
  local t=$1 seeds="" l d rc execs size result
  for l in "${lines[@]}"; do [ "${l%% *}" = "$t" ] && seeds=${l#* }; done
  local corpus=build/fuzz/corpus/$t crashes=build/fuzz/crashes/$t log=build/fuzz/$t.log
  mkdir -p "$corpus" "$crashes"
  # Seed directories that do not exist yet are skipped.
  local dirs=()
  for d in $seeds; do [ -d "$d" ] && dirs+=("$d"); done
  set +e
  ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  build/fuzz/tests/fuzz/fuzz_$t "$corpus" "${dirs[@]}" \
    -max_total_time="$per" -max_len=262144 -timeout=20 -rss_limit_mb=3072 \
    -dict=tests/fuzz/json.dict -artifact_prefix="$crashes/" -print_final_stats=1 >"$log" 2>&1
  rc=$?
  set -e
  execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo 0)
  size=$(find "$corpus" -type f | wc -l)
  if [ $rc -eq 0 ]; then result=ok; else result="FAILED (see $log, input in $crashes/)"; fi
  printf '%-10s %10s %8s %8s  %s\n' "$t" "$per" "${execs:-0}" "$size" "$result" > "build/fuzz/$t.result"
  return $rc
}

# The targets run FUZZ_JOBS at a time (default: one per processor), each
# for its share of SECONDS: the same fuzzing in less wall time.
jobs=${FUZZ_JOBS:-$(nproc)}
status=0
for t in "${targets[@]}"; do
  rm -f "build/fuzz/$t.result"
  while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n || true; done
  fuzz_one "$t" &
done
wait || true
printf '%-10s %10s %8s %8s  %s\n' target seconds execs corpus result
for t in "${targets[@]}"; do
  if grep -q ' ok$' "build/fuzz/$t.result" 2>/dev/null; then
    cat "build/fuzz/$t.result"
  else
    cat "build/fuzz/$t.result" 2>/dev/null || echo "$t: no result"
    tail -40 "build/fuzz/$t.log"
    status=1
  fi
done
exit $status
