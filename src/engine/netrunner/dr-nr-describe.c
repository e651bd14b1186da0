/* dr-nr-describe.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Actions and log events in words, as DrEngineText: English msgids with
 * numbered placeholders that the app and the CLI translate.  A card is
 * named only to a reader who can see it: for an action, the seat taking
 * it, now; for an event, a seat that could see the card when the event was
 * written (the entry's `known` bits).  Scenarios and records keep the
 * identifier vocabulary of dr-nr-names.c; this is for people.
 */
#include <string.h>

#include "dr-netrunner.h"

#define N_ DR_ENGINE_N_

static void
add_number (DrEngineText *out, int number)
{
  dr_engine_text_add (out, DR_ENGINE_ARG_NUMBER, number, NULL);
}

static void
add_seat (DrEngineText *out, const DrNrState *s, int seat)
{
  dr_engine_text_add (out, DR_ENGINE_ARG_SEAT, seat, dr_nr_seat_name (s, seat));
}

/* A card by its definition, named only when `known`. */
static void
add_def (DrEngineText *out, int def, int owner, int known)
{
  const DrNrCardDef *d = dr_nr_card_at (known ? def : 0);

  /* a back face shares its front's code, which names the front: the face
   * goes by its own title (a title is not in the catalogue, so translating
   * it leaves it as it is) */
  if (d->face > 0)
    {
      dr_engine_text_add (out, DR_ENGINE_ARG_TEXT, owner, d->title);
      return;
    }
  dr_engine_text_add (out, DR_ENGINE_ARG_CARD, owner, d->code);
}

/* A card of the state as `seat` sees it now. */
static void
add_card (DrEngineText *out, const DrNrState *s, int card, int seat)
{
  if (card == DR_NR_NO_CARD || card >= s->n_cards)
    {
      add_def (out, 0, DR_NR_NO_SEAT, 0);
      return;
    }
  add_def (out, s->cards[card].def, s->cards[card].owner,
           seat >= 0 && seat < s->n_seats && dr_nr_card_visible (s, card, seat));
}

static void
add_server (DrEngineText *out, int server)
{
  switch (server)
    {
    case DR_NR_SERVER_HQ:
      dr_engine_text_add (out, DR_ENGINE_ARG_TEXT, 0, N_ ("HQ"));
      break;
    case DR_NR_SERVER_RD:
      dr_engine_text_add (out, DR_ENGINE_ARG_TEXT, 0, N_ ("R&D"));
      break;
    case DR_NR_SERVER_ARCHIVES:
      dr_engine_text_add (out, DR_ENGINE_ARG_TEXT, 0, N_ ("Archives"));
      break;
    case DR_NR_SERVER_NEW:
      dr_engine_text_add (out, DR_ENGINE_ARG_TEXT, 0, N_ ("a new remote server"));
      break;
    default:
      dr_engine_text_add (out, DR_ENGINE_ARG_TEXT, server - DR_NR_SERVER_REMOTE0 + 1, N_ ("Server {n}"));
      break;
    }
}

const char *
dr_nr_seat_name (const DrNrState *s, int seat)
{
  static const char *const runners[] = { N_ ("Runner 1"), N_ ("Runner 2"), N_ ("Runner 3") };

  if (seat == DR_NR_CORP_SEAT)
    return N_ ("Corp");
  if (seat < 1 || seat >= DR_NR_MAX_SEATS)
    return N_ ("Nobody");
  if (s != NULL && s->n_seats == 2)
    return N_ ("Runner");
  return runners[seat - 1];
}

const char *
dr_nr_reason_text (int reason)
{
  switch (reason)
    {
    case DR_NR_RESULT_AGENDA_POINTS: return N_ ("agenda points");
    case DR_NR_RESULT_RD_EMPTY: return N_ ("R&D was empty");
    case DR_NR_RESULT_FLATLINE: return N_ ("flatline");
    case DR_NR_RESULT_TURN_LIMIT: return N_ ("turn limit");
    default: return NULL;
    }
}

/* The ice being encountered, for breaking its subroutines. */
static int
encountered_ice (const DrNrState *s, const DrNrAction *a)
{
  if (a->target != DR_NR_NO_CARD)
    return a->target;
  return s->stack_n > 0 ? s->stack[s->stack_n - 1].card : DR_NR_NO_CARD;
}

