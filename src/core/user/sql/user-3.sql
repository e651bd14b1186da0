-- User database, schema version 3: the collection. Card facts (which pack holds how
-- many copies of a printing) stay in the card database; only the user's choices are
-- kept here, by code, so they survive a replaced or re-synced card database.

-- Products owned: any pack or box, with how many of it (two Core Sets …).
CREATE TABLE collection_products (
  pack_code  TEXT PRIMARY KEY,
  count      INTEGER NOT NULL CHECK (count > 0)
);

-- Per-printing corrections on top of the products: singles bought (positive), copies
-- lost or damaged (negative). Owned copies = product count × copies in the product
-- + delta, never below zero.
CREATE TABLE collection_adjustments (
  card_code  TEXT PRIMARY KEY,
  delta      INTEGER NOT NULL CHECK (delta <> 0)
);
