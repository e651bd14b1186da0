#!/usr/bin/env bash
# tests/engine/sweep.sh
#
# Copyright 2026 Deckrunner developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The invariant sweep of issue 13 over the seven starter decks: random games
# with `simulate --check` (every invariant after every action, every game
# replayed to its final hash), split evenly over the 12 Corp/Runner pairings,
# and NAPD games of each Corp starter against the three Runner starters.
#
#   tests/engine/sweep.sh                          # 100,000 games and 10,000 NAPD games
#   tests/engine/sweep.sh --games 2000 --napd 200  # a smaller one
#   tests/engine/sweep.sh --cli build-asan/src/cli/deckrunner-cli --jobs 2
#
# Exit 0 when no game broke an invariant, 1 when one did or a batch did
# not finish (each failure is printed with its seed and the last events
# before it), 2 on bad usage.  Bash reads a script as it runs: do not edit
# this file while a sweep is running, or it fails at the end.
set -euo pipefail

top=$(cd "$(dirname "$0")/../.." && pwd)
cli="$top/build/src/cli/deckrunner-cli"
games=100000
napd=10000
seed=1
jobs=1

usage () {
  sed -n '12,19p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit "$1"
}

while [ $# -gt 0 ]; do
  case "$1" in
    --cli) cli=$2; shift 2 ;;
    --games) games=$2; shift 2 ;;
    --napd) napd=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    -h|--help) usage 0 ;;
    *) echo "sweep.sh: unknown argument '$1'" >&2; usage 2 ;;
  esac
done
for n in "$games" "$napd" "$seed" "$jobs"; do
  [[ "$n" =~ ^[0-9]+$ ]] || { echo "sweep.sh: '$n' is not a number" >&2; exit 2; }
done
[ "$jobs" -ge 1 ] || { echo "sweep.sh: --jobs must be at least 1" >&2; exit 2; }
[ -x "$cli" ] || { echo "sweep.sh: no deckrunner-cli at $cli (build first, or give --cli)" >&2; exit 2; }

corps=(haas-bioroid jinteki nbn weyland)
runners=(anarch criminal shaper)
out=$(mktemp -d "${TMPDIR:-/tmp}/dr-sweep-XXXXXX")
trap 'rm -rf "$out"' EXIT

# One line per batch: name, seed of its first game, games, then the decks.
batches=()
index=0
two_player=$((${#corps[@]} * ${#runners[@]}))
for corp in "${corps[@]}"; do
  for runner in "${runners[@]}"; do
    # the remainder goes to the first pairings, so the total is exact
    n=$((games / two_player + (index < games % two_player ? 1 : 0)))
    [ "$n" -gt 0 ] && batches+=("$corp-$runner $((seed + index * 1000000)) $n --corp starter:$corp --runner starter:$runner")
    index=$((index + 1))
  done
done
k=0
for corp in "${corps[@]}"; do
  n=$((napd / ${#corps[@]} + (k < napd % ${#corps[@]} ? 1 : 0)))
  runner_args=""
  for runner in "${runners[@]}"; do runner_args+=" --runner starter:$runner"; done
  [ "$n" -gt 0 ] && batches+=("napd-$corp $((seed + index * 1000000)) $n --corp starter:$corp$runner_args")
  index=$((index + 1))
  k=$((k + 1))
done

# shellcheck source=sweep-batches.sh
. "$(dirname "$0")/sweep-batches.sh"
status=0
run_batches games || status=$?
exit $status