/* A card's own decision (PROMPT frames): a card, a server, or one of the
 * options the source card names. */
static void
describe_choice (const DrNrState *s, const DrNrAction *a, DrEngineText *out)
{
  const DrNrCardDef *d = dr_nr_def (s, a->card);
  const char *option = NULL;

  if (a->target != DR_NR_NO_CARD && a->server != DR_NR_NO_SERVER)
    {
      /* a card and where it goes (NAPD's pre-game installs) */
      dr_engine_text_start (out, N_ ("{1}: put {2} in {3}"));
      add_card (out, s, a->card, a->seat);
      add_card (out, s, a->target, a->seat);
      add_server (out, a->server);
      return;
    }
  if (a->target != DR_NR_NO_CARD)
    {
      dr_engine_text_start (out, N_ ("{1}: choose {2}"));
      add_card (out, s, a->card, a->seat);
      add_card (out, s, a->target, a->seat);
      return;
    }
  if (a->server != DR_NR_NO_SERVER)
    {
      dr_engine_text_start (out, N_ ("{1}: choose {2}"));
      add_card (out, s, a->card, a->seat);
      add_server (out, a->server);
      return;
    }
  if (a->amount >= 0 && a->amount < 4)
    option = d->choice_texts[a->amount];
  if (option != NULL)
    {
      dr_engine_text_start (out, N_ ("{1}: {2}"));
      add_card (out, s, a->card, a->seat);
      dr_engine_text_add (out, DR_ENGINE_ARG_TEXT, 0, option);
      return;
    }
  dr_engine_text_start (out, N_ ("{1}: choose {2}"));
  add_card (out, s, a->card, a->seat);
  add_number (out, a->amount);
}

