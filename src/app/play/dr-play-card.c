/* dr-play-card.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-play-card"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <pango/pangocairo.h>

#include "dr-card-face-view.h"
#include "dr-card-image.h"
#include "dr-card-symbols.h"
#include "dr-play-card.h"
#include "dr-play-place.h"

/* A printed card is 63 × 88 mm; the table shows it at about a third of the
 * card pane's size, ice turned sideways as on a table. */
#define CARD_WIDTH     58
#define CARD_HEIGHT    80
#define BAND_HEIGHT    15
#define RADIUS         6.0
#define BADGE_RADIUS   7.5
#define HOVER_ZOOM_MS  650
#define ZOOM_WIDTH     300

typedef struct
{
  const char *color;
  int         value;
  char       *(*describe) (int value);
} Badge;

#define MAX_BADGES 5

struct _DrPlayCard
{
  GtkWidget       parent_instance;

  DrPlayScene    *scene;
  int             card;          /* -1 for a pile */
  GArray         *pile;          /* uint8_t ids of a pile, the last on top; NULL for a card */
  char           *pile_name;
  gboolean        pile_face_down;
  gboolean        landscape;
  DrPlayCardMark  mark;

  /* What is drawn, worked out when the card is set */
  gboolean        known;
  gboolean        unrezzed;      /* known to the viewer, not rezzed: marked */
  gboolean        actionable;
  int             side;          /* 0 Corp, 1 Runner */
  char           *title;
  char           *cost;
  char           *strength;
  int             n_subs;
  char           *footer;        /* agenda numbers, trash cost, memory */
  gboolean        footer_trash;
  Badge           badges[MAX_BADGES];
  int             n_badges;
  GdkRGBA         faction_color;
  char           *tooltip;

  GMenu          *menu;
  GtkWidget      *menu_popover;
  GtkWidget      *zoom_popover;
  guint           hover_source;
  gboolean        zoom_from_hover;
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
  if (value <= 0 || self->n_badges >= MAX_BADGES)
    return;
  self->badges[self->n_badges++] = (Badge) { color, value, describe };
}

static void
clear_content (DrPlayCard *self)
{
  g_clear_pointer (&self->title, g_free);
  g_clear_pointer (&self->cost, g_free);
  g_clear_pointer (&self->strength, g_free);
  g_clear_pointer (&self->footer, g_free);
  g_clear_pointer (&self->tooltip, g_free);
  g_clear_pointer (&self->pile, g_array_unref);
  g_clear_pointer (&self->pile_name, g_free);
  self->n_badges = 0;
  self->n_subs = 0;
  self->known = FALSE;
  self->unrezzed = FALSE;
  self->actionable = FALSE;
  self->footer_trash = FALSE;
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
      self->actionable = TRUE;
    }
  if (!self->actionable && !self->known && self->pile == NULL)
    return;
  self->menu = g_menu_new ();
  if (self->actionable)
    g_menu_append_section (self->menu, NULL, G_MENU_MODEL (choices));
  if (self->known || self->pile != NULL)
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

  for (int i = 0; i < self->n_badges; i++)
    {
      g_autofree char *words = self->badges[i].describe (self->badges[i].value);

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

  self->side = c->owner == DR_NR_CORP_SEAT ? 0 : 1;
  self->known = dr_play_scene_card_known (self->scene, self->card);
  add_badge (self, c->advancement, "#e5a50a", describe_advancement);
  add_badge (self, c->agenda, "#3584e4", describe_agenda);
  add_badge (self, c->power, "#9141ac", describe_power);
  add_badge (self, c->virus, "#26a269", describe_virus);
  add_badge (self, c->credits, "#c88800", describe_credits);
  counters = counters_text (self);
  if (!self->known)
    {
      gdk_rgba_parse (&self->faction_color, self->side == 0 ? "#5b6f8a" : "#7a6a55");
      self->tooltip = *counters != '\0' ? g_strdup_printf ("%s\n%s", hidden_name (c), counters)
                                        : g_strdup (hidden_name (c));
      return;
    }

  self->unrezzed = c->owner == DR_NR_CORP_SEAT && (c->zone == DR_NR_ZONE_ICE || c->zone == DR_NR_ZONE_ROOT)
                   && !(c->flags & DR_NR_CARD_REZZED);
  self->title = g_strdup (def->title);
  dr_play_catalog_faction_color (dr_play_scene_get_catalog (self->scene), def->code, self->side,
                                 &self->faction_color);
  if (def->type == DR_NR_TYPE_AGENDA)
    {
      self->cost = g_strdup_printf ("%d", dr_nr_advancement_requirement (s, self->card));
      /* Translators: on a small agenda card, its agenda points */
      self->footer = g_strdup_printf (ngettext ("%d point", "%d points", def->points), def->points);
    }
  else if (def->type != DR_NR_TYPE_IDENTITY)
    self->cost = g_strdup_printf ("%d", def->cost);
  if (def->type == DR_NR_TYPE_ICE || (def->subtypes & DR_NR_SUB_ICEBREAKER))
    self->strength = g_strdup_printf ("%d", in_play (c) ? dr_nr_strength (s, self->card) : def->strength);
  self->n_subs = def->n_subs;
  if (def->type == DR_NR_TYPE_PROGRAM && self->footer == NULL)
    /* Translators: the memory units a program uses, on a small card */
    self->footer = g_strdup_printf (_("%d MU"), def->memory);
  else if ((def->type == DR_NR_TYPE_ASSET || def->type == DR_NR_TYPE_UPGRADE) && def->trash_cost >= 0)
    {
      self->footer = g_strdup_printf ("%d", def->trash_cost);
      self->footer_trash = TRUE;
    }
  else if (def->type == DR_NR_TYPE_IDENTITY && self->side == 1)
    /* Translators: a Runner identity's link, on a small card */
    self->footer = g_strdup_printf (_("%d link"), def->link);

  self->tooltip = g_strdup_printf ("%s%s%s%s%s", self->title,
                                   self->unrezzed ? "\n" : "", self->unrezzed ? _("Unrezzed") : "",
                                   *counters != '\0' ? "\n" : "", counters);
}

