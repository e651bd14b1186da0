/* dr-cli-deck-input.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-cli-deck"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "dr-cli.h"
#include "dr-cli-deck.h"
#include "dr-deck-store.h"
#include "dr-error.h"
#include "dr-text.h"

static char *
list_candidates (const DrDeckImportLine *line)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < line->candidates->len; i++)
    {
      const DrDeckCandidate *candidate = g_ptr_array_index (line->candidates, i);

      if (i > 0)
        g_string_append (text, ", ");
      /* Translators: a card a deck list line may mean: "Sure Gamble (Core Set, 01050)" */
      g_string_append_printf (text, _("%s (%s, %s)"), candidate->title,
                              candidate->pack_name != NULL ? candidate->pack_name : "?", candidate->code);
    }
  return g_string_free (text, FALSE);
}

char *
dr_cli_describe_import_line (const DrDeckImportLine *line)
{
  g_autofree char *candidates = list_candidates (line);
  const char *message = line->message != NULL ? line->message : dr_deck_line_status_name (line->status);

  if (line->status == DR_DECK_LINE_UNKNOWN && *candidates != '\0')
    /* Translators: "Line 3: No card is called “Sure Gambel”; did you mean Sure Gamble (Core Set, 01050)?" */
    return g_strdup_printf (_("Line %u: %s; did you mean %s?"), line->number, message, candidates);
  if (line->status == DR_DECK_LINE_AMBIGUOUS)
    /* Translators: "Line 3: “Wall of” fits 2 cards: choose one: Wall of Static (Core Set, 01113), …" */
    return g_strdup_printf (_("Line %u: %s: %s"), line->number, message, candidates);
  if (line->status == DR_DECK_LINE_MALFORMED)
    /* Translators: "Line 4: A quantity of 0 adds no card: “0x Corroder”" */
    return g_strdup_printf (_("Line %u: %s: “%s”"), line->number, message, line->text);
  /* Translators: a deck list line and what happened to it: "Line 5: A second identity: …" */
  return g_strdup_printf (_("Line %u: %s"), line->number, message);
}

char *
dr_cli_describe_import_problems (const DrDeckImport *import,
                                 const char         *indent)
{
  GString *text = NULL;

  for (guint i = 0; i < import->lines->len; i++)
    {
      const DrDeckImportLine *line = g_ptr_array_index (import->lines, i);
      g_autofree char *description = NULL;

      if (!dr_deck_line_is_problem (line))
        continue;
      description = dr_cli_describe_import_line (line);
      if (text == NULL)
        text = g_string_new (NULL);
      else
        g_string_append_c (text, '\n');
      g_string_append_printf (text, "%s%s", indent != NULL ? indent : "", description);
    }
  return text != NULL ? g_string_free (text, FALSE) : NULL;
}

/* "12" or "#12"; *explicit is TRUE for the second, which is never a name. */
static gboolean
parse_deck_id (const char *wanted,
               gint64     *id,
               gboolean   *explicit)
{
  guint64 value;

  *explicit = wanted[0] == '#';
  if (!g_ascii_string_to_unsigned (wanted + (*explicit ? 1 : 0), 10, 1, G_MAXINT64, &value, NULL))
    return FALSE;
  *id = (gint64) value;
  return TRUE;
}

/* The trash by name, the way the store finds decks in use: an exact name
 * first, else one that differs only in case, accents or punctuation. */
