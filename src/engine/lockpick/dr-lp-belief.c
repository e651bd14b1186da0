/* dr-lp-belief.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Where the Structure Core may lie, from what a hacker's view holds: which
 * structure card was laid out when (public), the faces seen (destroyed or
 * turned up cards), the structures' count and the box.  The model is the
 * random server's layout (dr-lp-rules.c): at each card it chooses among
 * "the next card is of kind K" for every kind still to lay out and "lay
 * out the rest at random" with equal chances; after the latter, each card
 * left is as likely as another.  With two and three players the
 * structures are drawn from the box's 21 (the Core always in).
 *
 * Sequential importance sampling: each particle draws a composition
 * holding the faces seen, then plays the layout card by card, forced to
 * the face seen where one is known (the weight takes the chance of that
 * face) and drawn from the model elsewhere.  A particle is a whole
 * sequence of faces by layout order: the Core's chances per cell are the
 * weights summed by where its Core went, and a determinization takes one
 * particle by weight for every face-down structure.
 */
#include <string.h>

#include "dr-lp-private.h"

typedef struct
{
  int n;                            /* structures in the game */
  uint8_t seen[DR_LP_MAX_CARDS];    /* by layout order: the face seen, or DR_LP_UNKNOWN */
  int card[DR_LP_MAX_CARDS];        /* by layout order: the card id */
  int seen_count[DR_LP_N_DEFS];
} LayoutFacts;

/* 0 when the view's structures are not all laid out (orders unknown) */
static int
gather (const DrLpState *view, LayoutFacts *f)
{
  int i;

  memset (f, 0, sizeof *f);
  for (i = 0; i < DR_LP_MAX_CARDS; i++)
    f->card[i] = -1;
  for (i = 0; i < view->n_cards; i++)
    {
      const DrLpCard *c = &view->cards[i];

      if (c->kind != DR_LP_KIND_STRUCTURE)
        continue;
      if (c->zone == DR_LP_ZONE_LAYOUT || c->order >= DR_LP_MAX_CARDS || f->card[c->order] >= 0)
        return 0;
      f->card[c->order] = i;
      f->seen[c->order] = c->def;
      f->seen_count[c->def]++;
      f->n++;
    }
  for (i = 0; i < f->n; i++)
    if (f->card[i] < 0)
      return 0;
  return f->n > 0;
}

/* One particle: `faces` by layout order; returns its weight (0: the
 * faces seen cannot come out of this composition).  A step whose face is
 * not seen never takes a copy that a later step is seen to hold (it is
 * drawn among the other cards, the weight taking the chance that the
 * model would have done so): with the faces of a game's second half seen,
 * drawing them freely left nearly every particle at weight 0, and the few
 * left made the belief sure of cells that hold the Core one time in five. */
