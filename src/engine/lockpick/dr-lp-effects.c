/* dr-lp-effects.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the cards do (seed 003, "Liste des cartes disponibles") and the
 * turn structure ("Déroulement du jeu", "Zone Hacker").  Choices a card
 * asks for are pushed on the pending stack (dr-lp-rules.c lists and
 * applies them); everything random or forced happens here.  Our readings
 * where the seed is silent are in docs/rules-choices.md.
 */
#include <string.h>

#include "dr-lp-private.h"

void
lp_game_over (DrLpState *s, int server_wins, int reason)
{
  if (s->phase == DR_LP_PHASE_OVER)
    return;
  s->phase = DR_LP_PHASE_OVER;
  s->winner_server = (uint8_t) (server_wins != 0);
  s->reason = (uint8_t) reason;
  s->n_pending = 0;
  lp_log (s, DR_LP_EV_GAME_OVER, server_wins ? DR_LP_SERVER_SEAT : 1, 0, DR_LP_NO_CELL, reason,
          lp_all_seats (s));
}

int
lp_hackers_deck (const DrLpState *s)
{
  int i, n = 0;

  for (i = 0; i < s->n_cards; i++)
    if (s->cards[i].zone == DR_LP_ZONE_DECK && s->cards[i].kind == DR_LP_KIND_ATTACK)
      n++;
  return n;
}

int
lp_zombie_active (const DrLpState *s)
{
  int i;

  for (i = 0; i < s->n_cards; i++)
    if (s->cards[i].zone == DR_LP_ZONE_SLOT && s->cards[i].def == DR_LP_ZOMBIE_PROCESS)
      return 1;
  return 0;
}

/* "Zone Hacker": a full zone blocks activation; a Rootkit is never
 * activated from the hand (it acts only during a reboot) */
int
lp_can_activate_any (const DrLpState *s, int seat)
{
  int i;

  if (dr_lp_zone_full (s, seat))
    return 0;
  for (i = 0; i < s->n_cards; i++)
    if (s->cards[i].zone == DR_LP_ZONE_HAND && s->cards[i].seat == seat
        && LP_KIND (s->cards[i].def) == DR_LP_KIND_ATTACK && s->cards[i].def != DR_LP_ROOTKIT)
      return 1;
  return 0;
}

static void
push_script_discards (DrLpState *s)
{
  int seat;

  /* the stack resolves the last pushed first: push the last hacker first */
  for (seat = s->n_seats - 1; seat >= 1; seat--)
    if (!s->hackers[seat].eliminated && lp_hand_count (s, seat) > 0)
      lp_push (s, DR_LP_PD_SCRIPT_DISCARD, seat, DR_LP_NO_CARD, 0);
}

/* Automated Script acts whenever it is turned face up, whatever turned it
 * (a Scanner, a destruction, even one "without its effect"). */
static void
turn_face_up (DrLpState *s, int card)
{
  DrLpCard *c = &s->cards[card];

  if (c->flags & DR_LP_CARD_FACEUP)
    return;
  c->flags |= DR_LP_CARD_FACEUP;
  s->progress = 1;
  if (c->def == DR_LP_AUTOMATED_SCRIPT)
    push_script_discards (s);
}

void
lp_reveal_structure (DrLpState *s, int card)
{
  if (s->cards[card].flags & DR_LP_CARD_FACEUP)
    return;
  lp_log (s, DR_LP_EV_REVEAL, DR_LP_SERVER_SEAT, s->cards[card].def, s->cards[card].cell, 0,
          lp_all_seats (s));
  turn_face_up (s, card);
}

void
lp_destroy_attack (DrLpState *s, int card)
{
  DrLpCard *c = &s->cards[card];
  int i;

  if (c->zone == DR_LP_ZONE_SLOT && c->def == DR_LP_CORRUPTED_DISK)
    for (i = 0; i < s->n_cards; i++)
      if (s->cards[i].rotated_by == card)
        s->cards[i].rotated_by = DR_LP_NO_CARD;
  if (c->def == DR_LP_TROJAN_HORSE)
    for (i = 0; i < DR_LP_CELLS; i++)
      if (s->trojan[i] == card)
        s->trojan[i] = DR_LP_NO_CARD;
  lp_log (s, DR_LP_EV_DESTROY_ATTACK, c->seat, c->def, DR_LP_NO_CELL, c->zone, lp_all_seats (s));
  c->zone = DR_LP_ZONE_DESTROYED;
  c->flags = 0;
}

