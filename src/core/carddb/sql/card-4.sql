-- Schema version 4: a number per title, so that a search grouping the
-- matching printings by title sorts integers instead of strings. It is a hash
-- of game and title, filled by the importer; searches group by it and by the
-- title, so equal numbers for two titles only cost speed. Rows imported
-- before this version keep 0 until the next import.
ALTER TABLE cards ADD COLUMN title_key INTEGER NOT NULL DEFAULT 0;

DROP INDEX cards_filter;
CREATE INDEX cards_filter ON cards (game, side_code, type_code, faction_code, cycle_rotated,
                                    cycle_code, cycle_position, pack_code, pack_date, is_latest,
                                    title_key, title, code);
