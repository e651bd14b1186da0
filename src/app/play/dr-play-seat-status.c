/* dr-play-seat-status.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-play-seat-status"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-play-seat-status-private.h"
#include "dr-play-util.h"

struct _DrPlaySeatStatus
{
  GtkWidget   parent_instance;

  /* Template widgets */
  GtkLabel   *name_label;
  GtkBox     *marks_box;
  GtkBox     *credits_box;
  GtkLabel   *credits_label;
  GtkBox     *clicks_box;
  GtkFlowBox *chips_box;

  GString    *text;          /* every word shown, for tests */
  int         clicks_shown;
  /* Chips and marks are relabelled from one update to the next, not made
   * anew: most stay the same, and new labels are costly to lay out. */
  guint       n_chips;
  guint       n_marks;       /* made, one per kind */
};

G_DEFINE_FINAL_TYPE (DrPlaySeatStatus, dr_play_seat_status, GTK_TYPE_WIDGET)

/* A number with what it counts, as a small pill; @tooltip says it in full. */
/* The label at @index of @box (flow box children unwrapped), made when missing. */
static GtkLabel *
reuse_label (GtkWidget  *box,
             guint       index,
             const char *css_class)
{
  GtkWidget *child = gtk_widget_get_first_child (box);
  GtkWidget *label;

  for (guint i = 0; i < index && child != NULL; i++)
    child = gtk_widget_get_next_sibling (child);
  if (child != NULL)
    return GTK_LABEL (GTK_IS_FLOW_BOX_CHILD (child) ? gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child))
                                                   : child);
  label = gtk_label_new (NULL);
  gtk_widget_add_css_class (label, css_class);
  if (GTK_IS_FLOW_BOX (box))
    {
      gtk_flow_box_append (GTK_FLOW_BOX (box), label);
      gtk_widget_set_focusable (gtk_widget_get_parent (label), FALSE);
    }
  else
    gtk_box_append (GTK_BOX (box), label);
  return GTK_LABEL (label);
}

/* Takes away the children of @box from @keep on. */
static void
drop_children_after (GtkWidget *box,
                     guint      keep)
{
  GtkWidget *child = gtk_widget_get_first_child (box);

  for (guint i = 0; i < keep && child != NULL; i++)
    child = gtk_widget_get_next_sibling (child);
  while (child != NULL)
    {
      GtkWidget *next = gtk_widget_get_next_sibling (child);

      if (GTK_IS_FLOW_BOX (box))
        gtk_flow_box_remove (GTK_FLOW_BOX (box), child);
      else
        gtk_box_remove (GTK_BOX (box), child);
      child = next;
    }
}

static void
add_chip (DrPlaySeatStatus *self,
          const char       *label,
          const char       *tooltip,
          gboolean          warning)
{
  GtkLabel *chip = reuse_label (GTK_WIDGET (self->chips_box), self->n_chips++, "play-chip");

  gtk_label_set_text (chip, label);
  if (warning)
    gtk_widget_add_css_class (GTK_WIDGET (chip), "warning");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (chip), "warning");
  dr_play_set_tooltip (GTK_WIDGET (chip), tooltip);
  g_string_append_printf (self->text, "%s\n%s\n", label, tooltip);
}

/* Each mark has a label of its own, shown or hidden: a mark moving from
 * seat to seat (the turn, infamy) changes no text, which would be laid
 * out again. */
enum { MARK_TURN, MARK_ACTIVE, MARK_INFAMY, MARK_FLATLINED, N_MARKS };

static void
set_mark (DrPlaySeatStatus *self,
          guint             which,
          gboolean          shown,
          const char       *label,
          const char       *tooltip)
{
  GtkLabel *mark;

  while (self->n_marks < N_MARKS)
    reuse_label (GTK_WIDGET (self->marks_box), self->n_marks++, "play-mark");
  mark = reuse_label (GTK_WIDGET (self->marks_box), which, "play-mark");
  gtk_widget_set_visible (GTK_WIDGET (mark), shown);
  if (!shown)
    return;
  gtk_label_set_text (mark, label);
  dr_play_set_tooltip (GTK_WIDGET (mark), tooltip);
  g_string_append_printf (self->text, "%s\n%s\n", label, tooltip);
}

