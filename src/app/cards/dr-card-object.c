/* dr-card-object.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-card-object"

#include "config.h"

#include "dr-card-object.h"

/* List models hold GObjects; this one carries a card from the core store. */
struct _DrCardObject
{
  GObject  parent_instance;
  DrCard  *card;
  char    *title_key;   /* made on first sort by title */
};

G_DEFINE_FINAL_TYPE (DrCardObject, dr_card_object, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_CODE,
  PROP_TITLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
dr_card_object_finalize (GObject *object)
{
  DrCardObject *self = DR_CARD_OBJECT (object);

  g_clear_pointer (&self->card, dr_card_unref);
  g_free (self->title_key);
  G_OBJECT_CLASS (dr_card_object_parent_class)->finalize (object);
}

static void
dr_card_object_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  DrCardObject *self = DR_CARD_OBJECT (object);

  switch (prop_id)
    {
    case PROP_CODE:
      g_value_set_string (value, self->card->code);
      break;
    case PROP_TITLE:
      g_value_set_string (value, dr_card_get_local_title (self->card, FALSE));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
dr_card_object_class_init (DrCardObjectClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = dr_card_object_finalize;
  object_class->get_property = dr_card_object_get_property;

  properties[PROP_CODE] = g_param_spec_string ("code", NULL, NULL, NULL,
                                               G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL,
                                                G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
dr_card_object_init (DrCardObject *self)
{
}

/* Takes ownership of @card. */
DrCardObject *
dr_card_object_new (DrCard *card)
{
  DrCardObject *self = g_object_new (DR_TYPE_CARD_OBJECT, NULL);

  self->card = card;
  return self;
}

const DrCard *
dr_card_object_get_card (DrCardObject *self)
{
  g_return_val_if_fail (DR_IS_CARD_OBJECT (self), NULL);
  return self->card;
}

/* Sorting by title compares these; collating every pair afresh is slow. */
const char *
dr_card_object_get_title_key (DrCardObject *self)
{
  g_return_val_if_fail (DR_IS_CARD_OBJECT (self), NULL);

  if (self->title_key == NULL)
    self->title_key = g_utf8_collate_key (dr_card_get_local_title (self->card, FALSE), -1);
  return self->title_key;
}
