/* dr-lockpick-compose.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-lockpick-compose"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-lockpick-card.h"
#include "dr-lockpick-compose.h"
#include "dr-lockpick-table.h"
#include "dr-play-action.h"
#include "dr-play-util.h"

struct _DrLockpickCompose
{
  GtkWidget   parent_instance;

  /* Template widgets */
  GtkWidget  *content;
  GtkLabel   *rules_label;
  GtkLabel   *turn_label;
  GtkFlowBox *cards_box;

  DrLpState  *box;                   /* the box's cards drawn, one of each def shown */
};

G_DEFINE_FINAL_TYPE (DrLockpickCompose, dr_lockpick_compose, GTK_TYPE_WIDGET)

enum
{
  SIGNAL_CHOOSE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static int
kind_of (int def)
{
  const DrLpCardData *data = dr_lp_card_data (def);

  return data != NULL ? data->kind : 0;
}

static void
on_card_clicked_cb (DrLockpickCard    *card,
                    DrLockpickCompose *self)
{
  guint position = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (card), "dr-position"));

  g_signal_emit (self, signals[SIGNAL_CHOOSE], 0, position - 1);
}

static char *
turn_words (const DrLpState *view)
{
  g_autofree char *seat = NULL;

  if (view->composing == DR_LP_KIND_STRUCTURE)
    return g_strdup (_("The server is choosing its structure cards."));
  if (view->composing == DR_LP_KIND_DEFENSE)
    return g_strdup (_("The server is choosing its defense cards."));
  seat = dr_lockpick_table_seat_name (view->active);
  /* Translators: the hacker choosing now, "Hacker 2 is choosing attack cards." */
  return g_strdup_printf (_("%s is choosing attack cards."), seat);
}

/* One card of the box with its copies taken below it; a choice when
 * `action` takes one more. */
static GtkWidget *
make_entry (DrLockpickCompose *self,
            int                def,
            int                taken,
            DrPlayAction      *action,
            guint              position,
            DrPlayCatalog     *catalog)
{
  GtkWidget *entry = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *card = dr_lockpick_card_new ();
  g_autofree char *copies = NULL;
  DrLpCard *c = &self->box->cards[self->box->n_cards];
  DrLockpickCardSpec spec = {
    .view = self->box,
    .card = self->box->n_cards++,
    .choice = action != NULL ? dr_play_action_get_label (action) : NULL,
  };
  GtkWidget *caption;

  *c = (DrLpCard) { .def = (uint8_t) def, .zone = DR_LP_ZONE_NONE, .cell = DR_LP_NO_CELL,
                    .rotated_by = DR_LP_NO_CARD, .kind = (uint8_t) kind_of (def) };
  if (def == DR_LP_STRUCTURE_CORE)
    copies = g_strdup (_("Always in"));
  else
    /* Translators: copies of a card taken out of the box's copies, "Taken: 1 of 3" */
    copies = g_strdup_printf (_("Taken: %d of %d"), taken, dr_lp_card_data (def)->box_quantity);
  spec.place = copies;
  dr_lockpick_card_show (DR_LOCKPICK_CARD (card), &spec, catalog);
  gtk_widget_set_halign (card, GTK_ALIGN_CENTER);
  g_object_set_data (G_OBJECT (card), "dr-def", GINT_TO_POINTER (def));
  if (action != NULL)
    {
      g_object_set_data (G_OBJECT (card), "dr-position", GUINT_TO_POINTER (position + 1));
      g_signal_connect (card, "clicked", G_CALLBACK (on_card_clicked_cb), self);
    }
  caption = gtk_label_new (copies);
  gtk_widget_add_css_class (caption, "caption");
  if (taken == 0)
    gtk_widget_add_css_class (caption, "dim-label");
  gtk_box_append (GTK_BOX (entry), card);
  gtk_box_append (GTK_BOX (entry), caption);
  return entry;
}

/* The def of the box's card that has the focus, or 0. */
static int
focused_def (DrLockpickCompose *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (focus == NULL || !DR_IS_LOCKPICK_CARD (focus) || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self->cards_box)))
    return 0;
  return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (focus), "dr-def"));
}

static void
refocus (DrLockpickCompose *self,
         int                def)
{
  GtkWidget *first = NULL;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->cards_box)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      /* a flow box child, its entry, the card first in it */
      GtkWidget *card = gtk_widget_get_first_child (gtk_widget_get_first_child (child));

      if (!dr_lockpick_card_is_choice (DR_LOCKPICK_CARD (card)))
        continue;
      if (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (card), "dr-def")) == def)
        {
          gtk_widget_grab_focus (card);
          return;
        }
      if (first == NULL)
        first = card;
    }
  if (first != NULL)
    gtk_widget_grab_focus (first);
}

