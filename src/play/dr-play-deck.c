/* dr-play-deck.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Deck lists of every kind turned into the engine's codes.  The engine
 * plays Core Set printings; a deck saved or imported with the full card
 * data may name a later printing of the same card, so each card becomes
 * the printing the engine knows when its title has one.
 */
#define G_LOG_DOMAIN "dr-play-deck"

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "dr-core-resources.h"
#include "dr-deck-import.h"
#include "dr-deck-store.h"
#include "dr-error.h"
#include "dr-netrunner.h"
#include "dr-play-deck.h"
#include "dr-scenario.h"

G_DEFINE_QUARK (dr-play-error-quark, dr_play_error)
G_DEFINE_BOXED_TYPE (DrPlayDeck, dr_play_deck, dr_play_deck_copy, dr_play_deck_free)

DrPlayDeck *
dr_play_deck_new (const char *name, const char *source, const char *identity)
{
  DrPlayDeck *deck = g_new0 (DrPlayDeck, 1);

  deck->name = g_strdup (name);
  deck->source = g_strdup (source);
  deck->identity = g_strdup (identity);
  deck->codes = g_ptr_array_new_with_free_func (g_free);
  deck->titles = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  return deck;
}

DrPlayDeck *
dr_play_deck_copy (const DrPlayDeck *deck)
{
  DrPlayDeck *copy = dr_play_deck_new (deck->name, deck->source, deck->identity);
  GHashTableIter iter;
  gpointer code, title;
  guint i;

  copy->side = g_strdup (deck->side);
  for (i = 0; i < deck->codes->len; i++)
    g_ptr_array_add (copy->codes, g_strdup (g_ptr_array_index (deck->codes, i)));
  g_hash_table_iter_init (&iter, deck->titles);
  while (g_hash_table_iter_next (&iter, &code, &title))
    g_hash_table_insert (copy->titles, g_strdup (code), g_strdup (title));
  return copy;
}

void
dr_play_deck_free (DrPlayDeck *deck)
{
  if (deck == NULL)
    return;
  g_free (deck->name);
  g_free (deck->source);
  g_free (deck->side);
  g_free (deck->identity);
  g_ptr_array_unref (deck->codes);
  g_hash_table_unref (deck->titles);
  g_free (deck);
}

void
dr_play_deck_add (DrPlayDeck *deck, const char *code, int copies)
{
  for (; copies > 0; copies--)
    g_ptr_array_add (deck->codes, g_strdup (code));
}

/* Titles of the card data compiled into Deckrunner, for decks that come
 * without a card store (engine JSON, starters). */
