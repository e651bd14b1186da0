/* dr-scenario-deck.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Deck files: {"identity": "01033", "cards": {"01050": 3, …}} or a
 * "cards" array of codes / {"code", "count"} objects.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "dr-json-members.h"
#include "dr-scenario.h"
#include "dr-scenario-private.h"

G_DEFINE_QUARK (dr-scenario-error-quark, dr_scenario_error)

void
dr_scenario_deck_clear (DrScenarioDeck *deck)
{
  g_clear_pointer (&deck->identity, g_free);
  g_clear_pointer (&deck->codes, g_ptr_array_unref);
  g_clear_pointer (&deck->name, g_free);
}

static gboolean
add_copies (DrScenarioDeck *deck, const char *code, gint64 count, gboolean engine_only,
            GError **error)
{
  if (code == NULL || *code == '\0' || (engine_only && dr_nr_card_lookup (code) < 0))
    {
      g_set_error (error, DR_SCENARIO_ERROR, DR_SCENARIO_ERROR_INVALID,
                   _("Card %s is not known to the rules engine"), code != NULL ? code : "?");
      return FALSE;
    }
  if (count < 0 || count > 99)
    {
      g_set_error (error, DR_SCENARIO_ERROR, DR_SCENARIO_ERROR_INVALID,
                   _("Invalid number of copies of card %s"), code);
      return FALSE;
    }
  while (count-- > 0)
    g_ptr_array_add (deck->codes, g_strdup (code));
  return TRUE;
}

/* A wrong member, as the scenario errors the callers of these readers
 * expect. */
static gboolean
reader_finish (DrJsonReader *reader, GError **error)
{
  g_autoptr (GError) local = NULL;

  if (dr_json_reader_finish (reader, &local))
    return TRUE;
  g_set_error_literal (error, DR_SCENARIO_ERROR, DR_SCENARIO_ERROR_INVALID, local->message);
  return FALSE;
}

static gboolean
parse_deck (JsonNode *node, DrScenarioDeck *deck, gboolean engine_only, GError **error)
{
  DrJsonReader reader = { NULL };
  JsonObject *obj;
  JsonNode *cards;
  const char *identity, *name;

  deck->identity = NULL;
  deck->name = NULL;
  deck->codes = g_ptr_array_new_with_free_func (g_free);
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    goto invalid;
  obj = json_node_get_object (node);
  if (!json_object_has_member (obj, "identity") || !json_object_has_member (obj, "cards"))
    goto invalid;
  identity = dr_json_read_string (&reader, obj, "identity", NULL);
  name = dr_json_read_string (&reader, obj, "name", NULL);
  if (!reader_finish (&reader, error))
    return FALSE;
  deck->identity = g_strdup (identity);
  if (*deck->identity == '\0'
      || (engine_only && dr_nr_card_lookup (deck->identity) < 0))
    {
      g_set_error (error, DR_SCENARIO_ERROR, DR_SCENARIO_ERROR_INVALID,
                   _("Unknown identity %s"), deck->identity);
      return FALSE;
    }
  deck->name = g_strdup (name);
  cards = json_object_get_member (obj, "cards");
  if (JSON_NODE_HOLDS_OBJECT (cards))
    {
      JsonObjectIter iter;
      const char *code;
      JsonNode *count;

      json_object_iter_init (&iter, json_node_get_object (cards));
      while (json_object_iter_next (&iter, &code, &count))
        {
          gint64 copies = dr_json_read_node_int (&reader, count, code, 0, 0, 99);

          if (!reader_finish (&reader, error)
              || !add_copies (deck, code, copies, engine_only, error))
            return FALSE;
        }
    }
  else if (JSON_NODE_HOLDS_ARRAY (cards))
    {
      JsonArray *arr = json_node_get_array (cards);
      guint i;

      for (i = 0; i < json_array_get_length (arr); i++)
        {
          JsonNode *e = json_array_get_element (arr, i);
          const char *code;
          gint64 count = 1;

          if (JSON_NODE_HOLDS_OBJECT (e))
            {
              JsonObject *o = json_node_get_object (e);

              code = dr_json_read_string (&reader, o, "code", "");
              count = dr_json_read_int (&reader, o, "count", 1, 0, 99);
            }
          else
            code = dr_json_read_node_string (&reader, e, "cards", NULL);
          if (!reader_finish (&reader, error)
              || !add_copies (deck, code, count, engine_only, error))
            return FALSE;
        }
    }
  else
    goto invalid;
  return TRUE;

invalid:
  g_set_error (error, DR_SCENARIO_ERROR, DR_SCENARIO_ERROR_INVALID,
               _("A deck needs an \"identity\" and a \"cards\" list"));
  return FALSE;
}

gboolean
dr_scenario_deck_parse (JsonNode *node, DrScenarioDeck *deck, GError **error)
{
  return parse_deck (node, deck, TRUE, error);
}

gboolean
dr_scenario_deck_parse_any (JsonNode *node, DrScenarioDeck *deck, GError **error)
{
  return parse_deck (node, deck, FALSE, error);
}

gboolean
dr_scenario_deck_load (const char *path, DrScenarioDeck *deck, GError **error)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  GError *local = NULL;

  deck->identity = NULL;
  deck->codes = NULL;
  deck->name = NULL;
  if (!json_parser_load_from_file (parser, path, &local))
    {
      g_set_error (error, DR_SCENARIO_ERROR, DR_SCENARIO_ERROR_INVALID,
                   _("Cannot read deck %s: %s"), path, local->message);
      g_error_free (local);
      return FALSE;
    }
  if (!dr_scenario_deck_parse (json_parser_get_root (parser), deck, &local))
    {
      g_set_error (error, DR_SCENARIO_ERROR, DR_SCENARIO_ERROR_INVALID,
                   "%s: %s", path, local->message);
      g_error_free (local);
      return FALSE;
    }
  return TRUE;
}

void
dr_scenario_deck_to_setup (const DrScenarioDeck *deck, DrNrDeck *out)
{
  out->identity = deck->identity;
  out->codes = (const char *const *) deck->codes->pdata;
  out->n_codes = (int) deck->codes->len;
}
