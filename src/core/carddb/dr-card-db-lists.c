/* dr-card-db-lists.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-card-db"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "dr-card-db-private.h"


/* Importers of ban lists (MWL), rotations and prebuilt decks. */

static gboolean
import_verdicts (sqlite3_stmt  *insert,
                 const char    *mwl_code,
                 JsonObject    *cards,
                 DrCardRecord  *record,
                 GError       **error)
{
  g_autoptr(GList) codes = json_object_get_members (cards);

  for (GList *l = codes; l != NULL; l = l->next)
    {
      const char *card_code = l->data;
      JsonNode *verdict_node = json_object_get_member (cards, card_code);
      JsonObject *verdict;
      g_autoptr(GList) kinds = NULL;

      if (!JSON_NODE_HOLDS_OBJECT (verdict_node))
        {
          dr_card_import_error (error, record, _("the verdict for card “%s” is not an object"), card_code);
          return FALSE;
        }
      verdict = json_node_get_object (verdict_node);
      kinds = json_object_get_members (verdict);
      for (GList *k = kinds; k != NULL; k = k->next)
        {
          gboolean present;
          gint64 value;

          if (!dr_card_import_read_int (verdict, k->data, TRUE, record, &present, &value, error))
            return FALSE;
          dr_card_import_bind_text (insert, 1, mwl_code);
          dr_card_import_bind_text (insert, 2, card_code);
          dr_card_import_bind_text (insert, 3, k->data);
          sqlite3_bind_int64 (insert, 4, value);
          if (!dr_card_import_step (insert, record, error))
            return FALSE;
        }
    }
  return TRUE;
}

static JsonObject *
read_object_member (JsonObject          *object,
                    const char          *name,
                    const DrCardRecord  *record,
                    GError             **error)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      dr_card_import_error (error, record, _("field “%s” must be an object"), name);
      return NULL;
    }
  return json_node_get_object (node);
}

gboolean
dr_card_import_mwl (DrListStatements  *statements,
                    JsonObject        *object,
                    DrCardRecord      *record,
                    GError           **error)
{
  const char *code, *name, *date;
  gboolean has_id, has_active, has_limit;
  gint64 id, active, point_limit;
  JsonObject *cards;

  if (!dr_card_import_read_string (object, "code", TRUE, record, &code, error))
    return FALSE;
  record->code = code;
  if (!dr_card_import_read_string (object, "name", TRUE, record, &name, error)
      || !dr_card_import_read_string (object, "date_start", TRUE, record, &date, error)
      || !dr_card_import_read_int (object, "id", FALSE, record, &has_id, &id, error)
      || !dr_card_import_read_int (object, "active", FALSE, record, &has_active, &active, error)
      || !dr_card_import_read_int (object, "point_limit", FALSE, record, &has_limit, &point_limit,
                                   error))
    return FALSE;
  cards = read_object_member (object, "cards", record, error);
  if (cards == NULL)
    return FALSE;
  dr_card_import_bind_text (statements->insert_list, 1, code);
  dr_card_import_bind_int (statements->insert_list, 2, has_id, id);
  dr_card_import_bind_text (statements->insert_list, 3, name);
  dr_card_import_bind_text (statements->insert_list, 4, date);
  dr_card_import_bind_int (statements->insert_list, 5, TRUE, active);
  dr_card_import_bind_int (statements->insert_list, 6, has_limit, point_limit);
  return dr_card_import_step (statements->insert_list, record, error)
         && import_verdicts (statements->insert_items, code, cards, record, error);
}

gboolean
dr_card_import_rotation (DrListStatements  *statements,
                         JsonObject        *object,
                         DrCardRecord      *record,
                         GError           **error)
{
  const char *code, *name, *date;
  JsonNode *rotated_node;
  JsonArray *rotated;

  if (!dr_card_import_read_string (object, "code", TRUE, record, &code, error))
    return FALSE;
  record->code = code;
  if (!dr_card_import_read_string (object, "name", TRUE, record, &name, error)
      || !dr_card_import_read_string (object, "date_start", TRUE, record, &date, error))
    return FALSE;
  rotated_node = json_object_get_member (object, "rotated");
  if (rotated_node == NULL || !JSON_NODE_HOLDS_ARRAY (rotated_node))
    {
      dr_card_import_error (error, record, _("field “%s” must be a list"), "rotated");
      return FALSE;
    }
  dr_card_import_bind_text (statements->insert_list, 1, code);
  dr_card_import_bind_text (statements->insert_list, 2, name);
  dr_card_import_bind_text (statements->insert_list, 3, date);
  if (!dr_card_import_step (statements->insert_list, record, error))
    return FALSE;

  rotated = json_node_get_array (rotated_node);
  for (guint i = 0; i < json_array_get_length (rotated); i++)
    {
      JsonNode *cycle = json_array_get_element (rotated, i);

      if (json_node_get_value_type (cycle) != G_TYPE_STRING)
        {
          dr_card_import_error (error, record, _("field “%s” must be a list of codes"), "rotated");
          return FALSE;
        }
      dr_card_import_bind_text (statements->insert_items, 1, code);
      dr_card_import_bind_text (statements->insert_items, 2, json_node_get_string (cycle));
      if (!dr_card_import_step (statements->insert_items, record, error))
        return FALSE;
    }
  return TRUE;
}

gboolean
dr_card_import_prebuilt (DrListStatements  *statements,
                         JsonObject        *object,
                         DrCardRecord      *record,
                         GError           **error)
{
  const char *code, *name, *date;
  gboolean has_position;
  gint64 position;
  JsonObject *cards;
  g_autoptr(GList) card_codes = NULL;

  if (!dr_card_import_read_string (object, "code", TRUE, record, &code, error))
    return FALSE;
  record->code = code;
  if (!dr_card_import_read_string (object, "name", TRUE, record, &name, error)
      || !dr_card_import_read_string (object, "date_release", FALSE, record, &date, error)
      || !dr_card_import_read_int (object, "position", FALSE, record, &has_position, &position, error))
    return FALSE;
  cards = read_object_member (object, "cards", record, error);
  if (cards == NULL)
    return FALSE;
  dr_card_import_bind_text (statements->insert_list, 1, code);
  dr_card_import_bind_text (statements->insert_list, 2, name);
  dr_card_import_bind_int (statements->insert_list, 3, has_position, position);
  dr_card_import_bind_text (statements->insert_list, 4, date);
  if (!dr_card_import_step (statements->insert_list, record, error))
    return FALSE;

  card_codes = json_object_get_members (cards);
  for (GList *l = card_codes; l != NULL; l = l->next)
    {
      gboolean present;
      gint64 quantity;

      if (!dr_card_import_read_int (cards, l->data, TRUE, record, &present, &quantity, error))
        return FALSE;
      dr_card_import_bind_text (statements->insert_items, 1, code);
      dr_card_import_bind_text (statements->insert_items, 2, l->data);
      sqlite3_bind_int64 (statements->insert_items, 3, quantity);
      if (!dr_card_import_step (statements->insert_items, record, error))
        return FALSE;
    }
  return TRUE;
}
