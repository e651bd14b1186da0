/* dr-play-action.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-play-action"

#include "config.h"

#include <string.h>

#include "dr-play-action.h"

struct _DrPlayAction
{
  GObject parent_instance;
  DrNrAction action;
  char *label;
  char *vocabulary;
  char *card_code;
};

G_DEFINE_FINAL_TYPE (DrPlayAction, dr_play_action, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_SEAT,
  PROP_KIND,
  PROP_LABEL,
  PROP_VOCABULARY,
  PROP_CARD_CODE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
dr_play_action_finalize (GObject *object)
{
  DrPlayAction *self = DR_PLAY_ACTION (object);

  g_free (self->label);
  g_free (self->vocabulary);
  g_free (self->card_code);
  G_OBJECT_CLASS (dr_play_action_parent_class)->finalize (object);
}

static void
dr_play_action_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  DrPlayAction *self = DR_PLAY_ACTION (object);

  switch (prop_id)
    {
    case PROP_SEAT:
      g_value_set_int (value, self->action.seat);
      break;
    case PROP_KIND:
      g_value_set_int (value, self->action.kind);
      break;
    case PROP_LABEL:
      g_value_set_string (value, self->label);
      break;
    case PROP_VOCABULARY:
      g_value_set_string (value, self->vocabulary);
      break;
    case PROP_CARD_CODE:
      g_value_set_string (value, self->card_code);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
dr_play_action_class_init (DrPlayActionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->finalize = dr_play_action_finalize;
  object_class->get_property = dr_play_action_get_property;
  properties[PROP_SEAT] = g_param_spec_int ("seat", NULL, NULL, 0, DR_NR_MAX_SEATS - 1, 0, flags);
  properties[PROP_KIND] = g_param_spec_int ("kind", NULL, NULL, 0, DR_NR_N_ACTS, 0, flags);
  properties[PROP_LABEL] = g_param_spec_string ("label", NULL, NULL, NULL, flags);
  properties[PROP_VOCABULARY] = g_param_spec_string ("vocabulary", NULL, NULL, NULL, flags);
  properties[PROP_CARD_CODE] = g_param_spec_string ("card-code", NULL, NULL, NULL, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
dr_play_action_init (DrPlayAction *self)
{
}

DrPlayAction *
dr_play_action_new (const DrNrAction *action, const char *label, const char *vocabulary,
                    const char *card_code)
{
  DrPlayAction *self = g_object_new (DR_TYPE_PLAY_ACTION, NULL);

  self->action = *action;
  self->label = g_strdup (label);
  self->vocabulary = g_strdup (vocabulary);
  self->card_code = g_strdup (card_code != NULL ? card_code : "");
  return self;
}

DrPlayAction *
dr_play_action_new_engine (const DrEngineAction *action, const char *label, const char *card_code)
{
  DrNrAction same;

  memcpy (&same, action, sizeof same);
  return dr_play_action_new (&same, label, NULL, card_code);
}

const DrEngineAction *
dr_play_action_get_engine_action (DrPlayAction *self)
{
  g_return_val_if_fail (DR_IS_PLAY_ACTION (self), NULL);
  return (const DrEngineAction *) &self->action;
}

const DrNrAction *
dr_play_action_get_action (DrPlayAction *self)
{
  g_return_val_if_fail (DR_IS_PLAY_ACTION (self), NULL);
  return &self->action;
}

int
dr_play_action_get_seat (DrPlayAction *self)
{
  g_return_val_if_fail (DR_IS_PLAY_ACTION (self), -1);
  return self->action.seat;
}

int
dr_play_action_get_kind (DrPlayAction *self)
{
  g_return_val_if_fail (DR_IS_PLAY_ACTION (self), 0);
  return self->action.kind;
}

const char *
dr_play_action_get_label (DrPlayAction *self)
{
  g_return_val_if_fail (DR_IS_PLAY_ACTION (self), NULL);
  return self->label;
}

const char *
dr_play_action_get_vocabulary (DrPlayAction *self)
{
  g_return_val_if_fail (DR_IS_PLAY_ACTION (self), NULL);
  return self->vocabulary;
}