/* Counts of a pile: "HQ 5". */
static void
add_count_chip (DrPlaySeatStatus *self,
                const char       *name,
                int               count,
                char             *tooltip_owned)
{
  g_autofree char *label = g_strdup_printf ("%s %d", name, count);
  g_autofree char *tooltip = tooltip_owned;

  add_chip (self, label, tooltip, FALSE);
}

static void
fill_clicks (DrPlaySeatStatus *self,
             const DrNrState  *s,
             int               seat)
{
  int per_turn = seat == DR_NR_CORP_SEAT ? 3 : 4;
  int left = s->active_seat == seat ? MAX (s->seats[seat].clicks, 0) : 0;
  int shown = MAX (per_turn, left);
  g_autofree char *tooltip = NULL;

  drop_children_after (GTK_WIDGET (self->clicks_box), shown);
  for (int i = 0; i < shown; i++)
    {
      GtkWidget *click = gtk_widget_get_first_child (GTK_WIDGET (self->clicks_box));

      for (int j = 0; j < i && click != NULL; j++)
        click = gtk_widget_get_next_sibling (click);
      if (click == NULL)
        {
          click = gtk_image_new_from_icon_name ("dr-click-symbolic");
          gtk_box_append (self->clicks_box, click);
        }
      /* Spent clicks first, as a tracker is used from its start. */
      if (i < shown - left)
        gtk_widget_add_css_class (click, "play-spent");
      else
        gtk_widget_remove_css_class (click, "play-spent");
    }
  self->clicks_shown = left;
  tooltip = g_strdup_printf (ngettext ("%d click left", "%d clicks left", left), left);
  dr_play_set_tooltip (GTK_WIDGET (self->clicks_box), tooltip);
  g_string_append_printf (self->text, "%s\n", tooltip);
}

static void
fill_corp (DrPlaySeatStatus *self,
           const DrNrState  *s)
{
  const DrNrSeat *corp = &s->seats[DR_NR_CORP_SEAT];
  int archives_up = 0;

  for (int i = 0; i < corp->discard.n; i++)
    if (s->cards[corp->discard.ids[i]].def != 0)
      archives_up++;
  add_count_chip (self, _("HQ"), corp->hand.n,
                  g_strdup_printf (ngettext ("%d card in HQ", "%d cards in HQ", corp->hand.n), corp->hand.n));
  add_count_chip (self, _("R&D"), corp->deck.n,
                  g_strdup_printf (ngettext ("%d card in R&D", "%d cards in R&D", corp->deck.n), corp->deck.n));
  {
    /* Translators: Archives' size and how many of its cards are face up, "Archives 5 (2 up)" */
    g_autofree char *label = g_strdup_printf (_("Archives %d (%d up)"), corp->discard.n, archives_up);
    /* Translators: Archives' size and its face-up cards, in full */
    g_autofree char *tooltip = g_strdup_printf (_("%d cards in Archives, %d of them face up"),
                                                corp->discard.n, archives_up);

    add_chip (self, label, tooltip, FALSE);
  }
  if (corp->bad_publicity > 0)
    {
      /* Translators: bad publicity, short, on a chip: "BP 1" */
      g_autofree char *label = g_strdup_printf (_("BP %d"), corp->bad_publicity);
      g_autofree char *tooltip = g_strdup_printf (ngettext ("%d bad publicity", "%d bad publicity",
                                                            corp->bad_publicity), corp->bad_publicity);

      add_chip (self, label, tooltip, TRUE);
    }
  if (corp->recurring > 0)
    {
      /* Translators: recurring credits left this turn, short: "Rec 2" */
      g_autofree char *label = g_strdup_printf (_("Rec %d"), corp->recurring);
      g_autofree char *tooltip = g_strdup_printf (ngettext ("%d recurring credit left this turn",
                                                            "%d recurring credits left this turn",
                                                            corp->recurring), corp->recurring);

      add_chip (self, label, tooltip, FALSE);
    }
}

