/* dr-leftovers.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Temporary files a crash leaves in the data folder, removed when the
 * folder is first opened by a process (dr_paths_ensure_data_dir() calls
 * this): a sync's "cards.sqlite.sync-<pid>" (and its sqlite journals) and a
 * backup's "backups/<name>.<pid>.tmp" whose process is gone, and a saved
 * game's "games/<name>.jsonl.XXXXXX" (g_file_set_contents()) last written
 * before @started_at (microseconds since the epoch) less a minute, as a
 * writer still running renames its file within milliseconds. Nothing else
 * is ever touched, whatever its name. Returns how many files were removed. */
guint dr_leftovers_remove (const char *data_dir,
                           gint64      started_at);

G_END_DECLS
