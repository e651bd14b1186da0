/* dr-burncycle-table.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-burncycle"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>

#include "dr-burncycle-private.h"
#include "dr-error.h"
#include "dr-json-members.h"

#define TABLE_FORMAT 1

void
dr_burncycle_table_init (DrBurncycleTable *table)
{
  *table = (DrBurncycleTable) { 0 };
  table->players = 2;
  table->difficulty = DR_BURNCYCLE_DIFFICULTY_STANDARD;
  table->ceo_network_level = DR_BURNCYCLE_MIN_NETWORK_LEVEL;
  for (int i = 0; i < DR_BURNCYCLE_MAX_PLAYERS; i++)
    table->agents[i] = (DrBurncycleAgent) { DR_BURNCYCLE_STARTING_ENERGY, DR_BURNCYCLE_MIN_NETWORK_LEVEL };
}

void
dr_burncycle_table_start (DrBurncycleTable       *table,
                          const DrBurncycleSetup *setup)
{
  guint64 checked = table->checked;

  dr_burncycle_table_init (table);
  table->players = setup->players;
  table->difficulty = setup->difficulty;
  table->active_slots = setup->active_slots;
  table->seed = setup->seed;
  table->checked = checked;
  for (int i = 0; i < setup->active_slots; i++)
    table->slots[i].token = i + 1 == setup->captain_slot ? DR_BURNCYCLE_TOKEN_CAPTAIN : DR_BURNCYCLE_TOKEN_STANDARD;
  table->marker = setup->active_slots > 0 ? 1 : 0;
}

void
dr_burncycle_table_clamp (DrBurncycleTable *table)
{
  table->players = CLAMP (table->players, DR_BURNCYCLE_MIN_PLAYERS, DR_BURNCYCLE_MAX_PLAYERS);
  if (table->difficulty >= DR_BURNCYCLE_N_DIFFICULTIES)
    table->difficulty = DR_BURNCYCLE_DIFFICULTY_STANDARD;
  table->active_slots = CLAMP (table->active_slots, 0, DR_BURNCYCLE_MAX_SLOTS);
  table->threat = CLAMP (table->threat, 0, DR_BURNCYCLE_MAX_THREAT);
  table->ceo_network_level = CLAMP (table->ceo_network_level, DR_BURNCYCLE_MIN_NETWORK_LEVEL,
                                    DR_BURNCYCLE_MAX_NETWORK_LEVEL);
  for (int i = 0; i < DR_BURNCYCLE_MAX_PLAYERS; i++)
    {
      table->agents[i].energy = CLAMP (table->agents[i].energy, 0, DR_BURNCYCLE_MAX_ENERGY);
      table->agents[i].network_level = CLAMP (table->agents[i].network_level, DR_BURNCYCLE_MIN_NETWORK_LEVEL,
                                              DR_BURNCYCLE_MAX_NETWORK_LEVEL);
    }
  for (int i = 0; i < DR_BURNCYCLE_MAX_SLOTS; i++)
    {
      if (table->slots[i].token >= DR_BURNCYCLE_N_TOKENS)
        table->slots[i].token = DR_BURNCYCLE_TOKEN_NONE;
      if (table->slots[i].token == DR_BURNCYCLE_TOKEN_NONE)
        table->slots[i].degraded = FALSE;
    }
  table->marker = CLAMP (table->marker, 0, DR_BURNCYCLE_MAX_SLOTS);
  table->phase = MAX (table->phase, 0);
}

char *
dr_burncycle_table_to_json (const DrBurncycleTable *table)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;

  json_builder_begin_object (builder);
  dr_json_add_int_member (builder, "format", TABLE_FORMAT);
  dr_json_add_int_member (builder, "players", table->players);
  dr_json_add_string_member (builder, "difficulty", dr_burncycle_difficulty_name (table->difficulty));
  dr_json_add_int_member (builder, "active_slots", table->active_slots);
  dr_json_add_int_member (builder, "seed", table->seed);
  json_builder_set_member_name (builder, "checked");
  json_builder_begin_array (builder);
  for (int i = 0; i < 64; i++)
    if ((table->checked & (G_GUINT64_CONSTANT (1) << i)) != 0)
      json_builder_add_int_value (builder, i);
  json_builder_end_array (builder);
  dr_json_add_int_member (builder, "threat", table->threat);
  dr_json_add_int_member (builder, "ceo_network_level", table->ceo_network_level);
  json_builder_set_member_name (builder, "agents");
  json_builder_begin_array (builder);
  for (int i = 0; i < DR_BURNCYCLE_MAX_PLAYERS; i++)
    {
      json_builder_begin_object (builder);
      dr_json_add_int_member (builder, "energy", table->agents[i].energy);
      dr_json_add_int_member (builder, "network_level", table->agents[i].network_level);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "burncycle");
  json_builder_begin_array (builder);
  for (int i = 0; i < DR_BURNCYCLE_MAX_SLOTS; i++)
    {
      json_builder_begin_object (builder);
      dr_json_add_string_member (builder, "token", dr_burncycle_token_name (table->slots[i].token));
      json_builder_set_member_name (builder, "degraded");
      json_builder_add_boolean_value (builder, table->slots[i].degraded);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  dr_json_add_int_member (builder, "marker", table->marker);
  dr_json_add_int_member (builder, "phase", table->phase);
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  return json_to_string (root, FALSE);
}

static int
int_member (JsonObject *object,
            const char *name,
            int         fallback)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return fallback;
  return (int) CLAMP (json_node_get_int (node), G_MININT, G_MAXINT);
}

static const char *
string_member (JsonObject *object,
               const char *name)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (node);
}

static JsonArray *
array_member (JsonObject *object,
              const char *name)
{
  JsonNode *node = json_object_get_member (object, name);

  return node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

static JsonObject *
object_element (JsonArray *array,
                guint      index)
{
  JsonNode *node = array != NULL && index < json_array_get_length (array)
                   ? json_array_get_element (array, index) : NULL;

  return node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

/* Missing or mistyped members keep their defaults; numbers are clamped. */
gboolean
dr_burncycle_table_from_json (const char        *text,
                              DrBurncycleTable  *table,
                              GError           **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) parse_error = NULL;
  DrBurncycleTable read;
  JsonObject *object;
  JsonArray *array;
  const char *name;

  if (!json_parser_load_from_data (parser, text, -1, &parse_error)
      || dr_json_root_object (parser) == NULL)
    {
      g_set_error (error, DR_ERROR, DR_ERROR_INVALID_ARGUMENT, _("The saved burncycle table cannot be read: %s"),
                   parse_error != NULL ? parse_error->message : _("not a JSON object"));
      return FALSE;
    }
  object = dr_json_root_object (parser);
  if (int_member (object, "format", 0) > TABLE_FORMAT)
    {
      g_set_error (error, DR_ERROR, DR_ERROR_SCHEMA_TOO_NEW,
                   _("The saved burncycle table was written by a newer Deckrunner"));
      return FALSE;
    }

  dr_burncycle_table_init (&read);
  read.players = int_member (object, "players", read.players);
  name = string_member (object, "difficulty");
  if (name != NULL)
    dr_burncycle_difficulty_from_name (name, &read.difficulty);
  read.active_slots = int_member (object, "active_slots", 0);
  read.seed = (guint32) json_object_get_int_member_with_default (object, "seed", 0);
  array = array_member (object, "checked");
  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    {
      gint64 line = json_array_get_int_element (array, i);

      if (line >= 0 && line < 64)
        read.checked |= G_GUINT64_CONSTANT (1) << line;
    }
  read.threat = int_member (object, "threat", 0);
  read.ceo_network_level = int_member (object, "ceo_network_level", read.ceo_network_level);
  array = array_member (object, "agents");
  for (guint i = 0; i < DR_BURNCYCLE_MAX_PLAYERS; i++)
    {
      JsonObject *agent = object_element (array, i);

      if (agent == NULL)
        continue;
      read.agents[i].energy = int_member (agent, "energy", read.agents[i].energy);
      read.agents[i].network_level = int_member (agent, "network_level", read.agents[i].network_level);
    }
  array = array_member (object, "burncycle");
  for (guint i = 0; i < DR_BURNCYCLE_MAX_SLOTS; i++)
    {
      JsonObject *slot = object_element (array, i);

      if (slot == NULL)
        continue;
      name = string_member (slot, "token");
      if (name != NULL)
        dr_burncycle_token_from_name (name, &read.slots[i].token);
      read.slots[i].degraded = json_object_get_boolean_member_with_default (slot, "degraded", FALSE);
    }
  read.marker = int_member (object, "marker", 0);
  read.phase = int_member (object, "phase", 0);
  dr_burncycle_table_clamp (&read);
  *table = read;
  return TRUE;
}

