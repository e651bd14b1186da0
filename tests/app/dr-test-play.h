/* dr-test-play.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "dr-play-catalog.h"
#include "dr-play-desk.h"
#include "dr-play-rules-window.h"
#include "dr-play-view.h"
#include "dr-play-scene.h"
#include "dr-play-deck.h"
#include "dr-scenario.h"

G_BEGIN_DECLS

/* What the Play window tests share: positions from the engine's test decks
 * and a look at every widget of a desk, as a user (or a screen reader)
 * could reach them. */

/* A game after @steps legal actions picked with the generator of @seed
 * (random, or the heuristic player with @heuristic), stopping early at the
 * end. @n_runners 1 (a duel) to 3 (NAPD). */
void         dr_test_play_position   (DrNrState *s,
                                      guint64    seed,
                                      int        n_runners,
                                      int        steps,
                                      gboolean   heuristic);
/* The same from the bundled starter decks the engine can play, a Corp and
 * Runners of different factions chosen by @seed. */
void         dr_test_play_starter_position (DrNrState *s,
                                            guint64    seed,
                                            int        n_runners,
                                            int        steps,
                                            gboolean   heuristic);
/* @viewer's scene of @s: the view, and the legal actions when @viewer acts. */
DrPlayScene *dr_test_play_scene      (const DrNrState *s,
                                      int              viewer,
                                      DrPlayCatalog   *catalog);
/* Every scene position a visible widget under @root offers: buttons and
 * menu buttons with play.choose, card and server menus, the prompt's
 * amount; with @with_all_actions the bar's All Actions menu too. Sorted,
 * without repeats. */
GArray      *dr_test_play_reachable  (GtkWidget *root,
                                      gboolean   with_all_actions);
/* Chooses scene position @position the way a person would: clicks the
 * button offering it, or opens the card's, server's or menu button's menu
 * and activates its item, or sets the prompt's spin button and presses
 * its button. FALSE when no visible widget offers it. */
gboolean     dr_test_play_activate   (GtkWidget *root,
                                      guint      position);
/* Opens @view's Rules help as its action does; @text is what it shows. */
DrPlayRulesWindow *dr_test_play_open_rules (DrPlayView  *view,
                                            char       **text);
/* Every word under @root: labels, button labels, tooltips, accessible
 * labels, card texts and menus. */
char        *dr_test_play_text       (GtkWidget *root);
/* Waits until @view has read the replay it is opening (in a worker
 * thread: the "loading" page shows meanwhile). */
void         dr_test_play_wait_replay (DrPlayView *view);
/* Opens @path as Watch a Replay does: the call returns at once on the
 * "loading" page, before the record is read; then waits for it. */
void         dr_test_play_open_replay (DrPlayView *view,
                                       const char *path);
/* The words of @desk's board, prompt, action bar, hand and run panel: all
 * it draws from its scene (not the log, which is the session's). */
char        *dr_test_play_desk_text  (DrPlayDesk *desk);
/* The first card @viewer (-1: nobody, as between hot-seat turns) may not
 * know whose title is in @text, or -1 when there is none. A title is not
 * hidden when @viewer sees a card of the same title, nor are identities
 * and score areas, public. With @n_known: how many of the cards @viewer
 * knows have their title in @text. */
int          dr_test_play_hidden_card_shown (const DrNrState *s,
                                             int              viewer,
                                             const char      *text,
                                             guint           *n_known);

G_END_DECLS
