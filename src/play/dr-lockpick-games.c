/* dr-lockpick-games.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-lockpick-games"

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "dr-lockpick-games.h"

#define PATH_KEY "dr-lockpick-games-path"
#define PENDING_KEY "dr-lockpick-games-pending"
/* the decision on screen first; decisions close together written once */
#define SAVE_DELAY_MS 100

const char *
dr_lockpick_games_autosave_path (DrLockpickSession *session)
{
  return g_object_get_data (G_OBJECT (session), PATH_KEY);
}

gboolean
dr_lockpick_games_save_now (DrLockpickSession *session)
{
  const char *path = dr_lockpick_games_autosave_path (session);
  guint pending = GPOINTER_TO_UINT (g_object_steal_data (G_OBJECT (session), PENDING_KEY));

  if (pending != 0)
    g_source_remove (pending);
  return path == NULL || dr_play_games_write (path, (DrPlayGamesSaveFunc) dr_lockpick_session_save, session);
}

static gboolean
save_pending_cb (gpointer data)
{
  DrLockpickSession *session = data;

  g_object_steal_data (G_OBJECT (session), PENDING_KEY);
  dr_lockpick_games_save_now (session);
  return G_SOURCE_REMOVE;
}

/* The computer's own actions are saved with the next human decision (or
 * the end): saving after each would only slow its turns. */
static void
on_session_changed_cb (DrLockpickSession *session)
{
  int acting = dr_lockpick_session_get_acting_seat (session);
  guint source;

  if (dr_lockpick_session_is_over (session))
    {
      dr_lockpick_games_save_now (session);
      return;
    }
  if (!dr_lockpick_session_is_human (session, acting)
      || g_object_get_data (G_OBJECT (session), PENDING_KEY) != NULL)
    return;
  source = g_timeout_add_full (G_PRIORITY_LOW, SAVE_DELAY_MS, save_pending_cb, g_object_ref (session),
                               g_object_unref);
  g_object_set_data (G_OBJECT (session), PENDING_KEY, GUINT_TO_POINTER (source));
}

void
dr_lockpick_games_autosave (DrLockpickSession *session, const char *path)
{
  g_return_if_fail (DR_IS_LOCKPICK_SESSION (session));
  g_return_if_fail (path != NULL);

  if (dr_lockpick_games_autosave_path (session) == NULL)
    g_signal_connect (session, "changed", G_CALLBACK (on_session_changed_cb), NULL);
  g_object_set_data_full (G_OBJECT (session), PATH_KEY, g_strdup (path), g_free);
  dr_lockpick_games_save_now (session);
}

DrPlayGame *
dr_lockpick_games_new_from_record (const char *path, const DrLockpickRecord *rec,
                                   const DrLpState *state, GError **error)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFileInfo) info = NULL;
  g_autoptr (GDateTime) modified = NULL;
  g_autoptr (DrPlayGame) game = g_new0 (DrPlayGame, 1);

  game->lockpick = TRUE;
  game->n_seats = rec->players;
  for (int seat = 0; seat < rec->players; seat++)
    game->human[seat] = !rec->seat_ai[seat];
  game->turn = state->turn;
  game->finished = state->phase == DR_LP_PHASE_OVER;
  /* as Netrunner's sides: 0 the server (the Corp's seat), 1 the hackers */
  game->winner = game->finished ? !state->winner_server : -1;
  game->reason = game->finished ? state->reason : 0;
  /* with microseconds: games saved within a second stay in order */
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_MODIFIED "," G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC,
                            G_FILE_QUERY_INFO_NONE, NULL, error);
  if (info == NULL)
    return NULL;
  modified = g_file_info_get_modification_date_time (info);
  game->saved = g_date_time_to_local (modified);
  game->path = g_strdup (path);
  return g_steal_pointer (&game);
}

DrPlayGame *
dr_lockpick_games_read (const char *path, GError **error)
{
  g_autofree DrLpState *state = g_new0 (DrLpState, 1);
  DrPlayGame *game = NULL;
  DrLockpickRecord rec;

  dr_lockpick_record_init (&rec);
  if (dr_lockpick_record_load (path, &rec, error) && dr_lockpick_record_replay (&rec, state, error))
    game = dr_lockpick_games_new_from_record (path, &rec, state, error);
  dr_lockpick_record_clear (&rec);
  return game;
}
