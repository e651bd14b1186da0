-- User database, schema version 1. Decks and the collection live here, never in the
-- replaceable card database.
CREATE TABLE settings (
  key    TEXT PRIMARY KEY,
  value  TEXT
);
