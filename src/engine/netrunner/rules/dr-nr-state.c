/* dr-nr-state.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Building states, zones and card movement, and the derived numbers
 * (strength, memory, link, points, hand size).
 */
#include <stddef.h>
#include <string.h>

#include "dr-nr-private.h"

/* The hash reads raw bytes: any compiler padding would make equal
 * positions hash differently.  Each member must start where the previous
 * one ends. */
#define FOLLOWS(type, a, b) \
  (offsetof (type, b) == offsetof (type, a) + sizeof (((type *) 0)->a))
_Static_assert (sizeof (DrNrCard) == 20, "DrNrCard has padding");
_Static_assert (sizeof (DrNrSeat) == 492, "DrNrSeat has padding");
_Static_assert (sizeof (DrNrFrame) == 8, "DrNrFrame has padding");
_Static_assert (sizeof (DrNrAction) == 8, "DrNrAction has padding");
_Static_assert (sizeof (DrNrServer) == 16, "DrNrServer has padding");
_Static_assert (sizeof (DrNrPending) == 4, "DrNrPending has padding");
_Static_assert (FOLLOWS (DrNrState, n_pending, pending)
                && FOLLOWS (DrNrState, pending, intent)
                && FOLLOWS (DrNrState, intent, stack)
                && FOLLOWS (DrNrState, stack, run)
                && FOLLOWS (DrNrState, run, servers)
                && FOLLOWS (DrNrState, servers, seats)
                && FOLLOWS (DrNrState, seats, cards)
                && offsetof (DrNrState, n_pending) == 45,
                "DrNrState has padding");
_Static_assert (DR_NR_MAX_CARDS < DR_NR_NO_CARD, "card ids must fit a byte");

void
dr_nr_init_empty (DrNrState *s, uint64_t seed, int n_runners)
{
  int i;

  memset (s, 0, sizeof *s);
  if (n_runners < 1)
    n_runners = 1;
  if (n_runners > DR_NR_MAX_SEATS - 1)
    n_runners = DR_NR_MAX_SEATS - 1;
  dr_engine_rng_seed (s->rng, seed);
  s->n_seats = (uint8_t) (1 + n_runners);
  s->winner = DR_NR_NO_SEAT;
  s->active_runner = 1;
  s->run.access_card = DR_NR_NO_CARD;
  for (i = 0; i < DR_NR_MAX_SEATS; i++)
    s->seats[i].identity = DR_NR_NO_CARD;
  for (i = 0; i < s->n_seats; i++)
    s->seats[i].present = 1;
}

uint8_t *
dr_nr_zone_list (DrNrState *s, int seat, int zone, int server, int *cap, uint8_t **count)
{
  DrNrSeat *st = DR_NR_SEAT (s, seat);

  switch (zone)
    {
    case DR_NR_ZONE_DECK: *cap = DR_NR_PILE_CAP; *count = &st->deck.n; return st->deck.ids;
    case DR_NR_ZONE_HAND: *cap = DR_NR_PILE_CAP; *count = &st->hand.n; return st->hand.ids;
    case DR_NR_ZONE_DISCARD: *cap = DR_NR_PILE_CAP; *count = &st->discard.n; return st->discard.ids;
    case DR_NR_ZONE_SCORE: *cap = DR_NR_PILE_CAP; *count = &st->score.n; return st->score.ids;
    case DR_NR_ZONE_PROGRAMS: *cap = DR_NR_RIG_CAP; *count = &st->programs.n; return st->programs.ids;
    case DR_NR_ZONE_HARDWARE: *cap = DR_NR_RIG_CAP; *count = &st->hardware.n; return st->hardware.ids;
    case DR_NR_ZONE_RESOURCES: *cap = DR_NR_RIG_CAP; *count = &st->resources.n; return st->resources.ids;
    case DR_NR_ZONE_ICE:
      *cap = DR_NR_ICE_CAP; *count = &s->servers[server].n_ice; return s->servers[server].ice;
    case DR_NR_ZONE_ROOT:
      *cap = DR_NR_ROOT_CAP; *count = &s->servers[server].n_root; return s->servers[server].root;
    default:
      *cap = 0; *count = NULL; return NULL;
    }
}

