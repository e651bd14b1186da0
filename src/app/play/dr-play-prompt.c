/* dr-play-prompt.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-play-prompt"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "dr-play-card.h"
#include "dr-play-place.h"
#include "dr-play-prompt-private.h"
#include "dr-play-server.h"
#include "dr-play-text-bin.h"
#include "dr-play-util.h"

struct _DrPlayPrompt
{
  GtkWidget      parent_instance;

  /* Template widgets */
  AdwBin        *card_slot;
  GtkSpinner    *spinner;
  GtkInscription *heading_label;
  GtkFlowBox    *choices_box;
  GtkBox        *amount_box;
  GtkSpinButton *amount_spin;
  GtkButton     *amount_button;

  GArray        *numbered;      /* guint positions, in the order of their numbers */
  GArray        *amounts;       /* guint positions of bids or Xs, by amount - amount_min */
  int            amount_min;
};

G_DEFINE_FINAL_TYPE (DrPlayPrompt, dr_play_prompt, GTK_TYPE_WIDGET)

/* The card a decision is about, shown beside it (the approached or
 * encountered ice is marked on the board instead). */
static int
frame_card (const DrNrState *s,
            const DrNrFrame *top)
{
  switch (top->kind)
    {
    case DR_NR_FRAME_ACCESS:
      return s->run.access_card != DR_NR_NO_CARD ? s->run.access_card : -1;
    case DR_NR_FRAME_TRACE_CORP:
    case DR_NR_FRAME_TRACE_RUNNER:
    case DR_NR_FRAME_CHOOSE_X:
    case DR_NR_FRAME_PROMPT:
    case DR_NR_FRAME_INSTALL_TRASH:
      return top->card != DR_NR_NO_CARD ? top->card : -1;
    default:
      return -1;
    }
}

static char *
heading_for (DrPlayScene     *scene,
             const DrNrFrame *top)
{
  const DrNrState *s = dr_play_scene_get_state (scene);
  int card = top->kind == DR_NR_FRAME_APPROACH_REZ || top->kind == DR_NR_FRAME_ENCOUNTER ? top->card
           : frame_card (s, top);
  const char *title = card >= 0 && card != DR_NR_NO_CARD ? dr_play_scene_card_title (scene, card) : NULL;
  int viewer = dr_play_scene_get_viewer (scene);

  switch (top->kind)
    {
    case DR_NR_FRAME_MULLIGAN:
      return g_strdup (_("Keep your starting hand, or shuffle it back and draw 5 new cards?"));
    case DR_NR_FRAME_ACTION:
      return g_strdup_printf (ngettext ("Your turn: %d click left", "Your turn: %d clicks left",
                                        s->seats[viewer].clicks), s->seats[viewer].clicks);
    case DR_NR_FRAME_DISCARD:
      return g_strdup_printf (ngettext ("Discard down to your maximum hand size of %d card.",
                                        "Discard down to your maximum hand size of %d cards.",
                                        dr_nr_hand_size (s, viewer)), dr_nr_hand_size (s, viewer));
    case DR_NR_FRAME_MU_TRASH:
      return g_strdup (_("Your programs use more memory than you have: trash programs until they fit."));
    case DR_NR_FRAME_APPROACH_REZ:
      return title != NULL ? g_strdup_printf (_("The Runner approaches %s. Rez it?"), title)
                           : g_strdup (_("The Runner approaches a piece of ice."));
    case DR_NR_FRAME_ENCOUNTER:
      return title != NULL ? g_strdup_printf (_("Encountering %s: break its subroutines, or let them resolve."), title)
                           : g_strdup (_("Encountering a piece of ice."));
    case DR_NR_FRAME_MOVEMENT:
      return g_strdup (_("The ice is passed: continue the run or jack out?"));
    case DR_NR_FRAME_SERVER_REZ:
      return g_strdup (_("The Runner approaches the server: last chance to rez cards."));
    case DR_NR_FRAME_ACCESS:
      return title != NULL ? g_strdup_printf (_("Accessing %s."), title) : g_strdup (_("Accessing a card."));
    case DR_NR_FRAME_TRACE_CORP:
      return g_strdup_printf (_("Trace %d: how many credits do you spend to raise its strength?"), top->n);
    case DR_NR_FRAME_TRACE_RUNNER:
      return g_strdup_printf (_("Trace strength %d against your link %d: how many credits do you spend?"),
                              top->n, dr_nr_link (s, viewer));
    case DR_NR_FRAME_REZ_ICE_FREE:
      return g_strdup (_("You may rez a piece of ice at no cost."));
    case DR_NR_FRAME_REACTION:
      return g_strdup (_("Abilities wait to resolve: choose which comes first."));
    case DR_NR_FRAME_PAW:
      return g_strdup (_("You have priority: use a paid ability, rez or score, or pass."));
    case DR_NR_FRAME_CHOOSE_X:
      return g_strdup (_("Choose X for the ability."));
    case DR_NR_FRAME_INSTALL_TRASH:
      return g_strdup (_("Trash more cards before installing?"));
    case DR_NR_FRAME_ACCESS_ORDER:
      return g_strdup (_("Choose the next card to access."));
    case DR_NR_FRAME_PROMPT:
      return title != NULL ? g_strdup_printf (_("%s asks for a choice."), title) : g_strdup (_("Make a choice."));
    default:
      return g_strdup (_("Choose."));
    }
}

