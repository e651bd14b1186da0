/* dr-nr-hardware.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runner hardware.
 * Printed numbers are the Core Set's (a test compares them with
 * data/cards); no card text is stored.
 */
#include "dr-nr-card-table.h"

/* group B: runs, access and ambushes */
static int  lemuria_can_use (const void *state, int card);
static int  lemuria_legal (const void *state, const void *frame, void *out, int n);
static void lemuria_apply (void *state, const void *choice);
static void rabbit_hole_search (void *state, int card);

const DrNrCardDef dr_nr_hardware_cards[] = {
  { .code = "01038", .title = "Akamatsu Mem Chip", .side = 1, .type = DR_NR_TYPE_HARDWARE,
    .subtypes = DR_NR_SUB_CHIP, .influence = 1, .cost = 1, .trash_cost = -1,
    .memory_bonus = 1 },
  { .code = "01024", .title = "Desperado", .side = 1, .type = DR_NR_TYPE_HARDWARE,
    .subtypes = DR_NR_SUB_CONSOLE, .unique = 1, .influence = 3, .cost = 3, .trash_cost = -1,
    .memory_bonus = 1,
    .trigger = { .when = DR_NR_TRIGGER_SUCCESSFUL_RUN, .server = DR_NR_TRIGGER_ANY_SERVER,
                 .op = OP (DR_NR_OP_GAIN_CREDITS, 1) } },
  /* group B: runs, access and ambushes */
  { .code = "01023", .title = "Lemuria Codecracker", .side = 1, .type = DR_NR_TYPE_HARDWARE,
    .influence = 1, .cost = 1, .trash_cost = -1, .n_abilities = 1,
    .abilities = { { .clicks = 1, .credits = 1, .op = OP (DR_NR_OP_CUSTOM, 0) } },
    .can_use = lemuria_can_use, .custom = { dr_nr_ask_owner },
    .prompt_legal = lemuria_legal, .prompt_apply = lemuria_apply },
  /* group D: recurring credits, consoles, hosting */
  { .code = "01005", .title = "Cyberfeeder", .side = 1, .type = DR_NR_TYPE_HARDWARE,
    .subtypes = DR_NR_SUB_CHIP, .influence = 1, .cost = 2, .trash_cost = -1,
    .recurring = 1, .recurring_use = DR_NR_PAY_ICEBREAKER | DR_NR_PAY_VIRUS_INSTALL },
  { .code = "01006", .title = "Grimoire", .side = 1, .type = DR_NR_TYPE_HARDWARE,
    .subtypes = DR_NR_SUB_CONSOLE, .unique = 1, .influence = 2, .cost = 3, .trash_cost = -1,
    .memory_bonus = 2,
    .trigger = { .when = DR_NR_TRIGGER_INSTALL, .subtypes = DR_NR_SUB_VIRUS,
                 .op = OP (DR_NR_OP_VIRUS_ON_SUBJECT, 1) } },
  { .code = "01039", .title = "Rabbit Hole", .side = 1, .type = DR_NR_TYPE_HARDWARE,
    .subtypes = DR_NR_SUB_LINK, .influence = 1, .cost = 2, .trash_cost = -1, .link_bonus = 1,
    .trigger = { .when = DR_NR_TRIGGER_INSTALLED_SELF, .optional = 1,
                 .op = OP (DR_NR_OP_CUSTOM, 0) },
    .custom = { rabbit_hole_search } },
  { .code = "01040", .title = "The Personal Touch", .side = 1, .type = DR_NR_TYPE_HARDWARE,
    .subtypes = DR_NR_SUB_MOD, .influence = 2, .cost = 2, .trash_cost = -1,
    .install_on = DR_NR_INSTALL_ON_ICEBREAKER, .host_strength = 1 },
  { .code = "01041", .title = "The Toolbox", .side = 1, .type = DR_NR_TYPE_HARDWARE,
    .subtypes = DR_NR_SUB_CONSOLE, .unique = 1, .influence = 2, .cost = 9, .trash_cost = -1,
    .memory_bonus = 2, .link_bonus = 2,
    .recurring = 2, .recurring_use = DR_NR_PAY_ICEBREAKER },
};

const int dr_nr_n_hardware_cards =
  (int) (sizeof dr_nr_hardware_cards / sizeof dr_nr_hardware_cards[0]);

/* Only in a turn with a successful HQ run, and only with a card to expose. */
static int
lemuria_can_use (const void *state, int card)
{
  const DrNrState *s = state;

  return (s->seats[s->cards[card].owner].turn_flags & DR_NR_TURN_FLAG_SUCCESSFUL_HQ)
    && dr_nr_expose_targets (s, NULL, NULL, 0) > 0;
}

static int
lemuria_legal (const void *state, const void *frame, void *out, int n)
{
  return dr_nr_expose_targets (state, frame, out, n);
}

static void
lemuria_apply (void *state, const void *choice)
{
  const DrNrPromptChoice *c = choice;

  if (c->action.kind == DR_NR_ACT_CHOOSE)
    dr_nr_expose (state, c->action.target);
}

/* "You may search your stack for another copy and install it, paying its
 * cost; shuffle" (the "may" is the optional trigger).  Copies are
 * interchangeable, so the search takes the first one it meets; without one
 * installable the stack is only shuffled. */
static void
rabbit_hole_search (void *state, int card)
{
  DrNrState *s = state;
  int seat = s->cards[card].owner;
  const DrNrPile *stack = &s->seats[seat].deck;
  int i, found = DR_NR_NO_CARD;

  for (i = 0; i < stack->n; i++)
    if (s->cards[stack->ids[i]].def == s->cards[card].def)
      {
        found = stack->ids[i];
        break;
      }
  if (found != DR_NR_NO_CARD && dr_nr_runner_install_actions (s, seat, found, 0, NULL, 0) > 0)
    dr_nr_runner_install_card (s, seat, found, DR_NR_NO_CARD, 0, 0);
  dr_nr_shuffle_by_effect (s, seat);
}