void
dr_nr_describe_action (const DrNrState *s, const DrNrAction *a, DrEngineText *out)
{
  int seat = a->seat;

  switch (a->kind)
    {
    case DR_NR_ACT_KEEP:
      dr_engine_text_start (out, N_ ("Keep this hand"));
      break;
    case DR_NR_ACT_MULLIGAN:
      dr_engine_text_start (out, N_ ("Take a mulligan: shuffle this hand back and draw 5 new cards"));
      break;
    case DR_NR_ACT_CLICK_CREDIT:
      dr_engine_text_start (out, N_ ("Click to gain 1 credit"));
      break;
    case DR_NR_ACT_CLICK_DRAW:
      dr_engine_text_start (out, N_ ("Click to draw 1 card"));
      break;
    case DR_NR_ACT_INSTALL:
      if (seat != DR_NR_CORP_SEAT && a->target != DR_NR_NO_CARD)
        {
          dr_engine_text_start (out, N_ ("Install {1} on {2}"));
          add_card (out, s, a->card, seat);
          add_card (out, s, a->target, seat);
          break;
        }
      if (seat != DR_NR_CORP_SEAT)
        dr_engine_text_start (out, a->amount ? N_ ("Install {1}, trashing installed programs first")
                                   : N_ ("Install {1}"));
      else if (a->target == DR_NR_NO_CARD)
        dr_engine_text_start (out, N_ ("Install {1} in {2}"));
      else
        dr_engine_text_start (out, N_ ("Install {1} in {2}, trashing {3} first"));
      add_card (out, s, a->card, seat);
      if (seat == DR_NR_CORP_SEAT)
        add_server (out, a->server);
      if (seat == DR_NR_CORP_SEAT && a->target != DR_NR_NO_CARD)
        add_card (out, s, a->target, seat);
      break;
    case DR_NR_ACT_PLAY:
      if (dr_nr_def (s, a->card)->run_servers != 0)
        {
          dr_engine_text_start (out, N_ ("Play {1} and run on {2}"));
          add_card (out, s, a->card, seat);
          add_server (out, a->server);
          break;
        }
      dr_engine_text_start (out, N_ ("Play {1}"));
      add_card (out, s, a->card, seat);
      break;
    case DR_NR_ACT_ADVANCE:
      dr_engine_text_start (out, N_ ("Pay 1 credit and a click to advance {1}"));
      add_card (out, s, a->card, seat);
      break;
    case DR_NR_ACT_SCORE:
      dr_engine_text_start (out, N_ ("Score {1}"));
      add_card (out, s, a->card, seat);
      break;
    case DR_NR_ACT_REZ:
      dr_engine_text_start (out,
                            a->target == DR_NR_NO_CARD ? N_ ("Rez {1}") : N_ ("Rez {1}, forfeiting {2}"));
      add_card (out, s, a->card, seat);
      if (a->target != DR_NR_NO_CARD)
        add_card (out, s, a->target, seat);
      break;
    case DR_NR_ACT_TRASH_RESOURCE:
      dr_engine_text_start (out, N_ ("Pay 2 credits and a click to trash {1}"));
      add_card (out, s, a->target, seat);
      break;
    case DR_NR_ACT_PURGE:
      dr_engine_text_start (out, N_ ("Spend 3 clicks to purge virus counters"));
      break;
    case DR_NR_ACT_REMOVE_TAG:
      dr_engine_text_start (out, N_ ("Pay 2 credits and a click to remove a tag"));
      break;
    case DR_NR_ACT_RUN:
      dr_engine_text_start (out, N_ ("Run on {1}"));
      add_server (out, a->server);
      break;
    case DR_NR_ACT_ABILITY:
      if (a->target != DR_NR_NO_CARD)
        dr_engine_text_start (out, N_ ("Use ability {2} of {1} on {3}"));
      else
        dr_engine_text_start (out, N_ ("Use ability {2} of {1}"));
      add_card (out, s, a->card, seat);
      add_number (out, a->amount + 1);
      if (a->target != DR_NR_NO_CARD)
        add_card (out, s, a->target, seat);
      break;
    case DR_NR_ACT_PASS:
      dr_engine_text_start (out, N_ ("Pass"));
      break;
    case DR_NR_ACT_JACK_OUT:
      dr_engine_text_start (out, N_ ("Jack out"));
      break;
    case DR_NR_ACT_BREAK:
      if (a->card == a->target)
        dr_engine_text_start (out, N_ ("Lose a click to break subroutine {2} of {3}"));
      else
        dr_engine_text_start (out, N_ ("Break subroutine {2} of {3} with {1}"));
      add_card (out, s, a->card, seat);
      add_number (out, a->amount + 1);
      add_card (out, s, encountered_ice (s, a), seat);
      break;
    case DR_NR_ACT_PUMP:
      dr_engine_text_start (out, N_ ("Raise the strength of {1}"));
      add_card (out, s, a->card, seat);
      break;
    case DR_NR_ACT_TRASH:
      dr_engine_text_start (out, N_ ("Pay {2} credits to trash {1}"));
      add_card (out, s, a->card, seat);
      add_number (out, s->run.active && (s->run.effects & DR_NR_RUN_EFFECT_FREE_TRASH)
                         ? 0 : dr_nr_def (s, a->card)->trash_cost);
      break;
    case DR_NR_ACT_BID:
      dr_engine_text_start (out, N_ ("Spend {1} credits on the trace"));
      add_number (out, a->amount);
      break;
    case DR_NR_ACT_DISCARD:
      dr_engine_text_start (out, N_ ("Discard {1}"));
      add_card (out, s, a->card, seat);
      break;
    case DR_NR_ACT_TRASH_PROGRAM:
      dr_engine_text_start (out, N_ ("Trash {1} to free memory"));
      add_card (out, s, a->card, seat);
      break;
    case DR_NR_ACT_TRIGGER:
      dr_engine_text_start (out, N_ ("Resolve the ability of {1}"));
      add_card (out, s, a->card, seat);
      break;
    case DR_NR_ACT_NUMBER:
      dr_engine_text_start (out, N_ ("Choose X = {1}"));
      add_number (out, a->amount);
      break;
    case DR_NR_ACT_TRASH_FIRST:
      dr_engine_text_start (out, N_ ("Trash {1} before installing"));
      add_card (out, s, a->target, seat);
      break;
    case DR_NR_ACT_ACCESS:
      if (a->card != DR_NR_NO_CARD)
        {
          dr_engine_text_start (out, N_ ("Access {1}"));
          add_card (out, s, a->card, seat);
        }
      else if (a->server == DR_NR_SERVER_HQ)
        dr_engine_text_start (out, N_ ("Access a random card of HQ"));
      else
        dr_engine_text_start (out, N_ ("Access the top card of R&D"));
      break;
    case DR_NR_ACT_CHOOSE:
      describe_choice (s, a, out);
      break;
    case DR_NR_ACT_DECLINE:
      dr_engine_text_start (out, N_ ("Do not use the ability of {1}"));
      add_card (out, s, a->card, seat);
      break;
    case DR_NR_ACT_REPLACE_BREACH:
      dr_engine_text_start (out, N_ ("Use {1} instead of breaching {2}"));
      add_card (out, s, a->card, seat);
      add_server (out, a->server);
      break;
    case DR_NR_ACT_STEAL:
      dr_engine_text_start (out, N_ ("Pay {2} credits to steal {1}"));
      add_card (out, s, a->card, seat);
      add_number (out, a->amount);
      break;
    case DR_NR_ACT_PREVENT:
      {
        /* a card may prevent in more than one way (01071 Zaibatsu
         * Loyalty): the cost tells them apart */
        static const DrNrPrevent none = { 0 };
        const DrNrCardDef *d = dr_nr_def (s, a->card);
        const DrNrPrevent *p = a->amount >= 0 && a->amount < d->n_prevent
          ? &d->prevent[a->amount] : &none;

        dr_engine_text_start (out, p->trash_self ? N_ ("Trash {1} to prevent it")
                         : p->credits == 1 ? N_ ("Pay 1 credit: use {1} to prevent it")
                         : p->credits > 1 ? N_ ("Pay {2} credits: use {1} to prevent it")
                         : N_ ("Use {1} to prevent it"));
        add_card (out, s, a->card, seat);
        add_number (out, p->credits);
      }
      break;
    case DR_NR_ACT_NONE:
    default:
      dr_engine_text_start (out, N_ ("Do nothing"));
      break;
    }
}

