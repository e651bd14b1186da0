/* dr-card-db.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-card-db"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "dr-card-db-private.h"
#include "dr-card-translations.h"
#include "dr-error.h"
#include "dr-json-parallel.h"
#include "dr-text.h"

static const char *const card_schema_steps[] = {
  "/io/github/deckrunner/Deckrunner/sql/card-1.sql",
  "/io/github/deckrunner/Deckrunner/sql/card-2.sql",
  "/io/github/deckrunner/Deckrunner/sql/card-3.sql",
  "/io/github/deckrunner/Deckrunner/sql/card-4.sql",
  "/io/github/deckrunner/Deckrunner/sql/card-5.sql",
};

static const DrDbSchema card_schema = {
  N_("card database"), card_schema_steps, G_N_ELEMENTS (card_schema_steps)
};

const DrDbSchema *
dr_card_db_schema (void)
{
  return &card_schema;
}

static const struct
{
  const char     *name;
  DrCardDataKind  kind;
} kind_names[] = {
  { "sides", DR_CARD_DATA_SIDES },
  { "factions", DR_CARD_DATA_FACTIONS },
  { "types", DR_CARD_DATA_TYPES },
  { "cycles", DR_CARD_DATA_CYCLES },
  { "packs", DR_CARD_DATA_PACKS },
  { "cards", DR_CARD_DATA_CARDS },
  { "mwl", DR_CARD_DATA_MWL },
  { "rotations", DR_CARD_DATA_ROTATIONS },
  { "prebuilts", DR_CARD_DATA_PREBUILTS },
};

/* Names like "packs.json", or any file inside a "pack" folder (one file of
 * cards per pack, as NetrunnerDB's repository keeps them). */
DrCardDataKind
dr_card_data_kind_from_name (const char *file_name)
{
  g_autofree char *base = g_path_get_basename (file_name);
  g_autofree char *dir = g_path_get_dirname (file_name);
  g_autofree char *dir_base = g_path_get_basename (dir);
  char *dot = strrchr (base, '.');

  if (dot != NULL)
    *dot = '\0';
  for (guint i = 0; i < G_N_ELEMENTS (kind_names); i++)
    if (g_str_equal (base, kind_names[i].name))
      return kind_names[i].kind;
  if (g_str_equal (dir_base, "pack"))
    return DR_CARD_DATA_CARDS;
  return DR_CARD_DATA_UNKNOWN;
}

/* Reading records */

typedef struct
{
  sqlite3     *db;
  const char  *source;   /* file name, for messages */
  guint        index;    /* 1-based record number */
  const char  *code;     /* the record's code once known */
} Record;

static void
set_record_error (GError       **error,
                  const Record  *record,
                  const char    *format,
                  ...) G_GNUC_PRINTF (3, 4);

static void
set_record_error (GError       **error,
                  const Record  *record,
                  const char    *format,
                  ...)
{
  g_autofree char *detail = NULL;
  va_list args;

  va_start (args, format);
  detail = g_strdup_vprintf (format, args);
  va_end (args);

  if (record->code != NULL)
    g_set_error (error, DR_ERROR, DR_ERROR_IMPORT,
                 /* Translators: %s: file, %u: record number, %s: code, %s: problem */
                 _("%s: record %u (code “%s”): %s"), record->source, record->index, record->code, detail);
  else
    g_set_error (error, DR_ERROR, DR_ERROR_IMPORT,
                 _("%s: record %u: %s"), record->source, record->index, detail);
}

typedef enum
{
  FIELD_ABSENT,
  FIELD_NULL,
  FIELD_PRESENT,
} FieldState;

static FieldState
field_state (JsonObject *object,
             const char *name)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL)
    return FIELD_ABSENT;
  return JSON_NODE_HOLDS_NULL (node) ? FIELD_NULL : FIELD_PRESENT;
}

static gboolean
read_string (JsonObject    *object,
             const char    *name,
             gboolean       required,
             const Record  *record,
             const char   **out,
             GError       **error)
{
  JsonNode *node = json_object_get_member (object, name);

  *out = NULL;
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    {
      if (required)
        {
          set_record_error (error, record, _("missing required field “%s”"), name);
          return FALSE;
        }
      return TRUE;
    }
  if (json_node_get_value_type (node) != G_TYPE_STRING)
    {
      set_record_error (error, record, _("field “%s” must be a string"), name);
      return FALSE;
    }
  *out = json_node_get_string (node);
  if (required && **out == '\0')
    {
      set_record_error (error, record, _("field “%s” is empty"), name);
      return FALSE;
    }
  return TRUE;
}

/* Numbers: *present is FALSE for an absent or null field. Booleans are
 * accepted as 0/1 since NetrunnerDB mixes both in older files. */
