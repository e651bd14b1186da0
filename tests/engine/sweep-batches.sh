# tests/engine/sweep-batches.sh
#
# Copyright 2026 Deckrunner developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# What the invariant sweeps share (sourced by sweep.sh and
# sweep-lockpick.sh, not run): run_batches plays every batch of the
# `batches` array ("NAME FIRST-SEED GAMES SIMULATE-OPTIONS…") with
# `simulate --check` of "$cli", "$jobs" at a time, each batch saying how
# it went as it ends, then prints the total (`$1` names the games) and
# returns 1 when a game broke an invariant or a batch did not finish.
# Needs `cli`, `jobs`, `batches` and `out` (an empty directory).

# Plays one batch, then says at once how it went (so a long sweep shows its
# progress and a stopped one what it covered), keeping the numbers for the
# total in $out/NAME.result.
run_batch () {
  local name=$1 first=$2 n=$3; shift 3
  local log="$out/$name.log" played failed
  "$cli" simulate --games "$n" --seed "$first" --check "$@" > "$log" 2>&1 \
    || echo "exit status $?" >> "$log"
  played=$(sed -n 's/^\([0-9]*\) games \(in\|of\) .*/\1/p' "$log")
  failed=$(sed -n 's/^Invariant failures: \([0-9]*\).*/\1/p' "$log")
  if [ -z "$played" ] || [ -z "$failed" ] || { grep -q '^exit status' "$log" && [ "$failed" = 0 ]; }; then
    { echo "FAIL $name (seeds $first…): simulate did not finish"; cat "$log"; } >&2
    echo "0 0 1" > "$out/$name.result"
  elif [ "$failed" -gt 0 ]; then
    { echo "FAIL $name (seeds $first…$((first + n - 1))): $failed of $played games broke an invariant"
      cat "$log"; } >&2
    echo "$played $failed 0" > "$out/$name.result"
  else
    echo "ok   $name: $played games (seeds $first…$((first + n - 1)))"
    echo "$played 0 0" > "$out/$name.result"
  fi
}

run_batches () {
  local label=$1 start running=0 status=0 total=0 failures=0 unfinished=0 b name played failed broken
  start=$(date +%s)
  for b in "${batches[@]}"; do
    # shellcheck disable=SC2086
    run_batch $b &
    running=$((running + 1))
    if [ "$running" -ge "$jobs" ]; then
      wait -n || true
      running=$((running - 1))
    fi
  done
  wait
  for b in "${batches[@]}"; do
    read -r name _ <<< "$b"
    read -r played failed broken < "$out/$name.result"
    total=$((total + played))
    failures=$((failures + failed))
    unfinished=$((unfinished + broken))
    [ "$failed" -eq 0 ] && [ "$broken" -eq 0 ] || status=1
  done
  echo "$total $label, $failures invariant failures, $unfinished batches that did not finish," \
       "$(( $(date +%s) - start )) s with $jobs job(s) ($cli)"
  return $status
}
