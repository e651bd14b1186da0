/* dr-card-facts.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-card-facts"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "dr-card-facts.h"
#include "dr-db.h"

struct _DrCardFacts
{
  GHashTable   *by_code;   /* code → DrCardFact */
  GStringChunk *strings;   /* every string of every fact: titles repeat little, codes of
                            * factions and types a lot */
};

static const char *const no_subtypes[] = { NULL };

static void
fact_free (gpointer data)
{
  DrCardFact *fact = data;

  if (fact->subtypes != no_subtypes)
    g_free ((gpointer) fact->subtypes);
  g_free (fact);
}

static const char *
intern (GStringChunk *strings,
        sqlite3_stmt *statement,
        int           column)
{
  const char *text = (const char *) sqlite3_column_text (statement, column);

  return text != NULL ? g_string_chunk_insert_const (strings, text) : NULL;
}

/* Keywords are stored joined by " - " ("Icebreaker - AI - Virus"). */
static const char *const *
split_subtypes (GStringChunk *strings,
                const char   *keywords)
{
  g_auto(GStrv) parts = NULL;
  const char **subtypes;
  guint n = 0;

  if (keywords == NULL || *keywords == '\0')
    return no_subtypes;
  parts = g_strsplit (keywords, " - ", -1);
  subtypes = g_new0 (const char *, g_strv_length (parts) + 1);
  for (guint i = 0; parts[i] != NULL; i++)
    {
      g_strstrip (parts[i]);
      if (*parts[i] != '\0')
        subtypes[n++] = g_string_chunk_insert_const (strings, parts[i]);
    }
  return subtypes;
}

DrCardFacts *
dr_card_facts_new (DrCardStore  *store,
                   GError      **error)
{
  sqlite3 *db = dr_card_store_get_db (store);
  sqlite3_stmt *statement = NULL;
  DrCardFacts *facts;
  int rc;

  if (sqlite3_prepare_v2 (db,
                          "SELECT code, title, side_code, faction_code, type_code, keywords, "
                          "  cost, cost_is_x, strength, strength_is_x, "
                          "  COALESCE (faction_cost, 0), COALESCE (agenda_points, 0), COALESCE (memory_cost, 0) "
                          "FROM cards",
                          -1, &statement, NULL) != SQLITE_OK)
    {
      dr_db_set_error (error, db, _("Cannot read the cards"));
      return NULL;
    }

  facts = g_new0 (DrCardFacts, 1);
  facts->by_code = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, fact_free);
  facts->strings = g_string_chunk_new (16 * 1024);
  while ((rc = sqlite3_step (statement)) == SQLITE_ROW)
    {
      DrCardFact *fact = g_new0 (DrCardFact, 1);

      fact->code = intern (facts->strings, statement, 0);
      fact->title = intern (facts->strings, statement, 1);
      fact->side = intern (facts->strings, statement, 2);
      fact->faction = intern (facts->strings, statement, 3);
      fact->type = intern (facts->strings, statement, 4);
      fact->subtypes = split_subtypes (facts->strings, (const char *) sqlite3_column_text (statement, 5));
      fact->cost = dr_card_value_from_column (statement, 6, 7);
      fact->strength = dr_card_value_from_column (statement, 8, 9);
      fact->influence = sqlite3_column_int (statement, 10);
      fact->agenda_points = sqlite3_column_int (statement, 11);
      fact->memory_cost = sqlite3_column_int (statement, 12);
      g_hash_table_replace (facts->by_code, (gpointer) fact->code, fact);
    }
  if (rc != SQLITE_DONE)
    {
      dr_db_set_error (error, db, _("Cannot read the cards"));
      sqlite3_finalize (statement);
      dr_card_facts_free (facts);
      return NULL;
    }
  sqlite3_finalize (statement);
  return facts;
}

void
dr_card_facts_free (DrCardFacts *facts)
{
  if (facts == NULL)
    return;
  g_hash_table_unref (facts->by_code);
  g_string_chunk_free (facts->strings);
  g_free (facts);
}

/* NULL for a printing the card database does not know. */
const DrCardFact *
dr_card_facts_get (const DrCardFacts *facts,
                   const char        *code)
{
  return code != NULL ? g_hash_table_lookup (facts->by_code, code) : NULL;
}

/* Keywords compare without regard to case: "Code Gate" and "code gate" are one. */
gboolean
dr_card_fact_has_subtype (const DrCardFact *fact,
                          const char       *subtype)
{
  for (guint i = 0; fact->subtypes[i] != NULL; i++)
    if (g_ascii_strcasecmp (fact->subtypes[i], subtype) == 0)
      return TRUE;
  return FALSE;
}
