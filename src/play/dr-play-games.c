/* dr-play-games.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-play-games"

#include "config.h"

#include <glib/gi18n.h>
#include <errno.h>
#include <glib/gstdio.h>
#include <string.h>

#include "dr-lockpick-games.h"
#include "dr-lockpick.h"
#include "dr-paths.h"
#include "dr-play-games.h"
#include "dr-play-text.h"
#include "dr-scenario.h"

#define AUTOSAVE_KEY "dr-play-games-autosave-path"

void
dr_play_game_free (DrPlayGame *game)
{
  int seat;

  if (game == NULL)
    return;
  g_free (game->path);
  g_clear_pointer (&game->saved, g_date_time_unref);
  g_free (game->problem);
  for (seat = 0; seat < 4; seat++)
    {
      g_free (game->deck_names[seat]);
      g_free (game->identities[seat]);
    }
  g_free (game);
}

char *
dr_play_game_title (const DrPlayGame *game)
{
  g_autoptr (GString) runners = g_string_new (NULL);

  if (game->lockpick)
    /* Translators: a saved game of Lockpick in the Resume list */
    return g_strdup_printf (g_dngettext (NULL, "Lockpick, %d player", "Lockpick, %d players", game->n_seats),
                            game->n_seats);
  for (int seat = 1; seat < game->n_seats; seat++)
    {
      if (seat > 1)
        g_string_append (runners, ", ");
      g_string_append (runners, game->deck_names[seat]);
    }
  /* Translators: a saved game in the Resume list: the Corp's deck vs the Runner's (or Runners') */
  return g_strdup_printf (_("%s vs %s"), game->deck_names[0], runners->str);
}

char *
dr_play_game_identities (const DrPlayGame *game)
{
  g_autoptr (GString) runners = g_string_new (NULL);
  const char *corp;

  if (game->lockpick)
    return NULL;
  for (int seat = 1; seat < game->n_seats; seat++)
    {
      const char *title = dr_play_netrunner_card_title (game->identities[seat], NULL);

      if (seat > 1)
        g_string_append (runners, ", ");
      g_string_append (runners, title != NULL ? title : game->identities[seat]);
    }
  corp = dr_play_netrunner_card_title (game->identities[0], NULL);
  /* Translators: a saved game in the Resume list: the Corp's deck vs the Runner's (or Runners') */
  return g_strdup_printf (_("%s vs %s"), corp != NULL ? corp : game->identities[0], runners->str);
}

char *
dr_play_game_result_text (const DrPlayGame *game)
{
  const char *reason_msgid = game->lockpick ? dr_lp_reason_text (game->reason)
                                            : dr_nr_reason_text (game->reason);
  const char *reason = reason_msgid != NULL ? _(reason_msgid) : "";

  if (!game->finished)
    return NULL;
  /* Lockpick's reasons are whole sentences: "Every hacker is eliminated" */
  if (game->lockpick)
    return g_strdup (reason);
  if (game->winner < 0)
    /* Translators: the end of a game and its reason, "The game is a draw: turn limit" */
    return g_strdup_printf (_("The game is a draw: %s"), reason);
  if (game->winner == 0)
    /* Translators: the end of a game and its reason, "The Corp wins: agenda points" */
    return g_strdup_printf (_("The Corp wins: %s"), reason);
  return g_strdup_printf (game->n_seats > 2
                          /* Translators: the end of a NAPD game, "The Runners win: agenda points" */
                          ? _("The Runners win: %s")
                          /* Translators: the end of a game and its reason, "The Runner wins: flatline" */
                          : _("The Runner wins: %s"), reason);
}

/* Longest name before its extension, in bytes: file systems take 255. */
#define SAFE_NAME_MAX 200

char *
dr_play_games_safe_name (const char *name)
{
  g_autofree char *valid = g_utf8_make_valid (name, -1);
  GString *out = g_string_new (NULL);
  gboolean space = FALSE;

  for (const char *p = valid; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      char bytes[6];
      int n_bytes;

      /* what Windows, macOS or a shell refuse or misread becomes a space;
       * controls and invisible formatting (a right-to-left override could
       * hide the real extension) go */
      if (g_unichar_isspace (c) || (c < 0x80 && strchr ("/\\:*?\"<>|", (int) c) != NULL))
        {
          space = TRUE;
          continue;
        }
      if (g_unichar_iscntrl (c) || g_unichar_type (c) == G_UNICODE_FORMAT)
        continue;
      /* no hidden file */
      if (out->len == 0 && c == '.')
        continue;
      n_bytes = g_unichar_to_utf8 (c, bytes);
      if (out->len + (space ? 1 : 0) + (gsize) n_bytes > SAFE_NAME_MAX)
        break;
      if (space && out->len > 0)
        g_string_append_c (out, ' ');
      space = FALSE;
      g_string_append_len (out, bytes, n_bytes);
    }
  /* nor a name ending in a dot or a space */
  while (out->len > 0 && (out->str[out->len - 1] == '.' || out->str[out->len - 1] == ' '))
    g_string_truncate (out, out->len - 1);
  if (out->len == 0)
    g_string_append (out, "game");
  return g_string_free (out, FALSE);
}

