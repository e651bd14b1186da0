/* dr-cli-deck-show.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-cli-deck"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "dr-cli-deck-private.h"
#include "dr-deck-store.h"
#include "dr-text.h"
#include "dr-json-members.h"

/* The order cards of a list are grouped in: the Runner's types, the Corp's,
 * then other games' types by code. */
static const char *const type_order[] = {
  "event", "hardware", "resource", "program", "agenda", "asset", "upgrade", "operation", "ice",
};

/* ---------------------------------------------------------------------- */
/* list                                                                   */

int
dr_cli_deck_list (DrCliDeck  *cli,
                  int         argc,
                  char      **argv)
{
  DrDeckFilter filter = { .tag = cli->tag, .trashed = cli->trash };
  g_autoptr(GPtrArray) decks = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  if (argc != 0)
    return dr_cli_fail (_("list takes no argument"));
  decks = dr_deck_store_list (cli->user, &filter, &error);
  if (decks == NULL)
    return dr_cli_fail ("%s", error->message);

  json_builder_begin_array (builder);
  if (!cli->json && decks->len == 0)
    printf ("%s\n", cli->trash ? _("The trash is empty.") : _("No decks."));
  for (guint i = 0; i < decks->len; i++)
    {
      DrDeckSummary *summary = g_ptr_array_index (decks, i);
      g_autoptr(GString) line = NULL;

      if (cli->json)
        {
          json_builder_begin_object (builder);
          dr_json_add_int_member (builder, "id", summary->id);
          dr_json_add_string_member (builder, "name", summary->name);
          dr_json_add_string_member (builder, "game", summary->game);
          dr_json_add_string_member (builder, "side", summary->side);
          dr_cli_deck_add_identity (cli, builder, summary->identity);
          dr_json_add_int_member (builder, "cards", summary->n_cards);
          json_builder_set_member_name (builder, "built");
          json_builder_add_boolean_value (builder, summary->built);
          dr_cli_json_add_tags (builder, (const char *const *) summary->tags, g_strv_length (summary->tags));
          dr_cli_json_add_time (builder, "modified", summary->modified);
          dr_cli_json_add_time (builder, "deleted", summary->deleted);
          json_builder_end_object (builder);
          continue;
        }
      line = g_string_new (NULL);
      g_string_printf (line, "%4" G_GINT64_FORMAT "  %s — ", summary->id, summary->name);
      if (summary->identity != NULL)
        g_string_append_printf (line, "%s, ", dr_cli_deck_identity_title (cli, summary->identity));
      g_string_append_printf (line, ngettext ("%d card", "%d cards", summary->n_cards), summary->n_cards);
      if (summary->tags[0] != NULL)
        {
          g_autofree char *tags = g_strjoinv (", ", summary->tags);

          g_string_append_printf (line, " [%s]", tags);
        }
      if (summary->built)
        /* Translators: after a deck in the deck list: its cards are kept together */
        g_string_append (line, _(", built"));
      if (summary->deleted > 0)
        {
          g_autofree char *when = dr_cli_format_time (summary->deleted);

          /* Translators: when a deck went to the trash */
          g_string_append_printf (line, _(", deleted %s"), when);
        }
      printf ("%s\n", line->str);
    }
  json_builder_end_array (builder);
  if (cli->json)
    dr_cli_print_json (builder);
  return DR_CLI_EXIT_OK;
}

/* ---------------------------------------------------------------------- */
/* show                                                                   */

typedef struct
{
  const DrDeckEntry *entry;
  const DrPrinting  *printing;   /* NULL when the card data lacks it */
  guint              rank;
  char              *sort_key;
} ShowRow;

static guint
type_rank (const DrPrinting *printing)
{
  if (printing == NULL)
    return G_N_ELEMENTS (type_order) + 1;
  for (guint i = 0; i < G_N_ELEMENTS (type_order); i++)
    if (g_str_equal (printing->type_code, type_order[i]))
      return i;
  return G_N_ELEMENTS (type_order);
}

static int
compare_show_rows (gconstpointer a,
                   gconstpointer b)
{
  const ShowRow *x = a, *y = b;
  int cmp;

  if (x->rank != y->rank)
    return x->rank < y->rank ? -1 : 1;
  if (x->printing != NULL && y->printing != NULL
      && (cmp = strcmp (x->printing->type_code, y->printing->type_code)) != 0)
    return cmp;
  if ((cmp = strcmp (x->sort_key, y->sort_key)) != 0)
    return cmp;
  return strcmp (x->entry->code, y->entry->code);
}

static void
clear_show_row (gpointer data)
{
  g_free (((ShowRow *) data)->sort_key);
}

/* The deck's cards grouped by type, titles sorted within a group. */
static GArray *
sort_cards (DrCliDeck    *cli,
            const DrDeck *deck)
{
  GArray *rows = g_array_new (FALSE, TRUE, sizeof (ShowRow));

  g_array_set_clear_func (rows, clear_show_row);
  for (guint i = 0; i < deck->entries->len; i++)
    {
      ShowRow row = { &g_array_index (deck->entries, DrDeckEntry, i) };

      row.printing = dr_card_index_get (cli->cards, row.entry->code);
      row.rank = type_rank (row.printing);
      row.sort_key = dr_text_match_key (row.printing != NULL ? row.printing->title : row.entry->code);
      g_array_append_val (rows, row);
    }
  g_array_sort (rows, compare_show_rows);
  return rows;
}

