/* dr-sync-check.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-sync"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "dr-error.h"
#include "dr-json-doc.h"
#include "dr-json-parallel.h"
#include "dr-sync-private.h"

static const char *
string_member (const DrJsonValue *object,
               const char        *name)
{
  const DrJsonValue *member = dr_json_object_get_member (object, name);

  return member != NULL && dr_json_value_get_type (member) == DR_JSON_STRING ? dr_json_value_get_string (member)
                                                                               : NULL;
}

/* The reply's text, or NULL for an empty reply. */
static const char *
reply_text (GBytes      *body,
            const char  *url,
            gsize       *size,
            GError     **error)
{
  const char *data = g_bytes_get_data (body, size);

  if (*size == 0)
    {
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT, _("%s: the reply is empty"), url);
      return NULL;
    }
  return data;
}

static gboolean
check_envelope (const DrJsonValue  *root,
                const char         *url,
                GError            **error)
{
  const DrJsonValue *member;

  if (dr_json_value_get_type (root) != DR_JSON_OBJECT)
    {
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT,
                   _("%s: expected an object with the fields “data” and “success”, found %s"),
                   url, dr_json_value_get_type (root) == DR_JSON_ARRAY ? _("a list") : _("a single value"));
      return FALSE;
    }

  member = dr_json_object_get_member (root, "success");
  if (member == NULL || dr_json_value_get_type (member) != DR_JSON_BOOLEAN)
    {
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT, _("%s: field “%s” must be true or false"), url, "success");
      return FALSE;
    }
  if (!dr_json_value_get_boolean (member))
    {
      const char *message = string_member (root, "msg");
      const DrJsonValue *data = dr_json_object_get_member (root, "data");

      /* NetrunnerDB's answer for a code it does not know: no data, no message. */
      if (message == NULL && data != NULL && dr_json_value_get_type (data) == DR_JSON_ARRAY
          && dr_json_value_get_length (data) == 0)
        g_set_error (error, DR_ERROR, DR_ERROR_NOT_FOUND, _("%s: the server has nothing at this address"), url);
      else
        g_set_error (error, DR_ERROR, DR_ERROR_IMPORT, _("%s: the server reported a failure: %s"),
                     url, message ? message : _("no reason given"));
      return FALSE;
    }

  member = dr_json_object_get_member (root, "data");
  if (member == NULL || dr_json_value_get_type (member) != DR_JSON_ARRAY)
    {
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT, _("%s: field “%s” must be a list"), url, "data");
      return FALSE;
    }
  /* A count that disagrees with the records is a reply cut short somewhere. */
  if (dr_json_object_get_member (root, "total") != NULL)
    {
      guint length = dr_json_value_get_length (member);

      member = dr_json_object_get_member (root, "total");
      if (dr_json_value_get_type (member) != DR_JSON_INTEGER)
        {
          g_set_error (error, DR_ERROR, DR_ERROR_IMPORT, _("%s: field “%s” must be a whole number"), url, "total");
          return FALSE;
        }
      if (dr_json_value_get_int (member) != length)
        {
          g_set_error (error, DR_ERROR, DR_ERROR_IMPORT,
                       _("%s: field “total” says %lld records but “data” has %u"),
                       url, (long long) dr_json_value_get_int (member), length);
          return FALSE;
        }
    }

  member = dr_json_object_get_member (root, "imageUrlTemplate");
  if (member != NULL
      && (dr_json_value_get_type (member) != DR_JSON_STRING
          || strstr (dr_json_value_get_string (member), "{code}") == NULL))
    {
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT,
                   _("%s: field “%s” must be an address containing {code}"), url, "imageUrlTemplate");
      return FALSE;
    }
  return TRUE;
}

/* @doc is the reply read, or NULL with json-glib's @parse_error. */
static gboolean
check_reply (DrJsonDoc   *doc,
             GError      *parse_error,
             const char  *url,
             GError     **error)
{
  const char *message;

  if (doc != NULL)
    return check_envelope (dr_json_doc_get_root (doc), url, error);
  /* json-glib says "<data>:LINE:COLUMN: …"; name the address instead. */
  message = parse_error->message;
  if (g_str_has_prefix (message, "<data>:"))
    message += strlen ("<data>:");
  g_set_error (error, DR_ERROR, DR_ERROR_IMPORT, _("%s: the reply is not valid JSON (line:column %s)"),
               url, message);
  return FALSE;
}

JsonNode *
dr_sync_parse_reply (GBytes      *body,
                     const char  *url,
                     GError     **error)
{
  g_autoptr(GError) parse_error = NULL;
  g_autoptr(DrJsonDoc) doc = NULL;
  JsonNode *root;
  gsize size;
  const char *data = reply_text (body, url, &size, error);

  if (data == NULL)
    return NULL;
  root = dr_json_parse_root (data, size, &parse_error);
  if (root != NULL)
    doc = dr_json_doc_new_from_node (root);
  if (!check_reply (doc, parse_error, url, error))
    g_clear_pointer (&root, json_node_unref);
  return root;
}

