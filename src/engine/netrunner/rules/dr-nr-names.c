/* dr-nr-names.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The text vocabulary shared by scenarios, game records and the terminal
 * front.  These are identifiers, not user-facing prose.
 */
#include <stdio.h>
#include <string.h>

#include "dr-netrunner.h"

static const char *const action_names[DR_NR_N_ACTS] = {
  "none", "keep", "mulligan", "click-credit", "click-draw", "install", "play",
  "advance", "score", "rez", "trash-resource", "purge", "remove-tag", "run",
  "ability", "pass", "jack-out", "break", "pump", "trash", "bid", "discard",
  "trash-program", "trigger", "number", "trash-first",
  "access", "choose", "decline", "replace-breach", "steal", "prevent"
};

static const char *const frame_names[DR_NR_N_FRAMES] = {
  "none", "turn", "run", "mulligan", "action", "discard", "mu-trash",
  "approach-rez", "encounter", "movement", "server-rez", "access",
  "trace-corp", "trace-runner", "rez-ice-free", "reaction", "paw", "choose-x",
  "install-trash", "access-order", "prompt", "choose-program", "breach-replacement", "steal",
  "prevent"
};

static const char *const reason_names[DR_NR_N_RESULTS] = {
  "none", "agenda-points", "rd-empty", "flatline", "turn-limit"
};

static const char *const event_names[DR_NR_N_EVENTS] = {
  "none", "turn-begins", "mulligan", "draw", "gain", "install", "play", "rez",
  "advance", "score", "steal", "trash", "discard", "run", "encounter", "break",
  "pump", "subroutine", "run-ends", "jack-out", "successful-run", "access",
  "trace", "tag", "damage", "purge", "ability", "game-over", "derez", "forfeit",
  "lose-credits", "gain-clicks", "place-advancement", "to-hand", "shuffle", "lose-tags",
  "bypass", "expose", "reveal", "prevent"
};

static const char *const zone_names[DR_NR_N_ZONES] = {
  "none", "deck", "hand", "discard", "score", "ice", "root", "programs",
  "hardware", "resources", "play", "identity", "removed"
};

static const char *const phase_names[DR_NR_N_RUN_PHASES] = {
  "initiation", "initiation-done", "approach-ice", "approach-done", "encounter-ice",
  "subroutines", "encounter-end", "movement", "jack-out-decision", "move",
  "approach-server", "success", "breach", "access", "run-ends",
  "breach-begins", "breach-candidates"
};

static const char *const window_names[DR_NR_N_WINDOWS] = {
  "paw", "paw-turn-begins", "paw-action", "paw-discard", "paw-initiation",
  "approach-rez", "encounter", "paw-passed-ice", "paw-moved", "server-rez"
};

#define NAME_OR(table, i) \
  ((i) >= 0 && (size_t) (i) < sizeof table / sizeof table[0] ? table[(i)] : "?")

const char *dr_nr_action_name (int kind) { return NAME_OR (action_names, kind); }
const char *dr_nr_frame_name (int kind) { return NAME_OR (frame_names, kind); }
const char *dr_nr_reason_name (int reason) { return NAME_OR (reason_names, reason); }
const char *dr_nr_event_name (int kind) { return NAME_OR (event_names, kind); }
const char *dr_nr_zone_name (int zone) { return NAME_OR (zone_names, zone); }
const char *dr_nr_run_phase_name (int phase) { return NAME_OR (phase_names, phase); }
const char *dr_nr_window_name (int window) { return NAME_OR (window_names, window); }

/* Paid ability windows are named after the timing point that opened them. */
const char *
dr_nr_decision_name (const DrNrFrame *f)
{
  if (f == NULL)
    return "none";
  if (f->kind == DR_NR_FRAME_PAW)
    return dr_nr_window_name (f->m);
  return dr_nr_frame_name (f->kind);
}

int
dr_nr_action_from_name (const char *name)
{
  int i;

  for (i = 1; i < DR_NR_N_ACTS; i++)
    if (strcmp (action_names[i], name) == 0)
      return i;
  return -1;
}