static void
unlink_card (DrNrState *s, int card)
{
  DrNrCard *c = DR_NR_CARD (s, card);
  uint8_t *count, *ids;
  int cap, i;

  ids = dr_nr_zone_list (s, c->zseat, c->zone, c->server, &cap, &count);
  if (ids == NULL)
    return;
  for (i = 0; i < *count; i++)
    if (ids[i] == card)
      {
        /* the Runner's position is a place, not an index (docs/timing.md §3):
         * ice leaving from inside keeps it where it is, and the ice being
         * approached or encountered leaving sends the run on to Movement */
        if (c->zone == DR_NR_ZONE_ICE && s->run.active && s->run.server == c->server)
          {
            if (i < s->run.position)
              s->run.position--;
            else if (i == s->run.position)
              s->run.ice_gone = 1;
          }
        memmove (ids + i, ids + i + 1, (size_t) (*count - i - 1));
        (*count)--;
        ids[*count] = 0;
        return;
      }
}

static void
link_card (DrNrState *s, int card, int seat, int zone, int server, int at_bottom)
{
  DrNrCard *c = DR_NR_CARD (s, card);
  uint8_t *count, *ids;
  int cap;

  c->zseat = (uint8_t) seat;
  c->zone = (uint8_t) zone;
  c->server = (uint8_t) (zone == DR_NR_ZONE_ICE || zone == DR_NR_ZONE_ROOT ? server : 0);
  ids = dr_nr_zone_list (s, seat, zone, server, &cap, &count);
  if (ids == NULL)
    return;
  if (*count >= cap)
    {
      /* Capacities are sized so this cannot happen in a legal game; the
       * legality checks refuse installs into full lists. */
      c->zone = DR_NR_ZONE_NONE;
      return;
    }
  if (at_bottom)
    {
      memmove (ids + 1, ids, *count);
      ids[0] = (uint8_t) card;
    }
  else
    ids[*count] = (uint8_t) card;
  (*count)++;
}

static void
reset_card_state (DrNrCard *c, int zone)
{
  if (zone != DR_NR_ZONE_ICE && zone != DR_NR_ZONE_ROOT && zone != DR_NR_ZONE_PROGRAMS
      && zone != DR_NR_ZONE_HARDWARE && zone != DR_NR_ZONE_RESOURCES)
    {
      /* leaving play returns counters to the bank */
      c->advancement = 0;
      c->virus = 0;
      c->pump_encounter = 0;
      c->pump_run = 0;
      c->pump_turn = 0;
      c->gained_subtypes = 0;
      c->used = 0;
      c->flags &= (uint8_t) ~DR_NR_CARD_REZZED;
      c->host = DR_NR_NO_CARD;
      c->credits = 0;
      c->power = 0;
      c->agenda = 0;
      c->chosen = DR_NR_NO_CARD;
    }
  /* callers that move a card face up set the flag after the move */
  c->flags &= (uint8_t) ~DR_NR_CARD_FACEUP;
}

static int
in_play_zone (int zone)
{
  return zone == DR_NR_ZONE_ICE || zone == DR_NR_ZONE_ROOT || zone == DR_NR_ZONE_PROGRAMS
    || zone == DR_NR_ZONE_HARDWARE || zone == DR_NR_ZONE_RESOURCES;
}

/* A card leaving play is a new card if it ever comes back: what chose it
 * (Femme Fatale's ice) forgets it. */
static void
forget_chosen (DrNrState *s, int card, int zone)
{
  int i;

  if (!in_play_zone (s->cards[card].zone) || in_play_zone (zone))
    return;
  for (i = 0; i < s->n_cards; i++)
    if (s->cards[i].chosen == card)
      s->cards[i].chosen = DR_NR_NO_CARD;
}

void
dr_nr_move_card (DrNrState *s, int card, int seat, int zone, int server)
{
  forget_chosen (s, card, zone);
  /* hosted cards go with a host that leaves play (dr-nr-host.c) */
  if (in_play_zone (s->cards[card].zone) && !in_play_zone (zone))
    dr_nr_trash_hosted_on (s, card);
  unlink_card (s, card);
  reset_card_state (DR_NR_CARD (s, card), zone);
  link_card (s, card, seat, zone, server, 0);
}