static void
fill_pile (DrPlayCard *self)
{
  const DrNrState *s = dr_play_scene_get_state (self->scene);
  int n = (int) self->pile->len;
  int top = n > 0 ? g_array_index (self->pile, uint8_t, n - 1) : -1;
  int face_up = 0;

  for (int i = 0; i < n; i++)
    if (dr_play_scene_card_known (self->scene, g_array_index (self->pile, uint8_t, i)))
      face_up++;
  self->side = top >= 0 && s->cards[top].owner != DR_NR_CORP_SEAT ? 1 : 0;
  self->known = top >= 0 && !self->pile_face_down && dr_play_scene_card_known (self->scene, top);
  if (self->known)
    {
      const DrNrCardDef *def = dr_nr_card_at (s->cards[top].def);

      self->title = g_strdup (def->title);
      dr_play_catalog_faction_color (dr_play_scene_get_catalog (self->scene), def->code, self->side,
                                     &self->faction_color);
    }
  else
    gdk_rgba_parse (&self->faction_color, self->side == 0 ? "#5b6f8a" : "#7a6a55");
  if (face_up > 0 && face_up < n)
    /* Translators: a pile's name and its cards, "Archives: 5 cards, 2 face up" */
    self->tooltip = g_strdup_printf (ngettext ("%s: %d card, %d face up", "%s: %d cards, %d face up", n),
                                     self->pile_name, n, face_up);
  else
    /* Translators: a pile's name and its size, "R&D: 34 cards" */
    self->tooltip = g_strdup_printf (ngettext ("%s: %d card", "%s: %d cards", n), self->pile_name, n);
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
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), self->tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, self->tooltip,
                                  GTK_ACCESSIBLE_PROPERTY_HAS_POPUP, self->menu != NULL,
                                  -1);
  if (self->actionable)
    gtk_widget_add_css_class (GTK_WIDGET (self), "actionable");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "actionable");
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
dr_play_card_set_card (DrPlayCard  *self,
                       DrPlayScene *scene,
                       int          card)
{
  g_return_if_fail (DR_IS_PLAY_CARD (self));
  g_return_if_fail (scene != NULL);
  g_return_if_fail (card >= 0 && card < dr_play_scene_get_state (scene)->n_cards);

  clear_content (self);
  if (self->scene != scene)
    {
      g_clear_pointer (&self->scene, dr_play_scene_unref);
      self->scene = dr_play_scene_ref (scene);
    }
  self->card = card;
  update (self);
}

