/* dr-play-prompt.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "dr-play-scene.h"

G_BEGIN_DECLS

#define DR_TYPE_PLAY_PROMPT (dr_play_prompt_get_type ())

/* The pending decision, above the hand: what is asked, the card it is
 * about, and numbered choices (digits pick them); a spin button for a
 * trace bid or an X. While another seat decides it says who is awaited. */
G_DECLARE_FINAL_TYPE (DrPlayPrompt, dr_play_prompt, DR, PLAY_PROMPT, GtkWidget)

/* @waiting: what to say when the viewer has nothing to choose (NULL: who is awaited). */
void        dr_play_prompt_set_scene    (DrPlayPrompt *self,
                                         DrPlayScene  *scene,
                                         const char   *waiting,
                                         gboolean      busy);
/* Activates the numbered choice @number (1 … 9, then 10 for the 0 key). */
gboolean    dr_play_prompt_choose_number (DrPlayPrompt *self,
                                          guint         number);

G_END_DECLS
