#!/usr/bin/env python3
"""Kill harness: starts a write of the real deckrunner-cli, SIGKILLs it at a
random moment, and checks that nothing committed before was lost.

  tests/kill/kill-harness.py --cli build/src/cli/deckrunner-cli [--count 200]
                             [--ops deck-save,deck-import,...] [--seed N]
                             [--app build/src/app/deckrunner]

Operations: deck-save (a deck restored to another version: a new version),
deck-import, collection-import (CSV, --replace), banlist-import (into the
card database), sync (from a server on 127.0.0.1 whose data changes every
time) and game-save (`play --record` of a whole AI game). After every kill:
both databases pass PRAGMA integrity_check; the CLI opens them (deck list,
collection show); every deck version and every deck committed before is
there unchanged (the deck being saved holds either its old or its new
cards), the collection is either what it was or what the import makes it,
and no file was set aside as damaged; a game record is either the previous
one or the new one, and replays to its recorded hash. With --app, the
window starts on the data after each operation's kills (under xvfb-run).
Exit status 0 when every check passed, 1 otherwise."""

import argparse
import json
import os
import pathlib
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time

TOP = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(TOP / "tests" / "pylib"))
from dr_api_server import Server  # noqa: E402
FIXTURES = TOP / "tests" / "fixtures"
ENGINE_DECKS = TOP / "tests" / "engine" / "decks"
OPS = ["deck-save", "deck-import", "collection-import", "banlist-import", "sync", "game-save"]


class Failure(Exception):
    pass


def integrity(path):
    if not os.path.exists(path):
        raise Failure(f"{path} is gone")
    db = sqlite3.connect(path)
    try:
        rows = db.execute("PRAGMA integrity_check").fetchall()
    finally:
        db.close()
    if rows != [("ok",)]:
        raise Failure(f"{path}: integrity_check says {rows[:3]}")


def user_state(path):
    """Decks, versions and the collection, as comparable values."""
    db = sqlite3.connect(path)
    try:
        decks = {}
        for row in db.execute("SELECT id, name, game, side, identity, format, banlist, notes, deleted FROM decks"):
            cards = frozenset(db.execute("SELECT code, quantity FROM deck_cards WHERE deck_id = ?", (row[0],)))
            decks[row[0]] = (row[1:], cards)
        versions = {}
        for row in db.execute("SELECT id, deck_id, number, created, name, game, side, identity, format, banlist, notes"
                              " FROM deck_versions"):
            cards = frozenset(db.execute("SELECT code, quantity FROM deck_version_cards WHERE version_id = ?",
                                         (row[0],)))
            versions[row[0]] = (row[1:], cards)
        collection = (frozenset(db.execute("SELECT pack_code, count FROM collection_products")),
                      frozenset(db.execute("SELECT card_code, delta FROM collection_adjustments")))
    finally:
        db.close()
    return {"decks": decks, "versions": versions, "collection": collection}


