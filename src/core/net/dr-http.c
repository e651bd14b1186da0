/* dr-http.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-http"

#include "config.h"

#include <curl/curl.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "dr-error.h"
#include "dr-http.h"

/* Loopback hosts never go through a proxy: a test server or a local mirror
 * must be reached directly. */
#define LOOPBACK_HOSTS "127.0.0.1,localhost,::1"

struct _DrHttp
{
  DrHttpOptions  options;
  CURLM         *multi;      /* keeps connections open between requests */
  GPtrArray     *idle;       /* CURL *, ready for the next transfer */
};

typedef struct
{
  DrHttp              *http;
  const DrHttpRequest *request;
  CURL                *easy;
  struct curl_slist   *headers;
  char                *url;         /* the current hop */
  guint                hops;
  GByteArray          *body;
  gboolean             too_large;
  char                *last_modified;
  char                *etag;
  curl_off_t           reported;
  DrHttpProgressFunc   progress;
  gpointer             user_data;
  GCancellable        *cancellable;
  char                 curl_error[CURL_ERROR_SIZE];
} Transfer;

static gsize
init_curl_once (gpointer data)
{
  CURLcode code = curl_global_init (CURL_GLOBAL_DEFAULT);

  if (code != CURLE_OK)
    g_critical ("curl_global_init failed: %s", curl_easy_strerror (code));
  return 1;
}

static void
ensure_curl (void)
{
  static GOnce once = G_ONCE_INIT;

  g_once (&once, (GThreadFunc) init_curl_once, NULL);
}

void
dr_http_options_init (DrHttpOptions *options)
{
  options->connect_timeout_ms = 15000;
  options->low_speed_time = 30;
  options->low_speed_limit = 10;
  options->max_size = 64 * 1024 * 1024;
  options->max_redirects = 3;
  options->deadline_ms = 5 * 60 * 1000;
  options->allow_http_loopback = FALSE;
}

DrHttpRequest *
dr_http_request_new (const char *url)
{
  DrHttpRequest *request = g_new0 (DrHttpRequest, 1);

  request->url = g_strdup (url);
  return request;
}

void
dr_http_request_free (DrHttpRequest *request)
{
  if (request == NULL)
    return;
  g_free (request->url);
  g_free (request->if_modified_since);
  g_free (request->if_none_match);
  g_free (request);
}

void
dr_http_response_free (DrHttpResponse *response)
{
  if (response == NULL)
    return;
  g_bytes_unref (response->body);
  g_free (response->last_modified);
  g_free (response->etag);
  g_free (response->url);
  g_free (response);
}

DrHttp *
dr_http_new (const DrHttpOptions *options)
{
  DrHttp *self = g_new0 (DrHttp, 1);

  ensure_curl ();
  if (options != NULL)
    self->options = *options;
  else
    dr_http_options_init (&self->options);
  self->multi = curl_multi_init ();
  self->idle = g_ptr_array_new_with_free_func ((GDestroyNotify) curl_easy_cleanup);
  return self;
}

void
dr_http_free (DrHttp *self)
{
  if (self == NULL)
    return;
  g_ptr_array_unref (self->idle);
  curl_multi_cleanup (self->multi);
  g_free (self);
}

static gboolean
is_loopback_host (const char *host)
{
  return g_ascii_strcasecmp (host, "localhost") == 0
         || g_str_equal (host, "127.0.0.1")
         || g_str_equal (host, "[::1]")
         || g_str_equal (host, "::1");
}

static char *
url_part (CURLU           *handle,
          CURLUPart        part)
{
  char *value = NULL;
  char *copy;

  if (curl_url_get (handle, part, &value, 0) != CURLUE_OK)
    return NULL;
  copy = g_strdup (value);
  curl_free (value);
  return copy;
}

static char *
scheme_of (const char *url)
{
  CURLU *handle = curl_url ();
  char *scheme = NULL;

  if (curl_url_set (handle, CURLUPART_URL, url, 0) == CURLUE_OK)
    scheme = url_part (handle, CURLUPART_SCHEME);
  curl_url_cleanup (handle);
  return scheme;
}

