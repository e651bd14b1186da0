-- User database, schema version 2: decks and their history.
-- Cards are referred to by printing code only, never by a key of the card database:
-- that file is replaced by every sync and rebuilt when damaged, and decks must survive it.
CREATE TABLE decks (
  id        INTEGER PRIMARY KEY,
  name      TEXT NOT NULL,
  game      TEXT NOT NULL DEFAULT 'netrunner',
  side      TEXT,
  identity  TEXT,                 -- printing code
  format    TEXT,
  banlist   TEXT,
  notes     TEXT,
  created   INTEGER NOT NULL,     -- unix seconds
  modified  INTEGER NOT NULL,
  deleted   INTEGER               -- unix seconds when moved to the trash, NULL while in use
);
CREATE INDEX decks_modified ON decks (modified);

CREATE TABLE deck_cards (
  deck_id   INTEGER NOT NULL REFERENCES decks (id) ON DELETE CASCADE,
  code      TEXT NOT NULL,
  quantity  INTEGER NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (deck_id, code)
) WITHOUT ROWID;

CREATE TABLE deck_tags (
  deck_id   INTEGER NOT NULL REFERENCES decks (id) ON DELETE CASCADE,
  tag       TEXT NOT NULL,
  position  INTEGER NOT NULL,
  PRIMARY KEY (deck_id, tag)
) WITHOUT ROWID;
CREATE INDEX deck_tags_tag ON deck_tags (tag);

-- Every save that changes a deck keeps a full snapshot, so any version can be
-- shown, compared or restored without replaying the ones before it.
CREATE TABLE deck_versions (
  id        INTEGER PRIMARY KEY,
  deck_id   INTEGER NOT NULL REFERENCES decks (id) ON DELETE CASCADE,
  number    INTEGER NOT NULL,     -- 1, 2, … within its deck
  created   INTEGER NOT NULL,
  name      TEXT NOT NULL,
  game      TEXT NOT NULL,
  side      TEXT,
  identity  TEXT,
  format    TEXT,
  banlist   TEXT,
  notes     TEXT,
  UNIQUE (deck_id, number)
);

CREATE TABLE deck_version_cards (
  version_id  INTEGER NOT NULL REFERENCES deck_versions (id) ON DELETE CASCADE,
  code        TEXT NOT NULL,
  quantity    INTEGER NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (version_id, code)
) WITHOUT ROWID;

CREATE TABLE deck_version_tags (
  version_id  INTEGER NOT NULL REFERENCES deck_versions (id) ON DELETE CASCADE,
  tag         TEXT NOT NULL,
  position    INTEGER NOT NULL,
  PRIMARY KEY (version_id, tag)
) WITHOUT ROWID;
