/* dr-card-face-view.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-card-face-view"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-card-face-view-private.h"
#include "dr-card-markup.h"
#include "dr-card-symbols.h"

/* Sizes in pixels; the card keeps a printed card's 63 × 88 proportions
 * unless its text needs more room. */
#define CARD_RATIO    (88.0 / 63.0)
#define FRAME         4
#define RADIUS        12
#define PADDING       10
#define GAP           8
#define COST_SIZE     34
#define PIP_SIZE      8
#define BAND_PADDING  6

/* One block of text on the card and where it goes. */
typedef struct
{
  PangoLayout  *layout;
  DrCardMarkup *markup;   /* borrowed; NULL for plain text */
  int           symbol_size;
  int           x, y, width, height;
} Block;

enum
{
  BLOCK_TITLE,
  BLOCK_COST,
  BLOCK_TYPE,
  BLOCK_TEXT,
  BLOCK_FLAVOR,
  BLOCK_FOOTER,
  BLOCK_STATS,
  N_BLOCKS
};

struct _DrCardFaceView
{
  GtkWidget      parent_instance;

  /* What is drawn, copied from the card */
  gboolean       has_card;
  char          *title;
  char          *cost;
  char          *type_line;
  DrCardMarkup  *text;
  char          *flavor;
  DrCardMarkup  *stats;
  char          *footer;
  int            influence;
  GdkRGBA        faction_color;
  double         text_scale;

  /* Layout for one width */
  Block          blocks[N_BLOCKS];
  int            layout_width;
  gboolean       layout_valid;
  int            header_height;
  int            text_box_y;
  int            content_height;
  int            band_height;
};

G_DEFINE_FINAL_TYPE (DrCardFaceView, dr_card_face_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_TEXT_SCALE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
invalidate (DrCardFaceView *self)
{
  self->layout_valid = FALSE;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

static void
clear_content (DrCardFaceView *self)
{
  self->has_card = FALSE;
  g_clear_pointer (&self->title, g_free);
  g_clear_pointer (&self->cost, g_free);
  g_clear_pointer (&self->type_line, g_free);
  g_clear_pointer (&self->text, dr_card_markup_free);
  g_clear_pointer (&self->flavor, g_free);
  g_clear_pointer (&self->stats, dr_card_markup_free);
  g_clear_pointer (&self->footer, g_free);
  self->influence = 0;
}

void
dr_card_face_view_set_card (DrCardFaceView   *self,
                            const DrCard     *card,
                            const DrCardFace *other_face,
                            DrCardNames      *names)
{
  dr_card_face_view_set_card_in (self, card, other_face, names, FALSE);
}

void
dr_card_face_view_set_card_in (DrCardFaceView   *self,
                               const DrCard     *card,
                               const DrCardFace *other_face,
                               DrCardNames      *names,
                               gboolean          english)
{
  g_autofree char *stats = NULL;
  g_autofree char *plain_text = NULL;
  const char *title;
  DrCardValue cost;

  g_return_if_fail (DR_IS_CARD_FACE_VIEW (self));

  clear_content (self);
  invalidate (self);
  if (card == NULL)
    {
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL);
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      return;
    }

  title = other_face != NULL ? other_face->title : dr_card_get_local_title (card, english);
  self->has_card = TRUE;
  /* ◆ marks a unique card, as NetrunnerDB does. */
  self->title = card->uniqueness ? g_strconcat ("◆ ", title, NULL) : g_strdup (title);
  /* Agendas have no cost: their advancement requirement takes its place. */
  cost = card->cost.kind != DR_VALUE_NONE ? card->cost : card->advancement_cost;
  self->cost = dr_card_value_to_string (cost);
  self->type_line = dr_card_names_type_line (names, card);
  self->text = dr_card_markup_new (other_face != NULL ? other_face->text : dr_card_get_local_text (card, english));
  self->flavor = other_face == NULL && card->flavor != NULL ? g_strdup (card->flavor) : NULL;
  stats = dr_card_markup_stats_source (card);
  self->stats = dr_card_markup_new (stats);
  /* Translators: the pack a card was printed in and its number there, “Core Set 55” */
  self->footer = g_strdup_printf (C_("pack and number", "%s %d"), dr_card_names_pack (names, card),
                                  card->position);
  if (!dr_card_is_identity (card) && card->faction_cost.kind == DR_VALUE_NUMBER)
    self->influence = CLAMP (card->faction_cost.number, 0, 5);
  dr_card_names_faction_color (names, card->faction_code, &self->faction_color);

  plain_text = dr_card_markup_to_plain_text (self->text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, self->title,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, plain_text,
                                  -1);
}

/* Layout */

static PangoLayout *
new_layout (DrCardFaceView *self,
            double          scale,
            PangoWeight     weight,
            PangoStyle      style)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  PangoContext *context = gtk_widget_get_pango_context (GTK_WIDGET (self));
  PangoFontDescription *font = pango_font_description_copy (pango_context_get_font_description (context));

  pango_font_description_set_size (font, pango_font_description_get_size (font) * scale);
  pango_font_description_set_weight (font, weight);
  pango_font_description_set_style (font, style);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_font_description_free (font);
  return layout;
}

