/* dr-test-http-server.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-test-http-server"

#include <string.h>

#include "dr-test-http-server.h"

typedef struct
{
  DrTestHttpFault  kind;
  guint            status;
  char            *text;
} Fault;

struct _DrTestHttpServer
{
  GMainContext   *context;
  GMainLoop      *loop;
  GThread        *thread;
  GSocketService *service;
  guint16         port;

  GMutex          lock;
  GCond           changed;
  char           *root;
  GHashTable     *faults;      /* path → Fault */
  gboolean        gzip;
  gboolean        etags;
  GPtrArray      *log;         /* DrTestHttpRequestLog */
  gboolean        stopping;
  guint           active;      /* connections being answered */
  guint           peak_active;
  gboolean        gate_closed; /* file replies wait until the test opens it */
  guint           at_gate;
};

static void
fault_free (Fault *fault)
{
  g_free (fault->text);
  g_free (fault);
}

static Fault *
fault_copy (const Fault *fault)
{
  Fault *copy = g_new0 (Fault, 1);

  copy->kind = fault->kind;
  copy->status = fault->status;
  copy->text = g_strdup (fault->text);
  return copy;
}

void
dr_test_http_request_log_free (DrTestHttpRequestLog *log)
{
  g_free (log->path);
  g_hash_table_unref (log->headers);
  g_free (log);
}

/* Reading the request */

static gboolean
read_request (GInputStream  *input,
              char         **path,
              GHashTable    *headers)
{
  g_autoptr(GDataInputStream) data = g_data_input_stream_new (input);
  g_autofree char *request_line = NULL;
  g_auto(GStrv) parts = NULL;

  g_data_input_stream_set_newline_type (data, G_DATA_STREAM_NEWLINE_TYPE_CR_LF);
  g_filter_input_stream_set_close_base_stream (G_FILTER_INPUT_STREAM (data), FALSE);
  request_line = g_data_input_stream_read_line (data, NULL, NULL, NULL);
  if (request_line == NULL)
    return FALSE;
  parts = g_strsplit (request_line, " ", 3);
  if (g_strv_length (parts) != 3 || !g_str_equal (parts[0], "GET"))
    return FALSE;
  *path = g_strndup (parts[1], strcspn (parts[1], "?#"));

  while (TRUE)
    {
      g_autofree char *line = g_data_input_stream_read_line (data, NULL, NULL, NULL);
      const char *colon;

      if (line == NULL)
        return FALSE;
      if (*line == '\0')
        return TRUE;
      colon = strchr (line, ':');
      if (colon != NULL)
        g_hash_table_replace (headers, g_ascii_strdown (line, colon - line),
                              g_strstrip (g_strdup (colon + 1)));
    }
}

/* Building the reply */

