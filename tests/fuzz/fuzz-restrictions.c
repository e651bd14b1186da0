/* fuzz-restrictions.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "fuzz-restrictions"

#include "config.h"

#include "dr-db.h"
#include "dr-fuzz.h"
#include "dr-restrictions.h"

/* Ban list and points list files (NetrunnerDB's v2 restriction files and
 * API v3 replies, as `banlist import` reads them) into the bundled card
 * database, inside a savepoint rolled back afterwards. Beyond not crashing:
 *  - a file that fails writes nothing (dr-restrictions.h promises all lists
 *    or none);
 *  - every list a successful import reports is in the database with as many
 *    printings with a verdict as it reports. */

static sqlite3 *card_db;

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  g_autoptr(GError) error = NULL;

  dr_fuzz_init ();
  card_db = dr_db_open (dr_fuzz_bundled_card_db (), SQLITE_OPEN_READWRITE, &error);
  if (card_db == NULL)
    dr_fuzz_fail ("cannot open the card database: %s", error->message);
  return 0;
}

static void
exec_or_fail (const char *sql)
{
  char *message = NULL;

  if (sqlite3_exec (card_db, sql, NULL, NULL, &message) != SQLITE_OK)
    dr_fuzz_fail ("%s: %s", sql, message);
}

static gint64
query_int (const char *sql,
           const char *parameter)
{
  sqlite3_stmt *statement = NULL;
  gint64 value;

  if (sqlite3_prepare_v2 (card_db, sql, -1, &statement, NULL) != SQLITE_OK)
    dr_fuzz_fail ("%s: %s", sql, sqlite3_errmsg (card_db));
  if (parameter != NULL)
    sqlite3_bind_text (statement, 1, parameter, -1, SQLITE_STATIC);
  if (sqlite3_step (statement) != SQLITE_ROW)
    dr_fuzz_fail ("%s: %s", sql, sqlite3_errmsg (card_db));
  value = sqlite3_column_int64 (statement, 0);
  sqlite3_finalize (statement);
  return value;
}

/* Changes whenever a row of the ban list tables does. */
static gint64
ban_list_fingerprint (void)
{
  return query_int ("SELECT (SELECT count(*) * 1000003 + total (length (code) + length (name) + coalesce (point_limit, 0))"
                    "        FROM mwls)"
                    "     + (SELECT count(*) * 7919 + total (length (mwl_code) + length (card_code) + value)"
                    "        FROM mwl_cards)", NULL);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  DrRestrictionImport result;
  gint64 before;

  if (!json_parser_load_from_data (parser, (const char *) data, size, NULL))
    return 0;
  exec_or_fail ("SAVEPOINT fuzz");
  before = ban_list_fingerprint ();
  dr_restriction_import_init (&result);
  if (dr_restrictions_import_json (card_db, json_parser_get_root (parser), "fuzz.json", &result, &error))
    {
      for (guint i = 0; i < result.lists->len; i++)
        {
          const DrRestrictionList *list = result.lists->pdata[i];

          if (query_int ("SELECT count(*) FROM mwls WHERE code = ?", list->code) != 1)
            dr_fuzz_fail ("the imported list %s is not in the database", list->code);
          if (query_int ("SELECT count(DISTINCT card_code) FROM mwl_cards WHERE mwl_code = ?", list->code) != list->n_cards)
            dr_fuzz_fail ("the list %s reports %u cards and has another number", list->code, list->n_cards);
        }
    }
  else
    {
      if (error == NULL)
        dr_fuzz_fail ("an import failed without an error");
      if (ban_list_fingerprint () != before)
        dr_fuzz_fail ("an import that failed changed the ban lists: %s", error->message);
    }
  dr_restriction_import_clear (&result);
  exec_or_fail ("ROLLBACK TO fuzz; RELEASE fuzz");
  return 0;
}