/* Symbols are as tall as the font's ascent, in whole pixels and never tiny. */
static int
symbol_size (PangoLayout *layout)
{
  return MAX (PANGO_PIXELS (dr_card_markup_symbol_size (layout)), 8);
}

static void
fill_block (DrCardFaceView *self,
            Block          *block,
            PangoLayout    *layout,
            const char     *plain,
            DrCardMarkup   *markup,
            int             width)
{
  g_clear_object (&block->layout);
  block->layout = layout;
  block->markup = markup;
  block->width = MAX (width, 1);
  pango_layout_set_width (layout, block->width * PANGO_SCALE);
  block->symbol_size = markup != NULL ? symbol_size (layout) : 0;
  if (markup != NULL)
    dr_card_markup_apply (markup, layout, block->symbol_size * PANGO_SCALE);
  else
    pango_layout_set_text (layout, plain != NULL ? plain : "", -1);
  pango_layout_get_pixel_size (layout, NULL, &block->height);
  if ((plain == NULL || *plain == '\0') && (markup == NULL || *markup->text == '\0'))
    block->height = 0;
}

/* Places every block for a card @width pixels wide; the text box takes
 * whatever height the card's proportions leave over. */
static void
ensure_layout (DrCardFaceView *self,
               int             width)
{
  gboolean rtl = gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL;
  int inner = width - 2 * FRAME - 2 * PADDING;
  gboolean has_cost;
  Block *block;
  int y, title_width;

  if (self->layout_valid && self->layout_width == width)
    return;
  self->layout_valid = TRUE;
  self->layout_width = width;
  if (!self->has_card)
    return;

  has_cost = self->cost != NULL && *self->cost != '\0';
  title_width = inner - (has_cost ? COST_SIZE + GAP : 0);

  block = &self->blocks[BLOCK_TITLE];
  fill_block (self, block, new_layout (self, 1.15, PANGO_WEIGHT_BOLD, PANGO_STYLE_NORMAL),
              self->title, NULL, title_width);
  self->header_height = MAX (block->height, has_cost ? COST_SIZE : 0) + 2 * BAND_PADDING;
  block->x = FRAME + PADDING + (has_cost && !rtl ? COST_SIZE + GAP : 0);
  block->y = FRAME + (self->header_height - block->height) / 2;

  block = &self->blocks[BLOCK_COST];
  fill_block (self, block, new_layout (self, 1.3, PANGO_WEIGHT_HEAVY, PANGO_STYLE_NORMAL),
              self->cost, NULL, COST_SIZE);
  pango_layout_set_alignment (block->layout, PANGO_ALIGN_CENTER);
  block->x = rtl ? width - FRAME - PADDING - COST_SIZE : FRAME + PADDING;
  block->y = FRAME + (self->header_height - block->height) / 2;

  y = FRAME + self->header_height + GAP;
  block = &self->blocks[BLOCK_TYPE];
  fill_block (self, block, new_layout (self, 0.9, PANGO_WEIGHT_BOLD, PANGO_STYLE_NORMAL),
              self->type_line, NULL, inner);
  block->x = FRAME + PADDING;
  block->y = y;
  y += block->height + GAP;

  self->text_box_y = y;
  y += PADDING;
  block = &self->blocks[BLOCK_TEXT];
  fill_block (self, block, new_layout (self, self->text_scale, PANGO_WEIGHT_NORMAL, PANGO_STYLE_NORMAL),
              NULL, self->text, inner - 2 * PADDING);
  block->x = FRAME + 2 * PADDING;
  block->y = y;
  y += block->height;

  block = &self->blocks[BLOCK_FLAVOR];
  fill_block (self, block, new_layout (self, 0.9 * self->text_scale, PANGO_WEIGHT_NORMAL, PANGO_STYLE_ITALIC),
              self->flavor, NULL, inner - 2 * PADDING);
  block->x = FRAME + 2 * PADDING;
  block->y = y + (block->height > 0 ? GAP : 0);
  y = block->y + block->height + PADDING;

  /* The rest is placed from the bottom up once the card's height is known. */
  fill_block (self, &self->blocks[BLOCK_FOOTER], new_layout (self, 0.8, PANGO_WEIGHT_NORMAL, PANGO_STYLE_NORMAL),
              self->footer, NULL, inner);
  pango_layout_set_alignment (self->blocks[BLOCK_FOOTER].layout, PANGO_ALIGN_RIGHT);
  fill_block (self, &self->blocks[BLOCK_STATS], new_layout (self, 0.95, PANGO_WEIGHT_BOLD, PANGO_STYLE_NORMAL),
              NULL, self->stats, inner - (self->influence > 0 ? self->influence * (PIP_SIZE + 3) + GAP : 0));
  self->band_height = MAX (self->blocks[BLOCK_STATS].height, PIP_SIZE) + 2 * BAND_PADDING;
  self->content_height = y + GAP + self->blocks[BLOCK_FOOTER].height + GAP + self->band_height + FRAME;
}

