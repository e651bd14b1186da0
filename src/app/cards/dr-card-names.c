/* dr-card-names.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-card-names"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-card-names.h"

struct _DrCardNames
{
  DrCardPool *pool;           /* every name and list below is the pool's */
  GHashTable *type_names;     /* code → name, subtypes included */
  GHashTable *side_names;
  GHashTable *pack_names;     /* code → name */
  GHashTable *factions;       /* code → DrFaction, borrowed from faction_list */
  GPtrArray  *faction_list;
  GPtrArray  *type_list;      /* Netrunner card types, not subtypes */
};

/* The pool's factions with their names in the reader's language: copies,
 * since the pool is shared and never changes. */
static GPtrArray *
local_factions (const GPtrArray *factions,
                GHashTable      *local_names)
{
  GPtrArray *list = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_faction_free);

  for (guint i = 0; i < factions->len; i++)
    {
      const DrFaction *faction = g_ptr_array_index (factions, i);
      DrFaction *copy = g_new0 (DrFaction, 1);
      const char *local = g_hash_table_lookup (local_names, faction->code);

      copy->code = g_strdup (faction->code);
      copy->name = g_strdup (local != NULL ? local : faction->name);
      copy->side_code = g_strdup (faction->side_code);
      copy->color = g_strdup (faction->color);
      copy->is_mini = faction->is_mini;
      copy->is_neutral = faction->is_neutral;
      g_ptr_array_add (list, copy);
    }
  return list;
}

static GPtrArray *
local_types (const GPtrArray *types,
             GHashTable      *local_names)
{
  GPtrArray *list = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_card_type_free);

  for (guint i = 0; i < types->len; i++)
    {
      const DrCardType *type = g_ptr_array_index (types, i);
      DrCardType *copy = g_new0 (DrCardType, 1);
      const char *local = g_hash_table_lookup (local_names, type->code);

      copy->code = g_strdup (type->code);
      copy->name = g_strdup (local != NULL ? local : type->name);
      copy->side_code = g_strdup (type->side_code);
      copy->position = type->position;
      g_ptr_array_add (list, copy);
    }
  return list;
}

DrCardNames *
dr_card_names_new (DrCardStore *store)
{
  DrCardNames *self = g_atomic_rc_box_new0 (DrCardNames);
  g_autoptr(GError) error = NULL;
  DrCardPool *pool = dr_card_store_get_pool (store, &error);
  g_autoptr(GHashTable) faction_names = NULL;

  self->factions = g_hash_table_new (g_str_hash, g_str_equal);
  if (pool == NULL)
    {
      /* Cards still show without these, with codes instead of names. */
      g_warning ("Cannot read the card catalog: %s", error->message);
      self->type_names = g_hash_table_new (g_str_hash, g_str_equal);
      self->side_names = g_hash_table_new (g_str_hash, g_str_equal);
      self->pack_names = g_hash_table_new (g_str_hash, g_str_equal);
      self->faction_list = g_ptr_array_new ();
      self->type_list = g_ptr_array_new ();
      return self;
    }
  self->pool = dr_card_pool_ref (pool);
  /* In the reader's language where the card data has the names. */
  faction_names = dr_card_store_get_local_names (store, "factions");
  self->type_names = dr_card_store_get_local_names (store, "types");
  self->side_names = dr_card_store_get_local_names (store, "sides");
  self->pack_names = dr_card_store_get_local_names (store, "packs");
  self->faction_list = local_factions (dr_card_pool_get_factions (pool), faction_names);
  self->type_list = local_types (dr_card_pool_get_types (pool), self->type_names);
  for (guint i = 0; i < self->faction_list->len; i++)
    {
      DrFaction *faction = g_ptr_array_index (self->faction_list, i);

      g_hash_table_insert (self->factions, faction->code, faction);
    }
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
  g_hash_table_unref (self->type_names);
  g_hash_table_unref (self->side_names);
  g_hash_table_unref (self->pack_names);
  g_hash_table_unref (self->factions);
  g_ptr_array_unref (self->faction_list);
  g_ptr_array_unref (self->type_list);
  g_clear_pointer (&self->pool, dr_card_pool_unref);
}

void
dr_card_names_unref (DrCardNames *self)
{
  g_atomic_rc_box_release_full (self, (GDestroyNotify) dr_card_names_clear);
}

const char *
dr_card_names_faction (DrCardNames *self,
                       const char  *faction_code)
{
  DrFaction *faction;

  if (faction_code == NULL)
    return "";
  faction = g_hash_table_lookup (self->factions, faction_code);
  return faction != NULL ? faction->name : faction_code;
}

/* FALSE, and a neutral grey, for a card without a known faction colour. */
gboolean
dr_card_names_faction_color (DrCardNames *self,
                             const char  *faction_code,
                             GdkRGBA     *color)
{
  DrFaction *faction = faction_code ? g_hash_table_lookup (self->factions, faction_code) : NULL;
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

const char *
dr_card_names_type (DrCardNames *self,
                    const char  *type_code)
{
  const char *name = g_hash_table_lookup (self->type_names, type_code);

  return name != NULL ? name : type_code;
}

const char *
dr_card_names_side (DrCardNames *self,
                    const char  *side_code)
{
  const char *name = side_code ? g_hash_table_lookup (self->side_names, side_code) : NULL;

  return name != NULL ? name : side_code;
}

/* The card's pack in the reader's language, its English name or code else. */
const char *
dr_card_names_pack (DrCardNames  *self,
                    const DrCard *card)
{
  const char *name = card->pack_code != NULL ? g_hash_table_lookup (self->pack_names, card->pack_code) : NULL;

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
  return self->faction_list;
}

/* The Netrunner card types (DrCardType) in NetrunnerDB's order. */
GPtrArray *
dr_card_names_get_types (DrCardNames *self)
{
  return self->type_list;
}
