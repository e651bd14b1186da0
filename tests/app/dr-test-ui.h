/* dr-test-ui.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "dr-application.h"
#include "dr-card-detail.h"
#include "dr-cards-view.h"
#include "dr-decks-view.h"
#include "dr-play-view.h"
#include "dr-test-http-server.h"
#include "dr-window.h"

G_BEGIN_DECLS

/* What the window tests share: waiting on the real main loop, and
 * screenshots written to build/tests/screenshots (with "-fa" under
 * LANGUAGE=fa). */
/* The start of a window test's main(): the app's translations, GLib's and
 * GTK's test set-up, and a temporary data and cache directory (returned). */
char     *dr_test_ui_init               (int          *argc,
                                          char       ***argv);
/* The application, registered, as the tests' windows need it. */
DrApplication *dr_test_ui_register_application (void);
/* A folder served over HTTP on 127.0.0.1 as the application's sync source
 * (the "sync-source" setting, to be set before the application is
 * registered), holding a copy of tests/fixtures/@fixture (NULL: empty).
 * Returns the folder; @server is the server. dr_test_ui_run() stops the
 * server and removes the folder. */
const char *dr_test_ui_serve_sync_source (const char        *fixture,
                                          DrTestHttpServer **server);
/* The end of a window test's main(): runs the tests, then drops
 * @application, stops the sync source if one was served and removes the
 * temporary directory @data_dir (freed). Returns g_test_run()'s status. */
int       dr_test_ui_run                (DrApplication **application,
                                         char          **data_dir);
gboolean  dr_test_ui_wait_until         (gboolean    (*done) (gpointer),
                                         gpointer      data);
void      dr_test_ui_wait_ms            (int           milliseconds);
void      dr_test_ui_wait_for_paint     (GtkWidget    *widget);
/* The label inside @widget (itself included) that shows @text, or with
 * @as_given, that was given @text (markup or not); NULL when none. */
GtkLabel *dr_test_ui_find_label         (GtkWidget    *widget,
                                         const char   *text,
                                         gboolean      as_given);
/* The text of the display's clipboard ("" when it holds no text), read
 * on the main loop; the test fails when it does not come. */
char     *dr_test_ui_read_clipboard     (void);
void      dr_test_ui_save_screenshot    (GtkWidget    *widget,
                                         const char   *name);
gpointer  dr_test_ui_template_child     (gpointer      widget,
                                         GType         type,
                                         const char   *name);
/* The card pane of @view (its template child "detail"). */
DrCardDetail *dr_test_ui_card_detail    (DrCardsView  *view);
/* A template child of the card pane's card page, built with the first card. */
gpointer  dr_test_ui_card_page_child    (DrCardDetail *detail,
                                         const char   *name);
DrWindow *dr_test_ui_active_window      (DrApplication *application);
/* The Decks view of the active window, shown. */
DrDecksView *dr_test_ui_decks_view      (DrApplication *application);
/* The Play view of the active window, shown, the computer answering at once. */
DrPlayView *dr_test_ui_play_view        (DrApplication *application);
/* How many cards @query finds in the application's card data, as the
 * card list should show them. */
guint     dr_test_ui_count_cards        (DrApplication *application,
                                         const char    *query);
/* The shortcut @widget's own controllers bind to @keyval with exactly
 * @modifiers, or NULL. */
GtkShortcut *dr_test_ui_find_shortcut   (GtkWidget       *widget,
                                         guint            keyval,
                                         GdkModifierType  modifiers);
DrCardStore *dr_test_ui_card_store      (DrApplication *application);
DrUserStore *dr_test_ui_user_store      (DrApplication *application);
/* The first toplevel window of @type that is visible (or mapped), or NULL. */
gpointer  dr_test_ui_find_window        (GType         type,
                                         gboolean      mapped);
/* The message dialog shown (visible), or NULL; and whether there is one,
 * for dr_test_ui_wait_until(). */
AdwMessageDialog *dr_test_ui_message_dialog (void);
gboolean  dr_test_ui_message_dialog_shown (gpointer    unused);
gboolean  dr_test_ui_right_to_left      (void);
/* How many of @widget's pixels, as its own snapshot renders them through
 * its window's renderer, are magenta (the colour of the card images the
 * tests write). */
int       dr_test_ui_magenta_pixels     (GtkWidget    *widget);

G_END_DECLS
