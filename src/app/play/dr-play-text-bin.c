/* dr-play-text-bin.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-play-text-bin"

#include "config.h"

#include "dr-play-text-bin.h"

struct _DrPlayTextBin
{
  AdwBin parent_instance;
};

G_DEFINE_FINAL_TYPE (DrPlayTextBin, dr_play_text_bin, ADW_TYPE_BIN)

static GtkSizeRequestMode
get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
measure (GtkWidget      *widget,
         GtkOrientation  orientation,
         int             for_size,
         int            *minimum,
         int            *natural,
         int            *minimum_baseline,
         int            *natural_baseline)
{
  GtkWidget *child = adw_bin_get_child (ADW_BIN (widget));

  *minimum = *natural = 0;
  if (child == NULL || !gtk_widget_get_visible (child))
    return;
  /* The width for any height is the width for no height in particular. */
  gtk_widget_measure (child, orientation, orientation == GTK_ORIENTATION_HORIZONTAL ? -1 : for_size,
                      minimum, natural, minimum_baseline, natural_baseline);
}

static void
size_allocate (GtkWidget *widget,
               int        width,
               int        height,
               int        baseline)
{
  GtkWidget *child = adw_bin_get_child (ADW_BIN (widget));

  if (child != NULL && gtk_widget_get_visible (child))
    gtk_widget_allocate (child, width, height, baseline, NULL);
}

static void
dr_play_text_bin_class_init (DrPlayTextBinClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->get_request_mode = get_request_mode;
  widget_class->measure = measure;
  widget_class->size_allocate = size_allocate;
}

static void
dr_play_text_bin_init (DrPlayTextBin *self)
{
  /* AdwBin measures through a layout manager, which would bypass the above. */
  gtk_widget_set_layout_manager (GTK_WIDGET (self), NULL);
}

GtkWidget *
dr_play_text_bin_new (GtkWidget *child)
{
  return g_object_new (DR_TYPE_PLAY_TEXT_BIN, "child", child, NULL);
}
