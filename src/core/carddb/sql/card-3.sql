-- Schema version 3: the full-text index keeps only which cards hold each
-- trigram (detail=none), and no column sizes (nothing ranks results). Text
-- searches are LIKE patterns, which the trigram index answers without
-- positions, and building it costs a quarter less.
DROP TABLE cards_fts;
CREATE VIRTUAL TABLE cards_fts USING fts5 (
  stripped_title, keywords, stripped_text,
  content = 'cards',
  content_rowid = 'id',
  tokenize = 'trigram',
  detail = 'none',
  columnsize = 0
);
INSERT INTO cards_fts (cards_fts) VALUES ('rebuild');
