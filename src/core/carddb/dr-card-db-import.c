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
#include "dr-json-parallel.h"


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

typedef gboolean (*ImportSimpleFunc) (sqlite3_stmt *, JsonObject *, DrCardRecord *, GError **);
typedef gboolean (*ImportCardFunc) (DrCardStatements *, JsonObject *, DrCardRecord *, GError **);
typedef gboolean (*ImportListFunc) (DrListStatements *, JsonObject *, DrCardRecord *, GError **);

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

  for (guint i = 0; ok && i < json_array_get_length (records); i++)
    {
      JsonNode *node = json_array_get_element (records, i);
      DrCardRecord record = { db, source_name, i + 1, NULL };

      if (!JSON_NODE_HOLDS_OBJECT (node))
        {
          dr_card_import_error (error, &record, _("not an object"));
          ok = FALSE;
        }
      else if (simple != NULL)
        ok = simple (first, json_node_get_object (node), &record, error);
      else if (list != NULL)
        ok = list (&list_statements, json_node_get_object (node), &record, error);
      else
        ok = dr_card_import_card (&card_statements, json_node_get_object (node), &record, error);
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
