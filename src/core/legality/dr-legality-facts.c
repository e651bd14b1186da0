/* dr-legality-facts.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-legality-facts"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "dr-legality-facts.h"
#include "dr-db.h"

static const struct
{
  const char    *code;
  DrCardSpecial  special;
} special_codes[] = {
  { "03029", DR_CARD_SPECIAL_PROFESSOR },
  { "03002", DR_CARD_SPECIAL_CUSTOM_BIOTICS },
  { "33093", DR_CARD_SPECIAL_ONE_COPY_EACH },
  { "33128", DR_CARD_SPECIAL_AMPERE },
  { "24001", DR_CARD_SPECIAL_CYBER_BUREAU },
  { "30076", DR_CARD_SPECIAL_TUTORIAL_IDENTITY },
  { "30077", DR_CARD_SPECIAL_TUTORIAL_IDENTITY },
  { "10018", DR_CARD_SPECIAL_MUMBA_TEMPLE },
  { "10019", DR_CARD_SPECIAL_MUSEUM_OF_HISTORY },
  { "10038", DR_CARD_SPECIAL_PAD_FACTORY },
  { "10076", DR_CARD_SPECIAL_MUMBAD_VIRTUAL_TOUR },
  { "10029", DR_CARD_SPECIAL_FACTION_ALLIANCE },   /* Product Recall */
  { "10067", DR_CARD_SPECIAL_FACTION_ALLIANCE },   /* Jeeves Model Bioroids */
  { "10013", DR_CARD_SPECIAL_FACTION_ALLIANCE },   /* Heritage Committee */
  { "10068", DR_CARD_SPECIAL_FACTION_ALLIANCE },   /* Raman Rai */
  { "10109", DR_CARD_SPECIAL_FACTION_ALLIANCE },   /* Ibrahim Salem */
  { "10071", DR_CARD_SPECIAL_FACTION_ALLIANCE },   /* Salem's Hospitality */
  { "10072", DR_CARD_SPECIAL_FACTION_ALLIANCE },   /* Executive Search Firm */
  { "10094", DR_CARD_SPECIAL_FACTION_ALLIANCE },   /* Consulting Visit */
  { "01109", DR_CARD_SPECIAL_PAD_CAMPAIGN },
  { "LP101", DR_CARD_SPECIAL_STRUCTURE_CORE },
};

static const struct
{
  const char *type_code;
  DrCardKind  kind;
} kinds[] = {
  { "identity", DR_CARD_KIND_IDENTITY },
  { "agenda", DR_CARD_KIND_AGENDA },
  { "ice", DR_CARD_KIND_ICE },
  { "program", DR_CARD_KIND_PROGRAM },
  { "asset", DR_CARD_KIND_ASSET },
  { "structure", DR_CARD_KIND_STRUCTURE },
  { "defense", DR_CARD_KIND_DEFENSE },
  { "attack", DR_CARD_KIND_ATTACK },
};

static DrCardKind
kind_of_type (const char *type_code)
{
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (g_strcmp0 (type_code, kinds[i].type_code) == 0)
      return kinds[i].kind;
  return DR_CARD_KIND_OTHER;
}

static DrCardSpecial
special_of_code (const char *code)
{
  for (guint i = 0; i < G_N_ELEMENTS (special_codes); i++)
    if (strcmp (code, special_codes[i].code) == 0)
      return special_codes[i].special;
  return DR_CARD_SPECIAL_NONE;
}

/* Keywords are joined by " - "; a keyword is matched whole. */
static gboolean
has_keyword (const char *keywords,
             const char *keyword)
{
  g_auto(GStrv) parts = NULL;

  if (keywords == NULL)
    return FALSE;
  parts = g_strsplit (keywords, " - ", -1);
  for (guint i = 0; parts[i] != NULL; i++)
    if (g_ascii_strcasecmp (g_strstrip (parts[i]), keyword) == 0)
      return TRUE;
  return FALSE;
}

static const char *
column_text (sqlite3_stmt *statement,
             int           column)
{
  return (const char *) sqlite3_column_text (statement, column);
}

static int
column_int_or (sqlite3_stmt *statement,
               int           column,
               int           fallback)
{
  if (sqlite3_column_type (statement, column) == SQLITE_NULL)
    return fallback;
  return sqlite3_column_int (statement, column);
}

static const char *
chunk_string (GStringChunk *strings,
              const char   *text)
{
  return text != NULL ? g_string_chunk_insert_const (strings, text) : NULL;
}

