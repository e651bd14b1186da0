/* dr-sample-hand-page.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-sample-hand-page"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-odds.h"
#include "dr-sample-hand-page-private.h"
#include "dr-list-box.h"

struct _DrSampleHandPage
{
  AdwBin              parent_instance;

  /* Template widgets */
  GtkLabel           *status_label;
  GtkListBox         *cards_list;

  DrCardNames        *names;
  DrSampleHandLookup  lookup;
  gpointer            lookup_data;
  DrDeck             *deck;       /* what the hand was drawn from */
  DrSampleHand       *hand;
  GRand              *seeds;      /* each new hand's seed */
};

G_DEFINE_FINAL_TYPE (DrSampleHandPage, dr_sample_hand_page, ADW_TYPE_BIN)

static char *
odds_text (DrSampleHand *hand,
           const char   *code)
{
  DrSampleOdds odds;
  guint drawn = dr_sample_hand_get_n_drawn (hand);

  dr_sample_hand_odds (hand, code, &odds);
  /* Translators: the exact odds beside a card of a sample hand: its copies
   * in the deck, the chance of at least one in an opening hand, the same
   * with a mulligan, and within the cards drawn so far */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%d copy: %.1f %% in an opening hand, %.1f %% with a mulligan, %.1f %% in %u cards",
                                       "%d copies: %.1f %% in an opening hand, %.1f %% with a mulligan, %.1f %% in %u cards",
                                       odds.copies),
                          odds.copies, 100 * odds.opening, 100 * odds.with_mulligan, 100 * odds.drawn, drawn);
}

static GtkWidget *
heading_row (const char *text)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_top (label, 6);
  gtk_widget_set_margin_bottom (label, 6);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  return row;
}

static GtkWidget *
card_row (DrSampleHandPage *self,
          const char       *code)
{
  const DrCard *card = self->lookup (code, self->lookup_data);
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  g_autofree char *type_line = card != NULL ? dr_card_names_type_line (self->names, card) : NULL;
  g_autofree char *title = NULL;
  g_autofree char *odds = odds_text (self->hand, code);
  GtkWidget *title_label, *odds_label;

  if (card != NULL)
    title = g_strdup_printf ("%s · %s", dr_card_get_local_title (card, FALSE), type_line);
  else
    title = g_strdup (code);
  title_label = gtk_label_new (title);
  odds_label = gtk_label_new (odds);
  gtk_label_set_xalign (GTK_LABEL (title_label), 0);
  gtk_label_set_wrap (GTK_LABEL (title_label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (odds_label), 0);
  gtk_label_set_wrap (GTK_LABEL (odds_label), TRUE);
  gtk_widget_add_css_class (odds_label, "caption");
  gtk_widget_add_css_class (odds_label, "dim-label");
  gtk_box_append (GTK_BOX (box), title_label);
  gtk_box_append (GTK_BOX (box), odds_label);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  g_object_set_data_full (G_OBJECT (row), "dr-sample-text", g_strdup_printf ("%s\n%s", title, odds), g_free);
  return row;
}

static void
update_actions (DrSampleHandPage *self)
{
  gboolean has_cards = self->hand != NULL && dr_sample_hand_get_deck_size (self->hand) > 0;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sample.new-hand", has_cards);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sample.mulligan",
                                 self->hand != NULL && dr_sample_hand_can_mulligan (self->hand));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sample.draw",
                                 has_cards && dr_sample_hand_get_n_drawn (self->hand)
                                                < (guint) dr_sample_hand_get_deck_size (self->hand));
}

static void
show_hand (DrSampleHandPage *self)
{
  guint drawn, hand_size;
  g_autofree char *status = NULL;

  dr_list_box_remove_all (self->cards_list);
  update_actions (self);
  if (self->hand == NULL || dr_sample_hand_get_deck_size (self->hand) == 0)
    {
      gtk_label_set_text (self->status_label, _("Add cards to the deck to draw a sample hand."));
      return;
    }
  drawn = dr_sample_hand_get_n_drawn (self->hand);
  hand_size = drawn - dr_sample_hand_get_n_draws (self->hand);
  /* Translators: cards drawn of the deck's cards */
  status = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card drawn of %d", "%u cards drawn of %d", drawn),
                            drawn, dr_sample_hand_get_deck_size (self->hand));
  gtk_label_set_text (self->status_label, status);
  gtk_list_box_append (self->cards_list,
                       heading_row (dr_sample_hand_took_mulligan (self->hand) ? _("Hand after a Mulligan")
                                                                              : _("Opening Hand")));
  for (guint i = 0; i < drawn; i++)
    {
      if (i == hand_size)
        gtk_list_box_append (self->cards_list, heading_row (_("Draws")));
      gtk_list_box_append (self->cards_list, card_row (self, dr_sample_hand_get_drawn (self->hand, i)));
    }
}