static gboolean
same_host (const char *host,
           const char *other_url)
{
  CURLU *handle = curl_url ();
  g_autofree char *other_host = NULL;

  if (curl_url_set (handle, CURLUPART_URL, other_url, 0) == CURLUE_OK)
    other_host = url_part (handle, CURLUPART_HOST);
  curl_url_cleanup (handle);
  return other_host != NULL && g_ascii_strcasecmp (host, other_host) == 0;
}

/* Where a request (or one hop of a redirect) may go: https anywhere, plain
 * http only to this computer and only when allowed, never back from https
 * to http, and a redirect only on the host it came from: a reply that
 * sends us elsewhere is not what we asked for. */
gboolean
dr_http_check_url (DrHttp      *self,
                   const char  *url,
                   const char  *from_url,
                   GError     **error)
{
  CURLU *handle = curl_url ();
  g_autofree char *scheme = NULL;
  g_autofree char *host = NULL;
  g_autofree char *from_scheme = NULL;
  gboolean ok = FALSE;

  if (curl_url_set (handle, CURLUPART_URL, url, 0) != CURLUE_OK
      || (scheme = url_part (handle, CURLUPART_SCHEME)) == NULL
      || (host = url_part (handle, CURLUPART_HOST)) == NULL)
    g_set_error (error, DR_ERROR, DR_ERROR_INVALID_ARGUMENT, _("“%s” is not a web address"), url);
  else if (g_ascii_strcasecmp (scheme, "https") == 0)
    ok = TRUE;
  else if (g_ascii_strcasecmp (scheme, "http") != 0)
    g_set_error (error, DR_ERROR, DR_ERROR_INVALID_ARGUMENT,
                 _("“%s” is not an https address"), url);
  else if (from_url != NULL && (from_scheme = scheme_of (from_url)) != NULL
           && g_ascii_strcasecmp (from_scheme, "https") == 0)
    g_set_error (error, DR_ERROR, DR_ERROR_NETWORK,
                 _("%s redirects to the unencrypted address %s, which is refused"), from_url, url);
  else if (!is_loopback_host (host))
    g_set_error (error, DR_ERROR, from_url != NULL ? DR_ERROR_NETWORK : DR_ERROR_INVALID_ARGUMENT,
                 _("Plain http to “%s” is refused: use https (plain http is only for this computer, "
                   "127.0.0.1 or localhost)"), host);
  else if (!self->options.allow_http_loopback)
    g_set_error (error, DR_ERROR, DR_ERROR_INVALID_ARGUMENT,
                 _("Plain http to %s needs the option to allow http on this computer"), host);
  else
    ok = TRUE;
  if (ok && from_url != NULL && !same_host (host, from_url))
    {
      g_set_error (error, DR_ERROR, DR_ERROR_NETWORK,
                   _("%s redirects to another host, %s, which is refused"), from_url, host);
      ok = FALSE;
    }
  curl_url_cleanup (handle);
  return ok;
}

/* Transfers */

static size_t
on_body (char   *data,
         size_t  size,
         size_t  count,
         void   *user_data)
{
  Transfer *transfer = user_data;
  gsize length = size * count;

  /* The write callback sees decoded bytes, so a small compressed reply
   * cannot unpack past the limit. */
  if (transfer->body->len + (guint64) length > transfer->http->options.max_size)
    {
      transfer->too_large = TRUE;
      return 0;
    }
  g_byte_array_append (transfer->body, (const guint8 *) data, length);
  return length;
}

static char *
header_value (const char *line,
              gsize       length,
              const char *name)
{
  gsize name_length = strlen (name);

  if (length <= name_length || line[name_length] != ':'
      || g_ascii_strncasecmp (line, name, name_length) != 0)
    return NULL;
  return g_strstrip (g_strndup (line + name_length + 1, length - name_length - 1));
}

