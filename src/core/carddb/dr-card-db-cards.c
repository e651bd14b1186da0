/* dr-card-db-cards.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-card-db"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <string.h>

#include "dr-card-db-private.h"
#include "dr-text.h"


/* Importers of sides, factions, types, cycles, packs and cards. */

gboolean
dr_card_import_side (sqlite3_stmt       *insert,
                     const DrJsonValue  *object,
                     DrCardRecord       *record,
                     GError            **error)
{
  const char *code, *name;

  if (!dr_card_import_read_string (object, "code", TRUE, record, &code, error))
    return FALSE;
  record->code = code;
  if (!dr_card_import_read_string (object, "name", TRUE, record, &name, error))
    return FALSE;
  dr_card_import_bind_text (insert, 1, code);
  dr_card_import_bind_text (insert, 2, dr_card_import_game (object));
  dr_card_import_bind_text (insert, 3, name);
  return dr_card_import_step (insert, record, error);
}

gboolean
dr_card_import_faction (sqlite3_stmt       *insert,
                        const DrJsonValue  *object,
                        DrCardRecord       *record,
                        GError            **error)
{
  const char *code, *name, *side, *color;
  gboolean has_mini, has_neutral;
  gint64 is_mini, is_neutral;

  if (!dr_card_import_read_string (object, "code", TRUE, record, &code, error))
    return FALSE;
  record->code = code;
  if (!dr_card_import_read_string (object, "name", TRUE, record, &name, error)
      || !dr_card_import_read_string (object, "side_code", FALSE, record, &side, error)
      || !dr_card_import_read_string (object, "color", FALSE, record, &color, error)
      || !dr_card_import_read_int (object, "is_mini", FALSE, record, &has_mini, &is_mini, error)
      || !dr_card_import_read_int (object, "is_neutral", FALSE, record, &has_neutral, &is_neutral,
                                   error))
    return FALSE;
  if (!has_neutral)
    is_neutral = strstr (code, "neutral") != NULL;
  dr_card_import_bind_text (insert, 1, code);
  dr_card_import_bind_text (insert, 2, dr_card_import_game (object));
  dr_card_import_bind_text (insert, 3, name);
  dr_card_import_bind_text (insert, 4, side);
  dr_card_import_bind_text (insert, 5, color);
  dr_card_import_bind_int (insert, 6, TRUE, is_mini);
  dr_card_import_bind_int (insert, 7, TRUE, is_neutral);
  return dr_card_import_step (insert, record, error);
}

gboolean
dr_card_import_type (sqlite3_stmt       *insert,
                     const DrJsonValue  *object,
                     DrCardRecord       *record,
                     GError            **error)
{
  const char *code, *name, *side;
  gboolean has_position, has_subtype;
  gint64 position, is_subtype;

  if (!dr_card_import_read_string (object, "code", TRUE, record, &code, error))
    return FALSE;
  record->code = code;
  if (!dr_card_import_read_string (object, "name", TRUE, record, &name, error)
      || !dr_card_import_read_string (object, "side_code", FALSE, record, &side, error)
      || !dr_card_import_read_int (object, "position", FALSE, record, &has_position, &position, error)
      || !dr_card_import_read_int (object, "is_subtype", FALSE, record, &has_subtype, &is_subtype,
                                   error))
    return FALSE;
  dr_card_import_bind_text (insert, 1, code);
  dr_card_import_bind_text (insert, 2, dr_card_import_game (object));
  dr_card_import_bind_text (insert, 3, name);
  dr_card_import_bind_int (insert, 4, has_position, position);
  dr_card_import_bind_int (insert, 5, TRUE, is_subtype);
  dr_card_import_bind_text (insert, 6, side);
  return dr_card_import_step (insert, record, error);
}

