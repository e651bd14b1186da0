/* dr-sync-decklist.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-sync-decklist"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "dr-error.h"
#include "dr-sync-decklist.h"

static gboolean
is_number (const char *text)
{
  gsize length = strlen (text);

  if (length == 0 || length > 12)
    return FALSE;
  for (gsize i = 0; i < length; i++)
    if (!g_ascii_isdigit (text[i]))
      return FALSE;
  return TRUE;
}

/* 8-4-4-4-12 hexadecimal digits, as NetrunnerDB writes its uuids. */
static gboolean
is_uuid (const char *text)
{
  static const guint groups[] = { 8, 4, 4, 4, 12 };
  const char *p = text;

  for (guint g = 0; g < G_N_ELEMENTS (groups); g++)
    {
      for (guint i = 0; i < groups[g]; i++, p++)
        if (!g_ascii_isxdigit (*p))
          return FALSE;
      if (g + 1 < G_N_ELEMENTS (groups) && *p++ != '-')
        return FALSE;
    }
  return *p == '\0';
}

static gboolean
is_decklist_id (const char *text)
{
  return is_number (text) || is_uuid (text);
}

static gboolean
is_netrunnerdb_host (const char *host)
{
  return host != NULL
         && (g_ascii_strcasecmp (host, "netrunnerdb.com") == 0
             || g_ascii_strcasecmp (host, "www.netrunnerdb.com") == 0);
}

/* The segment after "decklist" in the path: /en/decklist/12345/name,
 * /decklist/12345 or the API's /api/2.0/public/decklist/12345. */
static char *
id_from_path (const char *path)
{
  g_auto(GStrv) segments = g_strsplit (path, "/", -1);

  for (guint i = 0; segments[i] != NULL && segments[i + 1] != NULL; i++)
    if (g_str_equal (segments[i], "decklist") && is_decklist_id (segments[i + 1]))
      return g_strdup (segments[i + 1]);
  return NULL;
}

char *
dr_sync_parse_decklist_id (const char  *url_or_id,
                           GError     **error)
{
  g_autofree char *text = g_strstrip (g_strdup (url_or_id != NULL ? url_or_id : ""));
  g_autoptr(GUri) uri = NULL;
  char *id = NULL;

  if (is_decklist_id (text))
    return g_steal_pointer (&text);
  uri = g_uri_parse (text, G_URI_FLAGS_NONE, NULL);
  if (uri != NULL
      && (g_strcmp0 (g_uri_get_scheme (uri), "https") == 0 || g_strcmp0 (g_uri_get_scheme (uri), "http") == 0)
      && is_netrunnerdb_host (g_uri_get_host (uri)))
    id = id_from_path (g_uri_get_path (uri));
  if (id == NULL)
    g_set_error (error, DR_ERROR, DR_ERROR_INVALID_ARGUMENT,
                 _("“%s” is neither a NetrunnerDB decklist address "
                   "(https://netrunnerdb.com/en/decklist/12345/…) nor a decklist number"), text);
  return id;
}

static gboolean
add_card (DrCardStore  *store,
          DrDeck       *deck,
          const char   *url,
          const char   *code,
          JsonNode     *quantity_node,
          GError      **error)
{
  g_autoptr(DrCard) card = NULL;
  gint64 quantity;

  if (strlen (code) != 5 || !is_number (code))
    {
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT, _("%s: “%s” is not a valid card code"), url, code);
      return FALSE;
    }
  if (json_node_get_value_type (quantity_node) != G_TYPE_INT64
      || (quantity = json_node_get_int (quantity_node)) < 1 || quantity > 99)
    {
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT,
                   _("%s: the number of copies of card “%s” must be a whole number from 1 to 99"), url, code);
      return FALSE;
    }
  card = dr_card_store_get_card (store, code);
  if (card == NULL)
    {
      g_set_error (error, DR_ERROR, DR_ERROR_NOT_FOUND,
                   _("The decklist uses the card %s, which the card database does not have: "
                     "update the card data and try again"), code);
      return FALSE;
    }
  if (g_strcmp0 (card->type_code, "identity") != 0)
    {
      dr_deck_set_quantity (deck, code, (int) quantity);
      return TRUE;
    }
  if (deck->identity != NULL)
    {
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT,
                   _("%s: the decklist has two identities, %s and %s"), url, deck->identity, code);
      return FALSE;
    }
  dr_deck_set_string (&deck->identity, code);
  dr_deck_set_string (&deck->side, card->side_code);
  return TRUE;
}

