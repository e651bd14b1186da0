/* dr-burncycle-dice.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* burncycle's special dice with their results spelled out from the seed's
 * tables. The sheet's die faces are icons that did not survive into the
 * seed: the ping die lists six results (one a face), the others list their
 * results without faces, and each die then says what the app assumes. */

typedef enum
{
  DR_BURNCYCLE_DIE_PING,
  DR_BURNCYCLE_DIE_INSPECTION,
  DR_BURNCYCLE_DIE_KEYPAD,
  DR_BURNCYCLE_DIE_BURNCYCLE,
  DR_BURNCYCLE_N_DICE,
} DrBurncycleDie;

typedef struct
{
  const char *id;       /* stable, for JSON and tests */
  const char *label;    /* msgid: a short name of the result */
  const char *text;     /* msgid: what to do */
  int         slot;     /* burncycle die: the slot it names, 0 for the special face */
} DrBurncycleFace;

typedef struct
{
  const char            *id;      /* "ping", "inspection", "keypad", "burncycle" */
  const char            *name;    /* msgid */
  const char            *note;    /* msgid: what the app assumes about the faces, NULL if nothing */
  const DrBurncycleFace *faces;
  guint                  n_faces;
} DrBurncycleDieInfo;

const DrBurncycleDieInfo *dr_burncycle_die_info      (DrBurncycleDie   die);
gboolean                  dr_burncycle_die_from_name (const char      *name,
                                                      DrBurncycleDie  *die);
/* A face index, each face equally likely. */
guint                     dr_burncycle_die_roll      (DrBurncycleDie   die,
                                                      GRand           *rand);

G_END_DECLS