static int
card_height (DrCardFaceView *self,
             int             width)
{
  ensure_layout (self, width);
  if (!self->has_card)
    return (int) (width * CARD_RATIO);
  return MAX ((int) (width * CARD_RATIO), self->content_height);
}

static GtkSizeRequestMode
dr_card_face_view_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
dr_card_face_view_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  DrCardFaceView *self = DR_CARD_FACE_VIEW (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 200;
      *natural = 320;
      return;
    }
  *minimum = *natural = card_height (self, for_size < 0 ? 320 : for_size);
}

/* Drawing */

static GdkRGBA
named_color (GtkWidget  *widget,
             const char *name,
             const char *fallback)
{
  GdkRGBA color;

  if (!gtk_style_context_lookup_color (gtk_widget_get_style_context (widget), name, &color))
    gdk_rgba_parse (&color, fallback);
  return color;
}

/* White on dark faction colours, black on light ones. */
static GdkRGBA
text_on (const GdkRGBA *background)
{
  double luminance = 0.2126 * background->red + 0.7152 * background->green + 0.0722 * background->blue;
  GdkRGBA color = { 1, 1, 1, 1 };

  if (luminance > 0.6)
    color = (GdkRGBA) { 0, 0, 0, 0.87f };
  return color;
}

static void
draw_block (DrCardFaceView *self,
            GtkSnapshot    *snapshot,
            Block          *block,
            const GdkRGBA  *color)
{
  if (block->height == 0)
    return;
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (block->x, block->y));
  gtk_snapshot_append_layout (snapshot, block->layout, color);
  if (block->markup != NULL && block->markup->symbols->len > 0)
    {
      cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (-1, -1, block->width + 2,
                                                                              block->height + 2));

      gdk_cairo_set_source_rgba (cr, color);
      dr_card_markup_draw_symbols (cr, block->markup, block->layout, block->symbol_size * PANGO_SCALE,
                                   gtk_widget_get_scale_factor (GTK_WIDGET (self)));
      cairo_destroy (cr);
    }
  gtk_snapshot_restore (snapshot);
}

