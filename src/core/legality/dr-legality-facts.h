/* dr-legality-facts.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "dr-card-pool.h"

G_BEGIN_DECLS

/* The facts deck rules read, one record per title (reprints share every game
 * fact and differ only in their pack), taken from the card pool so that
 * checking a deck needs no SQL; their strings are the pool's. Each legality
 * context has its own table, as it fills in its format's verdicts. Private
 * to the legality code. */

typedef enum
{
  DR_CARD_KIND_OTHER,
  DR_CARD_KIND_IDENTITY,
  DR_CARD_KIND_AGENDA,
  DR_CARD_KIND_ICE,
  DR_CARD_KIND_PROGRAM,
  DR_CARD_KIND_ASSET,
  DR_CARD_KIND_STRUCTURE,   /* Lockpick */
  DR_CARD_KIND_DEFENSE,
  DR_CARD_KIND_ATTACK,
} DrCardKind;

/* Cards whose deckbuilding rules NetrunnerDB hardcodes by printing code.
 * One printing's code marks the title, so a reprint is marked too. */
typedef enum
{
  DR_CARD_SPECIAL_NONE,
  DR_CARD_SPECIAL_PROFESSOR,            /* first copy of each program costs no influence */
  DR_CARD_SPECIAL_CUSTOM_BIOTICS,       /* no Jinteki cards */
  DR_CARD_SPECIAL_ONE_COPY_EACH,        /* Nova Initiumia, Ampère */
  DR_CARD_SPECIAL_AMPERE,               /* also: agendas of any faction, two per faction */
  DR_CARD_SPECIAL_CYBER_BUREAU,         /* the NAPD multiplayer Corp identity */
  DR_CARD_SPECIAL_TUTORIAL_IDENTITY,    /* System Gateway's learning identities */
  DR_CARD_SPECIAL_MUMBA_TEMPLE,         /* alliance: 15 ice or fewer */
  DR_CARD_SPECIAL_MUSEUM_OF_HISTORY,    /* alliance: 50 cards or more */
  DR_CARD_SPECIAL_PAD_FACTORY,          /* alliance: exactly 3 PAD Campaign */
  DR_CARD_SPECIAL_MUMBAD_VIRTUAL_TOUR,  /* alliance: 7 assets or more */
  DR_CARD_SPECIAL_FACTION_ALLIANCE,     /* alliance: 6 non-alliance cards of its faction */
  DR_CARD_SPECIAL_PAD_CAMPAIGN,
  DR_CARD_SPECIAL_STRUCTURE_CORE,       /* Lockpick: the card the hackers must destroy */
} DrCardSpecial;

/* Why a card is or is not in a format's card pool, best first: a title takes
 * the best state of its printings. */
typedef enum
{
  DR_POOL_IN,
  DR_POOL_ROTATED,
  DR_POOL_UNRELEASED,
  DR_POOL_OUTSIDE,       /* never part of the format */
  DR_POOL_OTHER_GAME,
} DrPoolState;

typedef struct
{
  const char    *title;
  const char    *game;      /* strings are the pool's */
  const char    *side;
  const char    *faction;   /* NULL when the game has none */
  DrCardKind     kind;
  DrCardSpecial  special;
  guint          is_neutral : 1;
  guint          is_alliance : 1;
  guint          is_draft : 1;         /* from the draft cycle */
  int            influence;            /* faction cost; 0 when absent */
  int            influence_limit;      /* identities; -1 = unlimited */
  int            min_deck_size;
  int            agenda_points;
  int            deck_limit;           /* as printed */
  int            box_quantity;         /* most copies any one product holds */

  /* Filled in by a legality context for its format, date and ban list. */
  DrPoolState    pool;
  int            allowed;              /* deck limit once the ban list applies */
  guint          banned : 1;
  guint          restricted : 1;
  guint          limited_by_list : 1;  /* the list changed the deck limit */
  int            global_penalty;
  int            universal_cost;
  int            points;
} DrTitleFacts;

/* A printing as the card-pool rules see it. */
typedef struct
{
  const char  *code;
  const char  *pack;
  const char  *cycle;
  const char  *date_release;   /* NULL when unreleased */
  DrTitleFacts *card;
} DrPrintingFacts;

/* Printings are the pool's: a code finds its pool printing, whose index
 * finds its title here. */
typedef struct
{
  DrCardPool   *pool;
  GArray       *cards;          /* DrTitleFacts, one per title */
  guint        *title_of;       /* pool printing index -> index in cards */
  GHashTable   *faction_names;  /* code -> name, the pool's */
} DrLegalityFacts;

DrLegalityFacts *dr_legality_facts_load (DrCardPool            *pool);
void             dr_legality_facts_free (DrLegalityFacts       *table);

static inline DrTitleFacts *
dr_legality_facts_get_title (const DrLegalityFacts *table,
                             guint                  printing_index)
{
  return &g_array_index (table->cards, DrTitleFacts, table->title_of[printing_index]);
}

static inline const DrTitleFacts *
dr_legality_facts_lookup (const DrLegalityFacts *table,
                          const char            *code)
{
  const DrPoolPrinting *printing = dr_card_pool_lookup (table->pool, code);

  return printing != NULL ? dr_legality_facts_get_title (table, printing->index) : NULL;
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DrLegalityFacts, dr_legality_facts_free)

G_END_DECLS
