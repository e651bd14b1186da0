/* dr-restrictions.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-restrictions"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <string.h>

#include "dr-card-db.h"
#include "dr-db.h"
#include "dr-error.h"
#include "dr-restrictions.h"

/* The formats whose lists the legality check reads (dr-legality.c). */
static const char *const checked_formats[] = { "standard", "startup", "eternal" };

/* API v3 applies 7 to every points list; v2 files state it. */
#define DEFAULT_POINT_LIMIT 7

typedef struct
{
  const char *card_id;
  const char *kind;
  gint64      value;
} Verdict;

typedef struct
{
  const char *id;
  const char *name;
  const char *date_start;
  const char *format_id;
  gboolean    has_point_limit;
  gint64      point_limit;
  GArray     *verdicts;        /* Verdict; strings point into the JSON */
} Restriction;

/* The verdict groups, under their v2 and v3 names, and the kind of the
 * card database each becomes. A bare list means the default value. */
static const struct
{
  const char *member;
  const char *kind;
  gint64      list_value;     /* -1: a bare list is not allowed */
} verdict_groups[] = {
  { "banned", "deck_limit", 0 },
  { "restricted", "is_restricted", 1 },
  { "global_penalty", "global_penalty", 1 },
  { "universal_faction_cost", "universal_faction_cost", -1 },
  { "points", "points", -1 },
};

void
dr_restriction_import_init (DrRestrictionImport *result)
{
  memset (result, 0, sizeof *result);
}

static void
restriction_list_free (DrRestrictionList *list)
{
  g_free (list->code);
  g_free (list->name);
  g_free (list->date_start);
  g_free (list);
}

void
dr_restriction_import_clear (DrRestrictionImport *result)
{
  g_clear_pointer (&result->lists, g_ptr_array_unref);
  result->n_unknown_cards = 0;
  result->n_skipped_lists = 0;
}

char *
dr_restriction_card_key (const char *title_or_id)
{
  g_autofree char *decomposed = NULL;
  GString *key;

  if (title_or_id == NULL || !g_utf8_validate (title_or_id, -1, NULL))
    return g_strdup ("");
  /* Canonical decomposition splits é into e and an accent but leaves ™ and
   * ₂ whole, and NetrunnerDB's ids drop those ("gamedragon_pro"). */
  decomposed = g_utf8_normalize (title_or_id, -1, G_NORMALIZE_NFD);
  key = g_string_new (NULL);
  for (const char *p = decomposed; *p != '\0'; p++)
    if (g_ascii_isalnum (*p))
      g_string_append_c (key, g_ascii_tolower (*p));
  return g_string_free (key, FALSE);
}

/* Reading */

static void
set_error (GError     **error,
           const char  *source,
           guint        index,
           const char  *message)
{
  g_set_error (error, DR_ERROR, DR_ERROR_IMPORT, _("%s: restriction %u: %s"), source, index, message);
}

