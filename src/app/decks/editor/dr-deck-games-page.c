/* dr-deck-games-page.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-deck-games-page"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-deck-games-page-private.h"
#include "dr-list-box.h"
#include "dr-play-game-list.h"

#define MAX_GAMES_SHOWN 50

struct _DrDeckGamesPage
{
  AdwBin            parent_instance;

  /* Template widgets */
  GtkWidget        *reading_spinner;
  GtkLabel         *empty_label;
  GtkWidget        *record_group;
  GtkListBox       *record_list;
  GtkWidget        *games_group;
  GtkListBox       *games_list;

  DrPlayGameList   *game_list;  /* the context's: read once for every page that shows games */
  GPtrArray        *games;      /* DrPlayGame: the list's reading the record was made from */
  DrPlayDeckRecord  record;     /* borrows from games */
  char             *deck_name;  /* the deck shown, NULL before the first */
  char             *side;
};

G_DEFINE_FINAL_TYPE (DrDeckGamesPage, dr_deck_games_page, ADW_TYPE_BIN)

static void
add_row (GtkListBox *list,
         const char *title,
         const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  g_object_set_data_full (G_OBJECT (row), "dr-row-text", g_strdup_printf ("%s\n%s", title, subtitle), g_free);
  gtk_list_box_append (list, row);
}

/* The same words as the Play view's list of decks against the computer. */
static char *
side_text (int side,
           int wins,
           int losses)
{
  return side == 0 ? g_strdup_printf (_("As the Corp: %d won, %d lost"), wins, losses)
                   : g_strdup_printf (_("As the Runner: %d won, %d lost"), wins, losses);
}

/* "agenda points 2 · flatline 1": how the games ended, the reasons seen. */
static char *
reasons_text (const int *counts)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (int reason = DR_NR_RESULT_NONE + 1; reason < DR_NR_N_RESULTS; reason++)
    {
      if (counts[reason] == 0)
        continue;
      if (text->len > 0)
        g_string_append (text, " · ");
      /* Translators: how games ended and how many, e.g. "flatline: 2" */
      g_string_append_printf (text, _("%s: %d"), _(dr_nr_reason_text (reason)), counts[reason]);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
fill_record (DrDeckGamesPage *self,
             int              side)
{
  const DrPlayDeckRecord *record = &self->record;
  static const char *const opponents[DR_PLAY_N_OPPONENTS] = { N_("Against the Computer"), N_("Hot-Seat") };
  g_autofree char *won = reasons_text (record->wins_by_reason);
  g_autofree char *lost = reasons_text (record->losses_by_reason);

  dr_list_box_remove_all (self->record_list);
  for (int opponent = 0; opponent < DR_PLAY_N_OPPONENTS; opponent++)
    {
      g_autofree char *text = side_text (side, record->wins[opponent][side], record->losses[opponent][side]);

      if (record->wins[opponent][side] + record->losses[opponent][side] > 0)
        add_row (self->record_list, _(opponents[opponent]), text);
    }
  if (*won != '\0')
    add_row (self->record_list, _("Won by"), won);
  if (*lost != '\0')
    add_row (self->record_list, _("Lost by"), lost);
  if (record->draws > 0)
    {
      g_autofree char *draws = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d game", "%d games", record->draws),
                                                record->draws);

      add_row (self->record_list, _("Drawn"), draws);
    }
  if (record->unfinished > 0)
    {
      g_autofree char *open = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d game", "%d games",
                                                            record->unfinished), record->unfinished);

      /* Translators: games of the deck not played to their end yet (the Play view resumes them) */
      add_row (self->record_list, _("Not Finished"), open);
    }
}

static char *
result_text (const DrPlayGame *game,
             int               side)
{
  const char *reason = game->reason > 0 ? dr_nr_reason_text (game->reason) : NULL;

  if (!game->finished)
    return g_strdup_printf (_("Not finished, turn %d"), game->turn);
  if (game->winner < 0)
    return g_strdup (_("Drawn"));
  if (game->winner == side)
    /* Translators: a game the deck won, and how it ended ("agenda points") */
    return reason != NULL ? g_strdup_printf (_("Won: %s"), _(reason)) : g_strdup (_("Won"));
  /* Translators: a game the deck lost, and how it ended ("flatline") */
  return reason != NULL ? g_strdup_printf (_("Lost: %s"), _(reason)) : g_strdup (_("Lost"));
}

static void
fill_games (DrDeckGamesPage *self,
            int              side)
{
  dr_list_box_remove_all (self->games_list);
  for (guint i = 0; i < self->record.games->len && i < MAX_GAMES_SHOWN; i++)
    {
      const DrPlayGame *game = g_ptr_array_index (self->record.games, i);
      g_autofree char *title = dr_play_game_title (game);
      g_autofree char *when = g_date_time_format (game->saved, _("%x %H:%M"));
      g_autofree char *result = result_text (game, side);
      const char *opponent = dr_play_deck_record_opponent (game) == DR_PLAY_OPPONENT_PEOPLE
                               ? _("Hot-seat") : _("Against the computer");
      /* Translators: a game of the deck: its date, against whom, and its result */
      g_autofree char *subtitle = g_strdup_printf (_("%s · %s · %s"), when, opponent, result);

      add_row (self->games_list, title, subtitle);
    }
}

