/* dr-play-card.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-play-card"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include "dr-card-markup.h"
#include "dr-play-card-private.h"
#include "dr-play-card-input.h"
#include "dr-play-card-look.h"
#include "dr-play-place.h"
#include "dr-play-util.h"

#define CARD_WIDTH     DR_PLAY_CARD_WIDTH
#define CARD_HEIGHT    DR_PLAY_CARD_HEIGHT

struct _DrPlayCard
{
  GtkWidget       parent_instance;

  DrPlayScene    *scene;
  int             card;          /* -1 for a pile */
  GArray         *pile;          /* uint8_t ids of a pile, the last on top; NULL for a card */
  gboolean        pile_face_down;

  DrPlayCardLook  look;          /* what is drawn, worked out when the card is set */
  char           *tooltip;

  GMenu          *menu;
  GtkWidget      *menu_popover;
  DrPlayCardInput input;         /* clicks, keys, the zoom */
};

G_DEFINE_FINAL_TYPE (DrPlayCard, dr_play_card, GTK_TYPE_WIDGET)

static char *
describe_advancement (int value)
{
  return g_strdup_printf (ngettext ("%d advancement token", "%d advancement tokens", value), value);
}

static char *
describe_virus (int value)
{
  return g_strdup_printf (ngettext ("%d virus counter", "%d virus counters", value), value);
}

static char *
describe_power (int value)
{
  return g_strdup_printf (ngettext ("%d power counter", "%d power counters", value), value);
}

static char *
describe_agenda (int value)
{
  return g_strdup_printf (ngettext ("%d agenda counter", "%d agenda counters", value), value);
}

static char *
describe_credits (int value)
{
  return g_strdup_printf (ngettext ("%d hosted credit", "%d hosted credits", value), value);
}

static void
add_badge (DrPlayCard  *self,
           int          value,
           const char  *color,
           char       *(*describe) (int value))
{
  if (value <= 0 || self->look.n_badges >= DR_PLAY_CARD_MAX_BADGES)
    return;
  self->look.badges[self->look.n_badges++] = (DrPlayCardBadge) { color, value, describe };
}

static void
clear_content (DrPlayCard *self)
{
  g_clear_pointer (&self->look.title, g_free);
  g_clear_pointer (&self->look.cost, g_free);
  g_clear_pointer (&self->look.strength, g_free);
  g_clear_pointer (&self->look.footer, g_free);
  g_clear_pointer (&self->tooltip, g_free);
  g_clear_pointer (&self->pile, g_array_unref);
  g_clear_pointer (&self->look.pile_name, g_free);
  self->look.n_badges = 0;
  self->look.n_subs = 0;
  self->look.known = FALSE;
  self->look.unrezzed = FALSE;
  self->look.actionable = FALSE;
  self->look.footer_symbol = -1;
  self->look.is_pile = FALSE;
  self->look.pile_count = 0;
  self->look.image_code = NULL;
}

static gboolean
in_play (const DrNrCard *c)
{
  switch (c->zone)
    {
    case DR_NR_ZONE_ICE:
    case DR_NR_ZONE_ROOT:
    case DR_NR_ZONE_PROGRAMS:
    case DR_NR_ZONE_HARDWARE:
    case DR_NR_ZONE_RESOURCES:
      return TRUE;
    default:
      return FALSE;
    }
}

/* Whether an action done with @card belongs in this widget's menu: the
 * card's own, or one of a pile's cards (an agenda's ability from the
 * score area). */
static gboolean
holds (DrPlayCard *self,
       int         card)
{
  if (self->pile == NULL)
    return card == self->card;
  for (guint i = 0; i < self->pile->len; i++)
    if (g_array_index (self->pile, uint8_t, i) == card)
      return TRUE;
  return FALSE;
}

