#!/usr/bin/env python3
# Writes the seed corpora of tests/fuzz/corpus/ from the test fixtures, the
# queries of the unit tests, the engine's scenarios and the game records of
# tests/fuzz/records/. Run it again after adding fixtures; the fuzz runner
# (tests/fuzz/run.sh --merge) adds what it finds beside the seeds.
import os
import pathlib
import random
import re
import shutil

top = pathlib.Path(__file__).resolve().parents[2]
fixtures = top / "tests" / "fixtures"
corpus = top / "tests" / "fuzz" / "corpus"


def fresh(name):
    """The corpus folder, made when missing. Seeds are (re)written by name;
    what fuzzing added beside them stays."""
    target = corpus / name
    target.mkdir(parents=True, exist_ok=True)
    return target


def unescape(literal):
    """The bytes of a C string literal's body."""
    out = bytearray()
    data = literal.encode("utf-8")
    i = 0
    simple = {ord("n"): 10, ord("t"): 9, ord("r"): 13, ord("0"): 0, ord('"'): 34, ord("\\"): 92, ord("'"): 39}
    while i < len(data):
        if data[i] != 92:
            out.append(data[i])
            i += 1
        elif data[i + 1] == ord("x"):
            digits = re.match(rb"[0-9a-fA-F]+", data[i + 2:]).group(0)
            out.append(int(digits, 16) & 0xFF)
            i += 2 + len(digits)
        elif data[i + 1] in range(ord("0"), ord("8")):
            digits = re.match(rb"[0-7]{1,3}", data[i + 1:]).group(0)
            out.append(int(digits, 8) & 0xFF)
            i += 1 + len(digits)
        else:
            out.append(simple.get(data[i + 1], data[i + 1]))
            i += 2
    return bytes(out)


def c_strings(path, call):
    """The string argument that follows @call (a regular expression that ends
    where the literal starts) everywhere in a C file, as bytes."""
    text = path.read_text(encoding="utf-8")
    out = []
    for match in re.finditer(call + r'((?:\s*"(?:[^"\\]|\\.)*")+)', text):
        parts = re.findall(r'"((?:[^"\\]|\\.)*)"', match.group(1))
        out.append(unescape("".join(parts)))
    return out


# Deck lists: every fixture, each format.
target = fresh("deck-import")
for path in sorted((fixtures / "decks").iterdir()):
    shutil.copy(path, target / path.name)

# Card data: "file name" on the first line, then the file.
target = fresh("card-json")
for folder in ("search", "sync", "legality", "collection"):
    for path in sorted((fixtures / folder).rglob("*.json")):
        relative = path.relative_to(fixtures / folder)
        name = str(relative) if relative.parent.name == "pack" else relative.name
        seed = target / (folder + "-" + str(relative).replace("/", "-"))
        seed.write_bytes(name.encode() + b"\n" + path.read_bytes())

# Ban lists.
target = fresh("restrictions")
for path in sorted((fixtures / "restrictions").iterdir()):
    shutil.copy(path, target / path.name)

# Collection files: CSV and pack lists the unit tests read.
target = fresh("collection-csv")
tests = top / "tests" / "core"
texts = c_strings(tests / "test-collection-csv.c", r"import_\w+ \(\w+(?:->collection)?,")
texts += [t.encode() for t in [
    "code,title,pack,owned\n01110,Hedge Fund,Core Set,3\n01050,Noise: Hacker Extraordinaire,Core Set,1\n",
    "title,pack,owned\nhedge fund,core,2\n\"Déjà Vu\",,1\n",
    "1 Core Set\n2 napd\n",
    "# owned packs\n3 core\n\n1 Lockpick\n",
]]
for i, text in enumerate(dict.fromkeys(texts)):
    (target / ("seed-%02d" % i)).write_bytes(text)

# Rules engine: a few seeds and decision strings (random, but always the same).
target = fresh("engine-actions")
rng = random.Random(2026)
for i in range(8):
    (target / ("game-%d" % i)).write_bytes(bytes(rng.randrange(256) for _ in range(8 + 64 * (i + 1))))

# Scenario files and game records.
target = fresh("game-files")
for path in sorted((top / "tests" / "engine" / "scenarios").glob("*.json")):
    (target / ("scenario-" + path.name)).write_bytes(b"scenario\n" + path.read_bytes())
for path in sorted((top / "tests" / "fuzz" / "records").glob("*.jsonl")):
    (target / ("record-" + path.name)).write_bytes(b"record\n" + path.read_bytes())

# Search queries: every query the search tests run or refuse.
target = fresh("search-query")
queries = c_strings(tests / "test-search.c", r"assert_search \(")
queries += c_strings(tests / "test-search.c", r"assert_query_error \(")
for i, query in enumerate(dict.fromkeys(queries)):
    (target / ("query-%03d" % i)).write_bytes(query)
