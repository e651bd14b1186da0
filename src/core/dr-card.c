/* dr-card.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-card"

#include "dr-card.h"

static char *
column_text (sqlite3_stmt *statement,
             int           column)
{
  const unsigned char *text = sqlite3_column_text (statement, column);

  return text != NULL ? g_strdup ((const char *) text) : NULL;
}

static DrCardValue
column_value (sqlite3_stmt *statement,
              int           column)
{
  DrCardValue value = { DR_VALUE_NONE, 0 };

  if (sqlite3_column_type (statement, column) != SQLITE_NULL)
    {
      value.kind = DR_VALUE_NUMBER;
      value.number = sqlite3_column_int (statement, column);
    }
  return value;
}

/* A NULL number with its is_x flag set reads as X. */
static DrCardValue
column_value_or_x (sqlite3_stmt *statement,
                   int           column,
                   int           is_x_column)
{
  DrCardValue value = column_value (statement, column);

  if (value.kind == DR_VALUE_NONE && sqlite3_column_int (statement, is_x_column))
    value.kind = DR_VALUE_X;
  return value;
}

DrCard *
dr_card_new_from_statement (sqlite3_stmt *statement,
                            int           first_column)
{
  DrCard *card = g_new0 (DrCard, 1);
  int i = first_column;

  card->code = column_text (statement, i++);
  card->game = column_text (statement, i++);
  card->title = column_text (statement, i++);
  card->stripped_title = column_text (statement, i++);
  card->original_title = column_text (statement, i++);
  card->original_lang = column_text (statement, i++);
  card->side_code = column_text (statement, i++);
  card->faction_code = column_text (statement, i++);
  card->type_code = column_text (statement, i++);
  card->keywords = column_text (statement, i++);
  card->cost = column_value_or_x (statement, i, i + 1);
  i += 2;
  card->strength = column_value_or_x (statement, i, i + 1);
  i += 2;
  card->faction_cost = column_value (statement, i++);
  card->influence_limit = column_value (statement, i++);
  card->minimum_deck_size = column_value (statement, i++);
  card->agenda_points = column_value (statement, i++);
  card->advancement_cost = column_value_or_x (statement, i, i + 1);
  i += 2;
  card->memory_cost = column_value (statement, i++);
  card->trash_cost = column_value (statement, i++);
  card->base_link = column_value (statement, i++);
  card->uniqueness = sqlite3_column_int (statement, i++) != 0;
  card->is_service = sqlite3_column_int (statement, i++) != 0;
  card->deck_limit = sqlite3_column_int (statement, i++);
  card->quantity = sqlite3_column_int (statement, i++);
  card->pack_code = column_text (statement, i++);
  card->pack_name = column_text (statement, i++);
  card->position = sqlite3_column_int (statement, i++);
  card->text = column_text (statement, i++);
  card->flavor = column_text (statement, i++);
  card->illustrator = column_text (statement, i++);
  return card;
}

void
dr_card_free (DrCard *card)
{
  if (card == NULL)
    return;
  g_free (card->code);
  g_free (card->game);
  g_free (card->title);
  g_free (card->stripped_title);
  g_free (card->original_title);
  g_free (card->original_lang);
  g_free (card->side_code);
  g_free (card->faction_code);
  g_free (card->type_code);
  g_free (card->keywords);
  g_free (card->pack_code);
  g_free (card->pack_name);
  g_free (card->text);
  g_free (card->flavor);
  g_free (card->illustrator);
  g_free (card);
}

gboolean
dr_card_is_identity (const DrCard *card)
{
  return g_strcmp0 (card->type_code, "identity") == 0;
}

char *
dr_card_value_to_string (DrCardValue value)
{
  switch (value.kind)
    {
    case DR_VALUE_NUMBER:
      return g_strdup_printf ("%d", value.number);
    case DR_VALUE_X:
      return g_strdup ("X");
    case DR_VALUE_NONE:
    default:
      return g_strdup ("");
    }
}

void
dr_card_face_free (DrCardFace *face)
{
  if (face == NULL)
    return;
  g_free (face->title);
  g_free (face->text);
  g_free (face);
}
