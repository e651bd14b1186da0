#!/usr/bin/env bash
# tests/engine/sweep-lockpick.sh
#
# Copyright 2026 Deckrunner developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Lockpick's invariant sweep: `simulate --game lockpick --check` (every
# invariant after every action, an action of the wrong seat refused, every
# game replayed to its final hash) for 2, 3 and 4 players, each count's
# games split over four pairings of the server and the hackers (random or
# heuristic on each side).
#
#   tests/engine/sweep-lockpick.sh                       # 3,000 games per player count
#   tests/engine/sweep-lockpick.sh --games 400           # a smaller one
#   tests/engine/sweep-lockpick.sh --cli build-asan/src/cli/deckrunner-cli --jobs 2
#
# Exit 0 when no game broke an invariant, 1 when one did or a batch did
# not finish (its output is printed), 2 on bad usage.
set -euo pipefail

top=$(cd "$(dirname "$0")/../.." && pwd)
cli="$top/build/src/cli/deckrunner-cli"
games=3000
seed=1
jobs=1

usage () {
  sed -n '13,18p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit "$1"
}

while [ $# -gt 0 ]; do
  case "$1" in
    --cli) cli=$2; shift 2 ;;
    --games) games=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    -h|--help) usage 0 ;;
    *) echo "sweep-lockpick.sh: unknown argument '$1'" >&2; usage 2 ;;
  esac
done
for n in "$games" "$seed" "$jobs"; do
  [[ "$n" =~ ^[0-9]+$ ]] || { echo "sweep-lockpick.sh: '$n' is not a number" >&2; exit 2; }
done
[ "$jobs" -ge 1 ] || { echo "sweep-lockpick.sh: --jobs must be at least 1" >&2; exit 2; }
[ -x "$cli" ] || { echo "sweep-lockpick.sh: no deckrunner-cli at $cli (build first, or give --cli)" >&2; exit 2; }

out=$(mktemp -d "${TMPDIR:-/tmp}/dr-sweep-lockpick-XXXXXX")
trap 'rm -rf "$out"' EXIT
export LC_ALL=C LANGUAGE=

# One line per batch: name, seed of its first game, games, then the options.
pairings=("random random" "heuristic random" "random heuristic" "heuristic heuristic")
batches=()
index=0
for players in 2 3 4; do
  k=0
  for pairing in "${pairings[@]}"; do
    read -r server hackers <<< "$pairing"
    n=$((games / ${#pairings[@]} + (k < games % ${#pairings[@]} ? 1 : 0)))
    [ "$n" -gt 0 ] && batches+=("p$players-$server-$hackers $((seed + index * 1000000)) $n --game lockpick --players $players --server-policy $server --hacker-policy $hackers")
    index=$((index + 1))
    k=$((k + 1))
  done
done

# shellcheck source=sweep-batches.sh
. "$(dirname "$0")/sweep-batches.sh"
status=0
run_batches "Lockpick games" || status=$?
exit $status
