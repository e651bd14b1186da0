/* dr-legality-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-format.h"
#include "dr-legality-facts.h"
#include "dr-legality.h"

G_BEGIN_DECLS

struct _DrLegalityContext
{
  DrFormat          format;
  char             *format_name;
  char             *as_of;                /* YYYY-MM-DD */
  char             *banlist;              /* code, NULL for none */
  char             *banlist_name;
  int               point_limit;          /* 0: the list has no points */
  int               big_agenda_limit;     /* Startup: copies of 3+ point agendas; 0: no limit */
  int               players;              /* Lockpick; 0 = read off the set-up */
  int               box_structure;        /* Lockpick: structure and defense cards in the box */
  int               box_defense;
  const char       *napd_identity_title;
  DrLegalityFacts  *facts;
  const DrPoolBanList *list;              /* the pool's, NULL for none */
};

/* Building reports */
DrLegalityReport  *dr_legality_report_new        (const DrLegalityContext *ctx);
DrLegalityProblem *dr_legality_report_add        (DrLegalityReport        *report,
                                                  DrLegalityProblemKind    kind,
                                                  int                      value,
                                                  int                      min,
                                                  int                      max,
                                                  const char              *format,
                                                  ...) G_GNUC_PRINTF (6, 7);
void               dr_legality_problem_add_code  (DrLegalityProblem       *problem,
                                                  const char              *code);
/* Adds the codes of the deck's entries that are printings of @card. */
void               dr_legality_problem_add_card  (DrLegalityProblem       *problem,
                                                  const DrLegalityContext *ctx,
                                                  const DrDeck            *deck,
                                                  const DrTitleFacts       *card);
void               dr_legality_report_finish     (DrLegalityReport        *report);

/* One check per game */
DrLegalityReport  *dr_legality_check_netrunner   (const DrLegalityContext *ctx,
                                                  const DrDeck            *deck);
DrLegalityReport  *dr_legality_check_lockpick    (const DrLegalityContext *ctx,
                                                  const DrDeck            *deck);
/* The copies of @card a Netrunner deck with @identity (NULL: none usable)
 * may hold, as the copy rules judge them. */
int                dr_legality_netrunner_copies_allowed (const DrTitleFacts *identity,
                                                         const DrTitleFacts *card);
/* Card pools: sets DrTitleFacts.pool of every title for the context. */
void               dr_legality_compute_pools     (DrLegalityContext       *ctx);
/* The card-pool problem of @card, if it has one. */
void               dr_legality_check_pool        (const DrLegalityContext *ctx,
                                                  const DrDeck            *deck,
                                                  const DrTitleFacts       *card,
                                                  int                      quantity,
                                                  DrLegalityReport        *report);

/* dr-legality-report.c, for tests. */
gboolean  dr_legality_problem_kind_from_string (const char             *name,
                                                DrLegalityProblemKind  *kind);
JsonNode *dr_legality_report_to_json           (const DrLegalityReport *report);

G_END_DECLS
