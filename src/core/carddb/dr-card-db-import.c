/* dr-card-db-import.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-card-db"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "dr-card-db-private.h"
#include "dr-error.h"


/* The records of a file: a bare array (NetrunnerDB's repository) or the
 * API v2 envelope {"data": [...], "success": true, ...}. */
static const DrJsonValue *
records_of (const DrJsonValue  *root,
            const char         *source,
            sqlite3            *db,
            GError            **error)
{
  const DrJsonValue *success, *data, *template;

  if (root != NULL && dr_json_value_get_type (root) == DR_JSON_ARRAY)
    return root;
  if (root == NULL || dr_json_value_get_type (root) != DR_JSON_OBJECT)
    {
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT,
                   _("%s: expected a list of records or an object with “data”"), source);
      return NULL;
    }
  success = dr_json_object_get_member (root, "success");
  data = dr_json_object_get_member (root, "data");
  if (success != NULL && dr_json_value_get_type (success) == DR_JSON_BOOLEAN
      && !dr_json_value_get_boolean (success) && data == NULL)
    {
      const DrJsonValue *message = dr_json_object_get_member (root, "msg");

      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT, _("%s: the server reported a failure: %s"), source,
                   message != NULL && dr_json_value_get_type (message) == DR_JSON_STRING
                   ? dr_json_value_get_string (message) : _("no reason given"));
      return NULL;
    }
  if (data == NULL || dr_json_value_get_type (data) != DR_JSON_ARRAY)
    {
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT, _("%s: field “data” must be a list"), source);
      return NULL;
    }
  template = dr_json_object_get_member (root, "imageUrlTemplate");
  if (template != NULL && dr_json_value_get_type (template) == DR_JSON_STRING
      && !dr_db_set_meta (db, "image_url_template", dr_json_value_get_string (template), error))
    return NULL;
  return data;
}

typedef gboolean (*ImportSimpleFunc) (sqlite3_stmt *, const DrJsonValue *, DrCardRecord *, GError **);
typedef gboolean (*ImportListFunc) (DrListStatements *, const DrJsonValue *, DrCardRecord *, GError **);

