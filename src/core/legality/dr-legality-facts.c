/* dr-legality-facts.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-legality-facts"

#include "config.h"

#include <string.h>

#include "dr-legality-facts.h"

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

static int
number_or (DrCardValue value,
           int         fallback)
{
  return value.kind == DR_VALUE_NUMBER ? value.number : fallback;
}

/* The pool's one copy of a faction or side code: the checks compare codes
 * as pointers. */
static const char *
shared_code (GHashTable *names,
             const char *code)
{
  gpointer shared = NULL;

  if (code == NULL || !g_hash_table_lookup_extended (names, code, &shared, NULL))
    return code;
  return shared;
}

static DrTitleFacts
new_card (DrLegalityFacts      *table,
          const DrPoolPrinting *printing)
{
  const DrCard *source = printing->card;
  DrTitleFacts card = { 0 };

  card.title = source->title;
  card.game = source->game;
  card.side = shared_code (dr_card_pool_get_names (table->pool, "sides"), source->side_code);
  card.faction = shared_code (table->faction_names, source->faction_code);
  card.kind = kind_of_type (source->type_code);
  card.is_alliance = has_keyword (source->keywords, "Alliance");
  card.influence = number_or (source->faction_cost, 0);
  card.influence_limit = number_or (source->influence_limit, -1);
  /* Rule 8: null means unlimited; NetrunnerDB's Judge reads 0 so too, and
   * no identity has a real limit of 0. */
  if (card.kind == DR_CARD_KIND_IDENTITY && card.influence_limit == 0)
    card.influence_limit = -1;
  card.min_deck_size = number_or (source->minimum_deck_size, 0);
  card.agenda_points = number_or (source->agenda_points, 0);
  card.deck_limit = source->deck_limit;
  card.is_neutral = printing->faction_is_neutral;
  card.allowed = card.deck_limit;
  return card;
}

DrLegalityFacts *
dr_legality_facts_load (DrCardPool *pool)
{
  g_autoptr(DrLegalityFacts) table = g_new0 (DrLegalityFacts, 1);
  g_autoptr(GHashTable) by_title = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint n = dr_card_pool_get_n_printings (pool);

  table->pool = dr_card_pool_ref (pool);
  table->cards = g_array_new (FALSE, TRUE, sizeof (DrTitleFacts));
  table->title_of = g_new (guint, MAX (n, 1));
  table->faction_names = dr_card_pool_get_names (pool, "factions");

  for (guint i = 0; i < n; i++)
    {
      const DrPoolPrinting *pooled = dr_card_pool_get_printing (pool, i);
      const DrCard *source = pooled->card;
      char *title_key = g_strconcat (source->game, "\x1f", source->title, NULL);
      gpointer found;
      DrTitleFacts *card;
      DrCardSpecial special = special_of_code (source->code);

      if (g_hash_table_lookup_extended (by_title, title_key, NULL, &found))
        {
          table->title_of[i] = GPOINTER_TO_UINT (found);
          g_free (title_key);
        }
      else
        {
          DrTitleFacts fresh = new_card (table, pooled);

          table->title_of[i] = table->cards->len;
          g_array_append_val (table->cards, fresh);
          g_hash_table_insert (by_title, title_key, GUINT_TO_POINTER (table->title_of[i]));
        }
      card = dr_legality_facts_get_title (table, i);
      if (special != DR_CARD_SPECIAL_NONE)
        card->special = special;
      card->box_quantity = MAX (card->box_quantity, source->quantity);
      if (g_strcmp0 (pooled->cycle_code, "draft") == 0)
        card->is_draft = TRUE;
    }
  return g_steal_pointer (&table);
}

void
dr_legality_facts_free (DrLegalityFacts *table)
{
  if (table == NULL)
    return;
  g_clear_pointer (&table->cards, g_array_unref);
  g_clear_pointer (&table->title_of, g_free);
  g_clear_pointer (&table->pool, dr_card_pool_unref);
  g_free (table);
}
