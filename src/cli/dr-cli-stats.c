/* dr-cli-stats.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-cli-stats"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "dr-cli.h"
#include "dr-cli-deck.h"
#include "dr-deck-stats.h"
#include "dr-odds.h"
#include "dr-text.h"
#include "dr-json-members.h"

#define DEFAULT_TURNS 3
#define MAX_TURNS     30

/* One --odds: a card, or a group of cards any of which counts ("any of my
 * economy cards"). */
typedef struct
{
  char      *label;      /* titles joined, for the text output */
  GPtrArray *codes;      /* char *: the deck's printings of those cards */
  int        copies;
  double     opening;
  double     opening_mulligan;
  double    *by_turn;    /* turns 1…n */
  double    *by_turn_mulligan;
} OddsLine;

static void
odds_line_free (OddsLine *line)
{
  g_free (line->label);
  g_ptr_array_unref (line->codes);
  g_free (line->by_turn);
  g_free (line->by_turn_mulligan);
  g_free (line);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (OddsLine, odds_line_free)

/* Adds the deck's copies of one card named by a printing code or a title
 * (any printing of the title counts); FALSE when the deck has none. */
static gboolean
add_card (const DrCardIndex *cards,
          const DrDeck      *deck,
          const char        *wanted,
          OddsLine          *line)
{
  g_autofree char *key = dr_text_match_key (wanted);
  const char *title = NULL;

  for (guint i = 0; i < deck->entries->len; i++)
    {
      const DrDeckEntry *entry = &g_array_index (deck->entries, DrDeckEntry, i);
      const DrPrinting *printing = dr_card_index_get (cards, entry->code);
      g_autofree char *title_key = printing != NULL ? dr_text_match_key (printing->title) : NULL;

      if (g_str_equal (entry->code, wanted) || (title_key != NULL && *key != '\0' && g_str_equal (title_key, key)))
        {
          g_ptr_array_add (line->codes, g_strdup (entry->code));
          line->copies += entry->quantity;
          title = printing != NULL ? printing->title : entry->code;
        }
    }
  if (title == NULL)
    return FALSE;
  if (line->label == NULL)
    line->label = g_strdup (title);
  else
    {
      char *label = g_strdup_printf ("%s, %s", line->label, title);

      g_free (line->label);
      line->label = label;
    }
  return TRUE;
}

static OddsLine *
compute_odds (const DrCardIndex  *cards,
              const DrDeck       *deck,
              int                 deck_size,
              const char         *spec,
              int                 turns,
              int                 draws,
              GError            **error)
{
  g_autoptr(OddsLine) line = g_new0 (OddsLine, 1);
  g_auto(GStrv) names = g_strsplit (spec, ",", -1);

  line->codes = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; names[i] != NULL; i++)
    {
      const char *name = g_strstrip (names[i]);

      if (*name == '\0')
        continue;
      if (!add_card (cards, deck, name, line))
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("The deck has no card “%s” (give a title or a printing code of the deck)"), name);
          return NULL;
        }
    }
  if (line->codes->len == 0)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, _("--odds needs a CARD"));
      return NULL;
    }
  line->opening = dr_odds_opening_hand (deck_size, line->copies, 1, FALSE);
  line->opening_mulligan = dr_odds_opening_hand (deck_size, line->copies, 1, TRUE);
  line->by_turn = g_new0 (double, turns);
  line->by_turn_mulligan = g_new0 (double, turns);
  for (int turn = 1; turn <= turns; turn++)
    {
      line->by_turn[turn - 1] = dr_odds_by_turn (deck_size, line->copies, 1, turn, draws, FALSE);
      line->by_turn_mulligan[turn - 1] = dr_odds_by_turn (deck_size, line->copies, 1, turn, draws, TRUE);
    }
  return g_steal_pointer (&line);
}

/* ---------------------------------------------------------------------- */
/* Text                                                                   */

static const char *
name_of (GHashTable *names,
         const char *code)
{
  const char *name = names != NULL ? g_hash_table_lookup (names, code) : NULL;

  return name != NULL ? name : code;
}

