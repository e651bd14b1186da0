/* dr-card.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <sqlite3.h>

G_BEGIN_DECLS

/* A value that a card may have, may not have, or may have as X. */
typedef enum
{
  DR_VALUE_NONE,
  DR_VALUE_NUMBER,
  DR_VALUE_X,
} DrValueKind;

typedef struct
{
  DrValueKind kind;
  int         number;
} DrCardValue;

/* One printing, as read from the card database. Immutable once built: its
 * strings share the allocation of the struct, so a field is never freed or
 * replaced on its own. Reference counted, so that a card store can hand out
 * the cards it keeps; dr_card_unref() drops one reference. */
typedef struct
{
  char        *code;
  char        *game;
  char        *title;
  char        *stripped_title;
  char        *original_title;
  char        *original_lang;
  char        *side_code;
  char        *faction_code;
  char        *type_code;
  char        *keywords;
  DrCardValue  cost;
  DrCardValue  strength;
  DrCardValue  faction_cost;
  DrCardValue  influence_limit;   /* NONE on an identity means unlimited */
  DrCardValue  minimum_deck_size;
  DrCardValue  agenda_points;
  DrCardValue  advancement_cost;
  DrCardValue  memory_cost;
  DrCardValue  trash_cost;
  DrCardValue  base_link;
  gboolean     uniqueness;
  gboolean     is_service;
  int          deck_limit;
  int          quantity;
  char        *pack_code;
  char        *pack_name;
  int          position;
  char        *text;
  char        *flavor;
  char        *illustrator;
  /* In the reader's language (the card store's locale), NULL where there is
   * no translation: dr_card_get_local_title() and friends fall back to the
   * English field. Searches, deck lists and files use the English fields. */
  char        *local_title;
  char        *local_text;
  char        *local_keywords;
  /*< private >*/
  int          ref_count;
} DrCard;

/* Another face of a double-faced card (the card itself is face 0). */
typedef struct
{
  char *title;
  char *text;
} DrCardFace;

void dr_card_face_free (DrCardFace *face);

/* The SELECT list that dr_card_new_from_statement() reads, for a query over
 * `cards AS c JOIN packs AS p ON p.code = c.pack_code`. */
#define DR_CARD_SELECT_COLUMNS \
  "c.code, c.game, c.title, c.stripped_title, c.original_title, c.original_lang, " \
  "c.side_code, c.faction_code, c.type_code, c.keywords, " \
  "c.cost, c.cost_is_x, c.strength, c.strength_is_x, c.faction_cost, " \
  "c.influence_limit, c.minimum_deck_size, c.agenda_points, " \
  "c.advancement_cost, c.advancement_is_x, c.memory_cost, c.trash_cost, c.base_link, " \
  "c.uniqueness, c.is_service, c.deck_limit, c.quantity, c.pack_code, p.name, " \
  "c.position, c.text, c.flavor, c.illustrator"

DrCard     *dr_card_new_from_statement (sqlite3_stmt *statement,
                                        int           first_column);
/* The same with the reader's language's title, text and subtypes (each may
 * be NULL). */
DrCard     *dr_card_new_localized      (sqlite3_stmt *statement,
                                        int           first_column,
                                        const char   *local_title,
                                        const char   *local_text,
                                        const char   *local_keywords);
DrCard     *dr_card_ref                (DrCard       *card);
/* A number column of the card database: NULL reads as no value, or as X when
 * the column @is_x_column (-1: none) holds a true flag. */
DrCardValue dr_card_value_from_column  (sqlite3_stmt *statement,
                                        int           column,
                                        int           is_x_column);
void        dr_card_unref              (DrCard       *card);
gboolean    dr_card_is_identity        (const DrCard *card);
char       *dr_card_value_to_string    (DrCardValue   value);
/* What to show: the reader's language's field, or the English one when
 * there is none or @english is TRUE. */
const char *dr_card_get_local_title    (const DrCard *card,
                                        gboolean      english);
const char *dr_card_get_local_text     (const DrCard *card,
                                        gboolean      english);
const char *dr_card_get_local_keywords (const DrCard *card,
                                        gboolean      english);
/* TRUE when the card has a title, text or subtypes in the reader's language. */
gboolean    dr_card_is_localized       (const DrCard *card);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DrCard, dr_card_unref)

G_END_DECLS