void
dr_play_card_set_pile (DrPlayCard    *self,
                       DrPlayScene   *scene,
                       const uint8_t *ids,
                       int            n,
                       const char    *name,
                       gboolean       face_down)
{
  g_return_if_fail (DR_IS_PLAY_CARD (self));
  g_return_if_fail (scene != NULL);

  clear_content (self);
  if (self->scene != scene)
    {
      g_clear_pointer (&self->scene, dr_play_scene_unref);
      self->scene = dr_play_scene_ref (scene);
    }
  self->card = -1;
  self->pile = g_array_new (FALSE, FALSE, sizeof (uint8_t));
  g_array_append_vals (self->pile, ids, (guint) MAX (n, 0));
  self->pile_name = g_strdup (name);
  self->pile_face_down = face_down;
  update (self);
}

void
dr_play_card_set_landscape (DrPlayCard *self,
                            gboolean    landscape)
{
  g_return_if_fail (DR_IS_PLAY_CARD (self));
  if (self->landscape == landscape)
    return;
  self->landscape = landscape;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
dr_play_card_set_mark (DrPlayCard     *self,
                       DrPlayCardMark  mark)
{
  g_return_if_fail (DR_IS_PLAY_CARD (self));
  self->mark = mark;
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
  return self->actionable ? G_MENU_MODEL (self->menu) : NULL;
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
  g_string_append_printf (text, "%s\n%s\n%s\n%s\n%s\n", self->title ? self->title : "", self->cost ? self->cost : "",
                          self->strength ? self->strength : "", self->footer ? self->footer : "",
                          self->tooltip ? self->tooltip : "");
  append_menu_labels (text, G_MENU_MODEL (self->menu));
  return g_string_free (text, FALSE);
}

/* Zoom */

static GtkWidget *
zoom_face (DrPlayCard *self,
           int         card)
{
  const DrNrState *s = dr_play_scene_get_state (self->scene);
  const DrNrCardDef *def = dr_nr_card_at (s->cards[card].def);
  DrPlayCatalog *catalog = dr_play_scene_get_catalog (self->scene);
  const DrCard *data = dr_play_catalog_get_card (catalog, def->code);
  g_autofree char *path = dr_card_image_path (def->code);
  g_autoptr(GdkTexture) texture = NULL;
  GtkWidget *face;

  if (data == NULL)
    {
      /* No card data (a test without a store): the engine's facts. */
      face = gtk_label_new (def->title);
      gtk_widget_add_css_class (face, "title-3");
      return face;
    }
  if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
    texture = gdk_texture_new_from_filename (path, NULL);
  if (texture != NULL)
    {
      face = gtk_picture_new_for_paintable (GDK_PAINTABLE (texture));
      gtk_picture_set_alternative_text (GTK_PICTURE (face), data->title);
      gtk_widget_set_size_request (face, ZOOM_WIDTH, ZOOM_WIDTH * 88 / 63);
      return face;
    }
  face = dr_card_face_view_new ();
  dr_card_face_view_set_card (DR_CARD_FACE_VIEW (face), data, NULL, dr_play_catalog_get_names (catalog));
  gtk_widget_set_size_request (face, ZOOM_WIDTH, -1);
  return face;
}

/* A pile zooms to the list of its cards the viewer knows, top first. */
static GtkWidget *
zoom_pile (DrPlayCard *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *heading = gtk_label_new (self->tooltip);
  int hidden = 0;

  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (GTK_BOX (box), heading);
  for (int i = (int) self->pile->len - 1; i >= 0; i--)
    {
      const char *title = dr_play_scene_card_title (self->scene, g_array_index (self->pile, uint8_t, i));
      GtkWidget *label;

      if (title == NULL)
        {
          hidden++;
          continue;
        }
      label = gtk_label_new (title);
      gtk_label_set_xalign (GTK_LABEL (label), 0.0);
      gtk_box_append (GTK_BOX (box), label);
    }
  if (hidden > 0)
    {
      /* Translators: in a pile's list, the cards the player may not see */
      g_autofree char *text = g_strdup_printf (ngettext ("%d face-down card", "%d face-down cards", hidden), hidden);
      GtkWidget *label = gtk_label_new (text);

      gtk_label_set_xalign (GTK_LABEL (label), 0.0);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_box_append (GTK_BOX (box), label);
    }
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), box);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 360);
  return scrolled;
}

