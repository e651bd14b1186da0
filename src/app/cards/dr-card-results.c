/* dr-card-results.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-card-results"

#include "config.h"

#include "dr-card-object.h"
#include "dr-card-results.h"

static const char *
code_at (GPtrArray *objects,
         guint      index)
{
  return dr_card_object_get_card (g_ptr_array_index (objects, index))->code;
}

static const char *
card_code (GPtrArray *cards,
           guint      index)
{
  return ((const DrCard *) g_ptr_array_index (cards, index))->code;
}

/* Objects for cards[from, to): the store's own where it has the card. */
static GPtrArray *
objects_for (GPtrArray  *cards,
             guint       from,
             guint       to,
             GHashTable *old_objects)
{
  GPtrArray *objects = g_ptr_array_new_full (to - from, g_object_unref);

  for (guint j = from; j < to; j++)
    {
      DrCardObject *old = g_hash_table_lookup (old_objects, card_code (cards, j));

      if (old != NULL)
        g_ptr_array_add (objects, g_object_ref (old));
      else
        g_ptr_array_add (objects, dr_card_object_new (g_steal_pointer (&cards->pdata[j])));
    }
  return objects;
}

static gboolean
same_codes (GPtrArray *old,
            GPtrArray *cards)
{
  if (old->len != cards->len)
    return FALSE;
  for (guint i = 0; i < old->len; i++)
    if (!g_str_equal (code_at (old, i), card_code (cards, i)))
      return FALSE;
  return TRUE;
}

/* Makes @store (of DrCardObject) hold @cards (DrCard, taken from the array).
 * A card already in the store keeps its object, so a selection follows it,
 * and all changes go out as one items-changed. Returns whether anything
 * changed. */
gboolean
dr_card_results_update (GListStore *store,
                        GPtrArray  *cards)
{
  g_autoptr(GPtrArray) old = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GHashTable) old_objects = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GPtrArray) objects = NULL;
  guint n_old = g_list_model_get_n_items (G_LIST_MODEL (store));

  for (guint k = 0; k < n_old; k++)
    {
      g_ptr_array_add (old, g_list_model_get_item (G_LIST_MODEL (store), k));
      g_hash_table_insert (old_objects, (gpointer) code_at (old, k), g_ptr_array_index (old, k));
    }
  if (same_codes (old, cards))
    return FALSE;
  objects = objects_for (cards, 0, cards->len, old_objects);
  g_list_store_splice (store, 0, n_old, objects->pdata, objects->len);
  return TRUE;
}
