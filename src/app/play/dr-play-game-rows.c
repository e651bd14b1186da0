/* dr-play-game-rows.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-play-game-rows"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-play-game-rows.h"

static GtkWidget *
game_row_new (const DrPlayGame *game,
              const char       *title,
              const char       *subtitle)
{
  GtkWidget *row = adw_action_row_new ();

  /* deck names and file names are the user's text, never markup */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  g_object_set_data_full (G_OBJECT (row), "dr-game-path", g_strdup (game->path), g_free);
  return row;
}

/* A damaged file stays listed so that the person sees it is there and why
 * it does not open; it is theirs to move or delete. */
static GtkWidget *
damaged_row_new (const DrPlayGame *game)
{
  g_autofree char *name = g_path_get_basename (game->path);
  GtkWidget *row = game_row_new (game, name, game->problem);

  adw_action_row_add_prefix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("dialog-warning-symbolic"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_set_sensitive (row, FALSE);
  return row;
}

GtkWidget *
dr_play_game_row_new_replay (const DrPlayGame *game)
{
  g_autofree char *title = NULL;
  g_autofree char *identities = NULL;
  g_autofree char *when = NULL;
  g_autofree char *end = NULL;
  g_autofree char *line = NULL;
  g_autofree char *subtitle = NULL;
  GtkWidget *row;

  g_return_val_if_fail (game != NULL, NULL);
  if (game->problem != NULL)
    return damaged_row_new (game);
  title = dr_play_game_title (game);
  identities = dr_play_game_identities (game);
  when = g_date_time_format (game->saved, _("%x %H:%M"));
  end = dr_play_game_result_text (game);
  /* the date, the last turn and the end, worded as the Resume list words a game */
  /* Translators: a saved game's date, its turn and who the user plays, e.g. "26/11/2026 05:40 · Turn 3 · You play the Corp" */
  line = g_strdup_printf (_("%s · Turn %d · %s"), when, game->turn, end != NULL ? end : "");
  subtitle = identities != NULL ? g_strconcat (identities, "\n", line, NULL) : g_strdup (line);
  row = game_row_new (game, title, subtitle);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("media-playback-start-symbolic"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  return row;
}