void
lp_discard (DrLpState *s, int card)
{
  DrLpCard *c = &s->cards[card];
  unsigned known = LP_KIND (c->def) == DR_LP_KIND_DEFENSE ? 1u << DR_LP_SERVER_SEAT : lp_all_seats (s);

  lp_log (s, DR_LP_EV_DISCARD, c->seat, c->def, DR_LP_NO_CELL, 0, known);
  c->zone = DR_LP_ZONE_DESTROYED;
  c->flags = 0;
}

/* Anti-Intrusion Algorithm: every copy the hackers hold of the card that
 * destroyed it (hands, zones, the card itself while it sits in its zone)
 * when there is more than one */
static void
anti_intrusion (DrLpState *s, int source)
{
  int def = s->cards[source].def, i, copies = 0;

  for (i = 0; i < s->n_cards; i++)
    if (s->cards[i].def == def && s->cards[i].seat != DR_LP_SERVER_SEAT
        && (s->cards[i].zone == DR_LP_ZONE_HAND || s->cards[i].zone == DR_LP_ZONE_SLOT))
      copies++;
  if (copies < 2)
    return;
  for (i = 0; i < s->n_cards; i++)
    if (s->cards[i].def == def && s->cards[i].seat != DR_LP_SERVER_SEAT
        && (s->cards[i].zone == DR_LP_ZONE_HAND || s->cards[i].zone == DR_LP_ZONE_SLOT))
      lp_destroy_attack (s, i);
}

void
lp_destroy_structure (DrLpState *s, int cell, int by_seat, int source, int apply_effect)
{
  int card = dr_lp_structure_at (s, cell), effect;
  DrLpCard *c;

  if (card < 0 || (s->cards[card].flags & DR_LP_CARD_SECURED))
    return;
  c = &s->cards[card];
  effect = apply_effect && c->rotated_by == DR_LP_NO_CARD;
  if (c->def == DR_LP_SANDBOX)
    {
      lp_log (s, DR_LP_EV_SANDBOX, by_seat, c->def, cell, 0, lp_all_seats (s));
      turn_face_up (s, card);
      return;
    }
  if (c->def == DR_LP_SECURED_STRUCTURE && effect)
    {
      lp_log (s, DR_LP_EV_SECURED, by_seat, c->def, cell, 0, lp_all_seats (s));
      turn_face_up (s, card);
      c->flags |= DR_LP_CARD_SECURED;
      c->rotated_by = DR_LP_NO_CARD;
      return;
    }
  lp_log (s, DR_LP_EV_DESTROY_STRUCTURE, by_seat, c->def, cell, 0, lp_all_seats (s));
  s->grid[cell] = DR_LP_NO_CARD;
  c->zone = DR_LP_ZONE_DESTROYED;
  c->rotated_by = DR_LP_NO_CARD;
  s->progress = 1;
  turn_face_up (s, card);
  /* the Structure Core's loss is the goal of the game, not an effect a
   * Brute Force or a Corrupted Disk can take away */
  if (c->def == DR_LP_STRUCTURE_CORE)
    {
      lp_game_over (s, 0, DR_LP_REASON_CORE_DESTROYED);
      return;
    }
  if (!effect || by_seat == DR_LP_SERVER_SEAT)
    return;
  switch (c->def)
    {
    case DR_LP_ANTI_INTRUSION:
      if (source != DR_LP_NO_CARD)
        anti_intrusion (s, source);
      break;
    case DR_LP_HARDENED_SECURITY:
      s->hackers[by_seat].draw_limit = 1;
      break;
    case DR_LP_LOGGING:
      s->hackers[by_seat].immune = 1;
      lp_log (s, DR_LP_EV_IMMUNE, by_seat, 0, DR_LP_NO_CELL, 0, lp_all_seats (s));
      break;
    default:
      break;
    }
}

