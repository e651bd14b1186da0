#!/usr/bin/env python3
"""Runs the CLI's main flows under valgrind (memcheck) and fails on any
memory error or definite leak.

  tests/valgrind/valgrind-cli.py [--cli build/src/cli/deckrunner-cli] [--quick]

Every command runs on one data folder in order, as a user would: the first
start builds the card database, then search and card, deck import, list,
show, export, versions, diff, restore, validate and stats, the collection
(add, show, export, import, missing, completion), ban list import and list,
a sync from a server on 127.0.0.1, backups, and an AI game (three turns) recorded and
replayed. Memory that libraries keep until exit (still reachable, possibly
lost inside GLib's type system) is not counted; tests/valgrind/libraries.supp
names what is suppressed inside libraries, and why. Exit status 0 when valgrind found
nothing, 1 otherwise; each command's log is kept when it fails."""

import argparse
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile
import time

TOP = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(TOP / "tests" / "pylib"))
from dr_api_server import Server  # noqa: E402

FIXTURES = TOP / "tests" / "fixtures"
DECKS = TOP / "tests" / "engine" / "decks"


def flows(work, server_url, quick):
    deck = FIXTURES / "decks" / "hb-core.txt"
    steps = [
        ["search", "t:ice s:sentry f:nbn o<3"],
        ["search", "x:\"end the run\"", "--json"],
        ["card", "01050"],
        ["card", "deja vu", "--json"],
        ["deck", "import", deck],
        ["deck", "import", FIXTURES / "decks" / "noise.o8d", "--name", "Noise"],
        ["deck", "list", "--json"],
        ["deck", "show", "#1"],
        ["deck", "export", "#1", "--format", "o8d", "--output", work / "deck.o8d"],
        ["deck", "rename", "#1", "Glacier"],
        ["deck", "versions", "#1", "--json"],
        ["deck", "diff", "#1"],
        ["deck", "restore", "#1", "1"],
        ["validate", FIXTURES / "decks" / "kate-core.txt", "--json"],   # 1: not legal in Standard
        ["stats", "#1", "--odds", "Hedge Fund"],
        ["collection", "add", "core", "2"],
        ["collection", "show"],
        ["collection", "export", work / "mine.csv"],
        ["collection", "import", work / "mine.csv"],
        ["collection", "missing", deck],
        ["collection", "completion", "--json"],
        ["banlist", "import", FIXTURES / "restrictions" / "eternal_points_list_26_01.json"],
        ["banlist", "list"],
        ["backup", "make"],
        ["backup", "list"],
        # The Normal AI's search takes about 25 CPU-seconds for a whole game,
        # half an hour under memcheck: three turns run the same code.
        ["play", "--corp", DECKS / "core-corp.json", "--runner", DECKS / "core-runner.json", "--ai", "both",
         "--seed", "7", "--turn-limit", "3", "--record", work / "game.jsonl"],
        ["replay", work / "game.jsonl", "--verify"],
        ["sync", "--source", server_url, "--allow-http-loopback", "--restrictions", ""],
        ["search", "t:ice"],
    ]
    return steps[:6] if quick else steps


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cli", default=str(TOP / "build" / "src" / "cli" / "deckrunner-cli"))
    parser.add_argument("--quick", action="store_true", help="only the first few commands")
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        print("valgrind is missing: apt-get install valgrind", file=sys.stderr)
        return 2

    failed = 0
    with tempfile.TemporaryDirectory(prefix="deckrunner-valgrind-") as work_name:
        work = pathlib.Path(work_name)
        data = work / "data"
        logs = TOP / "build" / "valgrind-logs"
        served = work / "served"
        shutil.copytree(FIXTURES / "sync", served)
        server = Server(served)
        env = dict(os.environ, DECKRUNNER_DATA_DIR=str(data), DECKRUNNER_CACHE_DIR=str(work / "cache"),
                   LANG="C.UTF-8", GSETTINGS_BACKEND="memory")
        steps = flows(work, server.url, args.quick)
        print(f"TAP version 13\n1..{len(steps)}")
        try:
            for number, step in enumerate(steps, 1):
                arguments = [str(a) for a in step]
                log = work / f"valgrind-{number}.log"
                started = time.monotonic()
                result = subprocess.run(
                    ["valgrind", "--quiet", "--leak-check=full", "--errors-for-leak-kinds=definite",
                     "--show-leak-kinds=definite", "--error-exitcode=99", "--track-origins=yes",
                     f"--suppressions={TOP / 'tests' / 'valgrind' / 'libraries.supp'}", f"--log-file={log}",
                     args.cli, *arguments],
                    env=env, capture_output=True, text=True, timeout=600)
                seconds = time.monotonic() - started
                name = " ".join(a if len(a) < 40 else "…" + a[-30:] for a in arguments)
                report = log.read_text() if log.exists() else ""
                if result.returncode == 99 or report.strip():
                    failed += 1
                    logs.mkdir(parents=True, exist_ok=True)
                    shutil.copy(log, logs / log.name)
                    print(f"not ok {number} - {name}: valgrind found errors, see {logs / log.name}")
                elif result.returncode != 0 and not (step[0] == "validate" and result.returncode == 1):
                    failed += 1
                    print(f"not ok {number} - {name}: exit {result.returncode}: {result.stderr.strip()[-300:]}")
                else:
                    print(f"ok {number} - {name} ({seconds:.1f} s)", flush=True)
        finally:
            server.close()
    print(f"valgrind: {len(steps) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
