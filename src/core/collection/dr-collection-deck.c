/* dr-collection-deck.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-collection"

#include "config.h"

#include "dr-collection-private.h"

/* Copies a deck uses of one card. */
typedef struct
{
  const DrOwnedPrinting *printing; /* one of the title's, NULL for a code the card data lacks */
  int                    count;
} TitleCount;

static void
add_copies (GHashTable           *counts,
            const DrOwnedCatalog *catalog,
            const char           *code,
            int                   copies)
{
  const DrOwnedPrinting *printing = dr_owned_catalog_lookup (catalog, code);
  const char *key = printing != NULL ? printing->title : code;
  TitleCount *count = g_hash_table_lookup (counts, key);

  if (count == NULL)
    {
      count = g_new0 (TitleCount, 1);
      count->printing = printing;
      g_hash_table_insert (counts, (gpointer) key, count);
    }
  count->count += copies;
}

/* A deck counts by card (title), whatever printings it lists: title →
 * TitleCount. A code the card data does not know stands for itself. The
 * identity is one copy. */
static GHashTable *
count_by_title (DrOwnedCatalog *catalog,
                const DrDeck   *deck)
{
  GHashTable *counts = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);

  if (deck->identity != NULL)
    add_copies (counts, catalog, deck->identity, 1);
  for (guint i = 0; i < deck->entries->len; i++)
    {
      const DrDeckEntry *entry = &g_array_index (deck->entries, DrDeckEntry, i);

      add_copies (counts, catalog, entry->code, entry->quantity);
    }
  return counts;
}

static gboolean
same_deck (const DrDeck *a,
           const DrDeck *b)
{
  return a == b || (a->id != 0 && a->id == b->id);
}

void
dr_collection_need_free (DrCollectionNeed *need)
{
  if (need == NULL)
    return;
  g_free (need->title);
  g_free (need->code);
  g_free (need);
}

void
dr_collection_pack_offer_free (DrCollectionPackOffer *offer)
{
  if (offer == NULL)
    return;
  g_free (offer->pack_code);
  g_free (offer->pack_name);
  g_free (offer->date_release);
  g_free (offer);
}

void
dr_collection_deck_report_free (DrCollectionDeckReport *report)
{
  if (report == NULL)
    return;
  g_clear_pointer (&report->needs, g_ptr_array_unref);
  g_clear_pointer (&report->buy_next, g_ptr_array_unref);
  g_free (report);
}

static int
compare_needs (gconstpointer a,
               gconstpointer b)
{
  const DrCollectionNeed *first = *(DrCollectionNeed **) a;
  const DrCollectionNeed *second = *(DrCollectionNeed **) b;
  int order = g_utf8_collate (first->title, second->title);

  return order != 0 ? order : g_strcmp0 (first->code, second->code);
}

/* The lowest code among the deck's printings of @title. */
static void
note_code (DrCollectionNeed *need,
           const char       *code)
{
  if (need->code == NULL || g_strcmp0 (code, need->code) < 0)
    {
      g_free (need->code);
      need->code = g_strdup (code);
    }
}

/* The title a deck's code counts under (see count_by_title()). */
static const char *
title_key (const DrOwnedCatalog *catalog,
           const char           *code)
{
  const DrOwnedPrinting *printing = dr_owned_catalog_lookup (catalog, code);

  return printing != NULL ? printing->title : code;
}

static GPtrArray *
collect_needs (DrOwnedCatalog *catalog,
               const DrDeck   *deck,
               GHashTable     *reserved)
{
  g_autoptr(GHashTable) counts = count_by_title (catalog, deck);
  g_autoptr(GHashTable) by_key = g_hash_table_new (g_str_hash, g_str_equal);
  GPtrArray *needs = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_collection_need_free);
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, counts);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      const TitleCount *count = value;
      DrCollectionNeed *need = g_new0 (DrCollectionNeed, 1);
      int available;

      need->title = g_strdup (key);
      need->known = count->printing != NULL;
      need->needed = count->count;
      need->owned = need->known ? dr_owned_catalog_title_owned (catalog, count->printing) : 0;
      need->reserved = reserved != NULL ? GPOINTER_TO_INT (g_hash_table_lookup (reserved, key)) : 0;
      available = MAX (0, need->owned - need->reserved);
      need->missing = MAX (0, need->needed - available);
      g_ptr_array_add (needs, need);
      g_hash_table_insert (by_key, need->title, need);
    }

  /* Which printing stands for the card: one the deck itself lists. */
  if (deck->identity != NULL)
    note_code (g_hash_table_lookup (by_key, title_key (catalog, deck->identity)), deck->identity);
  for (guint i = 0; i < deck->entries->len; i++)
    {
      const char *code = g_array_index (deck->entries, DrDeckEntry, i).code;

      note_code (g_hash_table_lookup (by_key, title_key (catalog, code)), code);
    }
  g_ptr_array_sort (needs, compare_needs);
  return needs;
}