/* The card's choices in its menu, and "Show Card" when there is a face to show. */
static void
build_menu (DrPlayCard *self)
{
  g_autoptr(GMenu) choices = g_menu_new ();
  guint n = self->scene != NULL ? dr_play_scene_get_n_choices (self->scene) : 0;

  g_clear_object (&self->menu);
  for (guint i = 0; i < n; i++)
    {
      DrPlayPlace place;
      g_autoptr(GMenuItem) item = NULL;

      dr_play_place_of (dr_play_scene_get_state (self->scene), dr_play_scene_get_choice (self->scene, i), &place);
      if (!(place.at & DR_PLAY_AT_CARD) || !holds (self, place.card))
        continue;
      item = g_menu_item_new (dr_play_scene_get_label (self->scene, i), NULL);
      g_menu_item_set_action_and_target_value (item, "play.choose", g_variant_new_uint32 (i));
      g_menu_append_item (choices, item);
      self->look.actionable = TRUE;
    }
  if (!self->look.actionable && !self->look.known && self->pile == NULL)
    return;
  self->menu = g_menu_new ();
  if (self->look.actionable)
    g_menu_append_section (self->menu, NULL, G_MENU_MODEL (choices));
  if (self->look.known || self->pile != NULL)
    {
      g_autoptr(GMenu) zoom = g_menu_new ();

      g_menu_append (zoom, self->pile != NULL ? _("Show _Cards") : _("Show _Card"), "card.zoom");
      g_menu_append_section (self->menu, NULL, G_MENU_MODEL (zoom));
    }
  if (self->menu_popover != NULL)
    gtk_popover_menu_set_menu_model (GTK_POPOVER_MENU (self->menu_popover), G_MENU_MODEL (self->menu));
}

static char *
counters_text (DrPlayCard *self)
{
  GString *text = g_string_new (NULL);

  for (int i = 0; i < self->look.n_badges; i++)
    {
      g_autofree char *words = self->look.badges[i].describe (self->look.badges[i].value);

      if (text->len > 0)
        g_string_append (text, ", ");
      g_string_append (text, words);
    }
  return g_string_free (text, FALSE);
}

static const char *
hidden_name (const DrNrCard *c)
{
  switch (c->zone)
    {
    case DR_NR_ZONE_ICE:
      return _("Unrezzed ice");
    case DR_NR_ZONE_ROOT:
      return _("Unrezzed card");
    case DR_NR_ZONE_HAND:
      return _("A card in hand");
    default:
      return _("Face-down card");
    }
}

static void
fill_card (DrPlayCard *self)
{
  const DrNrState *s = dr_play_scene_get_state (self->scene);
  const DrNrCard *c = &s->cards[self->card];
  const DrNrCardDef *def = dr_nr_card_at (c->def);
  g_autofree char *counters = NULL;
  g_autofree char *footer_words = NULL;

  self->look.side = c->owner == DR_NR_CORP_SEAT ? 0 : 1;
  self->look.known = dr_play_scene_card_known (self->scene, self->card);
  add_badge (self, c->advancement, "#e5a50a", describe_advancement);
  add_badge (self, c->agenda, "#3584e4", describe_agenda);
  add_badge (self, c->power, "#9141ac", describe_power);
  add_badge (self, c->virus, "#26a269", describe_virus);
  add_badge (self, c->credits, "#c88800", describe_credits);
  counters = counters_text (self);
  if (!self->look.known)
    {
      gdk_rgba_parse (&self->look.faction_color, self->look.side == 0 ? "#5b6f8a" : "#7a6a55");
      self->tooltip = *counters != '\0' ? g_strdup_printf ("%s\n%s", hidden_name (c), counters)
                                        : g_strdup (hidden_name (c));
      return;
    }

  self->look.unrezzed = c->owner == DR_NR_CORP_SEAT && (c->zone == DR_NR_ZONE_ICE || c->zone == DR_NR_ZONE_ROOT)
                   && !(c->flags & DR_NR_CARD_REZZED);
  self->look.title = g_strdup (dr_play_catalog_title (dr_play_scene_get_catalog (self->scene), def->code,
                                                         def->title));
  dr_play_catalog_faction_color (dr_play_scene_get_catalog (self->scene), def->code, self->look.side,
                                 &self->look.faction_color);
  /* Only here, past the mask: a card its viewer may not see never shows its image. */
  self->look.image_code = def->code;
  if (def->type == DR_NR_TYPE_AGENDA)
    {
      self->look.cost = g_strdup_printf ("%d", dr_nr_advancement_requirement (s, self->card));
      /* Translators: on a small agenda card, its agenda points */
      self->look.footer = g_strdup_printf (ngettext ("%d point", "%d points", def->points), def->points);
    }
  else if (def->type != DR_NR_TYPE_IDENTITY)
    self->look.cost = g_strdup_printf ("%d", def->cost);
  if (def->type == DR_NR_TYPE_ICE || (def->subtypes & DR_NR_SUB_ICEBREAKER))
    self->look.strength = g_strdup_printf ("%d", in_play (c) ? dr_nr_strength (s, self->card) : def->strength);
  self->look.n_subs = def->n_subs;
  /* Memory, link and trash costs as the printed card has them, a number
   * and a symbol (words did not fit in every language); the words go in
   * the tooltip. */
  if (def->type == DR_NR_TYPE_PROGRAM && self->look.footer == NULL)
    {
      self->look.footer = g_strdup_printf ("%d", def->memory);
      self->look.footer_symbol = DR_CARD_SYMBOL_MU;
      /* Translators: the memory units a program uses, on a small card */
      footer_words = g_strdup_printf (_("%d MU"), def->memory);
    }
  else if ((def->type == DR_NR_TYPE_ASSET || def->type == DR_NR_TYPE_UPGRADE) && def->trash_cost >= 0)
    {
      self->look.footer = g_strdup_printf ("%d", def->trash_cost);
      self->look.footer_symbol = DR_CARD_SYMBOL_TRASH;
    }
  else if (def->type == DR_NR_TYPE_IDENTITY && self->look.side == 1)
    {
      self->look.footer = g_strdup_printf ("%d", def->link);
      self->look.footer_symbol = DR_CARD_SYMBOL_LINK;
      /* Translators: a Runner identity's link, on a small card */
      footer_words = g_strdup_printf (_("%d link"), def->link);
    }

  self->tooltip = g_strdup_printf ("%s%s%s%s%s%s%s", self->look.title,
                                   footer_words != NULL ? "\n" : "", footer_words != NULL ? footer_words : "",
                                   self->look.unrezzed ? "\n" : "", self->look.unrezzed ? _("Unrezzed") : "",
                                   *counters != '\0' ? "\n" : "", counters);
}

