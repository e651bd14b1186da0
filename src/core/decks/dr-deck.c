/* dr-deck.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-deck"

#include "config.h"

#include <string.h>

#include "dr-deck.h"

static void
clear_entry (gpointer data)
{
  DrDeckEntry *entry = data;

  g_clear_pointer (&entry->code, g_free);
}

static GArray *
new_entries (void)
{
  GArray *entries = g_array_new (FALSE, TRUE, sizeof (DrDeckEntry));

  g_array_set_clear_func (entries, clear_entry);
  return entries;
}

DrDeck *
dr_deck_new (const char *name,
             const char *game)
{
  DrDeck *deck = g_new0 (DrDeck, 1);

  deck->name = g_strdup (name != NULL ? name : "");
  deck->game = g_strdup (game != NULL ? game : "netrunner");
  deck->entries = new_entries ();
  deck->tags = g_ptr_array_new_with_free_func (g_free);
  return deck;
}

DrDeck *
dr_deck_copy (const DrDeck *deck)
{
  DrDeck *copy = dr_deck_new (deck->name, deck->game);
  guint i;

  copy->id = deck->id;
  copy->side = g_strdup (deck->side);
  copy->identity = g_strdup (deck->identity);
  copy->format = g_strdup (deck->format);
  copy->banlist = g_strdup (deck->banlist);
  copy->notes = g_strdup (deck->notes);
  copy->created = deck->created;
  copy->modified = deck->modified;
  for (i = 0; i < deck->entries->len; i++)
    {
      const DrDeckEntry *entry = &g_array_index (deck->entries, DrDeckEntry, i);
      DrDeckEntry dup = { g_strdup (entry->code), entry->quantity };

      g_array_append_val (copy->entries, dup);
    }
  for (i = 0; i < deck->tags->len; i++)
    g_ptr_array_add (copy->tags, g_strdup (g_ptr_array_index (deck->tags, i)));
  return copy;
}

void
dr_deck_free (DrDeck *deck)
{
  if (deck == NULL)
    return;
  g_free (deck->name);
  g_free (deck->game);
  g_free (deck->side);
  g_free (deck->identity);
  g_array_unref (deck->entries);
  g_free (deck->format);
  g_free (deck->banlist);
  g_free (deck->notes);
  g_ptr_array_unref (deck->tags);
  g_free (deck);
}

void
dr_deck_set_string (char       **field,
                    const char  *value)
{
  if (*field == value)
    return;
  g_free (*field);
  *field = g_strdup (value);
}

/* Binary search; returns TRUE and the index when found, otherwise FALSE and
 * the index where the code belongs. */
static gboolean
find_entry (const DrDeck *deck,
            const char   *code,
            guint        *index)
{
  guint low = 0, high = deck->entries->len;

  while (low < high)
    {
      guint mid = (low + high) / 2;
      int cmp = strcmp (g_array_index (deck->entries, DrDeckEntry, mid).code, code);

      if (cmp == 0)
        {
          *index = mid;
          return TRUE;
        }
      if (cmp < 0)
        low = mid + 1;
      else
        high = mid;
    }
  *index = low;
  return FALSE;
}

int
dr_deck_get_quantity (const DrDeck *deck,
                      const char   *code)
{
  guint index;

  if (!find_entry (deck, code, &index))
    return 0;
  return g_array_index (deck->entries, DrDeckEntry, index).quantity;
}

void
dr_deck_set_quantity (DrDeck     *deck,
                      const char *code,
                      int         quantity)
{
  guint index;

  if (find_entry (deck, code, &index))
    {
      if (quantity > 0)
        g_array_index (deck->entries, DrDeckEntry, index).quantity = quantity;
      else
        g_array_remove_index (deck->entries, index);
    }
  else if (quantity > 0)
    {
      DrDeckEntry entry = { g_strdup (code), quantity };

      g_array_insert_val (deck->entries, index, entry);
    }
}

/* Returns the new quantity, never below zero. */
int
dr_deck_add (DrDeck     *deck,
             const char *code,
             int         delta)
{
  int quantity = MAX (0, dr_deck_get_quantity (deck, code) + delta);

  dr_deck_set_quantity (deck, code, quantity);
  return quantity;
}

int
dr_deck_count_cards (const DrDeck *deck)
{
  int total = 0;
  guint i;

  for (i = 0; i < deck->entries->len; i++)
    total += g_array_index (deck->entries, DrDeckEntry, i).quantity;
  return total;
}

gboolean
dr_deck_has_tag (const DrDeck *deck,
                 const char   *tag)
{
  guint i;

  for (i = 0; i < deck->tags->len; i++)
    if (g_strcmp0 (g_ptr_array_index (deck->tags, i), tag) == 0)
      return TRUE;
  return FALSE;
}

/* Same identity and the same printings in the same quantities. */
gboolean
dr_deck_same_cards (const DrDeck *a,
                    const DrDeck *b)
{
  guint i;

  if (g_strcmp0 (a->identity, b->identity) != 0 || a->entries->len != b->entries->len)
    return FALSE;
  for (i = 0; i < a->entries->len; i++)
    {
      const DrDeckEntry *x = &g_array_index (a->entries, DrDeckEntry, i);
      const DrDeckEntry *y = &g_array_index (b->entries, DrDeckEntry, i);

      if (strcmp (x->code, y->code) != 0 || x->quantity != y->quantity)
        return FALSE;
    }
  return TRUE;
}

/* Everything a saved version keeps: cards, identity, name, game, side, format,
 * ban list, notes and tags (in order). Ids and times are not content. */
gboolean
dr_deck_same_content (const DrDeck *a,
                      const DrDeck *b)
{
  guint i;

  if (!dr_deck_same_cards (a, b)
      || g_strcmp0 (a->name, b->name) != 0
      || g_strcmp0 (a->game, b->game) != 0
      || g_strcmp0 (a->side, b->side) != 0
      || g_strcmp0 (a->format, b->format) != 0
      || g_strcmp0 (a->banlist, b->banlist) != 0
      || g_strcmp0 (a->notes, b->notes) != 0
      || a->tags->len != b->tags->len)
    return FALSE;
  for (i = 0; i < a->tags->len; i++)
    if (g_strcmp0 (g_ptr_array_index (a->tags, i), g_ptr_array_index (b->tags, i)) != 0)
      return FALSE;
  return TRUE;
}
