/* dr-cli-collection-report.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-cli-collection"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "dr-cli-collection.h"
#include "dr-cli-deck.h"
#include "dr-error.h"
#include "dr-deck-store.h"
#include "dr-json-members.h"

/* A deck list file (any format the importer reads) or a saved deck by id
 * or name. A file is named after the file in reports, as the player gave
 * it; a list with a line that does not resolve is refused with every such
 * line, since a card left out would make the counts wrong. */
static DrDeck *
read_deck (DrCliCollection    *cli,
           const DrCardIndex  *cards,
           const char         *argument,
           GError            **error)
{
  gboolean from_file = FALSE;
  DrDeck *deck = dr_cli_read_deck (cards, cli->user, argument, &from_file, error);

  if (deck != NULL && from_file)
    {
      g_autofree char *name = g_path_get_basename (argument);

      dr_deck_set_string (&deck->name, name);
    }
  return deck;
}

static GPtrArray *
read_decks (DrCliCollection  *cli,
            char            **arguments,
            int               n_arguments,
            GError          **error)
{
  g_autoptr(DrCardIndex) cards = dr_card_index_new (cli->store, error);
  g_autoptr(GPtrArray) decks = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_deck_free);

  if (cards == NULL)
    return NULL;
  for (int i = 0; i < n_arguments; i++)
    {
      DrDeck *deck = read_deck (cli, cards, arguments[i], error);

      if (deck == NULL)
        return NULL;
      g_ptr_array_add (decks, deck);
    }
  return g_steal_pointer (&decks);
}

static void
print_report_json (const DrDeck           *deck,
                   DrCollectionDeckReport *report)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  dr_json_add_string_member (builder, "deck", deck->name);
  dr_json_add_int_member (builder, "needed", report->needed);
  dr_json_add_int_member (builder, "missing", report->missing);
  json_builder_set_member_name (builder, "cards");
  json_builder_begin_array (builder);
  for (guint i = 0; i < report->needs->len; i++)
    {
      DrCollectionNeed *need = g_ptr_array_index (report->needs, i);

      json_builder_begin_object (builder);
      dr_json_add_string_member (builder, "title", need->title);
      dr_json_add_string_member (builder, "code", need->code);
      json_builder_set_member_name (builder, "known");
      json_builder_add_boolean_value (builder, need->known);
      dr_json_add_int_member (builder, "needed", need->needed);
      dr_json_add_int_member (builder, "owned", need->owned);
      dr_json_add_int_member (builder, "reserved", need->reserved);
      dr_json_add_int_member (builder, "missing", need->missing);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "buy_next");
  json_builder_begin_array (builder);
  for (guint i = 0; i < report->buy_next->len; i++)
    {
      DrCollectionPackOffer *offer = g_ptr_array_index (report->buy_next, i);

      json_builder_begin_object (builder);
      dr_json_add_string_member (builder, "code", offer->pack_code);
      dr_json_add_string_member (builder, "name", offer->pack_name);
      dr_json_add_string_member (builder, "date_release", offer->date_release);
      dr_json_add_int_member (builder, "copies", offer->copies);
      dr_json_add_int_member (builder, "cards", offer->titles);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  dr_cli_print_json (builder);
}