int
dr_nr_add_card (DrNrState *s, const char *code, int seat, DrNrZone zone, int server)
{
  int def = dr_nr_card_lookup (code);
  int id;
  DrNrCard *c;

  if (def < 0 || seat < 0 || seat >= s->n_seats || s->n_cards >= DR_NR_MAX_CARDS)
    return -1;
  if ((zone == DR_NR_ZONE_ICE || zone == DR_NR_ZONE_ROOT)
      && (server < 0 || server >= DR_NR_MAX_SERVERS))
    return -1;
  id = s->n_cards++;
  c = DR_NR_CARD (s, id);
  memset (c, 0, sizeof *c);
  c->def = (uint16_t) def;
  c->host = DR_NR_NO_CARD;
  c->chosen = DR_NR_NO_CARD;
  /* Corp cards belong to the Corp even in a Runner's score area */
  c->owner = (uint8_t) (dr_nr_card_at (def)->side == 0 ? DR_NR_CORP_SEAT : seat);
  if (zone == DR_NR_ZONE_IDENTITY)
    {
      c->zseat = (uint8_t) seat;
      c->zone = DR_NR_ZONE_IDENTITY;
      s->seats[seat].identity = (uint8_t) id;
      return id;
    }
  link_card (s, id, seat, zone, server, 0);
  if (c->zone == DR_NR_ZONE_NONE)
    return -1;
  /* a card placed in play has the credits it would have been installed with */
  if (in_play_zone (zone))
    dr_nr_credits_on_install (s, id);
  return id;
}

void
dr_nr_shuffle_deck (DrNrState *s, int seat)
{
  DrNrPile *p = &s->seats[seat].deck;
  int i;

  for (i = p->n - 1; i > 0; i--)
    {
      int j = (int) dr_engine_rng_below (s->rng, (uint32_t) i + 1);
      uint8_t t = p->ids[i];
      p->ids[i] = p->ids[j];
      p->ids[j] = t;
    }
}

void
dr_nr_set_winner (DrNrState *s, int winner, int reason)
{
  if (s->winner != DR_NR_NO_SEAT)
    return;
  s->winner = (uint8_t) winner;
  s->reason = (uint8_t) reason;
  s->stack_n = 0;
  memset (s->stack, 0, sizeof s->stack);
  dr_nr_log (s, DR_NR_EV_GAME_OVER, winner, DR_NR_NO_CARD, reason, 0, 0);
}

/* Returns the number of cards drawn.  A Corp that must draw from an empty
 * R&D loses (seed 000, Corp draw phase note; seed 001, winning). */
int
dr_nr_draw (DrNrState *s, int seat, int n)
{
  int drawn = 0;

  while (n-- > 0)
    {
      DrNrPile *deck = &s->seats[seat].deck;
      int card;

      if (deck->n == 0)
        {
          if (seat == DR_NR_CORP_SEAT)
            dr_nr_set_winner (s, DR_NR_WINNER_RUNNER, DR_NR_RESULT_RD_EMPTY);
          break;
        }
      card = deck->ids[deck->n - 1];
      dr_nr_move_card (s, card, seat, DR_NR_ZONE_HAND, 0);
      drawn++;
    }
  if (drawn > 0)
    dr_nr_log (s, DR_NR_EV_DRAW, seat, DR_NR_NO_CARD, 0, drawn, 0);
  return drawn;
}

/* Trashed cards go to their owner's discard pile; Corp cards keep the
 * face they had (rezzed or accessed ones face up). */
void
dr_nr_trash_card (DrNrState *s, int card, int faceup)
{
  DrNrCard *c = DR_NR_CARD (s, card);
  int rezzed = (c->flags & DR_NR_CARD_REZZED) != 0;

  dr_nr_log (s, DR_NR_EV_TRASH, c->owner, card, c->zone, 0, 0);
  dr_nr_move_card (s, card, c->owner, DR_NR_ZONE_DISCARD, 0);
  if (c->owner == DR_NR_CORP_SEAT)
    {
      if (faceup || rezzed)
        c->flags |= DR_NR_CARD_FACEUP;
      else
        c->flags &= (uint8_t) ~DR_NR_CARD_FACEUP;
    }
  else
    c->flags |= DR_NR_CARD_FACEUP;
}