static size_t
on_header (char   *data,
           size_t  size,
           size_t  count,
           void   *user_data)
{
  Transfer *transfer = user_data;
  gsize length = size * count;
  char *value;

  if ((value = header_value (data, length, "Last-Modified")) != NULL)
    {
      g_free (transfer->last_modified);
      transfer->last_modified = value;
    }
  else if ((value = header_value (data, length, "ETag")) != NULL)
    {
      g_free (transfer->etag);
      transfer->etag = value;
    }
  return length;
}

static int
on_progress (void       *user_data,
             curl_off_t  expected,
             curl_off_t  received,
             curl_off_t  upload_expected,
             curl_off_t  uploaded)
{
  Transfer *transfer = user_data;

  if (g_cancellable_is_cancelled (transfer->cancellable))
    return 1;
  if (transfer->progress != NULL && received != transfer->reported)
    {
      transfer->reported = received;
      transfer->progress (transfer->request, received, expected, transfer->user_data);
    }
  return 0;
}

/* A conditional value must stay one header line, whatever the server sent. */
static void
add_header (Transfer   *transfer,
            const char *name,
            const char *value)
{
  g_autofree char *line = NULL;

  if (value == NULL || *value == '\0' || strpbrk (value, "\r\n") != NULL)
    return;
  line = g_strdup_printf ("%s: %s", name, value);
  transfer->headers = curl_slist_append (transfer->headers, line);
}

static void
setup_hop (Transfer *transfer)
{
  CURL *easy = transfer->easy;
  const DrHttpOptions *options = &transfer->http->options;

  g_byte_array_set_size (transfer->body, 0);
  g_clear_pointer (&transfer->last_modified, g_free);
  g_clear_pointer (&transfer->etag, g_free);
  transfer->reported = -1;
  transfer->curl_error[0] = '\0';

  curl_easy_reset (easy);
  curl_easy_setopt (easy, CURLOPT_URL, transfer->url);
  curl_easy_setopt (easy, CURLOPT_PRIVATE, transfer);
  curl_easy_setopt (easy, CURLOPT_NOSIGNAL, 1L);
  curl_easy_setopt (easy, CURLOPT_PROTOCOLS_STR, options->allow_http_loopback ? "http,https" : "https");
  curl_easy_setopt (easy, CURLOPT_NOPROXY, LOOPBACK_HOSTS);
  curl_easy_setopt (easy, CURLOPT_SSL_VERIFYPEER, 1L);
  curl_easy_setopt (easy, CURLOPT_SSL_VERIFYHOST, 2L);
  /* Each hop is checked here rather than followed by curl. */
  curl_easy_setopt (easy, CURLOPT_FOLLOWLOCATION, 0L);
  curl_easy_setopt (easy, CURLOPT_USERAGENT, DR_HTTP_USER_AGENT);
  curl_easy_setopt (easy, CURLOPT_ACCEPT_ENCODING, "");
  curl_easy_setopt (easy, CURLOPT_CONNECTTIMEOUT_MS, (long) options->connect_timeout_ms);
  curl_easy_setopt (easy, CURLOPT_LOW_SPEED_LIMIT, (long) options->low_speed_limit);
  curl_easy_setopt (easy, CURLOPT_LOW_SPEED_TIME, (long) options->low_speed_time);
  curl_easy_setopt (easy, CURLOPT_MAXFILESIZE_LARGE, (curl_off_t) options->max_size);
  curl_easy_setopt (easy, CURLOPT_TIMEOUT_MS, (long) options->deadline_ms);
  curl_easy_setopt (easy, CURLOPT_HTTPHEADER, transfer->headers);
  curl_easy_setopt (easy, CURLOPT_WRITEFUNCTION, on_body);
  curl_easy_setopt (easy, CURLOPT_WRITEDATA, transfer);
  curl_easy_setopt (easy, CURLOPT_HEADERFUNCTION, on_header);
  curl_easy_setopt (easy, CURLOPT_HEADERDATA, transfer);
  curl_easy_setopt (easy, CURLOPT_NOPROGRESS, 0L);
  curl_easy_setopt (easy, CURLOPT_XFERINFOFUNCTION, on_progress);
  curl_easy_setopt (easy, CURLOPT_XFERINFODATA, transfer);
  curl_easy_setopt (easy, CURLOPT_ERRORBUFFER, transfer->curl_error);
}