gboolean
dr_card_import_cycle (sqlite3_stmt       *insert,
                      const DrJsonValue  *object,
                      DrCardRecord       *record,
                      GError            **error)
{
  const char *code, *name;
  gboolean has_position, has_size, has_rotated;
  gint64 position, size, rotated;

  if (!dr_card_import_read_string (object, "code", TRUE, record, &code, error))
    return FALSE;
  record->code = code;
  if (!dr_card_import_read_string (object, "name", TRUE, record, &name, error)
      || !dr_card_import_read_int (object, "position", TRUE, record, &has_position, &position, error)
      || !dr_card_import_read_int (object, "size", FALSE, record, &has_size, &size, error)
      || !dr_card_import_read_int (object, "rotated", FALSE, record, &has_rotated, &rotated, error))
    return FALSE;
  dr_card_import_bind_text (insert, 1, code);
  dr_card_import_bind_text (insert, 2, dr_card_import_game (object));
  dr_card_import_bind_text (insert, 3, name);
  dr_card_import_bind_int (insert, 4, TRUE, position);
  dr_card_import_bind_int (insert, 5, has_size, size);
  dr_card_import_bind_int (insert, 6, TRUE, rotated);
  return dr_card_import_step (insert, record, error);
}

static gboolean
date_is_valid (const char *date)
{
  GDate parsed;
  int year, month, day;

  if (date == NULL)
    return TRUE;
  if (strlen (date) != 10 || sscanf (date, "%4d-%2d-%2d", &year, &month, &day) != 3)
    return FALSE;
  g_date_clear (&parsed, 1);
  return g_date_valid_dmy (day, month, year);
}

gboolean
dr_card_import_pack (sqlite3_stmt       *insert,
                     const DrJsonValue  *object,
                     DrCardRecord       *record,
                     GError            **error)
{
  const char *code, *cycle, *name, *date;
  gboolean has_position, has_size, has_ffg;
  gint64 position, size, ffg_id;

  if (!dr_card_import_read_string (object, "code", TRUE, record, &code, error))
    return FALSE;
  record->code = code;
  if (!dr_card_import_read_string (object, "cycle_code", TRUE, record, &cycle, error)
      || !dr_card_import_read_string (object, "name", TRUE, record, &name, error)
      || !dr_card_import_read_string (object, "date_release", FALSE, record, &date, error)
      || !dr_card_import_read_int (object, "position", TRUE, record, &has_position, &position, error)
      || !dr_card_import_read_int (object, "size", FALSE, record, &has_size, &size, error)
      || !dr_card_import_read_int (object, "ffg_id", FALSE, record, &has_ffg, &ffg_id, error))
    return FALSE;
  if (!date_is_valid (date))
    {
      dr_card_import_error (error, record, _("“%s” is not a date (YYYY-MM-DD)"), date);
      return FALSE;
    }
  dr_card_import_bind_text (insert, 1, code);
  dr_card_import_bind_text (insert, 2, dr_card_import_game (object));
  dr_card_import_bind_text (insert, 3, cycle);
  dr_card_import_bind_text (insert, 4, name);
  dr_card_import_bind_int (insert, 5, TRUE, position);
  dr_card_import_bind_text (insert, 6, date);
  dr_card_import_bind_int (insert, 7, has_size, size);
  dr_card_import_bind_int (insert, 8, has_ffg, ffg_id);
  return dr_card_import_step (insert, record, error);
}

typedef enum
{
  FIELD_ABSENT,
  FIELD_NULL,
  FIELD_PRESENT,
} FieldState;

static FieldState
field_state (const DrJsonValue *object,
             const char        *name)
{
  const DrJsonValue *node = dr_json_object_get_member (object, name);

  if (node == NULL)
    return FIELD_ABSENT;
  return dr_json_value_get_type (node) == DR_JSON_NULL ? FIELD_NULL : FIELD_PRESENT;
}

static gboolean
code_is_valid (const char *game,
               const char *code)
{
  gsize len = strlen (code);

  if (g_strcmp0 (game, "netrunner") == 0)
    {
      if (len != 5)
        return FALSE;
      for (gsize i = 0; i < len; i++)
        if (!g_ascii_isdigit (code[i]))
          return FALSE;
      return TRUE;
    }
  if (len == 0 || len > 16)
    return FALSE;
  for (gsize i = 0; i < len; i++)
    if (!g_ascii_isalnum (code[i]))
      return FALSE;
  return TRUE;
}

/* A number that may be X: null when the key is present means X. */
static gboolean
read_number_or_x (const DrJsonValue   *object,
                  const char          *name,
                  const DrCardRecord  *record,
                  gboolean            *present,
                  gint64              *value,
                  gboolean            *is_x,
                  GError             **error)
{
  *is_x = field_state (object, name) == FIELD_NULL;
  return dr_card_import_read_int (object, name, FALSE, record, present, value, error);
}

