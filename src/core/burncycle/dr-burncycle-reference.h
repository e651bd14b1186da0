/* dr-burncycle-reference.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The reference side of seed 004, in our own words: actions, the network,
 * the dice, security, and how-tos (spotting, energy, threat, finishing a
 * floor, restarting the burncycle). Titles and texts are English msgids;
 * the seed's French and the Japanese and Persian come from the catalogues. */

typedef enum
{
  DR_BURNCYCLE_CATEGORY_ACTIONS,
  DR_BURNCYCLE_CATEGORY_NETWORK,
  DR_BURNCYCLE_CATEGORY_DICE,
  DR_BURNCYCLE_CATEGORY_SECURITY,
  DR_BURNCYCLE_CATEGORY_HOW_TO,
  DR_BURNCYCLE_N_CATEGORIES,
} DrBurncycleCategory;

typedef struct
{
  const char          *id;
  DrBurncycleCategory  category;
  const char          *title;   /* msgid */
  const char          *text;    /* msgid */
} DrBurncycleEntry;

const DrBurncycleEntry *dr_burncycle_reference_find    (const char          *id);
const char             *dr_burncycle_category_name     (DrBurncycleCategory  category);
/* Translated. */
const char             *dr_burncycle_category_label    (DrBurncycleCategory  category);
/* Entries holding every word of @query, in the user's language or in
 * English, ignoring case and accents: those with every word in the title
 * first, then in reference order. An empty query gives every entry. */
GPtrArray              *dr_burncycle_reference_search  (const char          *query);

G_END_DECLS
