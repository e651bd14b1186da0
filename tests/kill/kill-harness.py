#!/usr/bin/env python3
"""Kill harness: SIGKILLs a write of the real deckrunner-cli inside the
write, and checks that nothing committed before was lost.

  tests/kill/kill-harness.py --cli build/src/cli/deckrunner-cli [--count 200]
                             [--ops deck-save,deck-import,...] [--seed N]
                             [--app build/src/app/deckrunner]

Operations: deck-save (a deck restored to another version: a new version),
deck-import, collection-import (CSV, --replace), banlist-import (into the
card database), sync (from a server on 127.0.0.1 whose data changes every
time), game-save (`play --record` of a whole AI game into the saved-games
folder the Play view lists) and lockpick-save (the same for a Lockpick game,
whose record the Play view autosaves there with the same function). Each operation is first traced whole with
strace: its write points are the syscalls by which it changes a file of the
data folder (every write, sync, truncation, creation, rename and removal).
Each of --count runs is then SIGKILLed on entry to one of them drawn at
random (strace's syscall injection), so every kill lands inside the write; a
run whose kill missed (a run can differ from the traced one) is drawn again
and counted apart. After every kill: both databases pass PRAGMA
integrity_check; the CLI opens them (deck list, collection show); every deck
version and every deck committed before is there unchanged (the deck being
saved holds either its old or its new cards), the collection is either what
it was or what the import makes it, and no file was set aside as damaged;
every saved game is either the previous one or the new one, and replays to
its recorded hash. With --app, the window starts on the data after each
operation's kills (under xvfb-run). Needs strace.
Exit status 0 when every check passed, 1 otherwise."""

import argparse
import collections
import json
import os
import pathlib
import random
import re
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
OPS = ["deck-save", "deck-import", "collection-import", "banlist-import", "sync", "game-save", "lockpick-save"]
# The syscalls that change files. A kill on entry to one of them (before it
# runs) and on entry to the next give the disk both states around it.
WRITE_SYSCALLS = ["write", "pwrite64", "writev", "pwritev", "pwritev2", "fsync", "fdatasync", "ftruncate",
                  "fallocate", "rename", "renameat", "renameat2", "unlink", "unlinkat", "mkdir", "mkdirat",
                  "openat", "link", "linkat"]
# A line of `strace -f -y`: the thread id, the syscall and its arguments.
STRACE_CALL = re.compile(r"^(\d+)\s+([a-z0-9_]+)\((.*)$")
# Calls naming a file rather than a descriptor.
PATH_SYSCALLS = {"rename", "renameat", "renameat2", "unlink", "unlinkat", "mkdir", "mkdirat", "openat",
                 "link", "linkat"}
# Calls that change what a file holds or where it is, rather than create one.
CHANGE_SYSCALLS = set(WRITE_SYSCALLS) - {"openat", "mkdir", "mkdirat"}


def changed_file(syscall, arguments, data_dir):
    """The file under @data_dir a traced call changes, or None: its
    descriptor's file (strace -y prints it as 4</path>) or the file it names;
    an openat only when it creates (O_CREAT), for opening alone changes
    nothing. sqlite's -shm files are left out: they are a shared-memory
    index rebuilt from the WAL, written when a database is opened."""
    if syscall == "openat" and "O_CREAT" not in arguments:
        return None
    if syscall in PATH_SYSCALLS:
        names = re.findall(r'"((?:[^"\\]|\\.)*)"', arguments)
    else:
        names = re.findall(r"^\d+<([^>]*)>", arguments)
    names = [name for name in names if name.startswith(data_dir + "/") and not name.endswith("-shm")]
    return names[0] if names else None


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


def card_state(path):
    """What the card database holds (every table but its meta data, whose
    sync time changes, and the search index, derived from the rest), as one
    comparable value."""
    db = sqlite3.connect(path)
    try:
        tables = [row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'"
                                               " AND name != 'meta' AND name NOT LIKE '%fts%' ORDER BY name")]
        return tuple((table, frozenset(db.execute(f'SELECT * FROM "{table}"'))) for table in tables)
    finally:
        db.close()


def deck_contents(deck):
    """A deck's game, side, identity and cards: what an import must write
    whole (its name may gain a number to stay unique)."""
    return (deck[0][1:4], deck[1])


