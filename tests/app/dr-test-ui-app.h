/* dr-test-ui-app.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-decks-view-private.h"
#include "dr-play-view.h"
#include "dr-test-ui.h"
#include "dr-window.h"

/* Included once by a window test's file that drives the Play or the Decks
 * view: the application the test drives and its temporary data directory
 * (its main() sets them with dr_test_ui_init() and
 * dr_test_ui_register_application() and ends with dr_test_ui_run()), and
 * the views reached through them, as every such test names them. */

static DrApplication *application;
static char *data_dir;

static inline DrWindow *
window (void)
{
  return dr_test_ui_active_window (application);
}

static inline DrPlayView *
play_view (void)
{
  return dr_test_ui_play_view (application);
}

/* A template child of the Play view ("match", "setup_page", "resume_list", …). */
static inline gpointer
play_view_child (const char *name)
{
  return dr_test_ui_template_child (play_view (), DR_TYPE_PLAY_VIEW, name);
}

static inline DrDecksView *
decks_view (void)
{
  return dr_test_ui_decks_view (application);
}

static inline DrDeckEditor *
editor (void)
{
  return dr_decks_view_get_editor (decks_view ());
}

static inline DrCardsView *
cards_view (void)
{
  return dr_test_ui_template_child (window (), DR_TYPE_WINDOW, "cards_view");
}
