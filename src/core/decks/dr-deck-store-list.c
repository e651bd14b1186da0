/* dr-deck-store-list.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-deck-store"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "dr-deck-store-private.h"
#include "dr-error.h"
#include "dr-text.h"

/* Saved decks listed, filtered and found by name. */

/* Decks whose name fits, as ids and names side by side. */
typedef struct
{
  GArray    *ids;
  GPtrArray *names;
} Candidates;

static void
candidates_init (Candidates *candidates)
{
  candidates->ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  candidates->names = g_ptr_array_new_with_free_func (g_free);
}

static void
candidates_clear (Candidates *candidates)
{
  g_array_unref (candidates->ids);
  g_ptr_array_unref (candidates->names);
}

static void
candidates_add (Candidates *candidates,
                gint64      id,
                const char *name)
{
  g_array_append_val (candidates->ids, id);
  g_ptr_array_add (candidates->names, g_strdup (name));
}

static char *
candidates_to_string (const Candidates *candidates)
{
  GString *list = g_string_new (NULL);

  for (guint i = 0; i < candidates->ids->len; i++)
    {
      if (list->len > 0)
        g_string_append (list, ", ");
      g_string_append_printf (list, "%" G_GINT64_FORMAT " “%s”",
                              g_array_index (candidates->ids, gint64, i),
                              (const char *) g_ptr_array_index (candidates->names, i));
    }
  return g_string_free (list, FALSE);
}

/* A deck in use by its name: an exact match first, then one that differs
 * only in case, accents or punctuation. Names are not unique, so a name that
 * fits several decks is an error that lists them by id. */
DrDeck *
dr_deck_store_find_by_name (DrUserStore  *user,
                            const char   *name,
                            GError      **error)
{
  sqlite3 *db = dr_user_store_get_db (user);
  g_autoptr(sqlite3_stmt) statement = NULL;
  g_autofree char *wanted = NULL;
  Candidates exact, near;
  const Candidates *found;
  DrDeck *deck = NULL;
  int rc;

  g_return_val_if_fail (db != NULL && name != NULL, NULL);

  statement = dr_deck_store_prepare (db, "SELECT id, name FROM decks WHERE deleted IS NULL ORDER BY id",
                                     error);
  if (statement == NULL)
    return NULL;
  wanted = dr_text_match_key (name);
  candidates_init (&exact);
  candidates_init (&near);
  while ((rc = sqlite3_step (statement)) == SQLITE_ROW)
    {
      gint64 id = sqlite3_column_int64 (statement, 0);
      const char *candidate = (const char *) sqlite3_column_text (statement, 1);
      g_autofree char *key = dr_text_match_key (candidate);

      if (g_str_equal (candidate, name))
        candidates_add (&exact, id, candidate);
      else if (*wanted != '\0' && g_str_equal (key, wanted))
        candidates_add (&near, id, candidate);
    }

  found = exact.ids->len > 0 ? &exact : &near;
  if (rc != SQLITE_DONE)
    dr_db_set_error (error, db, _("Cannot read the decks"));
  else if (found->ids->len == 0)
    g_set_error (error, DR_ERROR, DR_ERROR_NOT_FOUND, _("There is no deck named “%s”"), name);
  else if (found->ids->len > 1)
    {
      g_autofree char *list = candidates_to_string (found);

      g_set_error (error, DR_ERROR, DR_ERROR_AMBIGUOUS,
                   /* Translators: first %s is a name, %u how many decks it fits, second %s
                    * a list of ids with names */
                   g_dngettext (GETTEXT_PACKAGE, "“%s” names %u deck: %s; choose it by its id",
                                "“%s” names %u decks: %s; choose one by its id", found->ids->len),
                   name, found->ids->len, list);
    }
  else
    deck = dr_deck_store_read_deck (db, g_array_index (found->ids, gint64, 0), NULL, error);
  candidates_clear (&exact);
  candidates_clear (&near);
  return deck;
}

/* All tags of the listed decks in one query rather than one query a deck. */
static gboolean
read_all_tags (sqlite3     *db,
               GHashTable  *by_deck,
               GError     **error)
{
  g_autoptr(sqlite3_stmt) statement = dr_deck_store_prepare (db, "SELECT deck_id, tag FROM deck_tags "
                                                                 "ORDER BY deck_id, position", error);
  int rc;

  if (statement == NULL)
    return FALSE;
  while ((rc = sqlite3_step (statement)) == SQLITE_ROW)
    {
      gint64 id = sqlite3_column_int64 (statement, 0);
      GStrvBuilder *builder = g_hash_table_lookup (by_deck, &id);

      if (builder != NULL)
        g_strv_builder_add (builder, (const char *) sqlite3_column_text (statement, 1));
    }
  if (rc != SQLITE_DONE)
    {
      dr_db_set_error (error, db, _("Cannot read the decks"));
      return FALSE;
    }
  return TRUE;
}

