/* dr-legality.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "dr-card-store.h"
#include "dr-deck.h"

G_BEGIN_DECLS

/* Deck legality, as NetrunnerDB judges it (docs/legality.md numbers its rules
 * and says which way we go where NetrunnerDB's implementations disagree),
 * plus the NAPD multiplayer format (seed 002, the user's NAPD multiplayer
 * rules) and Lockpick set-ups (seed 003, the user's Lockpick rules).
 *
 * A DrLegalityContext is built once from the card store for one format, ban
 * list and date; it caches every fact the rules need, so checking a deck does
 * no SQL. A context is immutable once built: several threads may check decks
 * with the same context at once.
 *
 * Formats:
 *  - "standard": cycles not rotated on the date (the rotations table; without
 *    one, the cycles' rotated flags), packs released by the date, never the
 *    draft, napd or tdc cards nor the System Gateway tutorial identities.
 *  - "startup": the Startup card pool of the date (pack lists of NetrunnerDB's
 *    Startup snapshots), packs released by the date.
 *  - "eternal": every pack released by the date but draft, napd and tdc.
 *  - "casual": construction rules only, any card.
 *  - "napd": the NAPD multiplayer format: a Corp deck plays Cyber Bureau
 *    (24001), agendas of any faction, no influence limit, at least 40 cards;
 *    Runner decks follow the usual rules, and a team is checked with
 *    dr_legality_check_team(). Any card, like casual.
 *  - "lockpick": a Lockpick set-up (below).
 * A card counts by title: it is in a pool when any of its printings is.
 *
 * Ban lists (DrLegalityOptions.banlist):
 *  - NULL or "active": the format's list in force on the date (NetrunnerDB
 *    calls active the newest list whose start date has passed). Standard:
 *    the newest list that is not a Startup, Sunset or Eternal one. Startup:
 *    the newest "startup-…" list. Eternal: the newest points list (one with
 *    a point_limit). Casual and napd apply no list by default; "active"
 *    gives them the Standard one.
 *  - "none": no list.
 *  - a list code: that list, whatever the format but Lockpick, which has
 *    no ban lists.
 * An Eternal points list is a list with a point_limit and verdicts of kind
 * "points" (NetrunnerDB publishes these in its v2 data only, by card id).
 *
 * A Lockpick set-up is a DrDeck whose game is "lockpick", with no identity
 * and no side, whose entries are the cards taken out of the box for the game:
 * the structure, defense and attack (hackers) cards together. Its type sorts
 * each card into its deck. For 2, 3 and 4 players (the server player
 * included) the structure deck holds 11, 16 or every structure card of the
 * box, the defense deck 8, 14 or every defense card, the hackers deck 10, 20
 * or 30 attack cards; the structure deck holds the Structure Core; no card
 * more often than the box holds it. With DrLegalityOptions.players 0 the
 * number of players is read off the size of the hackers deck.
 */

typedef enum
{
  DR_LEGALITY_PROBLEM_IDENTITY,
  DR_LEGALITY_PROBLEM_SIDE,
  DR_LEGALITY_PROBLEM_MIN_SIZE,
  DR_LEGALITY_PROBLEM_COPIES,
  DR_LEGALITY_PROBLEM_INFLUENCE,
  DR_LEGALITY_PROBLEM_AGENDA_POINTS,
  DR_LEGALITY_PROBLEM_AGENDA_FACTION,
  DR_LEGALITY_PROBLEM_BANNED,
  DR_LEGALITY_PROBLEM_RESTRICTED,
  DR_LEGALITY_PROBLEM_POINTS,
  DR_LEGALITY_PROBLEM_CARD_POOL,
  DR_LEGALITY_PROBLEM_FORBIDDEN,
  DR_LEGALITY_PROBLEM_UNKNOWN_CARD,
  DR_LEGALITY_PROBLEM_AMBIGUOUS_CARD,   /* made by deck importers, never by a check */
  DR_LEGALITY_PROBLEM_TEAM_IDENTITY,
  DR_LEGALITY_PROBLEM_COMPOSITION,
} DrLegalityProblemKind;

/* A number with no bound in that direction, and an unlimited influence limit. */
#define DR_LEGALITY_UNBOUNDED (-1)