static GHashTable *
bundled_titles (void)
{
  static gsize done = 0;
  static GHashTable *titles = NULL;

  if (g_once_init_enter (&done))
    {
      static const char *const packs[] = { "core", "napd" };
      GHashTable *table = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
      guint p;

      for (p = 0; p < G_N_ELEMENTS (packs); p++)
        {
          g_autofree char *path = g_strdup_printf ("%s/cards/netrunner/pack/%s.json",
                                                   RESOURCE_PREFIX, packs[p]);
          g_autoptr (GBytes) bytes = g_resource_lookup_data (dr_core_get_resource (), path,
                                                             G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
          g_autoptr (JsonParser) parser = json_parser_new ();
          JsonArray *cards;
          guint i;

          if (bytes == NULL
              || !json_parser_load_from_data (parser, g_bytes_get_data (bytes, NULL),
                                              (gssize) g_bytes_get_size (bytes), NULL)
              || !JSON_NODE_HOLDS_ARRAY (json_parser_get_root (parser)))
            continue;
          cards = json_node_get_array (json_parser_get_root (parser));
          for (i = 0; i < json_array_get_length (cards); i++)
            {
              JsonObject *card = json_array_get_object_element (cards, i);
              const char *code = json_object_get_string_member_with_default (card, "code", NULL);
              const char *title = json_object_get_string_member_with_default (card, "title", NULL);

              if (code != NULL && title != NULL)
                g_hash_table_insert (table, g_strdup (code), g_strdup (title));
            }
        }
      titles = table;
      g_once_init_leave (&done, 1);
    }
  return titles;
}

const char *
dr_play_deck_title (const DrPlayDeck *deck, const char *code)
{
  const char *title = g_hash_table_lookup (deck->titles, code);
  int def;

  if (title == NULL)
    title = g_hash_table_lookup (bundled_titles (), code);
  if (title == NULL && (def = dr_nr_card_lookup (code)) >= 0)
    title = dr_nr_card_at (def)->title;
  return title != NULL ? title : code;
}

static int
compare_codes (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

gboolean
dr_play_deck_check (const DrPlayDeck *deck, GError **error)
{
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr (GPtrArray) codes = g_ptr_array_new ();
  g_autoptr (GString) titles = g_string_new (NULL);
  guint i, missing;

  for (i = 0; i <= deck->codes->len; i++)
    {
      const char *code = i == 0 ? deck->identity : g_ptr_array_index (deck->codes, i - 1);

      if (code != NULL && dr_nr_card_lookup (code) < 0 && g_hash_table_add (seen, (gpointer) code))
        g_ptr_array_add (codes, (gpointer) code);
    }
  /* in card number order, so that the same deck always reads the same */
  g_ptr_array_sort (codes, compare_codes);
  missing = codes->len;
  for (i = 0; i < codes->len; i++)
    g_string_append_printf (titles, "%s%s", i > 0 ? ", " : "",
                            dr_play_deck_title (deck, g_ptr_array_index (codes, i)));
  if (deck->identity == NULL)
    {
      g_set_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_INVALID, _("%s: the deck has no identity"),
                   deck->name);
      return FALSE;
    }
  if (missing == 0)
    return TRUE;
  g_set_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_UNPLAYABLE,
               /* Translators: first %s is a deck's name, %u a number of cards, the last %s their titles */
               ngettext ("%s: the rules engine cannot play %u card of this deck yet: %s",
                         "%s: the rules engine cannot play %u cards of this deck yet: %s", missing),
               deck->name, missing, titles->str);
  return FALSE;
}

void
dr_play_deck_to_scenario (const DrPlayDeck *deck, DrScenarioDeck *out)
{
  guint i;

  out->identity = g_strdup (deck->identity);
  out->name = g_strdup (deck->name);
  out->codes = g_ptr_array_new_with_free_func (g_free);
  for (i = 0; i < deck->codes->len; i++)
    g_ptr_array_add (out->codes, g_strdup (g_ptr_array_index (deck->codes, i)));
}

const char *
dr_play_deck_engine_side (const DrPlayDeck *deck)
{
  int def = deck->identity != NULL ? dr_nr_card_lookup (deck->identity) : -1;

  if (def < 0)
    return NULL;
  return dr_nr_card_at (def)->side == 0 ? "corp" : "runner";
}

/* The printing of `code`'s title that the engine plays, else `code`. */
static const char *
engine_printing (const DrCardIndex *cards, const char *code)
{
  const GPtrArray *printings;
  guint i;

  if (dr_nr_card_lookup (code) >= 0 || cards == NULL)
    return code;
  printings = dr_card_index_get_printings (cards, code);
  for (i = 0; printings != NULL && i < printings->len; i++)
    {
      const DrPrinting *p = g_ptr_array_index (printings, i);

      if (dr_nr_card_lookup (p->code) >= 0)
        return p->code;
    }
  return code;
}

static const char *
add_title (DrPlayDeck *deck, const DrCardIndex *cards, const char *code)
{
  const char *engine_code = engine_printing (cards, code);
  const DrPrinting *p = cards != NULL ? dr_card_index_get (cards, code) : NULL;

  if (p != NULL && p->title != NULL)
    g_hash_table_insert (deck->titles, g_strdup (engine_code), g_strdup (p->title));
  return engine_code;
}