static Transfer *
transfer_new (DrHttp              *http,
              const DrHttpRequest *request,
              DrHttpProgressFunc   progress,
              gpointer             user_data,
              GCancellable        *cancellable,
              GError             **error)
{
  Transfer *transfer;

  if (!dr_http_check_url (http, request->url, NULL, error))
    return NULL;
  transfer = g_new0 (Transfer, 1);
  transfer->http = http;
  transfer->request = request;
  transfer->url = g_strdup (request->url);
  transfer->body = g_byte_array_new ();
  transfer->progress = progress;
  transfer->user_data = user_data;
  transfer->cancellable = cancellable;
  transfer->easy = http->idle->len > 0 ? g_ptr_array_steal_index_fast (http->idle, http->idle->len - 1)
                                       : curl_easy_init ();
  add_header (transfer, "If-Modified-Since", request->if_modified_since);
  add_header (transfer, "If-None-Match", request->if_none_match);
  setup_hop (transfer);
  return transfer;
}

static void
transfer_free (Transfer *transfer)
{
  g_ptr_array_add (transfer->http->idle, transfer->easy);
  curl_slist_free_all (transfer->headers);
  g_free (transfer->url);
  g_byte_array_unref (transfer->body);
  g_free (transfer->last_modified);
  g_free (transfer->etag);
  g_free (transfer);
}

static void
set_transfer_error (Transfer  *transfer,
                    CURLcode   code,
                    GError   **error)
{
  const char *reason = transfer->curl_error[0] != '\0' ? transfer->curl_error : curl_easy_strerror (code);

  switch (code)
    {
    case CURLE_ABORTED_BY_CALLBACK:
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("The download was cancelled"));
      break;
    case CURLE_WRITE_ERROR:
    case CURLE_FILESIZE_EXCEEDED:
      if (transfer->too_large || code == CURLE_FILESIZE_EXCEEDED)
        {
          g_autofree char *limit = g_format_size (transfer->http->options.max_size);

          g_set_error (error, DR_ERROR, DR_ERROR_TOO_LARGE,
                       _("The reply from %s is larger than the limit of %s"), transfer->url, limit);
        }
      else
        g_set_error (error, DR_ERROR, DR_ERROR_NETWORK, _("Cannot download %s: %s"), transfer->url, reason);
      break;
    case CURLE_OPERATION_TIMEDOUT:
      {
        curl_off_t elapsed_us = 0;
        guint deadline_ms = transfer->http->options.deadline_ms;

        /* curl's clock and its timer are not the same reading: a little short
         * of the deadline is the deadline. */
        curl_easy_getinfo (transfer->easy, CURLINFO_TOTAL_TIME_T, &elapsed_us);
        if (deadline_ms > 0 && elapsed_us / 1000 + 100 >= deadline_ms)
          g_set_error (error, DR_ERROR, DR_ERROR_NETWORK,
                       _("%s did not finish within %.1f s (timed out)"), transfer->url, deadline_ms / 1000.0);
        else
          g_set_error (error, DR_ERROR, DR_ERROR_NETWORK,
                       _("%s stopped answering (timed out): %s"), transfer->url, reason);
      }
      break;
    case CURLE_COULDNT_RESOLVE_HOST:
    case CURLE_COULDNT_CONNECT:
      g_set_error (error, DR_ERROR, DR_ERROR_NETWORK,
                   _("Cannot connect to %s: %s"), transfer->url, reason);
      break;
    case CURLE_PARTIAL_FILE:
      g_set_error (error, DR_ERROR, DR_ERROR_NETWORK,
                   _("The transfer from %s was cut short: %s"), transfer->url, reason);
      break;
    case CURLE_PEER_FAILED_VERIFICATION:
    case CURLE_SSL_CACERT_BADFILE:
    case CURLE_SSL_CONNECT_ERROR:
      g_set_error (error, DR_ERROR, DR_ERROR_NETWORK,
                   _("The secure connection to %s failed (certificate check): %s"), transfer->url, reason);
      break;
    default:
      g_set_error (error, DR_ERROR, DR_ERROR_NETWORK, _("Cannot download %s: %s"), transfer->url, reason);
      break;
    }
}

