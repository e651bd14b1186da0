/* dr-lp-ai.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Lockpick's heuristic player: each legal action gets a score from what
 * the acting seat can see, the best one is played (ties broken at random).
 * The hackers' scores are in dr-lp-ai-hacker.c; the server lays the Core
 * out in the middle of a compact structure, patches the dangerous
 * activations and clears the hacker zones.
 */
#include <string.h>

#include "dr-lp-private.h"

static int
attack_value (int def)
{
  switch (def)
    {
    case DR_LP_WEAK_SPOT: return 90;
    case DR_LP_TROJAN_HORSE: return 85;
    case DR_LP_LOCKPICK: return 80;
    case DR_LP_BRUTE_FORCE: return 70;
    case DR_LP_SCANNER: return 45;
    case DR_LP_MEMORY_OVERFLOW: return 40;
    case DR_LP_CORRUPTED_DISK: return 35;
    case DR_LP_ZOMBIE_PROCESS: return 30;
    case DR_LP_KEYLOGGER: return 25;
    default: return 5;   /* Rootkit and unknown */
    }
}

static int
active_attacks (const DrLpState *s, int *dangerous)
{
  int i, n = 0;

  *dangerous = 0;
  for (i = 0; i < s->n_cards; i++)
    if (s->cards[i].zone == DR_LP_ZONE_SLOT)
      {
        n++;
        if (attack_value (s->cards[i].def) >= 70)
          (*dangerous)++;
      }
  return n;
}

static int
core_cell (const DrLpState *s)
{
  int cell;

  for (cell = 0; cell < DR_LP_CELLS; cell++)
    if (s->grid[cell] != DR_LP_NO_CARD && s->cards[s->grid[cell]].def == DR_LP_STRUCTURE_CORE)
      return cell;
  return -1;
}

/* The cards each side takes when it chooses its decks, best first: up to
 * `upto` copies of `def` before the next line.  The hackers' order was
 * measured against random servers (bench-lockpick-ai --decks chosen,
 * README): the two cards that destroy a structure inside a cycle (Weak
 * Spot, Trojan Horse) first, since a deck without them loses whenever the
 * Core sits in a cycle, then what peels the isolated cards off, then the
 * Rootkits: they cannot be activated, so a hand holding them is not made
 * to spend its cards and the deck lasts while the Services destroy, and
 * they keep a Service through a reboot (with three and four players they
 * won 87 and 82 % of 800 games where Scanners and Keyloggers in their
 * place won 80 and 79 %).  The server keeps the Core hard to reach
 * (Sandbox, Secured Structure) and the cards that answer an activation or
 * clear the hacker zones. */
static const struct
{
  uint8_t def, upto;
} compose_order[] = {
  { DR_LP_WEAK_SPOT, 2 }, { DR_LP_TROJAN_HORSE, 3 }, { DR_LP_LOCKPICK, 3 }, { DR_LP_BRUTE_FORCE, 2 },
  { DR_LP_LOCKPICK, 6 }, { DR_LP_BRUTE_FORCE, 3 }, { DR_LP_ROOTKIT, 5 }, { DR_LP_ZOMBIE_PROCESS, 3 },
  { DR_LP_SCANNER, 4 }, { DR_LP_KEYLOGGER, 3 }, { DR_LP_CORRUPTED_DISK, 3 },
  { DR_LP_MEMORY_OVERFLOW, 2 },
  { DR_LP_SANDBOX, 2 }, { DR_LP_SECURED_STRUCTURE, 3 }, { DR_LP_ANTI_INTRUSION, 2 },
  { DR_LP_HARDENED_SECURITY, 3 }, { DR_LP_LOGGING, 2 }, { DR_LP_AUTOMATED_SCRIPT, 2 },
  { DR_LP_UNSECURED_WORKSTATION, 6 },
  { DR_LP_PATCH, 6 }, { DR_LP_MACHINE_REBOOT, 3 }, { DR_LP_UPDATE, 3 }, { DR_LP_ACPI_REBOOT, 2 },
  { DR_LP_WHITE_HAT, 2 }, { DR_LP_PROTECTION_AGENT, 2 }, { DR_LP_BACKUPS, 2 },
};