static void
describe_damage (DrEngineText *out, int kind)
{
  switch (kind)
    {
    case DR_NR_OP_MEAT_DAMAGE:
      dr_engine_text_start (out, N_ ("{1} suffers {2} meat damage"));
      break;
    case DR_NR_OP_CORE_DAMAGE:
      dr_engine_text_start (out, N_ ("{1} suffers {2} core damage"));
      break;
    default:
      dr_engine_text_start (out, N_ ("{1} suffers {2} net damage"));
      break;
    }
}

static void
describe_prevent (DrEngineText *out, int what)
{
  switch (what)
    {
    case DR_NR_PREVENT_MEAT:
      dr_engine_text_start (out, N_ ("{1} prevents {3} meat damage with {2}"));
      break;
    case DR_NR_PREVENT_CORE:
      dr_engine_text_start (out, N_ ("{1} prevents {3} core damage with {2}"));
      break;
    case DR_NR_PREVENT_TAG:
      dr_engine_text_start (out, N_ ("{1} avoids {3} tags with {2}"));
      break;
    case DR_NR_PREVENT_TRASH:
      dr_engine_text_start (out, N_ ("{1} keeps a card from being trashed with {2}"));
      break;
    case DR_NR_PREVENT_EXPOSE:
      dr_engine_text_start (out, N_ ("{1} keeps a card from being exposed with {2}"));
      break;
    default:
      dr_engine_text_start (out, N_ ("{1} prevents {3} net damage with {2}"));
      break;
    }
}

static void
describe_game_over (const DrNrState *s, const DrNrLogEntry *e, DrEngineText *out)
{
  if (e->seat == DR_NR_WINNER_CORP)
    dr_engine_text_start (out, N_ ("The Corp wins ({1})"));
  else if (e->seat == DR_NR_WINNER_RUNNER)
    dr_engine_text_start (out, s->n_seats > 2 ? N_ ("The Runners win ({1})") : N_ ("The Runner wins ({1})"));
  else
    dr_engine_text_start (out, N_ ("The game is a draw ({1})"));
  dr_engine_text_add (out, DR_ENGINE_ARG_TEXT, 0,
           dr_nr_reason_text (e->aux) != NULL ? dr_nr_reason_text (e->aux) : N_ ("game over"));
}