static gboolean
read_int (JsonObject    *object,
          const char    *name,
          gboolean       required,
          const Record  *record,
          gboolean      *present,
          gint64        *out,
          GError       **error)
{
  JsonNode *node = json_object_get_member (object, name);
  GType type;

  *present = FALSE;
  *out = 0;
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    {
      if (required)
        {
          set_record_error (error, record, _("missing required field “%s”"), name);
          return FALSE;
        }
      return TRUE;
    }
  type = json_node_get_value_type (node);
  if (type == G_TYPE_INT64)
    *out = json_node_get_int (node);
  else if (type == G_TYPE_BOOLEAN)
    *out = json_node_get_boolean (node) ? 1 : 0;
  else if (type == G_TYPE_DOUBLE && json_node_get_double (node) == (double) (gint64) json_node_get_double (node))
    *out = (gint64) json_node_get_double (node);
  else
    {
      set_record_error (error, record, _("field “%s” must be a whole number"), name);
      return FALSE;
    }
  *present = TRUE;
  return TRUE;
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

/* Binding helpers */

static void
bind_text (sqlite3_stmt *statement,
           int           index,
           const char   *value)
{
  /* Not copied: every value outlives the step_insert() that follows its
   * binding, and step_insert() clears the bindings. */
  if (value != NULL)
    sqlite3_bind_text (statement, index, value, -1, SQLITE_STATIC);
  else
    sqlite3_bind_null (statement, index);
}

static void
bind_int (sqlite3_stmt *statement,
          int           index,
          gboolean      present,
          gint64        value)
{
  if (present)
    sqlite3_bind_int64 (statement, index, value);
  else
    sqlite3_bind_null (statement, index);
}

static gboolean
step_insert (sqlite3_stmt  *statement,
             const Record  *record,
             GError       **error)
{
  int rc = sqlite3_step (statement);

  sqlite3_reset (statement);
  sqlite3_clear_bindings (statement);
  if (rc == SQLITE_DONE)
    return TRUE;
  if (rc == SQLITE_CONSTRAINT_PRIMARYKEY || rc == SQLITE_CONSTRAINT_UNIQUE)
    set_record_error (error, record, _("the code appears twice"));
  else if (rc == SQLITE_CONSTRAINT_FOREIGNKEY)
    set_record_error (error, record, _("refers to a side, faction, type, cycle or pack that does not exist"));
  else
    set_record_error (error, record, "%s", sqlite3_errmsg (record->db));
  return FALSE;
}

static sqlite3_stmt *
prepare (sqlite3     *db,
         const char  *sql,
         GError     **error)
{
  sqlite3_stmt *statement = NULL;

  if (sqlite3_prepare_v3 (db, sql, -1, SQLITE_PREPARE_PERSISTENT, &statement, NULL) != SQLITE_OK)
    {
      dr_db_set_error (error, db, _("Cannot prepare the import"));
      return NULL;
    }
  return statement;
}

static const char *
record_game (JsonObject *object)
{
  JsonNode *node = json_object_get_member (object, "game");

  if (node != NULL && json_node_get_value_type (node) == G_TYPE_STRING)
    return json_node_get_string (node);
  return "netrunner";
}

/* Importers, one per kind of file */

static gboolean
import_side (sqlite3_stmt *insert, JsonObject *object, Record *record, GError **error)
{
  const char *code, *name;

  if (!read_string (object, "code", TRUE, record, &code, error))
    return FALSE;
  record->code = code;
  if (!read_string (object, "name", TRUE, record, &name, error))
    return FALSE;
  bind_text (insert, 1, code);
  bind_text (insert, 2, record_game (object));
  bind_text (insert, 3, name);
  return step_insert (insert, record, error);
}

static gboolean
import_faction (sqlite3_stmt *insert, JsonObject *object, Record *record, GError **error)
{
  const char *code, *name, *side, *color;
  gboolean has_mini, has_neutral;
  gint64 is_mini, is_neutral;

  if (!read_string (object, "code", TRUE, record, &code, error))
    return FALSE;
  record->code = code;
  if (!read_string (object, "name", TRUE, record, &name, error)
      || !read_string (object, "side_code", FALSE, record, &side, error)
      || !read_string (object, "color", FALSE, record, &color, error)
      || !read_int (object, "is_mini", FALSE, record, &has_mini, &is_mini, error)
      || !read_int (object, "is_neutral", FALSE, record, &has_neutral, &is_neutral, error))
    return FALSE;
  if (!has_neutral)
    is_neutral = strstr (code, "neutral") != NULL;
  bind_text (insert, 1, code);
  bind_text (insert, 2, record_game (object));
  bind_text (insert, 3, name);
  bind_text (insert, 4, side);
  bind_text (insert, 5, color);
  bind_int (insert, 6, TRUE, is_mini);
  bind_int (insert, 7, TRUE, is_neutral);
  return step_insert (insert, record, error);
}

static gboolean
import_type (sqlite3_stmt *insert, JsonObject *object, Record *record, GError **error)
{
  const char *code, *name, *side;
  gboolean has_position, has_subtype;
  gint64 position, is_subtype;

  if (!read_string (object, "code", TRUE, record, &code, error))
    return FALSE;
  record->code = code;
  if (!read_string (object, "name", TRUE, record, &name, error)
      || !read_string (object, "side_code", FALSE, record, &side, error)
      || !read_int (object, "position", FALSE, record, &has_position, &position, error)
      || !read_int (object, "is_subtype", FALSE, record, &has_subtype, &is_subtype, error))
    return FALSE;
  bind_text (insert, 1, code);
  bind_text (insert, 2, record_game (object));
  bind_text (insert, 3, name);
  bind_int (insert, 4, has_position, position);
  bind_int (insert, 5, TRUE, is_subtype);
  bind_text (insert, 6, side);
  return step_insert (insert, record, error);
}

static gboolean
import_cycle (sqlite3_stmt *insert, JsonObject *object, Record *record, GError **error)
{
  const char *code, *name;
  gboolean has_position, has_size, has_rotated;
  gint64 position, size, rotated;

  if (!read_string (object, "code", TRUE, record, &code, error))
    return FALSE;
  record->code = code;
  if (!read_string (object, "name", TRUE, record, &name, error)
      || !read_int (object, "position", TRUE, record, &has_position, &position, error)
      || !read_int (object, "size", FALSE, record, &has_size, &size, error)
      || !read_int (object, "rotated", FALSE, record, &has_rotated, &rotated, error))
    return FALSE;
  bind_text (insert, 1, code);
  bind_text (insert, 2, record_game (object));
  bind_text (insert, 3, name);
  bind_int (insert, 4, TRUE, position);
  bind_int (insert, 5, has_size, size);
  bind_int (insert, 6, TRUE, rotated);
  return step_insert (insert, record, error);
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

static gboolean
import_pack (sqlite3_stmt *insert, JsonObject *object, Record *record, GError **error)
{
  const char *code, *cycle, *name, *date;
  gboolean has_position, has_size, has_ffg;
  gint64 position, size, ffg_id;

  if (!read_string (object, "code", TRUE, record, &code, error))
    return FALSE;
  record->code = code;
  if (!read_string (object, "cycle_code", TRUE, record, &cycle, error)
      || !read_string (object, "name", TRUE, record, &name, error)
      || !read_string (object, "date_release", FALSE, record, &date, error)
      || !read_int (object, "position", TRUE, record, &has_position, &position, error)
      || !read_int (object, "size", FALSE, record, &has_size, &size, error)
      || !read_int (object, "ffg_id", FALSE, record, &has_ffg, &ffg_id, error))
    return FALSE;
  if (!date_is_valid (date))
    {
      set_record_error (error, record, _("“%s” is not a date (YYYY-MM-DD)"), date);
      return FALSE;
    }
  bind_text (insert, 1, code);
  bind_text (insert, 2, record_game (object));
  bind_text (insert, 3, cycle);
  bind_text (insert, 4, name);
  bind_int (insert, 5, TRUE, position);
  bind_text (insert, 6, date);
  bind_int (insert, 7, has_size, size);
  bind_int (insert, 8, has_ffg, ffg_id);
  return step_insert (insert, record, error);
}

typedef struct
{
  sqlite3_stmt *insert_card;
  sqlite3_stmt *insert_face;
} CardStatements;

/* A number that may be X: null when the key is present means X. */
static gboolean
read_number_or_x (JsonObject    *object,
                  const char    *name,
                  const Record  *record,
                  gboolean      *present,
                  gint64        *value,
                  gboolean      *is_x,
                  GError       **error)
{
  *is_x = field_state (object, name) == FIELD_NULL;
  return read_int (object, name, FALSE, record, present, value, error);
}

static const char *const card_int_fields[] = {
  "faction_cost", "influence_limit", "minimum_deck_size", "agenda_points",
  "memory_cost", "trash_cost", "base_link",
};

static gboolean
import_faces (CardStatements *statements, JsonObject *object, Record *record, GError **error)
{
  JsonNode *node = json_object_get_member (object, "faces");
  JsonArray *faces;

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      set_record_error (error, record, _("field “%s” must be a list"), "faces");
      return FALSE;
    }
  faces = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (faces); i++)
    {
      JsonNode *face_node = json_array_get_element (faces, i);
      JsonObject *face;
      const char *title, *text;

      if (!JSON_NODE_HOLDS_OBJECT (face_node))
        {
          set_record_error (error, record, _("face %u is not an object"), i + 1);
          return FALSE;
        }
      face = json_node_get_object (face_node);
      if (!read_string (face, "title", TRUE, record, &title, error)
          || !read_string (face, "text", FALSE, record, &text, error))
        return FALSE;
      bind_text (statements->insert_face, 1, record->code);
      sqlite3_bind_int (statements->insert_face, 2, i + 1);
      bind_text (statements->insert_face, 3, title);
      bind_text (statements->insert_face, 4, text);
      if (!step_insert (statements->insert_face, record, error))
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

static gboolean
import_card (CardStatements *statements, JsonObject *object, Record *record, GError **error)
{
  sqlite3_stmt *insert = statements->insert_card;
  const char *code, *title, *stripped_title, *side, *faction, *type, *keywords, *pack;
  const char *text, *flavor, *illustrator, *original_title, *original_lang;
  const char *game = record_game (object);
  gboolean has_cost, has_strength, has_advancement, cost_x, strength_x, advancement_x;
  gboolean has_position, has_quantity, has_limit, has_unique, has_service;
  gint64 cost, strength, advancement, position, quantity, deck_limit, unique, service;
  g_autofree char *folded_title = NULL;
  g_autofree char *acronym = NULL;
  g_autofree char *stripped_text = NULL;
  int column;

  if (!read_string (object, "code", TRUE, record, &code, error))
    return FALSE;
  record->code = code;
  if (!code_is_valid (game, code))
    {
      set_record_error (error, record, _("“%s” is not a valid card code"), code);
      return FALSE;
    }
  if (!read_string (object, "title", TRUE, record, &title, error)
      || !read_string (object, "stripped_title", FALSE, record, &stripped_title, error)
      || !read_string (object, "side_code", TRUE, record, &side, error)
      || !read_string (object, "faction_code", g_str_equal (game, "netrunner"), record, &faction, error)
      || !read_string (object, "type_code", TRUE, record, &type, error)
      || !read_string (object, "keywords", FALSE, record, &keywords, error)
      || !read_string (object, "pack_code", TRUE, record, &pack, error)
      || !read_string (object, "text", FALSE, record, &text, error)
      || !read_string (object, "flavor", FALSE, record, &flavor, error)
      || !read_string (object, "illustrator", FALSE, record, &illustrator, error)
      || !read_string (object, "original_title", FALSE, record, &original_title, error)
      || !read_string (object, "original_lang", FALSE, record, &original_lang, error)
      || !read_number_or_x (object, "cost", record, &has_cost, &cost, &cost_x, error)
      || !read_number_or_x (object, "strength", record, &has_strength, &strength, &strength_x, error)
      || !read_number_or_x (object, "advancement_cost", record, &has_advancement, &advancement,
                            &advancement_x, error)
      || !read_int (object, "position", TRUE, record, &has_position, &position, error)
      || !read_int (object, "quantity", TRUE, record, &has_quantity, &quantity, error)
      || !read_int (object, "deck_limit", TRUE, record, &has_limit, &deck_limit, error)
      || !read_int (object, "uniqueness", TRUE, record, &has_unique, &unique, error)
      || !read_int (object, "is_service", FALSE, record, &has_service, &service, error))
    return FALSE;
  if (quantity < 0 || deck_limit < 0)
    {
      set_record_error (error, record, _("quantity and deck limit cannot be negative"));
      return FALSE;
    }

  if (stripped_title == NULL)
    stripped_title = folded_title = dr_text_to_ascii (title);
  acronym = dr_text_acronym (stripped_title);
  stripped_text = dr_text_strip_markup (text);

  bind_text (insert, 1, code);
  bind_text (insert, 2, game);
  bind_text (insert, 3, title);
  bind_text (insert, 4, stripped_title);
  bind_text (insert, 5, acronym);
  bind_text (insert, 6, original_title);
  bind_text (insert, 7, original_lang);
  bind_text (insert, 8, side);
  bind_text (insert, 9, faction);
  bind_text (insert, 10, type);
  bind_text (insert, 11, keywords);
  bind_int (insert, 12, has_cost, cost);
  bind_int (insert, 13, TRUE, cost_x);
  bind_int (insert, 14, has_strength, strength);
  bind_int (insert, 15, TRUE, strength_x);
  bind_int (insert, 16, has_advancement, advancement);
  bind_int (insert, 17, TRUE, advancement_x);
  column = 18;
  for (guint i = 0; i < G_N_ELEMENTS (card_int_fields); i++)
    {
      gboolean present;
      gint64 value;

      if (!read_int (object, card_int_fields[i], FALSE, record, &present, &value, error))
        {
          sqlite3_reset (insert);
          sqlite3_clear_bindings (insert);
          return FALSE;
        }
      bind_int (insert, column++, present, value);
    }
  bind_int (insert, 25, TRUE, unique);
  bind_int (insert, 26, TRUE, deck_limit);
  bind_int (insert, 27, TRUE, quantity);
  bind_text (insert, 28, pack);
  bind_int (insert, 29, TRUE, position);
  bind_int (insert, 30, TRUE, service);
  bind_text (insert, 31, text);
  bind_text (insert, 32, stripped_text);
  bind_text (insert, 33, flavor);
  bind_text (insert, 34, illustrator);
  sqlite3_bind_int64 (insert, 35, title_key (game, title));
  return step_insert (insert, record, error) && import_faces (statements, object, record, error);
}

static gboolean
import_verdicts (sqlite3_stmt *insert,
                 const char   *mwl_code,
                 JsonObject   *cards,
                 Record       *record,
                 GError      **error)
{
  g_autoptr(GList) codes = json_object_get_members (cards);

  for (GList *l = codes; l != NULL; l = l->next)
    {
      const char *card_code = l->data;
      JsonNode *verdict_node = json_object_get_member (cards, card_code);
      JsonObject *verdict;
      g_autoptr(GList) kinds = NULL;

      if (!JSON_NODE_HOLDS_OBJECT (verdict_node))
        {
          set_record_error (error, record, _("the verdict for card “%s” is not an object"), card_code);
          return FALSE;
        }
      verdict = json_node_get_object (verdict_node);
      kinds = json_object_get_members (verdict);
      for (GList *k = kinds; k != NULL; k = k->next)
        {
          gboolean present;
          gint64 value;

          if (!read_int (verdict, k->data, TRUE, record, &present, &value, error))
            return FALSE;
          bind_text (insert, 1, mwl_code);
          bind_text (insert, 2, card_code);
          bind_text (insert, 3, k->data);
          sqlite3_bind_int64 (insert, 4, value);
          if (!step_insert (insert, record, error))
            return FALSE;
        }
    }
  return TRUE;
}

static JsonObject *
read_object_member (JsonObject    *object,
                    const char    *name,
                    const Record  *record,
                    GError       **error)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      set_record_error (error, record, _("field “%s” must be an object"), name);
      return NULL;
    }
  return json_node_get_object (node);
}

