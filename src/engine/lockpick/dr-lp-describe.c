/* dr-lp-describe.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Lockpick's actions, prompts and log in words (DrEngineText): English
 * msgids marked for xgettext, translated by the front end.  A card the
 * reader may not see is an empty CARD argument ("a card").
 */
#include <string.h>

#include "dr-lp-private.h"

#define N_ DR_ENGINE_N_

static void
arg_card (DrEngineText *out, int def, int owner)
{
  const DrLpCardData *data = dr_lp_card_data (def);

  dr_engine_text_add (out, DR_ENGINE_ARG_CARD, owner, data != NULL ? data->code : "");
}

static void
arg_number (DrEngineText *out, int number)
{
  dr_engine_text_add (out, DR_ENGINE_ARG_NUMBER, number, NULL);
}

static void
arg_seat (DrEngineText *out, const DrLpState *s, int seat)
{
  dr_engine_text_add (out, DR_ENGINE_ARG_SEAT, seat, dr_lp_seat_name (s, seat));
}

/* cells are named by column and row counted from 1 */
static void
arg_cell (DrEngineText *out, int cell)
{
  arg_number (out, dr_lp_cell_x (cell) + 1);
  arg_number (out, dr_lp_cell_y (cell) + 1);
}

const char *
dr_lp_seat_name (const DrLpState *s, int seat)
{
  static const char *const names[DR_LP_MAX_SEATS] = {
    N_ ("Server"), N_ ("Hacker 1"), N_ ("Hacker 2"), N_ ("Hacker 3")
  };

  (void) s;
  return seat >= 0 && seat < DR_LP_MAX_SEATS ? names[seat] : N_ ("Spectator");
}

const char *
dr_lp_reason_text (int reason)
{
  switch (reason)
    {
    case DR_LP_REASON_CORE_DESTROYED:
      return N_ ("The hackers destroyed the Structure Core");
    case DR_LP_REASON_ALL_ELIMINATED:
      return N_ ("Every hacker is eliminated");
    case DR_LP_REASON_STALLED:
      return N_ ("The hackers ran out of cards");
    default:
      return NULL;
    }
}

/* the def a seat may name: the view of the acting seat knows it */
static int
seen_def (const DrLpState *s, int card, int seat)
{
  DrLpState view;

  if (card < 0 || card >= s->n_cards)
    return DR_LP_UNKNOWN;
  dr_lp_view (s, seat, &view);
  return view.cards[card].def;
}

static void
describe_cell_choice (const DrLpState *s, const DrLpPending *p, int cell, DrEngineText *out)
{
  int card = dr_lp_structure_at (s, cell);
  int def = card >= 0 ? seen_def (s, card, p->seat) : DR_LP_UNKNOWN;

  switch (p->kind)
    {
    case DR_LP_PD_REVEAL_ISOLATED:
      dr_engine_text_start (out, N_ ("Reveal {1} in column {2}, row {3}"));
      break;
    case DR_LP_PD_ROTATE:
      dr_engine_text_start (out, N_ ("Turn {1} in column {2}, row {3} sideways"));
      break;
    case DR_LP_PD_TROJAN_PLACE:
      dr_engine_text_start (out, N_ ("Place the Trojan Horse in column {1}, row {2}"));
      arg_cell (out, cell);
      return;
    case DR_LP_PD_TROJAN_ADVANCE:
      dr_engine_text_start (out, N_ ("Destroy {1} in column {2}, row {3} and move the Trojan Horse there"));
      break;
    default:
      dr_engine_text_start (out, N_ ("Destroy {1} in column {2}, row {3}"));
      break;
    }
  arg_card (out, def, DR_LP_SERVER_SEAT);
  arg_cell (out, cell);
}

