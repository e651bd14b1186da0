/* dr-play-text.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine's sentences (DrEngineText) in the user's language.
 */
#pragma once

#include <glib.h>

#include "dr-engine.h"

G_BEGIN_DECLS

/* Translates the format and every TEXT and SEAT argument with gettext,
 * names unseen cards with the translated "a card", and fills in the
 * placeholders; `card_title` turns a card code into its title (titles are
 * not translated).  Free with g_free(). */
char *dr_play_text_translate (const DrEngineText *text,
                              const char *(*card_title) (const char *code, void *data),
                              void *data);

/* A Netrunner card's title by code, for dr_play_text_translate(). */
const char *dr_play_netrunner_card_title (const char *code, void *data);

G_END_DECLS
