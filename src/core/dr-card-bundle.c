/* dr-card-bundle.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-card-bundle"

#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <unistd.h>

#include "dr-card-bundle.h"
#include "dr-card-db.h"
#include "dr-error.h"

#define BUNDLE_PREFIX "/io/github/deckrunner/Deckrunner/cards/"

static JsonNode *
parse_resource (const char  *path,
                GError     **error)
{
  g_autoptr(GBytes) bytes = dr_core_resource_lookup (path, error);
  g_autoptr(JsonParser) parser = NULL;
  gsize size;
  const char *data;

  if (bytes == NULL)
    return NULL;
  parser = json_parser_new_immutable ();
  data = g_bytes_get_data (bytes, &size);
  if (!json_parser_load_from_data (parser, data, size, error))
    {
      g_prefix_error (error, "%s: ", path);
      return NULL;
    }
  return json_node_ref (json_parser_get_root (parser));
}

static JsonObject *
bundle_manifest (GError **error)
{
  static JsonNode *manifest;

  if (manifest == NULL)
    {
      manifest = parse_resource (BUNDLE_PREFIX "bundle.json", error);
      if (manifest == NULL)
        return NULL;
    }
  return json_node_get_object (manifest);
}

const char *
dr_card_bundle_get_version (void)
{
  JsonObject *manifest = bundle_manifest (NULL);

  g_return_val_if_fail (manifest != NULL, "0");
  return json_object_get_string_member (manifest, "version");
}

/* Dotted versions compare field by field as numbers: 2026.11.21.10 > 2026.11.21.9. */
int
dr_card_bundle_compare_versions (const char *a,
                                 const char *b)
{
  g_auto(GStrv) fields_a = g_strsplit (a ? a : "", ".", -1);
  g_auto(GStrv) fields_b = g_strsplit (b ? b : "", ".", -1);
  guint n_a = g_strv_length (fields_a);
  guint n_b = g_strv_length (fields_b);

  for (guint i = 0; i < MAX (n_a, n_b); i++)
    {
      gint64 field_a = i < n_a ? g_ascii_strtoll (fields_a[i], NULL, 10) : 0;
      gint64 field_b = i < n_b ? g_ascii_strtoll (fields_b[i], NULL, 10) : 0;

      if (field_a != field_b)
        return field_a < field_b ? -1 : 1;
    }
  return 0;
}

static gboolean
import_bundle (sqlite3  *db,
               GError  **error)
{
  JsonObject *manifest = bundle_manifest (error);
  JsonArray *files;

  if (manifest == NULL)
    return FALSE;
  files = json_object_get_array_member (manifest, "files");
  for (guint i = 0; i < json_array_get_length (files); i++)
    {
      const char *file = json_array_get_string_element (files, i);
      g_autofree char *path = g_strconcat (BUNDLE_PREFIX, file, NULL);
      g_autoptr(JsonNode) root = parse_resource (path, error);

      if (root == NULL
          || !dr_card_db_import_json (db, dr_card_data_kind_from_name (file), root, file, error))
        return FALSE;
    }
  return dr_card_db_finish_import (db, error)
         && dr_db_set_meta (db, "source", "bundled", error)
         && dr_db_set_meta (db, "bundled_version", dr_card_bundle_get_version (), error);
}

/* A write-ahead log left by a crash belongs to the old file: sqlite would
 * replay it into the new one, so it goes before the new file takes the name. */
static void
remove_journal_files (const char *path)
{
  g_autofree char *wal = g_strconcat (path, "-wal", NULL);
  g_autofree char *shm = g_strconcat (path, "-shm", NULL);

  g_unlink (wal);
  g_unlink (shm);
}

gboolean
dr_card_bundle_install (const char  *path,
                        GError     **error)
{
  g_autofree char *build_path = g_strdup_printf ("%s.build-%d", path, (int) getpid ());
  sqlite3 *db;

  g_unlink (build_path);
  db = dr_card_db_create_for_build (build_path, error);
  if (db == NULL)
    return FALSE;
  if (!import_bundle (db, error))
    {
      g_prefix_error (error, _("The card data shipped with Deckrunner cannot be loaded: "));
      dr_db_close (db);
      g_unlink (build_path);
      return FALSE;
    }
  if (!dr_card_db_close_build (db, build_path, error))
    {
      g_unlink (build_path);
      return FALSE;
    }
  remove_journal_files (path);
  if (g_rename (build_path, path) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Cannot put the new card database in place: %s"), g_strerror (saved_errno));
      g_unlink (build_path);
      return FALSE;
    }
  return TRUE;
}