int
dr_nr_server_from_name (const char *name)
{
  int n;

  if (strcmp (name, "hq") == 0)
    return DR_NR_SERVER_HQ;
  if (strcmp (name, "rd") == 0 || strcmp (name, "r&d") == 0)
    return DR_NR_SERVER_RD;
  if (strcmp (name, "archives") == 0)
    return DR_NR_SERVER_ARCHIVES;
  if (strcmp (name, "new") == 0 || strcmp (name, "new-remote") == 0)
    return DR_NR_SERVER_NEW;
  if (sscanf (name, "remote%d", &n) == 1 && n >= 1 && n <= DR_NR_MAX_REMOTES)
    return DR_NR_SERVER_REMOTE0 + n - 1;
  return -1;
}

void
dr_nr_server_name (int server, char *buf, size_t len)
{
  switch (server)
    {
    case DR_NR_SERVER_HQ: snprintf (buf, len, "hq"); break;
    case DR_NR_SERVER_RD: snprintf (buf, len, "rd"); break;
    case DR_NR_SERVER_ARCHIVES: snprintf (buf, len, "archives"); break;
    case DR_NR_SERVER_NEW: snprintf (buf, len, "new"); break;
    default: snprintf (buf, len, "remote%d", server - DR_NR_SERVER_REMOTE0 + 1); break;
    }
}

static const char *
seat_name (int seat, char *buf, size_t len)
{
  if (seat == DR_NR_CORP_SEAT)
    return "corp";
  if (seat == DR_NR_NO_SEAT)
    return "-";
  snprintf (buf, len, "runner%d", seat);
  return buf;
}

static const char *
card_label (const DrNrState *s, int card, int with_id, char *buf, size_t len)
{
  const DrNrCardDef *d;

  if (card == DR_NR_NO_CARD || card >= s->n_cards)
    return "";
  d = dr_nr_def (s, card);
  if (with_id)
    snprintf (buf, len, " %s#%d", d->code[0] ? d->code : "?", card);
  else
    snprintf (buf, len, " %s", d->code[0] ? d->code : "?");
  return buf;
}

void
dr_nr_action_describe (const DrNrState *s, const DrNrAction *a, char *buf, size_t len)
{
  char sb[16], cb[32], tb[32], srv[16];

  srv[0] = '\0';
  if (a->kind == DR_NR_ACT_INSTALL && a->seat == DR_NR_CORP_SEAT)
    dr_nr_server_name (a->server, srv, sizeof srv);
  else if (a->kind == DR_NR_ACT_RUN
           || (a->kind == DR_NR_ACT_ACCESS && a->card == DR_NR_NO_CARD)
           || (a->kind == DR_NR_ACT_CHOOSE && a->server != DR_NR_NO_SERVER)
           || (a->kind == DR_NR_ACT_PLAY && a->card != DR_NR_NO_CARD
               && dr_nr_def (s, a->card)->run_servers != 0))
    dr_nr_server_name (a->server, srv, sizeof srv);
  snprintf (buf, len, "%s %s%s%s%s%s", seat_name (a->seat, sb, sizeof sb),
            dr_nr_action_name (a->kind),
            card_label (s, a->card, 1, cb, sizeof cb),
            srv[0] ? " " : "", srv,
            card_label (s, a->target, 1, tb, sizeof tb));
  if (a->kind == DR_NR_ACT_BID || a->kind == DR_NR_ACT_BREAK || a->kind == DR_NR_ACT_ABILITY
      || a->kind == DR_NR_ACT_TRIGGER || a->kind == DR_NR_ACT_NUMBER
      || a->kind == DR_NR_ACT_PREVENT
      || (a->kind == DR_NR_ACT_CHOOSE && a->target == DR_NR_NO_CARD
          && a->server == DR_NR_NO_SERVER)
      || a->kind == DR_NR_ACT_STEAL)
    {
      size_t used = strlen (buf);
      snprintf (buf + used, len - used, " %d", a->amount);
    }
}

void
dr_nr_log_describe (const DrNrState *s, const DrNrLogEntry *e, char *buf, size_t len)
{
  char sb[16], cb[32];

  snprintf (buf, len, "%s %s%s n=%d m=%d aux=%d", dr_nr_event_name (e->kind),
            seat_name (e->seat, sb, sizeof sb), card_label (s, e->card, 0, cb, sizeof cb),
            e->n, e->m, e->aux);
}