static int
compare_offers (gconstpointer a,
                gconstpointer b)
{
  const DrCollectionPackOffer *first = *(DrCollectionPackOffer **) a;
  const DrCollectionPackOffer *second = *(DrCollectionPackOffer **) b;

  if (first->copies != second->copies)
    return first->copies > second->copies ? -1 : 1;
  if (first->titles != second->titles)
    return first->titles > second->titles ? -1 : 1;
  /* A newer pack is likelier to be in print; an unreleased one cannot be bought yet. */
  if ((first->date_release == NULL) != (second->date_release == NULL))
    return first->date_release == NULL ? 1 : -1;
  if (g_strcmp0 (first->date_release, second->date_release) != 0)
    return -g_strcmp0 (first->date_release, second->date_release);
  return g_strcmp0 (first->pack_code, second->pack_code);
}

static void
fill_pack_facts (DrOwnedCatalog *catalog,
                 GPtrArray      *offers)
{
  for (guint i = 0; i < offers->len; i++)
    {
      DrCollectionPackOffer *offer = g_ptr_array_index (offers, i);
      const DrPoolPack *pack = dr_card_pool_get_pack (catalog->pool, offer->pack_code);

      offer->pack_name = g_strdup (pack != NULL ? pack->name : offer->pack_code);
      offer->date_release = g_strdup (pack != NULL ? pack->date_release : NULL);
    }
}

/* Packs that hold printings of the missing cards, with how many missing
 * copies one of each would cover (at most what is missing of each title). */
static GPtrArray *
rank_packs (DrCollection   *self,
            DrOwnedCatalog *catalog,
            GPtrArray      *needs)
{
  /* missing copies by title number */
  g_autofree int *missing = g_new0 (int, MAX (dr_card_pool_get_n_titles (catalog->pool), 1));
  /* pack code → (title number + 1 → copies of it in one pack) */
  g_autoptr(GHashTable) packs = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                                       (GDestroyNotify) g_hash_table_unref);
  GPtrArray *offers = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_collection_pack_offer_free);
  GHashTableIter iter;
  gpointer pack_code, titles;
  gboolean any_missing = FALSE;

  for (guint i = 0; i < needs->len; i++)
    {
      DrCollectionNeed *need = g_ptr_array_index (needs, i);
      const DrOwnedPrinting *printing = need->known ? dr_owned_catalog_lookup (catalog, need->code) : NULL;

      if (need->missing > 0 && printing != NULL)
        {
          missing[printing->title_index] = need->missing;
          any_missing = TRUE;
        }
    }
  if (!any_missing)
    return offers;

  for (guint i = 0; i < catalog->printings->len; i++)
    {
      const DrOwnedPrinting *printing = g_ptr_array_index (catalog->printings, i);
      gpointer title = GUINT_TO_POINTER (printing->title_index + 1);
      GHashTable *in_pack;

      if (missing[printing->title_index] == 0 || printing->quantity <= 0)
        continue;
      in_pack = g_hash_table_lookup (packs, printing->pack_code);
      if (in_pack == NULL)
        {
          in_pack = g_hash_table_new (NULL, NULL);
          g_hash_table_insert (packs, (gpointer) printing->pack_code, in_pack);
        }
      g_hash_table_insert (in_pack, title,
                           GINT_TO_POINTER (GPOINTER_TO_INT (g_hash_table_lookup (in_pack, title))
                                            + printing->quantity));
    }

  g_hash_table_iter_init (&iter, packs);
  while (g_hash_table_iter_next (&iter, &pack_code, &titles))
    {
      DrCollectionPackOffer *offer = g_new0 (DrCollectionPackOffer, 1);
      GHashTableIter title_iter;
      gpointer title, copies;

      offer->pack_code = g_strdup (pack_code);
      g_hash_table_iter_init (&title_iter, titles);
      while (g_hash_table_iter_next (&title_iter, &title, &copies))
        {
          offer->copies += MIN (GPOINTER_TO_INT (copies), missing[GPOINTER_TO_UINT (title) - 1]);
          offer->titles++;
        }
      g_ptr_array_add (offers, offer);
    }
  fill_pack_facts (catalog, offers);
  g_ptr_array_sort (offers, compare_offers);
  return offers;
}

