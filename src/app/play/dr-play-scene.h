/* dr-play-scene.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "dr-netrunner.h"
#include "dr-play-catalog.h"

G_BEGIN_DECLS

/* What the Play widgets draw at one moment: a seat's masked view of the
 * game, whose eyes it is (a seat, or -1 for a spectator), and the actions
 * that seat may choose now with their labels, in the order of the
 * session's list so that a position chosen here is the session's position.
 * A scene never changes once made: a new moment is a new scene. */
typedef struct _DrPlayScene DrPlayScene;

#define DR_TYPE_PLAY_SCENE (dr_play_scene_get_type ())

GType              dr_play_scene_get_type     (void) G_GNUC_CONST;
DrPlayScene       *dr_play_scene_new          (const DrNrState *view,
                                               int              viewer,
                                               DrPlayCatalog   *catalog);
/* @labels may be NULL: the engine's words, translated, are used. */
void               dr_play_scene_set_choices  (DrPlayScene       *self,
                                               const DrNrAction  *actions,
                                               const char *const *labels,
                                               guint              n);
DrPlayScene       *dr_play_scene_ref          (DrPlayScene *self);
void               dr_play_scene_unref        (DrPlayScene *self);

const DrNrState   *dr_play_scene_get_state    (DrPlayScene *self);
int                dr_play_scene_get_viewer   (DrPlayScene *self);
DrPlayCatalog     *dr_play_scene_get_catalog  (DrPlayScene *self);
guint              dr_play_scene_get_n_choices (DrPlayScene *self);
const DrNrAction  *dr_play_scene_get_choice   (DrPlayScene *self,
                                               guint        position);
const char        *dr_play_scene_get_label    (DrPlayScene *self,
                                               guint        position);
/* Whether card @card of the view shows its face to the viewer. */
gboolean           dr_play_scene_card_known   (DrPlayScene *self,
                                               int          card);
/* The title of a card the viewer knows, else NULL. */
const char        *dr_play_scene_card_title   (DrPlayScene *self,
                                               int          card);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DrPlayScene, dr_play_scene_unref)

G_END_DECLS