static const char *
get_string (JsonObject *object,
            const char *name)
{
  JsonNode *node = object != NULL ? json_object_get_member (object, name) : NULL;

  if (node == NULL || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (node);
}

static gboolean
date_is_valid (const char *date)
{
  int year, month, day;
  char end;

  return date != NULL && strlen (date) == 10 && sscanf (date, "%4d-%2d-%2d%c", &year, &month, &day, &end) == 3
         && g_date_valid_dmy (day, month, year);
}

static gboolean
add_id_list (Restriction  *restriction,
             JsonArray    *ids,
             const char   *kind,
             gint64        value)
{
  for (guint i = 0; i < json_array_get_length (ids); i++)
    {
      JsonNode *id = json_array_get_element (ids, i);
      Verdict verdict = { NULL, kind, value };

      if (json_node_get_value_type (id) != G_TYPE_STRING)
        return FALSE;
      verdict.card_id = json_node_get_string (id);
      g_array_append_val (restriction->verdicts, verdict);
    }
  return TRUE;
}

/* v2 writes {"3": ["card_id", …]}, v3 writes {"card_id": 3}. */
static gboolean
add_value_map (Restriction *restriction,
               JsonObject  *map,
               const char  *kind)
{
  g_autoptr(GList) members = json_object_get_members (map);

  for (GList *l = members; l != NULL; l = l->next)
    {
      JsonNode *node = json_object_get_member (map, l->data);

      if (JSON_NODE_HOLDS_ARRAY (node))
        {
          char *end = NULL;
          gint64 value = g_ascii_strtoll (l->data, &end, 10);

          if (end == l->data || *end != '\0' || value < 0
              || !add_id_list (restriction, json_node_get_array (node), kind, value))
            return FALSE;
        }
      else if (json_node_get_value_type (node) == G_TYPE_INT64)
        {
          Verdict verdict = { l->data, kind, json_node_get_int (node) };

          if (verdict.value < 0)
            return FALSE;
          g_array_append_val (restriction->verdicts, verdict);
        }
      else
        return FALSE;
    }
  return TRUE;
}

static gboolean
read_verdicts (Restriction  *restriction,
               JsonObject   *verdicts,
               const char   *source,
               guint         index,
               GError      **error)
{
  for (guint g = 0; g < G_N_ELEMENTS (verdict_groups); g++)
    {
      JsonNode *node = json_object_get_member (verdicts, verdict_groups[g].member);
      gboolean ok;

      if (node == NULL || JSON_NODE_HOLDS_NULL (node))
        continue;
      if (JSON_NODE_HOLDS_ARRAY (node))
        ok = verdict_groups[g].list_value >= 0
             && add_id_list (restriction, json_node_get_array (node), verdict_groups[g].kind,
                             verdict_groups[g].list_value);
      else if (JSON_NODE_HOLDS_OBJECT (node))
        ok = add_value_map (restriction, json_node_get_object (node), verdict_groups[g].kind);
      else
        ok = FALSE;
      if (!ok)
        {
          g_autofree char *message = g_strdup_printf (_("“%s” is not a list of card ids with their values"),
                                                      verdict_groups[g].member);

          set_error (error, source, index, message);
          return FALSE;
        }
    }
  return TRUE;
}

/* A v2 file keeps everything at the top; a v3 resource has "attributes"
 * with the verdicts grouped under "verdicts". */
static gboolean
read_restriction (JsonNode     *node,
                  const char   *source,
                  guint         index,
                  Restriction  *restriction,
                  GError      **error)
{
  JsonObject *object, *fields, *verdicts;
  JsonNode *limit;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      set_error (error, source, index, _("not an object"));
      return FALSE;
    }
  object = json_node_get_object (node);
  fields = object;
  if (json_object_has_member (object, "attributes"))
    {
      JsonNode *attributes = json_object_get_member (object, "attributes");

      if (!JSON_NODE_HOLDS_OBJECT (attributes))
        {
          set_error (error, source, index, _("“attributes” is not an object"));
          return FALSE;
        }
      fields = json_node_get_object (attributes);
    }
  restriction->id = get_string (object, "id");
  restriction->name = get_string (fields, "name");
  restriction->date_start = get_string (fields, "date_start");
  restriction->format_id = get_string (fields, "format_id");
  if (restriction->id == NULL || *restriction->id == '\0')
    {
      set_error (error, source, index, _("no “id”"));
      return FALSE;
    }
  if (restriction->name == NULL || restriction->format_id == NULL)
    {
      set_error (error, source, index, _("“name” and “format_id” must be strings"));
      return FALSE;
    }
  if (!date_is_valid (restriction->date_start))
    {
      set_error (error, source, index, _("“date_start” must be a date written YYYY-MM-DD"));
      return FALSE;
    }
  limit = json_object_get_member (fields, "point_limit");
  if (limit != NULL && !JSON_NODE_HOLDS_NULL (limit))
    {
      if (json_node_get_value_type (limit) != G_TYPE_INT64 || json_node_get_int (limit) < 0)
        {
          set_error (error, source, index, _("“point_limit” must be a whole number"));
          return FALSE;
        }
      restriction->has_point_limit = TRUE;
      restriction->point_limit = json_node_get_int (limit);
    }
  verdicts = fields;
  if (json_object_has_member (fields, "verdicts"))
    {
      JsonNode *verdicts_node = json_object_get_member (fields, "verdicts");

      if (!JSON_NODE_HOLDS_OBJECT (verdicts_node))
        {
          set_error (error, source, index, _("“verdicts” is not an object"));
          return FALSE;
        }
      verdicts = json_node_get_object (verdicts_node);
    }
  return read_verdicts (restriction, verdicts, source, index, error);
}