static DrDeck *
find_in_trash (DrUserStore *user,
               const char  *wanted,
               GError     **error)
{
  DrDeckFilter filter = { .trashed = TRUE };
  g_autoptr(GPtrArray) decks = dr_deck_store_list (user, &filter, error);
  g_autoptr(GPtrArray) exact = g_ptr_array_new ();
  g_autoptr(GPtrArray) near = g_ptr_array_new ();
  g_autofree char *key = dr_text_match_key (wanted);
  g_autoptr(GString) list = g_string_new (NULL);
  GPtrArray *found;

  if (decks == NULL)
    return NULL;
  for (guint i = 0; i < decks->len; i++)
    {
      DrDeckSummary *summary = g_ptr_array_index (decks, i);
      g_autofree char *name_key = dr_text_match_key (summary->name);

      if (g_str_equal (summary->name, wanted))
        g_ptr_array_add (exact, summary);
      else if (*key != '\0' && g_str_equal (name_key, key))
        g_ptr_array_add (near, summary);
    }
  found = exact->len > 0 ? exact : near;
  if (found->len == 1)
    return dr_deck_store_load (user, ((DrDeckSummary *) found->pdata[0])->id, error);
  if (found->len == 0)
    {
      g_set_error (error, DR_ERROR, DR_ERROR_NOT_FOUND, _("There is no deck named “%s” in the trash"), wanted);
      return NULL;
    }
  for (guint i = 0; i < found->len; i++)
    {
      DrDeckSummary *summary = g_ptr_array_index (found, i);

      g_string_append_printf (list, "%s%" G_GINT64_FORMAT " “%s”", i > 0 ? ", " : "", summary->id, summary->name);
    }
  g_set_error (error, DR_ERROR, DR_ERROR_AMBIGUOUS,
               /* Translators: first %s is a name, %u how many decks it fits, second %s a list of ids with names */
               ngettext ("“%s” names %u deck in the trash: %s; choose it by its id",
                         "“%s” names %u decks in the trash: %s; choose one by its id", found->len),
               wanted, found->len, list->str);
  return NULL;
}

DrDeck *
dr_cli_find_stored_deck (DrUserStore *user,
                         const char  *wanted,
                         gboolean     in_trash,
                         GError     **error)
{
  gint64 id;
  gboolean explicit_id;

  if (parse_deck_id (wanted, &id, &explicit_id))
    {
      g_autoptr(GError) local_error = NULL;
      DrDeck *deck = dr_deck_store_load (user, id, &local_error);

      if (deck != NULL)
        return deck;
      /* A deck may well be called "2021". */
      if (explicit_id || !g_error_matches (local_error, DR_ERROR, DR_ERROR_NOT_FOUND))
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return NULL;
        }
    }
  if (in_trash)
    return find_in_trash (user, wanted, error);
  return dr_deck_store_find_by_name (user, wanted, error);
}

DrDeck *
dr_cli_read_deck (const DrCardIndex  *cards,
                  DrUserStore        *user,
                  const char         *argument,
                  gboolean           *from_file,
                  GError            **error)
{
  g_autoptr(DrDeckImport) import = NULL;
  g_autofree char *problems = NULL;

  if (from_file != NULL)
    *from_file = FALSE;
  if (user != NULL && !g_file_test (argument, G_FILE_TEST_EXISTS))
    return dr_cli_find_stored_deck (user, argument, FALSE, error);
  if (from_file != NULL)
    *from_file = TRUE;
  import = dr_deck_import_file (cards, argument, error);
  if (import == NULL)
    return NULL;
  problems = dr_cli_describe_import_problems (import, "  ");
  if (problems != NULL)
    {
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT,
                   ngettext ("“%s” has %u line that does not resolve:\n%s",
                             "“%s” has %u lines that do not resolve:\n%s", import->n_problems),
                   argument, import->n_problems, problems);
      return NULL;
    }
  return g_steal_pointer (&import->deck);
}

DrCardIndex *
dr_cli_open_card_index (DrCardStore *store)
{
  g_autoptr(GError) error = NULL;
  DrCardIndex *cards = dr_card_index_new (store, &error);

  if (cards == NULL)
    dr_cli_fail ("%s", error->message);
  return cards;
}

DrUserStore *
dr_cli_open_user_store (void)
{
  g_autoptr(GError) error = NULL;
  DrUserStore *user = dr_user_store_open_default (&error);

  if (user == NULL)
    dr_cli_user_db_failed (error);
  return user;
}

char *
dr_cli_format_time (gint64 unix_seconds)
{
  g_autoptr(GDateTime) time = g_date_time_new_from_unix_local (unix_seconds);

  return time != NULL ? g_date_time_format (time, "%Y-%m-%d %H:%M") : g_strdup ("?");
}

char *
dr_cli_format_time_iso (gint64 unix_seconds)
{
  g_autoptr(GDateTime) time = g_date_time_new_from_unix_utc (unix_seconds);

  return time != NULL ? g_date_time_format (time, "%Y-%m-%dT%H:%M:%SZ") : NULL;
}