class Harness:
    def __init__(self, args, work):
        self.args = args
        self.work = work
        self.rng = random.Random(args.seed)
        self.kills = 0
        self.completed = 0

    def env(self, data_dir):
        env = dict(os.environ)
        env["DECKRUNNER_DATA_DIR"] = str(data_dir)
        env["DECKRUNNER_CACHE_DIR"] = str(data_dir / "cache")
        env.setdefault("LANG", "C.UTF-8")
        env.setdefault("GSETTINGS_BACKEND", "memory")
        return env

    def cli(self, data_dir, *arguments, check=True):
        result = subprocess.run([self.args.cli, *map(str, arguments)], env=self.env(data_dir),
                                capture_output=True, text=True, timeout=120)
        if check and result.returncode != 0:
            raise Failure(f"deckrunner-cli {' '.join(map(str, arguments))} exited {result.returncode}: "
                          f"{result.stderr.strip()}")
        return result

    def start_and_kill(self, data_dir, arguments, delay):
        """Runs the command, SIGKILLs it after @delay seconds; True when it
        finished first."""
        process = subprocess.Popen([self.args.cli, *map(str, arguments)], env=self.env(data_dir),
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            process.wait(timeout=delay)
            return True
        except subprocess.TimeoutExpired:
            process.send_signal(signal.SIGKILL)
            process.wait()
            return False

    def check_data(self, data_dir, before, op, allowed_collections, target_deck):
        integrity(data_dir / "user.sqlite")
        integrity(data_dir / "cards.sqlite")
        damaged = [p.name for p in data_dir.iterdir() if ".damaged" in p.name]
        if damaged:
            raise Failure(f"files were set aside as damaged: {damaged}")
        self.cli(data_dir, "deck", "list")
        self.cli(data_dir, "collection", "show")
        after = user_state(data_dir / "user.sqlite")
        for version_id, version in before["versions"].items():
            if after["versions"].get(version_id) != version:
                raise Failure(f"{op}: deck version {version_id} changed or vanished")
        for deck_id, deck in before["decks"].items():
            now = after["decks"].get(deck_id)
            if now == deck:
                continue
            if deck_id == target_deck and now is not None:
                # Saved: the deck now holds the cards of its newest version.
                newest = max((v for v in after["versions"].values() if v[0][0] == deck_id),
                             key=lambda v: v[0][1])
                if now[1] == newest[1]:
                    continue
            raise Failure(f"{op}: deck {deck_id} changed or vanished")
        if after["collection"] != before["collection"] and after["collection"] not in allowed_collections:
            raise Failure(f"{op}: the collection is neither what it was nor what the import makes it")
        return after

    def check_app(self, data_dir):
        if not self.args.app:
            return
        env = self.env(data_dir)
        env.update({"GSETTINGS_BACKEND": "memory", "DBUS_SESSION_BUS_ADDRESS": "disabled:", "GTK_A11Y": "none",
                    "NO_AT_BRIDGE": "1", "GDK_BACKEND": "x11"})
        build = pathlib.Path(self.args.app).resolve().parents[2]
        env.setdefault("GSETTINGS_SCHEMA_DIR", str(build / "data"))
        result = subprocess.run(["timeout", "8", "xvfb-run", "-a", self.args.app], env=env,
                                capture_output=True, text=True)
        if result.returncode != 124 or "deckrunner:" in result.stderr:
            raise Failure(f"the window did not start on the data (exit {result.returncode}): "
                          f"{result.stderr.strip()[-500:]}")

    def run_op(self, op):
        data_dir = self.work / op
        data_dir.mkdir()
        decks = FIXTURES / "decks"
        # Data committed before any kill: two decks (one with two versions)
        # and a collection.
        self.cli(data_dir, "deck", "import", decks / "hb-core.txt")
        self.cli(data_dir, "deck", "import", decks / "kate-core.txt")
        self.cli(data_dir, "deck", "rename", "#1", "Glacier, second version")
        collection_a = self.work / f"{op}-a.csv"
        collection_b = self.work / f"{op}-b.csv"
        collection_a.write_text("code,owned\n01110,3\n01050,2\n")
        collection_b.write_text("code,owned\n01110,1\n01001,1\n01002,3\n")
        self.cli(data_dir, "collection", "add", "core", "1")
        allowed = set()
        for path in (collection_a, collection_b):
            self.cli(data_dir, "collection", "import", path, "--replace")
            allowed.add(user_state(data_dir / "user.sqlite")["collection"])

        server = None
        served = []
        game = data_dir / "game.jsonl"
        target_deck = None
        if op == "sync":
            for variant in range(2):
                root = self.work / f"served-{variant}"
                shutil.copytree(FIXTURES / "sync", root)
                cards = json.loads((root / "cards.json").read_text())
                records = cards["data"] if isinstance(cards, dict) else cards
                records[0]["title"] = records[0]["title"] + (" (variant)" if variant else "")
                (root / "cards.json").write_text(json.dumps(cards))
                served.append(root)
            server = Server(served[0])

        def command(i):
            if op == "deck-save":
                return ["deck", "restore", "#1", str(1 + i % 2)]
            if op == "deck-import":
                return ["deck", "import", decks / ("weyland.md" if i % 2 else "noise.o8d")]
            if op == "collection-import":
                return ["collection", "import", collection_a if i % 2 else collection_b, "--replace"]
            if op == "banlist-import":
                return ["banlist", "import", FIXTURES / "restrictions" /
                        ("eternal_points_list_26_01.json" if i % 2 else "v3-restrictions.json")]
            if op == "sync":
                server.root = served[i % 2]
                return ["sync", "--source", server.url, "--allow-http-loopback", "--restrictions", ""]
            return ["play", "--corp", ENGINE_DECKS / "core-corp.json", "--runner", ENGINE_DECKS / "core-runner.json",
                    "--ai", "both", "--seed", str(i), "--record", game]

        if op == "deck-save":
            target_deck = 1
        try:
            # Whole runs to time the operation (the median of three: one run
            # alone may wait for a busy machine), and to have a game record.
            durations = []
            for _ in range(3):
                started = time.monotonic()
                self.cli(data_dir, *command(0))
                durations.append(time.monotonic() - started)
            duration = max(sorted(durations)[1], 0.01)
            for i in range(1, self.args.count + 1):
                before = user_state(data_dir / "user.sqlite")
                # Half the kills anywhere in the run, half in its last part,
                # where the writes and the commit are.
                if i % 2:
                    delay = self.rng.uniform(0, duration * 1.2)
                else:
                    delay = self.rng.uniform(duration * 0.6, duration * 1.05)
                if self.start_and_kill(data_dir, command(i), delay):
                    self.completed += 1
                else:
                    self.kills += 1
                try:
                    self.check_data(data_dir, before, op, allowed, target_deck)
                    if op == "game-save":
                        self.cli(data_dir, "replay", game, "--verify")
                except Failure as failure:
                    raise Failure(f"{op}, run {i} (killed after {delay * 1000:.0f} ms of ~{duration * 1000:.0f}): "
                                  f"{failure}") from None
            self.check_app(data_dir)
        finally:
            if server is not None:
                server.close()
        return duration


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cli", required=True)
    parser.add_argument("--app")
    parser.add_argument("--count", type=int, default=200)
    parser.add_argument("--ops", default=",".join(OPS))
    parser.add_argument("--seed", type=int, default=int(time.time()))
    args = parser.parse_args()
    ops = args.ops.split(",")
    unknown = [op for op in ops if op not in OPS]
    if unknown:
        parser.error(f"unknown operations {unknown}; known: {', '.join(OPS)}")

    print(f"TAP version 13\n1..{len(ops)}\n# seed {args.seed}")
    failed = 0
    with tempfile.TemporaryDirectory(prefix="deckrunner-kill-") as work:
        for number, op in enumerate(ops, 1):
            harness = Harness(args, pathlib.Path(work))
            try:
                duration = harness.run_op(op)
                print(f"ok {number} - {op}: {harness.kills} killed, {harness.completed} finished first "
                      f"(a whole run takes {duration * 1000:.0f} ms)", flush=True)
            except (Failure, subprocess.TimeoutExpired) as failure:
                failed += 1
                print(f"not ok {number} - {failure}", flush=True)
    print(f"# kill: {len(ops) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
