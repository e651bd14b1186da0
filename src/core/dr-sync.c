/* dr-sync.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-sync"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>
#include <unistd.h>

#include "dr-card-bundle.h"
#include "dr-card-db.h"
#include "dr-error.h"
#include "dr-sync.h"

/* In the order the importer needs them: what a record refers to comes first. */
static const struct
{
  const char     *path;
  DrCardDataKind  kind;
} endpoints[] = {
  { "sides", DR_CARD_DATA_SIDES },
  { "factions", DR_CARD_DATA_FACTIONS },
  { "types", DR_CARD_DATA_TYPES },
  { "cycles", DR_CARD_DATA_CYCLES },
  { "packs", DR_CARD_DATA_PACKS },
  { "cards", DR_CARD_DATA_CARDS },
  { "mwl", DR_CARD_DATA_MWL },
  { "prebuilts", DR_CARD_DATA_PREBUILTS },
};

#define N_ENDPOINTS G_N_ELEMENTS (endpoints)

typedef struct
{
  char               *source;        /* base URL, ending in '/' */
  DrSyncProgressFunc  progress;
  gpointer            user_data;
  GCancellable       *cancellable;
  DrHttp             *http;
  DrSyncProgress      state;
  guint64             finished_bytes;
  DrHttpResponse     *responses[N_ENDPOINTS];
  char               *validators[N_ENDPOINTS][2];  /* Last-Modified, ETag kept from the last sync */
} Sync;

void
dr_sync_options_init (DrSyncOptions *options)
{
  options->source_url = NULL;
  dr_http_options_init (&options->http);
}

void
dr_sync_options_clear (DrSyncOptions *options)
{
  g_clear_pointer (&options->source_url, g_free);
}

char *
dr_sync_endpoint_url (const char *source_url,
                      const char *path)
{
  const char *base = source_url != NULL && *source_url != '\0' ? source_url : DR_SYNC_DEFAULT_SOURCE;

  return g_str_has_suffix (base, "/") ? g_strconcat (base, path, NULL) : g_strconcat (base, "/", path, NULL);
}

static void
sync_item_free (DrSyncItem *item)
{
  g_free (item->code);
  g_free (item->name);
  g_free (item);
}

static DrSyncReport *
report_new (void)
{
  DrSyncReport *report = g_new0 (DrSyncReport, 1);

  report->new_packs = g_ptr_array_new_with_free_func ((GDestroyNotify) sync_item_free);
  report->new_cards = g_ptr_array_new_with_free_func ((GDestroyNotify) sync_item_free);
  report->changed_cards = g_ptr_array_new_with_free_func ((GDestroyNotify) sync_item_free);
  report->removed_cards = g_ptr_array_new_with_free_func ((GDestroyNotify) sync_item_free);
  report->new_mwls = g_ptr_array_new_with_free_func ((GDestroyNotify) sync_item_free);
  return report;
}

void
dr_sync_report_free (DrSyncReport *report)
{
  if (report == NULL)
    return;
  g_ptr_array_unref (report->new_packs);
  g_ptr_array_unref (report->new_cards);
  g_ptr_array_unref (report->changed_cards);
  g_ptr_array_unref (report->removed_cards);
  g_ptr_array_unref (report->new_mwls);
  g_free (report->source_url);
  g_free (report->synced_at);
  g_free (report);
}

static void
sync_clear (Sync *sync)
{
  for (guint i = 0; i < N_ENDPOINTS; i++)
    {
      dr_http_response_free (sync->responses[i]);
      g_free (sync->validators[i][0]);
      g_free (sync->validators[i][1]);
    }
  dr_http_free (sync->http);
  g_free (sync->source);
}

static void
report_progress (Sync *sync)
{
  if (sync->progress != NULL)
    sync->progress (&sync->state, sync->user_data);
}

/* What the last sync kept */

static char *
validator_key (const char *kind,
               guint       endpoint)
{
  return g_strdup_printf ("sync_%s:%s", kind, endpoints[endpoint].path);
}