static void
open_zoom (DrPlayCard *self,
           gboolean    from_hover)
{
  if (self->scene == NULL || (!self->known && self->pile == NULL))
    return;
  if (self->zoom_popover == NULL)
    {
      self->zoom_popover = gtk_popover_new ();
      gtk_widget_set_parent (self->zoom_popover, GTK_WIDGET (self));
    }
  gtk_popover_set_child (GTK_POPOVER (self->zoom_popover),
                         self->pile != NULL ? zoom_pile (self) : zoom_face (self, self->card));
  /* A zoom that came with the pointer leaves with it and takes no focus. */
  gtk_popover_set_autohide (GTK_POPOVER (self->zoom_popover), !from_hover);
  gtk_widget_set_can_target (self->zoom_popover, !from_hover);
  self->zoom_from_hover = from_hover;
  gtk_popover_popup (GTK_POPOVER (self->zoom_popover));
}

void
dr_play_card_show_zoom (DrPlayCard *self)
{
  g_return_if_fail (DR_IS_PLAY_CARD (self));
  open_zoom (self, FALSE);
}

GtkWidget *
dr_play_card_get_zoom (DrPlayCard *self)
{
  g_return_val_if_fail (DR_IS_PLAY_CARD (self), NULL);
  return self->zoom_popover;
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
activate (DrPlayCard *self)
{
  if (self->actionable)
    open_menu (self);
  else
    open_zoom (self, FALSE);
}

static void
card_activate_cb (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  activate (DR_PLAY_CARD (widget));
}

static void
card_zoom_cb (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  open_zoom (DR_PLAY_CARD (widget), FALSE);
}

static void
on_click_released_cb (GtkGestureClick *gesture,
                      int              n_press,
                      double           x,
                      double           y,
                      DrPlayCard      *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));

  g_clear_handle_id (&self->hover_source, g_source_remove);
  if (self->zoom_from_hover && self->zoom_popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (self->zoom_popover));
  if (button == GDK_BUTTON_SECONDARY)
    open_zoom (self, FALSE);
  else
    activate (self);
}

static void
on_long_press_cb (GtkGestureLongPress *gesture,
                  double               x,
                  double               y,
                  DrPlayCard          *self)
{
  gtk_event_controller_reset (GTK_EVENT_CONTROLLER (gesture));
  open_zoom (self, FALSE);
}

static gboolean
hover_zoom_cb (gpointer data)
{
  DrPlayCard *self = data;

  self->hover_source = 0;
  if (self->menu_popover == NULL || !gtk_widget_get_visible (self->menu_popover))
    open_zoom (self, TRUE);
  return G_SOURCE_REMOVE;
}

static void
on_enter_cb (GtkEventControllerMotion *motion,
             double                    x,
             double                    y,
             DrPlayCard               *self)
{
  g_clear_handle_id (&self->hover_source, g_source_remove);
  if (self->known || self->pile != NULL)
    self->hover_source = g_timeout_add (HOVER_ZOOM_MS, hover_zoom_cb, self);
}

static void
on_leave_cb (GtkEventControllerMotion *motion,
             DrPlayCard               *self)
{
  g_clear_handle_id (&self->hover_source, g_source_remove);
  if (self->zoom_from_hover && self->zoom_popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (self->zoom_popover));
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
  DrPlayCard *self = DR_PLAY_CARD (widget);
  gboolean across = (orientation == GTK_ORIENTATION_HORIZONTAL) != self->landscape;

  *minimum = *natural = across ? CARD_WIDTH : CARD_HEIGHT;
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
  if (self->zoom_popover != NULL)
    gtk_popover_present (GTK_POPOVER (self->zoom_popover));
}

static void
rounded_rectangle (cairo_t *cr,
                   double   x,
                   double   y,
                   double   width,
                   double   height,
                   double   radius)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + width - radius, y + radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, x + width - radius, y + height - radius, radius, 0, G_PI / 2);
  cairo_arc (cr, x + radius, y + height - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, x + radius, y + radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

static PangoLayout *
small_layout (DrPlayCard  *self,
              const char  *text,
              double       points,
              gboolean     bold)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  PangoFontDescription *font = pango_font_description_copy (
    pango_context_get_font_description (gtk_widget_get_pango_context (GTK_WIDGET (self))));

  pango_font_description_set_size (font, (int) (points * PANGO_SCALE));
  if (bold)
    pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  return layout;
}