static const char *
optional_string (JsonObject *object,
                 const char *name)
{
  JsonNode *node = json_object_get_member (object, name);

  return node != NULL && json_node_get_value_type (node) == G_TYPE_STRING ? json_node_get_string (node) : NULL;
}

static DrDeck *
deck_from_reply (DrCardStore  *store,
                 JsonNode     *root,
                 const char   *url,
                 GError      **error)
{
  JsonArray *data = json_object_get_array_member (json_node_get_object (root), "data");
  g_autoptr(DrDeck) deck = NULL;
  g_autoptr(GList) codes = NULL;
  JsonObject *decklist;
  JsonNode *cards;
  const char *name;

  if (json_array_get_length (data) != 1 || !JSON_NODE_HOLDS_OBJECT (json_array_get_element (data, 0)))
    {
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT, _("%s: expected one decklist in “data”"), url);
      return NULL;
    }
  decklist = json_array_get_object_element (data, 0);
  name = optional_string (decklist, "name");
  if (name == NULL)
    {
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT, _("%s: field “%s” must be a string"), url, "name");
      return NULL;
    }
  cards = json_object_get_member (decklist, "cards");
  if (cards == NULL || !JSON_NODE_HOLDS_OBJECT (cards))
    {
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT, _("%s: field “%s” must be an object"), url, "cards");
      return NULL;
    }

  deck = dr_deck_new (name, "netrunner");
  dr_deck_set_string (&deck->banlist, optional_string (decklist, "mwl_code"));
  dr_deck_set_string (&deck->notes, optional_string (decklist, "description"));
  codes = json_object_get_members (json_node_get_object (cards));
  for (GList *l = codes; l != NULL; l = l->next)
    if (!add_card (store, deck, url, l->data, json_object_get_member (json_node_get_object (cards), l->data),
                   error))
      return NULL;
  if (deck->identity == NULL)
    {
      g_set_error (error, DR_ERROR, DR_ERROR_IMPORT, _("%s: the decklist has no identity"), url);
      return NULL;
    }
  return g_steal_pointer (&deck);
}

DrDeck *
dr_sync_fetch_decklist (DrCardStore          *store,
                        const DrSyncOptions  *options,
                        const char           *url_or_id,
                        GCancellable         *cancellable,
                        GError              **error)
{
  g_autofree char *id = dr_sync_parse_decklist_id (url_or_id, error);
  g_autofree char *path = NULL;
  g_autofree char *url = NULL;
  g_autoptr(DrHttp) http = NULL;
  g_autoptr(DrHttpRequest) request = NULL;
  g_autoptr(DrHttpResponse) response = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GError) local_error = NULL;

  if (id == NULL)
    return NULL;
  path = g_strconcat ("decklist/", id, NULL);
  url = dr_sync_endpoint_url (options != NULL ? options->source_url : NULL, path);
  http = dr_http_new (options != NULL ? &options->http : NULL);
  request = dr_http_request_new (url);
  response = dr_http_get (http, request, NULL, NULL, cancellable, error);
  if (response == NULL)
    return NULL;
  root = dr_sync_parse_reply (response->body, url, &local_error);
  if (root == NULL)
    {
      if (g_error_matches (local_error, DR_ERROR, DR_ERROR_NOT_FOUND))
        g_set_error (error, DR_ERROR, DR_ERROR_NOT_FOUND,
                     _("NetrunnerDB has no published decklist %s"), id);
      else
        g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }
  return deck_from_reply (store, root, url, error);
}