static int
free_slot (const DrLpState *s, int seat)
{
  int slot, i, used;

  for (slot = 0; slot < DR_LP_SLOTS; slot++)
    {
      used = 0;
      for (i = 0; i < s->n_cards; i++)
        if (s->cards[i].zone == DR_LP_ZONE_SLOT && s->cards[i].seat == seat && s->cards[i].slot == slot)
          used = 1;
      if (!used)
        return slot;
    }
  return 0;
}

static void
memory_overflow (DrLpState *s)
{
  int k;

  for (k = 0; k < 2; k++)
    {
      int card = lp_random_in_zone (s, DR_LP_ZONE_HAND, DR_LP_SERVER_SEAT, 0);

      if (card < 0)
        return;
      lp_log (s, DR_LP_EV_DESTROY_DEFENSE, DR_LP_SERVER_SEAT, s->cards[card].def, DR_LP_NO_CELL, 0,
              lp_all_seats (s));
      s->cards[card].zone = DR_LP_ZONE_DESTROYED;
      s->cards[card].flags = 0;
    }
}

/* The activation went through (no Patch): the card takes a free slot of
 * its hacker's zone, its effect happens, and a card that is not a
 * Service leaves the zone afterwards ("Zone Hacker"). */
void
lp_activate (DrLpState *s, int card)
{
  DrLpCard *c = &s->cards[card];
  int seat = c->seat;

  c->slot = (uint8_t) free_slot (s, seat);
  c->zone = DR_LP_ZONE_SLOT;
  if (!dr_lp_card_data (c->def)->service)
    lp_push (s, DR_LP_PD_FINISH_ACTIVATION, seat, card, 0);
  if (s->hackers[seat].immune)
    return;   /* Logging: the activation does nothing to the server */
  switch (c->def)
    {
    case DR_LP_BRUTE_FORCE:
      lp_push (s, DR_LP_PD_DESTROY_ISOLATED, seat, card, 0);
      break;
    case DR_LP_WEAK_SPOT:
      lp_push (s, DR_LP_PD_DESTROY_ANY, seat, card, 1);
      break;
    case DR_LP_TROJAN_HORSE:
      lp_push (s, DR_LP_PD_TROJAN_PLACE, seat, card, 0);
      break;
    case DR_LP_MEMORY_OVERFLOW:
      memory_overflow (s);
      break;
    case DR_LP_CORRUPTED_DISK:
      lp_push (s, DR_LP_PD_ROTATE, seat, card, 0);
      lp_push (s, DR_LP_PD_ROTATE, seat, card, 0);
      break;
    default:
      break;   /* the other Services act at the start of their hacker's turns */
    }
}

static void
push_rootkits (DrLpState *s)
{
  int seat, i;

  for (seat = s->n_seats - 1; seat >= 1; seat--)
    {
      int rootkit = 0;

      if (s->hackers[seat].eliminated || dr_lp_count_zone (s, DR_LP_ZONE_SLOT, seat) == 0)
        continue;
      for (i = 0; i < s->n_cards; i++)
        if (s->cards[i].zone == DR_LP_ZONE_HAND && s->cards[i].seat == seat
            && s->cards[i].def == DR_LP_ROOTKIT)
          rootkit = 1;
      if (rootkit)
        lp_push (s, DR_LP_PD_ROOTKIT, seat, DR_LP_NO_CARD, 0);
    }
}

