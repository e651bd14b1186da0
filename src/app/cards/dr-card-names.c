/* dr-card-names.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-card-names"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-card-names.h"

/* A view over the card pool, which holds every name in the reader's
 * language already: nothing is copied or read here. */
struct _DrCardNames
{
  DrCardPool *pool;     /* NULL when the card data cannot be read */
  GPtrArray  *none;     /* the empty list given then */
};

DrCardNames *
dr_card_names_new (DrCardStore *store)
{
  DrCardNames *self = g_atomic_rc_box_new0 (DrCardNames);
  g_autoptr(GError) error = NULL;
  DrCardPool *pool = dr_card_store_get_pool (store, &error);

  if (pool == NULL)
    {
      /* Cards still show without these, with codes instead of names. */
      g_warning ("Cannot read the card catalog: %s", error->message);
      self->none = g_ptr_array_new ();
      return self;
    }
  self->pool = dr_card_pool_ref (pool);
  return self;
}

DrCardNames *
dr_card_names_ref (DrCardNames *self)
{
  return g_atomic_rc_box_acquire (self);
}

static void
dr_card_names_clear (DrCardNames *self)
{
  g_clear_pointer (&self->none, g_ptr_array_unref);
  g_clear_pointer (&self->pool, dr_card_pool_unref);
}

void
dr_card_names_unref (DrCardNames *self)
{
  g_atomic_rc_box_release_full (self, (GDestroyNotify) dr_card_names_clear);
}

static const DrFaction *
find_faction (DrCardNames *self,
              const char  *faction_code)
{
  return self->pool != NULL ? dr_card_pool_get_faction (self->pool, faction_code) : NULL;
}

/* @code's name in the pool's local names of @table, NULL when it has none. */
static const char *
local_name (DrCardNames *self,
            const char  *table,
            const char  *code)
{
  if (self->pool == NULL || code == NULL)
    return NULL;
  return g_hash_table_lookup (dr_card_pool_get_local_names (self->pool, table), code);
}

const char *
dr_card_names_faction (DrCardNames *self,
                       const char  *faction_code)
{
  const DrFaction *faction;

  if (faction_code == NULL)
    return "";
  faction = find_faction (self, faction_code);
  return faction != NULL ? faction->name : faction_code;
}

/* FALSE, and a neutral grey, for a card without a known faction colour. */
gboolean
dr_card_names_faction_color (DrCardNames *self,
                             const char  *faction_code,
                             GdkRGBA     *color)
{
  const DrFaction *faction = find_faction (self, faction_code);
  g_autofree char *spec = NULL;

  if (faction != NULL && faction->color != NULL)
    {
      spec = g_strconcat ("#", faction->color, NULL);
      if (gdk_rgba_parse (color, spec))
        return TRUE;
    }
  gdk_rgba_parse (color, "#808080");
  return FALSE;
}

static const char *
dr_card_names_type (DrCardNames *self,
                    const char  *type_code)
{
  const char *name = local_name (self, "types", type_code);

  return name != NULL ? name : type_code;
}

const char *
dr_card_names_side (DrCardNames *self,
                    const char  *side_code)
{
  const char *name = local_name (self, "sides", side_code);

  return name != NULL ? name : side_code;
}

/* The card's pack in the reader's language, its English name or code else. */
const char *
dr_card_names_pack (DrCardNames  *self,
                    const DrCard *card)
{
  const char *name = local_name (self, "packs", card->pack_code);

  if (name != NULL)
    return name;
  return card->pack_name != NULL ? card->pack_name : card->pack_code;
}

char *
dr_card_names_type_line (DrCardNames  *self,
                         const DrCard *card)
{
  const char *type = dr_card_names_type (self, card->type_code);
  const char *keywords = dr_card_get_local_keywords (card, FALSE);

  if (keywords == NULL || *keywords == '\0')
    return g_strdup (type);
  /* Translators: a card type and its subtypes, as in “Ice: Sentry - Destroyer” */
  return g_strdup_printf (C_("type line", "%s: %s"), type, keywords);
}

/* The Netrunner factions (DrFaction), major ones first. */
GPtrArray *
dr_card_names_get_factions (DrCardNames *self)
{
  return self->pool != NULL ? (GPtrArray *) dr_card_pool_get_factions (self->pool) : self->none;
}

/* The Netrunner card types (DrCardType) in NetrunnerDB's order. */
GPtrArray *
dr_card_names_get_types (DrCardNames *self)
{
  return self->pool != NULL ? (GPtrArray *) dr_card_pool_get_types (self->pool) : self->none;
}