static char *
http_date (gint64 unix_time)
{
  static const char *const days[] = { "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun" };
  static const char *const months[] = { "Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                        "Jul", "Aug", "Sep", "Oct", "Nov", "Dec" };
  g_autoptr(GDateTime) time = g_date_time_new_from_unix_utc (unix_time);

  return g_strdup_printf ("%s, %02d %s %04d %02d:%02d:%02d GMT",
                          days[g_date_time_get_day_of_week (time) - 1], g_date_time_get_day_of_month (time),
                          months[g_date_time_get_month (time) - 1], g_date_time_get_year (time),
                          g_date_time_get_hour (time), g_date_time_get_minute (time),
                          g_date_time_get_second (time));
}

static GBytes *
gzip_bytes (GBytes *body)
{
  g_autoptr(GZlibCompressor) compressor = g_zlib_compressor_new (G_ZLIB_COMPRESSOR_FORMAT_GZIP, 6);
  g_autoptr(GOutputStream) memory = g_memory_output_stream_new_resizable ();
  g_autoptr(GOutputStream) zip = g_converter_output_stream_new (memory, G_CONVERTER (compressor));
  gsize size;
  gconstpointer data = g_bytes_get_data (body, &size);

  g_filter_output_stream_set_close_base_stream (G_FILTER_OUTPUT_STREAM (zip), FALSE);
  g_assert_true (g_output_stream_write_all (zip, data, size, NULL, NULL, NULL));
  g_assert_true (g_output_stream_close (zip, NULL, NULL));
  g_assert_true (g_output_stream_close (memory, NULL, NULL));
  return g_memory_output_stream_steal_as_bytes (G_MEMORY_OUTPUT_STREAM (memory));
}

static gboolean
write_text (GOutputStream *output,
            const char    *text)
{
  return g_output_stream_write_all (output, text, strlen (text), NULL, NULL, NULL);
}

static gboolean
send_simple (GOutputStream *output,
             guint          status,
             const char    *extra_headers,
             const char    *body)
{
  g_autofree char *head = g_strdup_printf ("HTTP/1.1 %u Test\r\nContent-Type: text/plain\r\n"
                                           "Content-Length: %zu\r\nConnection: close\r\n%s\r\n",
                                           status, strlen (body), extra_headers ? extra_headers : "");

  return write_text (output, head) && write_text (output, body);
}

static GBytes *
load_file (const char *root,
           const char *path,
           gint64     *mtime)
{
  g_autofree char *file = g_build_filename (root, path, NULL);
  g_autofree char *with_json = g_strconcat (file, ".json", NULL);
  const char *candidates[] = { file, with_json };

  if (strstr (path, "..") != NULL)
    return NULL;
  for (guint i = 0; i < G_N_ELEMENTS (candidates); i++)
    {
      g_autoptr(GFile) gfile = g_file_new_for_path (candidates[i]);
      g_autoptr(GFileInfo) info = g_file_query_info (gfile, G_FILE_ATTRIBUTE_TIME_MODIFIED ","
                                                     G_FILE_ATTRIBUTE_STANDARD_TYPE,
                                                     G_FILE_QUERY_INFO_NONE, NULL, NULL);

      if (info != NULL && g_file_info_get_file_type (info) == G_FILE_TYPE_REGULAR)
        {
          *mtime = (gint64) g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED);
          return g_file_load_bytes (gfile, NULL, NULL, NULL);
        }
    }
  return NULL;
}

static void
log_request (DrTestHttpServer *self,
             const char       *path,
             GHashTable       *headers,
             guint             status,
             gsize             body_bytes)
{
  DrTestHttpRequestLog *log = g_new0 (DrTestHttpRequestLog, 1);

  log->path = g_strdup (path);
  log->headers = g_hash_table_ref (headers);
  log->status = status;
  log->body_bytes = body_bytes;
  g_mutex_lock (&self->lock);
  g_ptr_array_add (self->log, log);
  g_mutex_unlock (&self->lock);
}

static void
wait_until_stopping (DrTestHttpServer *self)
{
  g_mutex_lock (&self->lock);
  while (!self->stopping)
    g_cond_wait (&self->changed, &self->lock);
  g_mutex_unlock (&self->lock);
}

static void
wait_at_gate (DrTestHttpServer *self)
{
  g_mutex_lock (&self->lock);
  self->at_gate++;
  g_cond_broadcast (&self->changed);
  while (self->gate_closed && !self->stopping)
    g_cond_wait (&self->changed, &self->lock);
  self->at_gate--;
  g_mutex_unlock (&self->lock);
}

static gboolean
is_stopping (DrTestHttpServer *self)
{
  gboolean stopping;

  g_mutex_lock (&self->lock);
  stopping = self->stopping;
  g_mutex_unlock (&self->lock);
  return stopping;
}

static void
send_body (DrTestHttpServer *self,
           GOutputStream    *output,
           GBytes           *body,
           DrTestHttpFault   kind)
{
  gsize size;
  const guint8 *data = g_bytes_get_data (body, &size);

  if (kind == DR_TEST_HTTP_TRUNCATE)
    size /= 2;
  if (kind != DR_TEST_HTTP_SLOW)
    {
      g_output_stream_write_all (output, data, size, NULL, NULL, NULL);
      return;
    }
  for (gsize sent = 0; sent < size && !is_stopping (self); sent += 1024)
    {
      if (!g_output_stream_write_all (output, data + sent, MIN (1024, size - sent), NULL, NULL, NULL))
        return;
      if (sent + 1024 < size)
        g_usleep (20 * G_TIME_SPAN_MILLISECOND);
    }
}

