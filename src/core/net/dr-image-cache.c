/* dr-image-cache.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-image-cache"

#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <utime.h>

#include "dr-db.h"
#include "dr-error.h"
#include "dr-image-cache-private.h"
#include "dr-paths.h"

/* No card image comes close; a bigger reply is not an image we want. */
#define MAX_IMAGE_SIZE (16 * 1024 * 1024)
/* g_file_set_contents() leaves "<name>.XXXXXX" behind only if it crashed. */
#define STALE_TEMP_AGE (G_TIME_SPAN_HOUR)

typedef struct
{
  guint64 size;
  gint64  used;     /* microseconds since the epoch: the file's modification time */
} Entry;

struct _DrImageCache
{
  char       *dir;
  char       *url_template;
  guint64     limit;
  DrHttp     *http;
  GHashTable *entries;   /* code → Entry; NULL until the folder is read */
  guint64     size;
};

gboolean
dr_image_cache_code_is_valid (const char *code)
{
  if (code == NULL || strlen (code) != 5)
    return FALSE;
  for (guint i = 0; i < 5; i++)
    if (!g_ascii_isdigit (code[i]))
      return FALSE;
  return TRUE;
}

DrImageCache *
dr_image_cache_new (const char          *dir,
                    const char          *url_template,
                    guint64              limit_bytes,
                    const DrHttpOptions *http_options)
{
  DrImageCache *self = g_new0 (DrImageCache, 1);
  DrHttpOptions options;

  if (http_options != NULL)
    options = *http_options;
  else
    dr_http_options_init (&options);
  options.max_size = MIN (options.max_size, MAX_IMAGE_SIZE);
  self->dir = dir != NULL ? g_strdup (dir) : dr_paths_image_cache_dir ();
  self->url_template = g_strdup (url_template != NULL ? url_template : DR_IMAGE_DEFAULT_URL_TEMPLATE);
  self->limit = limit_bytes;
  self->http = dr_http_new (&options);
  return self;
}

DrImageCache *
dr_image_cache_new_for_store (DrCardStore         *store,
                              const char          *dir,
                              guint64              limit_bytes,
                              const DrHttpOptions *http_options)
{
  g_autofree char *url_template = dr_card_store_get_meta (store, "image_url_template");

  return dr_image_cache_new (dir, url_template, limit_bytes, http_options);
}

void
dr_image_cache_free (DrImageCache *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->entries, g_hash_table_unref);
  dr_http_free (self->http);
  g_free (self->url_template);
  g_free (self->dir);
  g_free (self);
}

const char *
dr_image_cache_get_dir (DrImageCache *self)
{
  return self->dir;
}

const char *
dr_image_cache_get_url_template (DrImageCache *self)
{
  return self->url_template;
}

/* The index: what the folder holds, read once */

static char *
image_path (DrImageCache *self,
            const char   *code)
{
  g_autofree char *name = g_strconcat (code, ".jpg", NULL);

  return g_build_filename (self->dir, name, NULL);
}

static gboolean
is_image_name (const char *name)
{
  g_autofree char *code = g_strndup (name, 5);

  return strlen (name) == 9 && g_str_has_suffix (name, ".jpg") && dr_image_cache_code_is_valid (code);
}

static gboolean
is_stale_temp (const char *name,
               gint64      modified)
{
  g_autofree char *code = g_strndup (name, 5);

  return strlen (name) > 10 && strncmp (name + 5, ".jpg.", 5) == 0 && dr_image_cache_code_is_valid (code)
         && g_get_real_time () - modified > STALE_TEMP_AGE;
}

static void
add_entry (DrImageCache *self,
           const char   *code,
           guint64       size,
           gint64        used)
{
  Entry *entry = g_hash_table_lookup (self->entries, code);

  if (entry == NULL)
    {
      entry = g_new0 (Entry, 1);
      g_hash_table_insert (self->entries, g_strdup (code), entry);
    }
  else
    self->size -= entry->size;
  entry->size = size;
  entry->used = used;
  self->size += size;
}

static void
remove_entry (DrImageCache *self,
              const char   *code)
{
  Entry *entry = g_hash_table_lookup (self->entries, code);

  if (entry != NULL)
    {
      self->size -= entry->size;
      g_hash_table_remove (self->entries, code);
    }
}