typedef struct
{
  sqlite3_stmt *insert_list;
  sqlite3_stmt *insert_items;
} ListStatements;

static gboolean
import_mwl (ListStatements *statements, JsonObject *object, Record *record, GError **error)
{
  const char *code, *name, *date;
  gboolean has_id, has_active, has_limit;
  gint64 id, active, point_limit;
  JsonObject *cards;

  if (!read_string (object, "code", TRUE, record, &code, error))
    return FALSE;
  record->code = code;
  if (!read_string (object, "name", TRUE, record, &name, error)
      || !read_string (object, "date_start", TRUE, record, &date, error)
      || !read_int (object, "id", FALSE, record, &has_id, &id, error)
      || !read_int (object, "active", FALSE, record, &has_active, &active, error)
      || !read_int (object, "point_limit", FALSE, record, &has_limit, &point_limit, error))
    return FALSE;
  cards = read_object_member (object, "cards", record, error);
  if (cards == NULL)
    return FALSE;
  bind_text (statements->insert_list, 1, code);
  bind_int (statements->insert_list, 2, has_id, id);
  bind_text (statements->insert_list, 3, name);
  bind_text (statements->insert_list, 4, date);
  bind_int (statements->insert_list, 5, TRUE, active);
  bind_int (statements->insert_list, 6, has_limit, point_limit);
  return step_insert (statements->insert_list, record, error)
         && import_verdicts (statements->insert_items, code, cards, record, error);
}