static void
fill_pile (DrPlayCard *self)
{
  const DrNrState *s = dr_play_scene_get_state (self->scene);
  int n = (int) self->pile->len;
  int top = n > 0 ? g_array_index (self->pile, uint8_t, n - 1) : -1;
  int face_up = 0;

  self->look.is_pile = TRUE;
  self->look.pile_count = (guint) n;
  for (int i = 0; i < n; i++)
    if (dr_play_scene_card_known (self->scene, g_array_index (self->pile, uint8_t, i)))
      face_up++;
  self->look.side = top >= 0 && s->cards[top].owner != DR_NR_CORP_SEAT ? 1 : 0;
  self->look.known = top >= 0 && !self->pile_face_down && dr_play_scene_card_known (self->scene, top);
  if (self->look.known)
    {
      const DrNrCardDef *def = dr_nr_card_at (s->cards[top].def);

      self->look.title = g_strdup (dr_play_catalog_title (dr_play_scene_get_catalog (self->scene), def->code,
                                                         def->title));
      dr_play_catalog_faction_color (dr_play_scene_get_catalog (self->scene), def->code, self->look.side,
                                     &self->look.faction_color);
      self->look.image_code = def->code;
    }
  else
    gdk_rgba_parse (&self->look.faction_color, self->look.side == 0 ? "#5b6f8a" : "#7a6a55");
  if (face_up > 0 && face_up < n)
    /* Translators: a pile's name and its cards, "Archives: 5 cards, 2 face up" */
    self->tooltip = g_strdup_printf (ngettext ("%s: %d card, %d face up", "%s: %d cards, %d face up", n),
                                     self->look.pile_name, n, face_up);
  else
    /* Translators: a pile's name and its size, "R&D: 34 cards" */
    self->tooltip = g_strdup_printf (ngettext ("%s: %d card", "%s: %d cards", n), self->look.pile_name, n);
}

static gboolean
look_equal (const DrPlayCardLook *a,
            const DrPlayCardLook *b)
{
  if (a->known != b->known || a->unrezzed != b->unrezzed || a->actionable != b->actionable
      || a->landscape != b->landscape || a->side != b->side || a->n_subs != b->n_subs
      || a->footer_symbol != b->footer_symbol || a->n_badges != b->n_badges || a->mark != b->mark
      || a->is_pile != b->is_pile || a->pile_count != b->pile_count
      || !gdk_rgba_equal (&a->faction_color, &b->faction_color)
      || g_strcmp0 (a->title, b->title) != 0 || g_strcmp0 (a->cost, b->cost) != 0
      || g_strcmp0 (a->strength, b->strength) != 0 || g_strcmp0 (a->footer, b->footer) != 0
      || g_strcmp0 (a->pile_name, b->pile_name) != 0 || g_strcmp0 (a->image_code, b->image_code) != 0)
    return FALSE;
  for (int i = 0; i < a->n_badges; i++)
    if (a->badges[i].value != b->badges[i].value || g_strcmp0 (a->badges[i].color, b->badges[i].color) != 0)
      return FALSE;
  return TRUE;
}

/* The widget is kept from one scene to the next: the look it had is set
 * aside, so that an unchanged card is not drawn again. */
