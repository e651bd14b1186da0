/* dr-nr-cards.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The card definitions of every type joined into one index, and lookup by
 * NetrunnerDB code.  A card instance stores its definition's index (`def`),
 * and the position hash reads it, so the join keeps the order the single
 * table of earlier versions had (identities, events, programs, hardware,
 * resources, operations, ice, agendas, upgrades, assets): records made by
 * those versions keep their hashes.  A card added to a type's table shifts
 * the indexes after it, which is fine within one build: the position hash
 * reads each card's code (dr_nr_card_stable_id), not its index.
 */
#include <stdlib.h>
#include <string.h>

#include "dr-nr-card-table.h"

/* index 0: a card whose face is hidden from the viewer */
static const DrNrCardDef unknown_card = {
  .code = "", .title = "?", .type = DR_NR_TYPE_UNKNOWN, .trash_cost = -1
};

#define MAX_DEFS 1024

static const DrNrCardDef *all_cards[MAX_DEFS];
static uint16_t stable_ids[MAX_DEFS];
static int n_all_cards;

static void
join (const DrNrCardDef *table, int count)
{
  int i;

  for (i = 0; i < count && n_all_cards < MAX_DEFS; i++)
    all_cards[n_all_cards++] = &table[i];
}

/* C cannot initialise one array from the contents of arrays in other files,
 * so the index is filled once before main(); it never changes afterwards,
 * which keeps lookups a single load and safe from any thread. */
__attribute__ ((constructor)) static void
join_card_tables (void)
{
  int n;

  n_all_cards = 0;
  all_cards[n_all_cards++] = &unknown_card;
  join (dr_nr_identity_cards, dr_nr_n_identity_cards);
  join (dr_nr_event_cards, dr_nr_n_event_cards);
  join (dr_nr_program_cards, dr_nr_n_program_cards);
  join (dr_nr_hardware_cards, dr_nr_n_hardware_cards);
  join (dr_nr_resource_cards, dr_nr_n_resource_cards);
  join (dr_nr_operation_cards, dr_nr_n_operation_cards);
  join (dr_nr_ice_cards, dr_nr_n_ice_cards);
  join (dr_nr_agenda_cards, dr_nr_n_agenda_cards);
  join (dr_nr_upgrade_cards, dr_nr_n_upgrade_cards);
  join (dr_nr_asset_cards, dr_nr_n_asset_cards);
  /* a back face shares its front's code: the top bit keeps their ids apart */
  for (n = 0; n < n_all_cards; n++)
    stable_ids[n] = (uint16_t) (strtol (all_cards[n]->code, NULL, 10)
                                | (all_cards[n]->face ? 0x8000 : 0));
}

/* The card's NetrunnerDB code as a number (01054 -> 1054; 0 for the
 * unknown card): unlike the index it does not move when cards are added,
 * so the position hash, and with it every saved record, survives new
 * cards. */
uint16_t
dr_nr_card_stable_id (int index)
{
  if (index < 0 || index >= n_all_cards)
    return 0;
  return stable_ids[index];
}

/* Faces of one card sit side by side in their table (front, then back). */
int
dr_nr_card_other_face (int index)
{
  const DrNrCardDef *d = dr_nr_card_at (index);

  if (index <= 0 || index >= n_all_cards)
    return -1;
  if (d->face == 0 && index + 1 < n_all_cards && all_cards[index + 1]->face == 1
      && strcmp (all_cards[index + 1]->code, d->code) == 0)
    return index + 1;
  if (d->face == 1 && strcmp (all_cards[index - 1]->code, d->code) == 0)
    return index - 1;
  return -1;
}

int
dr_nr_cards_count (void)
{
  return n_all_cards;
}

const DrNrCardDef *
dr_nr_card_at (int index)
{
  if (index < 0 || index >= n_all_cards)
    return &unknown_card;
  return all_cards[index];
}

int
dr_nr_card_lookup (const char *code)
{
  int i;

  if (code == NULL || *code == '\0')
    return -1;
  for (i = 1; i < n_all_cards; i++)
    if (strcmp (all_cards[i]->code, code) == 0)
      return i;
  return -1;
}

const char *
dr_nr_subtype_name (int bit)
{
  static const char *const names[DR_NR_N_SUBTYPES] = {
    "Barrier", "Code Gate", "Sentry", "Trap", "AP", "Tracer", "Observer", "Icebreaker",
    "Fracter", "Decoder", "Killer", "AI", "Virus", "Chip", "Console", "Link",
    "Transaction", "Job", "Security", "Advertisement", "Region", "Location", "Seedy",
    "Sysop", "Unorthodox", "Ambush", "Bioroid", "Black Ops", "Connection", "Cyborg",
    "Daemon", "Deflector", "Destroyer", "Expansion", "Facility", "G-mod", "Gray Ops",
    "Initiative", "Megacorp", "Mod", "Natural", "Remote", "Research", "Run", "Sabotage",
    "Trojan", "Virtual", "Police Department"
  };

  if (bit < 0 || bit >= DR_NR_N_SUBTYPES)
    return NULL;
  return names[bit];
}