/* Text centred on (cx, cy). */
static void
show_centered (cairo_t     *cr,
               PangoLayout *layout,
               double       cx,
               double       cy)
{
  int width, height;

  pango_layout_get_pixel_size (layout, &width, &height);
  cairo_move_to (cr, cx - width / 2.0, cy - height / 2.0);
  pango_cairo_show_layout (cr, layout);
}

static void
set_color (cairo_t       *cr,
           const GdkRGBA *color)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha);
}

static void
lookup_color (GtkWidget  *widget,
              const char *name,
              const char *fallback,
              GdkRGBA    *color)
{
  if (!gtk_style_context_lookup_color (gtk_widget_get_style_context (widget), name, color))
    gdk_rgba_parse (color, fallback);
}

static void
draw_back (DrPlayCard *self,
           cairo_t    *cr,
           double      width,
           double      height)
{
  double step = 7.0;

  /* Corp backs blue-grey, Runner backs brown-grey, hatched like a printed back. */
  cairo_set_source_rgb (cr, self->side == 0 ? 0.17 : 0.25, self->side == 0 ? 0.22 : 0.20, self->side == 0 ? 0.30 : 0.17);
  rounded_rectangle (cr, 0.5, 0.5, width - 1, height - 1, RADIUS);
  cairo_fill_preserve (cr);
  cairo_save (cr);
  cairo_clip (cr);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.08);
  cairo_set_line_width (cr, 2);
  for (double d = -height; d < width + height; d += step)
    {
      cairo_move_to (cr, d, 0);
      cairo_line_to (cr, d + height, height);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_face (DrPlayCard *self,
           cairo_t    *cr,
           double      width,
           double      height)
{
  GtkWidget *widget = GTK_WIDGET (self);
  g_autoptr(PangoLayout) title = small_layout (self, self->title, self->landscape ? 7.0 : 7.5, TRUE);
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  int scale = gtk_widget_get_scale_factor (widget);
  GdkRGBA body, fg;
  double start_x = rtl ? width - 11 : 11;
  double end_x = rtl ? 11 : width - 11;
  double bottom_y = height - 10;

  lookup_color (widget, "card_bg_color", "#ffffff", &body);
  body.alpha = 1.0;
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  rounded_rectangle (cr, 0.5, 0.5, width - 1, height - 1, RADIUS);
  set_color (cr, &body);
  cairo_fill_preserve (cr);
  cairo_save (cr);
  cairo_clip (cr);
  set_color (cr, &self->faction_color);
  cairo_rectangle (cr, 0, 0, width, BAND_HEIGHT);
  cairo_fill (cr);
  cairo_restore (cr);

  if (self->cost != NULL)
    {
      g_autoptr(PangoLayout) cost = small_layout (self, self->cost, 8.0, TRUE);

      cairo_set_source_rgba (cr, 0, 0, 0, 0.55);
      cairo_arc (cr, start_x, BAND_HEIGHT / 2.0, 7.5, 0, 2 * G_PI);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 1, 1, 1);
      show_centered (cr, cost, start_x, BAND_HEIGHT / 2.0);
    }

  pango_layout_set_width (title, (int) ((width - 8) * PANGO_SCALE));
  pango_layout_set_height (title, (int) ((height - BAND_HEIGHT - 20) * PANGO_SCALE));
  pango_layout_set_wrap (title, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_ellipsize (title, PANGO_ELLIPSIZE_END);
  pango_layout_set_alignment (title, PANGO_ALIGN_CENTER);
  set_color (cr, &fg);
  cairo_move_to (cr, 4, BAND_HEIGHT + 3);
  pango_cairo_show_layout (cr, title);

  if (self->strength != NULL)
    {
      g_autoptr(PangoLayout) strength = small_layout (self, self->strength, 8.5, TRUE);

      set_color (cr, &self->faction_color);
      rounded_rectangle (cr, start_x - 8, bottom_y - 7, 16, 14, 3);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 1, 1, 1);
      show_centered (cr, strength, start_x, bottom_y);
    }
  set_color (cr, &fg);
  if (self->n_subs > 0)
    {
      g_autofree char *count = g_strdup_printf ("%d", self->n_subs);
      g_autoptr(PangoLayout) subs = small_layout (self, count, 7.5, TRUE);
      double symbol_x = rtl ? end_x + 4 : end_x - 14;

      dr_card_symbol_draw (cr, DR_CARD_SYMBOL_SUBROUTINE, symbol_x, bottom_y - 5, 10, scale);
      show_centered (cr, subs, rtl ? end_x - 4 : end_x + 4, bottom_y);
    }
  else if (self->footer != NULL)
    {
      g_autoptr(PangoLayout) footer = small_layout (self, self->footer, 7.0, FALSE);
      /* Beside the strength box, and the trash symbol when there is one. */
      double room = width - (self->strength != NULL ? 26 : 6) - (self->footer_trash ? 12 : 0);
      int footer_width;

      pango_layout_set_width (footer, (int) (room * PANGO_SCALE));
      pango_layout_set_ellipsize (footer, PANGO_ELLIPSIZE_END);
      pango_layout_get_pixel_size (footer, &footer_width, NULL);
      if (self->footer_trash)
        dr_card_symbol_draw (cr, DR_CARD_SYMBOL_TRASH, rtl ? 4 + footer_width : width - 16 - footer_width,
                             bottom_y - 5, 10, scale);
      show_centered (cr, footer, rtl ? 4 + footer_width / 2.0 : width - 4 - footer_width / 2.0, bottom_y);
    }

  if (self->unrezzed)
    {
      /* Unrezzed to everyone else: dimmed and hatched, the face only its owner sees. */
      cairo_save (cr);
      rounded_rectangle (cr, 0.5, 0.5, width - 1, height - 1, RADIUS);
      cairo_clip (cr);
      cairo_set_source_rgba (cr, body.red, body.green, body.blue, 0.45);
      cairo_paint (cr);
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.25);
      cairo_set_line_width (cr, 1);
      for (double d = -height; d < width + height; d += 9)
        {
          cairo_move_to (cr, d, 0);
          cairo_line_to (cr, d + height, height);
        }
      cairo_stroke (cr);
      cairo_restore (cr);
    }
}