static void
print_report_text (const DrDeck           *deck,
                   DrCollectionDeckReport *report)
{
  if (report->missing == 0)
    {
      printf (ngettext ("Every card of “%s” is owned (%d card).\n",
                        "Every card of “%s” is owned (%d cards).\n", report->needed),
              deck->name, report->needed);
      return;
    }
  printf (ngettext ("Missing %d of %d card:\n", "Missing %d of %d cards:\n", report->needed),
          report->missing, report->needed);
  for (guint i = 0; i < report->needs->len; i++)
    {
      DrCollectionNeed *need = g_ptr_array_index (report->needs, i);

      if (need->missing == 0)
        continue;
      if (!need->known)
        /* Translators: a missing card the card data does not know */
        printf (_("  %d %s (unknown card)\n"), need->missing, need->code);
      else if (need->reserved > 0)
        /* Translators: "2 Wall Panel (01003): 3 needed, 4 owned, 3 in built decks" */
        printf (_("  %d %s (%s): %d needed, %d owned, %d in built decks\n"), need->missing, need->title,
                need->code, need->needed, need->owned, need->reserved);
      else
        /* Translators: "2 Wall Panel (01003): 3 needed, 1 owned" */
        printf (_("  %d %s (%s): %d needed, %d owned\n"), need->missing, need->title, need->code,
                need->needed, need->owned);
    }
  if (report->buy_next->len > 0)
    printf ("%s\n", _("Buy next:"));
  for (guint i = 0; i < report->buy_next->len; i++)
    {
      DrCollectionPackOffer *offer = g_ptr_array_index (report->buy_next, i);
      g_autofree char *cards = g_strdup_printf (ngettext ("%d card", "%d cards", offer->titles), offer->titles);

      /* Translators: "Beta One (b1): 4 missing copies of 2 cards" */
      printf (ngettext ("  %s (%s): %d missing copy of %s\n", "  %s (%s): %d missing copies of %s\n",
                        offer->copies),
              offer->pack_name, offer->pack_code, offer->copies, cards);
    }
}

/* Exit 1 when something is missing: the deck cannot be assembled. */
int
dr_cli_collection_missing (DrCliCollection  *cli,
                           int               argc,
                           char            **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) arguments = NULL;
  g_autoptr(GPtrArray) decks = NULL;
  g_autoptr(DrDeck) deck = NULL;
  g_autoptr(GPtrArray) built = NULL;
  g_autoptr(DrCollectionDeckReport) report = NULL;

  if (argc != 1)
    return dr_cli_fail (_("missing needs one DECK"));
  /* The deck checked may be among the built ones; it holds nothing against itself. */
  arguments = g_ptr_array_new ();
  g_ptr_array_add (arguments, argv[0]);
  for (guint i = 0; cli->built != NULL && cli->built[i] != NULL; i++)
    if (!g_str_equal (cli->built[i], argv[0]))
      g_ptr_array_add (arguments, cli->built[i]);
  decks = read_decks (cli, (char **) arguments->pdata, arguments->len, &error);
  if (decks == NULL)
    return dr_cli_fail ("%s", error->message);
  deck = g_ptr_array_steal_index (decks, 0);
  built = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_deck_free);
  for (guint i = 0; i < decks->len; i++)
    {
      DrDeck *other = g_ptr_array_index (decks, i);

      if (other->id == 0 || other->id != deck->id)
        g_ptr_array_add (built, dr_deck_copy (other));
    }
  /* And every deck marked built in the store (deck build DECK). */
  {
    g_autoptr(GPtrArray) stored = dr_deck_store_list_built (cli->user, &error);

    if (stored == NULL)
      return dr_cli_fail ("%s", error->message);
    for (guint i = 0; i < stored->len; i++)
      {
        DrDeck *other = g_ptr_array_index (stored, i);
        gboolean listed = other->id == deck->id;

        for (guint k = 0; k < built->len && !listed; k++)
          listed = ((DrDeck *) g_ptr_array_index (built, k))->id == other->id;
        if (!listed)
          g_ptr_array_add (built, dr_deck_copy (other));
      }
  }
  report = dr_collection_check_deck (cli->collection, deck, built, &error);
  if (report == NULL)
    return dr_cli_fail ("%s", error->message);
  if (cli->json)
    print_report_json (deck, report);
  else
    print_report_text (deck, report);
  return report->missing > 0 ? DR_CLI_EXIT_NO_MATCH : DR_CLI_EXIT_OK;
}

