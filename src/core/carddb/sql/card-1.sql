-- Card database, schema version 1: everything NetrunnerDB publishes for a printing,
-- plus the game dimension so Lockpick (and later games) share the store.
CREATE TABLE meta (
  key   TEXT PRIMARY KEY,
  value TEXT
);

CREATE TABLE sides (
  code TEXT PRIMARY KEY,
  game TEXT NOT NULL DEFAULT 'netrunner',
  name TEXT NOT NULL
);

CREATE TABLE factions (
  code        TEXT PRIMARY KEY,
  game        TEXT NOT NULL DEFAULT 'netrunner',
  name        TEXT NOT NULL,
  side_code   TEXT REFERENCES sides (code),
  color       TEXT,
  is_mini     INTEGER NOT NULL DEFAULT 0,
  is_neutral  INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE types (
  code        TEXT PRIMARY KEY,
  game        TEXT NOT NULL DEFAULT 'netrunner',
  name        TEXT NOT NULL,
  position    INTEGER,
  is_subtype  INTEGER NOT NULL DEFAULT 0,
  side_code   TEXT REFERENCES sides (code)
);

CREATE TABLE cycles (
  code      TEXT PRIMARY KEY,
  game      TEXT NOT NULL DEFAULT 'netrunner',
  name      TEXT NOT NULL,
  position  INTEGER NOT NULL,
  size      INTEGER,
  rotated   INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE packs (
  code          TEXT PRIMARY KEY,
  game          TEXT NOT NULL DEFAULT 'netrunner',
  cycle_code    TEXT NOT NULL REFERENCES cycles (code),
  name          TEXT NOT NULL,
  position      INTEGER NOT NULL,
  date_release  TEXT,            -- YYYY-MM-DD, NULL when unreleased
  size          INTEGER,
  ffg_id        INTEGER
);

-- One row per printing. A card in the game sense is its title.
-- cost NULL on a card that has a cost means X; cost_is_x records it explicitly
-- because agendas and identities have no cost at all.
CREATE TABLE cards (
  id                 INTEGER PRIMARY KEY,          -- stable rowid for the full-text index
  code               TEXT NOT NULL UNIQUE,
  game               TEXT NOT NULL DEFAULT 'netrunner',
  title              TEXT NOT NULL,
  stripped_title     TEXT NOT NULL,
  title_acronym      TEXT NOT NULL DEFAULT '',
  original_title     TEXT,         -- title in the language the card was printed in, when not English
  original_lang      TEXT,
  side_code          TEXT NOT NULL REFERENCES sides (code),
  faction_code       TEXT REFERENCES factions (code),
  type_code          TEXT NOT NULL REFERENCES types (code),
  keywords           TEXT,         -- subtypes joined by ' - '
  cost               INTEGER,
  cost_is_x          INTEGER NOT NULL DEFAULT 0,
  strength           INTEGER,
  strength_is_x      INTEGER NOT NULL DEFAULT 0,
  faction_cost       INTEGER,      -- influence
  influence_limit    INTEGER,      -- identities; NULL = unlimited
  minimum_deck_size  INTEGER,
  agenda_points      INTEGER,
  advancement_cost   INTEGER,
  advancement_is_x   INTEGER NOT NULL DEFAULT 0,
  memory_cost        INTEGER,
  trash_cost         INTEGER,
  base_link          INTEGER,
  uniqueness         INTEGER NOT NULL DEFAULT 0,
  deck_limit         INTEGER NOT NULL,
  quantity           INTEGER NOT NULL,
  pack_code          TEXT NOT NULL REFERENCES packs (code),
  position           INTEGER NOT NULL,
  is_service         INTEGER NOT NULL DEFAULT 0,   -- Lockpick: stays in play
  text               TEXT,
  stripped_text      TEXT,
  flavor             TEXT,
  illustrator        TEXT,
  is_latest          INTEGER NOT NULL DEFAULT 1,   -- newest printing of its title
  -- Copies of pack and cycle facts, filled once per import: searches filter
  -- on them without joining two tables for every card.
  pack_date          TEXT,
  cycle_code         TEXT,
  cycle_position     INTEGER,
  cycle_rotated      INTEGER
);
CREATE INDEX cards_title ON cards (title);
CREATE INDEX cards_pack ON cards (pack_code);
CREATE INDEX cards_type ON cards (type_code);
CREATE INDEX cards_faction ON cards (faction_code);
-- Narrow rows for searches that filter on these: scanning it avoids reading
-- every card's long texts.
CREATE INDEX cards_filter ON cards (game, side_code, type_code, faction_code, cycle_rotated,
                                    cycle_code, pack_code, pack_date, is_latest, title, code);

-- Extra faces of double-faced cards (face 0 is the card row itself).
CREATE TABLE card_faces (
  card_code  TEXT NOT NULL REFERENCES cards (code) ON DELETE CASCADE,
  face       INTEGER NOT NULL,
  title      TEXT NOT NULL,
  text       TEXT,
  PRIMARY KEY (card_code, face)
);

CREATE TABLE mwls (
  code         TEXT PRIMARY KEY,
  id           INTEGER,
  name         TEXT NOT NULL,
  date_start   TEXT NOT NULL,
  active       INTEGER NOT NULL DEFAULT 0,
  point_limit  INTEGER
);

-- One verdict per (list, printing, kind): deck_limit, is_restricted, global_penalty,
-- universal_faction_cost, points.
CREATE TABLE mwl_cards (
  mwl_code   TEXT NOT NULL REFERENCES mwls (code) ON DELETE CASCADE,
  card_code  TEXT NOT NULL,
  kind       TEXT NOT NULL,
  value      INTEGER NOT NULL,
  PRIMARY KEY (mwl_code, card_code, kind)
);

CREATE TABLE rotations (
  code        TEXT PRIMARY KEY,
  name        TEXT NOT NULL,
  date_start  TEXT NOT NULL
);

CREATE TABLE rotation_cycles (
  rotation_code  TEXT NOT NULL REFERENCES rotations (code) ON DELETE CASCADE,
  cycle_code     TEXT NOT NULL,
  PRIMARY KEY (rotation_code, cycle_code)
);

CREATE TABLE prebuilts (
  code          TEXT PRIMARY KEY,
  name          TEXT NOT NULL,
  position      INTEGER,
  date_release  TEXT
);

CREATE TABLE prebuilt_cards (
  prebuilt_code  TEXT NOT NULL REFERENCES prebuilts (code) ON DELETE CASCADE,
  card_code      TEXT NOT NULL,
  quantity       INTEGER NOT NULL,
  PRIMARY KEY (prebuilt_code, card_code)
);