static void
new_hand_cb (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  DrSampleHandPage *self = DR_SAMPLE_HAND_PAGE (widget);

  if (self->hand == NULL)
    return;
  dr_sample_hand_new_hand (self->hand);
  show_hand (self);
}

static void
mulligan_cb (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  DrSampleHandPage *self = DR_SAMPLE_HAND_PAGE (widget);

  if (self->hand != NULL && dr_sample_hand_mulligan (self->hand))
    show_hand (self);
}

static void
draw_cb (GtkWidget  *widget,
         const char *action_name,
         GVariant   *parameter)
{
  DrSampleHandPage *self = DR_SAMPLE_HAND_PAGE (widget);

  if (self->hand != NULL && dr_sample_hand_draw (self->hand))
    show_hand (self);
}

static void
deal (DrSampleHandPage *self)
{
  guint64 seed = ((guint64) g_rand_int (self->seeds) << 32) | g_rand_int (self->seeds);

  g_clear_pointer (&self->hand, dr_sample_hand_free);
  if (self->deck != NULL)
    self->hand = dr_sample_hand_new (self->deck, seed);
  show_hand (self);
}

static void
dr_sample_hand_page_dispose (GObject *object)
{
  DrSampleHandPage *self = DR_SAMPLE_HAND_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), DR_TYPE_SAMPLE_HAND_PAGE);
  g_clear_pointer (&self->hand, dr_sample_hand_free);
  g_clear_pointer (&self->deck, dr_deck_free);
  g_clear_pointer (&self->names, dr_card_names_unref);
  g_clear_pointer (&self->seeds, g_rand_free);
  G_OBJECT_CLASS (dr_sample_hand_page_parent_class)->dispose (object);
}

static void
dr_sample_hand_page_class_init (DrSampleHandPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = dr_sample_hand_page_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-sample-hand-page.ui");
  gtk_widget_class_bind_template_child (widget_class, DrSampleHandPage, status_label);
  gtk_widget_class_bind_template_child (widget_class, DrSampleHandPage, cards_list);
  /* Not kept: named for the tests, which look at its sensitivity. */
  gtk_widget_class_bind_template_child_full (widget_class, "mulligan_button", FALSE, 0);
  gtk_widget_class_install_action (widget_class, "sample.new-hand", NULL, new_hand_cb);
  gtk_widget_class_install_action (widget_class, "sample.mulligan", NULL, mulligan_cb);
  gtk_widget_class_install_action (widget_class, "sample.draw", NULL, draw_cb);
}

static void
dr_sample_hand_page_init (DrSampleHandPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->seeds = g_rand_new ();
  update_actions (self);
}

GtkWidget *
dr_sample_hand_page_new (DrCardNames        *names,
                         DrSampleHandLookup  lookup,
                         gpointer            data)
{
  DrSampleHandPage *self = g_object_new (DR_TYPE_SAMPLE_HAND_PAGE, NULL);

  g_return_val_if_fail (names != NULL && lookup != NULL, NULL);

  self->names = dr_card_names_ref (names);
  self->lookup = lookup;
  self->lookup_data = data;
  show_hand (self);
  return GTK_WIDGET (self);
}

void
dr_sample_hand_page_set_deck (DrSampleHandPage *self,
                              const DrDeck     *deck)
{
  g_return_if_fail (DR_IS_SAMPLE_HAND_PAGE (self));

  if (deck != NULL && self->deck != NULL && dr_deck_same_content (deck, self->deck))
    return;
  g_clear_pointer (&self->deck, dr_deck_free);
  self->deck = deck != NULL ? dr_deck_copy (deck) : NULL;
  deal (self);
}

void
dr_sample_hand_page_set_seed (DrSampleHandPage *self,
                              guint64           seed)
{
  guint32 words[2] = { (guint32) seed, (guint32) (seed >> 32) };

  g_return_if_fail (DR_IS_SAMPLE_HAND_PAGE (self));
  g_rand_set_seed_array (self->seeds, words, G_N_ELEMENTS (words));
  deal (self);
}

DrSampleHand *
dr_sample_hand_page_get_hand (DrSampleHandPage *self)
{
  g_return_val_if_fail (DR_IS_SAMPLE_HAND_PAGE (self), NULL);
  return self->hand;
}

char *
dr_sample_hand_page_get_row_text (DrSampleHandPage *self,
                                  guint             index)
{
  g_return_val_if_fail (DR_IS_SAMPLE_HAND_PAGE (self), NULL);

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->cards_list)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      const char *text = g_object_get_data (G_OBJECT (row), "dr-sample-text");

      if (text != NULL && index-- == 0)
        return g_strdup (text);
    }
  return NULL;
}