static void
read_index (DrImageCache *self)
{
  g_autoptr(GFile) dir = NULL;
  g_autoptr(GFileEnumerator) children = NULL;
  GFileInfo *info;

  if (self->entries != NULL)
    return;
  self->entries = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->size = 0;
  dir = g_file_new_for_path (self->dir);
  children = g_file_enumerate_children (dir, G_FILE_ATTRIBUTE_STANDARD_NAME "," G_FILE_ATTRIBUTE_STANDARD_SIZE ","
                                        G_FILE_ATTRIBUTE_STANDARD_TYPE "," G_FILE_ATTRIBUTE_TIME_MODIFIED ","
                                        G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC,
                                        G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL, NULL);
  if (children == NULL)
    return;
  while ((info = g_file_enumerator_next_file (children, NULL, NULL)) != NULL)
    {
      const char *name = g_file_info_get_name (info);
      gint64 modified = g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED) * G_USEC_PER_SEC
                        + g_file_info_get_attribute_uint32 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC);

      if (g_file_info_get_file_type (info) == G_FILE_TYPE_REGULAR)
        {
          if (is_image_name (name))
            {
              g_autofree char *code = g_strndup (name, 5);

              add_entry (self, code, g_file_info_get_size (info), modified);
            }
          else if (is_stale_temp (name, modified))
            {
              g_autofree char *path = g_build_filename (self->dir, name, NULL);

              g_unlink (path);
            }
        }
      g_object_unref (info);
    }
}

guint64
dr_image_cache_get_size (DrImageCache *self)
{
  read_index (self);
  return self->size;
}

static int
compare_used (gconstpointer a,
              gconstpointer b,
              gpointer      user_data)
{
  GHashTable *entries = user_data;
  const Entry *x = g_hash_table_lookup (entries, *(const char *const *) a);
  const Entry *y = g_hash_table_lookup (entries, *(const char *const *) b);

  return x->used < y->used ? -1 : x->used > y->used;
}

/* Least recently used first, until the cache fits its limit; @keep (the
 * image just asked for) stays even when it alone is over the limit. */
static void
evict (DrImageCache *self,
       const char   *keep)
{
  g_autoptr(GPtrArray) codes = NULL;

  if (self->size <= self->limit)
    return;
  codes = g_ptr_array_new_with_free_func (g_free);
  {
    g_autoptr(GList) keys = g_hash_table_get_keys (self->entries);

    for (GList *l = keys; l != NULL; l = l->next)
      g_ptr_array_add (codes, g_strdup (l->data));
  }
  g_ptr_array_sort_with_data (codes, compare_used, self->entries);
  for (guint i = 0; i < codes->len && self->size > self->limit; i++)
    {
      const char *code = g_ptr_array_index (codes, i);
      g_autofree char *path = NULL;

      if (g_strcmp0 (code, keep) == 0)
        continue;
      path = image_path (self, code);
      if (g_unlink (path) != 0 && errno != ENOENT)
        g_warning ("Cannot remove the cached image %s: %s", path, g_strerror (errno));
      remove_entry (self, code);
    }
}

void
dr_image_cache_set_limit (DrImageCache *self,
                          guint64       limit_bytes)
{
  self->limit = limit_bytes;
  read_index (self);
  evict (self, NULL);
}

static gboolean
touch (DrImageCache *self,
       const char   *code)
{
  g_autofree char *path = image_path (self, code);
  Entry *entry;

  /* Another Deckrunner may have evicted it meanwhile. */
  if (g_utime (path, NULL) != 0)
    {
      remove_entry (self, code);
      return FALSE;
    }
  entry = g_hash_table_lookup (self->entries, code);
  if (entry != NULL)
    entry->used = g_get_real_time ();
  return TRUE;
}

char *
dr_image_cache_lookup (DrImageCache *self,
                       const char   *code)
{
  if (!dr_image_cache_code_is_valid (code))
    return NULL;
  read_index (self);
  if (!g_hash_table_contains (self->entries, code) || !touch (self, code))
    return NULL;
  return image_path (self, code);
}

/* Downloads */

static gboolean
looks_like_image (GBytes *body)
{
  gsize size;
  const guint8 *data = g_bytes_get_data (body, &size);

  if (size >= 3 && data[0] == 0xff && data[1] == 0xd8 && data[2] == 0xff)
    return TRUE;
  if (size >= 8 && memcmp (data, "\x89PNG\r\n\x1a\n", 8) == 0)
    return TRUE;
  return size >= 12 && memcmp (data, "RIFF", 4) == 0 && memcmp (data + 8, "WEBP", 4) == 0;
}

typedef struct
{
  DrImageCache        *cache;
  DrImageProgress      progress;
  DrImageProgressFunc  callback;
  gpointer             user_data;
} Batch;

static void
finish_one (Batch        *batch,
            const char   *code,
            const GError *error)
{
  batch->progress.n_done++;
  if (error != NULL)
    batch->progress.n_failed++;
  batch->progress.code = code;
  batch->progress.error = error;
  if (batch->callback != NULL)
    batch->callback (&batch->progress, batch->user_data);
}

static gboolean
store_image (DrImageCache   *self,
             const char     *code,
             DrHttpResponse *response,
             GError        **error)
{
  g_autofree char *path = image_path (self, code);
  gsize size;
  const char *data = g_bytes_get_data (response->body, &size);

  if (!looks_like_image (response->body))
    {
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT, _("%s is not an image"), response->url);
      return FALSE;
    }
  /* A temporary file renamed into place: a reader never sees half an image. */
  if (!g_file_set_contents_full (path, data, size, G_FILE_SET_CONTENTS_CONSISTENT, 0644, error))
    return FALSE;
  add_entry (self, code, size, g_get_real_time ());
  dr_image_cache_announce (code, path);
  return TRUE;
}

