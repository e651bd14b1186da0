-- Schema version 5: card titles, texts and subtypes in other languages, one
-- row per printing and locale (NetrunnerDB's locale codes: fr, ja, zh-hans…).
-- A NULL field falls back to the English one. A sync fills the locale the
-- user reads; the importer adds the original titles of cards first printed
-- in another language (Lockpick's French names) and gives a printing without
-- a translation of its own the newest translated printing's, so that the
-- newest printing of a title, the one searches show, has one. card_id is
-- cards.id of the printing (NULL until the import is finished); the search_*
-- columns are lower case without accents (other scripts kept as they are).
CREATE TABLE card_translations (
  id               INTEGER PRIMARY KEY,
  code             TEXT NOT NULL,
  locale           TEXT NOT NULL,
  card_id          INTEGER,
  title            TEXT,
  text             TEXT,
  keywords         TEXT,
  search_title     TEXT,
  search_text      TEXT,
  UNIQUE (code, locale)
);
CREATE INDEX card_translations_card ON card_translations (card_id);

CREATE VIRTUAL TABLE card_translations_fts USING fts5 (
  search_title, search_text,
  content = 'card_translations',
  content_rowid = 'id',
  tokenize = 'trigram',
  detail = 'none',
  columnsize = 0
);