/* Validators only count for data that came from the same source by a sync. */
static void
read_validators (Sync    *sync,
                 sqlite3 *old_db)
{
  g_autofree char *source = NULL;
  g_autofree char *url = NULL;

  if (old_db == NULL)
    return;
  source = dr_db_get_meta (old_db, "source");
  url = dr_db_get_meta (old_db, "sync_url");
  if (g_strcmp0 (source, "sync") != 0 || g_strcmp0 (url, sync->source) != 0)
    return;
  for (guint i = 0; i < N_ENDPOINTS; i++)
    {
      g_autofree char *modified_key = validator_key ("last_modified", i);
      g_autofree char *etag_key = validator_key ("etag", i);

      sync->validators[i][0] = dr_db_get_meta (old_db, modified_key);
      sync->validators[i][1] = dr_db_get_meta (old_db, etag_key);
    }
}

static gboolean
write_validators (Sync     *sync,
                  sqlite3  *db,
                  GError  **error)
{
  for (guint i = 0; i < N_ENDPOINTS; i++)
    {
      DrHttpResponse *response = sync->responses[i];
      g_autofree char *modified_key = validator_key ("last_modified", i);
      g_autofree char *etag_key = validator_key ("etag", i);

      if ((response->last_modified != NULL
           && !dr_db_set_meta (db, modified_key, response->last_modified, error))
          || (response->etag != NULL && !dr_db_set_meta (db, etag_key, response->etag, error)))
        return FALSE;
    }
  return TRUE;
}

/* Downloads */

static void
on_http_progress (const DrHttpRequest *request,
                  guint64              received,
                  guint64              expected,
                  gpointer             user_data)
{
  Sync *sync = user_data;

  sync->state.received = received;
  sync->state.expected = expected;
  sync->state.total_received = sync->finished_bytes + received;
  report_progress (sync);
}

static gboolean
download (Sync      *sync,
          guint      index,
          gboolean   conditional,
          GError   **error)
{
  g_autoptr(DrHttpRequest) request = NULL;
  g_autofree char *url = dr_sync_endpoint_url (sync->source, endpoints[index].path);
  DrHttpResponse *response;

  request = dr_http_request_new (url);
  if (conditional)
    {
      request->if_modified_since = g_strdup (sync->validators[index][0]);
      request->if_none_match = g_strdup (sync->validators[index][1]);
    }
  sync->state.stage = DR_SYNC_STAGE_DOWNLOAD;
  sync->state.endpoint = endpoints[index].path;
  sync->state.endpoint_index = index + 1;
  sync->state.received = 0;
  sync->state.expected = 0;
  report_progress (sync);

  response = dr_http_get (sync->http, request, on_http_progress, sync, sync->cancellable, error);
  if (response == NULL)
    return FALSE;
  sync->finished_bytes += g_bytes_get_size (response->body);
  sync->state.total_received = sync->finished_bytes;
  dr_http_response_free (sync->responses[index]);
  sync->responses[index] = response;
  return TRUE;
}

/* Asks for each endpoint only if it changed; when anything changed, the rest
 * comes in full too, since the new database is built from all of it. */
static gboolean
download_all (Sync      *sync,
              gboolean  *up_to_date,
              GError   **error)
{
  gboolean any_new = FALSE;

  for (guint i = 0; i < N_ENDPOINTS; i++)
    {
      if (!download (sync, i, TRUE, error))
        return FALSE;
      any_new |= sync->responses[i]->status != 304;
    }
  *up_to_date = !any_new;
  if (!any_new)
    return TRUE;
  for (guint i = 0; i < N_ENDPOINTS; i++)
    if (sync->responses[i]->status == 304 && !download (sync, i, FALSE, error))
      return FALSE;
  return TRUE;
}

/* Checking and importing */

static const char *
string_member (JsonObject *object,
               const char *name)
{
  JsonNode *node = json_object_get_member (object, name);

  return node != NULL && json_node_get_value_type (node) == G_TYPE_STRING ? json_node_get_string (node) : NULL;
}