static int
compose_score (const DrLpState *s, const DrEngineAction *a)
{
  size_t i;

  if (a->kind != DR_LP_ACT_COMPOSE_TAKE)
    return -1;
  for (i = 0; i < sizeof compose_order / sizeof compose_order[0]; i++)
    if (compose_order[i].def == a->arg[2] && s->picked[a->arg[2]] < compose_order[i].upto)
      return 1000 - (int) i;
  return 0;
}

static int
server_score (const DrLpState *s, const DrEngineAction *a)
{
  const DrLpPending *p = s->n_pending > 0 ? &s->pending[s->n_pending - 1] : NULL;
  const DrLpCard *c = a->arg[0] < s->n_cards ? &s->cards[a->arg[0]] : NULL;
  int dangerous, active = active_attacks (s, &dangerous), core = core_cell (s);

  switch (a->kind)
    {
    case DR_LP_ACT_LAYOUT_PICK:
      /* the Core first, in the middle; what protects it next */
      if (a->arg[2] == DR_LP_STRUCTURE_CORE)
        return 100;
      if (a->arg[2] == DR_LP_SECURED_STRUCTURE || a->arg[2] == DR_LP_SANDBOX)
        return 50;
      return 10;
    case DR_LP_ACT_LAYOUT_RANDOM:
      return -10;
    case DR_LP_ACT_LAYOUT_PLACE:
      {
        int nb[4], n = dr_lp_neighbours (a->arg[1], nb), i, score = 0;

        for (i = 0; i < n; i++)
          if (s->grid[nb[i]] != DR_LP_NO_CARD)
            score += nb[i] == core ? 30 : 10;
        return score;
      }
    case DR_LP_ACT_PATCH:
      return attack_value (s->cards[p->source].def) >= 45 ? 100 : -10;
    case DR_LP_ACT_DECLINE:
      return 0;
    case DR_LP_ACT_PLAY_DEFENSE:
      switch (c->def)
        {
        case DR_LP_UPDATE:
          return active > 0 ? 60 + 10 * dangerous : -20;
        case DR_LP_MACHINE_REBOOT:
          return active >= 2 ? 55 + 10 * active : -20;
        case DR_LP_ACPI_REBOOT:
          return active >= 3 ? 50 + 10 * active : -20;
        case DR_LP_BACKUPS:
          return 45;
        case DR_LP_WHITE_HAT:
          return 50;
        case DR_LP_PROTECTION_AGENT:
          return 48;
        default:
          return -20;
        }
    case DR_LP_ACT_DISCARD:
      return -100;
    case DR_LP_ACT_END_TURN:
      return 0;
    case DR_LP_ACT_CHOOSE_CARD:
      if (p != NULL && p->kind == DR_LP_PD_UPDATE)
        return attack_value (c->def);
      if (p != NULL && p->kind == DR_LP_PD_BACKUPS)
        return 10 + 10 * lp_neighbours_in_place (s, c->cell) + (s->trojan[c->cell] != DR_LP_NO_CARD ? 50 : 0)
               + (core >= 0 && (c->cell == core - 1 || c->cell == core + 1 || c->cell == core - DR_LP_GRID
                                || c->cell == core + DR_LP_GRID) ? 40 : 0);
      return 0;
    default:
      return 0;
    }
}

void
lp_heuristic_scores (const DrLpState *view, const DrEngineAction *legal, int n, int *scores)
{
  int i;

  if (view->phase == DR_LP_PHASE_COMPOSE)
    {
      for (i = 0; i < n; i++)
        scores[i] = compose_score (view, &legal[i]);
      return;
    }
  if (n > 0 && legal[0].seat != DR_LP_SERVER_SEAT)
    {
      lp_hacker_scores (view, legal, n, scores);
      return;
    }
  for (i = 0; i < n; i++)
    scores[i] = server_score (view, &legal[i]);
}

int
dr_lp_heuristic_pick (const DrLpState *view, const DrEngineAction *legal, int n, uint64_t rng[4])
{
  int scores[DR_ENGINE_MAX_ACTIONS], best = -1, best_score = 0, ties = 0, i;

  lp_heuristic_scores (view, legal, n, scores);
  for (i = 0; i < n; i++)
    {
      int score = scores[i];

      if (best < 0 || score > best_score)
        {
          best = i;
          best_score = score;
          ties = 1;
        }
      else if (score == best_score && dr_engine_rng_below (rng, (uint32_t) ++ties) == 0)
        best = i;
    }
  return best < 0 ? 0 : best;
}