static gboolean
import_rotation (ListStatements *statements, JsonObject *object, Record *record, GError **error)
{
  const char *code, *name, *date;
  JsonNode *rotated_node;
  JsonArray *rotated;

  if (!read_string (object, "code", TRUE, record, &code, error))
    return FALSE;
  record->code = code;
  if (!read_string (object, "name", TRUE, record, &name, error)
      || !read_string (object, "date_start", TRUE, record, &date, error))
    return FALSE;
  rotated_node = json_object_get_member (object, "rotated");
  if (rotated_node == NULL || !JSON_NODE_HOLDS_ARRAY (rotated_node))
    {
      set_record_error (error, record, _("field “%s” must be a list"), "rotated");
      return FALSE;
    }
  bind_text (statements->insert_list, 1, code);
  bind_text (statements->insert_list, 2, name);
  bind_text (statements->insert_list, 3, date);
  if (!step_insert (statements->insert_list, record, error))
    return FALSE;

  rotated = json_node_get_array (rotated_node);
  for (guint i = 0; i < json_array_get_length (rotated); i++)
    {
      JsonNode *cycle = json_array_get_element (rotated, i);

      if (json_node_get_value_type (cycle) != G_TYPE_STRING)
        {
          set_record_error (error, record, _("field “%s” must be a list of codes"), "rotated");
          return FALSE;
        }
      bind_text (statements->insert_items, 1, code);
      bind_text (statements->insert_items, 2, json_node_get_string (cycle));
      if (!step_insert (statements->insert_items, record, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
import_prebuilt (ListStatements *statements, JsonObject *object, Record *record, GError **error)
{
  const char *code, *name, *date;
  gboolean has_position;
  gint64 position;
  JsonObject *cards;
  g_autoptr(GList) card_codes = NULL;

  if (!read_string (object, "code", TRUE, record, &code, error))
    return FALSE;
  record->code = code;
  if (!read_string (object, "name", TRUE, record, &name, error)
      || !read_string (object, "date_release", FALSE, record, &date, error)
      || !read_int (object, "position", FALSE, record, &has_position, &position, error))
    return FALSE;
  cards = read_object_member (object, "cards", record, error);
  if (cards == NULL)
    return FALSE;
  bind_text (statements->insert_list, 1, code);
  bind_text (statements->insert_list, 2, name);
  bind_int (statements->insert_list, 3, has_position, position);
  bind_text (statements->insert_list, 4, date);
  if (!step_insert (statements->insert_list, record, error))
    return FALSE;

  card_codes = json_object_get_members (cards);
  for (GList *l = card_codes; l != NULL; l = l->next)
    {
      gboolean present;
      gint64 quantity;

      if (!read_int (cards, l->data, TRUE, record, &present, &quantity, error))
        return FALSE;
      bind_text (statements->insert_items, 1, code);
      bind_text (statements->insert_items, 2, l->data);
      sqlite3_bind_int64 (statements->insert_items, 3, quantity);
      if (!step_insert (statements->insert_items, record, error))
        return FALSE;
    }
  return TRUE;
}

/* The records of a file: a bare array (NetrunnerDB's repository) or the
 * API v2 envelope {"data": [...], "success": true, ...}. */
static JsonArray *
records_of (JsonNode    *root,
            const char  *source,
            sqlite3     *db,
            GError     **error)
{
  JsonObject *envelope;
  JsonNode *data;

  if (root != NULL && JSON_NODE_HOLDS_ARRAY (root))
    return json_node_get_array (root);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT,
                   _("%s: expected a list of records or an object with “data”"), source);
      return NULL;
    }
  envelope = json_node_get_object (root);
  if (json_object_has_member (envelope, "success")
      && json_node_get_value_type (json_object_get_member (envelope, "success")) == G_TYPE_BOOLEAN
      && !json_object_get_boolean_member (envelope, "success")
      && !json_object_has_member (envelope, "data"))
    {
      const char *message = NULL;

      if (json_object_has_member (envelope, "msg")
          && json_node_get_value_type (json_object_get_member (envelope, "msg")) == G_TYPE_STRING)
        message = json_object_get_string_member (envelope, "msg");
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT, _("%s: the server reported a failure: %s"),
                   source, message ? message : _("no reason given"));
      return NULL;
    }
  data = json_object_get_member (envelope, "data");
  if (data == NULL || !JSON_NODE_HOLDS_ARRAY (data))
    {
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT, _("%s: field “data” must be a list"), source);
      return NULL;
    }
  if (json_object_has_member (envelope, "imageUrlTemplate"))
    {
      JsonNode *template = json_object_get_member (envelope, "imageUrlTemplate");

      if (json_node_get_value_type (template) == G_TYPE_STRING
          && !dr_db_set_meta (db, "image_url_template", json_node_get_string (template), error))
        return NULL;
    }
  return json_node_get_array (data);
}