static void
answer (DrTestHttpServer *self,
        GOutputStream    *output,
        const char       *path,
        GHashTable       *headers)
{
  g_autoptr(GBytes) body = NULL;
  g_autoptr(GString) head = g_string_new (NULL);
  g_autofree char *root = NULL;
  g_autofree char *last_modified = NULL;
  g_autofree char *etag = NULL;
  const char *if_none_match = g_hash_table_lookup (headers, "if-none-match");
  const char *if_modified_since = g_hash_table_lookup (headers, "if-modified-since");
  const char *accept_encoding = g_hash_table_lookup (headers, "accept-encoding");
  Fault fault = { DR_TEST_HTTP_SERVE, 0, NULL };
  gboolean gzip, etags;
  gint64 mtime = 0;

  g_mutex_lock (&self->lock);
  {
    Fault *found = g_hash_table_lookup (self->faults, path);

    if (found != NULL)
      fault = *found;
    fault.text = g_strdup (fault.text);
  }
  root = g_strdup (self->root);
  gzip = self->gzip;
  etags = self->etags;
  g_mutex_unlock (&self->lock);

  switch (fault.kind)
    {
    case DR_TEST_HTTP_STATUS:
      log_request (self, path, headers, fault.status, 0);
      send_simple (output, fault.status, NULL, "fault switched on by the test\n");
      g_free (fault.text);
      return;
    case DR_TEST_HTTP_STALL:
      log_request (self, path, headers, 0, 0);
      wait_until_stopping (self);
      return;
    case DR_TEST_HTTP_REDIRECT:
      {
        g_autofree char *location = g_strdup_printf ("Location: %s\r\n", fault.text);

        log_request (self, path, headers, 302, 0);
        send_simple (output, 302, location, "moved\n");
        g_free (fault.text);
        return;
      }
    case DR_TEST_HTTP_BODY:
      body = g_bytes_new_take (g_strdup (fault.text), strlen (fault.text));
      mtime = 1758147400;
      break;
    case DR_TEST_HTTP_SERVE:
    case DR_TEST_HTTP_TRUNCATE:
    case DR_TEST_HTTP_SLOW:
    default:
      wait_at_gate (self);
      body = load_file (root, path + 1, &mtime);
      break;
    }
  g_free (fault.text);

  if (body == NULL)
    {
      log_request (self, path, headers, 404, 0);
      send_simple (output, 404, NULL, "not found\n");
      return;
    }

  last_modified = http_date (mtime);
  if (etags)
    {
      g_autofree char *hash = g_compute_checksum_for_bytes (G_CHECKSUM_SHA1, body);

      etag = g_strdup_printf ("\"%.16s\"", hash);
    }
  if ((if_none_match != NULL && etag != NULL && g_str_equal (if_none_match, etag))
      || (if_none_match == NULL && if_modified_since != NULL && g_str_equal (if_modified_since, last_modified)))
    {
      g_autofree char *validators = g_strdup_printf ("Last-Modified: %s\r\n%s%s%s", last_modified,
                                                     etag ? "ETag: " : "", etag ? etag : "", etag ? "\r\n" : "");

      log_request (self, path, headers, 304, 0);
      write_text (output, "HTTP/1.1 304 Not Modified\r\nConnection: close\r\n");
      write_text (output, validators);
      write_text (output, "\r\n");
      return;
    }

  if (gzip && accept_encoding != NULL && strstr (accept_encoding, "gzip") != NULL)
    {
      GBytes *zipped = gzip_bytes (body);

      g_bytes_unref (body);
      body = zipped;
      g_string_append (head, "Content-Encoding: gzip\r\n");
    }
  g_string_prepend (head, "HTTP/1.1 200 OK\r\nContent-Type: application/json; charset=UTF-8\r\n"
                          "Connection: close\r\n");
  g_string_append_printf (head, "Content-Length: %zu\r\nLast-Modified: %s\r\n",
                          g_bytes_get_size (body), last_modified);
  if (etag != NULL)
    g_string_append_printf (head, "ETag: %s\r\n", etag);
  g_string_append (head, "\r\n");

  log_request (self, path, headers, 200,
               fault.kind == DR_TEST_HTTP_TRUNCATE ? g_bytes_get_size (body) / 2 : g_bytes_get_size (body));
  if (write_text (output, head->str))
    send_body (self, output, body, fault.kind);
}

