#!/usr/bin/env bash
# Runs the libFuzzer targets of tests/fuzz, each until it has used N minutes
# of CPU time (its own process's user + system time, not wall time).
#   tests/fuzz/run.sh [--minutes N] [--jobs J] [--merge] [--timeout S]
#                     [--max-wall-minutes M] [TARGET…]
# TARGET is a name of tests/fuzz/meson.build (deck-import, card-json, …); all
# of them by default. --jobs J fuzzes J targets at once (one core each).
# Each run starts from the committed corpus, its regression inputs and what
# earlier runs grew in build-fuzz/corpus/TARGET, under ASan and UBSan, and
# prints per target the executions, libFuzzer's coverage (cov: edges, ft:
# features), the CPU and wall seconds, then a table of them all. --merge adds
# the inputs that reach new code or features to the committed corpus
# (tests/fuzz/corpus/TARGET; libFuzzer's -merge=1 keeps the smallest). A
# crash, a sanitizer report, a broken invariant or a hang (one input over
# --timeout wall seconds, 10 by default) stops the target with its input saved
# as build-fuzz/crashes/TARGET/…: put it in tests/fuzz/regressions/TARGET/
# with the fix. --max-wall-minutes stops a target short of its budget after
# that long (said in the table). Needs clang and its runtime (Debian: clang,
# libclang-rt-14-dev).
set -euo pipefail

top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top"

minutes=3
jobs=1
timeout=10
max_wall=
merge=0
targets=()
while [ $# -gt 0 ]; do
  case "$1" in
    --minutes) minutes=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    --timeout) timeout=$2; shift 2 ;;
    --max-wall-minutes) max_wall=$2; shift 2 ;;
    --merge) merge=1; shift ;;
    -h|--help) sed -n '2,20p' "$0"; exit 0 ;;
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

extra=()
[ $merge -eq 1 ] && extra+=(--merge)
[ -n "$max_wall" ] && extra+=(--max-wall-minutes "$max_wall")
exec python3 tests/fuzz/fuzz-for-cpu.py --build "$build" --cpu-minutes "$minutes" --jobs "$jobs" \
  --timeout "$timeout" "${extra[@]}" "${targets[@]}"