void
dr_nr_log (DrNrState *s, int kind, int seat, int card, int aux, int n, int m)
{
  DrNrLogEntry *e = &s->log[s->log_total % DR_NR_LOG_CAP];

  e->kind = (uint8_t) kind;
  e->seat = (uint8_t) seat;
  e->card = (uint8_t) card;
  e->aux = (uint8_t) aux;
  e->n = (int16_t) n;
  e->m = (int16_t) m;
  e->def = 0;
  e->known = 0;
  e->pad_ = 0;
  if (card != DR_NR_NO_CARD && card < s->n_cards)
    {
      int seat_i, everyone = 1;

      e->def = s->cards[card].def;
      for (seat_i = 0; seat_i < s->n_seats; seat_i++)
        if (dr_nr_card_visible (s, card, seat_i))
          e->known |= (uint8_t) (1u << seat_i);
        else
          everyone = 0;
      if (everyone)
        e->known |= DR_NR_LOG_PUBLIC;
    }
  s->log_total++;
}

const DrNrCardDef *
dr_nr_def (const DrNrState *s, int card)
{
  if (card < 0 || card >= s->n_cards)
    return dr_nr_card_at (0);
  return dr_nr_card_at (s->cards[card].def);
}

/* Active = its abilities work: rezzed Corp cards in play, Runner cards
 * installed, identities always. */
int
dr_nr_card_active (const DrNrState *s, int card)
{
  const DrNrCard *c = &s->cards[card];

  switch (c->zone)
    {
    case DR_NR_ZONE_IDENTITY:
    case DR_NR_ZONE_PROGRAMS:
    case DR_NR_ZONE_HARDWARE:
    case DR_NR_ZONE_RESOURCES:
      return 1;
    case DR_NR_ZONE_ICE:
    case DR_NR_ZONE_ROOT:
      return (c->flags & DR_NR_CARD_REZZED) != 0;
    default:
      return 0;
    }
}

/* Continuous changes to an ice's strength: advancement tokens (Ice Wall,
 * Hadrian's Wall, Shadow), rezzed upgrades of its server (01066
 * Experiential Data), and while it is encountered, the Runner's cards
 * (01015 Ice Carver) and "the next ice this run" effects (01075 Chum). */
static int
ice_strength_changes (const DrNrState *s, int card, const DrNrCardDef *d)
{
  const DrNrCard *c = &s->cards[card];
  int str = d->strength_per_advancement * c->advancement, i;

  if (c->zone == DR_NR_ZONE_ICE)
    {
      const DrNrServer *sv = &s->servers[c->server];
      for (i = 0; i < sv->n_root; i++)
        if (s->cards[sv->root[i]].flags & DR_NR_CARD_REZZED)
          str += dr_nr_def (s, sv->root[i])->ice_strength_bonus;
    }
  if (dr_nr_encountered_ice (s) == card)
    {
      const DrNrSeat *r = &s->seats[s->run.runner];
      str += s->run.ice_strength;
      for (i = 0; i < r->resources.n; i++)
        str += dr_nr_def (s, r->resources.ids[i])->encountered_ice_strength;
      for (i = 0; i < r->hardware.n; i++)
        str += dr_nr_def (s, r->hardware.ids[i])->encountered_ice_strength;
      for (i = 0; i < r->programs.n; i++)
        str += dr_nr_def (s, r->programs.ids[i])->encountered_ice_strength;
    }
  return str;
}

/* Strength below zero counts as zero ("strength 0 or lower" reads the
 * same either way). */
int
dr_nr_strength (const DrNrState *s, int card)
{
  const DrNrCard *c = &s->cards[card];
  const DrNrCardDef *d = dr_nr_def (s, card);
  int str = d->strength + c->pump_encounter + c->pump_run + c->pump_turn
    + dr_nr_host_strength_mod (s, card);

  if (d->type == DR_NR_TYPE_ICE)
    str += ice_strength_changes (s, card, d);
  return str < 0 ? 0 : str;
}