gboolean
dr_burncycle_table_load (DrUserStore       *user,
                         DrBurncycleTable  *table,
                         GError           **error)
{
  g_autofree char *text = dr_user_store_get_setting (user, DR_BURNCYCLE_TABLE_KEY);

  if (text == NULL)
    {
      /* A first table: its first set-up is drawn afresh. */
      dr_burncycle_table_init (table);
      table->seed = g_random_int ();
      return TRUE;
    }
  return dr_burncycle_table_from_json (text, table, error);
}

gboolean
dr_burncycle_table_save (DrUserStore             *user,
                         const DrBurncycleTable  *table,
                         GError                 **error)
{
  g_autofree char *text = dr_burncycle_table_to_json (table);

  return dr_user_store_set_setting (user, DR_BURNCYCLE_TABLE_KEY, text, error);
}

static gboolean
slot_is_active (const DrBurncycleTable *table,
                int                     index)
{
  return table->slots[index].token != DR_BURNCYCLE_TOKEN_NONE && !table->slots[index].degraded;
}

int
dr_burncycle_table_degrade (DrBurncycleTable *table,
                            int               slot)
{
  g_return_val_if_fail (slot >= 1 && slot <= DR_BURNCYCLE_MAX_SLOTS, 0);

  for (int i = 0; i < DR_BURNCYCLE_MAX_SLOTS; i++)
    {
      int index = (slot - 1 + i) % DR_BURNCYCLE_MAX_SLOTS;

      if (slot_is_active (table, index))
        {
          table->slots[index].degraded = TRUE;
          return index + 1;
        }
    }
  return 0;
}

int
dr_burncycle_table_active_tokens (const DrBurncycleTable *table)
{
  int n = 0;

  for (int i = 0; i < DR_BURNCYCLE_MAX_SLOTS; i++)
    n += slot_is_active (table, i);
  return n;
}

int
dr_burncycle_table_advance_marker (DrBurncycleTable *table)
{
  for (int index = table->marker; index < DR_BURNCYCLE_MAX_SLOTS; index++)
    if (slot_is_active (table, index))
      return table->marker = index + 1;
  return table->marker = 0;
}