/* "Pass" says what passing means at this point. */
static const char *
pass_label (const DrNrFrame *top,
            int              seat)
{
  switch (top->kind)
    {
    case DR_NR_FRAME_APPROACH_REZ:
    case DR_NR_FRAME_SERVER_REZ:
      return seat == DR_NR_CORP_SEAT ? _("Do not rez") : _("Continue");
    case DR_NR_FRAME_ENCOUNTER:
      return seat == DR_NR_CORP_SEAT ? _("Pass") : _("Let the unbroken subroutines resolve");
    case DR_NR_FRAME_MOVEMENT:
      return _("Continue the run");
    case DR_NR_FRAME_ACCESS:
      return _("Leave it");
    case DR_NR_FRAME_INSTALL_TRASH:
      return _("Install now");
    case DR_NR_FRAME_REZ_ICE_FREE:
      return _("Rez nothing");
    default:
      return _("Pass");
    }
}

static gboolean
is_amount (const DrNrAction *a)
{
  return a->kind == DR_NR_ACT_BID || a->kind == DR_NR_ACT_NUMBER;
}

/* The buttons of the choices are kept from one decision to the next and
 * relabelled: a new label is laid out anew, an unchanged one is not. */
static void
add_numbered (DrPlayPrompt *self,
              guint         position,
              const char   *label)
{
  guint number = self->numbered->len + 1;
  g_autofree char *text = number <= 10 ? g_strdup_printf ("%u. %s", number % 10, label) : g_strdup (label);
  GtkFlowBoxChild *child = gtk_flow_box_get_child_at_index (self->choices_box, (int) self->numbered->len);
  GtkWidget *button;

  if (child == NULL)
    {
      GtkWidget *label_widget = gtk_label_new (NULL);

      gtk_label_set_wrap (GTK_LABEL (label_widget), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label_widget), 0.0);
      button = gtk_button_new ();
      gtk_button_set_child (GTK_BUTTON (button), label_widget);
      gtk_flow_box_append (self->choices_box, button);
      child = GTK_FLOW_BOX_CHILD (gtk_widget_get_parent (button));
      gtk_widget_set_focusable (GTK_WIDGET (child), FALSE);
    }
  button = gtk_flow_box_child_get_child (child);
  gtk_label_set_text (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), text);
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), g_variant_new_uint32 (position));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "play.choose");
  g_array_append_val (self->numbered, position);
}

/* The buttons after the last choice go. */
static void
drop_unused_choices (DrPlayPrompt *self)
{
  GtkFlowBoxChild *child;

  while ((child = gtk_flow_box_get_child_at_index (self->choices_box, (int) self->numbered->len)) != NULL)
    gtk_flow_box_remove (self->choices_box, GTK_WIDGET (child));
}

static void
set_amounts (DrPlayPrompt *self,
             DrPlayScene  *scene,
             const DrNrFrame *top)
{
  int lo = G_MAXINT, hi = G_MININT;

  for (guint i = 0; i < self->amounts->len; i++)
    {
      int amount = dr_play_scene_get_choice (scene, g_array_index (self->amounts, guint, i))->amount;

      lo = MIN (lo, amount);
      hi = MAX (hi, amount);
    }
  self->amount_min = lo;
  gtk_spin_button_set_range (self->amount_spin, lo, hi);
  gtk_spin_button_set_value (self->amount_spin, lo);
  gtk_button_set_label (self->amount_button, top->kind == DR_NR_FRAME_CHOOSE_X ? _("_Choose X") : _("_Spend"));
  gtk_widget_set_visible (GTK_WIDGET (self->amount_box), TRUE);
}

