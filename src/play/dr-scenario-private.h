/* dr-scenario-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shared between the scenario runner (dr-scenario.c) and the expectations
 * and setups added with the rules (dr-scenario-expect.c); not for callers.
 */
#pragma once

#include "dr-scenario.h"

G_BEGIN_DECLS

/* dr-scenario.c */
void     dr_scenario_fail       (DrScenarioResult *result, const char *where, JsonObject *e,
                                 const char *why);
gboolean dr_scenario_check_list (const DrNrState *s, JsonNode *node, const char *where,
                                 DrScenarioResult *result, GError **error);
gboolean dr_scenario_zone_ids   (const DrNrState *s, const char *name, GArray *ids);

/* dr-scenario-expect.c */
gboolean dr_scenario_check_refused_setup (JsonObject *root, const char *base_dir,
                                          const DrScenarioDecks *decks,
                                          DrScenarioResult *result, GError **error);
gboolean dr_scenario_check_more          (const DrNrState *s, JsonObject *e, const char *where,
                                          DrScenarioResult *result, gboolean *handled,
                                          GError **error);

G_END_DECLS