DrJsonDoc *
dr_sync_parse_reply_doc (GBytes      *body,
                         const char  *url,
                         GError     **error)
{
  g_autoptr(GError) parse_error = NULL;
  g_autoptr(DrJsonDoc) doc = NULL;
  gsize size;
  const char *data = reply_text (body, url, &size, error);

  if (data == NULL)
    return NULL;
  doc = dr_json_doc_parse (data, size, &parse_error);
  if (!check_reply (doc, parse_error, url, error))
    return NULL;
  return g_steal_pointer (&doc);
}

static gboolean
check_card_list (sqlite3         *db,
                 DrCardListKind   kind,
                 const char      *source,
                 GError         **error)
{
  g_autofree char *list_code = NULL;
  g_autofree char *card_code = NULL;

  if (!dr_card_db_find_unknown_list_card (db, kind, &list_code, &card_code, error))
    return FALSE;
  if (list_code != NULL)
    {
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT, _("%s: “%s” names the card “%s”, which is not among the cards"),
                   source, list_code, card_code);
      return FALSE;
    }
  return TRUE;
}

/* What the importer's keys cannot see: ban lists and prebuilt decks name
 * cards by code without a foreign key, and an empty card list is no data. */
gboolean
dr_sync_check_card_lists (sqlite3            *db,
                          const char *const  *urls,
                          GError            **error)
{
  if (dr_card_db_count_cards (db) == 0)
    {
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT, _("%s: the list of cards is empty"), urls[DR_CARD_DATA_CARDS]);
      return FALSE;
    }
  return check_card_list (db, DR_CARD_LIST_MWL, urls[DR_CARD_DATA_MWL], error)
         && check_card_list (db, DR_CARD_LIST_PREBUILT, urls[DR_CARD_DATA_PREBUILTS], error);
}

static GHashTable *
codes_of (DrJsonDoc *doc)
{
  const DrJsonValue *records = dr_json_object_get_member (dr_json_doc_get_root (doc), "data");
  GHashTable *codes = g_hash_table_new (g_str_hash, g_str_equal);

  for (const DrJsonValue *record = dr_json_value_get_first (records); record != NULL;
       record = dr_json_value_get_next (records, record))
    {
      const char *code = string_member (record, "code");

      if (code != NULL)
        g_hash_table_add (codes, (gpointer) code);
    }
  return codes;
}

/* Every record whose @field names a code that the @target reply does not
 * list. Absent, null or mistyped fields are the importer's to report. */
static gboolean
check_field (DrJsonDoc   *doc,
             const char  *url,
             const char  *field,
             GHashTable  *known,
             const char  *target_url,
             GError     **error)
{
  const DrJsonValue *records = dr_json_object_get_member (dr_json_doc_get_root (doc), "data");
  guint index = 0;

  for (const DrJsonValue *record = dr_json_value_get_first (records); record != NULL;
       record = dr_json_value_get_next (records, record))
    {
      const char *value, *code;

      index++;
      if ((value = string_member (record, field)) == NULL || g_hash_table_contains (known, value))
        continue;
      code = string_member (record, "code");
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT,
                   /* Translators: %s: address, %u: record number, %s: code, %s: field, %s: value, %s: address */
                   _("%s: record %u (code “%s”): field “%s” names “%s”, which %s does not list"),
                   url, index, code ? code : "?", field, value, target_url);
      return FALSE;
    }
  return TRUE;
}

/* References between cards, packs, cycles, sides, factions and types, named
 * by field before anything is built. */
gboolean
dr_sync_check_references (DrJsonDoc *const   *docs,
                          const char *const  *urls,
                          GError            **error)
{
  static const struct
  {
    DrCardDataKind  source;
    const char     *field;
    DrCardDataKind  target;
  } references[] = {
    { DR_CARD_DATA_FACTIONS, "side_code", DR_CARD_DATA_SIDES },
    { DR_CARD_DATA_TYPES, "side_code", DR_CARD_DATA_SIDES },
    { DR_CARD_DATA_PACKS, "cycle_code", DR_CARD_DATA_CYCLES },
    { DR_CARD_DATA_CARDS, "pack_code", DR_CARD_DATA_PACKS },
    { DR_CARD_DATA_CARDS, "side_code", DR_CARD_DATA_SIDES },
    { DR_CARD_DATA_CARDS, "faction_code", DR_CARD_DATA_FACTIONS },
    { DR_CARD_DATA_CARDS, "type_code", DR_CARD_DATA_TYPES },
  };

  for (guint i = 0; i < G_N_ELEMENTS (references); i++)
    {
      DrCardDataKind source = references[i].source;
      DrCardDataKind target = references[i].target;
      g_autoptr(GHashTable) known = codes_of (docs[target]);

      if (!check_field (docs[source], urls[source], references[i].field, known, urls[target], error))
        return FALSE;
    }
  return TRUE;
}