/* Printed subtypes plus those gained for the turn (01037 Tinkering). */
uint64_t
dr_nr_subtypes (const DrNrState *s, int card)
{
  return dr_nr_def (s, card)->subtypes | (uint64_t) s->cards[card].gained_subtypes;
}

/* Strength modifiers end with their duration (docs/timing.md §2 step 2). */
void
dr_nr_reset_strength (DrNrState *s, int encounter, int run, int turn)
{
  int i;

  for (i = 0; i < s->n_cards; i++)
    {
      DrNrCard *c = &s->cards[i];
      if (encounter)
        c->pump_encounter = 0;
      if (run)
        c->pump_run = 0;
      if (turn)
        {
          c->pump_turn = 0;
          c->gained_subtypes = 0;
        }
    }
}

/* An upgrade may lower the requirement of agendas in its root (card 01092
 * SanSan City Grid). */
int
dr_nr_advancement_requirement (const DrNrState *s, int card)
{
  const DrNrCard *c = &s->cards[card];
  int req = dr_nr_def (s, card)->advancement, i;

  if (c->zone == DR_NR_ZONE_ROOT)
    {
      const DrNrServer *sv = &s->servers[c->server];
      for (i = 0; i < sv->n_root; i++)
        if (sv->root[i] != card && (s->cards[sv->root[i]].flags & DR_NR_CARD_REZZED))
          req -= dr_nr_def (s, sv->root[i])->agenda_req_discount;
    }
  return req < 0 ? 0 : req;
}

/* Seed 001, unique cards: only one copy of a unique card can be active at a
 * time; when one becomes active, the other copies with the same title are
 * trashed at once and nothing can prevent it.  "Other copies" are read as
 * the other *active* copies (the rule's first sentence, and docs/timing.md §2
 * step 4); an unrezzed copy may wait.  Each Runner only counts their own
 * cards (seed 002 FAQ: different Runners may install the same unique
 * card). */
void
dr_nr_enforce_unique (DrNrState *s, int card)
{
  const DrNrCardDef *d = dr_nr_def (s, card);
  int i;

  if (!d->unique)
    return;
  for (i = 0; i < s->n_cards; i++)
    if (i != card && s->cards[i].owner == s->cards[card].owner
        && s->cards[i].zone != DR_NR_ZONE_IDENTITY && dr_nr_card_active (s, i)
        && strcmp (dr_nr_def (s, i)->title, d->title) == 0)
      dr_nr_trash_card (s, i, 1);
}

int
dr_nr_points (const DrNrState *s, int seat)
{
  const DrNrPile *p = &s->seats[seat].score;
  int i, pts = 0;

  for (i = 0; i < p->n; i++)
    pts += dr_nr_def (s, p->ids[i])->points;
  return pts;
}

int
dr_nr_runner_points (const DrNrState *s)
{
  int i, pts = 0;

  for (i = 1; i < s->n_seats; i++)
    pts += dr_nr_points (s, i);
  return pts;
}

static int
rig_hand_size_bonus (const DrNrState *s, const DrNrRig *r)
{
  int i, bonus = 0;

  for (i = 0; i < r->n; i++)
    bonus += dr_nr_def (s, r->ids[i])->hand_size_bonus;
  return bonus;
}

/* Core damage lowers the Runner's maximum hand size (seed 001, damage);
 * active cards may raise their controller's (card 01105 Research Station). */
int
dr_nr_hand_size (const DrNrState *s, int seat)
{
  const DrNrSeat *st = &s->seats[seat];
  int size = 5 - st->core_damage, server, i;

  if (seat == DR_NR_CORP_SEAT)
    {
      for (server = 0; server < DR_NR_MAX_SERVERS; server++)
        for (i = 0; i < s->servers[server].n_root; i++)
          {
            int card = s->servers[server].root[i];
            if (s->cards[card].flags & DR_NR_CARD_REZZED)
              size += dr_nr_def (s, card)->hand_size_bonus;
          }
      return size;
    }
  return size + rig_hand_size_bonus (s, &st->programs) + rig_hand_size_bonus (s, &st->hardware)
    + rig_hand_size_bonus (s, &st->resources);
}

int
dr_nr_memory (const DrNrState *s, int seat)
{
  const DrNrRig *r = &s->seats[seat].hardware;
  int i, mu = 4;

  for (i = 0; i < r->n; i++)
    mu += dr_nr_def (s, r->ids[i])->memory_bonus;
  return mu;
}

