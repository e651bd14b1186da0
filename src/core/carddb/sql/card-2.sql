-- Schema version 2: full-text index. The trigram tokenizer gives substring matches,
-- which is what NetrunnerDB's x: key means, without scanning every card text.
CREATE VIRTUAL TABLE cards_fts USING fts5 (
  stripped_title, keywords, stripped_text,
  content = 'cards',
  content_rowid = 'id',
  tokenize = 'trigram'
);
INSERT INTO cards_fts (cards_fts) VALUES ('rebuild');