static void
begin_update (DrPlayCard     *self,
              DrPlayCardLook *old)
{
  *old = self->look;
  self->look.title = self->look.cost = self->look.strength = self->look.footer = self->look.pile_name = NULL;
  clear_content (self);
}

static void
end_update (DrPlayCard     *self,
            DrPlayCardLook *old)
{
  if (!look_equal (old, &self->look))
    gtk_widget_queue_draw (GTK_WIDGET (self));
  /* The popovers made for the scene before go, even when the card looks
   * the same: a pile's zoom lists the cards its viewer knew, a closed menu
   * keeps the last tooltip shown over it, and the next viewer (hot-seat)
   * may not know those cards.  They are made anew when opened; a menu
   * open now stays, with the new choices. */
  dr_play_card_input_drop_zoom (&self->input);
  if (self->menu_popover != NULL && !gtk_widget_get_visible (self->menu_popover))
    g_clear_pointer (&self->menu_popover, gtk_widget_unparent);
  g_free (old->title);
  g_free (old->cost);
  g_free (old->strength);
  g_free (old->footer);
  g_free (old->pile_name);
}

static void
update (DrPlayCard *self)
{
  if (self->scene == NULL)
    return;
  if (self->pile != NULL)
    fill_pile (self);
  else if (self->card >= 0)
    fill_card (self);
  build_menu (self);
  dr_play_set_tooltip (GTK_WIDGET (self), self->tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, self->tooltip,
                                  GTK_ACCESSIBLE_PROPERTY_HAS_POPUP, self->menu != NULL,
                                  -1);
  if (self->look.actionable)
    gtk_widget_add_css_class (GTK_WIDGET (self), "actionable");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "actionable");
}

void
dr_play_card_set_card (DrPlayCard  *self,
                       DrPlayScene *scene,
                       int          card)
{
  DrPlayCardLook old;

  g_return_if_fail (DR_IS_PLAY_CARD (self));
  g_return_if_fail (scene != NULL);
  g_return_if_fail (card >= 0 && card < dr_play_scene_get_state (scene)->n_cards);

  begin_update (self, &old);
  if (self->scene != scene)
    {
      g_clear_pointer (&self->scene, dr_play_scene_unref);
      self->scene = dr_play_scene_ref (scene);
    }
  self->card = card;
  update (self);
  end_update (self, &old);
}

void
dr_play_card_set_pile (DrPlayCard    *self,
                       DrPlayScene   *scene,
                       const uint8_t *ids,
                       int            n,
                       const char    *name,
                       gboolean       face_down)
{
  DrPlayCardLook old;

  g_return_if_fail (DR_IS_PLAY_CARD (self));
  g_return_if_fail (scene != NULL);

  begin_update (self, &old);
  if (self->scene != scene)
    {
      g_clear_pointer (&self->scene, dr_play_scene_unref);
      self->scene = dr_play_scene_ref (scene);
    }
  self->card = -1;
  self->pile = g_array_new (FALSE, FALSE, sizeof (uint8_t));
  g_array_append_vals (self->pile, ids, (guint) MAX (n, 0));
  self->look.pile_name = g_strdup (name);
  self->pile_face_down = face_down;
  update (self);
  end_update (self, &old);
}

void
dr_play_card_set_landscape (DrPlayCard *self,
                            gboolean    landscape)
{
  g_return_if_fail (DR_IS_PLAY_CARD (self));
  if (self->look.landscape == landscape)
    return;
  self->look.landscape = landscape;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
dr_play_card_set_mark (DrPlayCard     *self,
                       DrPlayCardMark  mark)
{
  g_return_if_fail (DR_IS_PLAY_CARD (self));
  if (self->look.mark == mark)
    return;
  self->look.mark = mark;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
dr_play_card_get_card (DrPlayCard *self)
{
  g_return_val_if_fail (DR_IS_PLAY_CARD (self), -1);
  return self->card;
}

GMenuModel *
dr_play_card_get_menu (DrPlayCard *self)
{
  g_return_val_if_fail (DR_IS_PLAY_CARD (self), NULL);
  return self->look.actionable ? G_MENU_MODEL (self->menu) : NULL;
}

static void
append_menu_labels (GString    *text,
                    GMenuModel *model)
{
  for (int i = 0; model != NULL && i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *label = NULL;
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);

      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_LABEL, "s", &label))
        g_string_append_printf (text, "%s\n", label);
      append_menu_labels (text, section);
    }
}

