/* dr-deck-diff.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-deck-diff"

#include "config.h"

#include <string.h>

#include "dr-deck-diff.h"

static void
clear_change (gpointer data)
{
  DrDeckChange *change = data;

  g_clear_pointer (&change->code, g_free);
}

static void
add_change (DrDeckDiff *diff,
            const char *code,
            int         before,
            int         after)
{
  DrDeckChange change;

  if (before == after)
    return;
  change = (DrDeckChange) { g_strdup (code), before, after };
  g_array_append_val (diff->changes, change);
  if (after > before)
    diff->added += after - before;
  else
    diff->removed += before - after;
}

/* Both entry lists are sorted by code, so one merge walk finds every change. */
DrDeckDiff *
dr_deck_diff_new (const DrDeck *before,
                  const DrDeck *after)
{
  DrDeckDiff *diff = g_new0 (DrDeckDiff, 1);
  GArray *a = before->entries, *b = after->entries;
  guint i = 0, j = 0;

  diff->identity_before = g_strdup (before->identity);
  diff->identity_after = g_strdup (after->identity);
  diff->identity_changed = g_strcmp0 (before->identity, after->identity) != 0;
  diff->changes = g_array_new (FALSE, TRUE, sizeof (DrDeckChange));
  g_array_set_clear_func (diff->changes, clear_change);

  while (i < a->len || j < b->len)
    {
      const DrDeckEntry *x = i < a->len ? &g_array_index (a, DrDeckEntry, i) : NULL;
      const DrDeckEntry *y = j < b->len ? &g_array_index (b, DrDeckEntry, j) : NULL;
      int cmp = x == NULL ? 1 : y == NULL ? -1 : strcmp (x->code, y->code);

      if (cmp < 0)
        {
          add_change (diff, x->code, x->quantity, 0);
          i++;
        }
      else if (cmp > 0)
        {
          add_change (diff, y->code, 0, y->quantity);
          j++;
        }
      else
        {
          add_change (diff, x->code, x->quantity, y->quantity);
          i++;
          j++;
        }
    }
  return diff;
}

void
dr_deck_diff_free (DrDeckDiff *diff)
{
  if (diff == NULL)
    return;
  g_free (diff->identity_before);
  g_free (diff->identity_after);
  g_array_unref (diff->changes);
  g_free (diff);
}

gboolean
dr_deck_diff_is_empty (const DrDeckDiff *diff)
{
  return !diff->identity_changed && diff->changes->len == 0;
}