gboolean
dr_card_db_import_value (sqlite3            *db,
                         DrCardDataKind      kind,
                         const DrJsonValue  *root,
                         const char         *source_name,
                         GError            **error)
{
  const DrJsonValue *records = records_of (root, source_name, db, error);
  guint index = 0;
  sqlite3_stmt *first = NULL;
  sqlite3_stmt *second = NULL;
  DrCardStatements card_statements;
  DrListStatements list_statements;
  ImportSimpleFunc simple = NULL;
  ImportListFunc list = NULL;
  gboolean ok = TRUE;

  if (records == NULL)
    return FALSE;

  switch (kind)
    {
    case DR_CARD_DATA_SIDES:
      first = dr_card_import_prepare (db, "INSERT INTO sides (code, game, name) VALUES (?, ?, ?)",
                                      error);
      simple = dr_card_import_side;
      break;
    case DR_CARD_DATA_FACTIONS:
      first = dr_card_import_prepare (db, "INSERT INTO factions (code, game, name, side_code, color,"
                                          " is_mini, is_neutral) VALUES (?, ?, ?, ?, ?, ?, ?)", error);
      simple = dr_card_import_faction;
      break;
    case DR_CARD_DATA_TYPES:
      first = dr_card_import_prepare (db, "INSERT INTO types (code, game, name, position, is_subtype,"
                                          " side_code) VALUES (?, ?, ?, ?, ?, ?)", error);
      simple = dr_card_import_type;
      break;
    case DR_CARD_DATA_CYCLES:
      first = dr_card_import_prepare (db, "INSERT INTO cycles (code, game, name, position, size, rotated)"
                                          " VALUES (?, ?, ?, ?, ?, ?)", error);
      simple = dr_card_import_cycle;
      break;
    case DR_CARD_DATA_PACKS:
      first = dr_card_import_prepare (db, "INSERT INTO packs (code, game, cycle_code, name, position,"
                                          " date_release, size, ffg_id)"
                                          " VALUES (?, ?, ?, ?, ?, ?, ?, ?)", error);
      simple = dr_card_import_pack;
      break;
    case DR_CARD_DATA_CARDS:
      /* Pack and cycle facts are copied in as each card arrives (packs come
       * first in every data set) so that no pass rewrites the wide rows later. */
      first = dr_card_import_prepare (db, "INSERT INTO cards (code, game, title, stripped_title,"
                                          " title_acronym, original_title, original_lang, side_code,"
                                          " faction_code, type_code, keywords, cost, cost_is_x, strength,"
                                          " strength_is_x, advancement_cost, advancement_is_x,"
                                          " faction_cost, influence_limit, minimum_deck_size,"
                                          " agenda_points, memory_cost, trash_cost, base_link,"
                                          " uniqueness, deck_limit, quantity, pack_code, position,"
                                          " is_service, text, stripped_text, flavor, illustrator,"
                                          " title_key, pack_date, cycle_code, cycle_position,"
                                          " cycle_rotated)"
                                          " SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12,"
                                          " ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22, ?23, ?24,"
                                          " ?25, ?26, ?27, ?28, ?29, ?30, ?31, ?32, ?33, ?34, ?35,"
                                          " p.date_release, y.code, y.position, y.rotated"
                                          " FROM (SELECT 1) LEFT JOIN packs AS p ON p.code = ?28"
                                          " LEFT JOIN cycles AS y ON y.code = p.cycle_code", error);
      second = dr_card_import_prepare (db, "INSERT INTO card_faces (card_code, face, title, text)"
                                           " VALUES (?, ?, ?, ?)", error);
      break;
    case DR_CARD_DATA_MWL:
      first = dr_card_import_prepare (db, "INSERT INTO mwls (code, id, name, date_start, active,"
                                          " point_limit) VALUES (?, ?, ?, ?, ?, ?)", error);
      second = dr_card_import_prepare (db, "INSERT INTO mwl_cards (mwl_code, card_code, kind, value)"
                                           " VALUES (?, ?, ?, ?)", error);
      list = dr_card_import_mwl;
      break;
    case DR_CARD_DATA_ROTATIONS:
      first = dr_card_import_prepare (db, "INSERT INTO rotations (code, name, date_start)"
                                          " VALUES (?, ?, ?)", error);
      second = dr_card_import_prepare (db, "INSERT INTO rotation_cycles (rotation_code, cycle_code)"
                                           " VALUES (?, ?)", error);
      list = dr_card_import_rotation;
      break;
    case DR_CARD_DATA_PREBUILTS:
      first = dr_card_import_prepare (db, "INSERT INTO prebuilts (code, name, position, date_release)"
                                          " VALUES (?, ?, ?, ?)", error);
      second = dr_card_import_prepare (db, "INSERT INTO prebuilt_cards (prebuilt_code, card_code,"
                                           " quantity) VALUES (?, ?, ?)", error);
      list = dr_card_import_prebuilt;
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

  for (const DrJsonValue *object = dr_json_value_get_first (records); ok && object != NULL;
       object = dr_json_value_get_next (records, object))
    {
      DrCardRecord record = { db, source_name, ++index, NULL };

      if (dr_json_value_get_type (object) != DR_JSON_OBJECT)
        {
          dr_card_import_error (error, &record, _("not an object"));
          ok = FALSE;
        }
      else if (simple != NULL)
        ok = simple (first, object, &record, error);
      else if (list != NULL)
        ok = list (&list_statements, object, &record, error);
      else
        ok = dr_card_import_card (&card_statements, object, &record, error);
    }

  sqlite3_finalize (first);
  sqlite3_finalize (second);
  return ok;
}

gboolean
dr_card_db_import_json (sqlite3         *db,
                        DrCardDataKind   kind,
                        JsonNode        *root,
                        const char      *source_name,
                        GError         **error)
{
  g_autoptr(DrJsonDoc) doc = dr_json_doc_new_from_node (root);

  return dr_card_db_import_value (db, kind, dr_json_doc_get_root (doc), source_name, error);
}

gboolean
dr_card_db_import_file (sqlite3     *db,
                        const char  *path,
                        GError     **error)
{
  g_autoptr(GMappedFile) file = NULL;
  g_autoptr(DrJsonDoc) doc = NULL;
  DrCardDataKind kind = dr_card_data_kind_from_name (path);

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
  doc = dr_json_doc_parse (g_mapped_file_get_contents (file), g_mapped_file_get_length (file), error);
  if (doc == NULL)
    {
      g_prefix_error (error, "%s: ", path);
      return FALSE;
    }
  return dr_card_db_import_value (db, kind, dr_json_doc_get_root (doc), path, error);
}