static double
particle (const LayoutFacts *f, uint64_t rng[4], uint8_t faces[DR_LP_MAX_CARDS])
{
  int left[DR_LP_N_DEFS] = { 0 }, pool[DR_LP_N_DEFS] = { 0 }, def, k, total = 0, pool_total = 0;
  int reserved[DR_LP_N_DEFS] = { 0 }, reserved_total = 0;
  int at_random = 0;
  double weight = 1.0;

  /* the composition: the Core, the faces seen, the rest drawn from what
   * the box holds besides them */
  for (def = 1; def < DR_LP_N_DEFS; def++)
    if (LP_KIND (def) == DR_LP_KIND_STRUCTURE)
      {
        left[def] = f->seen_count[def];
        pool[def] = dr_lp_card_data (def)->box_quantity - f->seen_count[def];
        if (pool[def] < 0)
          return 0;
        total += left[def];
      }
  if (left[DR_LP_STRUCTURE_CORE] == 0)
    {
      left[DR_LP_STRUCTURE_CORE] = 1;
      pool[DR_LP_STRUCTURE_CORE] = 0;
      total++;
    }
  pool[DR_LP_STRUCTURE_CORE] = 0;
  for (def = 1; def < DR_LP_N_DEFS; def++)
    pool_total += pool[def];
  while (total < f->n)
    {
      int pick;

      if (pool_total <= 0)
        return 0;
      pick = (int) dr_engine_rng_below (rng, (uint32_t) pool_total);
      for (def = 1; pick >= pool[def]; def++)
        pick -= pool[def];
      pool[def]--;
      pool_total--;
      left[def]++;
      total++;
    }
  /* The box deals its structures evenly: a composition of c_K copies of
   * each kind comes with a chance in proportion to the product of
   * C(m_K, c_K) (m_K the box's copies).  Drawn here with the r_K faces
   * seen set aside, it came with C(m_K - r_K, c_K - r_K): the ratio, up to
   * a constant, is 1 / (c_K (c_K - 1) … (c_K - r_K + 1)) (a composition
   * holding many copies of a kind seen explains the sight less often per
   * copy). */
  for (def = 1; def < DR_LP_N_DEFS; def++)
    for (k = 0; k < f->seen_count[def]; k++)
      weight /= left[def] - k;

  for (k = 0; k < f->n; k++)
    if (f->seen[k] != DR_LP_UNKNOWN)
      {
        reserved[f->seen[k]]++;
        reserved_total++;
      }
  for (k = 0; k < f->n; k++)
    {
      int kinds = 0, forced = f->seen[k];

      for (def = 1; def < DR_LP_N_DEFS; def++)
        kinds += left[def] > 0;
      if (forced != DR_LP_UNKNOWN)
        {
          double by_kind, by_random;

          if (left[forced] <= 0)
            return 0;
          by_random = (double) left[forced] / total;
          by_kind = at_random ? 0.0 : 1.0 / (kinds + 1);
          if (!at_random)
            by_random /= kinds + 1;
          weight *= by_kind + by_random;
          /* which way the server came to it decides what follows */
          if (!at_random && dr_engine_rng_below (rng, 1u << 30) < (uint32_t) ((double) (1u << 30) * by_random / (by_kind + by_random)))
            at_random = 1;
          def = forced;
          reserved[forced]--;
          reserved_total--;
        }
      else
        {
          int free_total = total - reserved_total, pick;

          if (free_total <= 0)
            return 0;
          if (!at_random)
            {
              /* the kinds with a copy free, and "the rest at random" */
              int free_kinds = 0;

              for (def = 1; def < DR_LP_N_DEFS; def++)
                free_kinds += left[def] > reserved[def];
              weight *= (double) (free_kinds + 1) / (kinds + 1);
              pick = (int) dr_engine_rng_below (rng, (uint32_t) (free_kinds + 1));
              if (pick == free_kinds)
                at_random = 1;
              else
                for (def = 1; def < DR_LP_N_DEFS; def++)
                  if (left[def] > reserved[def] && pick-- == 0)
                    break;
              if (at_random)
                {
                  /* the random card is one of the free ones */
                  weight *= (double) free_total / total;
                  pick = (int) dr_engine_rng_below (rng, (uint32_t) free_total);
                  for (def = 1; pick >= left[def] - reserved[def]; def++)
                    pick -= left[def] - reserved[def];
                }
            }
          else
            {
              weight *= (double) free_total / total;
              pick = (int) dr_engine_rng_below (rng, (uint32_t) free_total);
              for (def = 1; pick >= left[def] - reserved[def]; def++)
                pick -= left[def] - reserved[def];
            }
        }
      faces[k] = (uint8_t) def;
      left[def]--;
      total--;
    }
  return weight;
}

/* the Core's order in a particle, or -1 */
static int
core_order (const LayoutFacts *f, const uint8_t faces[DR_LP_MAX_CARDS])
{
  int k;

  for (k = 0; k < f->n; k++)
    if (faces[k] == DR_LP_STRUCTURE_CORE)
      return k;
  return -1;
}

int
dr_lp_core_belief (const DrLpState *view, int particles, uint64_t rng[4], double chance[DR_LP_CELLS])
{
  LayoutFacts f;
  double by_order[DR_LP_MAX_CARDS] = { 0 }, total = 0;
  uint8_t faces[DR_LP_MAX_CARDS];
  int i, k;

  memset (chance, 0, sizeof (double) * DR_LP_CELLS);
  if (!gather (view, &f))
    return 0;
  for (i = 0; i < particles; i++)
    {
      double w = particle (&f, rng, faces);

      if (w > 0 && (k = core_order (&f, faces)) >= 0)
        {
          by_order[k] += w;
          total += w;
        }
    }
  if (total <= 0)
    return 0;
  for (k = 0; k < f.n; k++)
    {
      const DrLpCard *c = &view->cards[f.card[k]];

      if (c->zone == DR_LP_ZONE_GRID && c->cell < DR_LP_CELLS)
        chance[c->cell] += by_order[k] / total;
    }
  return 1;
}

int
lp_belief_faces (const DrLpState *view, int particles, uint64_t rng[4], uint8_t faces_by_card[DR_LP_MAX_CARDS])
{
  LayoutFacts f;
  uint8_t faces[DR_LP_MAX_CARDS], chosen[DR_LP_MAX_CARDS];
  double total = 0;
  int i, k;

  if (!gather (view, &f))
    return 0;
  for (i = 0; i < particles; i++)
    {
      double w = particle (&f, rng, faces);

      if (w <= 0)
        continue;
      total += w;
      /* one particle kept with a chance in proportion to its weight */
      if ((double) dr_engine_rng_next (rng) / 18446744073709551616.0 * total < w)
        memcpy (chosen, faces, sizeof chosen);
    }
  if (total <= 0)
    return 0;
  memset (faces_by_card, DR_LP_UNKNOWN, DR_LP_MAX_CARDS);
  for (k = 0; k < f.n; k++)
    faces_by_card[f.card[k]] = chosen[k];
  return 1;
}
