/* dr-play-place.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-play-place"

#include "config.h"

#include "dr-play-place-private.h"

/* Which physical card an action is done with: the card a player would
 * touch on a table. */

/* The card an action is about, as a card's menu shows it, or -1. */
static int
dr_play_place_card (const DrNrAction *action)
{
  switch (action->kind)
    {
    case DR_NR_ACT_INSTALL:
    case DR_NR_ACT_PLAY:
    case DR_NR_ACT_ADVANCE:
    case DR_NR_ACT_SCORE:
    case DR_NR_ACT_REZ:
    case DR_NR_ACT_ABILITY:
    case DR_NR_ACT_BREAK:
    case DR_NR_ACT_PUMP:
    case DR_NR_ACT_TRASH:
    case DR_NR_ACT_DISCARD:
    case DR_NR_ACT_TRASH_PROGRAM:
    case DR_NR_ACT_TRIGGER:
    case DR_NR_ACT_DECLINE:
    case DR_NR_ACT_ACCESS:
    case DR_NR_ACT_CHOOSE:
      return action->card != DR_NR_NO_CARD ? action->card : -1;
    case DR_NR_ACT_TRASH_RESOURCE:
    case DR_NR_ACT_TRASH_FIRST:
      return action->target != DR_NR_NO_CARD ? action->target : -1;
    default:
      return -1;
    }
}

gboolean
dr_play_place_is_action_phase (const DrNrState *view)
{
  const DrNrFrame *top = dr_nr_top (view);

  return top != NULL && top->kind == DR_NR_FRAME_ACTION;
}

/* In the action phase a turn offers tens of installs: they go on the cards
 * in hand, runs on the servers, the basic actions in the bar, and only
 * what has no better place (passing priority) in the prompt. Any other
 * decision is short and lists all its choices in the prompt, numbered, and
 * repeats those about a card on that card; breaking and pumping go to the
 * run panel beside the encountered ice instead. */
void
dr_play_place_of (const DrNrState  *view,
                  const DrNrAction *action,
                  DrPlayPlace      *out)
{
  int card = dr_play_place_card (action);

  out->at = 0;
  out->card = -1;
  out->server = -1;
  if (card >= 0)
    {
      out->at |= DR_PLAY_AT_CARD;
      out->card = card;
    }
  if (action->kind == DR_NR_ACT_BREAK || action->kind == DR_NR_ACT_PUMP)
    {
      out->at |= DR_PLAY_AT_RUN;
      return;
    }
  if (!dr_play_place_is_action_phase (view))
    {
      out->at |= DR_PLAY_AT_PROMPT;
      return;
    }
  switch (action->kind)
    {
    case DR_NR_ACT_CLICK_CREDIT:
    case DR_NR_ACT_CLICK_DRAW:
    case DR_NR_ACT_PURGE:
    case DR_NR_ACT_REMOVE_TAG:
      out->at |= DR_PLAY_AT_BAR;
      break;
    case DR_NR_ACT_RUN:
      out->at |= DR_PLAY_AT_SERVER | DR_PLAY_AT_BAR;
      out->server = action->server;
      break;
    default:
      if (card < 0)
        out->at |= DR_PLAY_AT_PROMPT;
      break;
    }
}
