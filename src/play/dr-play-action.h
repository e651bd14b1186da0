/* dr-play-action.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "dr-netrunner.h"

G_BEGIN_DECLS

/* One legal action of the seat that must act, as a list item: the engine's
 * action and its description in the user's language, naming only cards
 * that seat can see. */
#define DR_TYPE_PLAY_ACTION (dr_play_action_get_type ())
G_DECLARE_FINAL_TYPE (DrPlayAction, dr_play_action, DR, PLAY_ACTION, GObject)

DrPlayAction     *dr_play_action_new            (const DrNrAction *action,
                                                 const char       *label,
                                                 const char       *vocabulary,
                                                 const char       *card_code);
/* Any game's action (a DrNrAction has a DrEngineAction's layout). */
DrPlayAction     *dr_play_action_new_engine     (const DrEngineAction *action,
                                                 const char       *label,
                                                 const char       *card_code);
const DrNrAction *dr_play_action_get_action     (DrPlayAction     *self);
const DrEngineAction *dr_play_action_get_engine_action (DrPlayAction *self);
int               dr_play_action_get_seat       (DrPlayAction     *self);
int               dr_play_action_get_kind       (DrPlayAction     *self);   /* DrNrActionKind */
/* "Install Ice Wall in a new remote server", translated */
const char       *dr_play_action_get_label      (DrPlayAction     *self);
/* the scenario vocabulary: "corp install card=01103 server=new" */
const char       *dr_play_action_get_vocabulary (DrPlayAction     *self);

G_END_DECLS
