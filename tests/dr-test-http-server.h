/* dr-test-http-server.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* A small HTTP/1.1 server on 127.0.0.1 serving a folder: GET /PATH answers
 * with ROOT/PATH, or ROOT/PATH.json (NetrunnerDB's API v2 shape: /cards is
 * cards.json). Each reply carries Last-Modified (the file's time) and an ETag
 * (a hash of the body) and honours If-None-Match and If-Modified-Since with
 * 304. Faults are switched on per path. */
typedef struct _DrTestHttpServer DrTestHttpServer;

typedef enum
{
  DR_TEST_HTTP_SERVE,          /* the file, as usual */
  DR_TEST_HTTP_STATUS,         /* the given status and a short body */
  DR_TEST_HTTP_STALL,          /* read the request, never answer */
  DR_TEST_HTTP_TRUNCATE,       /* announce the whole body, send half, close */
  DR_TEST_HTTP_REDIRECT,       /* 302 to the given address */
  DR_TEST_HTTP_SLOW,           /* the body in 1 KiB pieces, 20 ms apart */
  DR_TEST_HTTP_BODY,           /* the given text instead of the file */
} DrTestHttpFault;

typedef struct
{
  char       *path;
  GHashTable *headers;         /* lower-case name → value */
  guint       status;
  gsize       body_bytes;      /* bytes of body sent, after compression */
} DrTestHttpRequestLog;

DrTestHttpServer *dr_test_http_server_new          (const char        *root);
void              dr_test_http_server_free         (DrTestHttpServer  *self);
guint16           dr_test_http_server_get_port     (DrTestHttpServer  *self);
/* "http://127.0.0.1:PORT/" */
char             *dr_test_http_server_get_url      (DrTestHttpServer  *self);
void              dr_test_http_server_set_root     (DrTestHttpServer  *self,
                                                    const char        *root);
void              dr_test_http_server_set_fault    (DrTestHttpServer  *self,
                                                    const char        *path,
                                                    DrTestHttpFault    fault,
                                                    guint              status,
                                                    const char        *text);
void              dr_test_http_server_clear_faults (DrTestHttpServer  *self);
/* gzip the body when the client accepts it. */
void              dr_test_http_server_set_gzip     (DrTestHttpServer  *self,
                                                    gboolean           gzip);
void              dr_test_http_server_set_etags    (DrTestHttpServer  *self,
                                                    gboolean           etags);
/* The requests answered so far (DrTestHttpRequestLog *), a copy. */
GPtrArray        *dr_test_http_server_get_log      (DrTestHttpServer  *self);
void              dr_test_http_server_clear_log    (DrTestHttpServer  *self);
guint             dr_test_http_server_count        (DrTestHttpServer  *self,
                                                    const char        *path);
gsize             dr_test_http_server_body_bytes   (DrTestHttpServer  *self);
/* While the gate is closed every file reply waits at it: a test counts
 * how many requests are in flight at once. */
void              dr_test_http_server_set_gate     (DrTestHttpServer  *self,
                                                    gboolean           closed);
/* Waits until @count requests wait at the gate or @timeout_ms pass; returns
 * how many wait. */
guint             dr_test_http_server_wait_at_gate (DrTestHttpServer  *self,
                                                    guint              count,
                                                    guint              timeout_ms);
/* Fails the test unless exactly @count requests come to wait at the
 * closed gate (within 5 s) and no other follows within 300 ms: what a
 * client that asks at most @count at a time does. Opens the gate. */
void              dr_test_http_server_assert_at_most (DrTestHttpServer *self,
                                                      guint             count);
/* The most connections answered at the same time since the log was cleared. */
guint             dr_test_http_server_peak_connections (DrTestHttpServer *self);

void              dr_test_http_request_log_free    (DrTestHttpRequestLog *log);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DrTestHttpServer, dr_test_http_server_free)

G_END_DECLS
