/* dr-play-scene.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-play-scene"

#include "config.h"

#include "dr-play-scene.h"
#include "dr-play-text.h"

struct _DrPlayScene
{
  gatomicrefcount  ref_count;
  DrNrState        view;
  int              viewer;
  DrPlayCatalog   *catalog;
  GArray          *choices;   /* DrNrAction */
  GPtrArray       *labels;    /* char * */
};

G_DEFINE_BOXED_TYPE (DrPlayScene, dr_play_scene, dr_play_scene_ref, dr_play_scene_unref)

/* @view is what @viewer may know (dr_nr_view), never the whole state: every
 * widget draws from it, so nothing hidden can reach the screen. */
DrPlayScene *
dr_play_scene_new (const DrNrState *view,
                   int              viewer,
                   DrPlayCatalog   *catalog)
{
  DrPlayScene *self = g_new0 (DrPlayScene, 1);

  g_atomic_ref_count_init (&self->ref_count);
  self->view = *view;
  self->viewer = viewer;
  self->catalog = catalog != NULL ? g_object_ref (catalog) : dr_play_catalog_new (NULL);
  self->choices = g_array_new (FALSE, FALSE, sizeof (DrNrAction));
  self->labels = g_ptr_array_new_with_free_func (g_free);
  return self;
}

void
dr_play_scene_set_choices (DrPlayScene       *self,
                           const DrNrAction  *actions,
                           const char *const *labels,
                           guint              n)
{
  g_return_if_fail (self != NULL);

  g_array_set_size (self->choices, 0);
  g_ptr_array_set_size (self->labels, 0);
  g_array_append_vals (self->choices, actions, n);
  for (guint i = 0; i < n; i++)
    {
      DrEngineText text;

      if (labels != NULL)
        {
          g_ptr_array_add (self->labels, g_strdup (labels[i]));
          continue;
        }
      dr_nr_describe_action (&self->view, &actions[i], &text);
      g_ptr_array_add (self->labels, dr_play_text_translate (&text, dr_play_netrunner_card_title, NULL));
    }
}

DrPlayScene *
dr_play_scene_ref (DrPlayScene *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

void
dr_play_scene_unref (DrPlayScene *self)
{
  g_return_if_fail (self != NULL);
  if (!g_atomic_ref_count_dec (&self->ref_count))
    return;
  g_object_unref (self->catalog);
  g_array_unref (self->choices);
  g_ptr_array_unref (self->labels);
  g_free (self);
}

const DrNrState *
dr_play_scene_get_state (DrPlayScene *self)
{
  return &self->view;
}

int
dr_play_scene_get_viewer (DrPlayScene *self)
{
  return self->viewer;
}

DrPlayCatalog *
dr_play_scene_get_catalog (DrPlayScene *self)
{
  return self->catalog;
}

guint
dr_play_scene_get_n_choices (DrPlayScene *self)
{
  return self->choices->len;
}

const DrNrAction *
dr_play_scene_get_choice (DrPlayScene *self,
                          guint        position)
{
  g_return_val_if_fail (position < self->choices->len, NULL);
  return &g_array_index (self->choices, DrNrAction, position);
}

const char *
dr_play_scene_get_label (DrPlayScene *self,
                         guint        position)
{
  g_return_val_if_fail (position < self->labels->len, NULL);
  return g_ptr_array_index (self->labels, position);
}

gboolean
dr_play_scene_card_known (DrPlayScene *self,
                          int          card)
{
  return card >= 0 && card < self->view.n_cards && self->view.cards[card].def != 0;
}

const char *
dr_play_scene_card_title (DrPlayScene *self,
                          int          card)
{
  if (!dr_play_scene_card_known (self, card))
    return NULL;
  return dr_nr_card_at (self->view.cards[card].def)->title;
}
