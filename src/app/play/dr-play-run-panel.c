/* dr-play-run-panel.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-play-run-panel"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-play-run-panel-private.h"
#include "dr-play-text-bin.h"
#include "dr-play-util.h"

struct _DrPlayRunPanel
{
  GtkWidget  parent_instance;

  /* Template widgets */
  GtkInscription *progress_label;
  GtkWidget *jack_out_button;
  GtkFlowBox *steps_box;
  GtkBox    *subs_box;
  GtkBox    *pumps_box;
};

G_DEFINE_FINAL_TYPE (DrPlayRunPanel, dr_play_run_panel, GTK_TYPE_WIDGET)

/* A subroutine in words, from the engine's record of it (no card text is kept). */
static char *
describe_op (const DrNrOp *op)
{
  switch (op->op)
    {
    case DR_NR_OP_END_RUN:
      return g_strdup (_("End the run"));
    case DR_NR_OP_NET_DAMAGE:
      return g_strdup_printf (ngettext ("Do %d net damage", "Do %d net damage", op->n), op->n);
    case DR_NR_OP_MEAT_DAMAGE:
      return g_strdup_printf (ngettext ("Do %d meat damage", "Do %d meat damage", op->n), op->n);
    case DR_NR_OP_CORE_DAMAGE:
      return g_strdup_printf (ngettext ("Do %d core damage", "Do %d core damage", op->n), op->n);
    case DR_NR_OP_GIVE_TAG:
      return g_strdup_printf (ngettext ("Give the Runner %d tag", "Give the Runner %d tags", op->n), op->n);
    case DR_NR_OP_LOSE_CLICK:
      return g_strdup_printf (ngettext ("The Runner loses %d click", "The Runner loses %d clicks", op->n), op->n);
    case DR_NR_OP_TRACE:
      return g_strdup_printf (_("Trace %d"), op->n);
    case DR_NR_OP_GAIN_CREDITS:
      return g_strdup_printf (ngettext ("Gain %d credit", "Gain %d credits", op->n), op->n);
    case DR_NR_OP_TRASH_TOP_RD:
      return g_strdup (_("Trash the top card of R&D"));
    default:
      return g_strdup (_("A card effect"));
    }
}

/* A piece of ice of the attacked server as the run's steps name it: its
 * title once rezzed and known, else its place counted from the server. */
static char *
ice_label (DrPlayScene     *scene,
           const DrNrState *s,
           const DrNrServer *server,
           int              position)
{
  int ice = server->ice[position];
  const char *title = dr_play_scene_card_title (scene, ice);

  if (title != NULL && (s->cards[ice].flags & DR_NR_CARD_REZZED))
    return g_strdup (title);
  /* Translators: a step of a run, a piece of ice by its place from the server, "Ice 2" */
  return g_strdup_printf (_("Ice %d"), position + 1);
}

/* Where the run is, naming the piece of ice when there is one: "approaching Ice 2". */
static char *
phase_text (DrPlayScene      *scene,
            const DrNrState  *s,
            const DrNrServer *server)
{
  const DrNrRun *run = &s->run;
  g_autofree char *ice = run->position >= 0 && run->position < server->n_ice
                         ? ice_label (scene, s, server, run->position) : NULL;

  switch (run->phase)
    {
    case DR_NR_RUN_INITIATION:
    case DR_NR_RUN_INITIATION_DONE:
      return g_strdup (_("starting"));
    case DR_NR_RUN_APPROACH:
    case DR_NR_RUN_APPROACH_DONE:
      /* Translators: where a run is, with the ice's title or "Ice 2" */
      return ice != NULL ? g_strdup_printf (_("approaching %s"), ice) : g_strdup (_("approaching ice"));
    case DR_NR_RUN_ENCOUNTER:
    case DR_NR_RUN_SUBROUTINES:
    case DR_NR_RUN_ENCOUNTER_END:
      /* Translators: where a run is, with the ice's title or "Ice 2" */
      return ice != NULL ? g_strdup_printf (_("encountering %s"), ice) : g_strdup (_("encountering ice"));
    case DR_NR_RUN_MOVEMENT:
    case DR_NR_RUN_JACK_OUT_DECISION:
    case DR_NR_RUN_MOVE:
      /* Translators: where a run is, with the ice's title or "Ice 2" */
      return ice != NULL ? g_strdup_printf (_("passing %s"), ice) : g_strdup (_("passing ice"));
    case DR_NR_RUN_APPROACH_SERVER:
      return g_strdup (_("approaching the server"));
    case DR_NR_RUN_SUCCESS:
    case DR_NR_RUN_BREACH:
    case DR_NR_RUN_ACCESS:
      return g_strdup (_("accessing"));
    default:
      return g_strdup (_("ending"));
    }
}