static void
fill_runner (DrPlaySeatStatus *self,
             const DrNrState  *s,
             int               seat)
{
  const DrNrSeat *runner = &s->seats[seat];
  int used = dr_nr_memory_used (s, seat), limit = dr_nr_memory (s, seat);
  int link = dr_nr_link (s, seat);

  if (runner->tags > 0)
    {
      /* Translators: tags, short, on a chip: "Tags 2" */
      g_autofree char *label = g_strdup_printf (_("Tags %d"), runner->tags);
      g_autofree char *tooltip = g_strdup_printf (ngettext ("%d tag", "%d tags", runner->tags), runner->tags);

      add_chip (self, label, tooltip, TRUE);
    }
  {
    /* Translators: memory units used and available: "MU 2/4" */
    g_autofree char *label = g_strdup_printf (_("MU %d/%d"), used, limit);
    g_autofree char *tooltip = g_strdup_printf (_("%d of %d memory units used"), used, limit);

    add_chip (self, label, tooltip, used > limit);
  }
  {
    /* Translators: link strength, short: "Link 1" */
    g_autofree char *label = g_strdup_printf (_("Link %d"), link);
    g_autofree char *tooltip = g_strdup_printf (_("Link strength %d"), link);

    add_chip (self, label, tooltip, FALSE);
  }
  if (runner->core_damage > 0)
    {
      /* Translators: core damage, short: "Core 1" */
      g_autofree char *label = g_strdup_printf (_("Core %d"), runner->core_damage);
      g_autofree char *tooltip = g_strdup_printf (ngettext ("%d core damage: hand size %d",
                                                            "%d core damage: hand size %d",
                                                            runner->core_damage),
                                                  runner->core_damage, dr_nr_hand_size (s, seat));

      add_chip (self, label, tooltip, TRUE);
    }
  add_count_chip (self, _("Grip"), runner->hand.n,
                  g_strdup_printf (ngettext ("%d card in the grip", "%d cards in the grip", runner->hand.n), runner->hand.n));
  add_count_chip (self, _("Stack"), runner->deck.n,
                  g_strdup_printf (ngettext ("%d card in the stack", "%d cards in the stack", runner->deck.n), runner->deck.n));
  add_count_chip (self, _("Heap"), runner->discard.n,
                  g_strdup_printf (ngettext ("%d card in the heap", "%d cards in the heap", runner->discard.n), runner->discard.n));
}

