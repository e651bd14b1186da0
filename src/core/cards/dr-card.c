/* dr-card.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-card"

#include "dr-card-private.h"

#include <string.h>

DrCardValue
dr_card_value_from_column (sqlite3_stmt *statement,
                           int           column,
                           int           is_x_column)
{
  DrCardValue value = { DR_VALUE_NONE, 0 };

  if (sqlite3_column_type (statement, column) != SQLITE_NULL)
    {
      value.kind = DR_VALUE_NUMBER;
      value.number = sqlite3_column_int (statement, column);
    }
  else if (is_x_column >= 0 && sqlite3_column_int (statement, is_x_column))
    value.kind = DR_VALUE_X;
  return value;
}

/* The text columns of DR_CARD_SELECT_COLUMNS and the fields they fill. */
static const struct
{
  int   column;
  gsize offset;
} text_columns[] = {
  { 0, G_STRUCT_OFFSET (DrCard, code) },
  { 1, G_STRUCT_OFFSET (DrCard, game) },
  { 2, G_STRUCT_OFFSET (DrCard, title) },
  { 3, G_STRUCT_OFFSET (DrCard, stripped_title) },
  { 4, G_STRUCT_OFFSET (DrCard, original_title) },
  { 5, G_STRUCT_OFFSET (DrCard, original_lang) },
  { 6, G_STRUCT_OFFSET (DrCard, side_code) },
  { 7, G_STRUCT_OFFSET (DrCard, faction_code) },
  { 8, G_STRUCT_OFFSET (DrCard, type_code) },
  { 9, G_STRUCT_OFFSET (DrCard, keywords) },
  { 27, G_STRUCT_OFFSET (DrCard, pack_code) },
  { 28, G_STRUCT_OFFSET (DrCard, pack_name) },
  { 30, G_STRUCT_OFFSET (DrCard, text) },
  { 31, G_STRUCT_OFFSET (DrCard, flavor) },
  { 32, G_STRUCT_OFFSET (DrCard, illustrator) },
};

/* The card and its strings share one allocation: a search builds hundreds
 * of cards, and one malloc each instead of sixteen is most of that cost. */
DrCard *
dr_card_new_from_statement (sqlite3_stmt *statement,
                            int           first_column)
{
  return dr_card_new_localized (statement, first_column, NULL, NULL, NULL);
}

static char *
copy_into (char       **strings,
           const char  *text)
{
  gsize size = strlen (text) + 1;
  char *copy = memcpy (*strings, text, size);

  *strings += size;
  return copy;
}

DrCard *
dr_card_new_localized (sqlite3_stmt *statement,
                       int           first_column,
                       const char   *local_title,
                       const char   *local_text,
                       const char   *local_keywords)
{
  const char *texts[G_N_ELEMENTS (text_columns)];
  gsize lengths[G_N_ELEMENTS (text_columns)];
  gsize size = sizeof (DrCard);
  DrCard *card;
  char *strings;
  int i = first_column + 10;

  size += (local_title ? strlen (local_title) + 1 : 0) + (local_text ? strlen (local_text) + 1 : 0)
          + (local_keywords ? strlen (local_keywords) + 1 : 0);

  for (guint k = 0; k < G_N_ELEMENTS (text_columns); k++)
    {
      texts[k] = (const char *) sqlite3_column_text (statement, first_column + text_columns[k].column);
      lengths[k] = texts[k] != NULL ? (gsize) sqlite3_column_bytes (statement, first_column + text_columns[k].column) : 0;
      if (texts[k] != NULL)
        size += lengths[k] + 1;
    }
  card = g_malloc0 (size);
  card->ref_count = 1;
  strings = (char *) (card + 1);
  for (guint k = 0; k < G_N_ELEMENTS (text_columns); k++)
    if (texts[k] != NULL)
      {
        memcpy (strings, texts[k], lengths[k]);
        strings[lengths[k]] = '\0';
        G_STRUCT_MEMBER (char *, card, text_columns[k].offset) = strings;
        strings += lengths[k] + 1;
      }
  if (local_title != NULL)
    card->local_title = copy_into (&strings, local_title);
  if (local_text != NULL)
    card->local_text = copy_into (&strings, local_text);
  if (local_keywords != NULL)
    card->local_keywords = copy_into (&strings, local_keywords);

  card->cost = dr_card_value_from_column (statement, i, i + 1);
  i += 2;
  card->strength = dr_card_value_from_column (statement, i, i + 1);
  i += 2;
  card->faction_cost = dr_card_value_from_column (statement, i++, -1);
  card->influence_limit = dr_card_value_from_column (statement, i++, -1);
  card->minimum_deck_size = dr_card_value_from_column (statement, i++, -1);
  card->agenda_points = dr_card_value_from_column (statement, i++, -1);
  card->advancement_cost = dr_card_value_from_column (statement, i, i + 1);
  i += 2;
  card->memory_cost = dr_card_value_from_column (statement, i++, -1);
  card->trash_cost = dr_card_value_from_column (statement, i++, -1);
  card->base_link = dr_card_value_from_column (statement, i++, -1);
  card->uniqueness = sqlite3_column_int (statement, i++) != 0;
  card->is_service = sqlite3_column_int (statement, i++) != 0;
  card->deck_limit = sqlite3_column_int (statement, i++);
  card->quantity = sqlite3_column_int (statement, i++);
  i += 2;   /* pack code and name, read above */
  card->position = sqlite3_column_int (statement, i++);
  return card;
}

DrCard *
dr_card_new (const char *code,
             const char *title)
{
  gsize code_size = strlen (code) + 1;
  gsize title_size = strlen (title) + 1;
  DrCard *card = g_malloc0 (sizeof (DrCard) + code_size + title_size);
  char *strings = (char *) (card + 1);

  card->ref_count = 1;
  card->code = memcpy (strings, code, code_size);
  card->title = memcpy (strings + code_size, title, title_size);
  return card;
}

DrCard *
dr_card_ref (DrCard *card)
{
  g_atomic_int_inc (&card->ref_count);
  return card;
}

void
dr_card_unref (DrCard *card)
{
  if (card != NULL && g_atomic_int_dec_and_test (&card->ref_count))
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

const char *
dr_card_get_local_title (const DrCard *card,
                         gboolean      english)
{
  return !english && card->local_title != NULL ? card->local_title : card->title;
}

const char *
dr_card_get_local_text (const DrCard *card,
                        gboolean      english)
{
  return !english && card->local_text != NULL ? card->local_text : card->text;
}

const char *
dr_card_get_local_keywords (const DrCard *card,
                            gboolean      english)
{
  return !english && card->local_keywords != NULL ? card->local_keywords : card->keywords;
}

gboolean
dr_card_is_localized (const DrCard *card)
{
  return card->local_title != NULL || card->local_text != NULL || card->local_keywords != NULL;
}
