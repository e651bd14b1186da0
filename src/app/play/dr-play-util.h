/* dr-play-util.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "dr-netrunner.h"

G_BEGIN_DECLS

/* What the Play widgets share. */

/* Takes every child out of a box, a flow box or any widget that is its
 * children's only parent (a widget's own dispose, too). */
void  dr_play_remove_children (GtkWidget *parent);
/* Runs `work` in a worker thread for `source`, a copy of `path` its task
 * data (a replay reading its record). */
void  dr_play_run_on_path     (gpointer             source,
                               const char          *path,
                               gpointer             source_tag,
                               GTaskThreadFunc      work,
                               GCancellable        *cancellable,
                               GAsyncReadyCallback  callback,
                               gpointer             data);
/* The Play view's style sheet, added to the display the first time a Play
 * widget is made, so that windows that never play do not parse it. */
void  dr_play_ensure_style    (void);
/* A seat's name in the user's language: "Corp", "Runner 2". */
char *dr_play_seat_name       (const DrNrState *view,
                               int              seat);
/* A server's name in the user's language: "HQ", "Server 2". */
char *dr_play_server_name     (int              server);

/* The label of a line of a game's log: @text left-aligned, wrapped, with
 * the log's margins. */
GtkWidget *dr_play_log_label_new (const char *text);
/* A row of a game's log (a GtkListBoxCreateWidgetFunc over DrPlayLogLine):
 * its words, wrapped, as a heading when the line's kind is
 * GPOINTER_TO_INT (@turn_kind), the event that begins a turn.  Rows take
 * no focus: the focus leaving a card the table rebuilds must not land in
 * the log and scroll it away from its end. */
GtkWidget *dr_play_log_row    (gpointer       item,
                               gpointer       turn_kind);
/* Keeps @scroller at its end while the reader is there: only the reader's
 * own scrolling takes it off (a log); @at_end is the reader's place. */
void  dr_play_follow_end      (GtkScrolledWindow *scroller,
                               gboolean          *at_end);
/* Keeps @scrolled at its end when rows are added while it is there (a
 * log): call from its vertical adjustment's "changed". */
void  dr_play_keep_at_end     (GtkAdjustment *adjustment);
/* The same for a scrolled window, at its next frame: call this one from
 * the adjustment's "changed". */
void  dr_play_keep_at_end_soon (GtkWidget    *scroller);
/* Whether a scrolled list is at its end, for following it: @follow is
 * left as it is while the adjustment has no page yet. */
void  dr_play_update_at_end   (GtkAdjustment *adjustment,
                               gboolean      *follow);
/* A tooltip, as gtk_widget_set_tooltip_text sets it but without asking the
 * display where the pointer is at each change; an unchanged text costs nothing. */
void        dr_play_set_tooltip (GtkWidget  *widget,
                                 const char *text);

/* A menu button whose popover menu is made when it opens, not when its
 * menu changes: GTK builds every item of a menu button's popover as soon as
 * its model changes, and the table's menus change with every decision. */
void        dr_play_menu_button_set_menu   (GtkMenuButton *button,
                                            GMenuModel    *menu);
/* Lets the popover go when it is closed, before its menu changes. */
void        dr_play_menu_button_let_go     (GtkMenuButton *button);

/* Asks for a file with the desktop's chooser, in front of @owner's window;
 * @done gets the chosen path, and is not called when the person cancels. */
typedef void (*DrPlayFileDone) (GtkWidget  *owner,
                                const char *path,
                                gpointer    data);

void  dr_play_choose_file     (GtkWidget            *owner,
                               const char           *title,
                               GtkFileChooserAction  action,
                               const char           *accept_label,
                               const char           *suggested_name,
                               DrPlayFileDone        done,
                               gpointer              data);

/* The hot-seat screen between two people's decisions: @page's title and
 * @reveal's label name @seat, the next person at the screen. */
void  dr_play_show_pass_screen (AdwStatusPage        *page,
                                GtkButton            *reveal,
                                const char           *seat);

/* A match's game-over banner: shown with @heading and @result, or hidden
 * while @result is NULL (the game goes on). */
void  dr_play_show_game_over  (GtkRevealer          *banner,
                               GtkLabel             *heading_label,
                               GtkLabel             *result_label,
                               const char           *heading,
                               const char           *result);

/* Says @message in the toast overlay around @widget (a log message without one). */
void  dr_play_toast           (GtkWidget            *widget,
                               const char           *message);

/* Saves @owner's game to @path (a match's save function). */
typedef gboolean (*DrPlaySaveFunc) (gpointer     owner,
                                    const char  *path,
                                    GError     **error);

/* Save the Game: asks for a file, suggesting @suggested_name, saves with
 * @save and says in a toast how it went. */
void  dr_play_save_as         (GtkWidget            *owner,
                               const char           *suggested_name,
                               DrPlaySaveFunc        save);
/* Export the Record (a replay's): the same with @export, which writes the
 * record watched, under Export's words. */
void  dr_play_export_as       (GtkWidget            *owner,
                               const char           *suggested_name,
                               DrPlaySaveFunc        export);

G_END_DECLS