static JsonNode *
parse_json (GBytes      *body,
            const char  *url,
            GError     **error)
{
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  g_autoptr(GError) parse_error = NULL;
  gsize size;
  const char *data = g_bytes_get_data (body, &size);

  if (size == 0)
    {
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT, _("%s: the reply is empty"), url);
      return NULL;
    }
  if (!json_parser_load_from_data (parser, data, size, &parse_error))
    {
      const char *message = parse_error->message;

      /* json-glib says "<data>:LINE:COLUMN: …"; name the address instead. */
      if (g_str_has_prefix (message, "<data>:"))
        message += strlen ("<data>:");
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT, _("%s: the reply is not valid JSON (line:column %s)"),
                   url, message);
      return NULL;
    }
  return json_node_ref (json_parser_get_root (parser));
}

static gboolean
check_envelope (JsonNode    *root,
                const char  *url,
                GError     **error)
{
  JsonObject *envelope;
  JsonNode *member;

  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT,
                   _("%s: expected an object with the fields “data” and “success”, found %s"),
                   url, JSON_NODE_HOLDS_ARRAY (root) ? _("a list") : _("a single value"));
      return FALSE;
    }
  envelope = json_node_get_object (root);

  member = json_object_get_member (envelope, "success");
  if (member == NULL || json_node_get_value_type (member) != G_TYPE_BOOLEAN)
    {
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT, _("%s: field “%s” must be true or false"), url, "success");
      return FALSE;
    }
  if (!json_node_get_boolean (member))
    {
      const char *message = string_member (envelope, "msg");
      JsonNode *data = json_object_get_member (envelope, "data");

      /* NetrunnerDB's answer for a code it does not know: no data, no message. */
      if (message == NULL && data != NULL && JSON_NODE_HOLDS_ARRAY (data)
          && json_array_get_length (json_node_get_array (data)) == 0)
        g_set_error (error, DR_ERROR, DR_ERROR_NOT_FOUND, _("%s: the server has nothing at this address"), url);
      else
        g_set_error (error, DR_ERROR, DR_ERROR_IMPORT, _("%s: the server reported a failure: %s"),
                     url, message ? message : _("no reason given"));
      return FALSE;
    }

  member = json_object_get_member (envelope, "data");
  if (member == NULL || !JSON_NODE_HOLDS_ARRAY (member))
    {
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT, _("%s: field “%s” must be a list"), url, "data");
      return FALSE;
    }
  /* A count that disagrees with the records is a reply cut short somewhere. */
  if (json_object_has_member (envelope, "total"))
    {
      guint length = json_array_get_length (json_node_get_array (member));

      member = json_object_get_member (envelope, "total");
      if (json_node_get_value_type (member) != G_TYPE_INT64)
        {
          g_set_error (error, DR_ERROR, DR_ERROR_IMPORT, _("%s: field “%s” must be a whole number"), url, "total");
          return FALSE;
        }
      if (json_node_get_int (member) != length)
        {
          g_set_error (error, DR_ERROR, DR_ERROR_IMPORT,
                       _("%s: field “total” says %" G_GINT64_FORMAT " records but “data” has %u"),
                       url, json_node_get_int (member), length);
          return FALSE;
        }
    }

  member = json_object_get_member (envelope, "imageUrlTemplate");
  if (member != NULL
      && (json_node_get_value_type (member) != G_TYPE_STRING
          || strstr (json_node_get_string (member), "{code}") == NULL))
    {
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT,
                   _("%s: field “%s” must be an address containing {code}"), url, "imageUrlTemplate");
      return FALSE;
    }
  return TRUE;
}

JsonNode *
dr_sync_parse_reply (GBytes      *body,
                     const char  *url,
                     GError     **error)
{
  JsonNode *root = parse_json (body, url, error);

  if (root != NULL && !check_envelope (root, url, error))
    g_clear_pointer (&root, json_node_unref);
  return root;
}

