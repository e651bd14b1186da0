/* dr-deck-editor-pages.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-deck-editor"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-deck-editor-private.h"
#include "dr-deck-games-page.h"
#include "dr-sample-hand-page.h"

/* The deck pane's Sample Hand and Games tabs, each made the first time it
 * is shown and following the deck only while shown: a hand redrawn on every
 * keystroke nobody looks at would be wasted, and the games are read from
 * their files (each replayed), so only when the tab is shown or the deck's
 * name or side changes. */

static gboolean
shown (DrDeckEditor *self,
       const char   *name)
{
  return g_strcmp0 (gtk_stack_get_visible_child_name (self->deck_stack), name) == 0;
}

static void
ensure_hand_page (DrDeckEditor *self)
{
  if (self->hand_page != NULL || self->names == NULL)
    return;
  self->hand_page = dr_sample_hand_page_new (self->names, dr_deck_editor_lookup_card, self);
  gtk_widget_set_vexpand (self->hand_page, TRUE);
  gtk_box_append (self->hand_box, self->hand_page);
}

static void
show_games (DrDeckEditor *self,
            gboolean      tab_changed)
{
  const DrDeck *deck = dr_deck_editor_deck (self);
  g_autofree char *key = g_strconcat (deck->side != NULL ? deck->side : "", "\n", deck->name, NULL);

  if (self->games_page == NULL)
    {
      self->games_page = dr_deck_games_page_new (dr_context_get_game_list (self->context));
      gtk_widget_set_vexpand (self->games_page, TRUE);
      gtk_box_append (self->games_box, self->games_page);
    }
  if (!tab_changed && g_strcmp0 (key, self->games_shown) == 0)
    return;
  g_free (self->games_shown);
  self->games_shown = g_steal_pointer (&key);
  dr_deck_games_page_show_deck (DR_DECK_GAMES_PAGE (self->games_page), deck->name, deck->side);
}

void
dr_deck_editor_update_pages (DrDeckEditor *self,
                             gboolean      tab_changed)
{
  if (self->session == NULL)
    return;
  if (shown (self, "hand"))
    {
      ensure_hand_page (self);
      if (self->hand_page != NULL)
        dr_sample_hand_page_set_deck (DR_SAMPLE_HAND_PAGE (self->hand_page), dr_deck_editor_deck (self));
    }
  else if (shown (self, "games"))
    show_games (self, tab_changed);
}

/* The pages read the card data's names: a new store makes them anew. */
void
dr_deck_editor_drop_pages (DrDeckEditor *self)
{
  if (self->hand_page != NULL)
    {
      gtk_box_remove (self->hand_box, self->hand_page);
      self->hand_page = NULL;
    }
  if (self->games_page != NULL)
    {
      gtk_box_remove (self->games_box, self->games_page);
      self->games_page = NULL;
    }
  g_clear_pointer (&self->games_shown, g_free);
}

static void
sample_hand_cb (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  DrDeckEditor *self = DR_DECK_EDITOR (widget);

  gtk_stack_set_visible_child_name (self->deck_stack, "hand");
}

static void
games_cb (GtkWidget  *widget,
          const char *action_name,
          GVariant   *parameter)
{
  DrDeckEditor *self = DR_DECK_EDITOR (widget);

  gtk_stack_set_visible_child_name (self->deck_stack, "games");
}

void
dr_deck_editor_pages_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "editor.sample-hand", NULL, sample_hand_cb);
  gtk_widget_class_install_action (widget_class, "editor.games", NULL, games_cb);
}