/* An empty pile keeps its place on the table: a dashed outline and its name. */
static void
draw_empty_pile (DrPlayCard *self,
                 cairo_t    *cr,
                 double      width,
                 double      height)
{
  g_autoptr(PangoLayout) name = small_layout (self, self->pile_name, 7.0, FALSE);
  GdkRGBA fg;

  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (self)), &fg);
  cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.35);
  cairo_set_line_width (cr, 1.5);
  cairo_set_dash (cr, (double[]) { 4, 3 }, 2, 0);
  rounded_rectangle (cr, 1, 1, width - 2, height - 2, RADIUS);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  pango_layout_set_width (name, (int) ((width - 6) * PANGO_SCALE));
  pango_layout_set_alignment (name, PANGO_ALIGN_CENTER);
  pango_layout_set_wrap (name, PANGO_WRAP_WORD_CHAR);
  show_centered (cr, name, width / 2.0, height / 2.0);
}

static void
draw_badges (DrPlayCard *self,
             cairo_t    *cr,
             double      width,
             double      height)
{
  gboolean rtl = gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL;
  double x = rtl ? BADGE_RADIUS + 1 : width - BADGE_RADIUS - 1;

  for (int i = 0; i < self->n_badges; i++)
    {
      g_autofree char *value = g_strdup_printf ("%d", self->badges[i].value);
      g_autoptr(PangoLayout) layout = small_layout (self, value, 7.5, TRUE);
      double y = BAND_HEIGHT + BADGE_RADIUS + 2 + i * (2 * BADGE_RADIUS + 2);
      GdkRGBA color;

      gdk_rgba_parse (&color, self->badges[i].color);
      set_color (cr, &color);
      cairo_arc (cr, x, y, BADGE_RADIUS, 0, 2 * G_PI);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
      show_centered (cr, layout, x, y);
    }
}