void
lp_play_defense (DrLpState *s, int card)
{
  DrLpCard *c = &s->cards[card];
  int seat, k;

  s->server_plays++;
  lp_log (s, DR_LP_EV_PLAY_DEFENSE, DR_LP_SERVER_SEAT, c->def, DR_LP_NO_CELL, 0, lp_all_seats (s));
  c->zone = DR_LP_ZONE_DESTROYED;   /* "aucune d'elles n'est jamais conservée sur le terrain" */
  c->flags = 0;
  switch (c->def)
    {
    case DR_LP_MACHINE_REBOOT:
    case DR_LP_ACPI_REBOOT:
      lp_push (s, DR_LP_PD_REBOOT_FINISH, DR_LP_SERVER_SEAT, card, c->def);
      push_rootkits (s);
      break;
    case DR_LP_BACKUPS:
      lp_push (s, DR_LP_PD_BACKUPS, DR_LP_SERVER_SEAT, card, 0);
      break;
    case DR_LP_UPDATE:
      lp_push (s, DR_LP_PD_UPDATE, DR_LP_SERVER_SEAT, card, 0);
      break;
    case DR_LP_WHITE_HAT:
      for (k = 0; k < 3; k++)
        {
          int drawn = lp_draw (s, 1);

          if (drawn < 0)
            break;
          /* destroyed straight from the hackers' deck: no hacker held it */
          s->cards[drawn].zone = DR_LP_ZONE_DECK;
          lp_destroy_attack (s, drawn);
        }
      break;
    case DR_LP_PROTECTION_AGENT:
      for (seat = 1; seat < s->n_seats; seat++)
        {
          int victim = lp_random_in_zone (s, DR_LP_ZONE_HAND, seat, 0);

          if (victim >= 0)
            lp_destroy_attack (s, victim);
        }
      break;
    default:
      break;
    }
}

/* ---- turns ---- */

/* the hacker still in the game who plays after seat `after` in the
 * hackers' order (0: the first), or -1 when the round's hackers are done */
static int
next_hacker (const DrLpState *s, int after)
{
  int place = 0, i;

  if (after != 0)
    {
      for (i = 0; i < s->n_seats - 1; i++)
        if (s->hacker_order[i] == after)
          place = i + 1;
    }
  for (i = place; i < s->n_seats - 1; i++)
    if (!s->hackers[s->hacker_order[i]].eliminated)
      return s->hacker_order[i];
  return -1;
}

void
lp_start_hacker_turn (DrLpState *s)
{
  int seat = next_hacker (s, s->phase == DR_LP_PHASE_HACKER ? s->active : 0);
  int slot, i;

  if (seat < 0)
    {
      lp_start_server_turn (s);
      return;
    }
  if (seat == next_hacker (s, 0))
    s->turn++;
  s->phase = DR_LP_PHASE_HACKER;
  s->active = (uint8_t) seat;
  s->hackers[seat].immune = 0;   /* Logging lasts until this hacker's next turn begins */
  s->hackers[seat].plays = 0;
  lp_log (s, DR_LP_EV_TURN, seat, 0, DR_LP_NO_CELL, s->turn, lp_all_seats (s));
  /* the Services act first, slot by slot, then the hacker draws */
  lp_push (s, DR_LP_PD_HACKER_DRAW, seat, DR_LP_NO_CARD, 0);
  for (slot = DR_LP_SLOTS - 1; slot >= 0; slot--)
    for (i = 0; i < s->n_cards; i++)
      {
        const DrLpCard *c = &s->cards[i];

        if (c->zone != DR_LP_ZONE_SLOT || c->seat != seat || c->slot != slot)
          continue;
        if (c->def == DR_LP_LOCKPICK)
          lp_push (s, DR_LP_PD_DESTROY_ISOLATED, seat, i, 1);
        else if (c->def == DR_LP_TROJAN_HORSE)
          lp_push (s, DR_LP_PD_TROJAN_ADVANCE, seat, i, 0);
        else if (c->def == DR_LP_KEYLOGGER)
          lp_push (s, DR_LP_PD_KEYLOGGER, seat, i, 0);
        else if (c->def == DR_LP_SCANNER)
          {
            lp_push (s, DR_LP_PD_REVEAL_ISOLATED, seat, i, 0);
            lp_push (s, DR_LP_PD_REVEAL_ISOLATED, seat, i, 0);
          }
      }
}

static void
eliminate (DrLpState *s, int seat)
{
  int i;

  s->hackers[seat].eliminated = 1;
  for (i = 0; i < s->n_cards; i++)
    if (s->cards[i].zone == DR_LP_ZONE_HAND && s->cards[i].seat == seat)
      lp_discard (s, i);
  lp_log (s, DR_LP_EV_ELIMINATED, seat, 0, DR_LP_NO_CELL, 0, lp_all_seats (s));
  if (next_hacker (s, 0) < 0)
    lp_game_over (s, 1, DR_LP_REASON_ALL_ELIMINATED);
}

