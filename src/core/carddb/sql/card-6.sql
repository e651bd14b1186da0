-- Schema version 6: the names of packs, cycles, factions, types (subtypes
-- included) and sides in other languages, from NetrunnerDB's
-- translations/<locale>/<kind>.<locale>.json. kind is the table the code
-- belongs to ("packs", "cycles", "factions", "types", "sides"); a sync
-- fills the locale the user reads. search_name is lower case without
-- accents (other scripts kept as they are), what searches compare.
CREATE TABLE name_translations (
  kind         TEXT NOT NULL,
  code         TEXT NOT NULL,
  locale       TEXT NOT NULL,
  name         TEXT NOT NULL,
  search_name  TEXT NOT NULL,
  PRIMARY KEY (kind, code, locale)
);
CREATE INDEX name_translations_search ON name_translations (kind, search_name);
