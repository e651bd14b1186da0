/* dr-play-log-line.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-play-log"

#include "config.h"

#include "dr-play-log-line.h"

struct _DrPlayLogLine
{
  GObject parent_instance;
  char *text;
  int seat;
  int turn;
  int kind;
  guint32 index;
};

G_DEFINE_FINAL_TYPE (DrPlayLogLine, dr_play_log_line, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_TEXT,
  PROP_SEAT,
  PROP_TURN,
  PROP_KIND,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
dr_play_log_line_finalize (GObject *object)
{
  g_free (DR_PLAY_LOG_LINE (object)->text);
  G_OBJECT_CLASS (dr_play_log_line_parent_class)->finalize (object);
}

static void
dr_play_log_line_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  DrPlayLogLine *self = DR_PLAY_LOG_LINE (object);

  switch (prop_id)
    {
    case PROP_TEXT:
      g_value_set_string (value, self->text);
      break;
    case PROP_SEAT:
      g_value_set_int (value, self->seat);
      break;
    case PROP_TURN:
      g_value_set_int (value, self->turn);
      break;
    case PROP_KIND:
      g_value_set_int (value, self->kind);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
dr_play_log_line_class_init (DrPlayLogLineClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->finalize = dr_play_log_line_finalize;
  object_class->get_property = dr_play_log_line_get_property;
  properties[PROP_TEXT] = g_param_spec_string ("text", NULL, NULL, NULL, flags);
  properties[PROP_SEAT] = g_param_spec_int ("seat", NULL, NULL, -1, G_MAXINT, -1, flags);
  properties[PROP_TURN] = g_param_spec_int ("turn", NULL, NULL, 0, G_MAXINT, 0, flags);
  properties[PROP_KIND] = g_param_spec_int ("kind", NULL, NULL, 0, G_MAXINT, 0, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
dr_play_log_line_init (DrPlayLogLine *self)
{
}

DrPlayLogLine *
dr_play_log_line_new (const char *text, int seat, int turn, int kind, guint32 index)
{
  DrPlayLogLine *self = g_object_new (DR_TYPE_PLAY_LOG_LINE, NULL);

  self->text = g_strdup (text);
  self->seat = seat;
  self->turn = turn;
  self->kind = kind;
  self->index = index;
  return self;
}

const char *
dr_play_log_line_get_text (DrPlayLogLine *self)
{
  g_return_val_if_fail (DR_IS_PLAY_LOG_LINE (self), NULL);
  return self->text;
}

int
dr_play_log_line_get_kind (DrPlayLogLine *self)
{
  g_return_val_if_fail (DR_IS_PLAY_LOG_LINE (self), 0);
  return self->kind;
}

guint32
dr_play_log_line_get_index (DrPlayLogLine *self)
{
  g_return_val_if_fail (DR_IS_PLAY_LOG_LINE (self), 0);
  return self->index;
}

void
dr_play_log_lines_truncate (GListStore *lines, guint32 log_total)
{
  GListModel *model = G_LIST_MODEL (lines);
  guint n = g_list_model_get_n_items (model), keep = n;

  while (keep > 0)
    {
      g_autoptr (DrPlayLogLine) line = g_list_model_get_item (model, keep - 1);

      if (dr_play_log_line_get_index (line) < log_total)
        break;
      keep--;
    }
  if (keep < n)
    g_list_store_splice (lines, keep, n - keep, NULL, 0);
}
