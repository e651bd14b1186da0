/* dr-card-facts.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-card-facts"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "dr-card-facts.h"

struct _DrCardFacts
{
  DrCardPool   *pool;      /* the strings of the facts, and the index of codes */
  DrCardFact   *facts;     /* in the pool's order (DrPoolPrinting.index) */
  guint         n_facts;
  GStringChunk *strings;   /* the subtypes, one copy of each */
};

static const char *const no_subtypes[] = { NULL };

/* Keywords are stored joined by " - " ("Icebreaker - AI - Virus"). */
static const char *const *
split_subtypes (GStringChunk *strings,
                const char   *keywords)
{
  g_auto(GStrv) parts = NULL;
  const char **subtypes;
  guint n = 0;

  if (keywords == NULL || *keywords == '\0')
    return no_subtypes;
  parts = g_strsplit (keywords, " - ", -1);
  subtypes = g_new0 (const char *, g_strv_length (parts) + 1);
  for (guint i = 0; parts[i] != NULL; i++)
    {
      g_strstrip (parts[i]);
      if (*parts[i] != '\0')
        subtypes[n++] = g_string_chunk_insert_const (strings, parts[i]);
    }
  return subtypes;
}

DrCardFacts *
dr_card_facts_new (DrCardStore  *store,
                   GError      **error)
{
  DrCardPool *pool = dr_card_store_get_pool (store, error);
  DrCardFacts *facts;

  if (pool == NULL)
    return NULL;
  facts = g_new0 (DrCardFacts, 1);
  facts->pool = dr_card_pool_ref (pool);
  facts->n_facts = dr_card_pool_get_n_printings (pool);
  facts->facts = g_new0 (DrCardFact, MAX (facts->n_facts, 1));
  facts->strings = g_string_chunk_new (4 * 1024);
  for (guint i = 0; i < facts->n_facts; i++)
    {
      const DrCard *card = dr_card_pool_get_printing (pool, i)->card;
      DrCardFact *fact = &facts->facts[i];

      fact->code = card->code;
      fact->title = card->title;
      fact->side = card->side_code;
      fact->faction = card->faction_code;
      fact->type = card->type_code;
      fact->subtypes = split_subtypes (facts->strings, card->keywords);
      fact->cost = card->cost;
      fact->strength = card->strength;
      fact->influence = card->faction_cost.kind == DR_VALUE_NUMBER ? card->faction_cost.number : 0;
      fact->agenda_points = card->agenda_points.kind == DR_VALUE_NUMBER ? card->agenda_points.number : 0;
      fact->memory_cost = card->memory_cost.kind == DR_VALUE_NUMBER ? card->memory_cost.number : 0;
    }
  return facts;
}

void
dr_card_facts_free (DrCardFacts *facts)
{
  if (facts == NULL)
    return;
  for (guint i = 0; i < facts->n_facts; i++)
    if (facts->facts[i].subtypes != no_subtypes)
      g_free ((gpointer) facts->facts[i].subtypes);
  g_free (facts->facts);
  g_string_chunk_free (facts->strings);
  dr_card_pool_unref (facts->pool);
  g_free (facts);
}

/* NULL for a printing the card database does not know. */
const DrCardFact *
dr_card_facts_get (const DrCardFacts *facts,
                   const char        *code)
{
  const DrPoolPrinting *printing = dr_card_pool_lookup (facts->pool, code);

  return printing != NULL ? &facts->facts[printing->index] : NULL;
}

/* Keywords compare without regard to case: "Code Gate" and "code gate" are one. */
gboolean
dr_card_fact_has_subtype (const DrCardFact *fact,
                          const char       *subtype)
{
  for (guint i = 0; fact->subtypes[i] != NULL; i++)
    if (g_ascii_strcasecmp (fact->subtypes[i], subtype) == 0)
      return TRUE;
  return FALSE;
}
