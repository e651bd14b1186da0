/* dr-play-catalog.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-play-catalog"

#include "config.h"

#include "dr-play-catalog.h"

struct _DrPlayCatalog
{
  GObject      parent_instance;

  DrCardStore *store;       /* borrowed: the window gives a new catalog with a new store */
  DrCardNames *names;
  GHashTable  *cards;       /* code → DrCard, or the code → NULL of a card not in the data */
};

G_DEFINE_FINAL_TYPE (DrPlayCatalog, dr_play_catalog, G_TYPE_OBJECT)

static void
dr_play_catalog_finalize (GObject *object)
{
  DrPlayCatalog *self = DR_PLAY_CATALOG (object);

  g_clear_pointer (&self->names, dr_card_names_unref);
  g_clear_pointer (&self->cards, g_hash_table_unref);
  G_OBJECT_CLASS (dr_play_catalog_parent_class)->finalize (object);
}

static void
dr_play_catalog_class_init (DrPlayCatalogClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = dr_play_catalog_finalize;
}

static void
free_card (gpointer card)
{
  if (card != NULL)
    dr_card_unref (card);
}

static void
dr_play_catalog_init (DrPlayCatalog *self)
{
  self->cards = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, free_card);
}

DrPlayCatalog *
dr_play_catalog_new (DrCardStore *store)
{
  DrPlayCatalog *self = g_object_new (DR_TYPE_PLAY_CATALOG, NULL);

  self->store = store;
  if (store != NULL)
    self->names = dr_card_names_new (store);
  return self;
}

const DrCard *
dr_play_catalog_get_card (DrPlayCatalog *self,
                          const char    *code)
{
  gpointer card = NULL;

  g_return_val_if_fail (DR_IS_PLAY_CATALOG (self), NULL);

  if (self->store == NULL || code == NULL || *code == '\0')
    return NULL;
  /* A code missing from the data is remembered too: it is asked for again with every redraw. */
  if (!g_hash_table_lookup_extended (self->cards, code, NULL, &card))
    {
      card = dr_card_store_get_card (self->store, code);
      g_hash_table_insert (self->cards, g_strdup (code), card);
    }
  return card;
}

/* The title to show: the card data's in the reader's language when it has
 * one, else the engine's @engine_title. */
const char *
dr_play_catalog_title (DrPlayCatalog *self,
                       const char    *code,
                       const char    *engine_title)
{
  const DrCard *card = dr_play_catalog_get_card (self, code);

  return card != NULL && card->local_title != NULL ? card->local_title : engine_title;
}

DrCardNames *
dr_play_catalog_get_names (DrPlayCatalog *self)
{
  g_return_val_if_fail (DR_IS_PLAY_CATALOG (self), NULL);
  return self->names;
}

/* The faction's colour, or a neutral one per side (0 Corp, 1 Runner) when
 * the card or its faction is unknown. */
void
dr_play_catalog_faction_color (DrPlayCatalog *self,
                               const char    *code,
                               int            side,
                               GdkRGBA       *color)
{
  const DrCard *card = dr_play_catalog_get_card (self, code);

  if (card != NULL && self->names != NULL
      && dr_card_names_faction_color (self->names, card->faction_code, color))
    return;
  gdk_rgba_parse (color, side == 0 ? "#5b6f8a" : "#7a6a55");
}