typedef gboolean (*ImportSimpleFunc) (sqlite3_stmt *, JsonObject *, Record *, GError **);
typedef gboolean (*ImportCardFunc) (CardStatements *, JsonObject *, Record *, GError **);
typedef gboolean (*ImportListFunc) (ListStatements *, JsonObject *, Record *, GError **);

gboolean
dr_card_db_import_json (sqlite3         *db,
                        DrCardDataKind   kind,
                        JsonNode        *root,
                        const char      *source_name,
                        GError         **error)
{
  JsonArray *records = records_of (root, source_name, db, error);
  sqlite3_stmt *first = NULL;
  sqlite3_stmt *second = NULL;
  CardStatements card_statements;
  ListStatements list_statements;
  ImportSimpleFunc simple = NULL;
  ImportListFunc list = NULL;
  gboolean ok = TRUE;

  if (records == NULL)
    return FALSE;

  switch (kind)
    {
    case DR_CARD_DATA_SIDES:
      first = prepare (db, "INSERT INTO sides (code, game, name) VALUES (?, ?, ?)", error);
      simple = import_side;
      break;
    case DR_CARD_DATA_FACTIONS:
      first = prepare (db, "INSERT INTO factions (code, game, name, side_code, color, is_mini, is_neutral)"
                           " VALUES (?, ?, ?, ?, ?, ?, ?)", error);
      simple = import_faction;
      break;
    case DR_CARD_DATA_TYPES:
      first = prepare (db, "INSERT INTO types (code, game, name, position, is_subtype, side_code)"
                           " VALUES (?, ?, ?, ?, ?, ?)", error);
      simple = import_type;
      break;
    case DR_CARD_DATA_CYCLES:
      first = prepare (db, "INSERT INTO cycles (code, game, name, position, size, rotated)"
                           " VALUES (?, ?, ?, ?, ?, ?)", error);
      simple = import_cycle;
      break;
    case DR_CARD_DATA_PACKS:
      first = prepare (db, "INSERT INTO packs (code, game, cycle_code, name, position, date_release, size, ffg_id)"
                           " VALUES (?, ?, ?, ?, ?, ?, ?, ?)", error);
      simple = import_pack;
      break;
    case DR_CARD_DATA_CARDS:
      /* Pack and cycle facts are copied in as each card arrives (packs come
       * first in every data set) so that no pass rewrites the wide rows later. */
      first = prepare (db, "INSERT INTO cards (code, game, title, stripped_title, title_acronym,"
                           " original_title, original_lang, side_code, faction_code, type_code, keywords,"
                           " cost, cost_is_x, strength, strength_is_x, advancement_cost, advancement_is_x,"
                           " faction_cost, influence_limit, minimum_deck_size, agenda_points, memory_cost,"
                           " trash_cost, base_link, uniqueness, deck_limit, quantity, pack_code, position,"
                           " is_service, text, stripped_text, flavor, illustrator,"
                           " title_key, pack_date, cycle_code, cycle_position, cycle_rotated)"
                           " SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12,"
                           " ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22, ?23, ?24,"
                           " ?25, ?26, ?27, ?28, ?29, ?30, ?31, ?32, ?33, ?34, ?35,"
                           " p.date_release, y.code, y.position, y.rotated"
                           " FROM (SELECT 1) LEFT JOIN packs AS p ON p.code = ?28"
                           " LEFT JOIN cycles AS y ON y.code = p.cycle_code", error);
      second = prepare (db, "INSERT INTO card_faces (card_code, face, title, text) VALUES (?, ?, ?, ?)", error);
      break;
    case DR_CARD_DATA_MWL:
      first = prepare (db, "INSERT INTO mwls (code, id, name, date_start, active, point_limit)"
                           " VALUES (?, ?, ?, ?, ?, ?)", error);
      second = prepare (db, "INSERT INTO mwl_cards (mwl_code, card_code, kind, value) VALUES (?, ?, ?, ?)", error);
      list = import_mwl;
      break;
    case DR_CARD_DATA_ROTATIONS:
      first = prepare (db, "INSERT INTO rotations (code, name, date_start) VALUES (?, ?, ?)", error);
      second = prepare (db, "INSERT INTO rotation_cycles (rotation_code, cycle_code) VALUES (?, ?)", error);
      list = import_rotation;
      break;
    case DR_CARD_DATA_PREBUILTS:
      first = prepare (db, "INSERT INTO prebuilts (code, name, position, date_release) VALUES (?, ?, ?, ?)", error);
      second = prepare (db, "INSERT INTO prebuilt_cards (prebuilt_code, card_code, quantity) VALUES (?, ?, ?)",
                        error);
      list = import_prebuilt;
      break;
    case DR_CARD_DATA_UNKNOWN:
    default:
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT, _("%s: unknown kind of card data"), source_name);
      return FALSE;
    }

  if (first == NULL || ((list != NULL || kind == DR_CARD_DATA_CARDS) && second == NULL))
    ok = FALSE;
  card_statements.insert_card = first;
  card_statements.insert_face = second;
  list_statements.insert_list = first;
  list_statements.insert_items = second;

  for (guint i = 0; ok && i < json_array_get_length (records); i++)
    {
      JsonNode *node = json_array_get_element (records, i);
      Record record = { db, source_name, i + 1, NULL };

      if (!JSON_NODE_HOLDS_OBJECT (node))
        {
          set_record_error (error, &record, _("not an object"));
          ok = FALSE;
        }
      else if (simple != NULL)
        ok = simple (first, json_node_get_object (node), &record, error);
      else if (list != NULL)
        ok = list (&list_statements, json_node_get_object (node), &record, error);
      else
        ok = import_card (&card_statements, json_node_get_object (node), &record, error);
    }

  sqlite3_finalize (first);
  sqlite3_finalize (second);
  return ok;
}

