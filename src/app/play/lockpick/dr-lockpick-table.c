/* dr-lockpick-table.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-lockpick-table"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-lockpick-card.h"
#include "dr-lockpick-play.h"
#include "dr-lockpick-session.h"
#include "dr-lockpick-table.h"
#include "dr-play-text.h"
#include "dr-play-util.h"

char *
dr_lockpick_table_seat_name (int seat)
{
  return g_strdup (_(dr_lp_seat_name (NULL, seat)));
}

/* a wrapped label in the table's chip style */
static GtkWidget *
chip (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_widget_set_halign (label, GTK_ALIGN_START);
  gtk_widget_add_css_class (label, "play-chip");
  return label;
}

void
dr_lockpick_table_show_hand (GtkFlowBox      *hand_box,
                             GtkWidget       *hand_title,
                             const DrLpState *view,
                             int              eyes,
                             DrPlayCatalog   *catalog)
{
  dr_play_remove_children (GTK_WIDGET (hand_box));
  gtk_widget_set_visible (hand_title, eyes >= 0);
  if (eyes < 0)
    return;
  for (int i = 0; i < view->n_cards; i++)
    if (view->cards[i].zone == DR_LP_ZONE_HAND && view->cards[i].seat == eyes)
      {
        DrLockpickCardSpec spec = { .view = view, .card = i };
        GtkWidget *card = dr_lockpick_card_new ();

        dr_lockpick_card_show (DR_LOCKPICK_CARD (card), &spec, catalog);
        gtk_flow_box_append (hand_box, card);
        /* one stop for the keyboard: the card, not the flow box's child too */
        gtk_widget_set_focusable (gtk_widget_get_parent (card), FALSE);
      }
}

static int
count_deck (const DrLpState *view,
            int              kind)
{
  int n = 0;

  for (int i = 0; i < view->n_cards; i++)
    n += view->cards[i].zone == DR_LP_ZONE_DECK && view->cards[i].kind == kind;
  return n;
}

static GtkWidget *
seat_zone (const DrLpState *view,
           int              seat,
           int              you,
           int              acting,
           DrPlayCatalog   *catalog)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *slots = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  g_autofree char *name = dr_lockpick_table_seat_name (seat);
  g_autofree char *heading = NULL;
  g_autofree char *hand = NULL;
  int n_hand = dr_lp_count_zone (view, DR_LP_ZONE_HAND, seat);
  GtkWidget *title;

  /* Translators: the seat the person at the screen plays, "Hacker 2 (you)" */
  heading = seat == you && you >= 0 ? g_strdup_printf (_("%s (you)"), name) : g_strdup (name);
  title = gtk_label_new (heading);
  gtk_label_set_xalign (GTK_LABEL (title), 0.0);
  gtk_widget_add_css_class (title, "heading");
  if (seat == acting)
    gtk_widget_add_css_class (title, "accent");
  gtk_box_append (GTK_BOX (box), title);
  /* Translators: how many cards a seat holds */
  hand = g_strdup_printf (g_dngettext (NULL, "Hand: %d card", "Hand: %d cards", n_hand), n_hand);
  gtk_box_append (GTK_BOX (box), chip (hand));
  if (seat == DR_LP_SERVER_SEAT)
    {
      int defense = count_deck (view, DR_LP_KIND_DEFENSE), attack = count_deck (view, DR_LP_KIND_ATTACK);
      /* Translators: cards left in the server's defense deck */
      g_autofree char *defense_text = g_strdup_printf (_("Defense deck: %d"), defense);
      /* Translators: cards left in the deck the hackers share */
      g_autofree char *attack_text = g_strdup_printf (_("Hackers’ deck: %d"), attack);

      gtk_box_append (GTK_BOX (box), chip (defense_text));
      gtk_box_append (GTK_BOX (box), chip (attack_text));
      return box;
    }
  if (view->hackers[seat].eliminated)
    {
      GtkWidget *out = chip (_("Eliminated"));

      gtk_widget_add_css_class (out, "warning");
      gtk_box_append (GTK_BOX (box), out);
    }
  for (int slot = 0; slot < DR_LP_SLOTS; slot++)
    {
      DrLockpickCardSpec spec = { .view = view, .card = -1, .place = _("Empty slot") };
      GtkWidget *card = dr_lockpick_card_new ();

      for (int i = 0; i < view->n_cards; i++)
        if (view->cards[i].zone == DR_LP_ZONE_SLOT && view->cards[i].seat == seat && view->cards[i].slot == slot)
          {
            spec.card = i;
            spec.place = NULL;
          }
      dr_lockpick_card_show (DR_LOCKPICK_CARD (card), &spec, catalog);
      gtk_box_append (GTK_BOX (slots), card);
    }
  gtk_box_append (GTK_BOX (box), slots);
  return box;
}

void
dr_lockpick_table_show_seats (GtkWidget       *seats_box,
                              const DrLpState *view,
                              int              you,
                              int              acting,
                              DrPlayCatalog   *catalog)
{
  dr_play_remove_children (seats_box);
  for (int seat = 0; seat < view->n_seats; seat++)
    gtk_box_append (GTK_BOX (seats_box), seat_zone (view, seat, you, acting, catalog));
}

char *
dr_lockpick_table_result (const DrLpState *state)
{
  DrEngineResult result;
  DrEngineText text;
  gboolean server_won;

  dr_lockpick_game.result (state, &result);
  server_won = (result.winners & 1u) != 0;
  dr_engine_text_start (&text, server_won ? DR_ENGINE_N_ ("The server wins: {1}") : DR_ENGINE_N_ ("The hackers win: {1}"));
  dr_engine_text_add (&text, DR_ENGINE_ARG_TEXT, 0, result.reason_text != NULL ? result.reason_text : "");
  return dr_play_text_translate (&text, dr_lockpick_card_title, NULL);
}