void
dr_lp_describe_action (const DrLpState *s, const DrEngineAction *a, DrEngineText *out)
{
  const DrLpPending *p = s->n_pending > 0 ? &s->pending[s->n_pending - 1] : NULL;
  int card = a->arg[0];

  memset (out, 0, sizeof *out);
  switch (a->kind)
    {
    case DR_LP_ACT_LAYOUT_PICK:
      dr_engine_text_start (out, N_ ("Lay out {1} next"));
      arg_card (out, a->arg[2], DR_LP_SERVER_SEAT);
      break;
    case DR_LP_ACT_LAYOUT_RANDOM:
      dr_engine_text_start (out, N_ ("Lay out the remaining structure cards at random"));
      break;
    case DR_LP_ACT_LAYOUT_PLACE:
      dr_engine_text_start (out, N_ ("Lay out {1} in column {2}, row {3}"));
      arg_card (out, a->arg[2], DR_LP_SERVER_SEAT);
      arg_cell (out, a->arg[1]);
      break;
    case DR_LP_ACT_ACTIVATE:
      dr_engine_text_start (out, N_ ("Activate {1}"));
      arg_card (out, seen_def (s, card, a->seat), a->seat);
      break;
    case DR_LP_ACT_DESTROY_OWN:
      dr_engine_text_start (out, N_ ("Destroy your active {1}"));
      arg_card (out, seen_def (s, card, a->seat), a->seat);
      break;
    case DR_LP_ACT_DISCARD:
      dr_engine_text_start (out, N_ ("Discard {1}"));
      arg_card (out, seen_def (s, card, a->seat), a->seat);
      break;
    case DR_LP_ACT_PLAY_DEFENSE:
      dr_engine_text_start (out, N_ ("Play {1}"));
      arg_card (out, seen_def (s, card, a->seat), a->seat);
      break;
    case DR_LP_ACT_END_TURN:
      dr_engine_text_start (out, N_ ("End the turn"));
      break;
    case DR_LP_ACT_CHOOSE_CELL:
      if (p != NULL)
        describe_cell_choice (s, p, a->arg[1], out);
      break;
    case DR_LP_ACT_CHOOSE_CARD:
      if (p == NULL)
        break;
      if (p->kind == DR_LP_PD_ROOTKIT)
        dr_engine_text_start (out, N_ ("Discard a Rootkit to keep {1}"));
      else if (p->kind == DR_LP_PD_UPDATE)
        dr_engine_text_start (out, N_ ("Destroy {1} of {2}"));
      else if (p->kind == DR_LP_PD_BACKUPS)
        dr_engine_text_start (out, N_ ("Put {1} back in column {2}, row {3}"));
      else
        dr_engine_text_start (out, N_ ("Discard {1}"));
      arg_card (out, seen_def (s, card, a->seat), s->cards[card].seat);
      if (p->kind == DR_LP_PD_UPDATE)
        arg_seat (out, s, s->cards[card].seat);
      if (p->kind == DR_LP_PD_BACKUPS)
        arg_cell (out, s->cards[card].cell);
      break;
    case DR_LP_ACT_PATCH:
      dr_engine_text_start (out, N_ ("Cancel {1} with a Patch"));
      arg_card (out, p != NULL ? seen_def (s, p->source, a->seat) : 0, 1);
      break;
    case DR_LP_ACT_DECLINE:
      if (p != NULL && p->kind == DR_LP_PD_PATCH)
        {
          dr_engine_text_start (out, N_ ("Let {1} through"));
          arg_card (out, seen_def (s, p->source, a->seat), 1);
        }
      else
        dr_engine_text_start (out, N_ ("Keep no card"));
      break;
    case DR_LP_ACT_ORDER_NEXT:
      dr_engine_text_start (out, N_ ("{1} plays next"));
      arg_seat (out, s, a->arg[0]);
      break;
    case DR_LP_ACT_ORDER_RANDOM:
      dr_engine_text_start (out, N_ ("The rest of the hackers' order at random"));
      break;
    case DR_LP_ACT_COMPOSE_TAKE:
      dr_engine_text_start (out, N_ ("Take {1} ({2} left in the box)"));
      arg_card (out, a->arg[2], a->seat);
      arg_number (out, dr_lp_card_data (a->arg[2]) != NULL
                         ? dr_lp_card_data (a->arg[2])->box_quantity - s->picked[a->arg[2]] : 0);
      break;
    case DR_LP_ACT_COMPOSE_RANDOM:
      dr_engine_text_start (out, s->composing == DR_LP_KIND_STRUCTURE
                                   ? N_ ("Take the rest of your structure cards at random")
                                 : s->composing == DR_LP_KIND_DEFENSE
                                   ? N_ ("Take the rest of your defense cards at random")
                                   : N_ ("Take the rest of your attack cards at random"));
      break;
    default:
      dr_engine_text_start (out, N_ ("An unknown action"));
      break;
    }
}