gboolean
dr_card_db_import_file (sqlite3     *db,
                        const char  *path,
                        GError     **error)
{
  g_autoptr(GMappedFile) file = NULL;
  g_autoptr(DrJsonDocument) document = NULL;
  g_autoptr(JsonParser) parser = NULL;
  DrCardDataKind kind = dr_card_data_kind_from_name (path);
  guint n_parts = MIN (g_get_num_processors (), 4);
  JsonNode *root;

  if (kind == DR_CARD_DATA_UNKNOWN)
    {
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT, _("%s: unknown kind of card data"), path);
      return FALSE;
    }
  file = g_mapped_file_new (path, FALSE, error);
  if (file == NULL)
    {
      g_prefix_error (error, "%s: ", path);
      return FALSE;
    }
  if (n_parts > 1 && g_mapped_file_get_length (file) >= DR_JSON_PARALLEL_MIN_SIZE)
    document = dr_json_document_parse (g_mapped_file_get_contents (file),
                                       g_mapped_file_get_length (file), n_parts);
  if (document != NULL)
    root = dr_json_document_get_root (document);
  else
    {
      /* Small files, and any file the pieces could not parse: json-glib's
       * own error names the line and column. */
      parser = json_parser_new ();
      if (!json_parser_load_from_data (parser, g_mapped_file_get_contents (file),
                                       g_mapped_file_get_length (file), error))
        {
          g_prefix_error (error, "%s: ", path);
          return FALSE;
        }
      root = json_parser_get_root (parser);
    }
  return dr_card_db_import_json (db, kind, root, path, error);
}

