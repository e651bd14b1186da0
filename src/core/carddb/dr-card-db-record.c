/* dr-card-db-record.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-card-db"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "dr-card-db-private.h"
#include "dr-error.h"


/* Reading the fields of one record and binding them to an insert. */

void
dr_card_import_error (GError             **error,
                      const DrCardRecord  *record,
                      const char          *format,
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

gboolean
dr_card_import_read_string (const DrJsonValue   *object,
                            const char          *name,
                            gboolean             required,
                            const DrCardRecord  *record,
                            const char         **out,
                            GError             **error)
{
  const DrJsonValue *node = dr_json_object_get_member (object, name);

  *out = NULL;
  if (node == NULL || dr_json_value_get_type (node) == DR_JSON_NULL)
    {
      if (required)
        {
          dr_card_import_error (error, record, _("missing required field “%s”"), name);
          return FALSE;
        }
      return TRUE;
    }
  if (dr_json_value_get_type (node) != DR_JSON_STRING)
    {
      dr_card_import_error (error, record, _("field “%s” must be a string"), name);
      return FALSE;
    }
  *out = dr_json_value_get_string (node);
  if (required && **out == '\0')
    {
      dr_card_import_error (error, record, _("field “%s” is empty"), name);
      return FALSE;
    }
  return TRUE;
}

/* Numbers: *present is FALSE for an absent or null field. Booleans are
 * accepted as 0/1 since NetrunnerDB mixes both in older files. */
gboolean
dr_card_import_read_int (const DrJsonValue   *object,
                         const char          *name,
                         gboolean             required,
                         const DrCardRecord  *record,
                         gboolean            *present,
                         gint64              *out,
                         GError             **error)
{
  const DrJsonValue *node = dr_json_object_get_member (object, name);
  DrJsonType type = node != NULL ? dr_json_value_get_type (node) : DR_JSON_NULL;

  *present = FALSE;
  *out = 0;
  if (type == DR_JSON_NULL)
    {
      if (required)
        {
          dr_card_import_error (error, record, _("missing required field “%s”"), name);
          return FALSE;
        }
      return TRUE;
    }
  if (type == DR_JSON_INTEGER)
    *out = dr_json_value_get_int (node);
  else if (type == DR_JSON_BOOLEAN)
    *out = dr_json_value_get_boolean (node) ? 1 : 0;
  else if (type == DR_JSON_DOUBLE
           && dr_json_value_get_double (node) == (double) (gint64) dr_json_value_get_double (node))
    *out = (gint64) dr_json_value_get_double (node);
  else
    {
      dr_card_import_error (error, record, _("field “%s” must be a whole number"), name);
      return FALSE;
    }
  *present = TRUE;
  return TRUE;
}

/* Binding helpers */

void
dr_card_import_bind_text (sqlite3_stmt *statement,
                          int           index,
                          const char   *value)
{
  /* Not copied: every value outlives the dr_card_import_step() that follows its
   * binding, and dr_card_import_step() clears the bindings. */
  if (value != NULL)
    sqlite3_bind_text (statement, index, value, -1, SQLITE_STATIC);
  else
    sqlite3_bind_null (statement, index);
}

void
dr_card_import_bind_int (sqlite3_stmt *statement,
                         int           index,
                         gboolean      present,
                         gint64        value)
{
  if (present)
    sqlite3_bind_int64 (statement, index, value);
  else
    sqlite3_bind_null (statement, index);
}

gboolean
dr_card_import_step (sqlite3_stmt        *statement,
                     const DrCardRecord  *record,
                     GError             **error)
{
  int rc = sqlite3_step (statement);

  sqlite3_reset (statement);
  sqlite3_clear_bindings (statement);
  if (rc == SQLITE_DONE)
    return TRUE;
  if (rc == SQLITE_CONSTRAINT_PRIMARYKEY || rc == SQLITE_CONSTRAINT_UNIQUE)
    dr_card_import_error (error, record, _("the code appears twice"));
  else if (rc == SQLITE_CONSTRAINT_FOREIGNKEY)
    dr_card_import_error (error, record, _("refers to a side, faction, type, cycle or pack that does not exist"));
  else
    dr_card_import_error (error, record, "%s", sqlite3_errmsg (record->db));
  return FALSE;
}

sqlite3_stmt *
dr_card_import_prepare (sqlite3     *db,
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

const char *
dr_card_import_game (const DrJsonValue *object)
{
  const DrJsonValue *node = dr_json_object_get_member (object, "game");

  if (node != NULL && dr_json_value_get_type (node) == DR_JSON_STRING)
    return dr_json_value_get_string (node);
  return "netrunner";
}