int
dr_nr_memory_used (const DrNrState *s, int seat)
{
  const DrNrRig *r = &s->seats[seat].programs;
  int i, used = 0;

  for (i = 0; i < r->n; i++)
    if (dr_nr_uses_memory (s, r->ids[i]))
      used += dr_nr_def (s, r->ids[i])->memory;
  return used;
}

int
dr_nr_link (const DrNrState *s, int seat)
{
  const DrNrSeat *st = &s->seats[seat];
  int i, link = 0;

  if (st->identity != DR_NR_NO_CARD)
    link += dr_nr_def (s, st->identity)->link;
  for (i = 0; i < st->resources.n; i++)
    link += dr_nr_def (s, st->resources.ids[i])->link_bonus;
  for (i = 0; i < st->hardware.n; i++)
    link += dr_nr_def (s, st->hardware.ids[i])->link_bonus;
  return link;
}

int
dr_nr_server_exists (const DrNrState *s, int server)
{
  if (server < 0 || server >= DR_NR_MAX_SERVERS)
    return 0;
  if (server < DR_NR_SERVER_REMOTE0)
    return 1;
  return s->servers[server].n_ice > 0 || s->servers[server].n_root > 0;
}

const uint8_t *
dr_nr_zone_ids (const DrNrState *s, int seat, DrNrZone zone, int server, int *count)
{
  uint8_t *n;
  int cap;
  const uint8_t *ids;

  *count = 0;
  if (seat < 0 || seat >= DR_NR_MAX_SEATS || server < 0 || server >= DR_NR_MAX_SERVERS)
    return NULL;
  ids = dr_nr_zone_list ((DrNrState *) s, seat, zone, server, &cap, &n);
  if (ids != NULL)
    *count = *n;
  return ids;
}

int
dr_nr_install_cost (const DrNrState *s, int seat, int card, int server)
{
  const DrNrCardDef *d = dr_nr_def (s, card);
  const DrNrSeat *st = &s->seats[seat];
  int cost;

  if (seat == DR_NR_CORP_SEAT)
    {
      if (d->type != DR_NR_TYPE_ICE)
        return 0;
      /* one credit per ice already protecting the server (seed 000) */
      return server == DR_NR_SERVER_NEW ? 0 : s->servers[server].n_ice;
    }
  cost = d->cost;
  if ((d->type == DR_NR_TYPE_PROGRAM || d->type == DR_NR_TYPE_HARDWARE)
      && st->identity != DR_NR_NO_CARD && !(st->turn_flags & DR_NR_TURN_FLAG_DISCOUNT))
    cost -= dr_nr_def (s, st->identity)->first_install_discount;
  return cost < 0 ? 0 : cost;
}

/* Bad-publicity credits are spent first, then credits hosted on the run's
 * source (Stimhack): both vanish when the run ends. */
int
dr_nr_runner_spendable (const DrNrState *s, int seat)
{
  int c = s->seats[seat].credits;

  if (s->run.active && s->run.runner == seat)
    c += s->run.bp_credits + dr_nr_run_source_credits (s, seat);
  return c;
}

void
dr_nr_runner_pay (DrNrState *s, int seat, int amount)
{
  if (s->run.active && s->run.runner == seat)
    {
      int from_bp = amount < s->run.bp_credits ? amount : s->run.bp_credits;
      int hosted = dr_nr_run_source_credits (s, seat);
      int from_source;

      s->run.bp_credits = (uint8_t) (s->run.bp_credits - from_bp);
      amount -= from_bp;
      from_source = amount < hosted ? amount : hosted;
      if (from_source > 0)
        s->cards[s->run.source].credits = (uint8_t) (hosted - from_source);
      amount -= from_source;
    }
  s->seats[seat].credits = (int16_t) (s->seats[seat].credits - amount);
}

int
dr_nr_corp_trace_spendable (const DrNrState *s)
{
  return DR_NR_CORP (s)->credits + DR_NR_CORP (s)->recurring;
}

