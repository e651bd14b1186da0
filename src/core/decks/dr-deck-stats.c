/* dr-deck-stats.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-deck-stats"

#include "config.h"

#include "dr-deck-stats.h"

/* What each breaker keyword breaks; AI breaks every kind. */
static const struct
{
  const char *breaker;
  const char *ice;
} breaker_kinds[DR_ICE_N_KINDS] = {
  [DR_ICE_BARRIER] = { "Fracter", "Barrier" },
  [DR_ICE_CODE_GATE] = { "Decoder", "Code Gate" },
  [DR_ICE_SENTRY] = { "Killer", "Sentry" },
};

static void
clear_count (gpointer data)
{
  DrStatCount *count = data;

  g_clear_pointer (&count->key, g_free);
}

/* Tallies are hash tables while counting, keyed by strings the facts own. */
static void
tally (GHashTable *counts,
       const char *key,
       int         amount)
{
  if (key == NULL || amount == 0)
    return;
  g_hash_table_insert (counts, (gpointer) key,
                       GINT_TO_POINTER (GPOINTER_TO_INT (g_hash_table_lookup (counts, key)) + amount));
}

static int
compare_counts (gconstpointer a,
                gconstpointer b)
{
  const DrStatCount *x = a, *y = b;

  if (x->count != y->count)
    return y->count - x->count;
  return g_strcmp0 (x->key, y->key);
}

static GArray *
counts_to_array (GHashTable *counts)
{
  GArray *array = g_array_sized_new (FALSE, TRUE, sizeof (DrStatCount), g_hash_table_size (counts));
  GHashTableIter iter;
  gpointer key, value;

  g_array_set_clear_func (array, clear_count);
  g_hash_table_iter_init (&iter, counts);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      DrStatCount count = { g_strdup (key), GPOINTER_TO_INT (value) };

      g_array_append_val (array, count);
    }
  g_array_sort (array, compare_counts);
  return array;
}

static int
compare_values (gconstpointer a,
                gconstpointer b)
{
  const DrStatValue *x = a, *y = b;

  return (x->value > y->value) - (x->value < y->value);
}

static void
tally_value (GArray *values,
             int     value,
             int     amount)
{
  DrStatValue entry = { value, amount };

  for (guint i = 0; i < values->len; i++)
    if (g_array_index (values, DrStatValue, i).value == value)
      {
        g_array_index (values, DrStatValue, i).count += amount;
        return;
      }
  g_array_append_val (values, entry);
}

static void
count_ice (DrDeckStats      *stats,
           GHashTable       *ice_subtypes,
           const DrCardFact *fact,
           int               quantity)
{
  for (guint i = 0; fact->subtypes[i] != NULL; i++)
    tally (ice_subtypes, fact->subtypes[i], quantity);
  for (int kind = 0; kind < DR_ICE_N_KINDS; kind++)
    if (dr_card_fact_has_subtype (fact, breaker_kinds[kind].ice))
      stats->ice[kind] += quantity;
  if (fact->strength.kind == DR_VALUE_NUMBER)
    tally_value (stats->ice_by_strength, fact->strength.number, quantity);
  else if (fact->strength.kind == DR_VALUE_X)
    stats->ice_strength_x += quantity;
}

static void
count_program (DrDeckStats      *stats,
               const DrCardFact *fact,
               int               quantity)
{
  stats->mu_all_copies += fact->memory_cost * quantity;
  stats->mu_one_of_each += fact->memory_cost;
  if (!dr_card_fact_has_subtype (fact, "Icebreaker"))
    return;
  for (int kind = 0; kind < DR_ICE_N_KINDS; kind++)
    if (dr_card_fact_has_subtype (fact, "AI") || dr_card_fact_has_subtype (fact, breaker_kinds[kind].breaker))
      stats->breakers[kind] += quantity;
}

static void
count_cost (DrDeckStats      *stats,
            const DrCardFact *fact,
            int               quantity)
{
  if (fact->cost.kind == DR_VALUE_NUMBER)
    stats->cost_curve[CLAMP (fact->cost.number, 0, DR_DECK_STATS_COST_TOP)] += quantity;
  else if (fact->cost.kind == DR_VALUE_X)
    stats->cost_x += quantity;
}