/* Formats whose first argument is the seat and the second the card. */
static const char *
seat_card_format (int kind, const DrNrLogEntry *e)
{
  switch (kind)
    {
    case DR_NR_EV_PLAY: return N_ ("{1} plays {2}");
    case DR_NR_EV_FLIP: return N_ ("{1} flips its identity to {2}");
    case DR_NR_EV_REZ: return e->aux ? N_ ("{1} rezzes {2} at no cost") : N_ ("{1} rezzes {2}");
    case DR_NR_EV_ADVANCE: return N_ ("{1} advances {2} ({3} advancement tokens)");
    case DR_NR_EV_SCORE: return N_ ("{1} scores {2} ({3} agenda points)");
    case DR_NR_EV_STEAL: return N_ ("{1} steals {2} ({3} agenda points)");
    case DR_NR_EV_TRASH: return N_ ("{2} of {1} is trashed");
    case DR_NR_EV_DEREZ: return N_ ("{2} of {1} is derezzed");
    case DR_NR_EV_FORFEIT: return N_ ("{1} forfeits {2} ({3} agenda points)");
    case DR_NR_EV_DISCARD: return N_ ("{1} discards {2}");
    case DR_NR_EV_ENCOUNTER: return N_ ("{1} encounters {2}");
    case DR_NR_EV_BREAK: return N_ ("{1} breaks subroutine {3} with {2}");
    case DR_NR_EV_PUMP: return N_ ("{1} raises the strength of {2} to {3}");
    case DR_NR_EV_ACCESS: return N_ ("{1} accesses {2}");
    case DR_NR_EV_BYPASS: return N_ ("{1} bypasses {2}");
    case DR_NR_EV_EXPOSE: return N_ ("{1} exposes {2}");
    case DR_NR_EV_REVEAL: return N_ ("{1} reveals {2}");
    case DR_NR_EV_TO_HAND: return N_ ("{1} adds {2} to their hand");
    case DR_NR_EV_ABILITY:
      return e->m ? N_ ("{1} resolves an ability of {2}") : N_ ("{1} uses an ability of {2}");
    case DR_NR_EV_PLACE_ADVANCEMENT:
      return N_ ("{1} places advancement tokens on {2} ({3} advancement tokens)");
    default: return NULL;
    }
}