char *
dr_play_game_file_name (const DrPlayGame *game)
{
  g_autofree char *what = game->lockpick ? dr_play_game_title (game) : dr_play_game_identities (game);
  g_autofree char *day = g_date_time_format (game->saved, "%Y-%m-%d");
  g_autofree char *name = g_strdup_printf ("%s %s", day, what);
  g_autofree char *safe = dr_play_games_safe_name (name);

  return g_strconcat (safe, ".jsonl", NULL);
}

char *
dr_play_games_dir (void)
{
  return g_build_filename (dr_paths_get_data_dir (), "games", NULL);
}

char *
dr_play_games_new_path (const char *dir)
{
  g_autoptr (GDateTime) now = g_date_time_new_now_utc ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  guint n;

  /* several games may start within a second (tests, rematches) */
  for (n = 0;; n++)
    {
      g_autofree char *name = n == 0 ? g_strdup_printf ("game-%s.jsonl", stamp)
                                     : g_strdup_printf ("game-%s-%u.jsonl", stamp, n);
      char *path = g_build_filename (dir, name, NULL);

      if (!g_file_test (path, G_FILE_TEST_EXISTS))
        return path;
      g_free (path);
    }
}

char *
dr_play_games_save_path (const char *given)
{
  g_autofree char *dir = NULL;

  if (given != NULL)
    return g_strdup (given);
  dir = dr_play_games_dir ();
  return dr_play_games_new_path (dir);
}

static const DrScenarioDeck *
record_deck (const DrPlayRecord *rec, int seat)
{
  return seat == 0 ? &rec->corp : &rec->runners[seat - 1];
}

/* When `path` was last written, in local time; NULL with `error` set. */
static GDateTime *
saved_time (const char *path, GError **error)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFileInfo) info = NULL;
  g_autoptr (GDateTime) modified = NULL;

  /* with microseconds: games saved within a second stay in order */
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_MODIFIED "," G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC,
                            G_FILE_QUERY_INFO_NONE, NULL, error);
  if (info == NULL)
    return NULL;
  modified = g_file_info_get_modification_date_time (info);
  return g_date_time_to_local (modified);
}

DrPlayGame *
dr_play_game_new_from_record (const char *path, const DrPlayRecord *rec, const DrNrState *state,
                              GError **error)
{
  g_autoptr (DrPlayGame) game = g_new0 (DrPlayGame, 1);
  int seat;

  game->saved = saved_time (path, error);
  if (game->saved == NULL)
    return NULL;
  game->path = g_strdup (path);
  game->n_seats = rec->n_runners + 1;
  for (seat = 0; seat < game->n_seats; seat++)
    {
      const DrScenarioDeck *deck = record_deck (rec, seat);

      game->identities[seat] = g_strdup (deck->identity);
      game->deck_names[seat] = g_strdup (deck->name != NULL ? deck->name : deck->identity);
      game->human[seat] = !rec->has_session || !rec->seat_ai[seat];
    }
  game->turn = state->turn;
  game->finished = state->winner != DR_NR_NO_SEAT;
  game->winner = state->winner == 0 || state->winner == 1 ? state->winner : -1;
  game->reason = game->finished ? state->reason : DR_NR_RESULT_NONE;
  return g_steal_pointer (&game);
}

/* A file that is not a record that replays, as the Replays list shows it. */
static DrPlayGame *
damaged_game (const char *path, const GError *problem)
{
  DrPlayGame *game = g_new0 (DrPlayGame, 1);
  const char *reason;

  game->saved = saved_time (path, NULL);
  if (game->saved == NULL)
    game->saved = g_date_time_new_from_unix_local (0);
  game->path = g_strdup (path);
  /* the reader's messages begin with the file's path and a comma (its
   * translation's), which the list shows already */
  reason = problem->message;
  if (g_str_has_prefix (reason, path))
    {
      reason += strlen (path);
      while (*reason != '\0' && (g_unichar_ispunct (g_utf8_get_char (reason))
                                 || g_unichar_isspace (g_utf8_get_char (reason))))
        reason = g_utf8_next_char (reason);
    }
  game->problem = g_strdup (*reason != '\0' ? reason : problem->message);
  game->winner = -1;
  return game;
}

