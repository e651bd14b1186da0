/* dr-play-log-line.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* One event of the game as a sentence in the user's language, as one
 * reader (a seat, or a spectator) may know it.  The seat that acted (-1
 * for none) and the turn are read-only properties ("seat", "turn"). */
#define DR_TYPE_PLAY_LOG_LINE (dr_play_log_line_get_type ())
G_DECLARE_FINAL_TYPE (DrPlayLogLine, dr_play_log_line, DR, PLAY_LOG_LINE, GObject)

DrPlayLogLine *dr_play_log_line_new        (const char    *text,
                                            int            seat,
                                            int            turn,
                                            int            kind,
                                            guint32        index);
const char    *dr_play_log_line_get_text   (DrPlayLogLine *self);
int            dr_play_log_line_get_kind   (DrPlayLogLine *self);   /* DrNrEvent */
guint32        dr_play_log_line_get_index  (DrPlayLogLine *self);   /* the event's number in the game */

/* After an undo: the lines (DrPlayLogLine) of events numbered `log_total`
 * or later no longer happened and leave `lines`. */
void           dr_play_log_lines_truncate  (GListStore    *lines,
                                            guint32        log_total);

G_END_DECLS