void
dr_nr_corp_trace_pay (DrNrState *s, int amount)
{
  DrNrSeat *corp = DR_NR_CORP (s);
  int from_rec = amount < corp->recurring ? amount : corp->recurring;

  corp->recurring = (uint8_t) (corp->recurring - from_rec);
  corp->credits = (int16_t) (corp->credits - (amount - from_rec));
}

/* Five cards, or what the identity says (Cyber Bureau: 10, and the
 * Corp's mulligan draws 10 too, seed 002 FAQ). */
int
dr_nr_opening_hand (const DrNrState *s, int seat)
{
  int identity = s->seats[seat].identity, n;

  if (identity == DR_NR_NO_CARD)
    return 5;
  n = dr_nr_def (s, identity)->opening_hand;
  return n > 0 ? n : 5;
}

/* A double-faced identity turns over: the card keeps its id and takes its
 * other face's definition, so the state, views, the log and the hash all
 * carry the face. */
void
dr_nr_flip_identity (DrNrState *s, int seat)
{
  int identity = s->seats[seat].identity, other;

  if (identity == DR_NR_NO_CARD)
    return;
  other = dr_nr_card_other_face (s->cards[identity].def);
  if (other < 0)
    return;
  s->cards[identity].def = (uint16_t) other;
  dr_nr_log (s, DR_NR_EV_FLIP, seat, identity, 0, 0, 0);
}

/* Decklists + seed: shuffles the codes over the instance ids so that an id
 * tells nothing about the card behind it. */
int
dr_nr_setup (DrNrState *s, const DrNrSetup *setup)
{
  int seat;

  if (setup->n_runners < 1 || setup->n_runners > DR_NR_MAX_SEATS - 1)
    return DR_NR_ERR_BAD_SETUP;
  /* a Runner team uses each identity once (seed 002, game setup) */
  for (seat = 0; seat < setup->n_runners; seat++)
    {
      int other;
      for (other = 0; other < seat; other++)
        if (setup->runners[seat].identity != NULL && setup->runners[other].identity != NULL
            && strcmp (setup->runners[seat].identity, setup->runners[other].identity) == 0)
          return DR_NR_ERR_BAD_SETUP;
    }
  dr_nr_init_empty (s, setup->seed, setup->n_runners);
  s->turn_limit = setup->turn_limit;
  for (seat = 0; seat < s->n_seats; seat++)
    {
      const DrNrDeck *deck = seat == 0 ? &setup->corp : &setup->runners[seat - 1];
      int order[DR_NR_PILE_CAP];
      int i, id_def;

      id_def = dr_nr_card_lookup (deck->identity);
      if (id_def < 0 || dr_nr_card_at (id_def)->type != DR_NR_TYPE_IDENTITY
          || dr_nr_card_at (id_def)->side != (seat == 0 ? 0 : 1))
        return DR_NR_ERR_BAD_SETUP;
      if (deck->n_codes < 1 || deck->n_codes > DR_NR_PILE_CAP - 5
          || s->n_cards + deck->n_codes + 1 > DR_NR_MAX_CARDS)
        return DR_NR_ERR_BAD_SETUP;
      for (i = 0; i < deck->n_codes; i++)
        {
          int def = dr_nr_card_lookup (deck->codes[i]);
          if (def < 0 || dr_nr_card_at (def)->type == DR_NR_TYPE_IDENTITY
              || dr_nr_card_at (def)->side != (seat == 0 ? 0 : 1))
            return DR_NR_ERR_BAD_SETUP;
          order[i] = i;
        }
      for (i = deck->n_codes - 1; i > 0; i--)
        {
          int j = (int) dr_engine_rng_below (s->rng, (uint32_t) i + 1);
          int t = order[i];
          order[i] = order[j];
          order[j] = t;
        }
      dr_nr_add_card (s, deck->identity, seat, DR_NR_ZONE_IDENTITY, 0);
      for (i = 0; i < deck->n_codes; i++)
        dr_nr_add_card (s, deck->codes[order[i]], seat, DR_NR_ZONE_DECK, 0);
      s->seats[seat].credits = 5;
      dr_nr_shuffle_deck (s, seat);
      dr_nr_draw (s, seat, dr_nr_opening_hand (s, seat));
    }
  return dr_nr_start_mulligan (s);
}
