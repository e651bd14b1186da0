/* dr-nr-card-table.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For the card files only: the shorthands records are written with, and the
 * table each card-type file exports for dr-nr-cards.c to join.  Card hooks
 * sit beside their records and reach the rules through dr-nr-private.h.
 */
#pragma once

#include "dr-nr-private.h"

#define OP(o, num) { .op = (o), .n = (num) }
#define TRACE_THEN(base, o, num) \
  { .op = DR_NR_OP_TRACE, .n = (base), .then_op = (o), .then_n = (num) }

extern const DrNrCardDef dr_nr_identity_cards[];
extern const int dr_nr_n_identity_cards;
extern const DrNrCardDef dr_nr_event_cards[];
extern const int dr_nr_n_event_cards;
extern const DrNrCardDef dr_nr_program_cards[];
extern const int dr_nr_n_program_cards;
extern const DrNrCardDef dr_nr_hardware_cards[];
extern const int dr_nr_n_hardware_cards;
extern const DrNrCardDef dr_nr_resource_cards[];
extern const int dr_nr_n_resource_cards;
extern const DrNrCardDef dr_nr_operation_cards[];
extern const int dr_nr_n_operation_cards;
extern const DrNrCardDef dr_nr_ice_cards[];
extern const int dr_nr_n_ice_cards;
extern const DrNrCardDef dr_nr_agenda_cards[];
extern const int dr_nr_n_agenda_cards;
extern const DrNrCardDef dr_nr_upgrade_cards[];
extern const int dr_nr_n_upgrade_cards;
extern const DrNrCardDef dr_nr_asset_cards[];
extern const int dr_nr_n_asset_cards;
