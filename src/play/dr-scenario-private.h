/* dr-scenario-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shared between the scenario runner (dr-scenario.c) and the expectations
 * and setups added with the rules (dr-scenario-expect.c), and what only the
 * tests and benchmarks call; not for the app or the command line.
 */
#pragma once

#include "dr-json-members.h"
#include "dr-scenario.h"

G_BEGIN_DECLS

/* For the tests and benchmarks: a deck file (dr-scenario-deck.c), a
 * scenario file or parsed scenario (dr-scenario.c), one game of self-play
 * with a record of it and, when `check_invariants`, the first broken
 * invariant in `problem` (dr-scenario-sim.c), and how often a PROMPT of
 * card `code` (face 0 front, 1 back) at `step` was met in a self-play
 * report. */
gboolean dr_scenario_deck_load   (const char *path, DrScenarioDeck *deck, GError **error);
gboolean dr_scenario_run_file    (const char *path, DrScenarioResult *result, GError **error);
gboolean dr_scenario_run_node    (JsonNode *root, DrScenarioResult *result, GError **error);
gboolean dr_scenario_play_game   (const DrScenarioDeck *corp, const DrScenarioDeck *runners,
                                  int n_runners, guint64 seed, guint16 turn_limit,
                                  DrScenarioPolicy corp_policy, DrScenarioPolicy runner_policy,
                                  gboolean check_invariants, DrNrState *s,
                                  DrPlayRecord *record, GString *problem);
guint64  dr_scenario_prompts_met (const DrScenarioSimReport *report, const char *code,
                                  int face, int step);

/* dr-scenario.c */
void     dr_scenario_fail       (DrScenarioResult *result, const char *where, JsonObject *e,
                                 const char *why);
gboolean dr_scenario_check_list (const DrNrState *s, JsonNode *node, const char *where,
                                 DrScenarioResult *result, GError **error);
gboolean dr_scenario_zone_ids   (const DrNrState *s, const char *name, GArray *ids);

/* dr-scenario-action.c: typed members of scenario and record objects
 * (dr-json-members.h).  A card is a code, an id or null (returned as it
 * is, NULL when absent or wrong); a seat is a seat name. */
JsonNode *dr_scenario_read_card     (DrJsonReader *reader, JsonObject *spec, const char *name);
int       dr_scenario_read_seat     (DrJsonReader *reader, JsonObject *spec, const char *name,
                                     int fallback);
/* FALSE with "Invalid scenario: …" and the first wrong member. */
gboolean  dr_scenario_reader_finish (DrJsonReader *reader, GError **error);

/* dr-scenario-expect.c */
gboolean dr_scenario_check_refused_setup (JsonObject *root, const char *base_dir,
                                          const DrScenarioDecks *decks,
                                          DrScenarioResult *result, GError **error);
gboolean dr_scenario_check_more          (const DrNrState *s, JsonObject *e, const char *where,
                                          DrScenarioResult *result, gboolean *handled,
                                          GError **error);

G_END_DECLS
