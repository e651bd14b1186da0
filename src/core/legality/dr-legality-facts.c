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

/* Asked of every printing each time a context is made: a table, not a scan
 * of the list. */
static DrCardSpecial
special_of_code (const char *code)
{
  static GHashTable *by_code;

  if (g_once_init_enter (&by_code))
    {
      GHashTable *table = g_hash_table_new (g_str_hash, g_str_equal);

      for (guint i = 0; i < G_N_ELEMENTS (special_codes); i++)
        g_hash_table_insert (table, (gpointer) special_codes[i].code, GINT_TO_POINTER (special_codes[i].special));
      g_once_init_leave (&by_code, table);
    }
  return GPOINTER_TO_INT (g_hash_table_lookup (by_code, code));
}

/* Keywords are joined by " - "; a keyword is matched whole, case and the
 * spaces around it aside. Read in place: no copy of the keywords. */
static gboolean
has_keyword (const char *keywords,
             const char *keyword)
{
  size_t length = strlen (keyword);
  const char *part = keywords;

  while (part != NULL && *part != '\0')
    {
      const char *end = strstr (part, " - ");
      const char *stop = end != NULL ? end : part + strlen (part);

      while (part < stop && g_ascii_isspace (*part))
        part++;
      while (stop > part && g_ascii_isspace (stop[-1]))
        stop--;
      if ((size_t) (stop - part) == length && g_ascii_strncasecmp (part, keyword, length) == 0)
        return TRUE;
      part = end != NULL ? end + 3 : NULL;
    }
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
  guint n = dr_card_pool_get_n_printings (pool);
  guint n_titles = dr_card_pool_get_n_titles (pool);

  table->pool = dr_card_pool_ref (pool);
  table->cards = g_array_sized_new (FALSE, TRUE, sizeof (DrTitleFacts), n_titles);
  g_array_set_size (table->cards, n_titles);
  table->title_of = g_new (guint, MAX (n, 1));
  table->faction_names = dr_card_pool_get_names (pool, "factions");

  /* The pool numbers titles as their first (newest) printing is met: that
   * printing gives the title its facts. */
  for (guint i = 0; i < n; i++)
    {
      const DrPoolPrinting *pooled = dr_card_pool_get_printing (pool, i);
      const DrCard *source = pooled->card;
      DrTitleFacts *card = &g_array_index (table->cards, DrTitleFacts, pooled->title_index);
      DrCardSpecial special = special_of_code (source->code);

      table->title_of[i] = pooled->title_index;
      if (card->title == NULL)
        *card = new_card (table, pooled);
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