void
dr_lockpick_compose_show (DrLockpickCompose *self,
                          const DrLpState   *view,
                          GListModel        *actions,
                          DrPlayCatalog     *catalog)
{
  DrPlayAction *offered[DR_LP_N_DEFS] = { NULL };
  guint positions[DR_LP_N_DEFS] = { 0 };
  guint n = actions != NULL ? g_list_model_get_n_items (actions) : 0;
  g_autofree char *turn = NULL;
  gboolean structures_known = FALSE;
  int focused;

  g_return_if_fail (DR_IS_LOCKPICK_COMPOSE (self));

  /* A card taken from the keyboard goes with the box it was in: the focus
   * goes on to the same card, or the first one to take. */
  focused = focused_def (self);
  dr_play_remove_children (GTK_WIDGET (self->cards_box));
  self->box->n_cards = 0;
  if (view == NULL || view->phase != DR_LP_PHASE_COMPOSE)
    {
      gtk_label_set_text (self->rules_label, "");
      gtk_label_set_text (self->turn_label, "");
      return;
    }
  gtk_label_set_text (self->rules_label,
                      view->n_seats == DR_LP_MAX_SEATS
                        ? _("With four players the server’s decks are the whole box; each hacker in turn takes ten "
                            "attack cards for the hackers’ deck, out of the server’s sight.")
                        : _("The server takes its structure cards (the Structure Core always among them) and its "
                            "defense cards; then each hacker takes ten attack cards for the hackers’ deck. Neither "
                            "side sees the other’s cards."));
  turn = turn_words (view);
  gtk_label_set_text (self->turn_label, turn);

  for (guint i = 0; i < n; i++)
    {
      DrPlayAction *action = g_list_model_get_item (actions, i);
      const DrEngineAction *a = dr_play_action_get_engine_action (action);

      if (a->kind == DR_LP_ACT_COMPOSE_TAKE && a->arg[2] > 0 && a->arg[2] < DR_LP_N_DEFS
          && offered[a->arg[2]] == NULL)
        {
          offered[a->arg[2]] = action;
          positions[a->arg[2]] = i;
        }
      else
        g_object_unref (action);
    }
  /* Every seat knows the Core is in: it is shown with the server's other
   * structures only, to the server. */
  for (int def = 1; def < DR_LP_N_DEFS; def++)
    if (def != DR_LP_STRUCTURE_CORE && kind_of (def) == DR_LP_KIND_STRUCTURE
        && (view->picked[def] > 0 || offered[def] != NULL))
      structures_known = TRUE;
  for (int kind = DR_LP_KIND_STRUCTURE; kind <= DR_LP_KIND_ATTACK; kind++)
    for (int def = 1; def < DR_LP_N_DEFS; def++)
      {
        if (kind_of (def) != kind)
          continue;
        if (def == DR_LP_STRUCTURE_CORE ? structures_known : view->picked[def] > 0 || offered[def] != NULL)
          {
            GtkWidget *entry = make_entry (self, def, view->picked[def], offered[def], positions[def], catalog);

            gtk_flow_box_append (self->cards_box, entry);
            /* one stop for the keyboard: the card, not the flow box's child too */
            gtk_widget_set_focusable (gtk_widget_get_parent (entry), FALSE);
          }
        g_clear_object (&offered[def]);
      }
  if (focused > 0)
    refocus (self, focused);
}

static void
dr_lockpick_compose_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), DR_TYPE_LOCKPICK_COMPOSE);
  G_OBJECT_CLASS (dr_lockpick_compose_parent_class)->dispose (object);
}

static void
dr_lockpick_compose_finalize (GObject *object)
{
  g_free (DR_LOCKPICK_COMPOSE (object)->box);
  G_OBJECT_CLASS (dr_lockpick_compose_parent_class)->finalize (object);
}

static void
dr_lockpick_compose_class_init (DrLockpickComposeClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = dr_lockpick_compose_dispose;
  G_OBJECT_CLASS (klass)->finalize = dr_lockpick_compose_finalize;
  signals[SIGNAL_CHOOSE] = g_signal_new ("choose", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                         NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-lockpick-compose.ui");
  gtk_widget_class_bind_template_child (widget_class, DrLockpickCompose, content);
  gtk_widget_class_bind_template_child (widget_class, DrLockpickCompose, rules_label);
  gtk_widget_class_bind_template_child (widget_class, DrLockpickCompose, turn_label);
  gtk_widget_class_bind_template_child (widget_class, DrLockpickCompose, cards_box);
  gtk_widget_class_set_css_name (widget_class, "lockpickcompose");
}

static void
dr_lockpick_compose_init (DrLockpickCompose *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->box = g_new0 (DrLpState, 1);
}