static void
on_image_done (const DrHttpRequest *request,
               DrHttpResponse      *response,
               const GError        *error,
               gpointer             user_data)
{
  Batch *batch = user_data;
  const char *code = request->user_data;
  g_autoptr(GError) store_error = NULL;

  if (response != NULL)
    {
      if (store_image (batch->cache, code, response, &store_error))
        {
          batch->progress.bytes += g_bytes_get_size (response->body);
          evict (batch->cache, code);
        }
      dr_http_response_free (response);
    }
  finish_one (batch, code, error != NULL ? error : store_error);
}

static char *
image_url (DrImageCache *self,
           const char   *code)
{
  g_auto(GStrv) parts = g_strsplit (self->url_template, "{code}", -1);

  return g_strjoinv (code, parts);
}

gboolean
dr_image_cache_fetch_many (DrImageCache         *self,
                           const char *const    *codes,
                           DrImageProgressFunc   progress,
                           gpointer              user_data,
                           guint                *n_failed,
                           GCancellable         *cancellable,
                           GError              **error)
{
  g_autoptr(GPtrArray) requests = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_http_request_free);
  g_autoptr(GHashTable) queued = g_hash_table_new (g_str_hash, g_str_equal);
  Batch batch = { self, { 0 }, progress, user_data };
  gboolean ok;

  if (n_failed != NULL)
    *n_failed = 0;
  if (g_mkdir_with_parents (self->dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Cannot create the image folder “%s”: %s"), self->dir, g_strerror (saved_errno));
      return FALSE;
    }
  read_index (self);

  batch.progress.n_total = g_strv_length ((char **) codes);
  for (guint i = 0; codes[i] != NULL; i++)
    {
      const char *code = codes[i];

      /* The code becomes a file name: nothing but five digits gets that far. */
      if (!dr_image_cache_code_is_valid (code))
        {
          g_autoptr(GError) invalid = g_error_new (DR_ERROR, DR_ERROR_INVALID_ARGUMENT,
                                                   _("“%s” is not a card code"), code);

          finish_one (&batch, code, invalid);
        }
      else if ((g_hash_table_contains (self->entries, code) && touch (self, code))
               || g_hash_table_contains (queued, code))
        finish_one (&batch, code, NULL);
      else
        {
          g_autofree char *url = image_url (self, code);
          DrHttpRequest *request = dr_http_request_new (url);

          request->user_data = (gpointer) code;
          g_hash_table_add (queued, (gpointer) code);
          g_ptr_array_add (requests, request);
        }
    }

  ok = dr_http_get_many (self->http, requests, DR_IMAGE_CACHE_MAX_PARALLEL, NULL, on_image_done, &batch,
                         cancellable, error);
  if (n_failed != NULL)
    *n_failed = batch.progress.n_failed;
  return ok;
}

typedef struct
{
  GError *error;
} SingleResult;

static void
keep_first_error (const DrImageProgress *progress,
                  gpointer               user_data)
{
  SingleResult *result = user_data;

  if (progress->error != NULL && result->error == NULL)
    result->error = g_error_copy (progress->error);
}

char *
dr_image_cache_fetch (DrImageCache  *self,
                      const char    *code,
                      GCancellable  *cancellable,
                      GError       **error)
{
  const char *codes[] = { code, NULL };
  SingleResult result = { NULL };

  if (!dr_image_cache_fetch_many (self, codes, keep_first_error, &result, NULL, cancellable, error))
    {
      g_clear_error (&result.error);
      return NULL;
    }
  if (result.error != NULL)
    {
      g_propagate_error (error, result.error);
      return NULL;
    }
  return image_path (self, code);
}

/* Card images are NetrunnerDB's: Netrunner printings only. */
static GStrv
codes_of_pack (DrCardStore  *store,
               const char   *pack,
               GError      **error)
{
  g_auto(GStrv) codes = dr_card_store_list_codes (store, "netrunner", pack, error);

  if (codes != NULL && codes[0] == NULL && pack != NULL)
    {
      g_set_error (error, DR_ERROR, DR_ERROR_NOT_FOUND, _("There is no pack with the code “%s”"), pack);
      return NULL;
    }
  return g_steal_pointer (&codes);
}

gboolean
dr_image_cache_prefetch (DrImageCache         *self,
                         DrCardStore          *store,
                         const char           *pack,
                         DrImageProgressFunc   progress,
                         gpointer              user_data,
                         guint                *n_failed,
                         GCancellable         *cancellable,
                         GError              **error)
{
  g_auto(GStrv) codes = codes_of_pack (store, pack, error);

  if (codes == NULL)
    return FALSE;
  return dr_image_cache_fetch_many (self, (const char *const *) codes, progress, user_data, n_failed,
                                    cancellable, error);
}