static const char *const card_int_fields[] = {
  "faction_cost", "influence_limit", "minimum_deck_size", "agenda_points",
  "memory_cost", "trash_cost", "base_link",
};

static gboolean
import_faces (DrCardStatements   *statements,
              const DrJsonValue  *object,
              DrCardRecord       *record,
              GError            **error)
{
  const DrJsonValue *faces = dr_json_object_get_member (object, "faces");
  guint number = 0;

  if (faces == NULL || dr_json_value_get_type (faces) == DR_JSON_NULL)
    return TRUE;
  if (dr_json_value_get_type (faces) != DR_JSON_ARRAY)
    {
      dr_card_import_error (error, record, _("field “%s” must be a list"), "faces");
      return FALSE;
    }
  for (const DrJsonValue *face = dr_json_value_get_first (faces); face != NULL;
       face = dr_json_value_get_next (faces, face))
    {
      const char *title, *text;

      number++;
      if (dr_json_value_get_type (face) != DR_JSON_OBJECT)
        {
          dr_card_import_error (error, record, _("face %u is not an object"), number);
          return FALSE;
        }
      if (!dr_card_import_read_string (face, "title", TRUE, record, &title, error)
          || !dr_card_import_read_string (face, "text", FALSE, record, &text, error))
        return FALSE;
      dr_card_import_bind_text (statements->insert_face, 1, record->code);
      sqlite3_bind_int (statements->insert_face, 2, number);
      dr_card_import_bind_text (statements->insert_face, 3, title);
      dr_card_import_bind_text (statements->insert_face, 4, text);
      if (!dr_card_import_step (statements->insert_face, record, error))
        return FALSE;
    }
  return TRUE;
}

/* FNV-1a over game and title, kept to 63 bits so sqlite stores it as a
 * positive integer. See card-4.sql for why collisions are harmless. */
static gint64
title_key (const char *game,
           const char *title)
{
  guint64 hash = G_GUINT64_CONSTANT (14695981039346656037);

  for (const char *p = game; *p != '\0'; p++)
    hash = (hash ^ (guchar) *p) * G_GUINT64_CONSTANT (1099511628211);
  hash = (hash ^ 0xff) * G_GUINT64_CONSTANT (1099511628211);
  for (const char *p = title; *p != '\0'; p++)
    hash = (hash ^ (guchar) *p) * G_GUINT64_CONSTANT (1099511628211);
  return (gint64) (hash >> 1);
}

