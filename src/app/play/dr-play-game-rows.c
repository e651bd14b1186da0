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

static const char *
human_seats_text (const DrPlayGame *game)
{
  int n_humans = 0, seat = -1;

  for (int i = 0; i < game->n_seats; i++)
    if (game->human[i])
      {
        n_humans++;
        seat = i;
      }
  if (n_humans > 1)
    return _("Hot-seat");
  if (n_humans == 0)
    return _("The computer against itself");
  if (game->lockpick)
    return seat == 0 ? _("You play the server") : _("You play a hacker");
  return seat == 0 ? _("You play the Corp") : _("You play a Runner");
}

GtkWidget *
dr_play_game_row_new_resume (const DrPlayGame *game)
{
  g_autofree char *title = dr_play_game_title (game);
  g_autofree char *when = g_date_time_format (game->saved, _("%x %H:%M"));
  g_autofree char *subtitle = NULL;
  GtkWidget *row = adw_action_row_new ();

  /* Translators: a saved game's date, its turn and who the user plays, e.g. "26/11/2026 05:40 · Turn 3 · You play the Corp" */
  if (!game->lockpick)
    subtitle = g_strdup_printf (_("%s · Turn %d · %s"), when, game->turn, human_seats_text (game));
  else
    /* Translators: a saved Lockpick game's date, its round and who the user plays */
    subtitle = g_strdup_printf (_("%s · Round %d · %s"), when, game->turn, human_seats_text (game));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  g_object_set_data_full (G_OBJECT (row), "dr-game-path", g_strdup (game->path), g_free);
  return row;
}

/* "As the Corp: 2 won, 1 lost · As the Runner: 0 won, 1 lost", the sides played only. */
static char *
history_text (const DrPlayDeckHistory *history)
{
  g_autoptr(GString) text = g_string_new (NULL);

  if (history->wins[0] + history->losses[0] > 0)
    g_string_append_printf (text, _("As the Corp: %d won, %d lost"), history->wins[0], history->losses[0]);
  if (history->wins[1] + history->losses[1] > 0)
    {
      if (text->len > 0)
        g_string_append (text, " · ");
      g_string_append_printf (text, _("As the Runner: %d won, %d lost"), history->wins[1], history->losses[1]);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

GtkWidget *
dr_play_game_row_new_history (GPtrArray  *games,
                              const char *deck_name)
{
  DrPlayDeckHistory history;
  g_autofree char *text = NULL;
  GtkWidget *row = adw_action_row_new ();

  dr_play_games_history (games, deck_name, &history);
  text = history_text (&history);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), deck_name);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), text);
  g_object_set_data_full (G_OBJECT (row), "dr-deck-name", g_strdup (deck_name), g_free);
  return row;
}
