#!/usr/bin/env bash
# Runs the libFuzzer targets of tests/fuzz, each for a given time, on one core.
#   tests/fuzz/run.sh [--minutes N] [--merge] [TARGET…]
# TARGET is a name of tests/fuzz/meson.build (deck-import, card-json, …); all
# of them by default. Each run starts from the committed corpus and its
# regression inputs, under ASan and UBSan, and prints libFuzzer's final
# executions and coverage. --merge adds the inputs that reach new code to the
# committed corpus (tests/fuzz/corpus/TARGET), minimised. A crash, a sanitizer
# report, a broken invariant or a hang (over 10 s for one input) stops the
# target with its input saved as build-fuzz/crashes/TARGET/…: put it in
# tests/fuzz/regressions/TARGET/ with the fix.
# Needs clang and its runtime (Debian: clang, libclang-rt-14-dev).
set -euo pipefail

top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top"

minutes=3
merge=0
targets=()
while [ $# -gt 0 ]; do
  case "$1" in
    --minutes) minutes=$2; shift 2 ;;
    --merge) merge=1; shift ;;
    -h|--help) sed -n '2,13p' "$0"; exit 0 ;;
    -*) echo "unknown option $1" >&2; exit 2 ;;
    *) targets+=("$1"); shift ;;
  esac
done
if [ ${#targets[@]} -eq 0 ]; then
  mapfile -t targets < <(sed -n "/^fuzz_targets = \[/,/^\]/s/^ *'\([a-z-]*\)',*$/\1/p" tests/fuzz/meson.build)
fi

if ! command -v clang >/dev/null; then
  echo "clang is missing: apt-get install clang libclang-rt-14-dev" >&2
  exit 2
fi

build=build-fuzz
if [ ! -f "$build/build.ninja" ]; then
  CC=clang meson setup "$build" -Dfuzzing=true -Db_sanitize=address,undefined -Db_lundef=false \
    -Dbuildtype=debugoptimized
fi
# Regenerate first when a meson.build changed: meson compile looks targets up before.
ninja -C "$build" build.ninja >/dev/null
meson compile -C "$build" "${targets[@]/#/fuzz-}"

export ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1
export LSAN_OPTIONS="suppressions=$top/tests/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
export GSETTINGS_BACKEND=memory LANG=C.UTF-8
export DECKRUNNER_DATA_DIR="$top/$build/no-data-dir-set" DECKRUNNER_CACHE_DIR="$top/$build/no-cache-dir-set"

status=0
for target in "${targets[@]}"; do
  work="$build/corpus/$target"
  crashes="$build/crashes/$target"
  mkdir -p "$work" "$crashes"
  seeds=("tests/fuzz/corpus/$target")
  [ -d "tests/fuzz/regressions/$target" ] && seeds+=("tests/fuzz/regressions/$target")
  log="$build/fuzz-$target.log"
  echo "== $target: $minutes CPU-minutes (log: $log)"
  set +e
  "$build/tests/fuzz/fuzz-$target" "$work" "${seeds[@]}" \
    -max_total_time=$((minutes * 60)) -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -artifact_prefix="$crashes/" -print_final_stats=1 >"$log" 2>&1
  result=$?
  set -e
  grep -E '^(#[0-9]+.*DONE|stat::number_of_executed_units|stat::peak_rss_mb|stat::new_units_added)' "$log" || true
  grep -E '^#[0-9]+' "$log" | tail -1
  if [ $result -ne 0 ]; then
    echo "!! $target failed (exit $result): see $log and $crashes" >&2
    grep -E 'ERROR|runtime error|invariant|Test unit written' "$log" | head -5 >&2
    status=1
  fi
  if [ $merge -eq 1 ]; then
    "$build/tests/fuzz/fuzz-$target" -merge=1 -max_len=65536 -timeout=10 "tests/fuzz/corpus/$target" "$work" \
      >"$build/merge-$target.log" 2>&1 || { echo "!! merge of $target failed: $build/merge-$target.log" >&2; status=1; }
  fi
done
exit $status
