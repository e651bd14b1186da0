/* dr-card-catalog.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <sqlite3.h>

G_BEGIN_DECLS

/* The small tables that describe cards rather than being cards: what a
 * front end needs to name, colour and group them. */

typedef struct
{
  char     *code;
  char     *name;
  char     *side_code;
  char     *color;       /* "RRGGBB" as NetrunnerDB gives it, or NULL */
  gboolean  is_mini;
  gboolean  is_neutral;
} DrFaction;

typedef struct
{
  char *code;
  char *name;
  char *side_code;      /* NULL for types of both sides (identities) */
  int   position;
} DrCardType;

/* Factions of @game, major factions first, then by side and name. */
GPtrArray *dr_card_catalog_factions  (sqlite3    *db,
                                      const char *game,
                                      GError    **error);
/* Card types (not subtypes) of @game in NetrunnerDB's order. */
GPtrArray *dr_card_catalog_types     (sqlite3    *db,
                                      const char *game,
                                      GError    **error);

void       dr_faction_free           (DrFaction  *faction);
void       dr_card_type_free         (DrCardType *type);

G_END_DECLS