/* NULL with `error` set when `path` is not a record that replays. */
static DrPlayGame *
game_read (const char *path, GError **error)
{
  g_autofree DrNrState *state = g_new0 (DrNrState, 1);
  DrPlayRecord rec;
  DrPlayGame *game = NULL;

  if (dr_lockpick_record_sniff (path))
    return dr_lockpick_games_read (path, error);
  if (dr_play_record_load (path, &rec, error) && dr_play_record_replay (&rec, state, error))
    game = dr_play_game_new_from_record (path, &rec, state, error);
  dr_play_record_clear (&rec);
  return game;
}

static int
newest_first (gconstpointer a, gconstpointer b)
{
  const DrPlayGame *ga = *(DrPlayGame *const *) a;
  const DrPlayGame *gb = *(DrPlayGame *const *) b;
  int by_date = g_date_time_compare (gb->saved, ga->saved);

  return by_date != 0 ? by_date : g_strcmp0 (gb->path, ga->path);
}

GPtrArray *
dr_play_games_list_full (const char           *dir,
                         DrPlayGamesListFlags  flags)
{
  GPtrArray *games = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_play_game_free);
  g_autoptr (GDir) folder = g_dir_open (dir, 0, NULL);
  const char *name;

  if (folder == NULL)
    return games;
  while ((name = g_dir_read_name (folder)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autoptr (GError) error = NULL;
      DrPlayGame *game;

      if (!g_str_has_suffix (name, ".jsonl"))
        continue;
      path = g_build_filename (dir, name, NULL);
      game = game_read (path, &error);
      if (game == NULL && (flags & DR_PLAY_GAMES_LIST_DAMAGED) != 0)
        g_ptr_array_add (games, damaged_game (path, error));
      else if (game == NULL)
        g_message (_("Skipping the saved game “%s”: %s"), path, error->message);
      else
        g_ptr_array_add (games, game);
    }
  g_ptr_array_sort (games, newest_first);
  return games;
}

typedef struct
{
  char *dir;
  DrPlayGamesListFlags flags;
} ListRequest;

static void
list_request_free (ListRequest *request)
{
  g_free (request->dir);
  g_free (request);
}

static void
list_in_thread (GTask        *task,
                gpointer      source,
                gpointer      data,
                GCancellable *cancellable)
{
  ListRequest *request = data;

  g_task_return_pointer (task, dr_play_games_list_full (request->dir, request->flags),
                         (GDestroyNotify) g_ptr_array_unref);
}

/* Reading the folder replays every record: in a worker thread, so that a
 * page listing many games never waits for it. */
void
dr_play_games_list_full_async (const char           *dir,
                               DrPlayGamesListFlags  flags,
                               GCancellable         *cancellable,
                               GAsyncReadyCallback   callback,
                               gpointer              data)
{
  g_autoptr (GTask) task = g_task_new (NULL, cancellable, callback, data);
  ListRequest *request = g_new0 (ListRequest, 1);

  request->dir = g_strdup (dir);
  request->flags = flags;
  g_task_set_source_tag (task, dr_play_games_list_full_async);
  g_task_set_task_data (task, request, (GDestroyNotify) list_request_free);
  g_task_set_return_on_cancel (task, TRUE);
  g_task_run_in_thread (task, list_in_thread);
}

GPtrArray *
dr_play_games_list_finish (GAsyncResult  *result,
                           GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

const char *
dr_play_games_autosave_path (DrPlaySession *session)
{
  return g_object_get_data (G_OBJECT (session), AUTOSAVE_KEY);
}

#define PENDING_KEY "dr-play-games-pending"

static int n_writes;   /* files dr_play_games_write() wrote */

gboolean
dr_play_games_write (const char        *path,
                     DrPlayGamesSaveFunc save,
                     gpointer            session)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr (GError) error = NULL;

  /* both games' savers write a temporary file and rename it over the last one */
  if (g_mkdir_with_parents (dir, 0700) != 0 || !save (session, path, &error))
    {
      g_message (_("Cannot save the game to “%s”: %s"), path,
                 error != NULL ? error->message : g_strerror (errno));
      return FALSE;
    }
  g_atomic_int_inc (&n_writes);
  return TRUE;
}