static void
draw_count (DrPlayCard *self,
            cairo_t    *cr,
            double      width,
            double      height)
{
  g_autofree char *count = g_strdup_printf ("%u", self->pile->len);
  g_autoptr(PangoLayout) layout = small_layout (self, count, self->known ? 9.0 : 14.0, TRUE);
  int text_width, text_height;
  double cx = self->known ? width - 14 : width / 2.0;
  double cy = self->known ? height - 12 : height / 2.0;

  pango_layout_get_pixel_size (layout, &text_width, &text_height);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.6);
  rounded_rectangle (cr, cx - text_width / 2.0 - 4, cy - text_height / 2.0 - 1, text_width + 8, text_height + 2, 4);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  show_centered (cr, layout, cx, cy);
}

static void
draw_outline (DrPlayCard *self,
              cairo_t    *cr,
              double      width,
              double      height)
{
  GdkRGBA color;
  double line = 1.0;

  if (self->mark == DR_PLAY_CARD_MARK_APPROACHED)
    {
      gdk_rgba_parse (&color, "#e66100");
      line = 3.0;
    }
  else if (self->mark == DR_PLAY_CARD_MARK_ACCESSED)
    {
      gdk_rgba_parse (&color, "#1c71d8");
      line = 3.0;
    }
  else if (self->actionable)
    {
      lookup_color (GTK_WIDGET (self), "accent_color", "#3584e4", &color);
      line = 2.5;
    }
  else
    {
      color = self->faction_color;
      color.alpha = 0.9;
    }
  set_color (cr, &color);
  cairo_set_line_width (cr, line);
  rounded_rectangle (cr, line / 2, line / 2, width - line, height - line, RADIUS);
  cairo_stroke (cr);
  if (gtk_widget_has_visible_focus (GTK_WIDGET (self)))
    {
      lookup_color (GTK_WIDGET (self), "accent_color", "#3584e4", &color);
      color.alpha = 0.5;
      set_color (cr, &color);
      cairo_set_line_width (cr, 2);
      cairo_set_dash (cr, (double[]) { 3, 2 }, 2, 0);
      rounded_rectangle (cr, 4, 4, width - 8, height - 8, RADIUS - 2);
      cairo_stroke (cr);
    }
}

static void
snapshot (GtkWidget   *widget,
          GtkSnapshot *snapshot)
{
  DrPlayCard *self = DR_PLAY_CARD (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  cairo_t *cr;

  if (self->scene == NULL || width <= 0 || height <= 0)
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  if (self->pile != NULL && self->pile->len == 0)
    draw_empty_pile (self, cr, width, height);
  else if (self->known)
    draw_face (self, cr, width, height);
  else
    draw_back (self, cr, width, height);
  draw_badges (self, cr, width, height);
  if (self->pile != NULL && self->pile->len > 0)
    draw_count (self, cr, width, height);
  if (self->pile == NULL || self->pile->len > 0)
    draw_outline (self, cr, width, height);
  cairo_destroy (cr);
}

static void
dr_play_card_dispose (GObject *object)
{
  DrPlayCard *self = DR_PLAY_CARD (object);

  g_clear_handle_id (&self->hover_source, g_source_remove);
  g_clear_pointer (&self->menu_popover, gtk_widget_unparent);
  g_clear_pointer (&self->zoom_popover, gtk_widget_unparent);
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

  gtk_widget_class_install_action (widget_class, "card.activate", NULL, card_activate_cb);
  gtk_widget_class_install_action (widget_class, "card.zoom", NULL, card_zoom_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "card.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0, "card.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "card.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Menu, 0, "card.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F10, GDK_SHIFT_MASK, "card.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, 0, "card.zoom", NULL);
  gtk_widget_class_set_css_name (widget_class, "playcard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_BUTTON);
}

static void
dr_play_card_init (DrPlayCard *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkGesture *long_press = gtk_gesture_long_press_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();

  self->card = -1;
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "pointer");
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), 0);
  g_signal_connect (click, "released", G_CALLBACK (on_click_released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  gtk_gesture_single_set_touch_only (GTK_GESTURE_SINGLE (long_press), TRUE);
  g_signal_connect (long_press, "pressed", G_CALLBACK (on_long_press_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (long_press));
  g_signal_connect (motion, "enter", G_CALLBACK (on_enter_cb), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);
}

GtkWidget *
dr_play_card_new (void)
{
  return g_object_new (DR_TYPE_PLAY_CARD, NULL);
}
