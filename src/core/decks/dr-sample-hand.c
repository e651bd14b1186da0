/* dr-sample-hand.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-sample-hand"

#include "config.h"

#include "dr-odds.h"
#include "dr-sample-hand.h"

struct _DrSampleHand
{
  GPtrArray *cards;      /* char *: one per physical card, the shuffled order */
  GHashTable *copies;    /* code → GINT_TO_POINTER (copies in the deck) */
  GRand     *rand;
  guint      n_drawn;    /* the top n_drawn of cards are drawn */
  gboolean   took_mulligan;
};

DrSampleHand *
dr_sample_hand_new (const DrDeck *deck,
                    guint64       seed)
{
  DrSampleHand *self = g_new0 (DrSampleHand, 1);
  guint32 seed_words[2] = { (guint32) seed, (guint32) (seed >> 32) };

  g_return_val_if_fail (deck != NULL, NULL);

  self->cards = g_ptr_array_new_with_free_func (g_free);
  self->copies = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->rand = g_rand_new_with_seed_array (seed_words, G_N_ELEMENTS (seed_words));
  for (guint i = 0; i < deck->entries->len; i++)
    {
      const DrDeckEntry *entry = &g_array_index (deck->entries, DrDeckEntry, i);

      if (entry->quantity <= 0)
        continue;
      g_hash_table_insert (self->copies, g_strdup (entry->code), GINT_TO_POINTER (entry->quantity));
      for (int copy = 0; copy < entry->quantity; copy++)
        g_ptr_array_add (self->cards, g_strdup (entry->code));
    }
  dr_sample_hand_new_hand (self);
  return self;
}

void
dr_sample_hand_free (DrSampleHand *self)
{
  if (self == NULL)
    return;
  g_ptr_array_unref (self->cards);
  g_hash_table_unref (self->copies);
  g_rand_free (self->rand);
  g_free (self);
}

int
dr_sample_hand_get_deck_size (DrSampleHand *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return (int) self->cards->len;
}

/* Fisher–Yates over the whole deck: every order equally likely. */
static void
shuffle (DrSampleHand *self)
{
  for (guint i = self->cards->len; i > 1; i--)
    {
      guint j = (guint) g_rand_int_range (self->rand, 0, (gint32) i);
      gpointer card = self->cards->pdata[i - 1];

      self->cards->pdata[i - 1] = self->cards->pdata[j];
      self->cards->pdata[j] = card;
    }
}

static void
draw_opening_hand (DrSampleHand *self)
{
  shuffle (self);
  self->n_drawn = MIN ((guint) DR_ODDS_HAND_SIZE, self->cards->len);
}

void
dr_sample_hand_new_hand (DrSampleHand *self)
{
  g_return_if_fail (self != NULL);
  self->took_mulligan = FALSE;
  draw_opening_hand (self);
}

gboolean
dr_sample_hand_can_mulligan (DrSampleHand *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return !self->took_mulligan && self->n_drawn > 0 && dr_sample_hand_get_n_draws (self) == 0;
}

gboolean
dr_sample_hand_mulligan (DrSampleHand *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  if (!dr_sample_hand_can_mulligan (self))
    return FALSE;
  self->took_mulligan = TRUE;
  draw_opening_hand (self);
  return TRUE;
}

gboolean
dr_sample_hand_took_mulligan (DrSampleHand *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->took_mulligan;
}

gboolean
dr_sample_hand_draw (DrSampleHand *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  if (self->n_drawn >= self->cards->len)
    return FALSE;
  self->n_drawn++;
  return TRUE;
}

guint
dr_sample_hand_get_n_drawn (DrSampleHand *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->n_drawn;
}

const char *
dr_sample_hand_get_drawn (DrSampleHand *self,
                          guint         index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->n_drawn, NULL);
  return self->cards->pdata[index];
}

guint
dr_sample_hand_get_n_draws (DrSampleHand *self)
{
  guint hand;

  g_return_val_if_fail (self != NULL, 0);
  hand = MIN ((guint) DR_ODDS_HAND_SIZE, self->cards->len);
  return self->n_drawn > hand ? self->n_drawn - hand : 0;
}

void
dr_sample_hand_odds (DrSampleHand *self,
                     const char   *code,
                     DrSampleOdds *out)
{
  int size;

  g_return_if_fail (self != NULL);
  g_return_if_fail (code != NULL && out != NULL);

  size = (int) self->cards->len;
  out->copies = GPOINTER_TO_INT (g_hash_table_lookup (self->copies, code));
  out->opening = dr_odds_opening_hand (size, out->copies, 1, FALSE);
  out->with_mulligan = dr_odds_opening_hand (size, out->copies, 1, TRUE);
  out->drawn = dr_odds_at_least (size, out->copies, (int) self->n_drawn, 1);
}