static void
print_counts (const char *label,
              GArray     *counts,
              GHashTable *names)
{
  g_autoptr(GString) line = g_string_new (label);

  for (guint i = 0; i < counts->len; i++)
    {
      const DrStatCount *count = &g_array_index (counts, DrStatCount, i);

      g_string_append_printf (line, "%s%s %d", i > 0 ? ", " : " ", name_of (names, count->key), count->count);
    }
  if (counts->len == 0)
    g_string_append_printf (line, " %s", _("none"));
  printf ("%s\n", line->str);
}

static void
print_text (const DrDeck      *deck,
            const DrCardIndex *cards,
            const DrDeckStats *stats,
            GHashTable        *types,
            GHashTable        *factions,
            GPtrArray         *odds,
            int                turns)
{
  const DrPrinting *identity = deck->identity != NULL ? dr_card_index_get (cards, deck->identity) : NULL;
  gboolean corp = g_strcmp0 (deck->side, "corp") == 0;
  gboolean runner = g_strcmp0 (deck->side, "runner") == 0;
  int ice = dr_stat_counts_get (stats->by_type, "ice");
  g_autoptr(GString) curve = g_string_new (NULL);

  printf (ngettext ("%s: %d card", "%s: %d cards", stats->n_cards), deck->name, stats->n_cards);
  if (identity != NULL)
    printf (" — %s", identity->title);
  printf ("\n");
  print_counts (_("Types:"), stats->by_type, types);
  print_counts (_("Subtypes:"), stats->by_subtype, NULL);
  if (identity != NULL)
    {
      g_autoptr(GString) line = g_string_new (NULL);

      /* Translators: "Influence: 8 spent (Criminal 4, Shaper 4)" */
      g_string_printf (line, _("Influence: %d spent"), stats->influence_spent);
      for (guint i = 0; i < stats->influence->len; i++)
        {
          const DrStatCount *count = &g_array_index (stats->influence, DrStatCount, i);

          g_string_append_printf (line, "%s%s %d", i > 0 ? ", " : " (", name_of (factions, count->key), count->count);
        }
      if (stats->influence->len > 0)
        g_string_append_c (line, ')');
      printf ("%s\n", line->str);
    }

  for (int cost = 0; cost <= DR_DECK_STATS_COST_TOP; cost++)
    g_string_append_printf (curve, "%s%d%s: %d", cost > 0 ? ", " : " ", cost,
                            cost == DR_DECK_STATS_COST_TOP ? "+" : "", stats->cost_curve[cost]);
  if (stats->cost_x > 0)
    g_string_append_printf (curve, ", X: %d", stats->cost_x);
  printf ("%s%s\n", _("Cost curve:"), curve->str);

  if (corp || stats->agendas > 0)
    {
      /* Translators: "Agendas: 9 with 20 points" */
      printf (ngettext ("Agendas: %d with %d point", "Agendas: %d with %d points", stats->agenda_points),
              stats->agendas, stats->agenda_points);
      if (stats->agendas > 0)
        /* Translators: agenda density, "one in 5.0 cards" */
        printf (_(", one in %.1f cards"), 1.0 / stats->agenda_density);
      printf ("\n");
    }
  if (corp || ice > 0)
    {
      g_autoptr(GString) line = g_string_new (NULL);

      /* Translators: "Ice: 17 (Barrier 6, Code Gate 5, Sentry 6)" */
      g_string_printf (line, _("Ice: %d"), ice);
      for (guint i = 0; i < stats->ice_by_subtype->len; i++)
        {
          const DrStatCount *count = &g_array_index (stats->ice_by_subtype, DrStatCount, i);

          g_string_append_printf (line, "%s%s %d", i > 0 ? ", " : " (", count->key, count->count);
        }
      if (stats->ice_by_subtype->len > 0)
        g_string_append_c (line, ')');
      printf ("%s\n", line->str);
      if (ice > 0)
        {
          g_string_assign (line, _("Ice strength:"));
          for (guint i = 0; i < stats->ice_by_strength->len; i++)
            {
              const DrStatValue *value = &g_array_index (stats->ice_by_strength, DrStatValue, i);

              g_string_append_printf (line, "%s%d: %d", i > 0 ? ", " : " ", value->value, value->count);
            }
          if (stats->ice_strength_x > 0)
            g_string_append_printf (line, "%sX: %d", stats->ice_by_strength->len > 0 ? ", " : " ",
                                    stats->ice_strength_x);
          printf ("%s\n", line->str);
        }
    }
  if (runner || stats->mu_all_copies > 0)
    {
      g_autoptr(GString) line = g_string_new (_("Breakers:"));
      g_autoptr(GString) uncovered = g_string_new (NULL);

      for (DrIceKind kind = 0; kind < DR_ICE_N_KINDS; kind++)
        {
          g_string_append_printf (line, "%s%s %d", kind > 0 ? ", " : " ", dr_ice_kind_to_subtype (kind),
                                  stats->breakers[kind]);
          if (!dr_deck_stats_covers (stats, kind))
            g_string_append_printf (uncovered, "%s%s", uncovered->len > 0 ? ", " : "",
                                    dr_ice_kind_to_subtype (kind));
        }
      if (uncovered->len > 0)
        /* Translators: after the breaker counts: "; nothing breaks Sentry" */
        g_string_append_printf (line, _("; nothing breaks %s"), uncovered->str);
      printf ("%s\n", line->str);
      /* Translators: memory units used by programs */
      printf (_("Memory: %d MU for every program copy, %d MU for one of each\n"), stats->mu_all_copies,
              stats->mu_one_of_each);
    }
  if (stats->n_unknown > 0)
    {
      g_autoptr(GString) codes = g_string_new (NULL);

      for (guint i = 0; i < stats->unknown_codes->len; i++)
        g_string_append_printf (codes, "%s%s", i > 0 ? ", " : "",
                                (const char *) g_ptr_array_index (stats->unknown_codes, i));

      printf (ngettext ("Unknown to the card data: %d copy (%s)\n", "Unknown to the card data: %d copies (%s)\n",
                        stats->n_unknown),
              stats->n_unknown, codes->str);
    }

  for (guint i = 0; i < odds->len; i++)
    {
      const OddsLine *line = g_ptr_array_index (odds, i);

      /* Translators: "Odds of Sure Gamble (3 copies):" */
      printf (ngettext ("Odds of %s (%d copy):\n", "Odds of %s (%d copies):\n", line->copies), line->label,
              line->copies);
      /* Translators: a chance in percent, then with a mulligan: "opening hand 29.0%, 49.6% with a mulligan" */
      printf (_("  opening hand %.1f%%, %.1f%% with a mulligan\n"), 100 * line->opening, 100 * line->opening_mulligan);
      for (int turn = 1; turn <= turns; turn++)
        printf (_("  by turn %d %.1f%%, %.1f%% with a mulligan\n"), turn, 100 * line->by_turn[turn - 1],
                100 * line->by_turn_mulligan[turn - 1]);
    }
}

