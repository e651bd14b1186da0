/* dr-play-rules-window.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define DR_TYPE_PLAY_RULES_WINDOW (dr_play_rules_window_get_type ())

/* Rules help in the player's language: a turn of each side, winning, the
 * steps of a run, traces, and the choices Deckrunner made where the rule
 * documents and today's rules disagree. */
G_DECLARE_FINAL_TYPE (DrPlayRulesWindow, dr_play_rules_window, DR, PLAY_RULES_WINDOW, AdwWindow)

GtkWidget *dr_play_rules_window_new      (void);

G_END_DECLS