class Harness:
    def __init__(self, args, work):
        self.args = args
        self.work = work
        self.rng = random.Random(args.seed)
        self.kills = 0
        self.missed = 0
        self.write_points_seen = collections.Counter()

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

    def strace(self, data_dir, arguments, trace, log, inject=None):
        """Runs the command under strace, tracing the syscalls @trace (with
        file names for descriptors) into @log; @inject ("SYSCALL:N") SIGKILLs
        it on entry to its Nth call of SYSCALL. Returns the exit status (-9
        when killed)."""
        command = ["strace", "-f", "-qq", "-y", "-s", "0", "-e", "signal=none", "-e", f"trace={trace}",
                   "-o", str(log)]
        if inject:
            syscall, number = inject.split(":")
            command += ["-e", f"inject={syscall}:signal=KILL:when={number}"]
        result = subprocess.run([*command, "--", self.args.cli, *map(str, arguments)], env=self.env(data_dir),
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)
        return result.returncode

    def write_points(self, data_dir, arguments):
        """The moments the command changes the files of @data_dir: each of
        its syscalls, from the first change to the last, that writes, syncs,
        truncates, creates, renames or removes one, as (syscall, its number among that thread's calls of
        that syscall) for strace's injection. Found by tracing a whole run
        (which really writes, on data like the runs'). strace counts
        calls per thread (sync writes from a worker thread): another thread
        can reach the same number first, a miss the caller sees."""
        log = self.work / "profile.strace"
        status = self.strace(data_dir, arguments, ",".join(WRITE_SYSCALLS), log)
        if status != 0:
            raise Failure(f"deckrunner-cli {' '.join(map(str, arguments))} exited {status} under strace")
        calls = []
        counts = {}
        for line in log.read_text(errors="replace").splitlines():
            call = STRACE_CALL.match(line)
            if not call:
                continue
            pid, syscall, rest = call.groups()
            counts[pid, syscall] = counts.get((pid, syscall), 0) + 1
            if changed_file(syscall, rest, str(data_dir)):
                calls.append((syscall, counts[pid, syscall]))
        # The write: from the first change to a file to the last; opening
        # the databases before (which creates their WAL) is not part of it.
        changes = [index for index, (syscall, _) in enumerate(calls) if syscall in CHANGE_SYSCALLS]
        points = calls[changes[0]:changes[-1] + 1] if changes else []
        if not points:
            raise Failure(f"deckrunner-cli {' '.join(map(str, arguments))} wrote nothing in {data_dir}")
        return points

    def kill_inside_write(self, data_dir, arguments, points):
        """SIGKILLs the command at one of @points drawn at random, and tells
        whether the kill landed there: strace's log ends with the killed call,
        which must be a write to @data_dir (a run can differ from the traced
        one: then it finished or died elsewhere, and the caller draws again)."""
        syscall, number = self.rng.choice(points)
        log = self.work / "kill.strace"
        status = self.strace(data_dir, arguments, syscall, log, inject=f"{syscall}:{number}")
        if status not in (-signal.SIGKILL, 128 + signal.SIGKILL):
            return None
        calls = [STRACE_CALL.match(line) for line in log.read_text(errors="replace").splitlines()]
        calls = [call for call in calls if call]
        if not calls or not changed_file(calls[-1].group(2), calls[-1].group(3), str(data_dir)):
            return None
        return f"{syscall} #{number}"

    def check_data(self, data_dir, before, op, allowed_collections, target_deck, whole_imports, card_allowed):
        integrity(data_dir / "user.sqlite")
        integrity(data_dir / "cards.sqlite")
        if card_state(data_dir / "cards.sqlite") not in card_allowed:
            raise Failure(f"{op}: the card data is neither what it was nor what the operation makes it")
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
        for deck_id, deck in after["decks"].items():
            if deck_id not in before["decks"] and deck_contents(deck) not in whole_imports:
                raise Failure(f"{op}: a new deck {deck_id} is not the whole imported deck")
        old_cards = {version[1] for version in before["versions"].values()}
        for version_id, version in after["versions"].items():
            if version_id in before["versions"]:
                continue
            if version[0][0] not in after["decks"]:
                raise Failure(f"{op}: a new deck version {version_id} belongs to no deck")
            if version[1] not in old_cards and version[1] not in {cards for _, cards in whole_imports}:
                raise Failure(f"{op}: a new deck version {version_id} holds cards no deck had")
        if after["collection"] != before["collection"] and after["collection"] not in allowed_collections:
            raise Failure(f"{op}: the collection is neither what it was nor what the import makes it")
        return after

    def check_games(self, data_dir):
        """Every game in the saved-games folder is whole: it replays to its
        recorded hash (a kill leaves the old file or the new one, and at most
        a temporary file the Play view's list does not read)."""
        games = sorted((data_dir / "games").glob("*.jsonl"))
        if not games:
            raise Failure("the saved game is gone")
        for game in games:
            self.cli(data_dir, "replay", game, "--verify")

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
        # Where the Play view saves its games (dr_play_games_dir()), which
        # writes them as `play --record` does.
        game = data_dir / "games" / "kill-harness.jsonl"
        game.parent.mkdir()
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
            if op == "lockpick-save":
                return ["play", "--game", "lockpick", "--players", "3", "--ai", "all", "--policy", "random",
                        "--seed", str(i % 2), "--record", game]
            return ["play", "--corp", ENGINE_DECKS / "core-corp.json", "--runner", ENGINE_DECKS / "core-runner.json",
                    "--ai", "both", "--policy", "random", "--seed", str(i % 2), "--record", game]

        if op == "deck-save":
            target_deck = 1
        try:
            # Whole runs of both variants under strace: the operation's write
            # points (and a game record to start from).
            decks_before = user_state(data_dir / "user.sqlite")["decks"]
            points = [self.write_points(data_dir, command(variant)) for variant in range(2)]
            self.write_points_seen = collections.Counter(syscall for variant in points for syscall, _ in variant)
            # Whole runs again: the card data each variant leaves (a ban list
            # or a sync), and the decks an import makes.
            card_after = []
            for variant in range(2):
                self.cli(data_dir, *command(variant))
                card_after.append(card_state(data_dir / "cards.sqlite"))
            whole_imports = {deck_contents(deck) for deck_id, deck in user_state(data_dir / "user.sqlite")["decks"].items()
                             if deck_id not in decks_before}
            i = 0
            while self.kills < self.args.count:
                i += 1
                if i > self.args.count * 5:
                    raise Failure(f"{op}: only {self.kills} of {i - 1} runs were killed inside a write")
                before = user_state(data_dir / "user.sqlite")
                card_allowed = (card_state(data_dir / "cards.sqlite"), card_after[i % 2])
                landed = self.kill_inside_write(data_dir, command(i), points[i % 2])
                if landed:
                    self.kills += 1
                else:
                    self.missed += 1
                try:
                    self.check_data(data_dir, before, op, allowed, target_deck, whole_imports, card_allowed)
                    if op in ("game-save", "lockpick-save"):
                        self.check_games(data_dir)
                except Failure as failure:
                    raise Failure(f"{op}, run {i} (killed {'on ' + landed if landed else 'elsewhere'}): "
                                  f"{failure}") from None
                if not landed:
                    # The data grew out of the traced run's shape (a deck
                    # with more versions writes other pages): trace again.
                    points[i % 2] = self.write_points(data_dir, command(i))
            self.check_app(data_dir)
        finally:
            if server is not None:
                server.close()


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

    if shutil.which("strace") is None:
        print("strace is missing (apt-get install strace): it places the kills inside the writes", file=sys.stderr)
        return 2
    print(f"TAP version 13\n1..{len(ops)}\n# seed {args.seed}")
    failed = 0
    with tempfile.TemporaryDirectory(prefix="deckrunner-kill-") as work:
        for number, op in enumerate(ops, 1):
            harness = Harness(args, pathlib.Path(work))
            try:
                harness.run_op(op)
                print(f"ok {number} - {op}: {harness.kills} killed inside a write "
                      f"({harness.missed} more runs missed one, were traced whole again and drawn again; "
                      f"{sum(harness.write_points_seen.values())} write points in the two traced runs: "
                      f"{', '.join(f'{n} {name}' for name, n in harness.write_points_seen.most_common())})",
                      flush=True)
            except (Failure, subprocess.TimeoutExpired) as failure:
                failed += 1
                print(f"not ok {number} - {failure}", flush=True)
    print(f"# kill: {len(ops) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