DrPlayDeck *
dr_play_deck_from_deck (const DrDeck *deck, const DrCardIndex *cards, const char *source,
                        GError **error)
{
  g_autoptr (DrPlayDeck) play = NULL;
  guint i;

  if (g_strcmp0 (deck->game, "netrunner") != 0)
    {
      g_set_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_INVALID,
                   _("%s is not an Android: Netrunner deck"), deck->name);
      return NULL;
    }
  if (deck->identity == NULL)
    {
      g_set_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_INVALID, _("%s: the deck has no identity"),
                   deck->name);
      return NULL;
    }
  play = dr_play_deck_new (deck->name, source, NULL);
  play->side = g_strdup (deck->side);
  play->identity = g_strdup (add_title (play, cards, deck->identity));
  for (i = 0; i < deck->entries->len; i++)
    {
      const DrDeckEntry *entry = &g_array_index (deck->entries, DrDeckEntry, i);

      dr_play_deck_add (play, add_title (play, cards, entry->code), entry->quantity);
    }
  return g_steal_pointer (&play);
}

static char *
describe_problems (const DrDeckImport *import)
{
  GString *text = g_string_new (NULL);
  guint i;

  for (i = 0; i < import->lines->len; i++)
    {
      const DrDeckImportLine *line = g_ptr_array_index (import->lines, i);

      if (dr_deck_line_is_problem (line))
        /* Translators: a line of a deck list that names no card: "Line 3: “Sure Gambel”: No card …" */
        g_string_append_printf (text, _("\n  Line %u: “%s”: %s"), line->number, line->text,
                                line->message != NULL ? line->message
                                : dr_deck_line_status_name (line->status));
    }
  return g_string_free (text, FALSE);
}

/* The engine's JSON deck, when `contents` is one; FALSE with *deck NULL
 * when it is some other kind of list. */
static gboolean
load_engine_json (const char *path, const char *contents, gsize length, DrPlayDeck **deck,
                  GError **error)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) local = NULL;
  g_autofree char *base = NULL;
  DrScenarioDeck parsed = { 0 };
  const char *start = contents;

  *deck = NULL;
  while (start < contents + length && g_ascii_isspace (*start))
    start++;
  if (start >= contents + length || *start != '{')
    return FALSE;
  if (!json_parser_load_from_data (parser, contents, (gssize) length, &local))
    {
      g_set_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_INVALID, _("Cannot read deck %s: %s"),
                   path, local->message);
      return TRUE;
    }
  if (!dr_scenario_deck_parse_any (json_parser_get_root (parser), &parsed, &local))
    {
      g_set_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_INVALID, "%s: %s", path, local->message);
      dr_scenario_deck_clear (&parsed);
      return TRUE;
    }
  base = g_path_get_basename (path);
  *deck = dr_play_deck_new (parsed.name != NULL ? parsed.name : base, path, parsed.identity);
  g_ptr_array_extend_and_steal ((*deck)->codes, g_steal_pointer (&parsed.codes));
  dr_scenario_deck_clear (&parsed);
  return TRUE;
}

static gboolean
read_deck_file (const char *path, char **contents, gsize *length, GError **error)
{
  g_autoptr (GError) local = NULL;

  if (g_file_get_contents (path, contents, length, &local))
    return TRUE;
  g_set_error (error, DR_PLAY_ERROR,
               g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT)
               ? DR_PLAY_ERROR_NOT_FOUND : DR_PLAY_ERROR_INVALID,
               "%s", local->message);
  return FALSE;
}

static DrPlayDeck *
import_list (const char *path, const char *contents, gsize length, const DrCardIndex *cards,
             GError **error)
{
  g_autoptr (DrDeckImport) import = NULL;
  g_autofree char *base = g_path_get_basename (path);
  g_autoptr (GError) local = NULL;

  import = dr_deck_import_text (cards, contents, (gssize) length, base, &local);
  if (import == NULL)
    {
      g_set_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_INVALID, "%s: %s", path, local->message);
      return NULL;
    }
  if (import->n_problems > 0)
    {
      g_autofree char *problems = describe_problems (import);

      g_set_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_INVALID,
                   ngettext ("%s has %u line that does not resolve:%s",
                             "%s has %u lines that do not resolve:%s", import->n_problems),
                   path, import->n_problems, problems);
      return NULL;
    }
  return dr_play_deck_from_deck (import->deck, cards, path, error);
}

