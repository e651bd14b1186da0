/* dr-sync.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-sync"

#include "config.h"

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <unistd.h>

#include "dr-card-bundle.h"
#include "dr-card-db.h"
#include "dr-error.h"
#include "dr-name-translations.h"
#include "dr-restrictions.h"
#include "dr-sync-private.h"

/* In the order the importer needs them: what a record refers to comes
 * first. Each is downloaded from the endpoint of its name
 * (dr_card_data_kind_name()). */
static const DrCardDataKind endpoints[] = {
  DR_CARD_DATA_SIDES, DR_CARD_DATA_FACTIONS, DR_CARD_DATA_TYPES, DR_CARD_DATA_CYCLES,
  DR_CARD_DATA_PACKS, DR_CARD_DATA_CARDS, DR_CARD_DATA_MWL, DR_CARD_DATA_PREBUILTS,
};

#define N_ENDPOINTS G_N_ELEMENTS (endpoints)

/* API v2 has no Eternal points lists; API v3 has them. Its reply is taken
 * when it comes and keeps its place after the v2 endpoints. */
#define RESTRICTIONS_PATH "restrictions?filter[format_id]=eternal&page[size]=100"
#define RESTRICTIONS N_ENDPOINTS
#define N_DOWNLOADS (N_ENDPOINTS + 1)

typedef struct
{
  char               *source;        /* base URL, ending in '/' */
  char               *restrictions_source;  /* API v3 base, or NULL: none */
  char               *restrictions_warning; /* why the points lists could not be updated */
  DrSyncProgressFunc  progress;
  gpointer            user_data;
  GCancellable       *cancellable;
  DrHttp             *http;
  DrSyncProgress      state;
  guint64             finished_bytes;
  char               *translations_source;  /* translations' base, or NULL: none */
  char               *locale;               /* the translations' locale, or NULL: none */
  char               *old_locale;           /* the one of the card data in use */
  GPtrArray          *translations;         /* DrHttpResponse, one per translated pack */
  GPtrArray          *name_translations;    /* DrHttpResponse, one per kind of names translated */
  GPtrArray          *name_kinds;           /* const char *: each one's kind (dr_name_translation_kinds) */
  DrHttpResponse     *responses[N_DOWNLOADS];      /* NULL for a restrictions download that failed */
  char               *validators[N_DOWNLOADS][2];  /* Last-Modified, ETag kept from the last sync */
} Sync;

void
dr_sync_options_init (DrSyncOptions *options)
{
  options->source_url = NULL;
  options->restrictions_url = NULL;
  options->translations_url = NULL;
  options->locale = NULL;
  dr_http_options_init (&options->http);
}

void
dr_sync_options_clear (DrSyncOptions *options)
{
  g_clear_pointer (&options->source_url, g_free);
  g_clear_pointer (&options->restrictions_url, g_free);
  g_clear_pointer (&options->translations_url, g_free);
  g_clear_pointer (&options->locale, g_free);
}

static gboolean
is_netrunnerdb (const DrSyncOptions *options)
{
  const char *source = options != NULL ? options->source_url : NULL;

  return source == NULL || *source == '\0' || g_str_equal (source, DR_SYNC_DEFAULT_SOURCE);
}

/* As for the points lists: NetrunnerDB's repository goes with NetrunnerDB's
 * API; a mirror or a test server names its own. */
char *
dr_sync_translations_source (const DrSyncOptions *options)
{
  const char *translations = options != NULL ? options->translations_url : NULL;

  if (translations != NULL)
    return *translations != '\0' ? dr_sync_endpoint_url (translations, "") : NULL;
  return is_netrunnerdb (options) ? g_strdup (DR_SYNC_DEFAULT_TRANSLATIONS_SOURCE) : NULL;
}

/* NetrunnerDB's API v3 goes with NetrunnerDB's API v2; a mirror of API v2
 * (or a test server) names its own API v3, if it has one. */