void
dr_play_seat_status_set (DrPlaySeatStatus *self,
                         DrPlayScene      *scene,
                         int               seat)
{
  const DrNrState *s;
  const DrNrSeat *player;
  g_autofree char *seat_name = NULL;
  g_autofree char *name = NULL;
  g_autofree char *credits = NULL;
  g_autofree char *points_label = NULL;
  g_autofree char *points_tooltip = NULL;
  const char *identity;
  int points;

  g_return_if_fail (DR_IS_PLAY_SEAT_STATUS (self));

  s = dr_play_scene_get_state (scene);
  player = &s->seats[seat];
  g_string_truncate (self->text, 0);
  self->n_chips = 0;

  seat_name = dr_play_seat_name (s, seat);
  identity = dr_play_scene_card_title (scene, player->identity);
  /* Translators: a seat and its identity, "Runner 2 · Noise" */
  name = identity != NULL ? g_strdup_printf (_("%s · %s"), seat_name, identity) : g_strdup (seat_name);
  gtk_label_set_text (self->name_label, name);
  dr_play_set_tooltip (GTK_WIDGET (self->name_label), name);
  g_string_append_printf (self->text, "%s\n", name);

  credits = g_strdup_printf ("%d", player->credits);
  gtk_label_set_text (self->credits_label, credits);
  {
    g_autofree char *tooltip = g_strdup_printf (ngettext ("%d credit", "%d credits", player->credits),
                                                player->credits);

    dr_play_set_tooltip (GTK_WIDGET (self->credits_box), tooltip);
    g_string_append_printf (self->text, "%s\n", tooltip);
  }
  fill_clicks (self, s, seat);

  set_mark (self, MARK_TURN, s->active_seat == seat && !dr_nr_is_over (s),
            _("Their turn"), _("This player is taking their turn"));
  set_mark (self, MARK_ACTIVE, s->n_seats > 2 && seat != DR_NR_CORP_SEAT && s->active_runner == seat,
            _("Active Runner"), _("The Runner that Corp cards and the rules mean by “the Runner”"));
  set_mark (self, MARK_INFAMY, s->n_seats > 2 && seat != DR_NR_CORP_SEAT && s->infamy == seat,
            _("Infamy"), _("Holds the infamy token: the Runner of the Corp’s next turn"));
  set_mark (self, MARK_FLATLINED, player->flatlined, _("Flatlined"), _("This Runner has left the game"));

  points = dr_nr_points (s, seat);
  /* Translators: agenda points, short: "4 pts" */
  points_label = g_strdup_printf (ngettext ("%d pt", "%d pts", points), points);
  points_tooltip = g_strdup_printf (ngettext ("%d agenda point", "%d agenda points", points), points);
  add_chip (self, points_label, points_tooltip, FALSE);
  if (seat == DR_NR_CORP_SEAT)
    fill_corp (self, s);
  else
    fill_runner (self, s, seat);
  drop_children_after (GTK_WIDGET (self->chips_box), self->n_chips);
}

char *
dr_play_seat_status_get_text (DrPlaySeatStatus *self)
{
  g_return_val_if_fail (DR_IS_PLAY_SEAT_STATUS (self), NULL);
  return g_strdup (self->text->str);
}

int
dr_play_seat_status_get_clicks_shown (DrPlaySeatStatus *self)
{
  g_return_val_if_fail (DR_IS_PLAY_SEAT_STATUS (self), 0);
  return self->clicks_shown;
}

static void
dr_play_seat_status_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), DR_TYPE_PLAY_SEAT_STATUS);
  dr_play_remove_children (GTK_WIDGET (object));
  G_OBJECT_CLASS (dr_play_seat_status_parent_class)->dispose (object);
}

static void
dr_play_seat_status_finalize (GObject *object)
{
  g_string_free (DR_PLAY_SEAT_STATUS (object)->text, TRUE);
  G_OBJECT_CLASS (dr_play_seat_status_parent_class)->finalize (object);
}

static void
dr_play_seat_status_class_init (DrPlaySeatStatusClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = dr_play_seat_status_dispose;
  object_class->finalize = dr_play_seat_status_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-play-seat-status.ui");
  gtk_widget_class_bind_template_child (widget_class, DrPlaySeatStatus, name_label);
  gtk_widget_class_bind_template_child (widget_class, DrPlaySeatStatus, marks_box);
  gtk_widget_class_bind_template_child (widget_class, DrPlaySeatStatus, credits_box);
  gtk_widget_class_bind_template_child (widget_class, DrPlaySeatStatus, credits_label);
  gtk_widget_class_bind_template_child (widget_class, DrPlaySeatStatus, clicks_box);
  gtk_widget_class_bind_template_child (widget_class, DrPlaySeatStatus, chips_box);
  gtk_widget_class_set_css_name (widget_class, "playseatstatus");
}

static void
dr_play_seat_status_init (DrPlaySeatStatus *self)
{
  self->text = g_string_new (NULL);
  gtk_widget_init_template (GTK_WIDGET (self));
}