typedef struct
{
  DrLegalityProblemKind  kind;
  GPtrArray             *cards;    /* char *: the printing codes concerned, as the deck has them */
  char                  *message;  /* translated, for a player */
  int                    value;    /* what the deck has: copies, influence, size, points… */
  int                    min;      /* the bound it misses, or DR_LEGALITY_UNBOUNDED */
  int                    max;
} DrLegalityProblem;

typedef struct
{
  gboolean   legal;
  char      *format;
  char      *banlist;              /* code of the list applied; NULL for none */
  char      *identity_code;        /* as the deck names it; NULL when it has none */
  char      *identity_title;       /* NULL when the code is unknown */
  char      *side;                 /* the identity's side, else the deck's; NULL for Lockpick */
  int        size;                 /* cards other than the identity */
  int        min_size;
  int        influence_used;
  int        influence_limit;      /* after ban-list penalties; DR_LEGALITY_UNBOUNDED = unlimited */
  gboolean   has_agenda_points;    /* Corp decks whose identity has an agenda-point window */
  int        agenda_points;
  int        agenda_points_min;
  int        agenda_points_max;
  GPtrArray *problems;             /* DrLegalityProblem *, in the order the rules are checked */
} DrLegalityReport;

typedef struct
{
  const char *format;    /* a code of dr-format.h; NULL = "standard" */
  const char *banlist;   /* NULL, "active", "none" or a list code */
  const char *as_of;     /* YYYY-MM-DD; NULL = today */
  int         players;   /* Lockpick: 2, 3 or 4; 0 = read off the set-up */
} DrLegalityOptions;

typedef struct _DrLegalityContext DrLegalityContext;

DrLegalityContext *dr_legality_context_new          (DrCardStore              *store,
                                                     const DrLegalityOptions  *options,
                                                     GError                  **error);
void               dr_legality_context_free         (DrLegalityContext        *ctx);
const char        *dr_legality_context_get_format   (const DrLegalityContext  *ctx);
const char        *dr_legality_context_get_banlist  (const DrLegalityContext  *ctx);
const char        *dr_legality_context_get_as_of    (const DrLegalityContext  *ctx);

/* Never fails: unknown printing codes become unknown-card problems. The
 * deck's own format and banlist fields are not read; they are what a caller
 * usually builds the context from. */
DrLegalityReport  *dr_legality_check                (const DrLegalityContext  *ctx,
                                                     const DrDeck             *deck);
/* The copies of @code's title in @deck, its printings summed as the checks
 * sum them, or -1 when the context does not know @code. @allowed (may be
 * NULL) receives how many copies the deck may hold under the context's ban
 * list and the deck's identity: 0 when banned, DR_LEGALITY_UNBOUNDED when
 * the identity lifts the limit. */
int                dr_legality_count_copies         (const DrLegalityContext  *ctx,
                                                     const DrDeck             *deck,
                                                     const char               *code,
                                                     int                      *allowed);
/* NAPD multiplayer: the Runner decks of one team, each checked on its own
 * and together: an identity played by two Runners gives every deck that plays
 * it a team-identity problem. Returns one report per deck, in order. */
GPtrArray         *dr_legality_check_team           (const DrLegalityContext  *ctx,
                                                     const DrDeck *const      *runners,
                                                     guint                     n_runners);

void               dr_legality_report_free          (DrLegalityReport         *report);
const char        *dr_legality_problem_kind_to_string (DrLegalityProblemKind   kind);
gboolean           dr_legality_report_has_problem   (const DrLegalityReport   *report,
                                                     DrLegalityProblemKind     kind);
/* A problem found before the check, such as a deck list line an importer
 * could not resolve (unknown-card, ambiguous-card): inserted at @index (-1
 * for the end) with copies of @codes (char *, may be NULL); the report is
 * then not legal. */
DrLegalityProblem *dr_legality_report_insert_problem (DrLegalityReport      *report,
                                                     int                    index,
                                                     DrLegalityProblemKind  kind,
                                                     const GPtrArray       *codes,
                                                     const char            *message);

/* {"legal", "format", "identity": {"code", "title"}, "side", "size",
 *  "min_size", "influence": {"used", "limit"}, "agenda_points": {"value",
 *  "min", "max"} or null, "problems": [{"kind", "cards": [codes], "message"}]}.
 * Absent values (no identity, no side, unlimited influence) are null. */
void               dr_legality_report_add_json      (const DrLegalityReport   *report,
                                                     JsonBuilder              *builder);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DrLegalityContext, dr_legality_context_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (DrLegalityReport, dr_legality_report_free)

G_END_DECLS