static gboolean
check_card_lists (sqlite3     *db,
                  const char  *table,
                  const char  *list_column,
                  const char  *source,
                  GError     **error)
{
  g_autofree char *sql = g_strdup_printf ("SELECT %s, card_code FROM %s WHERE card_code NOT IN "
                                          "(SELECT code FROM cards) ORDER BY 1, 2 LIMIT 1",
                                          list_column, table);
  sqlite3_stmt *statement = NULL;
  gboolean ok = TRUE;

  if (sqlite3_prepare_v2 (db, sql, -1, &statement, NULL) != SQLITE_OK)
    {
      dr_db_set_error (error, db, _("Cannot check the card data"));
      return FALSE;
    }
  if (sqlite3_step (statement) == SQLITE_ROW)
    {
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT, _("%s: “%s” names the card “%s”, which is not among the cards"),
                   source, (const char *) sqlite3_column_text (statement, 0),
                   (const char *) sqlite3_column_text (statement, 1));
      ok = FALSE;
    }
  sqlite3_finalize (statement);
  return ok;
}

/* What the importer's keys cannot see: ban lists and prebuilt decks name
 * cards by code without a foreign key, and an empty card list is no data. */
static gboolean
check_card_references (Sync     *sync,
                       sqlite3  *db,
                       GError  **error)
{
  g_autofree char *cards_url = dr_sync_endpoint_url (sync->source, "cards");
  g_autofree char *mwl_url = dr_sync_endpoint_url (sync->source, "mwl");
  g_autofree char *prebuilts_url = dr_sync_endpoint_url (sync->source, "prebuilts");
  sqlite3_stmt *statement = NULL;
  int n_cards = 0;

  if (sqlite3_prepare_v2 (db, "SELECT count(*) FROM cards WHERE game = 'netrunner'", -1, &statement, NULL)
      == SQLITE_OK && sqlite3_step (statement) == SQLITE_ROW)
    n_cards = sqlite3_column_int (statement, 0);
  sqlite3_finalize (statement);
  if (n_cards == 0)
    {
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT, _("%s: the list of cards is empty"), cards_url);
      return FALSE;
    }
  return check_card_lists (db, "mwl_cards", "mwl_code", mwl_url, error)
         && check_card_lists (db, "prebuilt_cards", "prebuilt_code", prebuilts_url, error);
}

static GHashTable *
codes_of (JsonNode *root)
{
  JsonArray *records = json_object_get_array_member (json_node_get_object (root), "data");
  GHashTable *codes = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < json_array_get_length (records); i++)
    {
      JsonNode *record = json_array_get_element (records, i);
      const char *code;

      if (JSON_NODE_HOLDS_OBJECT (record) && (code = string_member (json_node_get_object (record), "code")) != NULL)
        g_hash_table_add (codes, (gpointer) code);
    }
  return codes;
}

/* Every record whose @field names a code that the @target endpoint does not
 * list. Absent, null or mistyped fields are the importer's to report. */
static gboolean
check_field (Sync        *sync,
             JsonNode   **roots,
             guint        source,
             const char  *field,
             guint        target,
             GHashTable  *known,
             GError     **error)
{
  JsonArray *records = json_object_get_array_member (json_node_get_object (roots[source]), "data");

  for (guint i = 0; i < json_array_get_length (records); i++)
    {
      JsonNode *node = json_array_get_element (records, i);
      const char *value, *code;

      if (!JSON_NODE_HOLDS_OBJECT (node)
          || (value = string_member (json_node_get_object (node), field)) == NULL
          || g_hash_table_contains (known, value))
        continue;
      code = string_member (json_node_get_object (node), "code");
      {
        g_autofree char *source_url = dr_sync_endpoint_url (sync->source, endpoints[source].path);
        g_autofree char *target_url = dr_sync_endpoint_url (sync->source, endpoints[target].path);

        g_set_error (error, DR_ERROR, DR_ERROR_IMPORT,
                     /* Translators: %s: address, %u: record number, %s: code, %s: field, %s: value, %s: address */
                     _("%s: record %u (code “%s”): field “%s” names “%s”, which %s does not list"),
                     source_url, i + 1, code ? code : "?", field, value, target_url);
      }
      return FALSE;
    }
  return TRUE;
}

