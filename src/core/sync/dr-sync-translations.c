/* dr-sync-translations.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-sync"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "dr-card-translations.h"
#include "dr-error.h"
#include "dr-name-translations.h"
#include "dr-sync-private.h"

/* A pack code names a file on the server: nothing that could leave its folder. */
static gboolean
pack_code_is_safe (const char *code)
{
  if (code == NULL || *code == '\0' || strlen (code) > 32)
    return FALSE;
  for (const char *p = code; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p) && *p != '-' && *p != '_')
      return FALSE;
  return TRUE;
}

GStrv
dr_sync_pack_codes (GBytes      *packs_body,
                    const char  *url,
                    GError     **error)
{
  g_autoptr(JsonNode) root = dr_sync_parse_reply (packs_body, url, error);
  g_autoptr(GStrvBuilder) codes = g_strv_builder_new ();
  JsonArray *packs;

  if (root == NULL)
    return NULL;
  packs = json_object_get_array_member (json_node_get_object (root), "data");
  for (guint i = 0; i < json_array_get_length (packs); i++)
    {
      JsonNode *node = json_array_get_element (packs, i);
      JsonObject *pack = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      JsonNode *code = pack != NULL ? json_object_get_member (pack, "code") : NULL;

      if (code != NULL && JSON_NODE_HOLDS_VALUE (code) && json_node_get_value_type (code) == G_TYPE_STRING
          && pack_code_is_safe (json_node_get_string (code)))
        g_strv_builder_add (codes, json_node_get_string (code));
    }
  return g_strv_builder_end (codes);
}

/* The reply's JSON, NULL with @error naming where it came from. */
static JsonParser *
parse_response (DrHttpResponse  *response,
                GError         **error)
{
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  g_autoptr(GError) local_error = NULL;

  if (!json_parser_load_from_data (parser, g_bytes_get_data (response->body, NULL),
                                   g_bytes_get_size (response->body), &local_error))
    {
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT, "%s: %s", response->url, local_error->message);
      return NULL;
    }
  return g_steal_pointer (&parser);
}

gboolean
dr_sync_import_translations (sqlite3    *db,
                             const char *locale,
                             GPtrArray  *responses,
                             GError    **error)
{
  if (locale == NULL || responses == NULL)
    return TRUE;
  for (guint i = 0; i < responses->len; i++)
    {
      DrHttpResponse *response = g_ptr_array_index (responses, i);
      g_autoptr(JsonParser) parser = parse_response (response, error);

      if (parser == NULL
          || !dr_card_translations_import_json (db, locale, json_parser_get_root (parser), response->url,
                                                NULL, error))
        return FALSE;
    }
  return TRUE;
}

gboolean
dr_sync_import_name_translations (sqlite3    *db,
                                  const char *locale,
                                  GPtrArray  *kinds,
                                  GPtrArray  *responses,
                                  GError    **error)
{
  if (locale == NULL || responses == NULL)
    return TRUE;
  for (guint i = 0; i < responses->len; i++)
    {
      DrHttpResponse *response = g_ptr_array_index (responses, i);
      g_autoptr(JsonParser) parser = parse_response (response, error);

      if (parser == NULL
          || !dr_name_translations_import_json (db, locale, g_ptr_array_index (kinds, i),
                                                json_parser_get_root (parser), response->url, NULL, error))
        return FALSE;
    }
  return TRUE;
}

int
dr_sync_count_translations (const char *path,
                            const char *locale)
{
  sqlite3 *db = dr_db_open (path, SQLITE_OPEN_READONLY, NULL);
  int count;

  if (db == NULL)
    return -1;
  count = dr_card_db_count_translations (db, locale);
  dr_db_close (db);
  return count;
}