/* ---------------------------------------------------------------------- */
/* JSON                                                                   */

static void
add_counts (JsonBuilder *builder,
            const char  *name,
            GArray      *counts)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_object (builder);
  for (guint i = 0; i < counts->len; i++)
    {
      const DrStatCount *count = &g_array_index (counts, DrStatCount, i);

      dr_json_add_int_member (builder, count->key, count->count);
    }
  json_builder_end_object (builder);
}

static void
print_json (const DrDeck      *deck,
            const DrDeckStats *stats,
            GPtrArray         *odds,
            int                turns,
            int                draws)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  char key[16];

  json_builder_begin_object (builder);
  dr_json_add_string_member (builder, "deck", deck->name);
  dr_json_add_string_member (builder, "side", deck->side);
  dr_json_add_string_member (builder, "identity", deck->identity);
  dr_json_add_int_member (builder, "cards", stats->n_cards);
  json_builder_set_member_name (builder, "unknown_cards");
  json_builder_begin_array (builder);
  for (guint i = 0; i < stats->unknown_codes->len; i++)
    json_builder_add_string_value (builder, g_ptr_array_index (stats->unknown_codes, i));
  json_builder_end_array (builder);
  add_counts (builder, "types", stats->by_type);
  add_counts (builder, "subtypes", stats->by_subtype);

  json_builder_set_member_name (builder, "influence");
  json_builder_begin_object (builder);
  dr_json_add_int_member (builder, "spent", stats->influence_spent);
  add_counts (builder, "factions", stats->influence);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "cost_curve");
  json_builder_begin_object (builder);
  for (int cost = 0; cost <= DR_DECK_STATS_COST_TOP; cost++)
    {
      g_snprintf (key, sizeof key, "%d%s", cost, cost == DR_DECK_STATS_COST_TOP ? "+" : "");
      dr_json_add_int_member (builder, key, stats->cost_curve[cost]);
    }
  dr_json_add_int_member (builder, "X", stats->cost_x);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "agendas");
  json_builder_begin_object (builder);
  dr_json_add_int_member (builder, "count", stats->agendas);
  dr_json_add_int_member (builder, "points", stats->agenda_points);
  dr_json_add_double_member (builder, "density", stats->agenda_density);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "ice");
  json_builder_begin_object (builder);
  dr_json_add_int_member (builder, "count", dr_stat_counts_get (stats->by_type, "ice"));
  add_counts (builder, "subtypes", stats->ice_by_subtype);
  json_builder_set_member_name (builder, "strength");
  json_builder_begin_object (builder);
  for (guint i = 0; i < stats->ice_by_strength->len; i++)
    {
      const DrStatValue *value = &g_array_index (stats->ice_by_strength, DrStatValue, i);

      g_snprintf (key, sizeof key, "%d", value->value);
      dr_json_add_int_member (builder, key, value->count);
    }
  dr_json_add_int_member (builder, "X", stats->ice_strength_x);
  json_builder_end_object (builder);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "breakers");
  json_builder_begin_object (builder);
  for (DrIceKind kind = 0; kind < DR_ICE_N_KINDS; kind++)
    {
      json_builder_set_member_name (builder, dr_ice_kind_to_subtype (kind));
      json_builder_begin_object (builder);
      dr_json_add_int_member (builder, "ice", stats->ice[kind]);
      dr_json_add_int_member (builder, "breakers", stats->breakers[kind]);
      json_builder_set_member_name (builder, "covered");
      json_builder_add_boolean_value (builder, dr_deck_stats_covers (stats, kind));
      json_builder_end_object (builder);
    }
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "memory");
  json_builder_begin_object (builder);
  dr_json_add_int_member (builder, "all_copies", stats->mu_all_copies);
  dr_json_add_int_member (builder, "one_of_each", stats->mu_one_of_each);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "odds");
  json_builder_begin_array (builder);
  for (guint i = 0; i < odds->len; i++)
    {
      const OddsLine *line = g_ptr_array_index (odds, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "cards");
      json_builder_begin_array (builder);
      for (guint j = 0; j < line->codes->len; j++)
        json_builder_add_string_value (builder, g_ptr_array_index (line->codes, j));
      json_builder_end_array (builder);
      dr_json_add_int_member (builder, "copies", line->copies);
      dr_json_add_int_member (builder, "draws_per_turn", draws);
      dr_json_add_double_member (builder, "opening_hand", line->opening);
      dr_json_add_double_member (builder, "opening_hand_with_mulligan", line->opening_mulligan);
      json_builder_set_member_name (builder, "by_turn");
      json_builder_begin_array (builder);
      for (int turn = 1; turn <= turns; turn++)
        {
          json_builder_begin_object (builder);
          dr_json_add_int_member (builder, "turn", turn);
          dr_json_add_double_member (builder, "chance", line->by_turn[turn - 1]);
          dr_json_add_double_member (builder, "with_mulligan", line->by_turn_mulligan[turn - 1]);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  dr_cli_print_json (builder);
}

/* ---------------------------------------------------------------------- */

int
dr_cli_stats (int    argc,
              char **argv)
{
  gboolean json = FALSE;
  g_auto(GStrv) odds_specs = NULL;
  int turns = DEFAULT_TURNS;
  int draws = DR_ODDS_CORP_MANDATORY_DRAWS;
  const GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print a JSON object"), NULL },
    { "odds", 0, 0, G_OPTION_ARG_STRING_ARRAY, &odds_specs,
      N_("Draw odds of at least one copy of CARD (title or code); CARD,CARD… counts any of them; repeatable"),
      N_("CARD[,CARD…]") },
    { "turns", 0, 0, G_OPTION_ARG_INT, &turns, N_("Odds by each turn up to N (default 3)"), N_("N") },
    { "draws", 0, 0, G_OPTION_ARG_INT, &draws,
      N_("Cards drawn per turn (default 1: the Corp's mandatory draw; count a Runner's draw clicks)"), N_("N") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("DECK|FILE — the numbers of a deck"));
  g_autoptr(DrCardStore) store = NULL;
  g_autoptr(DrCardIndex) cards = NULL;
  g_autoptr(DrCardFacts) facts = NULL;
  g_autoptr(DrDeck) deck = NULL;
  g_autoptr(DrDeckStats) stats = NULL;
  g_autoptr(GHashTable) types = NULL;
  g_autoptr(GHashTable) factions = NULL;
  g_autoptr(GPtrArray) odds = g_ptr_array_new_with_free_func ((GDestroyNotify) odds_line_free);
  g_autoptr(GError) error = NULL;
  DrUserStore *user = NULL;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
                                _("DECK is a deck list file, else a saved deck by id or name.\n"
                                  "Counts by type and subtype, influence by faction, cost curve, agendas, ice, "
                                  "breakers and memory; with --odds, the chance to draw a card in the opening "
                                  "hand (five cards; with a mulligan: one redraw when the first hand misses) and "
                                  "by each turn."));
  if (!dr_cli_parse_options (context, &argc, &argv))
    return DR_CLI_EXIT_ERROR;
  if (argc != 2)
    return dr_cli_fail (_("stats needs one DECK or FILE"));
  if (turns < 1 || turns > MAX_TURNS)
    return dr_cli_fail (_("--turns must be 1 to %d, not %d"), MAX_TURNS, turns);
  if (draws < 0 || draws > 10)
    return dr_cli_fail (_("--draws must be 0 to 10, not %d"), draws);

  if ((store = dr_cli_open_store ()) == NULL || (cards = dr_cli_open_card_index (store)) == NULL)
    return DR_CLI_EXIT_ERROR;
  if (!g_file_test (argv[1], G_FILE_TEST_EXISTS) && (user = dr_cli_open_user_store ()) == NULL)
    return DR_CLI_EXIT_ERROR;
  deck = dr_cli_read_deck (cards, user, argv[1], NULL, &error);
  g_clear_pointer (&user, dr_user_store_unref);
  if (deck == NULL)
    return dr_cli_fail ("%s", error->message);
  facts = dr_card_facts_new (store, &error);
  if (facts == NULL)
    return dr_cli_fail ("%s", error->message);
  stats = dr_deck_stats_new (deck, facts);

  for (guint i = 0; odds_specs != NULL && odds_specs[i] != NULL; i++)
    {
      OddsLine *line = compute_odds (cards, deck, stats->n_cards, odds_specs[i], turns, draws, &error);

      if (line == NULL)
        return dr_cli_fail ("%s", error->message);
      g_ptr_array_add (odds, line);
    }

  if (json)
    print_json (deck, stats, odds, turns, draws);
  else
    {
      types = dr_card_store_get_names (store, "types");
      factions = dr_card_store_get_names (store, "factions");
      print_text (deck, cards, stats, types, factions, odds, turns);
    }
  return DR_CLI_EXIT_OK;
}