/* The restriction nodes of a document, whatever its shape. */
static GPtrArray *
restriction_nodes (JsonNode    *root,
                   const char  *source,
                   GError     **error)
{
  GPtrArray *nodes = g_ptr_array_new ();
  JsonNode *data = root;

  if (root != NULL && JSON_NODE_HOLDS_OBJECT (root) && json_object_has_member (json_node_get_object (root), "data"))
    data = json_object_get_member (json_node_get_object (root), "data");
  if (data != NULL && JSON_NODE_HOLDS_ARRAY (data))
    {
      JsonArray *array = json_node_get_array (data);

      for (guint i = 0; i < json_array_get_length (array); i++)
        g_ptr_array_add (nodes, json_array_get_element (array, i));
    }
  else if (data != NULL && JSON_NODE_HOLDS_OBJECT (data))
    g_ptr_array_add (nodes, data);
  else
    {
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT,
                   _("%s: expected a NetrunnerDB restriction, a list of them or an API v3 reply"), source);
      g_clear_pointer (&nodes, g_ptr_array_unref);
    }
  return nodes;
}

/* Writing */

/* card key -> printing codes (GPtrArray of char *) of every Netrunner title. */
static GHashTable *
read_printings_by_key (sqlite3  *db,
                       GError  **error)
{
  g_autoptr(GHashTable) printings = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                           (GDestroyNotify) g_ptr_array_unref);
  sqlite3_stmt *statement = NULL;

  if (sqlite3_prepare_v2 (db, "SELECT code, title FROM cards WHERE game = 'netrunner'", -1, &statement,
                          NULL) != SQLITE_OK)
    {
      dr_db_set_error (error, db, _("Cannot read the cards"));
      return NULL;
    }
  while (sqlite3_step (statement) == SQLITE_ROW)
    {
      char *key = dr_restriction_card_key ((const char *) sqlite3_column_text (statement, 1));
      GPtrArray *codes = g_hash_table_lookup (printings, key);

      if (codes == NULL)
        {
          codes = g_ptr_array_new_with_free_func (g_free);
          g_hash_table_insert (printings, key, codes);
        }
      else
        g_free (key);
      g_ptr_array_add (codes, g_strdup ((const char *) sqlite3_column_text (statement, 0)));
    }
  sqlite3_finalize (statement);
  return g_steal_pointer (&printings);
}

static gboolean
format_is_checked (const char *format_id)
{
  for (guint i = 0; i < G_N_ELEMENTS (checked_formats); i++)
    if (strcmp (format_id, checked_formats[i]) == 0)
      return TRUE;
  return FALSE;
}

/* The API v2 code of a list, so that a list both publish stays one list:
 * the code of a list with the same name and start ("napd_mwl_1_0" is API
 * v2's "NAPD_MWL_1.0"), else the v2 id with dashes ("standard_ban_list_25_08"
 * is API v2's "standard-ban-list-25-08"). */