static guint
endpoint_index (DrCardDataKind kind)
{
  for (guint i = 0; i < N_ENDPOINTS; i++)
    if (endpoints[i].kind == kind)
      return i;
  g_return_val_if_reached (0);
}

/* References between cards, packs, cycles, sides, factions and types, named
 * by field before anything is built. */
static gboolean
check_references (Sync      *sync,
                  JsonNode **roots,
                  GError   **error)
{
  static const struct
  {
    DrCardDataKind  source;
    const char     *field;
    DrCardDataKind  target;
  } references[] = {
    { DR_CARD_DATA_FACTIONS, "side_code", DR_CARD_DATA_SIDES },
    { DR_CARD_DATA_TYPES, "side_code", DR_CARD_DATA_SIDES },
    { DR_CARD_DATA_PACKS, "cycle_code", DR_CARD_DATA_CYCLES },
    { DR_CARD_DATA_CARDS, "pack_code", DR_CARD_DATA_PACKS },
    { DR_CARD_DATA_CARDS, "side_code", DR_CARD_DATA_SIDES },
    { DR_CARD_DATA_CARDS, "faction_code", DR_CARD_DATA_FACTIONS },
    { DR_CARD_DATA_CARDS, "type_code", DR_CARD_DATA_TYPES },
  };

  for (guint i = 0; i < G_N_ELEMENTS (references); i++)
    {
      guint target = endpoint_index (references[i].target);
      g_autoptr(GHashTable) known = codes_of (roots[target]);

      if (!check_field (sync, roots, endpoint_index (references[i].source), references[i].field, target,
                        known, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
import_all (Sync     *sync,
            sqlite3  *db,
            GError  **error)
{
  JsonNode *roots[N_ENDPOINTS] = { NULL };
  gboolean ok = TRUE;

  for (guint i = 0; ok && i < N_ENDPOINTS; i++)
    {
      g_autofree char *url = dr_sync_endpoint_url (sync->source, endpoints[i].path);

      roots[i] = dr_sync_parse_reply (sync->responses[i]->body, url, error);
      ok = roots[i] != NULL;
    }
  ok = ok && check_references (sync, roots, error);
  for (guint i = 0; ok && i < N_ENDPOINTS; i++)
    {
      g_autofree char *url = dr_sync_endpoint_url (sync->source, endpoints[i].path);

      ok = dr_card_db_import_json (db, endpoints[i].kind, roots[i], url, error)
           && !g_cancellable_set_error_if_cancelled (sync->cancellable, error);
    }
  for (guint i = 0; i < N_ENDPOINTS; i++)
    g_clear_pointer (&roots[i], json_node_unref);
  return ok;
}

static gboolean
set_sync_meta (Sync        *sync,
               sqlite3     *db,
               const char  *synced_at,
               GError     **error)
{
  return dr_db_set_meta (db, "source", "sync", error)
         && dr_db_set_meta (db, "sync_url", sync->source, error)
         && dr_db_set_meta (db, "synced_at", synced_at, error)
         && write_validators (sync, db, error);
}

/* What changed */

static void
collect_items (sqlite3    *db,
               const char *sql,
               GPtrArray  *items)
{
  sqlite3_stmt *statement = NULL;

  if (sqlite3_prepare_v2 (db, sql, -1, &statement, NULL) != SQLITE_OK)
    {
      g_warning ("Cannot compare the card data: %s", sqlite3_errmsg (db));
      return;
    }
  while (sqlite3_step (statement) == SQLITE_ROW)
    {
      DrSyncItem *item = g_new0 (DrSyncItem, 1);

      item->code = g_strdup ((const char *) sqlite3_column_text (statement, 0));
      item->name = g_strdup ((const char *) sqlite3_column_text (statement, 1));
      g_ptr_array_add (items, item);
    }
  sqlite3_finalize (statement);
}

/* A change in any of these is a changed card for the report. */
static const char *const card_facts[] = {
  "title", "side_code", "faction_code", "type_code", "keywords", "cost", "cost_is_x", "strength",
  "strength_is_x", "faction_cost", "influence_limit", "minimum_deck_size", "agenda_points",
  "advancement_cost", "advancement_is_x", "memory_cost", "trash_cost", "base_link", "uniqueness",
  "deck_limit", "quantity", "pack_code", "position", "text", "flavor", "illustrator",
};

static char *
changed_cards_sql (void)
{
  g_autoptr(GString) sql = g_string_new ("SELECT n.code, n.title FROM main.cards AS n"
                                         " JOIN old.cards AS o ON o.code = n.code"
                                         " WHERE n.game = 'netrunner' AND (");

  for (guint i = 0; i < G_N_ELEMENTS (card_facts); i++)
    g_string_append_printf (sql, "%sn.%s", i ? ", " : "", card_facts[i]);
  g_string_append (sql, ") IS NOT (");
  for (guint i = 0; i < G_N_ELEMENTS (card_facts); i++)
    g_string_append_printf (sql, "%so.%s", i ? ", " : "", card_facts[i]);
  g_string_append (sql, ") ORDER BY n.code");
  return g_string_free (g_steal_pointer (&sql), FALSE);
}

static gboolean
attach_old (sqlite3    *db,
            const char *old_path)
{
  char *attach;
  gboolean ok;

  if (!g_file_test (old_path, G_FILE_TEST_EXISTS))
    return FALSE;
  attach = sqlite3_mprintf ("ATTACH %Q AS old", old_path);
  ok = dr_db_exec (db, attach, NULL);
  sqlite3_free (attach);
  if (ok && dr_db_exec (db, "SELECT 1 FROM old.cards, old.packs, old.mwls LIMIT 1", NULL))
    return TRUE;
  if (ok)
    dr_db_exec (db, "DETACH old", NULL);
  return FALSE;
}

/* Compares the new database (main) with the one in use (old); a missing or
 * unreadable old file counts as empty. */
static gboolean
compare_with_old (const char    *build_path,
                  const char    *old_path,
                  DrSyncReport  *report,
                  GError       **error)
{
  /* Read-write, so that closing it removes the write-ahead log it opens. */
  sqlite3 *db = dr_db_open (build_path, SQLITE_OPEN_READWRITE, error);
  g_autofree char *changed_sql = changed_cards_sql ();
  sqlite3_stmt *statement = NULL;

  if (db == NULL)
    return FALSE;
  if (!attach_old (db, old_path)
      && !dr_db_exec (db, "ATTACH ':memory:' AS old;"
                          "CREATE TABLE old.cards AS SELECT * FROM main.cards WHERE 0;"
                          "CREATE TABLE old.packs AS SELECT * FROM main.packs WHERE 0;"
                          "CREATE TABLE old.mwls AS SELECT * FROM main.mwls WHERE 0;", error))
    {
      dr_db_close (db);
      return FALSE;
    }

  collect_items (db, "SELECT code, name FROM main.packs WHERE game = 'netrunner'"
                     " AND code NOT IN (SELECT code FROM old.packs)"
                     " ORDER BY coalesce (date_release, '9999'), code", report->new_packs);
  collect_items (db, "SELECT code, title FROM main.cards WHERE game = 'netrunner'"
                     " AND code NOT IN (SELECT code FROM old.cards) ORDER BY code", report->new_cards);
  collect_items (db, changed_sql, report->changed_cards);
  collect_items (db, "SELECT code, title FROM old.cards WHERE game = 'netrunner'"
                     " AND code NOT IN (SELECT code FROM main.cards) ORDER BY code", report->removed_cards);
  collect_items (db, "SELECT code, name FROM main.mwls WHERE code NOT IN (SELECT code FROM old.mwls)"
                     " ORDER BY date_start, code", report->new_mwls);
  if (sqlite3_prepare_v2 (db, "SELECT count(*) FROM main.cards WHERE game = 'netrunner'", -1, &statement, NULL)
      == SQLITE_OK && sqlite3_step (statement) == SQLITE_ROW)
    report->n_cards = sqlite3_column_int (statement, 0);
  sqlite3_finalize (statement);
  dr_db_close (db);
  return TRUE;
}

static int
count_old_cards (const char *path)
{
  sqlite3 *db = dr_db_open (path, SQLITE_OPEN_READONLY, NULL);
  sqlite3_stmt *statement = NULL;
  int count = 0;

  if (db == NULL)
    return 0;
  if (sqlite3_prepare_v2 (db, "SELECT count(*) FROM cards WHERE game = 'netrunner'", -1, &statement, NULL)
      == SQLITE_OK && sqlite3_step (statement) == SQLITE_ROW)
    count = sqlite3_column_int (statement, 0);
  sqlite3_finalize (statement);
  dr_db_close (db);
  return count;
}

/* Building beside the old file */

static gboolean
build (Sync          *sync,
       const char    *path,
       DrSyncReport  *report,
       GError       **error)
{
  g_autofree char *build_path = g_strdup_printf ("%s.sync-%d", path, (int) getpid ());
  sqlite3 *db;

  sync->state.stage = DR_SYNC_STAGE_BUILD;
  sync->state.endpoint = NULL;
  report_progress (sync);

  g_unlink (build_path);
  db = dr_card_db_create_for_build (build_path, error);
  if (db == NULL)
    return FALSE;
  if (!import_all (sync, db, error)
      || !dr_card_bundle_import_other_games (db, "netrunner", error)
      || !check_card_references (sync, db, error)
      || !dr_card_db_finish_import (db, error)
      || !set_sync_meta (sync, db, report->synced_at, error))
    {
      dr_db_close (db);
      g_unlink (build_path);
      return FALSE;
    }
  if (!dr_card_db_close_build (db, build_path, error))
    {
      g_unlink (build_path);
      return FALSE;
    }
  /* The last moment a cancel is honoured: after the rename the new data is in use. */
  if (!compare_with_old (build_path, path, report, error)
      || g_cancellable_set_error_if_cancelled (sync->cancellable, error))
    {
      g_unlink (build_path);
      return FALSE;
    }
  return dr_card_db_put_in_place (build_path, path, error);
}

static gboolean
open_source (Sync                 *sync,
             const DrSyncOptions  *options,
             GError              **error)
{
  g_autofree char *probe = NULL;

  sync->source = dr_sync_endpoint_url (options != NULL ? options->source_url : NULL, "");
  sync->http = dr_http_new (options != NULL ? &options->http : NULL);
  probe = dr_sync_endpoint_url (sync->source, "cards");
  return dr_http_check_url (sync->http, probe, NULL, error);
}

/* A file a newer Deckrunner wrote is not ours to replace; one that cannot
 * be read at all is, like a missing one, simply replaced. */
static gboolean
read_old_database (Sync        *sync,
                   const char  *path,
                   GError     **error)
{
  g_autoptr(GError) version_error = NULL;
  sqlite3 *old_db;

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return TRUE;
  old_db = dr_db_open (path, SQLITE_OPEN_READONLY, NULL);
  if (old_db == NULL)
    return TRUE;
  if (!dr_db_check_version (old_db, dr_card_db_schema (), &version_error)
      && g_error_matches (version_error, DR_ERROR, DR_ERROR_SCHEMA_TOO_NEW))
    {
      dr_db_close (old_db);
      g_propagate_error (error, g_steal_pointer (&version_error));
      return FALSE;
    }
  read_validators (sync, old_db);
  dr_db_close (old_db);
  return TRUE;
}

DrSyncReport *
dr_sync_run (const char           *card_db_path,
             const DrSyncOptions  *options,
             DrSyncProgressFunc    progress,
             gpointer              user_data,
             GCancellable         *cancellable,
             GError              **error)
{
  g_autoptr(DrSyncReport) report = report_new ();
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  Sync sync = { 0 };
  gboolean up_to_date = FALSE;
  gboolean ok;

  sync.progress = progress;
  sync.user_data = user_data;
  sync.cancellable = cancellable;
  sync.state.n_endpoints = N_ENDPOINTS;
  report->synced_at = g_date_time_format_iso8601 (now);

  ok = open_source (&sync, options, error) && read_old_database (&sync, card_db_path, error);
  if (ok)
    {
      report->source_url = g_strdup (sync.source);
      ok = download_all (&sync, &up_to_date, error);
    }
  if (ok)
    {
      for (guint i = 0; i < N_ENDPOINTS; i++)
        if (sync.responses[i]->status != 304)
          report->n_downloaded++;
      report->bytes_downloaded = sync.finished_bytes;
      report->up_to_date = up_to_date;
      if (up_to_date)
        report->n_cards = count_old_cards (card_db_path);
      else
        ok = build (&sync, card_db_path, report, error);
    }
  if (ok)
    {
      sync.state.stage = DR_SYNC_STAGE_DONE;
      sync.state.endpoint = NULL;
      report_progress (&sync);
    }
  sync_clear (&sync);
  return ok ? g_steal_pointer (&report) : NULL;
}

/* In a worker thread */

typedef struct
{
  char               *path;
  DrSyncOptions       options;
  DrSyncProgressFunc  progress;
  gpointer            progress_data;
  GMainContext       *context;
} AsyncJob;

typedef struct
{
  DrSyncProgressFunc progress;
  gpointer           progress_data;
  DrSyncProgress     state;
} ProgressEvent;

static void
async_job_free (AsyncJob *job)
{
  g_free (job->path);
  dr_sync_options_clear (&job->options);
  g_main_context_unref (job->context);
  g_free (job);
}

static gboolean
deliver_progress (gpointer data)
{
  ProgressEvent *event = data;

  event->progress (&event->state, event->progress_data);
  return G_SOURCE_REMOVE;
}

static void
forward_progress (const DrSyncProgress *progress,
                  gpointer              user_data)
{
  AsyncJob *job = user_data;
  ProgressEvent *event = g_new (ProgressEvent, 1);
  GSource *source;

  /* endpoint points into a static table, so a plain copy stays valid. */
  event->progress = job->progress;
  event->progress_data = job->progress_data;
  event->state = *progress;
  /* Not g_main_context_invoke(): it may run the callback right here when the
   * context is free for a moment, and this is the worker thread. */
  source = g_idle_source_new ();
  g_source_set_priority (source, G_PRIORITY_DEFAULT);
  g_source_set_callback (source, deliver_progress, event, g_free);
  g_source_attach (source, job->context);
  g_source_unref (source);
}

static void
run_in_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  AsyncJob *job = task_data;
  GError *error = NULL;
  DrSyncReport *report = dr_sync_run (job->path, &job->options, job->progress ? forward_progress : NULL, job,
                                      cancellable, &error);

  if (report == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, report, (GDestroyNotify) dr_sync_report_free);
}

void
dr_sync_run_async (const char           *card_db_path,
                   const DrSyncOptions  *options,
                   DrSyncProgressFunc    progress,
                   gpointer              progress_data,
                   GCancellable         *cancellable,
                   GAsyncReadyCallback   callback,
                   gpointer              user_data)
{
  g_autoptr(GTask) task = g_task_new (NULL, cancellable, callback, user_data);
  AsyncJob *job = g_new0 (AsyncJob, 1);

  job->path = g_strdup (card_db_path);
  if (options != NULL)
    {
      job->options = *options;
      job->options.source_url = g_strdup (options->source_url);
    }
  else
    dr_sync_options_init (&job->options);
  job->progress = progress;
  job->progress_data = progress_data;
  job->context = g_main_context_ref_thread_default ();
  g_task_set_source_tag (task, dr_sync_run_async);
  g_task_set_task_data (task, job, (GDestroyNotify) async_job_free);
  g_task_run_in_thread (task, run_in_thread);
}

DrSyncReport *
dr_sync_run_finish (GAsyncResult  *result,
                    GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}