char *
dr_play_card_get_text (DrPlayCard *self)
{
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (DR_IS_PLAY_CARD (self), NULL);
  g_string_append_printf (text, "%s\n%s\n%s\n%s\n%s\n", self->look.title ? self->look.title : "", self->look.cost ? self->look.cost : "",
                          self->look.strength ? self->look.strength : "", self->look.footer ? self->look.footer : "",
                          self->tooltip ? self->tooltip : "");
  append_menu_labels (text, G_MENU_MODEL (self->menu));
  return g_string_free (text, FALSE);
}

/* Zoom */

static gboolean
can_zoom (GtkWidget *widget,
          gboolean   from_hover)
{
  DrPlayCard *self = DR_PLAY_CARD (widget);

  if (self->scene == NULL || (!self->look.known && self->pile == NULL))
    return FALSE;
  /* a hover does not cover the card's open menu */
  return !from_hover || self->menu_popover == NULL || !gtk_widget_get_visible (self->menu_popover);
}

static GtkWidget *
zoom_content (GtkWidget *widget)
{
  DrPlayCard *self = DR_PLAY_CARD (widget);

  return self->pile != NULL ? dr_play_card_zoom_pile (self->scene, self->pile, self->tooltip)
                            : dr_play_card_zoom_face (self->scene, self->card);
}

void
dr_play_card_show_zoom (DrPlayCard *self)
{
  g_return_if_fail (DR_IS_PLAY_CARD (self));
  dr_play_card_input_open_zoom (&self->input, FALSE);
}

GtkWidget *
dr_play_card_get_zoom (DrPlayCard *self)
{
  g_return_val_if_fail (DR_IS_PLAY_CARD (self), NULL);
  return self->input.zoom_popover;
}

static void
open_menu (DrPlayCard *self)
{
  if (self->menu == NULL)
    return;
  if (self->menu_popover == NULL)
    {
      self->menu_popover = gtk_popover_menu_new_from_model (G_MENU_MODEL (self->menu));
      gtk_widget_set_parent (self->menu_popover, GTK_WIDGET (self));
    }
  gtk_popover_popup (GTK_POPOVER (self->menu_popover));
}

/* A card with choices opens its menu; one without shows its face. */
static void
activate (GtkWidget *widget)
{
  DrPlayCard *self = DR_PLAY_CARD (widget);

  if (self->look.actionable)
    open_menu (self);
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
  *minimum = *natural = dr_play_card_look_measure (&DR_PLAY_CARD (widget)->look, orientation,
                                                   CARD_WIDTH, CARD_HEIGHT);
}

static void
size_allocate (GtkWidget *widget,
               int        width,
               int        height,
               int        baseline)
{
  DrPlayCard *self = DR_PLAY_CARD (widget);

  if (self->menu_popover != NULL)
    gtk_popover_present (GTK_POPOVER (self->menu_popover));
  dr_play_card_input_allocate (&self->input);
}

static void
snapshot (GtkWidget   *widget,
          GtkSnapshot *snapshot)
{
  DrPlayCard *self = DR_PLAY_CARD (widget);

  if (self->scene != NULL)
    dr_play_card_paint_snapshot (widget, &self->look, snapshot);
}

static void
dr_play_card_dispose (GObject *object)
{
  DrPlayCard *self = DR_PLAY_CARD (object);

  dr_play_card_input_dispose (&self->input);
  g_clear_pointer (&self->menu_popover, gtk_widget_unparent);
  G_OBJECT_CLASS (dr_play_card_parent_class)->dispose (object);
}

static void
dr_play_card_finalize (GObject *object)
{
  DrPlayCard *self = DR_PLAY_CARD (object);

  clear_content (self);
  g_clear_object (&self->menu);
  g_clear_pointer (&self->scene, dr_play_scene_unref);
  G_OBJECT_CLASS (dr_play_card_parent_class)->finalize (object);
}

static void
dr_play_card_class_init (DrPlayCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = dr_play_card_dispose;
  object_class->finalize = dr_play_card_finalize;
  widget_class->measure = measure;
  widget_class->size_allocate = size_allocate;
  widget_class->snapshot = snapshot;

  dr_play_card_input_class_init (widget_class);
  /* the keys of a context menu open the card's menu */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Menu, 0, "card.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F10, GDK_SHIFT_MASK, "card.activate", NULL);
  gtk_widget_class_set_css_name (widget_class, "playcard");
}

static void
dr_play_card_init (DrPlayCard *self)
{
  self->card = -1;
  self->look.footer_symbol = -1;
  dr_play_card_input_init (&self->input, GTK_WIDGET (self), activate, can_zoom, zoom_content);
}

GtkWidget *
dr_play_card_new (void)
{
  return g_object_new (DR_TYPE_PLAY_CARD, NULL);
}
