/* dr-scenario.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The JSON side of the rules engine: scenario files (docs/scenario-format.md),
 * deck files, game records as JSON Lines, replays and self-play.
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "dr-netrunner.h"
#include "dr-nr-ai.h"

G_BEGIN_DECLS

#define DR_SCENARIO_ERROR (dr_scenario_error_quark ())
GQuark dr_scenario_error_quark (void);

typedef enum
{
  DR_SCENARIO_ERROR_INVALID,   /* malformed file or unknown names */
  DR_SCENARIO_ERROR_ENGINE     /* the engine refused the setup */
} DrScenarioError;

/* Decks */
typedef struct
{
  char *identity;
  GPtrArray *codes;   /* char *, one per physical card */
  char *name;         /* optional "name" member; NULL when absent */
} DrScenarioDeck;

gboolean dr_scenario_deck_parse (JsonNode *node, DrScenarioDeck *deck, GError **error);
/* The same shape with any codes, known to the engine or not (a deck that
 * is checked later, naming every card the engine cannot play). */
gboolean dr_scenario_deck_parse_any (JsonNode *node, DrScenarioDeck *deck, GError **error);
void     dr_scenario_deck_clear (DrScenarioDeck *deck);
void     dr_scenario_deck_to_setup (const DrScenarioDeck *deck, DrNrDeck *out);

/* Actions as JSON objects, in the vocabulary of dr_nr_legal_actions(). */
JsonNode *dr_scenario_action_to_json (const DrNrState *s, const DrNrAction *a);
int       dr_scenario_seat_from_name (const char *name);
gboolean  dr_scenario_action_match  (const DrNrState *s, JsonObject *spec,
                                      DrNrAction *out, GError **error);

/* Scenarios */
typedef struct
{
  char *title;
  char *cites;
  guint n_expectations;
  guint n_actions;
  GPtrArray *failures;  /* char *, one per failed expectation */
} DrScenarioResult;

/* Decks that replace those of scenarios starting from decks ("decks"
 * instead of a position); NULL members keep the scenario's own. */
typedef struct
{
  const DrScenarioDeck *corp;
  const DrScenarioDeck *runners;   /* n_runners of them */
  int n_runners;
} DrScenarioDecks;

gboolean dr_scenario_run_file_with_decks (const char *path, const DrScenarioDecks *decks,
                                          DrScenarioResult *result, GError **error);
/* dr-scenario-decks.c: the position of a scenario with "decks", set up as
 * a real game (decks as names like the command line's, files relative to
 * `base_dir`, or inline engine decks). */
gboolean dr_scenario_decks_build_state (JsonObject *root, const char *base_dir,
                                        const DrScenarioDecks *given, DrNrState *s,
                                        GError **error);
gboolean dr_scenario_build_state (JsonObject *root, DrNrState *s, GError **error);
void     dr_scenario_result_clear (DrScenarioResult *result);

/* Game records: a header line (decks + seed), one line per action, an end
 * line with the final hash. */
typedef struct
{
  guint64 seed;
  guint16 turn_limit;
  DrScenarioDeck corp;
  DrScenarioDeck runners[DR_NR_MAX_SEATS - 1];   /* one, or up to three (NAPD) */
  int n_runners;
  GArray *actions;       /* DrNrAction */
  gboolean has_end;
  guint64 final_hash;
  int winner;
  int reason;
  int turns;
  /* how a play session plays it: the header's optional "session" member
   * {"seats": ["human", "ai", …], "ai-level": "normal", "ai-delay-ms": N} */
  gboolean has_session;
  int seat_ai[DR_NR_MAX_SEATS];    /* 1 when the computer plays the seat */
  int ai_level;                    /* DrPlayAiLevel */
  guint ai_delay_ms;
} DrPlayRecord;

/* "random", "easy", "normal", "hard" (DrPlayAiLevel order); -1 when unknown */
int         dr_play_record_ai_level_from_name (const char *name);
const char *dr_play_record_ai_level_name      (int level);

