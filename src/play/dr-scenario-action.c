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

#include "dr-scenario.h"

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
  const char *name = json_object_get_string_member_with_default (spec, "do", "");
  int kind = dr_nr_action_from_name (name);
  int i, n, server = -1, seat = -1;

  if (kind < 0)
    {
      g_set_error (error, DR_SCENARIO_ERROR, DR_SCENARIO_ERROR_INVALID,
                   _("Unknown action \"%s\""), name);
      return FALSE;
    }
  if (json_object_has_member (spec, "server"))
    {
      const char *sname = json_object_get_string_member (spec, "server");
      server = sname ? dr_nr_server_from_name (sname) : -1;
      if (server < 0)
        {
          g_set_error (error, DR_SCENARIO_ERROR, DR_SCENARIO_ERROR_INVALID,
                       _("Unknown server \"%s\""), sname ? sname : "?");
          return FALSE;
        }
    }
  if (json_object_has_member (spec, "seat"))
    seat = dr_scenario_seat_from_name (json_object_get_string_member (spec, "seat"));
  n = dr_nr_legal_actions (s, legal);
  for (i = 0; i < n; i++)
    {
      const DrNrAction *a = &legal[i];

      if (a->kind != kind)
        continue;
      if (seat >= 0 && a->seat != seat)
        continue;
      if (json_object_has_member (spec, "card")
          && !card_matches (s, a->card, json_object_get_member (spec, "card")))
        continue;
      if (json_object_has_member (spec, "code")
          && !card_matches (s, a->card, json_object_get_member (spec, "code")))
        continue;
      if (json_object_has_member (spec, "target")
          && !card_matches (s, a->target, json_object_get_member (spec, "target")))
        continue;
      if (server >= 0 && a->server != server)
        continue;
      if (json_object_has_member (spec, "amount")
          && a->amount != json_object_get_int_member (spec, "amount"))
        continue;
      *out = *a;
      return TRUE;
    }
  return FALSE;
}
