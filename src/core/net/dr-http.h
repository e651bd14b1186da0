/* dr-http.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define DR_HTTP_USER_AGENT "Deckrunner/" PACKAGE_VERSION " (+https://github.com/deckrunner)"

typedef struct
{
  guint    connect_timeout_ms;
  guint    low_speed_time;       /* seconds under low_speed_limit before a transfer is given up */
  guint    low_speed_limit;      /* bytes per second */
  guint64  max_size;             /* bytes of one reply, counted after decompression */
  guint    max_redirects;
  guint    deadline_ms;          /* the longest one request (each redirect hop) may take, 0 for no limit:
                                  * a server that drips its reply fast enough for low_speed_limit
                                  * would otherwise hold a download open for ever */
  gboolean allow_http_loopback;  /* plain http, only to 127.0.0.1, ::1 or localhost */
} DrHttpOptions;

typedef struct
{
  char     *url;
  char     *if_modified_since;   /* a Last-Modified value kept from an earlier reply */
  char     *if_none_match;       /* an ETag kept from an earlier reply */
  gboolean  missing_is_answer;   /* a 404 is a response (status 404, empty body), not an error */
  gpointer  user_data;
} DrHttpRequest;

typedef struct
{
  guint   status;         /* 2xx, 304 when a conditional request found nothing new, or
                           * 404 when the request took a missing file as an answer */
  GBytes *body;           /* empty on 304 */
  char   *last_modified;
  char   *etag;
  char   *url;            /* where the reply came from, after redirects */
} DrHttpResponse;

/* @received and @expected count bytes on the wire; @expected is 0 when unknown. */
typedef void (*DrHttpProgressFunc) (const DrHttpRequest *request,
                                    guint64              received,
                                    guint64              expected,
                                    gpointer             user_data);
/* One request of dr_http_get_many() ended: @response (owned by the callee)
 * or @error is set. */
typedef void (*DrHttpDoneFunc)     (const DrHttpRequest *request,
                                    DrHttpResponse      *response,
                                    const GError        *error,
                                    gpointer             user_data);

typedef struct _DrHttp DrHttp;

void            dr_http_options_init  (DrHttpOptions        *options);

DrHttpRequest  *dr_http_request_new   (const char           *url);
void            dr_http_request_free  (DrHttpRequest        *request);
void            dr_http_response_free (DrHttpResponse       *response);

/* A DrHttp serves one thread at a time; each thread makes its own. */
DrHttp         *dr_http_new           (const DrHttpOptions  *options);
void            dr_http_free          (DrHttp               *self);
gboolean        dr_http_check_url     (DrHttp               *self,
                                       const char           *url,
                                       const char           *from_url,
                                       GError              **error);
DrHttpResponse *dr_http_get           (DrHttp               *self,
                                       const DrHttpRequest  *request,
                                       DrHttpProgressFunc    progress,
                                       gpointer              user_data,
                                       GCancellable         *cancellable,
                                       GError              **error);
/* Runs @requests (DrHttpRequest *) with at most @max_parallel transfers at
 * once, calling @done for each in this thread. FALSE only when cancelled. */
gboolean        dr_http_get_many      (DrHttp               *self,
                                       GPtrArray            *requests,
                                       guint                 max_parallel,
                                       DrHttpProgressFunc    progress,
                                       DrHttpDoneFunc        done,
                                       gpointer              user_data,
                                       GCancellable         *cancellable,
                                       GError              **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DrHttp, dr_http_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (DrHttpRequest, dr_http_request_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (DrHttpResponse, dr_http_response_free)

G_END_DECLS
