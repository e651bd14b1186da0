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
  GHashTable *type_names;     /* code → name, subtypes included */
  GHashTable *side_names;
  GHashTable *pack_names;     /* code → name */
  GHashTable *factions;       /* code → DrFaction, borrowed from faction_list */
  GPtrArray  *faction_list;
  GPtrArray  *type_list;      /* Netrunner card types, not subtypes */
};

/* Cards still show without these, with codes instead of names. */
static GPtrArray *
or_empty (GPtrArray      *list,
          GError         *error,
          GDestroyNotify  free_item)
{
  if (list != NULL)
    return list;
  g_warning ("Cannot read the card catalog: %s", error->message);
  g_error_free (error);
  return g_ptr_array_new_with_free_func (free_item);
}

DrCardNames *
dr_card_names_new (DrCardStore *store)
{
  DrCardNames *self = g_atomic_rc_box_new0 (DrCardNames);
  sqlite3 *db = dr_card_store_get_db (store);
  GError *error = NULL;
  GPtrArray *list;

  g_autoptr(GHashTable) faction_names = dr_card_store_get_local_names (store, "factions");

  /* In the reader's language where the card data has the names. */
  self->type_names = dr_card_store_get_local_names (store, "types");
  self->side_names = dr_card_store_get_local_names (store, "sides");
  self->pack_names = dr_card_store_get_local_names (store, "packs");
  list = dr_card_catalog_factions (db, "netrunner", &error);
  self->faction_list = or_empty (list, g_steal_pointer (&error), (GDestroyNotify) dr_faction_free);
  list = dr_card_catalog_types (db, "netrunner", &error);
  self->type_list = or_empty (list, g_steal_pointer (&error), (GDestroyNotify) dr_card_type_free);
  self->factions = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < self->faction_list->len; i++)
    {
      DrFaction *faction = g_ptr_array_index (self->faction_list, i);
      const char *local = g_hash_table_lookup (faction_names, faction->code);

      if (local != NULL)
        {
          g_free (faction->name);
          faction->name = g_strdup (local);
        }
      g_hash_table_insert (self->factions, faction->code, faction);
    }
  for (guint i = 0; i < self->type_list->len; i++)
    {
      DrCardType *type = g_ptr_array_index (self->type_list, i);
      const char *local = g_hash_table_lookup (self->type_names, type->code);

      if (local != NULL && g_strcmp0 (local, type->name) != 0)
        {
          g_free (type->name);
          type->name = g_strdup (local);
        }
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