DrPlayDeck *
dr_play_deck_from_text (const char *text, const char *name, const DrCardIndex *cards, GError **error)
{
  g_return_val_if_fail (text != NULL && name != NULL && cards != NULL, NULL);
  return import_list (name, text, strlen (text), cards, error);
}

DrPlayDeck *
dr_play_deck_from_saved (DrUserStore *user, const DrCardIndex *cards, const char *id_or_name,
                         GError **error)
{
  g_autoptr (DrDeck) deck = NULL;
  g_autofree char *source = NULL;
  const char *digits = id_or_name[0] == '#' ? id_or_name + 1 : id_or_name;
  guint64 id = 0;

  /* "#12" is always an id; "12" is an id when a deck has it, else a name */
  if (g_ascii_string_to_unsigned (digits, 10, 1, G_MAXINT64, &id, NULL))
    {
      g_autoptr (GError) local = NULL;

      deck = dr_deck_store_load (user, (gint64) id, &local);
      if (deck == NULL && (digits != id_or_name || !g_error_matches (local, DR_ERROR, DR_ERROR_NOT_FOUND)))
        {
          g_propagate_error (error, g_steal_pointer (&local));
          return NULL;
        }
    }
  if (deck == NULL)
    deck = dr_deck_store_find_by_name (user, id_or_name, error);
  if (deck == NULL)
    return NULL;
  source = g_strdup_printf ("#%" G_GINT64_FORMAT, deck->id);
  return dr_play_deck_from_deck (deck, cards, source, error);
}

void
dr_play_deck_context_clear (DrPlayDeckContext *context)
{
  g_clear_pointer (&context->cards, dr_card_index_free);
  g_clear_pointer (&context->store, dr_card_store_free);
  g_clear_pointer (&context->user, dr_user_store_unref);
}

static const DrCardIndex *
context_cards (DrPlayDeckContext *context, GError **error)
{
  if (context->cards != NULL)
    return context->cards;
  if (context->store == NULL && (context->store = dr_card_store_open_default (error)) == NULL)
    return NULL;
  context->cards = dr_card_index_new (context->store, error);
  return context->cards;
}

static DrPlayDeck *
load_path (const char *path, DrPlayDeckContext *context, GError **error)
{
  g_autofree char *contents = NULL;
  const DrCardIndex *cards;
  DrPlayDeck *deck = NULL;
  gsize length;

  if (!read_deck_file (path, &contents, &length, error))
    return NULL;
  if (load_engine_json (path, contents, length, &deck, error))
    return deck;
  if ((cards = context_cards (context, error)) == NULL)
    return NULL;
  return import_list (path, contents, length, cards, error);
}

DrPlayDeck *
dr_play_deck_load_file (const char *path, DrCardStore *store, GError **error)
{
  DrPlayDeckContext context = { .store = store };
  DrPlayDeck *deck = load_path (path, &context, error);

  g_clear_pointer (&context.cards, dr_card_index_free);
  if (store == NULL)
    g_clear_pointer (&context.store, dr_card_store_free);
  return deck;
}

DrPlayDeck *
dr_play_deck_resolve (const char *argument, DrPlayDeckContext *context, GError **error)
{
  const DrCardIndex *cards;
  DrPlayDeck *deck;

  if (g_ascii_strncasecmp (argument, "starter:", strlen ("starter:")) == 0)
    return dr_play_deck_starter (argument, error);
  if (g_file_test (argument, G_FILE_TEST_EXISTS))
    return load_path (argument, context, error);
  if ((cards = context_cards (context, error)) == NULL)
    return NULL;
  if (context->user == NULL && (context->user = dr_user_store_open_default (error)) == NULL)
    return NULL;
  deck = dr_play_deck_from_saved (context->user, cards, argument, error);
  if (deck == NULL && error != NULL && g_error_matches (*error, DR_ERROR, DR_ERROR_NOT_FOUND))
    {
      g_clear_error (error);
      g_set_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_NOT_FOUND,
                   _("“%s” is neither a file, a saved deck nor a starter deck (starter:NAME)"),
                   argument);
    }
  return deck;
}