/* Drops (restore = FALSE) or recreates (TRUE) the indexes listed in
 * temp.deferred_indexes. */
static gboolean
for_each_deferred_index (sqlite3   *db,
                         gboolean   restore,
                         GError   **error)
{
  g_autoptr(GPtrArray) statements = g_ptr_array_new_with_free_func (g_free);
  sqlite3_stmt *statement = NULL;

  /* Databases not made by dr_card_db_create_for_build() have nothing deferred. */
  if (sqlite3_prepare_v2 (db, "SELECT name, sql FROM temp.deferred_indexes", -1, &statement, NULL) != SQLITE_OK)
    return TRUE;
  while (sqlite3_step (statement) == SQLITE_ROW)
    {
      const char *name = (const char *) sqlite3_column_text (statement, 0);
      const char *create = (const char *) sqlite3_column_text (statement, 1);

      g_ptr_array_add (statements, restore ? g_strdup (create) : g_strdup_printf ("DROP INDEX \"%s\"", name));
    }
  /* Schema changes wait until no statement reads the schema. */
  sqlite3_finalize (statement);
  for (guint i = 0; i < statements->len; i++)
    if (!dr_db_exec (db, statements->pdata[i], error))
      return FALSE;
  return TRUE;
}

static gboolean
drop_deferred_indexes (sqlite3  *db,
                       GError  **error)
{
  return for_each_deferred_index (db, FALSE, error);
}