static gboolean
on_run (GThreadedSocketService *service,
        GSocketConnection      *connection,
        GObject                *source,
        gpointer                user_data)
{
  DrTestHttpServer *self = user_data;
  g_autoptr(GHashTable) headers = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autofree char *path = NULL;

  g_mutex_lock (&self->lock);
  self->active++;
  self->peak_active = MAX (self->peak_active, self->active);
  g_mutex_unlock (&self->lock);

  /* A client that stops talking must not hold a thread forever. */
  g_socket_set_timeout (g_socket_connection_get_socket (connection), 10);
  if (read_request (g_io_stream_get_input_stream (G_IO_STREAM (connection)), &path, headers))
    answer (self, g_io_stream_get_output_stream (G_IO_STREAM (connection)), path, headers);
  g_io_stream_close (G_IO_STREAM (connection), NULL, NULL);

  g_mutex_lock (&self->lock);
  self->active--;
  g_cond_broadcast (&self->changed);
  g_mutex_unlock (&self->lock);
  return TRUE;
}

static gpointer
serve (gpointer data)
{
  DrTestHttpServer *self = data;

  g_main_context_push_thread_default (self->context);
  g_main_loop_run (self->loop);
  g_main_context_pop_thread_default (self->context);
  return NULL;
}

DrTestHttpServer *
dr_test_http_server_new (const char *root)
{
  DrTestHttpServer *self = g_new0 (DrTestHttpServer, 1);
  g_autoptr(GInetAddress) loopback = g_inet_address_new_loopback (G_SOCKET_FAMILY_IPV4);
  g_autoptr(GSocketAddress) address = g_inet_socket_address_new (loopback, 0);
  g_autoptr(GSocketAddress) bound = NULL;
  g_autoptr(GError) error = NULL;

  g_mutex_init (&self->lock);
  g_cond_init (&self->changed);
  self->root = g_strdup (root);
  self->faults = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) fault_free);
  self->log = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_test_http_request_log_free);
  self->etags = TRUE;
  self->context = g_main_context_new ();
  self->loop = g_main_loop_new (self->context, FALSE);

  /* The service accepts in the context that is the thread default when it
   * starts: the server's own thread, so tests may block. */
  g_main_context_push_thread_default (self->context);
  self->service = g_threaded_socket_service_new (16);
  g_socket_listener_add_address (G_SOCKET_LISTENER (self->service), address, G_SOCKET_TYPE_STREAM,
                                 G_SOCKET_PROTOCOL_TCP, NULL, &bound, &error);
  g_assert_no_error (error);
  self->port = g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (bound));
  g_signal_connect (self->service, "run", G_CALLBACK (on_run), self);
  g_socket_service_start (self->service);
  g_main_context_pop_thread_default (self->context);

  self->thread = g_thread_new ("test-http-server", serve, self);
  return self;
}

static gboolean
stop_in_server_thread (gpointer data)
{
  DrTestHttpServer *self = data;

  g_socket_service_stop (self->service);
  g_socket_listener_close (G_SOCKET_LISTENER (self->service));
  g_main_loop_quit (self->loop);
  return G_SOURCE_REMOVE;
}

void
dr_test_http_server_free (DrTestHttpServer *self)
{
  if (self == NULL)
    return;
  g_mutex_lock (&self->lock);
  self->stopping = TRUE;
  g_cond_broadcast (&self->changed);
  g_mutex_unlock (&self->lock);

  g_main_context_invoke (self->context, stop_in_server_thread, self);
  g_thread_join (self->thread);

  g_mutex_lock (&self->lock);
  while (self->active > 0)
    g_cond_wait (&self->changed, &self->lock);
  g_mutex_unlock (&self->lock);

  g_object_unref (self->service);
  g_main_loop_unref (self->loop);
  g_main_context_unref (self->context);
  g_hash_table_unref (self->faults);
  g_ptr_array_unref (self->log);
  g_free (self->root);
  g_mutex_clear (&self->lock);
  g_cond_clear (&self->changed);
  g_free (self);
}

guint16
dr_test_http_server_get_port (DrTestHttpServer *self)
{
  return self->port;
}

char *
dr_test_http_server_get_url (DrTestHttpServer *self)
{
  return g_strdup_printf ("http://127.0.0.1:%u/", self->port);
}

void
dr_test_http_server_set_root (DrTestHttpServer *self,
                              const char       *root)
{
  g_mutex_lock (&self->lock);
  g_free (self->root);
  self->root = g_strdup (root);
  g_mutex_unlock (&self->lock);
}