void
dr_play_prompt_set_scene (DrPlayPrompt *self,
                          DrPlayScene  *scene,
                          const char   *waiting,
                          gboolean      busy)
{
  const DrNrState *s = dr_play_scene_get_state (scene);
  const DrNrFrame *top = dr_nr_top (s);
  int viewer = dr_play_scene_get_viewer (scene);
  guint n = dr_play_scene_get_n_choices (scene);
  g_autofree char *heading = NULL;
  int card;

  g_return_if_fail (DR_IS_PLAY_PROMPT (self));

  g_array_set_size (self->numbered, 0);
  g_array_set_size (self->amounts, 0);
  gtk_widget_set_visible (GTK_WIDGET (self->amount_box), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->spinner), busy);
  gtk_spinner_set_spinning (self->spinner, busy);

  if (n == 0 || top == NULL)
    {
      g_autofree char *acting = NULL;

      if (waiting == NULL && !dr_nr_is_over (s) && dr_nr_acting_seat (s) >= 0)
        {
          g_autofree char *seat = dr_play_seat_name (s, dr_nr_acting_seat (s));

          /* Translators: while another player decides, "Waiting for the Corp…" */
          acting = g_strdup_printf (_("Waiting for %s…"), seat);
        }
      gtk_inscription_set_text (self->heading_label, waiting != NULL ? waiting : acting != NULL ? acting : "");
      /* The card may be one the next pair of eyes may not see (hot-seat). */
      adw_bin_set_child (self->card_slot, NULL);
      drop_unused_choices (self);
      return;
    }

  heading = heading_for (scene, top);
  gtk_inscription_set_text (self->heading_label, heading);
  card = frame_card (s, top);
  if (card >= 0 && dr_play_scene_card_known (scene, card))
    dr_play_card_set_card (dr_play_slot_card (self->card_slot), scene, card);
  else
    adw_bin_set_child (self->card_slot, NULL);

  for (guint i = 0; i < n; i++)
    {
      const DrNrAction *a = dr_play_scene_get_choice (scene, i);
      DrPlayPlace place;

      dr_play_place_of (s, a, &place);
      if (!(place.at & DR_PLAY_AT_PROMPT))
        continue;
      if (is_amount (a))
        g_array_append_val (self->amounts, i);
      else
        add_numbered (self, i, a->kind == DR_NR_ACT_PASS ? pass_label (top, viewer)
                                                         : dr_play_scene_get_label (scene, i));
    }
  drop_unused_choices (self);
  if (self->amounts->len > 0)
    set_amounts (self, scene, top);
}

static void
on_amount_activate_cb (DrPlayPrompt *self)
{
  int value = gtk_spin_button_get_value_as_int (self->amount_spin);
  guint index;

  if (self->amounts->len == 0)
    return;
  index = (guint) CLAMP (value - self->amount_min, 0, (int) self->amounts->len - 1);
  gtk_widget_activate_action (GTK_WIDGET (self), "play.choose", "u", g_array_index (self->amounts, guint, index));
}

gboolean
dr_play_prompt_choose_number (DrPlayPrompt *self,
                              guint         number)
{
  g_return_val_if_fail (DR_IS_PLAY_PROMPT (self), FALSE);

  if (number < 1 || number > self->numbered->len)
    return FALSE;
  return gtk_widget_activate_action (GTK_WIDGET (self), "play.choose", "u",
                                     g_array_index (self->numbered, guint, number - 1));
}

GArray *
dr_play_prompt_get_positions (DrPlayPrompt *self)
{
  GArray *positions = g_array_new (FALSE, FALSE, sizeof (guint));

  g_array_append_vals (positions, self->numbered->data, self->numbered->len);
  g_array_append_vals (positions, self->amounts->data, self->amounts->len);
  return positions;
}

const char *
dr_play_prompt_get_heading (DrPlayPrompt *self)
{
  return gtk_inscription_get_text (self->heading_label);
}

static void
dr_play_prompt_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), DR_TYPE_PLAY_PROMPT);
  dr_play_remove_children (GTK_WIDGET (object));
  G_OBJECT_CLASS (dr_play_prompt_parent_class)->dispose (object);
}

static void
dr_play_prompt_finalize (GObject *object)
{
  DrPlayPrompt *self = DR_PLAY_PROMPT (object);

  g_array_unref (self->numbered);
  g_array_unref (self->amounts);
  G_OBJECT_CLASS (dr_play_prompt_parent_class)->finalize (object);
}

static void
dr_play_prompt_class_init (DrPlayPromptClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = dr_play_prompt_dispose;
  object_class->finalize = dr_play_prompt_finalize;
  g_type_ensure (DR_TYPE_PLAY_TEXT_BIN);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-play-prompt.ui");
  gtk_widget_class_bind_template_child (widget_class, DrPlayPrompt, card_slot);
  gtk_widget_class_bind_template_child (widget_class, DrPlayPrompt, spinner);
  gtk_widget_class_bind_template_child (widget_class, DrPlayPrompt, heading_label);
  gtk_widget_class_bind_template_child (widget_class, DrPlayPrompt, choices_box);
  gtk_widget_class_bind_template_child (widget_class, DrPlayPrompt, amount_box);
  gtk_widget_class_bind_template_child (widget_class, DrPlayPrompt, amount_spin);
  gtk_widget_class_bind_template_child (widget_class, DrPlayPrompt, amount_button);
  gtk_widget_class_bind_template_callback (widget_class, on_amount_activate_cb);
  gtk_widget_class_set_css_name (widget_class, "playprompt");
}

static void
dr_play_prompt_init (DrPlayPrompt *self)
{
  self->numbered = g_array_new (FALSE, FALSE, sizeof (guint));
  self->amounts = g_array_new (FALSE, FALSE, sizeof (guint));
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Room for the card a decision shows, shown or not: a prompt that keeps
   * its height keeps the table where it is, which is then not laid out and
   * drawn again whole after each decision (bench-play). */
  gtk_widget_set_size_request (GTK_WIDGET (self), -1, DR_PLAY_CARD_HEIGHT);
}
