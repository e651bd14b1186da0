/* dr-cli-deck-sample.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-cli-deck"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "dr-cli-deck-private.h"
#include "dr-sample-hand.h"

/* `deck sample-hand`: the deck editor's Sample Hand on the command line, a
 * seed given or a random one printed so the same hand can be drawn again. */

#define MAX_DRAWS 100

static gboolean
parse_seed (const char *text,
            guint64    *seed)
{
  if (text == NULL)
    {
      *seed = (((guint64) g_random_int () << 32) | g_random_int ()) & G_MAXINT64;
      return TRUE;
    }
  /* At most G_MAXINT64: JSON's numbers are signed. */
  return g_ascii_string_to_unsigned (text, 10, 0, G_MAXINT64, seed, NULL);
}

static char *
card_title (DrCliDeck  *cli,
            const char *code)
{
  g_autoptr(DrCard) card = dr_card_store_get_card (cli->store, code);

  return dr_cli_escape_text (card != NULL ? dr_card_get_local_title (card, FALSE) : code);
}

static void
print_json (DrCliDeck    *cli,
            DrSampleHand *hand,
            guint64       seed)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  guint hand_size = dr_sample_hand_get_n_drawn (hand) - dr_sample_hand_get_n_draws (hand);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "seed");
  json_builder_add_int_value (builder, (gint64) seed);
  json_builder_set_member_name (builder, "deck_size");
  json_builder_add_int_value (builder, dr_sample_hand_get_deck_size (hand));
  json_builder_set_member_name (builder, "mulligan");
  json_builder_add_boolean_value (builder, dr_sample_hand_took_mulligan (hand));
  json_builder_set_member_name (builder, "cards");
  json_builder_begin_array (builder);
  for (guint i = 0; i < dr_sample_hand_get_n_drawn (hand); i++)
    {
      const char *code = dr_sample_hand_get_drawn (hand, i);
      g_autoptr(DrCard) card = dr_card_store_get_card (cli->store, code);
      DrSampleOdds odds;

      dr_sample_hand_odds (hand, code, &odds);
      json_builder_begin_object (builder);
      dr_json_add_string_member (builder, "code", code);
      dr_json_add_string_member (builder, "title", card != NULL ? card->title : NULL);
      dr_json_add_string_member (builder, "drawn_as", i < hand_size ? "hand" : "draw");
      json_builder_set_member_name (builder, "copies");
      json_builder_add_int_value (builder, odds.copies);
      json_builder_set_member_name (builder, "odds");
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "opening_hand");
      json_builder_add_double_value (builder, odds.opening);
      json_builder_set_member_name (builder, "with_mulligan");
      json_builder_add_double_value (builder, odds.with_mulligan);
      json_builder_set_member_name (builder, "in_cards_drawn");
      json_builder_add_double_value (builder, odds.drawn);
      json_builder_end_object (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  dr_cli_print_json (builder);
}

static void
print_text (DrCliDeck    *cli,
            DrSampleHand *hand,
            guint64       seed)
{
  guint drawn = dr_sample_hand_get_n_drawn (hand);
  guint hand_size = drawn - dr_sample_hand_get_n_draws (hand);
  /* A string: gettext cannot see through G_GUINT64_FORMAT. */
  g_autofree char *seed_text = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);

  if (dr_sample_hand_took_mulligan (hand))
    /* Translators: the seed that draws the same hand again */
    printf (_("Hand after a mulligan (seed %s):\n"), seed_text);
  else
    /* Translators: the seed that draws the same hand again */
    printf (_("Opening hand (seed %s):\n"), seed_text);
  for (guint i = 0; i < drawn; i++)
    {
      const char *code = dr_sample_hand_get_drawn (hand, i);
      g_autofree char *title = card_title (cli, code);
      DrSampleOdds odds;
      g_autofree char *odds_text = NULL;

      if (i == hand_size)
        printf ("%s\n", _("Draws:"));
      dr_sample_hand_odds (hand, code, &odds);
      odds_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                "%d copy: %.1f %% in an opening hand, %.1f %% with a mulligan, %.1f %% in %u cards",
                                                "%d copies: %.1f %% in an opening hand, %.1f %% with a mulligan, %.1f %% in %u cards",
                                                odds.copies),
                                   odds.copies, 100 * odds.opening, 100 * odds.with_mulligan, 100 * odds.drawn, drawn);
      printf ("  %s (%s)\n    %s\n", title, code, odds_text);
    }
}

int
dr_cli_deck_sample_hand (DrCliDeck  *cli,
                         int         argc,
                         char      **argv)
{
  g_autoptr(DrDeck) deck = NULL;
  g_autoptr(DrSampleHand) hand = NULL;
  guint64 seed;

  if (argc != 1)
    return dr_cli_fail (_("sample-hand needs one DECK"));
  if (!parse_seed (cli->seed, &seed))
    {
      g_autofree char *largest = g_strdup_printf ("%" G_GINT64_FORMAT, G_MAXINT64);

      return dr_cli_fail (_("--seed takes a whole number from 0 to %s (found “%s”)"), largest, cli->seed);
    }
  if (cli->draws < 0 || cli->draws > MAX_DRAWS)
    return dr_cli_fail (_("--draws takes a number from 0 to %d (found %d)"), MAX_DRAWS, cli->draws);
  deck = dr_cli_deck_find (cli, argv[0], FALSE);
  if (deck == NULL)
    return DR_CLI_EXIT_ERROR;
  hand = dr_sample_hand_new (deck, seed);
  if (dr_sample_hand_get_deck_size (hand) == 0)
    return dr_cli_fail (_("The deck “%s” has no cards to draw"), deck->name);
  if (cli->mulligan)
    dr_sample_hand_mulligan (hand);
  for (int i = 0; i < cli->draws && dr_sample_hand_draw (hand); i++)
    ;
  if (cli->json)
    print_json (cli, hand, seed);
  else
    print_text (cli, hand, seed);
  return DR_CLI_EXIT_OK;
}
