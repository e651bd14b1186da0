/* dr-name-translations.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-card-db"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "dr-card-db-private.h"
#include "dr-card-translations.h"
#include "dr-db.h"
#include "dr-error.h"
#include "dr-name-translations.h"

static const char *const kinds[] = { "packs", "cycles", "factions", "types", "sides", NULL };

const char *const *
dr_name_translation_kinds (void)
{
  return kinds;
}

/* Every record checked before a row is written: a bad file writes nothing.
 * The messages are the card importer's ("record 3 (code “ice”): missing
 * required field “name”"). */
static gboolean
check_records (sqlite3     *db,
               JsonNode    *root,
               const char  *source_name,
               GError     **error)
{
  g_autoptr(DrJsonDoc) doc = dr_json_doc_new_from_node (root);
  const DrJsonValue *records = dr_json_doc_get_root (doc);
  guint index = 0;

  if (dr_json_value_get_type (records) != DR_JSON_ARRAY)
    {
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT, _("%s: not a list of translated names"), source_name);
      return FALSE;
    }
  for (const DrJsonValue *object = dr_json_value_get_first (records); object != NULL;
       object = dr_json_value_get_next (records, object))
    {
      DrCardRecord record = { db, source_name, ++index, NULL };
      const char *name;

      if (dr_json_value_get_type (object) != DR_JSON_OBJECT)
        {
          dr_card_import_error (error, &record, _("not an object"));
          return FALSE;
        }
      if (!dr_card_import_read_string (object, "code", TRUE, &record, &record.code, error)
          || !dr_card_import_read_string (object, "name", TRUE, &record, &name, error))
        return FALSE;
    }
  return TRUE;
}

gboolean
dr_name_translations_import_json (sqlite3     *db,
                                  const char  *locale,
                                  const char  *kind,
                                  JsonNode    *root,
                                  const char  *source_name,
                                  guint       *n_imported,
                                  GError     **error)
{
  sqlite3_stmt *statement = NULL;
  JsonArray *records;
  guint count = 0;
  gboolean ok = TRUE;

  g_return_val_if_fail (db != NULL && locale != NULL && root != NULL, FALSE);

  if (kind == NULL || !g_strv_contains (kinds, kind))
    {
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT, _("%s: no names of “%s” are translated"), source_name,
                   kind != NULL ? kind : "");
      return FALSE;
    }
  if (!check_records (db, root, source_name, error))
    return FALSE;
  if (sqlite3_prepare_v2 (db, "INSERT OR REPLACE INTO name_translations (kind, code, locale, name, search_name)"
                              " VALUES (?, ?, ?, ?, ?)", -1, &statement, NULL) != SQLITE_OK)
    {
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT, "%s: %s", source_name, sqlite3_errmsg (db));
      return FALSE;
    }
  records = json_node_get_array (root);
  for (guint i = 0; ok && i < json_array_get_length (records); i++)
    {
      JsonObject *record = json_array_get_object_element (records, i);
      const char *name = json_object_get_string_member (record, "name");
      g_autofree char *search_name = dr_card_translation_search_key (name);

      sqlite3_reset (statement);
      sqlite3_bind_text (statement, 1, kind, -1, SQLITE_STATIC);
      sqlite3_bind_text (statement, 2, json_object_get_string_member (record, "code"), -1, SQLITE_TRANSIENT);
      sqlite3_bind_text (statement, 3, locale, -1, SQLITE_STATIC);
      sqlite3_bind_text (statement, 4, name, -1, SQLITE_TRANSIENT);
      sqlite3_bind_text (statement, 5, search_name, -1, SQLITE_TRANSIENT);
      if (sqlite3_step (statement) == SQLITE_DONE)
        count++;
      else
        {
          g_set_error (error, DR_ERROR, DR_ERROR_IMPORT, "%s: %s", source_name, sqlite3_errmsg (db));
          ok = FALSE;
        }
    }
  sqlite3_finalize (statement);
  if (n_imported != NULL)
    *n_imported = count;
  return ok;
}
