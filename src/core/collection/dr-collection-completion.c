/* dr-collection-completion.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-collection"

#include "config.h"

#include "dr-collection-private.h"

void
dr_collection_completion_free (DrCollectionCompletion *completion)
{
  if (completion == NULL)
    return;
  g_free (completion->code);
  g_free (completion->name);
  g_free (completion->cycle_code);
  g_free (completion);
}

/* Titles as the catalog numbers them: title number + 1 → GINT_TO_POINTER
 * (playset size), in a table of direct keys. */
static void
add_title (GHashTable *titles,
           guint       title_index,
           int         deck_limit)
{
  gpointer key = GUINT_TO_POINTER (title_index + 1);
  int playset = MAX (deck_limit, GPOINTER_TO_INT (g_hash_table_lookup (titles, key)));

  g_hash_table_insert (titles, key, GINT_TO_POINTER (playset));
}

/* A title counts as owned in any printing: completion answers "can I play
 * these cards", not "do I have these very prints". */
static void
tally (DrCollectionCompletion *completion,
       GHashTable             *titles,
       DrOwnedCatalog         *catalog)
{
  GHashTableIter iter;
  gpointer title, playset;

  g_hash_table_iter_init (&iter, titles);
  while (g_hash_table_iter_next (&iter, &title, &playset))
    {
      int owned = catalog->title_owned[GPOINTER_TO_UINT (title) - 1];

      completion->titles_total++;
      completion->titles_owned += owned > 0;
      completion->copies_playset += GPOINTER_TO_INT (playset);
      completion->copies_owned += MIN (owned, GPOINTER_TO_INT (playset));
    }
}

static DrCollectionCompletion *
new_completion (const char *code,
                const char *name,
                const char *cycle_code,
                gboolean    is_cycle)
{
  DrCollectionCompletion *completion = g_new0 (DrCollectionCompletion, 1);

  completion->code = g_strdup (code);
  completion->name = g_strdup (name);
  completion->cycle_code = g_strdup (cycle_code);
  completion->is_cycle = is_cycle;
  return completion;
}

/* Moves a finished cycle, followed by its packs, to @out. */
static void
flush_cycle (GPtrArray              *out,
             DrCollectionCompletion *cycle,
             GPtrArray              *packs,
             GHashTable             *cycle_titles,
             DrOwnedCatalog         *catalog)
{
  if (cycle == NULL)
    return;
  tally (cycle, cycle_titles, catalog);
  if (cycle->titles_total == 0 && packs->len == 0)
    dr_collection_completion_free (cycle);
  else
    g_ptr_array_add (out, cycle);
  for (guint i = 0; i < packs->len; i++)
    g_ptr_array_add (out, g_steal_pointer (&packs->pdata[i]));
  g_ptr_array_set_size (packs, 0);
  g_hash_table_remove_all (cycle_titles);
}

/* Completion of every cycle with cards, each followed by its packs, in
 * card-data order, as DrCollectionCompletion. @game limits it to one game.
 * A pack whose size the card data gives as 0 is a box whose contents we do
 * not list (burncycle): it is a product all the same, with 0 titles. */
GPtrArray *
dr_collection_completion (DrCollection  *self,
                          const char    *game,
                          GError       **error)
{
  g_autoptr(DrOwnedCatalog) catalog = dr_owned_catalog_load (self, error);
  g_autoptr(GHashTable) pack_titles = NULL;
  g_autoptr(GHashTable) cycle_titles = NULL;
  g_autoptr(GPtrArray) packs = NULL;
  GPtrArray *out;
  DrCollectionCompletion *cycle = NULL;
  const GPtrArray *all_packs;

  if (catalog == NULL)
    return NULL;

  pack_titles = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) g_hash_table_unref);
  for (guint i = 0; i < catalog->printings->len; i++)
    {
      const DrOwnedPrinting *printing = g_ptr_array_index (catalog->printings, i);
      GHashTable *titles = g_hash_table_lookup (pack_titles, printing->pack_code);

      if (titles == NULL)
        {
          titles = g_hash_table_new (NULL, NULL);
          g_hash_table_insert (pack_titles, (gpointer) printing->pack_code, titles);
        }
      add_title (titles, printing->title_index, printing->deck_limit);
    }

  out = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_collection_completion_free);
  packs = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_collection_completion_free);
  cycle_titles = g_hash_table_new (NULL, NULL);
  /* The pool's packs are in card-data order, each cycle's together. */
  all_packs = dr_card_pool_get_packs (catalog->pool);
  for (guint i = 0; i < all_packs->len; i++)
    {
      const DrPoolPack *pool_pack = g_ptr_array_index (all_packs, i);
      const DrPoolCycle *pool_cycle = dr_card_pool_get_cycle (catalog->pool, pool_pack->cycle_code);
      const char *cycle_code = pool_pack->cycle_code;
      GHashTable *titles = g_hash_table_lookup (pack_titles, pool_pack->code);
      DrCollectionCompletion *pack;
      GHashTableIter iter;
      gpointer title, playset;

      if (pool_cycle == NULL || (game != NULL && !g_str_equal (pool_pack->game, game)))
        continue;
      if (cycle == NULL || !g_str_equal (cycle->code, cycle_code))
        {
          flush_cycle (out, cycle, packs, cycle_titles, catalog);
          cycle = new_completion (cycle_code, pool_cycle->name, cycle_code, TRUE);
        }
      if (titles == NULL && pool_pack->size != 0)
        continue;
      pack = new_completion (pool_pack->code, pool_pack->name, cycle_code, FALSE);
      g_ptr_array_add (packs, pack);
      if (titles == NULL)
        continue;
      tally (pack, titles, catalog);
      g_hash_table_iter_init (&iter, titles);
      while (g_hash_table_iter_next (&iter, &title, &playset))
        add_title (cycle_titles, GPOINTER_TO_UINT (title) - 1, GPOINTER_TO_INT (playset));
    }
  flush_cycle (out, cycle, packs, cycle_titles, catalog);
  return out;
}
