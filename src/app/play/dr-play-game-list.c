/* dr-play-game-list.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-play-game-list"

#include "config.h"

#include <gio/gio.h>

#include "dr-play-game-list-private.h"

struct _DrPlayGameList
{
  GObject       parent_instance;

  GPtrArray    *games;          /* NULL until read */
  GCancellable *reading;
  guint         n_reads;
  /* what the folder was at the last reading: a save since changes one */
  guint         writes_seen;
  gint64        folder_time;    /* microseconds; 0 when it did not exist */
};

G_DEFINE_FINAL_TYPE (DrPlayGameList, dr_play_game_list, G_TYPE_OBJECT)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The folder's modification time: a file written into it (saves are
 * renamed over the last one) moves it. */
static gint64
folder_time (const char *dir)
{
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  g_autoptr(GFileInfo) info = g_file_query_info (folder, G_FILE_ATTRIBUTE_TIME_MODIFIED ","
                                                 G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC,
                                                 G_FILE_QUERY_INFO_NONE, NULL, NULL);
  g_autoptr(GDateTime) modified = info != NULL ? g_file_info_get_modification_date_time (info) : NULL;

  return modified != NULL ? g_date_time_to_unix (modified) * G_USEC_PER_SEC + g_date_time_get_microsecond (modified)
                          : 0;
}

static void
on_listed_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      data)
{
  g_autoptr(GError) error = NULL;
  GPtrArray *games = dr_play_games_list_finish (result, &error);
  DrPlayGameList *self;

  if (games == NULL)
    return;   /* cancelled: the list is gone, or a newer reading runs */
  self = DR_PLAY_GAME_LIST (data);
  g_clear_object (&self->reading);
  g_clear_pointer (&self->games, g_ptr_array_unref);
  self->games = games;
  g_signal_emit (self, signals[CHANGED], 0);
}

void
dr_play_game_list_refresh (DrPlayGameList *self)
{
  g_autofree char *dir = dr_play_games_dir ();
  guint writes = dr_play_games_get_n_writes ();
  gint64 time = folder_time (dir);

  g_return_if_fail (DR_IS_PLAY_GAME_LIST (self));
  if ((self->games != NULL || self->reading != NULL) && writes == self->writes_seen && time == self->folder_time)
    return;
  /* noted before reading: a save during the reading makes the next refresh read again */
  self->writes_seen = writes;
  self->folder_time = time;
  if (self->reading != NULL)
    g_cancellable_cancel (self->reading);
  g_clear_object (&self->reading);
  self->reading = g_cancellable_new ();
  self->n_reads++;
  dr_play_games_list_full_async (dir, DR_PLAY_GAMES_LIST_DAMAGED, self->reading, on_listed_cb, self);
}

GPtrArray *
dr_play_game_list_get_games (DrPlayGameList *self)
{
  g_return_val_if_fail (DR_IS_PLAY_GAME_LIST (self), NULL);
  return self->games;
}

gboolean
dr_play_game_list_is_reading (DrPlayGameList *self)
{
  g_return_val_if_fail (DR_IS_PLAY_GAME_LIST (self), FALSE);
  return self->reading != NULL;
}

guint
dr_play_game_list_get_n_reads (DrPlayGameList *self)
{
  g_return_val_if_fail (DR_IS_PLAY_GAME_LIST (self), 0);
  return self->n_reads;
}

DrPlayGameList *
dr_play_game_list_new (void)
{
  return g_object_new (DR_TYPE_PLAY_GAME_LIST, NULL);
}

static void
dr_play_game_list_dispose (GObject *object)
{
  DrPlayGameList *self = DR_PLAY_GAME_LIST (object);

  if (self->reading != NULL)
    g_cancellable_cancel (self->reading);
  g_clear_object (&self->reading);
  g_clear_pointer (&self->games, g_ptr_array_unref);
  G_OBJECT_CLASS (dr_play_game_list_parent_class)->dispose (object);
}

static void
dr_play_game_list_class_init (DrPlayGameListClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = dr_play_game_list_dispose;
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 0);
}

static void
dr_play_game_list_init (DrPlayGameList *self)
{
}
