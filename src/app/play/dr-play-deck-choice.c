/* dr-play-deck-choice.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-play-deck-choice"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-play-deck-choice.h"

struct _DrPlayDeckChoice
{
  GObject     parent_instance;

  DrPlayDeck *deck;      /* NULL when unreadable */
  char       *name;
  char       *detail;
  char       *reason;
};

G_DEFINE_FINAL_TYPE (DrPlayDeckChoice, dr_play_deck_choice, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_NAME,
  PROP_DETAIL,
  PROP_PLAYABLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

DrPlayDeckChoice *
dr_play_deck_choice_new (DrPlayDeck *deck,
                         const char *kind)
{
  DrPlayDeckChoice *self = g_object_new (DR_TYPE_PLAY_DECK_CHOICE, NULL);
  g_autoptr(GError) error = NULL;
  const char *identity;

  self->deck = deck;
  self->name = g_strdup (deck->name);
  identity = dr_play_deck_title (deck, deck->identity);
  /* Translators: where a deck comes from and its identity, "Starter · Noise: Hacker Extraordinaire" */
  self->detail = g_strdup_printf (_("%s · %s"), kind, identity);
  if (!dr_play_deck_check (deck, &error))
    self->reason = g_strdup (error->message);
  return self;
}

DrPlayDeckChoice *
dr_play_deck_choice_new_unreadable (const char *name,
                                    const char *kind,
                                    const char *reason)
{
  DrPlayDeckChoice *self = g_object_new (DR_TYPE_PLAY_DECK_CHOICE, NULL);

  self->name = g_strdup (name);
  self->detail = g_strdup (kind);
  self->reason = g_strdup (reason);
  return self;
}

const DrPlayDeck *
dr_play_deck_choice_get_deck (DrPlayDeckChoice *self)
{
  g_return_val_if_fail (DR_IS_PLAY_DECK_CHOICE (self), NULL);
  return self->deck;
}

const char *
dr_play_deck_choice_get_name (DrPlayDeckChoice *self)
{
  g_return_val_if_fail (DR_IS_PLAY_DECK_CHOICE (self), NULL);
  return self->name;
}

const char *
dr_play_deck_choice_get_detail (DrPlayDeckChoice *self)
{
  g_return_val_if_fail (DR_IS_PLAY_DECK_CHOICE (self), NULL);
  return self->detail;
}

gboolean
dr_play_deck_choice_is_playable (DrPlayDeckChoice *self)
{
  g_return_val_if_fail (DR_IS_PLAY_DECK_CHOICE (self), FALSE);
  return self->reason == NULL;
}

const char *
dr_play_deck_choice_get_reason (DrPlayDeckChoice *self)
{
  g_return_val_if_fail (DR_IS_PLAY_DECK_CHOICE (self), NULL);
  return self->reason;
}

static void
dr_play_deck_choice_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  DrPlayDeckChoice *self = DR_PLAY_DECK_CHOICE (object);

  switch (prop_id)
    {
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_DETAIL:
      g_value_set_string (value, self->detail);
      break;
    case PROP_PLAYABLE:
      g_value_set_boolean (value, self->reason == NULL);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
dr_play_deck_choice_finalize (GObject *object)
{
  DrPlayDeckChoice *self = DR_PLAY_DECK_CHOICE (object);

  g_clear_pointer (&self->deck, dr_play_deck_free);
  g_free (self->name);
  g_free (self->detail);
  g_free (self->reason);
  G_OBJECT_CLASS (dr_play_deck_choice_parent_class)->finalize (object);
}

static void
dr_play_deck_choice_class_init (DrPlayDeckChoiceClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = dr_play_deck_choice_get_property;
  object_class->finalize = dr_play_deck_choice_finalize;
  /* Read by the combo rows' expressions. */
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL,
                                               G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_DETAIL] = g_param_spec_string ("detail", NULL, NULL, NULL,
                                                 G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLAYABLE] = g_param_spec_boolean ("playable", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
dr_play_deck_choice_init (DrPlayDeckChoice *self)
{
}