/* "ne peut plus piocher de cartes, n'a plus aucune carte active et ne peut
 * plus jouer de cartes": checked after the draw and as the turn ends */
int
lp_check_elimination (DrLpState *s, int seat)
{
  if (lp_hackers_deck (s) > 0)
    return 0;
  if (dr_lp_count_zone (s, DR_LP_ZONE_SLOT, seat) > 0 || lp_can_activate_any (s, seat))
    return 0;
  eliminate (s, seat);
  return 1;
}

void
lp_hacker_draw (DrLpState *s, int seat)
{
  int room = DR_LP_HAND - lp_hand_count (s, seat), drawn = 0;

  if (s->hackers[seat].draw_limit && room > 1)
    room = 1;
  s->hackers[seat].draw_limit = 0;
  while (drawn < room && lp_draw (s, seat) >= 0)
    drawn++;
  lp_log (s, DR_LP_EV_DRAW, seat, 0, DR_LP_NO_CELL, drawn, lp_all_seats (s));
  if (lp_check_elimination (s, seat) && s->phase != DR_LP_PHASE_OVER)
    lp_end_hacker_turn (s);
}

void
lp_end_hacker_turn (DrLpState *s)
{
  if (s->phase == DR_LP_PHASE_OVER)
    return;
  if (!s->hackers[s->active].eliminated)
    lp_check_elimination (s, s->active);
  if (s->phase == DR_LP_PHASE_OVER)
    return;
  lp_start_hacker_turn (s);
}

void
lp_start_server_turn (DrLpState *s)
{
  int i;

  s->phase = DR_LP_PHASE_SERVER;
  s->active = DR_LP_SERVER_SEAT;
  s->server_plays = 0;
  lp_log (s, DR_LP_EV_TURN, DR_LP_SERVER_SEAT, 0, DR_LP_NO_CELL, s->turn, lp_all_seats (s));
  /* Secured Structure: destroyed for good as the server's next turn begins */
  for (i = 0; i < s->n_cards; i++)
    if (s->cards[i].zone == DR_LP_ZONE_GRID && (s->cards[i].flags & DR_LP_CARD_SECURED))
      {
        s->grid[s->cards[i].cell] = DR_LP_NO_CARD;
        s->cards[i].zone = DR_LP_ZONE_DESTROYED;
        s->cards[i].flags &= (uint8_t) ~DR_LP_CARD_SECURED;
        lp_log (s, DR_LP_EV_DESTROY_STRUCTURE, DR_LP_SERVER_SEAT, s->cards[i].def, s->cards[i].cell,
                1, lp_all_seats (s));
      }
  /* our rules choice (docs/rules-choices.md): rounds in which no
   * structure changes and the hackers draw nothing are counted; after
   * DR_LP_IDLE_ROUNDS of them in a row the hackers have run out of means */
  if (!s->progress && lp_hackers_deck (s) == s->deck_mark)
    s->idle_rounds++;
  else
    s->idle_rounds = 0;
  s->progress = 0;
  s->deck_mark = (uint8_t) lp_hackers_deck (s);
  if (s->idle_rounds >= DR_LP_IDLE_ROUNDS)
    {
      lp_game_over (s, 1, DR_LP_REASON_STALLED);
      return;
    }
  {
    int drawn = 0;

    while (lp_hand_count (s, DR_LP_SERVER_SEAT) < DR_LP_HAND && lp_draw (s, DR_LP_SERVER_SEAT) >= 0)
      drawn++;
    lp_log (s, DR_LP_EV_DRAW, DR_LP_SERVER_SEAT, 0, DR_LP_NO_CELL, drawn, lp_all_seats (s));
  }
}

void
lp_end_server_turn (DrLpState *s)
{
  if (s->phase == DR_LP_PHASE_OVER)
    return;
  s->n_pending = 0;
  s->phase = DR_LP_PHASE_SERVER;
  s->active = 0;
  lp_start_hacker_turn (s);
}