static char *
list_code (sqlite3           *db,
           const Restriction *restriction)
{
  sqlite3_stmt *statement = NULL;
  char *code = NULL;

  if (sqlite3_prepare_v2 (db, "SELECT code FROM mwls WHERE name = ?1 AND date_start = ?2", -1, &statement,
                          NULL) == SQLITE_OK)
    {
      sqlite3_bind_text (statement, 1, restriction->name, -1, SQLITE_STATIC);
      sqlite3_bind_text (statement, 2, restriction->date_start, -1, SQLITE_STATIC);
      if (sqlite3_step (statement) == SQLITE_ROW)
        code = g_strdup ((const char *) sqlite3_column_text (statement, 0));
      sqlite3_finalize (statement);
    }
  if (code == NULL)
    {
      code = g_ascii_strdown (restriction->id, -1);
      g_strdelimit (code, "_", '-');
    }
  return code;
}

/* The list in the shape of an API v2 "mwl" record. */
static JsonNode *
to_mwl_record (sqlite3             *db,
               const Restriction   *restriction,
               GHashTable          *printings,
               DrRestrictionImport *result,
               guint               *n_cards)
{
  g_autoptr(JsonObject) record = json_object_new ();
  JsonObject *cards = json_object_new ();
  g_autofree char *code = list_code (db, restriction);
  JsonNode *node;

  json_object_set_string_member (record, "code", code);
  json_object_set_string_member (record, "name", restriction->name);
  json_object_set_string_member (record, "date_start", restriction->date_start);
  json_object_set_int_member (record, "active", 0);
  if (restriction->has_point_limit)
    json_object_set_int_member (record, "point_limit", restriction->point_limit);
  else if (strcmp (restriction->format_id, "eternal") == 0)
    json_object_set_int_member (record, "point_limit", DEFAULT_POINT_LIMIT);

  for (guint i = 0; i < restriction->verdicts->len; i++)
    {
      const Verdict *verdict = &g_array_index (restriction->verdicts, Verdict, i);
      g_autofree char *key = dr_restriction_card_key (verdict->card_id);
      GPtrArray *codes = g_hash_table_lookup (printings, key);

      /* A card the card data does not have cannot be in a deck either. */
      if (codes == NULL)
        {
          result->n_unknown_cards++;
          continue;
        }
      for (guint c = 0; c < codes->len; c++)
        {
          const char *card_code = g_ptr_array_index (codes, c);
          JsonNode *kinds_node = json_object_get_member (cards, card_code);
          JsonObject *kinds = kinds_node != NULL ? json_node_get_object (kinds_node) : NULL;

          if (kinds == NULL)
            {
              kinds = json_object_new ();
              json_object_set_object_member (cards, card_code, kinds);
              (*n_cards)++;
            }
          json_object_set_int_member (kinds, verdict->kind, verdict->value);
        }
    }
  json_object_set_object_member (record, "cards", cards);
  node = json_node_new (JSON_NODE_OBJECT);
  json_node_set_object (node, record);
  return node;
}