guint
dr_play_games_get_n_writes (void)
{
  return (guint) g_atomic_int_get (&n_writes);
}

gboolean
dr_play_games_save_now (DrPlaySession *session)
{
  const char *path = dr_play_games_autosave_path (session);
  guint pending = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (session), PENDING_KEY));

  if (pending != 0)
    {
      g_object_set_data (G_OBJECT (session), PENDING_KEY, NULL);
      g_source_remove (pending);
    }
  return path == NULL || dr_play_games_write (path, (DrPlayGamesSaveFunc) dr_play_session_save, session);
}

static gboolean
save_pending_cb (gpointer data)
{
  DrPlaySession *session = data;

  g_object_set_data (G_OBJECT (session), PENDING_KEY, NULL);
  dr_play_games_save_now (session);
  return G_SOURCE_REMOVE;
}

/* Saving after the computer's own actions would only slow its turns: the
 * next human decision (or the end) saves them all.  The save waits a
 * moment, so that the decision is on screen first (bench-play), and
 * decisions close together are saved once; dr_play_games_save_now() saves
 * what waits at once. */
#define SAVE_DELAY_MS 100

static void
on_session_changed_cb (DrPlaySession *session)
{
  int acting = dr_play_session_get_acting_seat (session);
  guint source;

  if (acting >= 0 && dr_play_session_get_seat_kind (session, acting) != DR_PLAY_SEAT_HUMAN)
    return;
  /* The end is written at once: the game's history counts it from now on. */
  if (dr_play_session_is_over (session))
    {
      dr_play_games_save_now (session);
      return;
    }
  if (g_object_get_data (G_OBJECT (session), PENDING_KEY) != NULL)
    return;
  source = g_timeout_add_full (G_PRIORITY_LOW, SAVE_DELAY_MS, save_pending_cb, g_object_ref (session),
                               g_object_unref);
  g_object_set_data (G_OBJECT (session), PENDING_KEY, GUINT_TO_POINTER (source));
}

void
dr_play_games_autosave (DrPlaySession *session, const char *path)
{
  g_return_if_fail (DR_IS_PLAY_SESSION (session));
  g_return_if_fail (path != NULL);

  if (dr_play_games_autosave_path (session) == NULL)
    {
      g_signal_connect (session, "changed", G_CALLBACK (on_session_changed_cb), NULL);
      g_signal_connect (session, "game-over", G_CALLBACK (on_session_changed_cb), NULL);
    }
  g_object_set_data_full (G_OBJECT (session), AUTOSAVE_KEY, g_strdup (path), g_free);
  dr_play_games_save_now (session);
}

/* The seat of the only human of a finished game with a winner, or -1. */
static int
lone_human_seat (const DrPlayGame *game)
{
  int seat, human_seat = -1, n_humans = 0;

  /* a Lockpick game plays no deck */
  if (!game->finished || game->winner < 0 || game->lockpick)
    return -1;
  for (seat = 0; seat < game->n_seats; seat++)
    if (game->human[seat])
      {
        n_humans++;
        human_seat = seat;
      }
  return n_humans == 1 ? human_seat : -1;
}

char **
dr_play_games_decks_vs_computer (GPtrArray *games)
{
  g_autoptr (GStrvBuilder) names = g_strv_builder_new ();
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  guint i;

  for (i = 0; i < games->len; i++)
    {
      const DrPlayGame *game = g_ptr_array_index (games, i);
      int seat = lone_human_seat (game);

      if (seat >= 0 && g_hash_table_add (seen, game->deck_names[seat]))
        g_strv_builder_add (names, game->deck_names[seat]);
    }
  return g_strv_builder_end (names);
}

void
dr_play_games_history (GPtrArray *games, const char *deck_name, DrPlayDeckHistory *out)
{
  guint i;

  memset (out, 0, sizeof *out);
  for (i = 0; i < games->len; i++)
    {
      const DrPlayGame *game = g_ptr_array_index (games, i);
      int side, human_seat = lone_human_seat (game);

      /* against the computer: one human, who played this deck */
      if (human_seat < 0 || g_strcmp0 (game->deck_names[human_seat], deck_name) != 0)
        continue;
      side = human_seat == 0 ? 0 : 1;
      if (game->winner == side)
        out->wins[side]++;
      else
        out->losses[side]++;
    }
}