int
dr_nr_describe_event (const DrNrState *s, uint32_t index, int viewer, DrEngineText *out)
{
  const DrNrLogEntry *e;
  const char *format;
  int known, owner;

  if (index >= s->log_total || s->log_total - index > DR_NR_LOG_CAP)
    return 0;
  e = &s->log[index % DR_NR_LOG_CAP];
  known = (e->known & dr_nr_log_known_bit (viewer)) != 0;
  owner = e->card < s->n_cards ? s->cards[e->card].owner : DR_NR_NO_SEAT;
  format = seat_card_format (e->kind, e);
  if (format != NULL)
    {
      dr_engine_text_start (out, format);
      add_seat (out, s, e->seat);
      add_def (out, e->def, owner, known);
      if (e->kind == DR_NR_EV_BREAK)
        add_number (out, e->aux + 1);
      else
        add_number (out, e->n);
      return 1;
    }
  switch (e->kind)
    {
    case DR_NR_EV_TURN_BEGINS:
      dr_engine_text_start (out, N_ ("Turn {2}: {1} begins"));
      add_seat (out, s, e->seat);
      add_number (out, e->n);
      break;
    case DR_NR_EV_MULLIGAN:
      dr_engine_text_start (out, N_ ("{1} takes a mulligan"));
      add_seat (out, s, e->seat);
      break;
    case DR_NR_EV_DRAW:
      dr_engine_text_start (out, e->n == 1 ? N_ ("{1} draws a card") : N_ ("{1} draws {2} cards"));
      add_seat (out, s, e->seat);
      add_number (out, e->n);
      break;
    case DR_NR_EV_GAIN:
      if (e->card != DR_NR_NO_CARD)
        dr_engine_text_start (out, e->n == 1 ? N_ ("{1} gains 1 credit with {3}")
                                   : N_ ("{1} gains {2} credits with {3}"));
      else
        dr_engine_text_start (out, e->n == 1 ? N_ ("{1} gains 1 credit") : N_ ("{1} gains {2} credits"));
      add_seat (out, s, e->seat);
      add_number (out, e->n);
      if (e->card != DR_NR_NO_CARD)
        add_def (out, e->def, owner, known);
      break;
    case DR_NR_EV_INSTALL:
      dr_engine_text_start (out, e->seat == DR_NR_CORP_SEAT ? N_ ("{1} installs {2} in {3}")
                                                 : N_ ("{1} installs {2}"));
      add_seat (out, s, e->seat);
      add_def (out, e->def, owner, known);
      add_server (out, e->aux);
      break;
    case DR_NR_EV_RUN:
      dr_engine_text_start (out, N_ ("{1} runs on {2}"));
      add_seat (out, s, e->seat);
      add_server (out, e->aux);
      break;
    case DR_NR_EV_SUBROUTINE:
      dr_engine_text_start (out, N_ ("Subroutine {2} of {1} resolves"));
      add_def (out, e->def, owner, known);
      add_number (out, e->aux + 1);
      break;
    case DR_NR_EV_END_RUN:
      dr_engine_text_start (out, e->n ? N_ ("The successful run of {1} on {2} ends")
                            : N_ ("The run of {1} on {2} ends"));
      add_seat (out, s, e->seat);
      add_server (out, e->aux);
      break;
    case DR_NR_EV_JACK_OUT:
      dr_engine_text_start (out, N_ ("{1} jacks out"));
      add_seat (out, s, e->seat);
      break;
    case DR_NR_EV_SUCCESS:
      dr_engine_text_start (out, N_ ("{1} makes a successful run on {2}"));
      add_seat (out, s, e->seat);
      add_server (out, e->aux);
      break;
    case DR_NR_EV_TRACE:
      dr_engine_text_start (out, e->aux ? N_ ("Trace of {1}: strength {2} against link {3}, it succeeds")
                              : N_ ("Trace of {1}: strength {2} against link {3}, it fails"));
      add_def (out, e->def, owner, known);
      add_number (out, e->n);
      add_number (out, e->m);
      break;
    case DR_NR_EV_TAG:
      if (e->n < 0)
        dr_engine_text_start (out, N_ ("{1} removes a tag"));
      else
        dr_engine_text_start (out, e->n == 1 ? N_ ("{1} takes a tag") : N_ ("{1} takes {2} tags"));
      add_seat (out, s, e->seat);
      add_number (out, e->n);
      break;
    case DR_NR_EV_DAMAGE:
      describe_damage (out, e->aux);
      add_seat (out, s, e->seat);
      add_number (out, e->n);
      break;
    case DR_NR_EV_PURGE:
      dr_engine_text_start (out, N_ ("{1} purges virus counters"));
      add_seat (out, s, e->seat);
      break;
    case DR_NR_EV_PREVENT:
      describe_prevent (out, e->aux);
      add_seat (out, s, e->seat);
      add_def (out, e->def, owner, known);
      add_number (out, e->n);
      break;
    case DR_NR_EV_GAME_OVER:
      describe_game_over (s, e, out);
      break;
    case DR_NR_EV_LOSE_CREDITS:
      dr_engine_text_start (out, N_ ("{1} loses {2} credits"));
      add_seat (out, s, e->seat);
      add_number (out, e->n);
      break;
    case DR_NR_EV_GAIN_CLICKS:
      dr_engine_text_start (out, N_ ("{1} gains {2} clicks"));
      add_seat (out, s, e->seat);
      add_number (out, e->n);
      break;
    case DR_NR_EV_SHUFFLE:
      dr_engine_text_start (out, N_ ("{1} shuffles their deck"));
      add_seat (out, s, e->seat);
      break;
    case DR_NR_EV_LOSE_TAGS:
      dr_engine_text_start (out, N_ ("{1} loses {2} tags"));
      add_seat (out, s, e->seat);
      add_number (out, e->n);
      break;
    case DR_NR_EV_NONE:
    default:
      dr_engine_text_start (out, N_ ("Nothing happens"));
      break;
    }
  return 1;
}
