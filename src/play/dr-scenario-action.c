/* dr-scenario-action.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Actions as JSON.  Records store exact card ids; scenarios may name cards
 * by code and leave fields out, and the first legal action that agrees
 * with every given field is taken.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "dr-json-members.h"
#include "dr-scenario.h"
#include "dr-scenario-private.h"

static const char *
seat_name (int seat, char *buf, gsize len)
{
  if (seat == DR_NR_CORP_SEAT)
    return "corp";
  g_snprintf (buf, len, "runner%d", seat);
  return buf;
}

static gboolean
uses_server (const DrNrAction *a)
{
  /* a run event's play names its server; a prompt may choose one */
  return a->kind == DR_NR_ACT_RUN
    || (a->kind == DR_NR_ACT_INSTALL && a->seat == DR_NR_CORP_SEAT)
    || a->kind == DR_NR_ACT_ACCESS || a->kind == DR_NR_ACT_PLAY
    || (a->kind == DR_NR_ACT_CHOOSE && a->server != DR_NR_NO_SERVER)
    || a->kind == DR_NR_ACT_REPLACE_BREACH;
}

static gboolean
uses_amount (const DrNrAction *a)
{
  return a->kind == DR_NR_ACT_BID || a->kind == DR_NR_ACT_BREAK
    || a->kind == DR_NR_ACT_ABILITY || a->kind == DR_NR_ACT_TRIGGER
    || a->kind == DR_NR_ACT_NUMBER || a->kind == DR_NR_ACT_CHOOSE
    || a->kind == DR_NR_ACT_DECLINE || a->kind == DR_NR_ACT_STEAL
    || a->kind == DR_NR_ACT_PREVENT
    || (a->kind == DR_NR_ACT_INSTALL && a->seat != DR_NR_CORP_SEAT);
}

JsonNode *
dr_scenario_action_to_json (const DrNrState *s, const DrNrAction *a)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  char buf[32];

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "do");
  json_builder_add_string_value (b, dr_nr_action_name (a->kind));
  json_builder_set_member_name (b, "seat");
  json_builder_add_string_value (b, seat_name (a->seat, buf, sizeof buf));
  /* records are exact: "no card" is written as null, not left out, so
   * that reading the line back cannot match another action */
  json_builder_set_member_name (b, "card");
  if (a->card != DR_NR_NO_CARD)
    json_builder_add_int_value (b, a->card);
  else
    json_builder_add_null_value (b);
  if (a->card != DR_NR_NO_CARD)
    {
      json_builder_set_member_name (b, "code");
      json_builder_add_string_value (b, dr_nr_def (s, a->card)->code);
    }
  json_builder_set_member_name (b, "target");
  if (a->target != DR_NR_NO_CARD)
    json_builder_add_int_value (b, a->target);
  else
    json_builder_add_null_value (b);
  if (uses_server (a))
    {
      dr_nr_server_name (a->server, buf, sizeof buf);
      json_builder_set_member_name (b, "server");
      json_builder_add_string_value (b, buf);
    }
  if (uses_amount (a))
    {
      json_builder_set_member_name (b, "amount");
      json_builder_add_int_value (b, a->amount);
    }
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static gboolean
card_matches (const DrNrState *s, int card, JsonNode *want)
{
  if (JSON_NODE_HOLDS_NULL (want))
    return card == DR_NR_NO_CARD;
  if (json_node_get_value_type (want) == G_TYPE_STRING)
    return card != DR_NR_NO_CARD
      && strcmp (dr_nr_def (s, card)->code, json_node_get_string (want)) == 0;
  return card == json_node_get_int (want);
}

JsonNode *
dr_scenario_read_card (DrJsonReader *reader, JsonObject *spec, const char *name)
{
  JsonNode *node = json_object_get_member (spec, name);

  if (node == NULL || JSON_NODE_HOLDS_NULL (node)
      || (JSON_NODE_HOLDS_VALUE (node)
          && (json_node_get_value_type (node) == G_TYPE_STRING
              || json_node_get_value_type (node) == G_TYPE_INT64)))
    return node;
  /* TRANSLATORS: what a member of a JSON file must be, in "\"%s\" must be %s" */
  dr_json_reader_wrong (reader, name, _("a card code, a card number or null"));
  return NULL;
}