/* Exit 1 when the decks cannot all be assembled at once. */
int
dr_cli_collection_conflicts (DrCliCollection  *cli,
                             int               argc,
                             char            **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) decks = NULL;
  g_autoptr(GPtrArray) conflicts = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  /* Without DECKs: the decks marked built in the store. */
  if (argc == 0)
    decks = dr_deck_store_list_built (cli->user, &error);
  else if (argc < 2)
    return dr_cli_fail (_("conflicts needs two DECKs or more (or none: the built decks)"));
  else
    decks = read_decks (cli, argv, argc, &error);
  if (decks == NULL)
    return dr_cli_fail ("%s", error->message);
  conflicts = dr_collection_find_conflicts (cli->collection, decks, &error);
  if (conflicts == NULL)
    return dr_cli_fail ("%s", error->message);

  json_builder_begin_array (builder);
  if (!cli->json && conflicts->len == 0)
    printf ("%s\n", _("The decks can all be assembled at once."));
  for (guint i = 0; i < conflicts->len; i++)
    {
      DrCollectionConflict *conflict = g_ptr_array_index (conflicts, i);
      g_autoptr(GString) uses = g_string_new (NULL);

      json_builder_begin_object (builder);
      dr_json_add_string_member (builder, "title", conflict->title);
      dr_json_add_int_member (builder, "owned", conflict->owned);
      dr_json_add_int_member (builder, "needed", conflict->needed);
      json_builder_set_member_name (builder, "decks");
      json_builder_begin_array (builder);
      for (guint j = 0; j < conflict->uses->len; j++)
        {
          DrCollectionDeckUse *use = &g_array_index (conflict->uses, DrCollectionDeckUse, j);
          const DrDeck *deck = g_ptr_array_index (decks, use->deck);

          json_builder_begin_object (builder);
          dr_json_add_string_member (builder, "deck", deck->name);
          dr_json_add_int_member (builder, "copies", use->copies);
          json_builder_end_object (builder);
          g_string_append_printf (uses, "%s%s (%d)", j > 0 ? ", " : "", deck->name, use->copies);
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
      if (!cli->json)
        /* Translators: "Wall Panel: 5 needed, 4 owned: first.txt (3), second.txt (2)" */
        printf (_("%s: %d needed, %d owned: %s\n"), conflict->title, conflict->needed, conflict->owned,
                uses->str);
    }
  json_builder_end_array (builder);
  if (cli->json)
    dr_cli_print_json (builder);
  return conflicts->len > 0 ? DR_CLI_EXIT_NO_MATCH : DR_CLI_EXIT_OK;
}

int
dr_cli_collection_completion (DrCliCollection  *cli,
                              int               argc,
                              char            **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) rows = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  if (argc != 0)
    return dr_cli_fail (_("completion takes no argument"));
  rows = dr_collection_completion (cli->collection, cli->game, &error);
  if (rows == NULL)
    return dr_cli_fail ("%s", error->message);
  json_builder_begin_array (builder);
  for (guint i = 0; i < rows->len; i++)
    {
      DrCollectionCompletion *row = g_ptr_array_index (rows, i);

      json_builder_begin_object (builder);
      dr_json_add_string_member (builder, "kind", row->is_cycle ? "cycle" : "pack");
      dr_json_add_string_member (builder, "code", row->code);
      dr_json_add_string_member (builder, "name", row->name);
      dr_json_add_string_member (builder, "cycle", row->cycle_code);
      dr_json_add_int_member (builder, "cards_owned", row->titles_owned);
      dr_json_add_int_member (builder, "cards", row->titles_total);
      dr_json_add_int_member (builder, "copies_owned", row->copies_owned);
      dr_json_add_int_member (builder, "copies_playset", row->copies_playset);
      json_builder_end_object (builder);
      if (cli->json)
        continue;
      if (!row->is_cycle && row->titles_total == 0)
        /* Translators: a box of a game whose cards Deckrunner does not list, "  burncycle (burncycle): no card list" */
        printf (_("  %s (%s): no card list\n"), row->name, row->code);
      else if (row->is_cycle && row->titles_total == 0)
        printf ("%s:\n", row->name);
      else if (row->is_cycle)
        /* Translators: "Beta Cycle: 1/6 cards, 1/18 copies of playsets" */
        printf (_("%s: %d/%d cards, %d/%d copies of playsets\n"), row->name, row->titles_owned,
                row->titles_total, row->copies_owned, row->copies_playset);
      else
        /* Translators: "  Beta One (b1): 1/3 cards, 1/9 copies of playsets" */
        printf (_("  %s (%s): %d/%d cards, %d/%d copies of playsets\n"), row->name, row->code,
                row->titles_owned, row->titles_total, row->copies_owned, row->copies_playset);
    }
  json_builder_end_array (builder);
  if (cli->json)
    dr_cli_print_json (builder);
  return DR_CLI_EXIT_OK;
}