/* One pass over the deck's entries with a hash lookup each: cheap enough to
 * run on every edit. */
DrDeckStats *
dr_deck_stats_new (const DrDeck      *deck,
                   const DrCardFacts *facts)
{
  DrDeckStats *stats = g_new0 (DrDeckStats, 1);
  g_autoptr(GHashTable) types = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) subtypes = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) influence = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) ice_subtypes = g_hash_table_new (g_str_hash, g_str_equal);
  const DrCardFact *identity = dr_card_facts_get (facts, deck->identity);
  const char *home_faction = identity != NULL ? identity->faction : NULL;

  stats->unknown_codes = g_ptr_array_new_with_free_func (g_free);
  stats->ice_by_strength = g_array_new (FALSE, TRUE, sizeof (DrStatValue));

  for (guint i = 0; i < deck->entries->len; i++)
    {
      const DrDeckEntry *entry = &g_array_index (deck->entries, DrDeckEntry, i);
      const DrCardFact *fact = dr_card_facts_get (facts, entry->code);
      int quantity = entry->quantity;

      stats->n_cards += quantity;
      if (fact == NULL)
        {
          stats->n_unknown += quantity;
          g_ptr_array_add (stats->unknown_codes, g_strdup (entry->code));
          continue;
        }

      tally (types, fact->type, quantity);
      for (guint j = 0; fact->subtypes[j] != NULL; j++)
        tally (subtypes, fact->subtypes[j], quantity);
      if (home_faction != NULL && g_strcmp0 (fact->faction, home_faction) != 0)
        {
          tally (influence, fact->faction, fact->influence * quantity);
          stats->influence_spent += fact->influence * quantity;
        }
      count_cost (stats, fact, quantity);

      if (g_strcmp0 (fact->type, "agenda") == 0)
        {
          stats->agendas += quantity;
          stats->agenda_points += fact->agenda_points * quantity;
        }
      else if (g_strcmp0 (fact->type, "ice") == 0)
        count_ice (stats, ice_subtypes, fact, quantity);
      else if (g_strcmp0 (fact->type, "program") == 0)
        count_program (stats, fact, quantity);
    }

  stats->by_type = counts_to_array (types);
  stats->by_subtype = counts_to_array (subtypes);
  stats->influence = counts_to_array (influence);
  stats->ice_by_subtype = counts_to_array (ice_subtypes);
  g_array_sort (stats->ice_by_strength, compare_values);
  stats->agenda_density = stats->n_cards > 0 ? (double) stats->agendas / stats->n_cards : 0.0;
  return stats;
}

void
dr_deck_stats_free (DrDeckStats *stats)
{
  if (stats == NULL)
    return;
  g_ptr_array_unref (stats->unknown_codes);
  g_array_unref (stats->by_type);
  g_array_unref (stats->by_subtype);
  g_array_unref (stats->influence);
  g_array_unref (stats->ice_by_subtype);
  g_array_unref (stats->ice_by_strength);
  g_free (stats);
}

/* 0 when the key is not there; keywords compare without regard to case. */
int
dr_stat_counts_get (GArray     *counts,
                    const char *key)
{
  for (guint i = 0; i < counts->len; i++)
    if (g_ascii_strcasecmp (g_array_index (counts, DrStatCount, i).key, key) == 0)
      return g_array_index (counts, DrStatCount, i).count;
  return 0;
}

int
dr_stat_values_get (GArray *values,
                    int     value)
{
  for (guint i = 0; i < values->len; i++)
    if (g_array_index (values, DrStatValue, i).value == value)
      return g_array_index (values, DrStatValue, i).count;
  return 0;
}

/* Whether some icebreaker of the deck breaks this kind of ice. */
gboolean
dr_deck_stats_covers (const DrDeckStats *stats,
                      DrIceKind          kind)
{
  g_return_val_if_fail (kind < DR_ICE_N_KINDS, FALSE);

  return stats->breakers[kind] > 0;
}

/* The keyword of the kind as the card data spells it ("Code Gate"). */
const char *
dr_ice_kind_to_subtype (DrIceKind kind)
{
  g_return_val_if_fail (kind < DR_ICE_N_KINDS, NULL);

  return breaker_kinds[kind].ice;
}