static gboolean
matches_text (const DrDeckSummary *summary,
              const char          *wanted)
{
  g_autofree char *name_key = dr_text_match_key (summary->name);

  if (strstr (name_key, wanted) != NULL)
    return TRUE;
  for (guint i = 0; summary->tags[i] != NULL; i++)
    {
      g_autofree char *tag_key = dr_text_match_key (summary->tags[i]);

      if (strstr (tag_key, wanted) != NULL)
        return TRUE;
    }
  return FALSE;
}

/* DrDeckSummary rows, most recently modified first. */
GPtrArray *
dr_deck_store_list (DrUserStore         *user,
                    const DrDeckFilter  *filter,
                    GError             **error)
{
  sqlite3 *db = dr_user_store_get_db (user);
  static const DrDeckFilter everything = { 0 };
  g_autoptr(sqlite3_stmt) statement = NULL;
  g_autoptr(GPtrArray) rows = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_deck_summary_free);
  g_autoptr(GHashTable) tag_builders = g_hash_table_new_full (g_int64_hash, g_int64_equal, NULL,
                                                              (GDestroyNotify) g_strv_builder_unref);
  GPtrArray *result;
  g_autofree char *wanted = NULL;
  int rc;

  g_return_val_if_fail (db != NULL, NULL);

  if (filter == NULL)
    filter = &everything;
  statement = dr_deck_store_prepare (db,
                                     "SELECT d.id, d.name, d.game, d.side, d.identity, d.modified, COALESCE (d.deleted, 0), "
                                     "  (SELECT COALESCE (sum (quantity), 0) FROM deck_cards WHERE deck_id = d.id), "
                                     "  EXISTS (SELECT 1 FROM built_decks WHERE deck_id = d.id) "
                                     "FROM decks AS d "
                                     "WHERE (d.deleted IS NOT NULL) = ?1 "
                                     "  AND (?2 IS NULL OR d.game = ?2) "
                                     "  AND (?3 IS NULL OR EXISTS (SELECT 1 FROM deck_tags AS t "
                                     "                             WHERE t.deck_id = d.id AND t.tag = ?3)) "
                                     "ORDER BY d.modified DESC, d.id DESC",
                                     error);
  if (statement == NULL)
    return NULL;
  sqlite3_bind_int (statement, 1, filter->trashed ? 1 : 0);
  sqlite3_bind_text (statement, 2, filter->game, -1, SQLITE_STATIC);
  sqlite3_bind_text (statement, 3, filter->tag, -1, SQLITE_STATIC);
  while ((rc = sqlite3_step (statement)) == SQLITE_ROW)
    {
      DrDeckSummary *summary = g_new0 (DrDeckSummary, 1);

      summary->id = sqlite3_column_int64 (statement, 0);
      summary->name = dr_deck_store_column_text (statement, 1);
      summary->game = dr_deck_store_column_text (statement, 2);
      summary->side = dr_deck_store_column_text (statement, 3);
      summary->identity = dr_deck_store_column_text (statement, 4);
      summary->modified = sqlite3_column_int64 (statement, 5);
      summary->deleted = sqlite3_column_int64 (statement, 6);
      summary->n_cards = sqlite3_column_int (statement, 7);
      summary->built = sqlite3_column_int (statement, 8) != 0;
      g_ptr_array_add (rows, summary);
      g_hash_table_insert (tag_builders, &summary->id, g_strv_builder_new ());
    }
  if (rc != SQLITE_DONE)
    {
      dr_db_set_error (error, db, _("Cannot read the decks"));
      return NULL;
    }
  if (!read_all_tags (db, tag_builders, error))
    return NULL;

  if (!dr_deck_store_is_blank (filter->text))
    wanted = dr_text_match_key (filter->text);
  result = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_deck_summary_free);
  for (guint i = 0; i < rows->len; i++)
    {
      DrDeckSummary *summary = g_ptr_array_index (rows, i);

      summary->tags = g_strv_builder_end (g_hash_table_lookup (tag_builders, &summary->id));
      if (wanted == NULL || matches_text (summary, wanted))
        g_ptr_array_add (result, g_steal_pointer (&rows->pdata[i]));
    }
  return result;
}