char *
dr_sync_restrictions_source (const DrSyncOptions *options)
{
  const char *source = options != NULL ? options->source_url : NULL;
  const char *restrictions = options != NULL ? options->restrictions_url : NULL;

  if (restrictions != NULL)
    return *restrictions != '\0' ? dr_sync_endpoint_url (restrictions, "") : NULL;
  if (source == NULL || *source == '\0' || g_str_equal (source, DR_SYNC_DEFAULT_SOURCE))
    return g_strdup (DR_SYNC_DEFAULT_RESTRICTIONS_SOURCE);
  return NULL;
}

char *
dr_sync_endpoint_url (const char *source_url,
                      const char *path)
{
  const char *base = source_url != NULL && *source_url != '\0' ? source_url : DR_SYNC_DEFAULT_SOURCE;

  return g_str_has_suffix (base, "/") ? g_strconcat (base, path, NULL) : g_strconcat (base, "/", path, NULL);
}

static void
sync_clear (Sync *sync)
{
  for (guint i = 0; i < N_DOWNLOADS; i++)
    {
      dr_http_response_free (sync->responses[i]);
      g_free (sync->validators[i][0]);
      g_free (sync->validators[i][1]);
    }
  dr_http_free (sync->http);
  g_clear_pointer (&sync->translations, g_ptr_array_unref);
  g_clear_pointer (&sync->name_translations, g_ptr_array_unref);
  g_clear_pointer (&sync->name_kinds, g_ptr_array_unref);
  g_free (sync->translations_source);
  g_free (sync->locale);
  g_free (sync->old_locale);
  g_free (sync->source);
  g_free (sync->restrictions_source);
  g_free (sync->restrictions_warning);
}

static void
report_progress (Sync *sync)
{
  if (sync->progress != NULL)
    sync->progress (&sync->state, sync->user_data);
}

/* What the last sync kept */

static const char *
download_name (guint index)
{
  return index == RESTRICTIONS ? "restrictions" : dr_card_data_kind_name (endpoints[index]);
}

static char *
download_url (Sync  *sync,
              guint  index)
{
  if (index == RESTRICTIONS)
    return dr_sync_endpoint_url (sync->restrictions_source, RESTRICTIONS_PATH);
  return dr_sync_endpoint_url (sync->source, dr_card_data_kind_name (endpoints[index]));
}

static guint
n_downloads (Sync *sync)
{
  return sync->restrictions_source != NULL ? N_DOWNLOADS : N_ENDPOINTS;
}

