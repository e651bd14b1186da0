/* dr-test-ui.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "dr-application.h"
#include "dr-card-detail.h"
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
/* A template child of the card pane's card page, built with the first card. */
gpointer  dr_test_ui_card_page_child    (DrCardDetail *detail,
                                         const char   *name);
DrWindow *dr_test_ui_active_window      (DrApplication *application);
DrCardStore *dr_test_ui_card_store      (DrApplication *application);
DrUserStore *dr_test_ui_user_store      (DrApplication *application);
/* The first toplevel window of @type that is visible (or mapped), or NULL. */
gpointer  dr_test_ui_find_window        (GType         type,
                                         gboolean      mapped);
gboolean  dr_test_ui_right_to_left      (void);
/* How many of @widget's pixels, as its own snapshot renders them through
 * its window's renderer, are magenta (the colour of the card images the
 * tests write). */
int       dr_test_ui_magenta_pixels     (GtkWidget    *widget);

G_END_DECLS