void
dr_lp_describe_prompt (const DrLpState *s, DrEngineText *out)
{
  const DrLpPending *p;

  memset (out, 0, sizeof *out);
  if (s->phase == DR_LP_PHASE_LAYOUT_PICK)
    {
      dr_engine_text_start (out, N_ ("Which structure card do you lay out next?"));
      return;
    }
  if (s->phase == DR_LP_PHASE_LAYOUT_PLACE)
    {
      dr_engine_text_start (out, N_ ("Where does {1} go? It must touch a card already laid out."));
      arg_card (out, s->layout_pick, DR_LP_SERVER_SEAT);
      return;
    }
  if (s->phase == DR_LP_PHASE_COMPOSE)
    {
      if (s->composing == DR_LP_KIND_STRUCTURE)
        dr_engine_text_start (out, N_ ("Choose your structure cards: {1} more to take (the Structure Core is always in)"));
      else if (s->composing == DR_LP_KIND_DEFENSE)
        dr_engine_text_start (out, N_ ("Choose your defense cards: {1} more to take"));
      else
        dr_engine_text_start (out, N_ ("Choose your attack cards for the hackers' deck: {1} more to take"));
      arg_number (out, lp_compose_share (s));
      return;
    }
  if (s->phase == DR_LP_PHASE_ORDER)
    {
      dr_engine_text_start (out, N_ ("In which order do the hackers play? Choose who plays in place {1} of each round; the order is kept for the whole game."));
      arg_number (out, s->n_ordered + 1);
      return;
    }
  if (s->phase == DR_LP_PHASE_OVER || s->n_pending == 0)
    return;
  p = &s->pending[s->n_pending - 1];
  switch (p->kind)
    {
    case DR_LP_PD_PATCH:
      dr_engine_text_start (out, N_ ("{1} activates {2}: cancel it with a Patch?"));
      arg_seat (out, s, s->cards[p->source].seat);
      arg_card (out, s->cards[p->source].def, s->cards[p->source].seat);
      break;
    case DR_LP_PD_DESTROY_ISOLATED:
      dr_engine_text_start (out, N_ ("{1}: destroy an isolated structure card"));
      arg_card (out, s->cards[p->source].def, p->seat);
      break;
    case DR_LP_PD_DESTROY_ANY:
      dr_engine_text_start (out, N_ ("{1}: destroy a structure card"));
      arg_card (out, s->cards[p->source].def, p->seat);
      break;
    case DR_LP_PD_REVEAL_ISOLATED:
      dr_engine_text_start (out, N_ ("Scanner: reveal an isolated structure card"));
      break;
    case DR_LP_PD_ROTATE:
      dr_engine_text_start (out, N_ ("Corrupted Disk: turn a structure card sideways"));
      break;
    case DR_LP_PD_TROJAN_PLACE:
      dr_engine_text_start (out, N_ ("Trojan Horse: place it beside a structure card"));
      break;
    case DR_LP_PD_TROJAN_ADVANCE:
      dr_engine_text_start (out, N_ ("Trojan Horse: destroy a structure card beside it"));
      break;
    case DR_LP_PD_SCRIPT_DISCARD:
      dr_engine_text_start (out, N_ ("Automated Script: {1} discards a card of their choice"));
      arg_seat (out, s, p->seat);
      break;
    case DR_LP_PD_ROOTKIT:
      dr_engine_text_start (out, N_ ("A reboot: {1} may discard a Rootkit to keep one active card"));
      arg_seat (out, s, p->seat);
      break;
    case DR_LP_PD_UPDATE:
      dr_engine_text_start (out, N_ ("Update: destroy an active attack card"));
      break;
    case DR_LP_PD_BACKUPS:
      dr_engine_text_start (out, N_ ("Backups: put a destroyed structure card back"));
      break;
    default:
      break;
    }
}