static gboolean
delete_list (sqlite3     *db,
             const char  *code,
             GError     **error)
{
  static const char *const statements[] = {
    "DELETE FROM mwl_cards WHERE mwl_code = ?1",
    "DELETE FROM mwls WHERE code = ?1",
  };

  for (guint i = 0; i < G_N_ELEMENTS (statements); i++)
    {
      sqlite3_stmt *statement = NULL;
      int rc;

      if (sqlite3_prepare_v2 (db, statements[i], -1, &statement, NULL) != SQLITE_OK)
        {
          dr_db_set_error (error, db, _("Cannot replace a ban list"));
          return FALSE;
        }
      sqlite3_bind_text (statement, 1, code, -1, SQLITE_STATIC);
      rc = sqlite3_step (statement);
      sqlite3_finalize (statement);
      if (rc != SQLITE_DONE)
        {
          dr_db_set_error (error, db, _("Cannot replace a ban list"));
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
write_lists (sqlite3              *db,
             GArray               *restrictions,
             const char           *source_name,
             DrRestrictionImport  *result,
             GError              **error)
{
  g_autoptr(GHashTable) printings = read_printings_by_key (db, error);
  g_autoptr(JsonArray) records = json_array_new ();
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_ARRAY);

  if (printings == NULL)
    return FALSE;
  for (guint i = 0; i < restrictions->len; i++)
    {
      const Restriction *restriction = &g_array_index (restrictions, Restriction, i);
      DrRestrictionList *list;
      JsonNode *record;

      if (!format_is_checked (restriction->format_id))
        {
          result->n_skipped_lists++;
          continue;
        }
      list = g_new0 (DrRestrictionList, 1);
      record = to_mwl_record (db, restriction, printings, result, &list->n_cards);
      list->code = g_strdup (json_object_get_string_member (json_node_get_object (record), "code"));
      list->name = g_strdup (restriction->name);
      list->date_start = g_strdup (restriction->date_start);
      g_ptr_array_add (result->lists, list);
      json_array_add_element (records, record);
      if (!delete_list (db, list->code, error))
        return FALSE;
    }
  json_node_set_array (root, records);
  return dr_card_db_import_json (db, DR_CARD_DATA_MWL, root, source_name, error);
}

static void
restriction_clear (Restriction *restriction)
{
  g_clear_pointer (&restriction->verdicts, g_array_unref);
}

gboolean
dr_restrictions_import_json (sqlite3              *db,
                             JsonNode             *root,
                             const char           *source_name,
                             DrRestrictionImport  *result,
                             GError              **error)
{
  g_autoptr(GPtrArray) nodes = restriction_nodes (root, source_name, error);
  g_autoptr(GArray) restrictions = NULL;
  gboolean ok = TRUE;

  if (nodes == NULL)
    return FALSE;
  if (result->lists == NULL)
    result->lists = g_ptr_array_new_with_free_func ((GDestroyNotify) restriction_list_free);
  restrictions = g_array_sized_new (FALSE, TRUE, sizeof (Restriction), nodes->len);
  g_array_set_clear_func (restrictions, (GDestroyNotify) restriction_clear);
  for (guint i = 0; ok && i < nodes->len; i++)
    {
      Restriction restriction = { 0 };

      restriction.verdicts = g_array_new (FALSE, FALSE, sizeof (Verdict));
      ok = read_restriction (g_ptr_array_index (nodes, i), source_name, i + 1, &restriction, error);
      g_array_append_val (restrictions, restriction);
    }
  if (!ok)
    return FALSE;

  /* All lists or none: a savepoint works inside the sync's own transaction too. */
  if (!dr_db_exec (db, "SAVEPOINT restrictions", error))
    return FALSE;
  if (!write_lists (db, restrictions, source_name, result, error))
    {
      dr_db_exec (db, "ROLLBACK TO restrictions; RELEASE restrictions", NULL);
      return FALSE;
    }
  return dr_db_exec (db, "RELEASE restrictions", error);
}

gboolean
dr_restrictions_import_file (sqlite3              *db,
                             const char           *path,
                             DrRestrictionImport  *result,
                             GError              **error)
{
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  g_autoptr(GError) parse_error = NULL;

  if (!json_parser_load_from_mapped_file (parser, path, &parse_error))
    {
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT, "%s: %s", path, parse_error->message);
      return FALSE;
    }
  return dr_restrictions_import_json (db, json_parser_get_root (parser), path, result, error);
}

gboolean
dr_restrictions_import_files (const char          *card_db_path,
                              const char *const   *paths,
                              DrRestrictionImport *result,
                              GError             **error)
{
  sqlite3 *db = dr_db_open (card_db_path, SQLITE_OPEN_READWRITE, error);
  gboolean ok;

  if (db == NULL)
    return FALSE;
  ok = dr_db_exec (db, "BEGIN IMMEDIATE", error);
  for (guint i = 0; ok && paths[i] != NULL; i++)
    ok = dr_restrictions_import_file (db, paths[i], result, error);
  ok = ok && dr_db_exec (db, "COMMIT", error);
  if (!ok)
    dr_db_exec (db, "ROLLBACK", NULL);
  dr_db_close (db);
  return ok;
}

/* Copies the rows of one table of @old for the lists of @codes. */
static gboolean
copy_rows (sqlite3      *old,
           sqlite3      *db,
           const char   *select_sql,
           const char   *insert_sql,
           int           n_columns,
           GPtrArray    *codes,
           GError      **error)
{
  sqlite3_stmt *select = NULL, *insert = NULL;
  gboolean ok = TRUE;

  if (sqlite3_prepare_v2 (old, select_sql, -1, &select, NULL) != SQLITE_OK)
    return TRUE;   /* an old schema without these columns: nothing to keep */
  if (sqlite3_prepare_v2 (db, insert_sql, -1, &insert, NULL) != SQLITE_OK)
    {
      sqlite3_finalize (select);
      dr_db_set_error (error, db, _("Cannot keep the points lists"));
      return FALSE;
    }
  for (guint i = 0; ok && i < codes->len; i++)
    {
      sqlite3_reset (select);
      sqlite3_bind_text (select, 1, g_ptr_array_index (codes, i), -1, SQLITE_TRANSIENT);
      while (ok && sqlite3_step (select) == SQLITE_ROW)
        {
          sqlite3_reset (insert);
          for (int c = 0; c < n_columns; c++)
            sqlite3_bind_value (insert, c + 1, sqlite3_column_value (select, c));
          ok = sqlite3_step (insert) == SQLITE_DONE;
        }
    }
  if (!ok)
    dr_db_set_error (error, db, _("Cannot keep the points lists"));
  sqlite3_finalize (select);
  sqlite3_finalize (insert);
  return ok;
}

gboolean
dr_restrictions_carry_over (sqlite3     *db,
                            const char  *old_path,
                            GError     **error)
{
  g_autoptr(GPtrArray) codes = g_ptr_array_new_with_free_func (g_free);
  sqlite3_stmt *lists = NULL, *present = NULL;
  sqlite3 *old;
  gboolean ok;

  if (old_path == NULL || !g_file_test (old_path, G_FILE_TEST_IS_REGULAR))
    return TRUE;
  /* An old file that is not a readable card database has nothing to give. */
  old = dr_db_open (old_path, SQLITE_OPEN_READONLY, NULL);
  if (old == NULL)
    return TRUE;
  if (sqlite3_prepare_v2 (old, "SELECT code FROM mwls WHERE point_limit IS NOT NULL", -1, &lists, NULL) != SQLITE_OK)
    {
      dr_db_close (old);
      return TRUE;
    }
  if (sqlite3_prepare_v2 (db, "SELECT 1 FROM mwls WHERE code = ?1", -1, &present, NULL) != SQLITE_OK)
    {
      sqlite3_finalize (lists);
      dr_db_close (old);
      dr_db_set_error (error, db, _("Cannot keep the points lists"));
      return FALSE;
    }
  while (sqlite3_step (lists) == SQLITE_ROW)
    {
      const char *code = (const char *) sqlite3_column_text (lists, 0);

      sqlite3_reset (present);
      sqlite3_bind_text (present, 1, code, -1, SQLITE_TRANSIENT);
      if (sqlite3_step (present) != SQLITE_ROW)
        g_ptr_array_add (codes, g_strdup (code));
    }
  sqlite3_finalize (lists);
  sqlite3_finalize (present);

  ok = copy_rows (old, db, "SELECT code, id, name, date_start, point_limit FROM mwls WHERE code = ?1",
                  "INSERT INTO mwls (code, id, name, date_start, active, point_limit) VALUES (?1, ?2, ?3, ?4, 0, ?5)",
                  5, codes, error)
       && copy_rows (old, db, "SELECT mwl_code, card_code, kind, value FROM mwl_cards WHERE mwl_code = ?1",
                     "INSERT INTO mwl_cards (mwl_code, card_code, kind, value) VALUES (?1, ?2, ?3, ?4)",
                     4, codes, error);
  dr_db_close (old);
  return ok;
}