static void
append_rounded (GtkSnapshot   *snapshot,
                float          x,
                float          y,
                float          width,
                float          height,
                float          radius,
                const GdkRGBA *color)
{
  GskRoundedRect rect;

  gsk_rounded_rect_init_from_rect (&rect, &GRAPHENE_RECT_INIT (x, y, width, height), radius);
  gtk_snapshot_push_rounded_clip (snapshot, &rect);
  gtk_snapshot_append_color (snapshot, color, &rect.bounds);
  gtk_snapshot_pop (snapshot);
}

static void
dr_card_face_view_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  DrCardFaceView *self = DR_CARD_FACE_VIEW (widget);
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  GdkRGBA background = named_color (widget, "view_bg_color", "#ffffff");
  GdkRGBA foreground = named_color (widget, "view_fg_color", "#000000");
  GdkRGBA on_faction = text_on (&self->faction_color);
  GdkRGBA shade = foreground, dim = foreground;
  int band_y, inner = width - 2 * FRAME;

  if (!self->has_card || width <= 2 * FRAME + 2 * PADDING)
    return;
  ensure_layout (self, width);
  height = MIN (height, card_height (self, width));
  shade.alpha = 0.06f;
  dim.alpha = 0.6f;

  /* Frame and body */
  append_rounded (snapshot, 0, 0, width, height, RADIUS, &self->faction_color);
  append_rounded (snapshot, FRAME, FRAME, inner, height - 2 * FRAME, RADIUS - FRAME, &background);

  /* Header band with the cost in a disc */
  {
    GskRoundedRect clip;

    gsk_rounded_rect_init_from_rect (&clip, &GRAPHENE_RECT_INIT (FRAME, FRAME, inner, height - 2 * FRAME),
                                     RADIUS - FRAME);
    gtk_snapshot_push_rounded_clip (snapshot, &clip);
    gtk_snapshot_append_color (snapshot, &self->faction_color,
                               &GRAPHENE_RECT_INIT (FRAME, FRAME, inner, self->header_height));
    band_y = height - FRAME - self->band_height;
    gtk_snapshot_append_color (snapshot, &self->faction_color,
                               &GRAPHENE_RECT_INIT (FRAME, band_y, inner, self->band_height));
    gtk_snapshot_pop (snapshot);
  }
  if (self->blocks[BLOCK_COST].height > 0)
    {
      Block *cost = &self->blocks[BLOCK_COST];

      append_rounded (snapshot, cost->x, FRAME + (self->header_height - COST_SIZE) / 2.0f,
                      COST_SIZE, COST_SIZE, COST_SIZE / 2.0f, &background);
      draw_block (self, snapshot, cost, &foreground);
    }
  draw_block (self, snapshot, &self->blocks[BLOCK_TITLE], &on_faction);
  draw_block (self, snapshot, &self->blocks[BLOCK_TYPE], &foreground);

  /* Text box down to the footer */
  {
    Block *footer = &self->blocks[BLOCK_FOOTER];
    int box_bottom = band_y - GAP - footer->height - GAP;

    append_rounded (snapshot, FRAME + PADDING, self->text_box_y, inner - 2 * PADDING,
                    box_bottom - self->text_box_y, 6, &shade);
    draw_block (self, snapshot, &self->blocks[BLOCK_TEXT], &foreground);
    draw_block (self, snapshot, &self->blocks[BLOCK_FLAVOR], &dim);
    footer->x = FRAME + PADDING;
    footer->y = box_bottom + GAP;
    draw_block (self, snapshot, footer, &dim);
  }

  /* Stats band: stats at the start, influence pips at the end */
  {
    Block *stats = &self->blocks[BLOCK_STATS];
    int pips_width = self->influence * (PIP_SIZE + 3);

    stats->x = FRAME + PADDING + (rtl ? pips_width + (pips_width ? GAP : 0) : 0);
    stats->y = band_y + (self->band_height - stats->height) / 2;
    draw_block (self, snapshot, stats, &on_faction);
    for (int i = 0; i < self->influence; i++)
      {
        float x = rtl ? FRAME + PADDING + i * (PIP_SIZE + 3)
                      : width - FRAME - PADDING - (i + 1) * (PIP_SIZE + 3) + 3;

        append_rounded (snapshot, x, band_y + (self->band_height - PIP_SIZE) / 2.0f,
                        PIP_SIZE, PIP_SIZE, PIP_SIZE / 2.0f, &on_faction);
      }
  }
}