static gboolean
restore_deferred_indexes (sqlite3  *db,
                          GError  **error)
{
  return for_each_deferred_index (db, TRUE, error)
         && dr_db_exec (db, "DROP TABLE IF EXISTS temp.deferred_indexes", error);
}

sqlite3 *
dr_card_db_create_for_build (const char  *path,
                             GError     **error)
{
  sqlite3 *db;

  if (g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_set_error (error, DR_ERROR, DR_ERROR_FAILED, _("“%s” already exists"), path);
      return NULL;
    }
  db = dr_db_open (path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, error);
  if (db == NULL)
    return NULL;
  /* Nothing reads this file until it is renamed into place, so a crash only
   * leaves a stray temporary file: no journal needed while building. */
  /* Secondary indexes are built once at the end, from sorted data, rather
   * than updated card by card; dr_card_db_finish_import() restores them. */
  if (!dr_db_exec (db, "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;", error)
      || !dr_db_migrate_to_latest (db, &card_schema, error)
      || !dr_db_exec (db, "BEGIN;"
                          "CREATE TEMP TABLE deferred_indexes AS SELECT name, sql FROM sqlite_master"
                          "  WHERE type = 'index' AND tbl_name = 'cards' AND sql IS NOT NULL;", error)
      || !drop_deferred_indexes (db, error))
    {
      dr_db_close (db);
      g_unlink (path);
      return NULL;
    }
  return db;
}

gboolean
dr_card_db_finish_import (sqlite3  *db,
                          GError  **error)
{
  static const char *const derive_sql =
    /* Cards that arrived before their pack. */
    "UPDATE cards SET pack_date = p.date_release, cycle_code = y.code, cycle_position = y.position,"
    "  cycle_rotated = y.rotated"
    "  FROM packs AS p JOIN cycles AS y ON y.code = p.cycle_code"
    "  WHERE p.code = cards.pack_code AND cards.cycle_code IS NULL;"
    /* The newest printing of a title; unreleased packs count as newest. The
     * title index finds the other printings (no statistics yet to tell the
     * planner so), and only rows whose flag is wrong
     * are rewritten (is_latest = 1 while a newer printing exists, or 0 while
     * none does). */
    "UPDATE cards SET is_latest = NOT is_latest WHERE is_latest = EXISTS ("
    "  SELECT 1 FROM cards AS newer INDEXED BY cards_title WHERE newer.title = cards.title AND newer.game = cards.game"
    "    AND (COALESCE (newer.pack_date, '9999-99-99'), newer.code)"
    "        > (COALESCE (cards.pack_date, '9999-99-99'), cards.code));"
    /* NetrunnerDB marks the active list; raw files do not, so derive it.
     * Active means Standard's: points lists are Eternal's. */
    "UPDATE mwls SET active = 1 WHERE NOT EXISTS (SELECT 1 FROM mwls WHERE active = 1)"
    "  AND code = (SELECT code FROM mwls WHERE date_start <= date ('now') AND point_limit IS NULL"
    "              ORDER BY date_start DESC LIMIT 1);"
    "INSERT INTO cards_fts (cards_fts) VALUES ('rebuild');"
    /* Statistics let the planner prefer the narrow filter index for searches. */
    "PRAGMA analysis_limit = 400;"
    "ANALYZE;";

  return restore_deferred_indexes (db, error) && dr_db_exec (db, derive_sql, error)
         && dr_card_translations_finish (db, error);
}

gboolean
dr_card_db_close_build (sqlite3     *db,
                        const char  *path,
                        GError     **error)
{
  int fd;

  if (!dr_db_exec (db, "COMMIT", error)
      || !dr_db_exec (db, "PRAGMA journal_mode = WAL", error))
    {
      dr_db_close (db);
      return FALSE;
    }
  if (sqlite3_close (db) != SQLITE_OK)
    {
      dr_db_set_error (error, db, _("Cannot close the new card database"));
      sqlite3_close_v2 (db);
      return FALSE;
    }

  fd = g_open (path, O_RDONLY, 0);
  if (fd < 0 || fsync (fd) != 0)
    {
      int saved_errno = errno;

      if (fd >= 0)
        close (fd);
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Cannot write “%s” to disk: %s"), path, g_strerror (saved_errno));
      return FALSE;
    }
  close (fd);
  return TRUE;
}

/* A write-ahead log left by a crash belongs to the old file: sqlite would
 * replay it into the new one, so it goes before the new file takes the name. */
static void
remove_journal_files (const char *path)
{
  g_autofree char *wal = g_strconcat (path, "-wal", NULL);
  g_autofree char *shm = g_strconcat (path, "-shm", NULL);

  g_unlink (wal);
  g_unlink (shm);
}

gboolean
dr_card_db_put_in_place (const char  *build_path,
                         const char  *path,
                         GError     **error)
{
  remove_journal_files (path);
  if (g_rename (build_path, path) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Cannot put the new card database in place: %s"), g_strerror (saved_errno));
      g_unlink (build_path);
      return FALSE;
    }
  return TRUE;
}
