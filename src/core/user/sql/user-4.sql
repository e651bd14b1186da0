-- User database, schema version 4: decks kept built. Being built is about
-- the user's physical cards, not the list, so it is no part of a deck's
-- versions; a built deck reserves its copies in the collection.
CREATE TABLE built_decks (
  deck_id  INTEGER PRIMARY KEY REFERENCES decks (id) ON DELETE CASCADE,
  since    INTEGER NOT NULL      -- unix seconds
);