static const char *
group_name (DrCliDeck     *cli,
            const ShowRow *row)
{
  const char *name;

  if (row->printing == NULL)
    return _("Not in the card data");
  name = dr_card_index_get_type_name (cli->cards, row->printing->type_code);
  return name != NULL ? name : row->printing->type_code;
}

static gboolean
same_group (const ShowRow *a,
            const ShowRow *b)
{
  if (a->printing == NULL || b->printing == NULL)
    return a->printing == b->printing;
  return g_str_equal (a->printing->type_code, b->printing->type_code);
}

static void
print_deck_text (DrCliDeck    *cli,
                 const DrDeck *deck)
{
  g_autoptr(GArray) rows = sort_cards (cli, deck);
  g_autofree char *created = dr_cli_format_time (deck->created);
  g_autofree char *modified = dr_cli_format_time (deck->modified);
  int size = dr_deck_count_cards (deck);

  /* Translators: a deck's name and its id: "Noise Rush (deck 3)" */
  printf (_("%s (deck %lld)\n"), deck->name, (long long) deck->id);
  if (deck->identity != NULL)
    printf (_("Identity: %s (%s)\n"), dr_cli_deck_identity_title (cli, deck->identity), deck->identity);
  else
    printf ("%s\n", _("Identity: none"));
  if (deck->side != NULL)
    /* Translators: "Game: netrunner, runner" */
    printf (_("Game: %s, %s\n"), deck->game, deck->side);
  else
    printf (_("Game: %s\n"), deck->game);
  printf (_("Format: %s, ban list: %s\n"), deck->format != NULL ? deck->format : _("standard (default)"),
          deck->banlist != NULL ? deck->banlist : _("the format's own"));
  if (deck->tags->len > 0)
    {
      g_autoptr(GString) tags = g_string_new (NULL);

      for (guint i = 0; i < deck->tags->len; i++)
        g_string_append_printf (tags, "%s%s", i > 0 ? ", " : "", (const char *) g_ptr_array_index (deck->tags, i));
      printf (_("Tags: %s\n"), tags->str);
    }
  printf (_("Created %s, modified %s\n"), created, modified);
  printf (ngettext ("%d card\n", "%d cards\n", size), size);

  for (guint i = 0; i < rows->len; i++)
    {
      const ShowRow *row = &g_array_index (rows, ShowRow, i);

      if (i == 0 || !same_group (row, &g_array_index (rows, ShowRow, i - 1)))
        {
          int group_size = 0;

          for (guint j = i; j < rows->len && same_group (row, &g_array_index (rows, ShowRow, j)); j++)
            group_size += g_array_index (rows, ShowRow, j).entry->quantity;
          printf ("\n%s (%d)\n", group_name (cli, row), group_size);
        }
      printf ("  %d %s (%s)\n", row->entry->quantity, row->printing != NULL ? row->printing->title : "?",
              row->entry->code);
    }
  if (deck->notes != NULL && *deck->notes != '\0')
    printf ("\n%s\n%s\n", _("Notes:"), deck->notes);
}

static void
print_deck_json (DrCliDeck    *cli,
                 const DrDeck *deck)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(GArray) rows = sort_cards (cli, deck);

  json_builder_begin_object (builder);
  dr_json_add_int_member (builder, "id", deck->id);
  dr_json_add_string_member (builder, "name", deck->name);
  dr_json_add_string_member (builder, "game", deck->game);
  dr_json_add_string_member (builder, "side", deck->side);
  dr_cli_deck_add_identity (cli, builder, deck->identity);
  dr_json_add_string_member (builder, "format", deck->format);
  dr_json_add_string_member (builder, "banlist", deck->banlist);
  dr_cli_json_add_tags (builder, (const char *const *) deck->tags->pdata, deck->tags->len);
  dr_json_add_string_member (builder, "notes", deck->notes);
  dr_cli_json_add_time (builder, "created", deck->created);
  dr_cli_json_add_time (builder, "modified", deck->modified);
  dr_json_add_int_member (builder, "size", dr_deck_count_cards (deck));
  json_builder_set_member_name (builder, "cards");
  json_builder_begin_array (builder);
  for (guint i = 0; i < rows->len; i++)
    {
      const ShowRow *row = &g_array_index (rows, ShowRow, i);

      json_builder_begin_object (builder);
      dr_json_add_string_member (builder, "code", row->entry->code);
      dr_json_add_string_member (builder, "title", row->printing != NULL ? row->printing->title : NULL);
      dr_json_add_string_member (builder, "type", row->printing != NULL ? row->printing->type_code : NULL);
      dr_json_add_int_member (builder, "quantity", row->entry->quantity);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  dr_cli_print_json (builder);
}

int
dr_cli_deck_show (DrCliDeck  *cli,
                  int         argc,
                  char      **argv)
{
  g_autoptr(DrDeck) deck = NULL;

  if (argc != 1)
    return dr_cli_fail (_("show needs one DECK"));
  if ((deck = dr_cli_deck_find (cli, argv[0], FALSE)) == NULL)
    return DR_CLI_EXIT_ERROR;
  if (cli->json)
    print_deck_json (cli, deck);
  else
    print_deck_text (cli, deck);
  return DR_CLI_EXIT_OK;
}
