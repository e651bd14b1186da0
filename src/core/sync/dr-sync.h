/* dr-sync.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "dr-http.h"

G_BEGIN_DECLS

#define DR_SYNC_DEFAULT_SOURCE "https://netrunnerdb.com/api/2.0/public/"
/* API v3, for the Eternal points lists that API v2 does not publish. */
#define DR_SYNC_DEFAULT_RESTRICTIONS_SOURCE "https://api-preview.netrunnerdb.com/api/v3/public/"
/* NetrunnerDB's card data repository, for the translations its APIs do not
 * publish: <base><locale>/pack/<pack>.<locale>.json. */
#define DR_SYNC_DEFAULT_TRANSLATIONS_SOURCE \
  "https://raw.githubusercontent.com/NetrunnerDB/netrunner-cards-json/master/translations/"

typedef struct
{
  char          *source_url;   /* NetrunnerDB API v2 base; NULL means DR_SYNC_DEFAULT_SOURCE */
  /* API v3 base for the points lists; NULL means DR_SYNC_DEFAULT_RESTRICTIONS_SOURCE
   * when source_url is NetrunnerDB's, none otherwise; "" means none. */
  char          *restrictions_url;
  /* The translations' base; NULL means DR_SYNC_DEFAULT_TRANSLATIONS_SOURCE
   * when source_url is NetrunnerDB's, none otherwise; "" means none. */
  char          *translations_url;
  /* The locale whose translations to get ("fr", "ja"…); NULL: none. */
  char          *locale;
  DrHttpOptions  http;
} DrSyncOptions;

typedef enum
{
  DR_SYNC_STAGE_DOWNLOAD,      /* one endpoint: bytes so far */
  DR_SYNC_STAGE_BUILD,         /* checking the data and building the new card database */
  DR_SYNC_STAGE_DONE,
} DrSyncStage;

typedef struct
{
  DrSyncStage  stage;
  const char  *endpoint;       /* "cards", "packs", …; NULL outside downloads */
  guint        endpoint_index; /* 1-based */
  guint        n_endpoints;
  guint64      received;       /* bytes of this endpoint */
  guint64      expected;       /* 0 when unknown */
  guint64      total_received; /* bytes of every endpoint so far */
} DrSyncProgress;

typedef void (*DrSyncProgressFunc) (const DrSyncProgress *progress,
                                    gpointer              user_data);

typedef struct
{
  char *code;
  char *name;                  /* pack, card title or ban-list name */
} DrSyncItem;

typedef struct
{
  gboolean   up_to_date;       /* nothing new: the card database was not touched */
  guint      n_downloaded;     /* endpoints whose data came in full */
  guint64    bytes_downloaded;
  int        n_cards;          /* NetrunnerDB printings now in the card database */
  GPtrArray *new_packs;        /* DrSyncItem */
  GPtrArray *new_cards;
  GPtrArray *changed_cards;
  GPtrArray *removed_cards;
  GPtrArray *new_mwls;
  char      *source_url;
  char      *restrictions_url; /* the API v3 base asked, or NULL */
  char      *restrictions_warning; /* why the points lists were not updated, or NULL */
  char      *translations_url; /* the translations' base asked, or NULL */
  char      *translations_locale; /* the locale of the translations now in the card database, or NULL */
  int        n_translated;     /* NetrunnerDB printings with a translation to it */
  char      *synced_at;        /* ISO 8601, UTC */
} DrSyncReport;

void          dr_sync_options_init     (DrSyncOptions       *options);
void          dr_sync_options_clear    (DrSyncOptions       *options);
char         *dr_sync_endpoint_url     (const char          *source_url,
                                        const char          *path);
/* The API v3 base a sync with @options asks for points lists, or NULL. */
char         *dr_sync_restrictions_source (const DrSyncOptions *options);
/* The translations' base a sync with @options asks, or NULL. */
char         *dr_sync_translations_source (const DrSyncOptions *options);
void          dr_sync_report_free      (DrSyncReport        *report);
/* Parses an API v2 reply and checks its envelope ("success", "data",
 * "total"); a reply for an unknown code fails with DR_ERROR_NOT_FOUND. */
JsonNode     *dr_sync_parse_reply      (GBytes              *body,
                                        const char          *url,
                                        GError             **error);

/* Downloads NetrunnerDB's card data, checks it, builds a new card database
 * beside @card_db_path and renames it into place. On any failure the file at
 * @card_db_path is left exactly as it was. Runs in the calling thread;
 * @progress is called there. A DrCardStore open on @card_db_path keeps
 * reading the old data until it is reopened. */
DrSyncReport *dr_sync_run              (const char          *card_db_path,
                                        const DrSyncOptions *options,
                                        DrSyncProgressFunc   progress,
                                        gpointer             user_data,
                                        GCancellable        *cancellable,
                                        GError             **error);
/* The same in a worker thread; @progress and @callback run in the thread
 * default main context of the caller. */
void          dr_sync_run_async        (const char          *card_db_path,
                                        const DrSyncOptions *options,
                                        DrSyncProgressFunc   progress,
                                        gpointer             progress_data,
                                        GCancellable        *cancellable,
                                        GAsyncReadyCallback  callback,
                                        gpointer             user_data);
DrSyncReport *dr_sync_run_finish       (GAsyncResult        *result,
                                        GError             **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DrSyncReport, dr_sync_report_free)

G_END_DECLS