void     dr_play_record_init    (DrPlayRecord *rec);
void     dr_play_record_clear   (DrPlayRecord *rec);
gboolean dr_play_record_start   (const DrPlayRecord *rec, DrNrState *s, GError **error);
gboolean dr_play_record_save    (const DrPlayRecord *rec, const DrNrState *final_state,
                                 const char *path, GError **error);
gboolean dr_play_record_load    (const char *path, DrPlayRecord *rec, GError **error);
gboolean dr_play_record_replay  (const DrPlayRecord *rec, DrNrState *s, GError **error);

/* Self-play and the invariant sweep.  A policy picks one of the legal
 * actions; NULL means the random policy. */
typedef int (*DrScenarioPolicy) (const DrNrState *s, const DrNrAction *actions,
                                 int n, guint64 rng[4], gpointer user_data);

typedef struct
{
  int games;
  guint64 seed;
  guint16 turn_limit;
  gboolean check_invariants;
  gboolean check_replay;
  DrScenarioPolicy corp_policy;
  DrScenarioPolicy runner_policy;
} DrScenarioSimOptions;

/* Decisions met during self-play, by kind (the frame, or the window for
 * paid ability windows) and by side: index with dr_scenario_decision_slot. */
#define DR_SCENARIO_DECISION_SLOTS (2 * (DR_NR_N_FRAMES + DR_NR_N_WINDOWS))

typedef struct
{
  int games;
  int wins[3];                          /* Corp, Runner, draw */
  guint64 decisions[DR_SCENARIO_DECISION_SLOTS];
  int by_reason[3][DR_NR_N_RESULTS];
  guint64 turns;
  guint64 actions;
  double seconds;
  guint invariant_failures;
  GPtrArray *messages;                  /* first failures, for the report */
  GHashTable *prompts;                  /* a card's own decisions (PROMPT frames) met, by
                                         * source and step: the tests read it with
                                         * dr_scenario_prompts_met (dr-scenario-private.h) */
} DrScenarioSimReport;

int      dr_scenario_policy_random (const DrNrState *s, const DrNrAction *actions,
                                    int n, guint64 rng[4], gpointer user_data);
int      dr_scenario_policy_heuristic (const DrNrState *s, const DrNrAction *actions,
                                       int n, guint64 rng[4], gpointer user_data);
/* The levels of dr-nr-ai.h on the acting seat's view and its own deck list. */
int      dr_scenario_policy_easy   (const DrNrState *s, const DrNrAction *actions,
                                    int n, guint64 rng[4], gpointer user_data);
int      dr_scenario_policy_normal (const DrNrState *s, const DrNrAction *actions,
                                    int n, guint64 rng[4], gpointer user_data);
int      dr_scenario_policy_hard   (const DrNrState *s, const DrNrAction *actions,
                                    int n, guint64 rng[4], gpointer user_data);
/* The budget those policies use for a level (NULL: the level's default,
 * 200 or 600 iterations).  Tests give fewer to stay fast. */
void     dr_scenario_set_ai_budget (DrNrAiLevel level, const DrNrAiBudget *budget);
/* random, heuristic, easy, normal, hard; NULL for anything else */
DrScenarioPolicy dr_scenario_policy_by_name (const char *name);
gboolean dr_scenario_check_invariants (const DrNrState *s, GString *problem);
void     dr_scenario_setup_decks (const DrScenarioDeck *corp, const DrScenarioDeck *runners,
                                  int n_runners, DrNrSetup *setup);
gboolean dr_scenario_simulate   (const DrScenarioDeck *corp, const DrScenarioDeck *runners,
                                 int n_runners, const DrScenarioSimOptions *options,
                                 DrScenarioSimReport *report, GError **error);
void     dr_scenario_sim_report_clear (DrScenarioSimReport *report);
int      dr_scenario_decision_slot (const DrNrFrame *top, gboolean runner);

G_END_DECLS
