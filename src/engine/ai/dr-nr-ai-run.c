/* dr-nr-ai-run.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The run calculator: what it costs a Runner to get through a server with
 * the breakers installed and the credits at hand.  Rezzed ice is known;
 * unrezzed ice is weighed over every ice the Corp's deck may still hold,
 * so a server behind two unknown cards is neither free nor closed but
 * "passable 60 % of the time for about 3 credits".
 */
#include <string.h>

#include "dr-nr-ai.h"
#include "dr-nr-private.h"   /* dr_nr_runner_spendable, as the heuristic uses */

int
dr_nr_ai_break_cost (const DrNrState *view, int runner, const DrNrCardDef *def, uint64_t subtypes,
                     int strength, unsigned broken)
{
  const DrNrRig *progs = &view->seats[runner].programs;
  int i, k, best = -1, subs = 0;

  for (k = 0; k < def->n_subs; k++)
    if (!(broken & (1u << k)))
      subs++;
  if (subs == 0)
    return 0;
  for (i = 0; i < progs->n; i++)
    {
      const DrNrCardDef *bd = dr_nr_def (view, progs->ids[i]);
      const DrNrBreaker *br = &bd->breaker;
      int gap, pumps, cost, ice_strength = strength, lowering = 0;

      if (br->breaks == 0 || !(br->breaks & subtypes))
        continue;
      if (br->ice_strength_limited && ice_strength > br->ice_strength_limit)
        {
          /* Wyrm: its own ability lowers the ice first, a credit a point */
          if (bd->n_abilities == 0
              || bd->abilities[0].target != DR_NR_ABILITY_TARGET_ENCOUNTERED_ICE)
            continue;
          lowering = (ice_strength - br->ice_strength_limit) * bd->abilities[0].credits;
          ice_strength = br->ice_strength_limit;
        }
      gap = ice_strength - dr_nr_strength (view, progs->ids[i]);
      if (gap > 0 && br->pump_n == 0)
        continue;
      pumps = gap > 0 ? (gap + br->pump_n - 1) / br->pump_n : 0;
      /* Battering Ram breaks two subroutines per payment */
      cost = lowering + pumps * br->pump_cost
        + (subs + br->break_n - 1) / (br->break_n > 0 ? br->break_n : 1) * br->break_cost;
      if (best < 0 || cost < best)
        best = cost;
    }
  return best;
}

/* Whether meeting this ice unbroken stops the run. */
static int
stops_run (const DrNrCardDef *d)
{
  int k;

  for (k = 0; k < d->n_subs; k++)
    if (d->subs[k].op == DR_NR_OP_END_RUN)
      return 1;
  return 0;
}

void
dr_nr_ai_run_plan (const DrNrState *view, const DrNrAiDecks *decks, int runner, int server,
                   int from_position, DrNrAiRunPlan *out)
{
  const DrNrServer *sv = &view->servers[server];
  uint8_t left[DR_NR_AI_MAX_DEFS];
  int n_defs = dr_nr_cards_count ();
  int credits = dr_nr_runner_spendable (view, runner);
  double spent = 0.0;
  int i, def, slot = 0;

  memset (out, 0, sizeof *out);
  out->p_through = 1.0;
  if (n_defs > DR_NR_AI_MAX_DEFS)
    n_defs = DR_NR_AI_MAX_DEFS;
  /* the Corp's ice that may still be hidden: its list less what is seen */
  if (decks != NULL)
    memcpy (left, decks->copies[DR_NR_CORP_SEAT], sizeof left);
  else
    {
      memset (left, 0, sizeof left);
      for (def = 1; def < n_defs; def++)
        if (dr_nr_card_at (def)->side == 0 && dr_nr_card_at (def)->type == DR_NR_TYPE_ICE)
          left[def] = 3;
    }
  for (i = 0; i < view->n_cards; i++)
    if (view->cards[i].owner == DR_NR_CORP_SEAT && view->cards[i].def != 0
        && view->cards[i].def < DR_NR_AI_MAX_DEFS && left[view->cards[i].def] > 0)
      left[view->cards[i].def]--;

  for (i = from_position; i >= 0 && i < sv->n_ice; i--, slot++)
    {
      int ice = sv->ice[i];

      out->n_ice++;
      if (view->cards[ice].def != 0 && (view->cards[ice].flags & DR_NR_CARD_REZZED))
        {
          const DrNrCardDef *d = dr_nr_def (view, ice);
          int c = dr_nr_ai_break_cost (view, runner, d, dr_nr_subtypes (view, ice),
                                       dr_nr_strength (view, ice), 0);

          out->known++;
          out->cheapest[slot] = c;
          if (c < 0)
            {
              if (stops_run (d))
                out->p_through = 0.0;
              continue;
            }
          spent += c;
          if (spent > credits)
            out->p_through = 0.0;
          continue;
        }
      /* unknown: every ice it may be, by copies left */
      {
        double weight = 0.0, passable = 0.0, cost = 0.0;

        out->cheapest[slot] = -1;
        for (def = 1; def < n_defs; def++)
          {
            const DrNrCardDef *d = dr_nr_card_at (def);
            int c;

            if (left[def] == 0 || d->type != DR_NR_TYPE_ICE)
              continue;
            weight += left[def];
            c = dr_nr_ai_break_cost (view, runner, d, d->subtypes, d->strength, 0);
            if (c >= 0)
              {
                cost += left[def] * (double) c;
                if (spent + c <= credits)
                  passable += left[def];
              }
            else if (!stops_run (d))
              passable += left[def];
          }
        if (weight > 0)
          {
            spent += cost / weight;
            out->p_through *= passable / weight;
          }
      }
    }
  out->expected_cost = spent;
}