gboolean
dr_card_import_card (DrCardStatements   *statements,
                     const DrJsonValue  *object,
                     DrCardRecord       *record,
                     GError            **error)
{
  sqlite3_stmt *insert = statements->insert_card;
  const char *code, *title, *stripped_title, *side, *faction, *type, *keywords, *pack;
  const char *text, *flavor, *illustrator, *original_title, *original_lang;
  const char *game = dr_card_import_game (object);
  gboolean has_cost, has_strength, has_advancement, cost_x, strength_x, advancement_x;
  gboolean has_position, has_quantity, has_limit, has_unique, has_service;
  gint64 cost, strength, advancement, position, quantity, deck_limit, unique, service;
  g_autofree char *folded_title = NULL;
  g_autofree char *acronym = NULL;
  g_autofree char *stripped_text = NULL;
  int column;

  if (!dr_card_import_read_string (object, "code", TRUE, record, &code, error))
    return FALSE;
  record->code = code;
  if (!code_is_valid (game, code))
    {
      dr_card_import_error (error, record, _("“%s” is not a valid card code"), code);
      return FALSE;
    }
  if (!dr_card_import_read_string (object, "title", TRUE, record, &title, error)
      || !dr_card_import_read_string (object, "stripped_title", FALSE, record, &stripped_title, error)
      || !dr_card_import_read_string (object, "side_code", TRUE, record, &side, error)
      || !dr_card_import_read_string (object, "faction_code", g_str_equal (game, "netrunner"), record,
                                      &faction, error)
      || !dr_card_import_read_string (object, "type_code", TRUE, record, &type, error)
      || !dr_card_import_read_string (object, "keywords", FALSE, record, &keywords, error)
      || !dr_card_import_read_string (object, "pack_code", TRUE, record, &pack, error)
      || !dr_card_import_read_string (object, "text", FALSE, record, &text, error)
      || !dr_card_import_read_string (object, "flavor", FALSE, record, &flavor, error)
      || !dr_card_import_read_string (object, "illustrator", FALSE, record, &illustrator, error)
      || !dr_card_import_read_string (object, "original_title", FALSE, record, &original_title, error)
      || !dr_card_import_read_string (object, "original_lang", FALSE, record, &original_lang, error)
      || !read_number_or_x (object, "cost", record, &has_cost, &cost, &cost_x, error)
      || !read_number_or_x (object, "strength", record, &has_strength, &strength, &strength_x, error)
      || !read_number_or_x (object, "advancement_cost", record, &has_advancement, &advancement,
                            &advancement_x, error)
      || !dr_card_import_read_int (object, "position", TRUE, record, &has_position, &position, error)
      || !dr_card_import_read_int (object, "quantity", TRUE, record, &has_quantity, &quantity, error)
      || !dr_card_import_read_int (object, "deck_limit", TRUE, record, &has_limit, &deck_limit, error)
      || !dr_card_import_read_int (object, "uniqueness", TRUE, record, &has_unique, &unique, error)
      || !dr_card_import_read_int (object, "is_service", FALSE, record, &has_service, &service, error))
    return FALSE;
  if (quantity < 0 || deck_limit < 0)
    {
      dr_card_import_error (error, record, _("quantity and deck limit cannot be negative"));
      return FALSE;
    }

  if (stripped_title == NULL)
    stripped_title = folded_title = dr_text_to_ascii (title);
  acronym = dr_text_acronym (stripped_title);
  stripped_text = dr_text_strip_markup (text);

  dr_card_import_bind_text (insert, 1, code);
  dr_card_import_bind_text (insert, 2, game);
  dr_card_import_bind_text (insert, 3, title);
  dr_card_import_bind_text (insert, 4, stripped_title);
  dr_card_import_bind_text (insert, 5, acronym);
  dr_card_import_bind_text (insert, 6, original_title);
  dr_card_import_bind_text (insert, 7, original_lang);
  dr_card_import_bind_text (insert, 8, side);
  dr_card_import_bind_text (insert, 9, faction);
  dr_card_import_bind_text (insert, 10, type);
  dr_card_import_bind_text (insert, 11, keywords);
  dr_card_import_bind_int (insert, 12, has_cost, cost);
  dr_card_import_bind_int (insert, 13, TRUE, cost_x);
  dr_card_import_bind_int (insert, 14, has_strength, strength);
  dr_card_import_bind_int (insert, 15, TRUE, strength_x);
  dr_card_import_bind_int (insert, 16, has_advancement, advancement);
  dr_card_import_bind_int (insert, 17, TRUE, advancement_x);
  column = 18;
  for (guint i = 0; i < G_N_ELEMENTS (card_int_fields); i++)
    {
      gboolean present;
      gint64 value;

      if (!dr_card_import_read_int (object, card_int_fields[i], FALSE, record, &present, &value, error))
        {
          sqlite3_reset (insert);
          sqlite3_clear_bindings (insert);
          return FALSE;
        }
      dr_card_import_bind_int (insert, column++, present, value);
    }
  dr_card_import_bind_int (insert, 25, TRUE, unique);
  dr_card_import_bind_int (insert, 26, TRUE, deck_limit);
  dr_card_import_bind_int (insert, 27, TRUE, quantity);
  dr_card_import_bind_text (insert, 28, pack);
  dr_card_import_bind_int (insert, 29, TRUE, position);
  dr_card_import_bind_int (insert, 30, TRUE, service);
  dr_card_import_bind_text (insert, 31, text);
  dr_card_import_bind_text (insert, 32, stripped_text);
  dr_card_import_bind_text (insert, 33, flavor);
  dr_card_import_bind_text (insert, 34, illustrator);
  sqlite3_bind_int64 (insert, 35, title_key (game, title));
  return dr_card_import_step (insert, record, error)
         && import_faces (statements, object, record, error);
}