typedef enum
{
  TRANSFER_DONE,
  TRANSFER_REDIRECTED,
} TransferState;

static gboolean
is_redirect (long status)
{
  return status == 301 || status == 302 || status == 303 || status == 307 || status == 308;
}

/* Ends one hop: a response, an error, or the next hop set up. */
static TransferState
transfer_finish (Transfer        *transfer,
                 CURLcode         code,
                 DrHttpResponse **response,
                 GError         **error)
{
  const char *conditional = transfer->request->if_modified_since ? transfer->request->if_modified_since
                                                                  : transfer->request->if_none_match;
  long status = 0;

  *response = NULL;
  if (code != CURLE_OK)
    {
      if (code == CURLE_ABORTED_BY_CALLBACK || !g_cancellable_is_cancelled (transfer->cancellable))
        set_transfer_error (transfer, code, error);
      else
        set_transfer_error (transfer, CURLE_ABORTED_BY_CALLBACK, error);
      return TRANSFER_DONE;
    }
  curl_easy_getinfo (transfer->easy, CURLINFO_RESPONSE_CODE, &status);

  if (is_redirect (status))
    {
      char *location = NULL;

      curl_easy_getinfo (transfer->easy, CURLINFO_REDIRECT_URL, &location);
      if (location == NULL)
        {
          g_set_error (error, DR_ERROR, DR_ERROR_HTTP_STATUS,
                       _("%s answered with a redirect (HTTP %ld) but no address"), transfer->url, status);
          return TRANSFER_DONE;
        }
      if (transfer->hops >= transfer->http->options.max_redirects)
        {
          g_set_error (error, DR_ERROR, DR_ERROR_NETWORK,
                       _("%s redirects more than %u times"), transfer->request->url,
                       transfer->http->options.max_redirects);
          return TRANSFER_DONE;
        }
      if (!dr_http_check_url (transfer->http, location, transfer->url, error))
        {
          g_prefix_error (error, _("Redirect from %s to %s refused: "), transfer->url, location);
          return TRANSFER_DONE;
        }
      /* The reset in setup_hop() frees curl's copy of the location. */
      g_free (transfer->url);
      transfer->url = g_strdup (location);
      transfer->hops++;
      setup_hop (transfer);
      return TRANSFER_REDIRECTED;
    }

  if ((status >= 200 && status < 300) || (status == 304 && conditional != NULL)
      || (status == 404 && transfer->request->missing_is_answer))
    {
      DrHttpResponse *result = g_new0 (DrHttpResponse, 1);

      result->status = status;
      result->body = g_byte_array_free_to_bytes (g_steal_pointer (&transfer->body));
      transfer->body = g_byte_array_new ();
      result->last_modified = g_steal_pointer (&transfer->last_modified);
      result->etag = g_steal_pointer (&transfer->etag);
      result->url = g_strdup (transfer->url);
      *response = result;
      return TRANSFER_DONE;
    }

  if (status == 404)
    g_set_error (error, DR_ERROR, DR_ERROR_HTTP_STATUS,
                 _("%s does not exist on the server (HTTP 404)"), transfer->url);
  else
    g_set_error (error, DR_ERROR, DR_ERROR_HTTP_STATUS,
                 _("The server answered %s with an error (HTTP %ld)"), transfer->url, status);
  return TRANSFER_DONE;
}

static void
wake_multi (GCancellable *cancellable,
            gpointer      user_data)
{
  curl_multi_wakeup (user_data);
}

static void
abort_running (DrHttp    *self,
               GPtrArray *running)
{
  for (guint i = 0; i < running->len; i++)
    {
      Transfer *transfer = g_ptr_array_index (running, i);

      curl_multi_remove_handle (self->multi, transfer->easy);
      transfer_free (transfer);
    }
  g_ptr_array_set_size (running, 0);
}

