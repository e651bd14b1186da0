/* dr-card-bundle.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-card-bundle"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <unistd.h>

#include "dr-card-bundle.h"
#include "dr-card-db.h"
#include "dr-restrictions.h"
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

/* One file of card data, read in one pass as a sync reads its replies. */
static gboolean
import_resource (sqlite3     *db,
                 const char  *file,
                 GError     **error)
{
  g_autofree char *path = g_strconcat (BUNDLE_PREFIX, file, NULL);
  g_autoptr(GBytes) bytes = dr_core_resource_lookup (path, error);
  g_autoptr(DrJsonDoc) doc = NULL;
  gsize size;
  const char *data;

  if (bytes == NULL)
    return FALSE;
  data = g_bytes_get_data (bytes, &size);
  doc = dr_json_doc_parse (data, size, error);
  if (doc == NULL)
    {
      g_prefix_error (error, "%s: ", path);
      return FALSE;
    }
  return dr_card_db_import_value (db, dr_card_data_kind_from_name (file), dr_json_doc_get_root (doc), file, error);
}

/* The bundle keeps each game's files in a folder named after the game. */
static gboolean
import_bundle_files (sqlite3     *db,
                     const char  *skip_game,
                     GError     **error)
{
  JsonObject *manifest = bundle_manifest (error);
  g_autofree char *skip_prefix = skip_game ? g_strconcat (skip_game, "/", NULL) : NULL;
  JsonArray *files;

  if (manifest == NULL)
    return FALSE;
  files = json_object_get_array_member (manifest, "files");
  for (guint i = 0; i < json_array_get_length (files); i++)
    {
      const char *file = json_array_get_string_element (files, i);

      if (skip_prefix != NULL && g_str_has_prefix (file, skip_prefix))
        continue;
      if (!import_resource (db, file, error))
        return FALSE;
    }
  return TRUE;
}

gboolean
dr_card_bundle_import_other_games (sqlite3     *db,
                                   const char  *game,
                                   GError     **error)
{
  return import_bundle_files (db, game, error)
         && dr_db_set_meta (db, "bundled_version", dr_card_bundle_get_version (), error);
}

static gboolean
import_bundle (sqlite3  *db,
               GError  **error)
{
  return import_bundle_files (db, NULL, error)
         && dr_card_db_finish_import (db, error)
         && dr_db_set_meta (db, "source", "bundled", error)
         && dr_db_set_meta (db, "bundled_version", dr_card_bundle_get_version (), error);
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
  if (!import_bundle (db, error)
      || !dr_restrictions_carry_over (db, path, error))
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
  return dr_card_db_put_in_place (build_path, path, error);
}