/* The font or direction changed: everything is measured again. */
static void
dr_card_face_view_css_changed (GtkWidget         *widget,
                               GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (dr_card_face_view_parent_class)->css_changed (widget, change);
  invalidate (DR_CARD_FACE_VIEW (widget));
}

static void
dr_card_face_view_direction_changed (GtkWidget        *widget,
                                     GtkTextDirection  previous)
{
  invalidate (DR_CARD_FACE_VIEW (widget));
}

static void
dr_card_face_view_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  DrCardFaceView *self = DR_CARD_FACE_VIEW (object);

  switch (prop_id)
    {
    case PROP_TEXT_SCALE:
      g_value_set_double (value, self->text_scale);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
dr_card_face_view_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  DrCardFaceView *self = DR_CARD_FACE_VIEW (object);

  switch (prop_id)
    {
    case PROP_TEXT_SCALE:
      dr_card_face_view_set_text_scale (self, g_value_get_double (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
dr_card_face_view_finalize (GObject *object)
{
  DrCardFaceView *self = DR_CARD_FACE_VIEW (object);

  clear_content (self);
  for (guint i = 0; i < N_BLOCKS; i++)
    g_clear_object (&self->blocks[i].layout);
  G_OBJECT_CLASS (dr_card_face_view_parent_class)->finalize (object);
}

static void
dr_card_face_view_class_init (DrCardFaceViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = dr_card_face_view_finalize;
  object_class->get_property = dr_card_face_view_get_property;
  object_class->set_property = dr_card_face_view_set_property;
  widget_class->get_request_mode = dr_card_face_view_get_request_mode;
  widget_class->measure = dr_card_face_view_measure;
  widget_class->snapshot = dr_card_face_view_snapshot;
  widget_class->css_changed = dr_card_face_view_css_changed;
  widget_class->direction_changed = dr_card_face_view_direction_changed;

  properties[PROP_TEXT_SCALE] = g_param_spec_double ("text-scale", NULL, NULL, 0.5, 3.0, 1.0,
                                                     G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                     | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "cardface");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
dr_card_face_view_init (DrCardFaceView *self)
{
  self->text_scale = 1.0;
  gdk_rgba_parse (&self->faction_color, "#808080");
}

GtkWidget *
dr_card_face_view_new (void)
{
  return g_object_new (DR_TYPE_CARD_FACE_VIEW, NULL);
}

void
dr_card_face_view_set_text_scale (DrCardFaceView *self,
                                  double          text_scale)
{
  g_return_if_fail (DR_IS_CARD_FACE_VIEW (self));

  if (G_APPROX_VALUE (self->text_scale, text_scale, 0.001))
    return;
  self->text_scale = text_scale;
  invalidate (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TEXT_SCALE]);
}

double
dr_card_face_view_get_text_scale (DrCardFaceView *self)
{
  g_return_val_if_fail (DR_IS_CARD_FACE_VIEW (self), 1.0);
  return self->text_scale;
}

/* The title as drawn (with the unique marker), or NULL without a card. */
const char *
dr_card_face_view_get_title (DrCardFaceView *self)
{
  g_return_val_if_fail (DR_IS_CARD_FACE_VIEW (self), NULL);
  return self->title;
}

/* The laid-out card text, for checking what reaches the screen. */
PangoLayout *
dr_card_face_view_get_text_layout (DrCardFaceView *self)
{
  g_return_val_if_fail (DR_IS_CARD_FACE_VIEW (self), NULL);

  ensure_layout (self, MAX (gtk_widget_get_width (GTK_WIDGET (self)), 320));
  return self->blocks[BLOCK_TEXT].layout;
}
