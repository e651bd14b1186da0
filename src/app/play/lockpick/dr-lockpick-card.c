/* dr-lockpick-card.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-lockpick-card"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "dr-card-face-view.h"
#include "dr-lockpick-card-private.h"
#include "dr-lockpick-session.h"
#include "dr-play-card-input.h"
#include "dr-play-card-look.h"
#include "dr-play-util.h"

#define ZOOM_WIDTH    300

struct _DrLockpickCard
{
  GtkWidget       parent_instance;

  DrPlayCardLook  look;
  int             def;          /* DR_LP_UNKNOWN when the viewer does not know it, or no card */
  char           *state;        /* "Destroyed · Turned sideways", or NULL */
  char           *tooltip;
  DrPlayCatalog  *catalog;
  gboolean        choice;

  DrPlayCardInput input;        /* clicks, keys, the zoom */
};

G_DEFINE_FINAL_TYPE (DrLockpickCard, dr_lockpick_card, GTK_TYPE_WIDGET)

enum
{
  SIGNAL_CLICKED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
clear_look (DrLockpickCard *self)
{
  g_clear_pointer (&self->look.title, g_free);
  g_clear_pointer (&self->look.footer, g_free);
  g_clear_pointer (&self->look.pile_name, g_free);
  g_clear_pointer (&self->look.text, g_free);
  g_clear_pointer (&self->look.token, g_free);
  g_clear_pointer (&self->state, g_free);
  g_clear_pointer (&self->tooltip, g_free);
  memset (&self->look, 0, sizeof self->look);
  self->look.footer_symbol = -1;   /* Lockpick's footers are words, no game symbol */
  self->def = DR_LP_UNKNOWN;
  self->choice = FALSE;
}

/* The kind printed on a card: every seat sees the backs, so it is said
 * only on a face the viewer knows. */
static const char *
kind_words (int def)
{
  const DrLpCardData *data = dr_lp_card_data (def);

  if (data == NULL)
    return NULL;
  switch (data->kind)
    {
    case DR_LP_KIND_STRUCTURE:
      return C_("Lockpick card kind", "Structure");
    case DR_LP_KIND_DEFENSE:
      return C_("Lockpick card kind", "Defense");
    default:
      /* a Service stays in the hacker zone: its colour and this word say it */
      return data->service ? C_("Lockpick card kind", "Service") : C_("Lockpick card kind", "Attack");
    }
}

static const char *
kind_color (int def)
{
  const DrLpCardData *data = dr_lp_card_data (def);

  if (data == NULL || data->kind == DR_LP_KIND_STRUCTURE)
    return "#5b6f8a";
  if (data->kind == DR_LP_KIND_DEFENSE)
    return "#1c71d8";
  return data->service ? "#9141ac" : "#c01c28";
}

static void
append_words (GString    *text,
              const char *words)
{
  if (words == NULL || *words == '\0')
    return;
  if (text->len > 0)
    g_string_append (text, " · ");
  g_string_append (text, words);
}

/* What may be said of the card's state on the table: each word public,
 * or known to this viewer (the server's own face-down structures). */
static char *
state_words (const DrLpCard *c)
{
  GString *state = g_string_new (NULL);

  if (c->zone == DR_LP_ZONE_DESTROYED)
    append_words (state, _("Destroyed"));
  else if (c->flags & DR_LP_CARD_SECURED)
    append_words (state, _("Destroyed: leaves at the server’s turn"));
  else if (c->kind == DR_LP_KIND_STRUCTURE && !(c->flags & DR_LP_CARD_FACEUP) && c->def != DR_LP_UNKNOWN)
    append_words (state, _("Face down"));
  if (c->rotated_by != DR_LP_NO_CARD)
    append_words (state, _("Turned sideways"));
  if (c->flags & DR_LP_CARD_SHOWN)
    append_words (state, _("Shown to the hackers"));
  if (state->len == 0)
    {
      g_string_free (state, TRUE);
      return NULL;
    }
  return g_string_free (state, FALSE);
}

/* The card's foot: a word of its state on the table, else its kind
 * (the whole state is in the tooltip and the zoom). */
static const char *
footer_words (const DrLpCard *c)
{
  if (c->zone == DR_LP_ZONE_DESTROYED || (c->flags & DR_LP_CARD_SECURED))
    return _("Destroyed");
  if (c->rotated_by != DR_LP_NO_CARD)
    return _("Turned sideways");
  if (c->kind == DR_LP_KIND_STRUCTURE && !(c->flags & DR_LP_CARD_FACEUP) && c->zone == DR_LP_ZONE_GRID)
    return _("Face down");
  return kind_words (c->def);
}

static const DrCard *
card_data (DrLockpickCard *self)
{
  const DrLpCardData *data = dr_lp_card_data (self->def);

  return data != NULL && self->catalog != NULL ? dr_play_catalog_get_card (self->catalog, data->code) : NULL;
}

static void
fill_card (DrLockpickCard  *self,
           const DrLpCard  *c)
{
  const DrCard *data;

  self->def = c->def;
  self->look.known = c->def != DR_LP_UNKNOWN;
  self->look.landscape = c->rotated_by != DR_LP_NO_CARD;
  self->look.spent = c->zone == DR_LP_ZONE_DESTROYED || (c->flags & DR_LP_CARD_SECURED);
  self->look.side = c->kind == DR_LP_KIND_ATTACK ? 1 : 0;
  self->state = state_words (c);
  if (!self->look.known)
    {
      gdk_rgba_parse (&self->look.faction_color, self->look.side == 0 ? "#5b6f8a" : "#7a6a55");
      return;
    }
  /* Known to the viewer and face down to the others: hatched, as an unrezzed card. */
  self->look.unrezzed = c->kind == DR_LP_KIND_STRUCTURE && !(c->flags & DR_LP_CARD_FACEUP)
                        && c->zone == DR_LP_ZONE_GRID && !(c->flags & DR_LP_CARD_SECURED);
  gdk_rgba_parse (&self->look.faction_color, kind_color (c->def));
  self->look.title = g_strdup (dr_lockpick_session_card_title (c->def));
  data = card_data (self);
  if (data != NULL && dr_card_get_local_text (data, FALSE) != NULL)
    self->look.text = g_strdup (dr_card_get_local_text (data, FALSE));
  self->look.footer = g_strdup (footer_words (c));
}

void
dr_lockpick_card_show (DrLockpickCard           *self,
                       const DrLockpickCardSpec *spec,
                       DrPlayCatalog            *catalog)
{
  g_autoptr(GString) said = g_string_new (NULL);
  g_autoptr(GString) about = g_string_new (NULL);
  gboolean was_landscape = self->look.landscape;

  g_return_if_fail (DR_IS_LOCKPICK_CARD (self));
  g_return_if_fail (spec->card < 0 || (spec->view != NULL && spec->card < spec->view->n_cards));

  clear_look (self);
  g_set_object (&self->catalog, catalog);
  if (spec->card >= 0)
    fill_card (self, &spec->view->cards[spec->card]);
  else
    {
      self->look.is_pile = TRUE;
      self->look.pile_name = g_strdup (spec->choice == NULL && !spec->trojan && spec->place != NULL ? spec->place : "");
    }
  if (spec->trojan)
    self->look.token = g_strdup (dr_lockpick_session_card_title (DR_LP_TROJAN_HORSE));
  self->choice = spec->choice != NULL;
  self->look.actionable = self->choice;

  /* The tooltip and the accessible name: the choice, where, and what the viewer may know. */
  if (spec->card >= 0)
    append_words (about, self->look.known ? self->look.title : _("Face down"));
  if (self->look.known)
    append_words (about, kind_words (self->def));
  append_words (about, self->state);
  append_words (about, self->look.token);
  if (spec->choice != NULL)
    g_string_append (said, spec->choice);
  if (spec->place != NULL)
    g_string_append_printf (said, "%s%s", said->len > 0 ? "\n" : "", spec->place);
  if (about->len > 0)
    g_string_append_printf (said, "%s%s", spec->place != NULL ? " — " : said->len > 0 ? "\n" : "", about->str);
  self->tooltip = g_strdup (said->str);
  dr_play_set_tooltip (GTK_WIDGET (self), self->tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, self->tooltip, -1);
  if (self->choice)
    gtk_widget_add_css_class (GTK_WIDGET (self), "actionable");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "actionable");
  /* A zoom made for the card before may show what this viewer does not know. */
  dr_play_card_input_drop_zoom (&self->input);
  if (was_landscape != self->look.landscape)
    gtk_widget_queue_resize (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
dr_lockpick_card_is_choice (DrLockpickCard *self)
{
  g_return_val_if_fail (DR_IS_LOCKPICK_CARD (self), FALSE);
  return self->choice;
}

char *
dr_lockpick_card_get_text (DrLockpickCard *self)
{
  g_return_val_if_fail (DR_IS_LOCKPICK_CARD (self), NULL);
  return g_strdup_printf ("%s\n%s\n%s\n%s\n%s\n%s\n", self->look.title ? self->look.title : "",
                          self->look.text ? self->look.text : "", self->look.footer ? self->look.footer : "",
                          self->look.token ? self->look.token : "", self->look.pile_name ? self->look.pile_name : "",
                          self->tooltip ? self->tooltip : "");
}

/* Zoom */

/* The whole card: the card data's face (the reader's title, our text),
 * or the engine's title and kind without card data; its state below. */
static GtkWidget *
zoom_content (GtkWidget *widget)
{
  DrLockpickCard *self = DR_LOCKPICK_CARD (widget);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  const DrCard *data = card_data (self);

  if (data != NULL)
    {
      GtkWidget *face = dr_card_face_view_new ();

      dr_card_face_view_set_card (DR_CARD_FACE_VIEW (face), data, NULL, dr_play_catalog_get_names (self->catalog));
      gtk_widget_set_size_request (face, ZOOM_WIDTH, -1);
      gtk_box_append (GTK_BOX (box), face);
    }
  else
    {
      GtkWidget *title = gtk_label_new (dr_lockpick_session_card_title (self->def));
      GtkWidget *kind = gtk_label_new (kind_words (self->def));

      gtk_widget_add_css_class (title, "title-3");
      gtk_widget_add_css_class (kind, "dim-label");
      gtk_box_append (GTK_BOX (box), title);
      gtk_box_append (GTK_BOX (box), kind);
    }
  if (self->state != NULL || self->look.token != NULL)
    {
      g_autoptr(GString) words = g_string_new (self->state);
      GtkWidget *label;

      append_words (words, self->look.token);
      label = gtk_label_new (words->str);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_widget_add_css_class (label, "caption");
      gtk_box_append (GTK_BOX (box), label);
    }
  return box;
}

static gboolean
can_zoom (GtkWidget *widget,
          gboolean   from_hover)
{
  return DR_LOCKPICK_CARD (widget)->look.known;
}

GtkWidget *
dr_lockpick_card_make_zoom (DrLockpickCard *self)
{
  g_return_val_if_fail (DR_IS_LOCKPICK_CARD (self), NULL);
  return can_zoom (GTK_WIDGET (self), FALSE) ? zoom_content (GTK_WIDGET (self)) : NULL;
}

void
dr_lockpick_card_show_zoom (DrLockpickCard *self)
{
  g_return_if_fail (DR_IS_LOCKPICK_CARD (self));
  dr_play_card_input_open_zoom (&self->input, FALSE);
}

GtkWidget *
dr_lockpick_card_get_zoom (DrLockpickCard *self)
{
  g_return_val_if_fail (DR_IS_LOCKPICK_CARD (self), NULL);
  return self->input.zoom_popover;
}

/* A choice is taken; a card that is none shows its face. */
static void
activate (GtkWidget *widget)
{
  DrLockpickCard *self = DR_LOCKPICK_CARD (widget);

  if (self->choice)
    g_signal_emit (self, signals[SIGNAL_CLICKED], 0);
  else
    dr_play_card_input_open_zoom (&self->input, FALSE);
}

/* Drawing */

static void
measure (GtkWidget      *widget,
         GtkOrientation  orientation,
         int             for_size,
         int            *minimum,
         int            *natural,
         int            *minimum_baseline,
         int            *natural_baseline)
{
  *minimum = *natural = dr_play_card_look_measure (&DR_LOCKPICK_CARD (widget)->look, orientation,
                                                   DR_LOCKPICK_CARD_WIDTH, DR_LOCKPICK_CARD_HEIGHT);
}

static void
size_allocate (GtkWidget *widget,
               int        width,
               int        height,
               int        baseline)
{
  dr_play_card_input_allocate (&DR_LOCKPICK_CARD (widget)->input);
}

static void
snapshot (GtkWidget   *widget,
          GtkSnapshot *snapshot)
{
  dr_play_card_paint_snapshot (widget, &DR_LOCKPICK_CARD (widget)->look, snapshot);
}

static void
dr_lockpick_card_dispose (GObject *object)
{
  DrLockpickCard *self = DR_LOCKPICK_CARD (object);

  dr_play_card_input_dispose (&self->input);
  g_clear_object (&self->catalog);
  G_OBJECT_CLASS (dr_lockpick_card_parent_class)->dispose (object);
}

static void
dr_lockpick_card_finalize (GObject *object)
{
  clear_look (DR_LOCKPICK_CARD (object));
  G_OBJECT_CLASS (dr_lockpick_card_parent_class)->finalize (object);
}

static void
dr_lockpick_card_class_init (DrLockpickCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = dr_lockpick_card_dispose;
  object_class->finalize = dr_lockpick_card_finalize;
  widget_class->measure = measure;
  widget_class->size_allocate = size_allocate;
  widget_class->snapshot = snapshot;

  signals[SIGNAL_CLICKED] = g_signal_new ("clicked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                          NULL, G_TYPE_NONE, 0);
  dr_play_card_input_class_init (widget_class);
  /* the Netrunner table's cards' style: focus ring, rounded corners */
  gtk_widget_class_set_css_name (widget_class, "playcard");
}

static void
dr_lockpick_card_init (DrLockpickCard *self)
{
  self->def = DR_LP_UNKNOWN;
  self->look.is_pile = TRUE;
  self->look.footer_symbol = -1;
  dr_play_card_input_init (&self->input, GTK_WIDGET (self), activate, can_zoom, zoom_content);
}

GtkWidget *
dr_lockpick_card_new (void)
{
  return g_object_new (DR_TYPE_LOCKPICK_CARD, NULL);
}