static char *
validator_key (const char *kind,
               guint       index)
{
  return g_strdup_printf ("sync_%s:%s", kind, download_name (index));
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
  for (guint i = 0; i < n_downloads (sync); i++)
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
  for (guint i = 0; i < n_downloads (sync); i++)
    {
      DrHttpResponse *response = sync->responses[i];
      g_autofree char *modified_key = validator_key ("last_modified", i);
      g_autofree char *etag_key = validator_key ("etag", i);

      if (response == NULL)
        continue;
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
  g_autofree char *url = download_url (sync, index);
  DrHttpResponse *response;

  request = dr_http_request_new (url);
  if (conditional)
    {
      request->if_modified_since = g_strdup (sync->validators[index][0]);
      request->if_none_match = g_strdup (sync->validators[index][1]);
    }
  sync->state.stage = DR_SYNC_STAGE_DOWNLOAD;
  sync->state.endpoint = download_name (index);
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

/* The points lists are worth having, not worth failing a sync for: API v3
 * is a preview. Only a cancel stops the sync here. */
static gboolean
download_restrictions (Sync      *sync,
                       gboolean   conditional,
                       GError   **error)
{
  g_autoptr(GError) local_error = NULL;

  if (download (sync, RESTRICTIONS, conditional, &local_error))
    return TRUE;
  if (g_cancellable_set_error_if_cancelled (sync->cancellable, error))
    return FALSE;
  g_clear_pointer (&sync->responses[RESTRICTIONS], dr_http_response_free);
  g_free (sync->restrictions_warning);
  sync->restrictions_warning = g_strdup (local_error->message);
  return TRUE;
}

static gboolean
download_one (Sync      *sync,
              guint      index,
              gboolean   conditional,
              GError   **error)
{
  if (index == RESTRICTIONS)
    return download_restrictions (sync, conditional, error);
  return download (sync, index, conditional, error);
}

/* Asks for each endpoint only if it changed; when anything changed, the rest
 * comes in full too, since the new database is built from all of it. */
static gboolean
download_all (Sync      *sync,
              gboolean  *up_to_date,
              GError   **error)
{
  gboolean any_new = FALSE;

  for (guint i = 0; i < n_downloads (sync); i++)
    {
      if (!download_one (sync, i, TRUE, error))
        return FALSE;
      any_new |= sync->responses[i] != NULL && sync->responses[i]->status != 304;
    }
  /* Another language needs the card database built again. */
  any_new |= g_strcmp0 (sync->locale, sync->old_locale) != 0;
  *up_to_date = !any_new;
  if (!any_new)
    return TRUE;
  for (guint i = 0; i < n_downloads (sync); i++)
    if (sync->responses[i] != NULL && sync->responses[i]->status == 304 && !download_one (sync, i, FALSE, error))
      return FALSE;
  return TRUE;
}

static guint
endpoint_index (const char *path)
{
  for (guint i = 0; i < N_ENDPOINTS; i++)
    if (g_str_equal (dr_card_data_kind_name (endpoints[i]), path))
      return i;
  g_return_val_if_reached (0);
}

/* Translation files are small and many (one per pack): a few at once hide
 * the round trips, few enough to be polite to the server. */
#define TRANSLATIONS_PARALLEL 4

typedef struct
{
  Sync            *sync;
  DrHttpResponse **responses;   /* one slot per request: NULL for a file the server lacks */
  guint64         *received;    /* bytes on the wire per request so far */
  guint            n_requests;
  GError          *error;       /* the first failure */
} TranslationBatch;

static void
on_translation_progress (const DrHttpRequest *request,
                         guint64              received,
                         guint64              expected,
                         gpointer             user_data)
{
  TranslationBatch *batch = user_data;
  guint64 total = 0;

  batch->received[GPOINTER_TO_UINT (request->user_data)] = received;
  for (guint i = 0; i < batch->n_requests; i++)
    total += batch->received[i];
  batch->sync->state.received = total;
  batch->sync->state.total_received = batch->sync->finished_bytes + total;
  report_progress (batch->sync);
}

/* Not every pack, nor every kind of names, is translated to every language:
 * a 404 is no file. Any other failure fails the sync, as for the cards. */
static void
on_translation_done (const DrHttpRequest *request,
                     DrHttpResponse      *response,
                     const GError        *error,
                     gpointer             user_data)
{
  TranslationBatch *batch = user_data;
  guint index = GPOINTER_TO_UINT (request->user_data);

  if (error != NULL)
    {
      if (batch->error == NULL)
        batch->error = g_error_copy (error);
      return;
    }
  if (response->status == 404)
    {
      dr_http_response_free (response);
      return;
    }
  batch->responses[index] = response;
}

static void
add_translation_request (Sync       *sync,
                         GPtrArray  *requests,
                         const char *path)
{
  g_autofree char *url = dr_sync_endpoint_url (sync->translations_source, path);
  DrHttpRequest *request = dr_http_request_new (url);

  request->missing_is_answer = TRUE;
  request->user_data = GUINT_TO_POINTER (requests->len);
  g_ptr_array_add (requests, request);
}

/* Translations: one file per pack, those NetrunnerDB has for the locale,
 * then the names of packs, cycles, factions, types and sides, fetched
 * TRANSLATIONS_PARALLEL at a time; kept in that order whatever order they
 * arrive in. */
static gboolean
download_translations (Sync    *sync,
                       GError **error)
{
  g_auto(GStrv) packs = NULL;
  g_autofree char *packs_url = NULL;
  g_autoptr(GPtrArray) requests = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_http_request_free);
  TranslationBatch batch = { sync, NULL, NULL, 0, NULL };
  const char *const *kinds = dr_name_translation_kinds ();
  guint n_packs;
  gboolean ok;

  if (sync->locale == NULL)
    return TRUE;
  packs_url = dr_sync_endpoint_url (sync->source, "packs");
  packs = dr_sync_pack_codes (sync->responses[endpoint_index ("packs")]->body, packs_url, error);
  if (packs == NULL)
    return FALSE;
  for (guint i = 0; packs[i] != NULL; i++)
    {
      g_autofree char *path = g_strdup_printf ("%s/pack/%s.%s.json", sync->locale, packs[i], sync->locale);

      add_translation_request (sync, requests, path);
    }
  n_packs = requests->len;
  for (guint i = 0; kinds[i] != NULL; i++)
    {
      g_autofree char *path = g_strdup_printf ("%s/%s.%s.json", sync->locale, kinds[i], sync->locale);

      add_translation_request (sync, requests, path);
    }

  sync->state.stage = DR_SYNC_STAGE_DOWNLOAD;
  sync->state.endpoint = "translations";
  sync->state.endpoint_index = sync->state.n_endpoints;
  sync->state.received = 0;
  sync->state.expected = 0;
  report_progress (sync);
  batch.n_requests = requests->len;
  batch.responses = g_new0 (DrHttpResponse *, requests->len);
  batch.received = g_new0 (guint64, requests->len);
  ok = dr_http_get_many (sync->http, requests, TRANSLATIONS_PARALLEL, on_translation_progress,
                         on_translation_done, &batch, sync->cancellable, error);
  if (ok && batch.error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&batch.error));
      ok = FALSE;
    }

  sync->translations = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_http_response_free);
  sync->name_translations = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_http_response_free);
  sync->name_kinds = g_ptr_array_new ();
  for (guint i = 0; i < batch.n_requests; i++)
    {
      DrHttpResponse *response = g_steal_pointer (&batch.responses[i]);

      if (response == NULL)
        continue;
      if (!ok)
        {
          dr_http_response_free (response);
          continue;
        }
      sync->finished_bytes += g_bytes_get_size (response->body);
      if (i < n_packs)
        g_ptr_array_add (sync->translations, response);
      else
        {
          g_ptr_array_add (sync->name_translations, response);
          g_ptr_array_add (sync->name_kinds, (gpointer) kinds[i - n_packs]);
        }
    }
  sync->state.total_received = sync->finished_bytes;
  report_progress (sync);
  g_clear_error (&batch.error);
  g_free (batch.responses);
  g_free (batch.received);
  return ok;
}