void
dr_test_http_server_set_fault (DrTestHttpServer *self,
                               const char       *path,
                               DrTestHttpFault   kind,
                               guint             status,
                               const char       *text)
{
  Fault fault = { kind, status, (char *) text };

  g_mutex_lock (&self->lock);
  g_hash_table_replace (self->faults, g_strdup (path), fault_copy (&fault));
  g_mutex_unlock (&self->lock);
}

void
dr_test_http_server_clear_faults (DrTestHttpServer *self)
{
  g_mutex_lock (&self->lock);
  g_hash_table_remove_all (self->faults);
  g_mutex_unlock (&self->lock);
}

void
dr_test_http_server_set_gzip (DrTestHttpServer *self,
                              gboolean          gzip)
{
  g_mutex_lock (&self->lock);
  self->gzip = gzip;
  g_mutex_unlock (&self->lock);
}

void
dr_test_http_server_set_etags (DrTestHttpServer *self,
                               gboolean          etags)
{
  g_mutex_lock (&self->lock);
  self->etags = etags;
  g_mutex_unlock (&self->lock);
}

GPtrArray *
dr_test_http_server_get_log (DrTestHttpServer *self)
{
  GPtrArray *copy = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_test_http_request_log_free);

  g_mutex_lock (&self->lock);
  for (guint i = 0; i < self->log->len; i++)
    {
      DrTestHttpRequestLog *log = g_ptr_array_index (self->log, i);
      DrTestHttpRequestLog *entry = g_new0 (DrTestHttpRequestLog, 1);

      *entry = *log;
      entry->path = g_strdup (log->path);
      entry->headers = g_hash_table_ref (log->headers);
      g_ptr_array_add (copy, entry);
    }
  g_mutex_unlock (&self->lock);
  return copy;
}

void
dr_test_http_server_clear_log (DrTestHttpServer *self)
{
  g_mutex_lock (&self->lock);
  g_ptr_array_set_size (self->log, 0);
  self->peak_active = 0;
  g_mutex_unlock (&self->lock);
}

guint
dr_test_http_server_peak_connections (DrTestHttpServer *self)
{
  guint peak;

  g_mutex_lock (&self->lock);
  peak = self->peak_active;
  g_mutex_unlock (&self->lock);
  return peak;
}

guint
dr_test_http_server_count (DrTestHttpServer *self,
                           const char       *path)
{
  guint count = 0;

  g_mutex_lock (&self->lock);
  for (guint i = 0; i < self->log->len; i++)
    {
      DrTestHttpRequestLog *log = g_ptr_array_index (self->log, i);

      if (path == NULL || g_str_equal (log->path, path))
        count++;
    }
  g_mutex_unlock (&self->lock);
  return count;
}

gsize
dr_test_http_server_body_bytes (DrTestHttpServer *self)
{
  gsize bytes = 0;

  g_mutex_lock (&self->lock);
  for (guint i = 0; i < self->log->len; i++)
    bytes += ((DrTestHttpRequestLog *) g_ptr_array_index (self->log, i))->body_bytes;
  g_mutex_unlock (&self->lock);
  return bytes;
}

void
dr_test_http_server_set_gate (DrTestHttpServer *self,
                              gboolean          closed)
{
  g_mutex_lock (&self->lock);
  self->gate_closed = closed;
  g_cond_broadcast (&self->changed);
  g_mutex_unlock (&self->lock);
}

guint
dr_test_http_server_wait_at_gate (DrTestHttpServer *self,
                                  guint             count,
                                  guint             timeout_ms)
{
  gint64 end = g_get_monotonic_time () + timeout_ms * G_TIME_SPAN_MILLISECOND;
  guint at_gate;

  g_mutex_lock (&self->lock);
  while (self->at_gate < count && g_cond_wait_until (&self->changed, &self->lock, end))
    ;
  at_gate = self->at_gate;
  g_mutex_unlock (&self->lock);
  return at_gate;
}

void
dr_test_http_server_assert_at_most (DrTestHttpServer *self,
                                    guint             count)
{
  g_assert_cmpuint (dr_test_http_server_wait_at_gate (self, count, 5000), ==, count);
  /* Give one more request every chance to show up. */
  g_usleep (300 * G_TIME_SPAN_MILLISECOND);
  g_assert_cmpuint (dr_test_http_server_wait_at_gate (self, count + 1, 0), ==, count);
  dr_test_http_server_set_gate (self, FALSE);
}