/* Copies the built decks other than @deck hold, by title. */
static GHashTable *
count_reserved (DrOwnedCatalog *catalog,
                const DrDeck   *deck,
                GPtrArray      *built_decks)
{
  GHashTable *reserved = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; built_decks != NULL && i < built_decks->len; i++)
    {
      const DrDeck *built = g_ptr_array_index (built_decks, i);
      g_autoptr(GHashTable) counts = NULL;
      GHashTableIter iter;
      gpointer key, count;

      if (same_deck (built, deck))
        continue;
      counts = count_by_title (catalog, built);
      g_hash_table_iter_init (&iter, counts);
      while (g_hash_table_iter_next (&iter, &key, &count))
        g_hash_table_insert (reserved, key,
                             GINT_TO_POINTER (GPOINTER_TO_INT (g_hash_table_lookup (reserved, key))
                                              + ((const TitleCount *) count)->count));
    }
  return reserved;
}

/* Owned against needed for every card of @deck, what is missing, and which
 * packs provide it. @built_decks (DrDeck *, may be NULL) are the decks the
 * user keeps assembled: their copies are not available to @deck (a deck
 * found among them, by pointer or id, does not reserve against itself). */
DrCollectionDeckReport *
dr_collection_check_deck (DrCollection  *self,
                          const DrDeck  *deck,
                          GPtrArray     *built_decks,
                          GError       **error)
{
  g_autoptr(DrOwnedCatalog) catalog = dr_owned_catalog_load (self, error);
  g_autoptr(GHashTable) reserved = NULL;
  DrCollectionDeckReport *report;

  if (catalog == NULL)
    return NULL;
  reserved = count_reserved (catalog, deck, built_decks);
  report = g_new0 (DrCollectionDeckReport, 1);
  report->needs = collect_needs (catalog, deck, reserved);
  for (guint i = 0; i < report->needs->len; i++)
    {
      DrCollectionNeed *need = g_ptr_array_index (report->needs, i);

      report->needed += need->needed;
      report->missing += need->missing;
    }
  report->buy_next = rank_packs (self, catalog, report->needs);
  return report;
}

void
dr_collection_conflict_free (DrCollectionConflict *conflict)
{
  if (conflict == NULL)
    return;
  g_free (conflict->title);
  g_clear_pointer (&conflict->uses, g_array_unref);
  g_free (conflict);
}

static int
compare_conflicts (gconstpointer a,
                   gconstpointer b)
{
  const DrCollectionConflict *first = *(DrCollectionConflict **) a;
  const DrCollectionConflict *second = *(DrCollectionConflict **) b;

  return g_utf8_collate (first->title, second->title);
}

/* Cards that two or more of @built_decks use and that the collection cannot
 * supply to all of them at once, by title. */
GPtrArray *
dr_collection_find_conflicts (DrCollection  *self,
                              GPtrArray     *built_decks,
                              GError       **error)
{
  g_autoptr(DrOwnedCatalog) catalog = dr_owned_catalog_load (self, error);
  g_autoptr(GHashTable) by_title = NULL;
  GPtrArray *conflicts;
  GHashTableIter iter;
  gpointer title;
  DrCollectionConflict *conflict;

  if (catalog == NULL)
    return NULL;
  by_title = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                    (GDestroyNotify) dr_collection_conflict_free);
  for (guint i = 0; i < built_decks->len; i++)
    {
      g_autoptr(GHashTable) counts = count_by_title (catalog, g_ptr_array_index (built_decks, i));
      gpointer value;

      g_hash_table_iter_init (&iter, counts);
      while (g_hash_table_iter_next (&iter, &title, &value))
        {
          const TitleCount *count = value;
          DrCollectionDeckUse use = { i, count->count };

          conflict = g_hash_table_lookup (by_title, title);
          if (conflict == NULL)
            {
              conflict = g_new0 (DrCollectionConflict, 1);
              conflict->title = g_strdup (title);
              conflict->owned = count->printing != NULL ? dr_owned_catalog_title_owned (catalog, count->printing) : 0;
              conflict->uses = g_array_new (FALSE, FALSE, sizeof (DrCollectionDeckUse));
              g_hash_table_insert (by_title, conflict->title, conflict);
            }
          conflict->needed += use.copies;
          g_array_append_val (conflict->uses, use);
        }
    }

  conflicts = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_collection_conflict_free);
  g_hash_table_iter_init (&iter, by_title);
  while (g_hash_table_iter_next (&iter, &title, (gpointer *) &conflict))
    if (conflict->uses->len >= 2 && conflict->needed > conflict->owned)
      {
        g_ptr_array_add (conflicts, conflict);
        g_hash_table_iter_steal (&iter);
      }
  g_ptr_array_sort (conflicts, compare_conflicts);
  return conflicts;
}