/* A reply that is not a list of restrictions leaves the points lists as they
 * were, like a failed download; a database error fails the sync. */
static gboolean
import_restrictions (Sync        *sync,
                     sqlite3     *db,
                     const char  *old_path,
                     GError     **error)
{
  DrHttpResponse *response = sync->restrictions_source != NULL ? sync->responses[RESTRICTIONS] : NULL;
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  g_autoptr(GError) local_error = NULL;
  g_autofree char *url = NULL;
  DrRestrictionImport result;
  gboolean ok;

  if (response == NULL)
    return dr_restrictions_carry_over (db, old_path, error);
  url = download_url (sync, RESTRICTIONS);
  dr_restriction_import_init (&result);
  ok = json_parser_load_from_data (parser, g_bytes_get_data (response->body, NULL),
                                   g_bytes_get_size (response->body), &local_error);
  if (!ok)
    g_prefix_error (&local_error, "%s: ", url);
  ok = ok && dr_restrictions_import_json (db, json_parser_get_root (parser), url, &result, &local_error);
  dr_restriction_import_clear (&result);
  if (ok)
    return TRUE;
  if (!g_error_matches (local_error, DR_ERROR, DR_ERROR_IMPORT)
      && local_error->domain != JSON_PARSER_ERROR)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  g_free (sync->restrictions_warning);
  sync->restrictions_warning = g_strdup (local_error->message);
  return dr_restrictions_carry_over (db, old_path, error);
}