int
dr_scenario_read_seat (DrJsonReader *reader, JsonObject *spec, const char *name, int fallback)
{
  const char *seat_name = dr_json_read_string (reader, spec, name, NULL);
  int seat;

  if (seat_name == NULL)
    return fallback;
  seat = dr_scenario_seat_from_name (seat_name);
  if (seat < 0)
    /* TRANSLATORS: what a member of a JSON file must be, in "\"%s\" must be %s" */
    dr_json_reader_wrong (reader, name, _("\"corp\", \"runner\" or \"runner1\" to \"runner3\""));
  return seat < 0 ? fallback : seat;
}

gboolean
dr_scenario_reader_finish (DrJsonReader *reader, GError **error)
{
  g_autoptr (GError) local = NULL;

  if (dr_json_reader_finish (reader, &local))
    return TRUE;
  g_set_error (error, DR_SCENARIO_ERROR, DR_SCENARIO_ERROR_INVALID,
               _("Invalid scenario: %s"), local->message);
  return FALSE;
}

/* "corp", "runner" (the first Runner) or "runnerN"; -1 for anything else. */
int
dr_scenario_seat_from_name (const char *name)
{
  int n;

  if (name == NULL)
    return -1;
  if (strcmp (name, "corp") == 0)
    return DR_NR_CORP_SEAT;
  if (strcmp (name, "runner") == 0)
    return 1;
  if (sscanf (name, "runner%d", &n) == 1 && n >= 1 && n < DR_NR_MAX_SEATS)
    return n;
  return -1;
}

gboolean
dr_scenario_action_match (const DrNrState *s, JsonObject *spec, DrNrAction *out,
                          GError **error)
{
  DrNrAction legal[DR_NR_MAX_ACTIONS];
  DrJsonReader reader = { NULL };
  const char *name = dr_json_read_string (&reader, spec, "do", "");
  const char *server_name = dr_json_read_string (&reader, spec, "server", NULL);
  int seat = dr_scenario_read_seat (&reader, spec, "seat", -1);
  JsonNode *card = dr_scenario_read_card (&reader, spec, "card");
  JsonNode *code = dr_scenario_read_card (&reader, spec, "code");
  JsonNode *target = dr_scenario_read_card (&reader, spec, "target");
  gboolean has_amount = json_object_has_member (spec, "amount");
  gint64 amount = dr_json_read_int (&reader, spec, "amount", 0, G_MININT16, G_MAXINT16);
  int kind = dr_nr_action_from_name (name);
  int i, n, server = -1;

  if (!dr_json_reader_finish (&reader, error))
    return FALSE;
  if (kind < 0)
    {
      g_set_error (error, DR_SCENARIO_ERROR, DR_SCENARIO_ERROR_INVALID,
                   _("Unknown action \"%s\""), name);
      return FALSE;
    }
  if (server_name != NULL)
    {
      server = dr_nr_server_from_name (server_name);
      if (server < 0)
        {
          g_set_error (error, DR_SCENARIO_ERROR, DR_SCENARIO_ERROR_INVALID,
                       _("Unknown server \"%s\""), server_name);
          return FALSE;
        }
    }
  n = dr_nr_legal_actions (s, legal);
  for (i = 0; i < n; i++)
    {
      const DrNrAction *a = &legal[i];

      if (a->kind != kind)
        continue;
      if (seat >= 0 && a->seat != seat)
        continue;
      if (card != NULL && !card_matches (s, a->card, card))
        continue;
      if (code != NULL && !card_matches (s, a->card, code))
        continue;
      if (target != NULL && !card_matches (s, a->target, target))
        continue;
      if (server >= 0 && a->server != server)
        continue;
      if (has_amount && a->amount != amount)
        continue;
      *out = *a;
      return TRUE;
    }
  return FALSE;
}