static void
add_step (DrPlayRunPanel *self,
          const char     *text,
          gboolean        current)
{
  GtkWidget *step = gtk_label_new (text);

  gtk_widget_add_css_class (step, "play-step");
  if (current)
    gtk_widget_add_css_class (step, "current");
  gtk_flow_box_append (self->steps_box, step);
  gtk_widget_set_focusable (gtk_widget_get_parent (step), FALSE);
}

static GtkWidget *
choice_button (DrPlayScene *scene,
               guint        position,
               const char  *label)
{
  GtkWidget *button = gtk_button_new_with_label (label);

  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), g_variant_new_uint32 (position));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "play.choose");
  return button;
}

static void
fill_subroutines (DrPlayRunPanel *self,
                  DrPlayScene    *scene,
                  int             ice)
{
  const DrNrState *s = dr_play_scene_get_state (scene);
  const DrNrCardDef *def = dr_nr_card_at (s->cards[ice].def);
  guint n = dr_play_scene_get_n_choices (scene);

  for (int sub = 0; sub < def->n_subs; sub++)
    {
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      g_autofree char *words = describe_op (&def->subs[sub]);
      gboolean broken = (s->run.broken & (1u << sub)) != 0;
      /* Translators: a subroutine of the encountered ice, its number and what it does; "broken" when it is */
      g_autofree char *text = broken ? g_strdup_printf (_("↳ %d. %s (broken)"), sub + 1, words)
                                     : g_strdup_printf (_("↳ %d. %s"), sub + 1, words);
      GtkWidget *label = gtk_label_new (text);

      gtk_label_set_xalign (GTK_LABEL (label), 0.0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      if (broken)
        gtk_widget_add_css_class (label, "dim-label");
      gtk_box_append (GTK_BOX (row), dr_play_text_bin_new (label));
      for (guint i = 0; i < n; i++)
        {
          const DrNrAction *a = dr_play_scene_get_choice (scene, i);
          const char *breaker;
          g_autofree char *button_label = NULL;

          if (a->kind != DR_NR_ACT_BREAK || a->amount != sub)
            continue;
          breaker = dr_play_scene_card_title (scene, a->card);
          /* Translators: a button breaking one subroutine with a breaker */
          button_label = g_strdup_printf (_("Break with %s"), breaker != NULL ? breaker : "?");
          gtk_box_append (GTK_BOX (row), choice_button (scene, i, button_label));
        }
      gtk_box_append (self->subs_box, row);
    }
}

void
dr_play_run_panel_set_scene (DrPlayRunPanel *self,
                             DrPlayScene    *scene)
{
  const DrNrState *s = dr_play_scene_get_state (scene);
  const DrNrRun *run = &s->run;
  const DrNrServer *server;
  const DrNrFrame *top = dr_nr_top (s);
  guint n = dr_play_scene_get_n_choices (scene);
  g_autofree char *server_name = NULL;
  g_autofree char *runner = NULL;
  g_autofree char *progress = NULL;
  g_autofree char *where = NULL;
  int encountered = -1;

  g_return_if_fail (DR_IS_PLAY_RUN_PANEL (self));

  dr_play_remove_children (GTK_WIDGET (self->steps_box));
  dr_play_remove_children (GTK_WIDGET (self->subs_box));
  dr_play_remove_children (GTK_WIDGET (self->pumps_box));
  gtk_widget_set_visible (self->jack_out_button, FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self), run->active);
  if (!run->active)
    {
      /* Nothing of an earlier run stays behind, hidden: it may name ice
       * that this seat no longer sees. */
      gtk_inscription_set_text (self->progress_label, NULL);
      return;
    }

  server = &s->servers[run->server];
  server_name = dr_play_server_name (run->server);
  runner = dr_play_seat_name (s, run->runner);
  where = phase_text (scene, s, server);
  /* Translators: the run in progress: the Runner, the server, and where the run is, "Runner runs on HQ: encountering Ice 1" */
  progress = g_strdup_printf (_("%s runs on %s: %s"), runner, server_name, where);
  gtk_inscription_set_text (self->progress_label, progress);

  /* The steps as the Runner meets them: outermost ice first, the server last. */
  for (int i = server->n_ice - 1; i >= 0; i--)
    {
      g_autofree char *step = ice_label (scene, s, server, i);

      add_step (self, step, run->position == i);
    }
  add_step (self, server_name, run->position < 0);

  if (top != NULL && top->kind == DR_NR_FRAME_ENCOUNTER && top->card != DR_NR_NO_CARD)
    encountered = top->card;
  else if ((run->phase == DR_NR_RUN_ENCOUNTER || run->phase == DR_NR_RUN_SUBROUTINES)
           && run->position >= 0 && run->position < server->n_ice)
    encountered = server->ice[run->position];
  if (encountered >= 0 && dr_play_scene_card_known (scene, encountered))
    fill_subroutines (self, scene, encountered);

  for (guint i = 0; i < n; i++)
    {
      const DrNrAction *a = dr_play_scene_get_choice (scene, i);

      if (a->kind == DR_NR_ACT_PUMP)
        gtk_box_append (self->pumps_box, choice_button (scene, i, dr_play_scene_get_label (scene, i)));
      else if (a->kind == DR_NR_ACT_JACK_OUT)
        {
          gtk_actionable_set_action_target_value (GTK_ACTIONABLE (self->jack_out_button), g_variant_new_uint32 (i));
          gtk_actionable_set_action_name (GTK_ACTIONABLE (self->jack_out_button), "play.choose");
          gtk_widget_set_visible (self->jack_out_button, TRUE);
        }
      else if (a->kind == DR_NR_ACT_BREAK && encountered < 0)
        /* Breaking with no ice to show (cannot happen while the engine
         * breaks only encountered ice): still a button, never stuck. */
        gtk_box_append (self->pumps_box, choice_button (scene, i, dr_play_scene_get_label (scene, i)));
    }
}

const char *
dr_play_run_panel_get_progress (DrPlayRunPanel *self)
{
  return gtk_inscription_get_text (self->progress_label);
}

static void
dr_play_run_panel_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), DR_TYPE_PLAY_RUN_PANEL);
  dr_play_remove_children (GTK_WIDGET (object));
  G_OBJECT_CLASS (dr_play_run_panel_parent_class)->dispose (object);
}

static void
dr_play_run_panel_class_init (DrPlayRunPanelClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = dr_play_run_panel_dispose;
  g_type_ensure (DR_TYPE_PLAY_TEXT_BIN);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-play-run-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, DrPlayRunPanel, progress_label);
  gtk_widget_class_bind_template_child (widget_class, DrPlayRunPanel, jack_out_button);
  gtk_widget_class_bind_template_child (widget_class, DrPlayRunPanel, steps_box);
  gtk_widget_class_bind_template_child (widget_class, DrPlayRunPanel, subs_box);
  gtk_widget_class_bind_template_child (widget_class, DrPlayRunPanel, pumps_box);
  gtk_widget_class_set_css_name (widget_class, "playrunpanel");
}

static void
dr_play_run_panel_init (DrPlayRunPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
