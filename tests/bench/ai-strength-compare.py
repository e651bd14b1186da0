#!/usr/bin/env python3
# Compares two versions of a level on the same games of a bench-ai results
# file (tests/bench/results/ai-strength.tsv): the games of PAIRING that both
# COMMIT_A and COMMIT_B played (same seed, same side, so the same decks and the
# same opponent), how many each won, and an exact two-sided sign test on the
# games where only one of them won.
#   tests/bench/ai-strength-compare.py [--file F] [--pairing hard-normal] COMMIT_A COMMIT_B
import argparse
from math import comb
from pathlib import Path

parser = argparse.ArgumentParser(description=__doc__)
parser.add_argument('--file', default=str(Path(__file__).parent / 'results' / 'ai-strength.tsv'))
parser.add_argument('--pairing', default='hard-normal')
parser.add_argument('commit_a')
parser.add_argument('commit_b')
args = parser.parse_args()

games = {}
with open(args.file, encoding='utf-8') as f:
    for line in f:
        cells = line.rstrip('\n').split('\t')
        if cells[0] != args.pairing:
            continue
        pairing, seed, corp, runner, first_seat, winner = cells[:6]
        budgets, commit = (cells[8], cells[9]), cells[10]
        for wanted in (args.commit_a, args.commit_b):
            if commit.startswith(wanted):
                games.setdefault((seed, first_seat, budgets), {})[wanted] = winner == first_seat

both = [g for g in games.values() if len(g) == 2]
won_a = sum(g[args.commit_a] for g in both)
won_b = sum(g[args.commit_b] for g in both)
only_a = sum(g[args.commit_a] and not g[args.commit_b] for g in both)
only_b = sum(g[args.commit_b] and not g[args.commit_a] for g in both)
discordant = only_a + only_b
p = min(1.0, 2 * sum(comb(discordant, i) for i in range(min(only_a, only_b) + 1)) / 2 ** discordant) \
    if discordant else 1.0
print(f'{args.pairing}: {len(both)} games played by both; {args.commit_a} won {won_a}, '
      f'{args.commit_b} won {won_b}; only {args.commit_a} won {only_a}, only {args.commit_b} won '
      f'{only_b}; sign test p = {p:.4f}')