static DrTitleFacts *
new_card (DrLegalityFacts *table,
          sqlite3_stmt     *row)
{
  DrTitleFacts *card = g_new0 (DrTitleFacts, 1);
  const char *keywords = column_text (row, 6);

  card->title = chunk_string (table->strings, column_text (row, 2));
  card->game = chunk_string (table->strings, column_text (row, 1));
  card->side = chunk_string (table->strings, column_text (row, 3));
  card->faction = chunk_string (table->strings, column_text (row, 4));
  card->kind = kind_of_type (column_text (row, 5));
  card->is_alliance = has_keyword (keywords, "Alliance");
  card->influence = column_int_or (row, 7, 0);
  card->influence_limit = column_int_or (row, 8, -1);
  /* Rule 8: null means unlimited; NetrunnerDB's Judge reads 0 so too, and
   * no identity has a real limit of 0. */
  if (card->kind == DR_CARD_KIND_IDENTITY && card->influence_limit == 0)
    card->influence_limit = -1;
  card->min_deck_size = column_int_or (row, 9, 0);
  card->agenda_points = column_int_or (row, 10, 0);
  card->deck_limit = column_int_or (row, 11, 0);
  card->is_neutral = column_int_or (row, 16, 0) != 0;
  card->allowed = card->deck_limit;
  g_ptr_array_add (table->cards, card);
  return card;
}

static void
read_faction_names (DrLegalityFacts *table,
                    sqlite3          *db)
{
  sqlite3_stmt *statement = NULL;

  if (sqlite3_prepare_v2 (db, "SELECT code, name FROM factions", -1, &statement, NULL) != SQLITE_OK)
    return;
  while (sqlite3_step (statement) == SQLITE_ROW)
    g_hash_table_insert (table->faction_names,
                         (gpointer) chunk_string (table->strings, column_text (statement, 0)),
                         (gpointer) chunk_string (table->strings, column_text (statement, 1)));
  sqlite3_finalize (statement);
}

DrLegalityFacts *
dr_legality_facts_load (sqlite3  *db,
                          GError  **error)
{
  static const char *const sql =
    "SELECT c.code, c.game, c.title, c.side_code, c.faction_code, c.type_code, c.keywords,"
    " c.faction_cost, c.influence_limit, c.minimum_deck_size, c.agenda_points, c.deck_limit,"
    " c.quantity, c.pack_code, p.cycle_code, p.date_release, f.is_neutral"
    " FROM cards AS c JOIN packs AS p ON p.code = c.pack_code"
    " LEFT JOIN factions AS f ON f.code = c.faction_code";
  g_autoptr(DrLegalityFacts) table = g_new0 (DrLegalityFacts, 1);
  g_autoptr(GHashTable) by_title = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  sqlite3_stmt *statement = NULL;
  int rc;

  table->strings = g_string_chunk_new (64 * 1024);
  table->cards = g_ptr_array_new_with_free_func (g_free);
  table->printings = g_array_new (FALSE, TRUE, sizeof (DrPrintingFacts));
  table->by_code = g_hash_table_new (g_str_hash, g_str_equal);
  table->faction_names = g_hash_table_new (g_str_hash, g_str_equal);

  if (sqlite3_prepare_v2 (db, sql, -1, &statement, NULL) != SQLITE_OK)
    {
      dr_db_set_error (error, db, _("Cannot read the cards for deck rules"));
      return NULL;
    }
  while ((rc = sqlite3_step (statement)) == SQLITE_ROW)
    {
      g_autofree char *title_key = g_strconcat (column_text (statement, 1), "\x1f",
                                                column_text (statement, 2), NULL);
      DrTitleFacts *card = g_hash_table_lookup (by_title, title_key);
      DrPrintingFacts printing = { 0 };
      DrCardSpecial special = special_of_code (column_text (statement, 0));

      if (card == NULL)
        {
          card = new_card (table, statement);
          g_hash_table_insert (by_title, g_steal_pointer (&title_key), card);
        }
      if (special != DR_CARD_SPECIAL_NONE)
        card->special = special;
      card->box_quantity = MAX (card->box_quantity, sqlite3_column_int (statement, 12));
      printing.code = chunk_string (table->strings, column_text (statement, 0));
      printing.pack = chunk_string (table->strings, column_text (statement, 13));
      printing.cycle = chunk_string (table->strings, column_text (statement, 14));
      printing.date_release = chunk_string (table->strings, column_text (statement, 15));
      printing.card = card;
      if (g_strcmp0 (printing.cycle, "draft") == 0)
        card->is_draft = TRUE;
      g_array_append_val (table->printings, printing);
    }
  sqlite3_finalize (statement);
  if (rc != SQLITE_DONE)
    {
      dr_db_set_error (error, db, _("Cannot read the cards for deck rules"));
      return NULL;
    }
  /* The array is complete: pointers into it stay valid from here on. */
  for (guint i = 0; i < table->printings->len; i++)
    {
      DrPrintingFacts *printing = &g_array_index (table->printings, DrPrintingFacts, i);

      g_hash_table_insert (table->by_code, (gpointer) printing->code, printing->card);
    }
  read_faction_names (table, db);
  return g_steal_pointer (&table);
}

void
dr_legality_facts_free (DrLegalityFacts *table)
{
  if (table == NULL)
    return;
  g_clear_pointer (&table->by_code, g_hash_table_unref);
  g_clear_pointer (&table->faction_names, g_hash_table_unref);
  g_clear_pointer (&table->cards, g_ptr_array_unref);
  g_clear_pointer (&table->printings, g_array_unref);
  g_clear_pointer (&table->strings, g_string_chunk_free);
  g_free (table);
}