int
dr_lp_describe_event (const DrLpState *s, uint32_t index, int viewer, DrEngineText *out)
{
  const DrLpLogEntry *e;
  int def;

  memset (out, 0, sizeof *out);
  if (index >= s->log_total || s->log_total - index > DR_LP_LOG_CAP)
    return 0;
  e = &s->log[index % DR_LP_LOG_CAP];
  def = viewer >= 0 && viewer < DR_LP_MAX_SEATS && (e->known & (1u << viewer)) ? e->def : DR_LP_UNKNOWN;
  switch (e->kind)
    {
    case DR_LP_EV_LAID_OUT:
      dr_engine_text_start (out, N_ ("{1} lays out {2} in column {3}, row {4}"));
      arg_seat (out, s, e->seat);
      arg_card (out, def, DR_LP_SERVER_SEAT);
      arg_cell (out, e->cell);
      break;
    case DR_LP_EV_ORDER:
      dr_engine_text_start (out, N_ ("{1} plays in place {2} of each round"));
      arg_seat (out, s, e->seat);
      arg_number (out, e->amount);
      break;
    case DR_LP_EV_CHOSEN:
      dr_engine_text_start (out, e->cell == DR_LP_KIND_STRUCTURE
                                   ? N_ ("{1} has chosen {2} structure cards, the Structure Core among them")
                                 : e->cell == DR_LP_KIND_DEFENSE
                                   ? N_ ("{1} has chosen {2} defense cards")
                                   : N_ ("{1} has chosen {2} attack cards for the hackers' deck"));
      arg_seat (out, s, e->seat);
      arg_number (out, e->amount);
      break;
    case DR_LP_EV_TURN:
      dr_engine_text_start (out, N_ ("Round {2}: the turn of {1}"));
      arg_seat (out, s, e->seat);
      arg_number (out, e->amount);
      break;
    case DR_LP_EV_DRAW:
      dr_engine_text_start (out, e->amount == 1 ? N_ ("{1} draws a card") : N_ ("{1} draws {2} cards"));
      arg_seat (out, s, e->seat);
      arg_number (out, e->amount);
      break;
    case DR_LP_EV_ACTIVATE:
      dr_engine_text_start (out, N_ ("{1} activates {2}"));
      arg_seat (out, s, e->seat);
      arg_card (out, def, e->seat);
      break;
    case DR_LP_EV_PATCHED:
      dr_engine_text_start (out, N_ ("The server cancels {1} with a Patch"));
      arg_card (out, def, 1);
      break;
    case DR_LP_EV_PLAY_DEFENSE:
      dr_engine_text_start (out, N_ ("The server plays {1}"));
      arg_card (out, def, DR_LP_SERVER_SEAT);
      break;
    case DR_LP_EV_DESTROY_STRUCTURE:
      if (e->amount == 1)
        dr_engine_text_start (out, N_ ("{2} in column {3}, row {4} is destroyed at last"));
      else
        dr_engine_text_start (out, N_ ("{1} destroys {2} in column {3}, row {4}"));
      arg_seat (out, s, e->seat);
      arg_card (out, def, DR_LP_SERVER_SEAT);
      arg_cell (out, e->cell);
      break;
    case DR_LP_EV_SECURED:
      dr_engine_text_start (out,
                            N_ ("{1} destroys {2} in column {3}, row {4}: it stays in place until the server's turn"));
      arg_seat (out, s, e->seat);
      arg_card (out, def, DR_LP_SERVER_SEAT);
      arg_cell (out, e->cell);
      break;
    case DR_LP_EV_SANDBOX:
      dr_engine_text_start (out,
                            N_ ("{1} cannot destroy {2} in column {3}, row {4}: it is revealed instead"));
      arg_seat (out, s, e->seat);
      arg_card (out, def, DR_LP_SERVER_SEAT);
      arg_cell (out, e->cell);
      break;
    case DR_LP_EV_REVEAL:
      dr_engine_text_start (out, N_ ("{1} in column {2}, row {3} is revealed"));
      arg_card (out, def, DR_LP_SERVER_SEAT);
      arg_cell (out, e->cell);
      break;
    case DR_LP_EV_ROTATE:
      dr_engine_text_start (out, N_ ("{1} turns {2} in column {3}, row {4} sideways"));
      arg_seat (out, s, e->seat);
      arg_card (out, def, DR_LP_SERVER_SEAT);
      arg_cell (out, e->cell);
      break;
    case DR_LP_EV_DESTROY_ATTACK:
      if (e->amount == DR_LP_ZONE_DECK)
        dr_engine_text_start (out, N_ ("{1} is destroyed from the hackers' deck"));
      else if (e->amount == DR_LP_ZONE_HAND)
        dr_engine_text_start (out, N_ ("{1} is destroyed from the hand of {2}"));
      else
        dr_engine_text_start (out, N_ ("{1} of {2} is destroyed"));
      arg_card (out, def, e->seat);
      arg_seat (out, s, e->seat);
      break;
    case DR_LP_EV_DISCARD:
      dr_engine_text_start (out, N_ ("{1} discards {2}"));
      arg_seat (out, s, e->seat);
      arg_card (out, def, e->seat);
      break;
    case DR_LP_EV_DESTROY_DEFENSE:
      dr_engine_text_start (out, N_ ("{1} is destroyed from the server's hand"));
      arg_card (out, def, DR_LP_SERVER_SEAT);
      break;
    case DR_LP_EV_SHOW:
      dr_engine_text_start (out, N_ ("The Keylogger of {1} shows {2} from the server's hand"));
      arg_seat (out, s, e->seat);
      arg_card (out, def, DR_LP_SERVER_SEAT);
      break;
    case DR_LP_EV_TROJAN:
      dr_engine_text_start (out, e->amount == 0 ? N_ ("{1} places the Trojan Horse in column {2}, row {3}")
                                      : N_ ("The Trojan Horse of {1} moves to column {2}, row {3}"));
      arg_seat (out, s, e->seat);
      arg_cell (out, e->cell);
      break;
    case DR_LP_EV_RESTORE:
      dr_engine_text_start (out, N_ ("The server puts {1} back in column {2}, row {3}"));
      arg_card (out, def, DR_LP_SERVER_SEAT);
      arg_cell (out, e->cell);
      break;
    case DR_LP_EV_IMMUNE:
      dr_engine_text_start (out,
                            N_ ("Logging: the server is immune to the attacks of {1} until their next turn"));
      arg_seat (out, s, e->seat);
      break;
    case DR_LP_EV_ROOTKIT:
      dr_engine_text_start (out, N_ ("{1} discards a Rootkit to keep {2}"));
      arg_seat (out, s, e->seat);
      arg_card (out, def, e->seat);
      break;
    case DR_LP_EV_ELIMINATED:
      dr_engine_text_start (out, N_ ("{1} is eliminated"));
      arg_seat (out, s, e->seat);
      break;
    case DR_LP_EV_SHUFFLE:
      dr_engine_text_start (out, N_ ("The server shuffles its hand into its deck and ends its turn"));
      break;
    case DR_LP_EV_GAME_OVER:
      dr_engine_text_start (out, e->amount == DR_LP_REASON_CORE_DESTROYED ? N_ ("The hackers win: {1}")
                                                                 : N_ ("The server wins: {1}"));
      {
        DrEngineArg *a = &out->args[out->n_args++];

        a->kind = DR_ENGINE_ARG_TEXT;
        a->text = dr_lp_reason_text (e->amount);
      }
      break;
    default:
      return 0;
    }
  return 1;
}