static gboolean
import_all (Sync        *sync,
            sqlite3     *db,
            const char  *old_path,
            GError     **error)
{
  DrJsonDoc *docs[DR_SYNC_N_KINDS] = { NULL };
  char *urls[DR_SYNC_N_KINDS] = { NULL };
  gboolean ok = TRUE;

  for (guint i = 0; i < N_ENDPOINTS; i++)
    urls[endpoints[i]] = dr_sync_endpoint_url (sync->source, dr_card_data_kind_name (endpoints[i]));
  for (guint i = 0; ok && i < N_ENDPOINTS; i++)
    {
      DrCardDataKind kind = endpoints[i];

      docs[kind] = dr_sync_parse_reply_doc (sync->responses[i]->body, urls[kind], error);
      ok = docs[kind] != NULL;
    }
  ok = ok && dr_sync_check_references (docs, (const char *const *) urls, error);
  for (guint i = 0; ok && i < N_ENDPOINTS; i++)
    {
      DrCardDataKind kind = endpoints[i];

      ok = dr_card_db_import_value (db, kind, dr_json_doc_get_root (docs[kind]), urls[kind], error)
           && !g_cancellable_set_error_if_cancelled (sync->cancellable, error);
    }
  ok = ok && dr_sync_import_translations (db, sync->locale, sync->translations, error)
       && dr_sync_import_name_translations (db, sync->locale, sync->name_kinds, sync->name_translations, error);
  ok = ok && dr_card_bundle_import_other_games (db, "netrunner", error)
       && dr_sync_check_card_lists (db, (const char *const *) urls, error)
       && import_restrictions (sync, db, old_path, error);
  for (guint i = 0; i < DR_SYNC_N_KINDS; i++)
    {
      g_clear_pointer (&docs[i], dr_json_doc_free);
      g_free (urls[i]);
    }
  return ok;
}

static gboolean
set_sync_meta (Sync        *sync,
               sqlite3     *db,
               const char  *synced_at,
               GError     **error)
{
  return dr_db_set_meta (db, "source", "sync", error)
         && dr_db_set_meta (db, "translations_locale", sync->locale, error)
         && dr_db_set_meta (db, "sync_url", sync->source, error)
         && dr_db_set_meta (db, "synced_at", synced_at, error)
         && write_validators (sync, db, error);
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
  if (!import_all (sync, db, path, error)
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
  if (!dr_sync_compare (build_path, path, report, error)
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
  sync->restrictions_source = dr_sync_restrictions_source (options);
  sync->translations_source = dr_sync_translations_source (options);
  if (sync->translations_source != NULL && options->locale != NULL && *options->locale != '\0')
    sync->locale = g_strdup (options->locale);
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
  sync->old_locale = dr_db_get_meta (old_db, "translations_locale");
  if (sync->old_locale != NULL && *sync->old_locale == '\0')
    g_clear_pointer (&sync->old_locale, g_free);
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
  g_autoptr(DrSyncReport) report = dr_sync_report_new ();
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  Sync sync = { 0 };
  gboolean up_to_date = FALSE;
  gboolean ok;

  sync.progress = progress;
  sync.user_data = user_data;
  sync.cancellable = cancellable;
  report->synced_at = g_date_time_format_iso8601 (now);

  ok = open_source (&sync, options, error) && read_old_database (&sync, card_db_path, error);
  sync.state.n_endpoints = n_downloads (&sync) + (sync.locale != NULL ? 1 : 0);
  if (ok)
    {
      report->source_url = g_strdup (sync.source);
      ok = download_all (&sync, &up_to_date, error);
    }
  if (ok)
    {
      for (guint i = 0; i < n_downloads (&sync); i++)
        if (sync.responses[i] != NULL && sync.responses[i]->status != 304)
          report->n_downloaded++;
      report->bytes_downloaded = sync.finished_bytes;
      report->up_to_date = up_to_date;
      if (up_to_date)
        report->n_cards = dr_sync_count_cards (card_db_path);
      else
        ok = download_translations (&sync, error) && build (&sync, card_db_path, report, error);
    }
  if (ok)
    {
      report->restrictions_url = g_strdup (sync.restrictions_source);
      report->restrictions_warning = g_steal_pointer (&sync.restrictions_warning);
      report->translations_url = g_strdup (sync.translations_source);
      report->translations_locale = g_strdup (sync.locale);
      report->n_translated = sync.locale != NULL ? dr_sync_count_translations (card_db_path, sync.locale) : 0;
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
      job->options.restrictions_url = g_strdup (options->restrictions_url);
      job->options.translations_url = g_strdup (options->translations_url);
      job->options.locale = g_strdup (options->locale);
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
