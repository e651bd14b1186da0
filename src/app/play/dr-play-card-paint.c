/* dr-play-card-paint.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-play-card-paint"

#include "config.h"

#include <math.h>
#include <pango/pangocairo.h>
#include <string.h>

#include "dr-card-symbols.h"
#include "dr-play-card-image.h"
#include "dr-play-card-look.h"

#define BAND_HEIGHT    15
#define RADIUS         6.0
#define BADGE_RADIUS   7.5

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
small_layout (GtkWidget   *widget,
              const char  *text,
              double       points,
              gboolean     bold)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);
  PangoFontDescription *font = pango_font_description_copy (
    pango_context_get_font_description (gtk_widget_get_pango_context (widget)));

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

/* Dims the face with its own colour, clipped to it for what is drawn
 * over it next; the caller restores @cr. */
static void
begin_wash (cairo_t       *cr,
            const GdkRGBA *body,
            double         alpha,
            double         width,
            double         height)
{
  cairo_save (cr);
  rounded_rectangle (cr, 0.5, 0.5, width - 1, height - 1, RADIUS);
  cairo_clip (cr);
  cairo_set_source_rgba (cr, body->red, body->green, body->blue, alpha);
  cairo_paint (cr);
}

static void
draw_back (GtkWidget            *widget,
           const DrPlayCardLook *look,
           cairo_t              *cr,
           double                width,
           double                height)
{
  double step = 7.0;

  /* Corp backs blue-grey, Runner backs brown-grey, hatched like a printed back. */
  cairo_set_source_rgb (cr, look->side == 0 ? 0.17 : 0.25, look->side == 0 ? 0.22 : 0.20, look->side == 0 ? 0.30 : 0.17);
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

/* The footer laid out, and the box its text takes: at the card's end (the
 * left in right-to-left), clear of the strength box and beside its symbol
 * when it has one (memory, link and trash costs are a number and a symbol:
 * words such as the Persian "1 حافظه" did not fit a small card). Pango
 * aligns a right-to-left text to the right of the width it is given, so
 * the text is placed by its own logical extents (@logical, in the layout),
 * not by that width: placed by the width, it ran off the card's edge. */
static PangoLayout *
footer_layout (GtkWidget            *widget,
               const DrPlayCardLook *look,
               double                width,
               double                height,
               graphene_rect_t      *box,
               PangoRectangle       *logical)
{
  PangoLayout *footer = small_layout (widget, look->footer, 7.0, FALSE);
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  double room = width - (look->strength != NULL ? 26 : 6) - (look->footer_symbol >= 0 ? 12 : 0);

  pango_layout_set_width (footer, (int) (room * PANGO_SCALE));
  pango_layout_set_ellipsize (footer, PANGO_ELLIPSIZE_END);
  pango_layout_get_pixel_extents (footer, NULL, logical);
  graphene_rect_init (box, rtl ? 4 : width - 4 - logical->width, height - 10 - logical->height / 2.0,
                      logical->width, logical->height);
  return footer;
}

void
dr_play_card_footer_box (GtkWidget            *widget,
                         const DrPlayCardLook *look,
                         double                width,
                         double                height,
                         graphene_rect_t      *box)
{
  PangoRectangle logical;

  g_return_if_fail (look->footer != NULL);
  g_object_unref (footer_layout (widget, look, width, height, box, &logical));
}

/* The card's image (@image, already the card's size) with dark strips
 * where the title and the numbers go, so that they stay readable on any
 * picture. */
static void
draw_image (const DrPlayCardLook *look,
            cairo_surface_t      *image,
            cairo_t              *cr,
            double                width,
            double                height)
{
  cairo_save (cr);
  rounded_rectangle (cr, 0.5, 0.5, width - 1, height - 1, RADIUS);
  cairo_clip (cr);
  cairo_set_source_surface (cr, image, 0, 0);
  cairo_paint (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.62);
  cairo_rectangle (cr, 0, 0, width, BAND_HEIGHT + 12);
  cairo_rectangle (cr, 0, height - 20, width, 20);
  cairo_fill (cr);
  set_color (cr, &look->faction_color);
  cairo_rectangle (cr, 0, BAND_HEIGHT + 12, width, 2);
  cairo_fill (cr);
  cairo_restore (cr);
}

static void
draw_face (GtkWidget            *widget,
           const DrPlayCardLook *look,
           cairo_surface_t      *image,
           cairo_t              *cr,
           double                width,
           double                height)
{
  g_autoptr(PangoLayout) title = small_layout (widget, look->title, look->landscape ? 7.0 : 7.5, TRUE);
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  int scale = gtk_widget_get_scale_factor (widget);
  GdkRGBA body, fg;
  double start_x = rtl ? width - 11 : 11;
  double end_x = rtl ? 11 : width - 11;
  double bottom_y = height - 10;

  /* view_bg_color is opaque in both styles (card_bg_color is a tint in the dark one). */
  lookup_color (widget, "view_bg_color", "#ffffff", &body);
  body.alpha = 1.0;
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  if (image != NULL)
    {
      draw_image (look, image, cr, width, height);
      /* Light on the dark strips, whatever the style. */
      gdk_rgba_parse (&fg, "#ffffff");
    }
  else
    {
      rounded_rectangle (cr, 0.5, 0.5, width - 1, height - 1, RADIUS);
      set_color (cr, &body);
      cairo_fill_preserve (cr);
      cairo_save (cr);
      cairo_clip (cr);
      set_color (cr, &look->faction_color);
      cairo_rectangle (cr, 0, 0, width, BAND_HEIGHT);
      cairo_fill (cr);
      cairo_restore (cr);
    }

  if (look->cost != NULL)
    {
      g_autoptr(PangoLayout) cost = small_layout (widget, look->cost, 8.0, TRUE);

      cairo_set_source_rgba (cr, 0, 0, 0, 0.55);
      cairo_arc (cr, start_x, BAND_HEIGHT / 2.0, 7.5, 0, 2 * G_PI);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 1, 1, 1);
      show_centered (cr, cost, start_x, BAND_HEIGHT / 2.0);
    }

  if (image != NULL)
    {
      /* On the picture, the title is one line of the top strip, under the cost. */
      pango_layout_set_height (title, -1);
      pango_layout_set_width (title, (int) ((width - 8) * PANGO_SCALE));
      pango_layout_set_ellipsize (title, PANGO_ELLIPSIZE_END);
      pango_layout_set_alignment (title, PANGO_ALIGN_CENTER);
      set_color (cr, &fg);
      cairo_move_to (cr, 4, BAND_HEIGHT - 1);
      pango_cairo_show_layout (cr, title);
    }
  else
    {
      pango_layout_set_width (title, (int) ((width - 8) * PANGO_SCALE));
      /* With the effect's words below it, the title keeps to two lines. */
      pango_layout_set_height (title, look->text != NULL ? -2 : (int) ((height - BAND_HEIGHT - 20) * PANGO_SCALE));
      pango_layout_set_wrap (title, PANGO_WRAP_WORD_CHAR);
      pango_layout_set_ellipsize (title, PANGO_ELLIPSIZE_END);
      pango_layout_set_alignment (title, PANGO_ALIGN_CENTER);
      set_color (cr, &fg);
      cairo_move_to (cr, 4, BAND_HEIGHT + 3);
      pango_cairo_show_layout (cr, title);
      if (look->text != NULL)
        {
          g_autoptr(PangoLayout) text = small_layout (widget, look->text, 6.0, FALSE);
          int title_height;
          double top;

          pango_layout_get_pixel_size (title, NULL, &title_height);
          top = BAND_HEIGHT + 3 + title_height + 3;
          pango_layout_set_width (text, (int) ((width - 8) * PANGO_SCALE));
          pango_layout_set_height (text, (int) (MAX (bottom_y - 8 - top, 1) * PANGO_SCALE));
          pango_layout_set_wrap (text, PANGO_WRAP_WORD_CHAR);
          pango_layout_set_ellipsize (text, PANGO_ELLIPSIZE_END);
          pango_layout_set_alignment (text, PANGO_ALIGN_CENTER);
          cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.8);
          cairo_move_to (cr, 4, top);
          pango_cairo_show_layout (cr, text);
        }
    }

  if (look->strength != NULL)
    {
      g_autoptr(PangoLayout) strength = small_layout (widget, look->strength, 8.5, TRUE);

      set_color (cr, &look->faction_color);
      rounded_rectangle (cr, start_x - 8, bottom_y - 7, 16, 14, 3);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 1, 1, 1);
      show_centered (cr, strength, start_x, bottom_y);
    }
  set_color (cr, &fg);
  if (look->n_subs > 0)
    {
      g_autofree char *count = g_strdup_printf ("%d", look->n_subs);
      g_autoptr(PangoLayout) subs = small_layout (widget, count, 7.5, TRUE);
      double symbol_x = rtl ? end_x + 4 : end_x - 14;

      dr_card_symbol_draw (cr, DR_CARD_SYMBOL_SUBROUTINE, symbol_x, bottom_y - 5, 10, scale);
      show_centered (cr, subs, rtl ? end_x - 4 : end_x + 4, bottom_y);
    }
  else if (look->footer != NULL)
    {
      graphene_rect_t box;
      PangoRectangle logical;
      g_autoptr(PangoLayout) footer = footer_layout (widget, look, width, height, &box, &logical);

      if (look->footer_symbol >= 0)
        dr_card_symbol_draw (cr, look->footer_symbol, rtl ? box.origin.x + box.size.width + 1 : box.origin.x - 11,
                             bottom_y - 5, 10, scale);
      cairo_move_to (cr, box.origin.x - logical.x, box.origin.y - logical.y);
      pango_cairo_show_layout (cr, footer);
    }

  if (look->unrezzed)
    {
      /* Unrezzed to everyone else: dimmed and hatched, the face only its owner sees. */
      begin_wash (cr, &body, 0.45, width, height);
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
draw_empty_pile (GtkWidget            *widget,
                 const DrPlayCardLook *look,
                 cairo_t              *cr,
                 double                width,
                 double                height)
{
  g_autoptr(PangoLayout) name = small_layout (widget, look->pile_name, 7.0, FALSE);
  GdkRGBA fg;

  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
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

/* Out of play: washed out and crossed, still readable. */
static void
draw_spent (GtkWidget *widget,
            cairo_t   *cr,
            double     width,
            double     height)
{
  GdkRGBA body, fg;

  lookup_color (widget, "view_bg_color", "#ffffff", &body);
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  begin_wash (cr, &body, 0.55, width, height);
  cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.45);
  cairo_set_line_width (cr, 2);
  cairo_move_to (cr, 6, 6);
  cairo_line_to (cr, width - 6, height - 6);
  cairo_move_to (cr, width - 6, 6);
  cairo_line_to (cr, 6, height - 6);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* A token lying on the card (or on an empty place): a red tag with its name. */
static void
draw_token (GtkWidget            *widget,
            const DrPlayCardLook *look,
            cairo_t              *cr,
            double                width,
            double                height)
{
  g_autoptr(PangoLayout) name = small_layout (widget, look->token, 6.5, TRUE);
  gboolean alone = look->is_pile && look->pile_count == 0;
  double cy = alone ? height / 2.0 : height - 30;
  PangoRectangle text;
  double top;

  /* up to two centred lines: the tag fits the lines, not the layout's width */
  pango_layout_set_width (name, (int) ((width - 12) * PANGO_SCALE));
  pango_layout_set_height (name, -2);
  pango_layout_set_wrap (name, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_alignment (name, PANGO_ALIGN_CENTER);
  pango_layout_set_ellipsize (name, PANGO_ELLIPSIZE_END);
  pango_layout_get_pixel_extents (name, NULL, &text);
  top = cy - text.height / 2.0;
  cairo_set_source_rgb (cr, 0.75, 0.11, 0.16);
  rounded_rectangle (cr, 6 + text.x - 4, top - 2, text.width + 8, text.height + 4, 4);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  cairo_move_to (cr, 6, top);
  pango_cairo_show_layout (cr, name);
}

static void
draw_badges (GtkWidget            *widget,
             const DrPlayCardLook *look,
             cairo_t              *cr,
             double                width,
             double                height)
{
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  double x = rtl ? BADGE_RADIUS + 1 : width - BADGE_RADIUS - 1;

  for (int i = 0; i < look->n_badges; i++)
    {
      g_autofree char *value = g_strdup_printf ("%d", look->badges[i].value);
      g_autoptr(PangoLayout) layout = small_layout (widget, value, 7.5, TRUE);
      double y = BAND_HEIGHT + BADGE_RADIUS + 2 + i * (2 * BADGE_RADIUS + 2);
      GdkRGBA color;

      gdk_rgba_parse (&color, look->badges[i].color);
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
draw_count (GtkWidget            *widget,
            const DrPlayCardLook *look,
            cairo_t              *cr,
            double                width,
            double                height)
{
  g_autofree char *count = g_strdup_printf ("%u", look->pile_count);
  g_autoptr(PangoLayout) layout = small_layout (widget, count, look->known ? 9.0 : 14.0, TRUE);
  int text_width, text_height;
  double cx = look->known ? width - 14 : width / 2.0;
  double cy = look->known ? height - 12 : height / 2.0;

  pango_layout_get_pixel_size (layout, &text_width, &text_height);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.6);
  rounded_rectangle (cr, cx - text_width / 2.0 - 4, cy - text_height / 2.0 - 1, text_width + 8, text_height + 2, 4);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  show_centered (cr, layout, cx, cy);
}

static void
draw_outline (GtkWidget            *widget,
              const DrPlayCardLook *look,
              cairo_t              *cr,
              double                width,
              double                height)
{
  GdkRGBA color;
  double line = 1.0;

  if (look->mark == DR_PLAY_CARD_MARK_APPROACHED)
    {
      gdk_rgba_parse (&color, "#e66100");
      line = 3.0;
    }
  else if (look->mark == DR_PLAY_CARD_MARK_ACCESSED)
    {
      gdk_rgba_parse (&color, "#1c71d8");
      line = 3.0;
    }
  else if (look->actionable)
    {
      lookup_color (widget, "accent_color", "#3584e4", &color);
      line = 2.5;
    }
  else
    {
      color = look->faction_color;
      color.alpha = 0.9;
    }
  set_color (cr, &color);
  cairo_set_line_width (cr, line);
  rounded_rectangle (cr, line / 2, line / 2, width - line, height - line, RADIUS);
  cairo_stroke (cr);
  if (gtk_widget_has_visible_focus (widget))
    {
      lookup_color (widget, "accent_color", "#3584e4", &color);
      color.alpha = 0.5;
      set_color (cr, &color);
      cairo_set_line_width (cr, 2);
      cairo_set_dash (cr, (double[]) { 3, 2 }, 2, 0);
      rounded_rectangle (cr, 4, 4, width - 8, height - 8, RADIUS - 2);
      cairo_stroke (cr);
    }
}


/* The card whose image @look shows, if any: never one the viewer may not see. */
static const char *
image_shown (const DrPlayCardLook *look)
{
  return look->known && !(look->is_pile && look->pile_count == 0) ? look->image_code : NULL;
}

/* Draws @look filling @width × @height of @cr, in @widget's colours and direction. */
void
dr_play_card_paint (GtkWidget            *widget,
                    const DrPlayCardLook *look,
                    cairo_t              *cr,
                    double                width,
                    double                height)
{
  if (look->is_pile && look->pile_count == 0)
    draw_empty_pile (widget, look, cr, width, height);
  else if (look->known)
    draw_face (widget, look, dr_play_card_image_at_size (image_shown (look), (int) ceil (width), (int) ceil (height),
                                                         look->landscape, gtk_widget_get_scale_factor (widget)),
               cr, width, height);
  else
    draw_back (widget, look, cr, width, height);
  if (look->spent)
    draw_spent (widget, cr, width, height);
  draw_badges (widget, look, cr, width, height);
  if (look->is_pile && look->pile_count > 0)
    draw_count (widget, look, cr, width, height);
  if (look->token != NULL)
    draw_token (widget, look, cr, width, height);
  /* An empty place the viewer may choose is outlined like a card to choose. */
  if (!look->is_pile || look->pile_count > 0 || look->actionable)
    draw_outline (widget, look, cr, width, height);
}

/* Cards drawn once are kept as render nodes: a table rebuilt after a
 * decision is mostly the same cards, and shaping their texts again was most
 * of an update's time (bench-play). The key holds everything the drawing
 * reads: the look, the size, the colours, the font, the direction, focus. */
#define NODE_CACHE_MAX 256

static void
append_rgba (GString       *key,
             const GdkRGBA *color)
{
  g_string_append_printf (key, "%.3f,%.3f,%.3f,%.3f|", color->red, color->green, color->blue, color->alpha);
}

static char *
node_key (GtkWidget            *widget,
          const DrPlayCardLook *look,
          guint64               image,
          double                width,
          double                height)
{
  GString *key = g_string_new (NULL);
  GtkStyleContext *style = gtk_widget_get_style_context (widget);
  g_autofree char *font = pango_font_description_to_string (
    pango_context_get_font_description (gtk_widget_get_pango_context (widget)));
  GdkRGBA color;

  g_string_append_printf (key, "%g|%g|%d|%d|%d|%s|", width, height, gtk_widget_get_scale_factor (widget),
                          gtk_widget_get_direction (widget), gtk_widget_has_visible_focus (widget), font);
  gtk_style_context_get_color (style, &color);
  append_rgba (key, &color);
  lookup_color (widget, "view_bg_color", "#ffffff", &color);
  append_rgba (key, &color);
  lookup_color (widget, "accent_color", "#3584e4", &color);
  append_rgba (key, &color);
  append_rgba (key, &look->faction_color);
  g_string_append_printf (key, "%d%d%d%d%d%d%d%d%d|%u|%d|", look->known, look->unrezzed, look->actionable,
                          look->landscape, look->side, look->footer_symbol, look->mark, look->is_pile, look->spent,
                          look->pile_count, look->n_subs);
  /* The texts last, each with its length: no text can pass for another field. */
  {
    const char *texts[] = { look->title, look->cost, look->strength, look->footer, look->pile_name, look->text,
                            look->token };

    for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
      g_string_append_printf (key, "%zu:%s|", texts[i] != NULL ? strlen (texts[i]) : (gsize) -1,
                              texts[i] != NULL ? texts[i] : "");
  }
  for (int i = 0; i < look->n_badges; i++)
    g_string_append_printf (key, "%s=%d|", look->badges[i].color, look->badges[i].value);
  /* The image by its decode: one that arrives (or comes back) draws anew. */
  g_string_append_printf (key, "%" G_GUINT64_FORMAT, image);
  return g_string_free (key, FALSE);
}

GskRenderNode *
dr_play_card_paint_node (GtkWidget            *widget,
                         const DrPlayCardLook *look,
                         double                width,
                         double                height)
{
  static GHashTable *cache;
  /* Asked at each snapshot, from the cache or not: an image on screen is
   * one drawn lately, and its decode starts here when it is not in memory. */
  guint64 image = dr_play_card_image_use (widget, image_shown (look), (int) ceil (width), (int) ceil (height),
                                          look->landscape);
  g_autofree char *key = node_key (widget, look, image, width, height);
  GskRenderNode *node;
  cairo_t *cr;

  if (cache == NULL)
    cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) gsk_render_node_unref);
  node = g_hash_table_lookup (cache, key);
  if (node != NULL)
    return gsk_render_node_ref (node);
  /* A game shows a few dozen looks at a time; starting afresh past the
   * limit keeps the memory bounded (a face is about 20 KiB) without
   * bookkeeping. */
  if (g_hash_table_size (cache) >= NODE_CACHE_MAX)
    g_hash_table_remove_all (cache);
  node = gsk_cairo_node_new (&GRAPHENE_RECT_INIT (0, 0, width, height));
  cr = gsk_cairo_node_get_draw_context (node);
  dr_play_card_paint (widget, look, cr, width, height);
  cairo_destroy (cr);
  g_hash_table_insert (cache, g_steal_pointer (&key), gsk_render_node_ref (node));
  return node;
}

int
dr_play_card_look_measure (const DrPlayCardLook *look,
                           GtkOrientation        orientation,
                           int                   width,
                           int                   height)
{
  gboolean across = (orientation == GTK_ORIENTATION_HORIZONTAL) != look->landscape;

  return across ? width : height;
}

/* The widget's whole area. */
void
dr_play_card_paint_snapshot (GtkWidget            *widget,
                             const DrPlayCardLook *look,
                             GtkSnapshot          *snapshot)
{
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  GskRenderNode *node;

  if (width <= 0 || height <= 0)
    return;
  node = dr_play_card_paint_node (widget, look, width, height);
  gtk_snapshot_append_node (snapshot, node);
  gsk_render_node_unref (node);
}