static gboolean
run_transfers (DrHttp              *self,
               GPtrArray           *requests,
               guint                max_parallel,
               DrHttpProgressFunc   progress,
               gpointer             progress_data,
               DrHttpDoneFunc       done,
               gpointer             done_data,
               GCancellable        *cancellable,
               GError             **error)
{
  g_autoptr(GPtrArray) running = g_ptr_array_new ();
  gulong cancel_handler = 0;
  guint next = 0;
  gboolean ok = TRUE;

  g_return_val_if_fail (max_parallel > 0, FALSE);

  /* Cancelling from another thread interrupts the wait at once; the
   * progress callback then stops the transfers. */
  if (cancellable != NULL)
    cancel_handler = g_cancellable_connect (cancellable, G_CALLBACK (wake_multi), self->multi, NULL);

  while (TRUE)
    {
      CURLMsg *message;
      int queued, still_running;

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        {
          abort_running (self, running);
          ok = FALSE;
          break;
        }

      while (running->len < max_parallel && next < requests->len)
        {
          const DrHttpRequest *request = g_ptr_array_index (requests, next++);
          g_autoptr(GError) local_error = NULL;
          Transfer *transfer = transfer_new (self, request, progress, progress_data, cancellable,
                                             &local_error);

          if (transfer == NULL)
            {
              done (request, NULL, local_error, done_data);
              continue;
            }
          g_ptr_array_add (running, transfer);
          curl_multi_add_handle (self->multi, transfer->easy);
        }
      if (running->len == 0)
        break;

      curl_multi_perform (self->multi, &still_running);
      while ((message = curl_multi_info_read (self->multi, &queued)) != NULL)
        {
          Transfer *transfer = NULL;
          CURLcode code = message->data.result;
          CURL *easy = message->easy_handle;
          g_autoptr(GError) local_error = NULL;
          DrHttpResponse *response = NULL;

          if (message->msg != CURLMSG_DONE)
            continue;
          curl_easy_getinfo (easy, CURLINFO_PRIVATE, (char **) &transfer);
          curl_multi_remove_handle (self->multi, easy);
          if (transfer_finish (transfer, code, &response, &local_error) == TRANSFER_REDIRECTED)
            {
              curl_multi_add_handle (self->multi, easy);
              continue;
            }
          g_ptr_array_remove_fast (running, transfer);
          if (local_error != NULL && g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
            {
              transfer_free (transfer);
              continue;  /* reported once, for the whole batch, at the top of the loop */
            }
          done (transfer->request, response, local_error, done_data);
          transfer_free (transfer);
        }

      if (running->len > 0)
        curl_multi_poll (self->multi, NULL, 0, 1000, NULL);
    }

  if (cancel_handler != 0)
    g_cancellable_disconnect (cancellable, cancel_handler);
  return ok;
}

gboolean
dr_http_get_many (DrHttp              *self,
                  GPtrArray           *requests,
                  guint                max_parallel,
                  DrHttpProgressFunc   progress,
                  DrHttpDoneFunc       done,
                  gpointer             user_data,
                  GCancellable        *cancellable,
                  GError             **error)
{
  return run_transfers (self, requests, max_parallel, progress, user_data, done, user_data, cancellable, error);
}

typedef struct
{
  DrHttpResponse *response;
  GError         *error;
} SingleResult;

static void
on_single_done (const DrHttpRequest *request,
                DrHttpResponse      *response,
                const GError        *error,
                gpointer             user_data)
{
  SingleResult *result = user_data;

  result->response = response;
  if (error != NULL)
    result->error = g_error_copy (error);
}

DrHttpResponse *
dr_http_get (DrHttp              *self,
             const DrHttpRequest *request,
             DrHttpProgressFunc   progress,
             gpointer             user_data,
             GCancellable        *cancellable,
             GError             **error)
{
  g_autoptr(GPtrArray) requests = g_ptr_array_new ();
  SingleResult result = { NULL, NULL };

  g_ptr_array_add (requests, (gpointer) request);
  if (!run_transfers (self, requests, 1, progress, user_data, on_single_done, &result, cancellable, error))
    return NULL;
  if (result.error != NULL)
    {
      g_propagate_error (error, result.error);
      return NULL;
    }
  return result.response;
}