/* The deck's record over the list's last reading; nothing but the
 * spinner before the first reading is in. */
static void
show_record (DrDeckGamesPage *self)
{
  GPtrArray *games = dr_play_game_list_get_games (self->game_list);
  int side_index = g_strcmp0 (self->side, "corp") == 0 ? 0 : 1;
  gboolean any;

  dr_play_deck_record_clear (&self->record);
  /* a reference: the list drops its reading for the next one */
  g_clear_pointer (&self->games, g_ptr_array_unref);
  gtk_widget_set_visible (self->reading_spinner, games == NULL);
  gtk_spinner_set_spinning (GTK_SPINNER (self->reading_spinner), games == NULL);
  if (games == NULL || self->deck_name == NULL)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->empty_label), FALSE);
      gtk_widget_set_visible (self->record_group, FALSE);
      gtk_widget_set_visible (self->games_group, FALSE);
      return;
    }
  self->games = g_ptr_array_ref (games);
  dr_play_deck_record_collect (self->games, self->deck_name, self->side, &self->record);
  any = self->record.games->len > 0;
  gtk_widget_set_visible (GTK_WIDGET (self->empty_label), !any);
  gtk_widget_set_visible (self->record_group, any);
  gtk_widget_set_visible (self->games_group, any);
  fill_record (self, side_index);
  fill_games (self, side_index);
}

void
dr_deck_games_page_show_deck (DrDeckGamesPage *self,
                              const char      *deck_name,
                              const char      *side)
{
  g_return_if_fail (DR_IS_DECK_GAMES_PAGE (self));

  g_free (self->deck_name);
  self->deck_name = g_strdup (deck_name);
  g_free (self->side);
  self->side = g_strdup (side);
  /* read again only when a game was saved since; "changed" shows it then */
  dr_play_game_list_refresh (self->game_list);
  show_record (self);
}

gboolean
dr_deck_games_page_is_reading (DrDeckGamesPage *self)
{
  g_return_val_if_fail (DR_IS_DECK_GAMES_PAGE (self), FALSE);
  return dr_play_game_list_is_reading (self->game_list);
}

const DrPlayDeckRecord *
dr_deck_games_page_get_record (DrDeckGamesPage *self)
{
  g_return_val_if_fail (DR_IS_DECK_GAMES_PAGE (self), NULL);
  return self->record.games != NULL ? &self->record : NULL;
}

char *
dr_deck_games_page_get_row_text (DrDeckGamesPage *self,
                                 gboolean         games,
                                 guint            index)
{
  GtkListBoxRow *row;

  g_return_val_if_fail (DR_IS_DECK_GAMES_PAGE (self), NULL);
  row = gtk_list_box_get_row_at_index (games ? self->games_list : self->record_list, (int) index);
  return row != NULL ? g_strdup (g_object_get_data (G_OBJECT (row), "dr-row-text")) : NULL;
}

static void
dr_deck_games_page_dispose (GObject *object)
{
  DrDeckGamesPage *self = DR_DECK_GAMES_PAGE (object);

  if (self->game_list != NULL)
    g_signal_handlers_disconnect_by_data (self->game_list, self);
  g_clear_object (&self->game_list);
  gtk_widget_dispose_template (GTK_WIDGET (self), DR_TYPE_DECK_GAMES_PAGE);
  dr_play_deck_record_clear (&self->record);
  g_clear_pointer (&self->games, g_ptr_array_unref);
  g_clear_pointer (&self->deck_name, g_free);
  g_clear_pointer (&self->side, g_free);
  G_OBJECT_CLASS (dr_deck_games_page_parent_class)->dispose (object);
}

static void
dr_deck_games_page_class_init (DrDeckGamesPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = dr_deck_games_page_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-deck-games-page.ui");
  gtk_widget_class_bind_template_child (widget_class, DrDeckGamesPage, reading_spinner);
  gtk_widget_class_bind_template_child (widget_class, DrDeckGamesPage, empty_label);
  gtk_widget_class_bind_template_child (widget_class, DrDeckGamesPage, record_group);
  gtk_widget_class_bind_template_child (widget_class, DrDeckGamesPage, record_list);
  gtk_widget_class_bind_template_child (widget_class, DrDeckGamesPage, games_group);
  gtk_widget_class_bind_template_child (widget_class, DrDeckGamesPage, games_list);
}

static void
dr_deck_games_page_init (DrDeckGamesPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_visible (self->record_group, FALSE);
  gtk_widget_set_visible (self->games_group, FALSE);
}

GtkWidget *
dr_deck_games_page_new (DrPlayGameList *game_list)
{
  DrDeckGamesPage *self;

  g_return_val_if_fail (DR_IS_PLAY_GAME_LIST (game_list), NULL);
  self = g_object_new (DR_TYPE_DECK_GAMES_PAGE, NULL);
  self->game_list = g_object_ref (game_list);
  g_signal_connect_swapped (game_list, "changed", G_CALLBACK (show_record), self);
  return GTK_WIDGET (self);
}
