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
import_verdicts (sqlite3_stmt       *insert,
                 const char         *mwl_code,
                 const DrJsonValue  *cards,
                 DrCardRecord       *record,
                 GError            **error)
{
  /* A name given twice counts once, with its last value, as in json-glib. */
  for (const DrJsonValue *member = dr_json_value_get_first (cards); member != NULL;
       member = dr_json_value_get_next (cards, member))
    {
      const char *card_code = dr_json_value_get_name (member);
      const DrJsonValue *verdict;

      if (!dr_json_member_is_first (cards, member))
        continue;
      verdict = dr_json_object_get_member (cards, card_code);
      if (dr_json_value_get_type (verdict) != DR_JSON_OBJECT)
        {
          dr_card_import_error (error, record, _("the verdict for card “%s” is not an object"), card_code);
          return FALSE;
        }
      for (const DrJsonValue *kind = dr_json_value_get_first (verdict); kind != NULL;
           kind = dr_json_value_get_next (verdict, kind))
        {
          gboolean present;
          gint64 value;

          if (!dr_json_member_is_first (verdict, kind))
            continue;
          if (!dr_card_import_read_int (verdict, dr_json_value_get_name (kind), TRUE, record, &present, &value,
                                        error))
            return FALSE;
          dr_card_import_bind_text (insert, 1, mwl_code);
          dr_card_import_bind_text (insert, 2, card_code);
          dr_card_import_bind_text (insert, 3, dr_json_value_get_name (kind));
          sqlite3_bind_int64 (insert, 4, value);
          if (!dr_card_import_step (insert, record, error))
            return FALSE;
        }
    }
  return TRUE;
}

static const DrJsonValue *
read_object_member (const DrJsonValue   *object,
                    const char          *name,
                    const DrCardRecord  *record,
                    GError             **error)
{
  const DrJsonValue *node = dr_json_object_get_member (object, name);

  if (node == NULL || dr_json_value_get_type (node) != DR_JSON_OBJECT)
    {
      dr_card_import_error (error, record, _("field “%s” must be an object"), name);
      return NULL;
    }
  return node;
}

gboolean
dr_card_import_mwl (DrListStatements   *statements,
                    const DrJsonValue  *object,
                    DrCardRecord       *record,
                    GError            **error)
{
  const char *code, *name, *date;
  gboolean has_id, has_active, has_limit;
  gint64 id, active, point_limit;
  const DrJsonValue *cards;

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
dr_card_import_rotation (DrListStatements   *statements,
                         const DrJsonValue  *object,
                         DrCardRecord       *record,
                         GError            **error)
{
  const char *code, *name, *date;
  const DrJsonValue *rotated;

  if (!dr_card_import_read_string (object, "code", TRUE, record, &code, error))
    return FALSE;
  record->code = code;
  if (!dr_card_import_read_string (object, "name", TRUE, record, &name, error)
      || !dr_card_import_read_string (object, "date_start", TRUE, record, &date, error))
    return FALSE;
  rotated = dr_json_object_get_member (object, "rotated");
  if (rotated == NULL || dr_json_value_get_type (rotated) != DR_JSON_ARRAY)
    {
      dr_card_import_error (error, record, _("field “%s” must be a list"), "rotated");
      return FALSE;
    }
  dr_card_import_bind_text (statements->insert_list, 1, code);
  dr_card_import_bind_text (statements->insert_list, 2, name);
  dr_card_import_bind_text (statements->insert_list, 3, date);
  if (!dr_card_import_step (statements->insert_list, record, error))
    return FALSE;

  for (const DrJsonValue *cycle = dr_json_value_get_first (rotated); cycle != NULL;
       cycle = dr_json_value_get_next (rotated, cycle))
    {
      if (dr_json_value_get_type (cycle) != DR_JSON_STRING)
        {
          dr_card_import_error (error, record, _("field “%s” must be a list of codes"), "rotated");
          return FALSE;
        }
      dr_card_import_bind_text (statements->insert_items, 1, code);
      dr_card_import_bind_text (statements->insert_items, 2, dr_json_value_get_string (cycle));
      if (!dr_card_import_step (statements->insert_items, record, error))
        return FALSE;
    }
  return TRUE;
}

gboolean
dr_card_import_prebuilt (DrListStatements   *statements,
                         const DrJsonValue  *object,
                         DrCardRecord       *record,
                         GError            **error)
{
  const char *code, *name, *date;
  gboolean has_position;
  gint64 position;
  const DrJsonValue *cards;

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

  for (const DrJsonValue *card = dr_json_value_get_first (cards); card != NULL;
       card = dr_json_value_get_next (cards, card))
    {
      const char *card_code = dr_json_value_get_name (card);
      gboolean present;
      gint64 quantity;

      if (!dr_json_member_is_first (cards, card))
        continue;
      if (!dr_card_import_read_int (cards, card_code, TRUE, record, &present, &quantity, error))
        return FALSE;
      dr_card_import_bind_text (statements->insert_items, 1, code);
      dr_card_import_bind_text (statements->insert_items, 2, card_code);
      sqlite3_bind_int64 (statements->insert_items, 3, quantity);
      if (!dr_card_import_step (statements->insert_items, record, error))
        return FALSE;
    }
  return TRUE;
}
