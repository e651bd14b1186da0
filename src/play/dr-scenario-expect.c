/* dr-scenario-expect.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The scenario format grown with the rules (issue 13 §5): setups expected
 * to be refused (scenarios start from decks and a seed in
 * dr-scenario-decks.c), and the expectations an exact rule needs beyond
 * numbers: an identity, a seat's masked view, "exactly one of" several
 * outcomes (randomness), unordered piles, a log line that did not happen,
 * and an action refused at the very point where a decision waits.
 */
#define G_LOG_DOMAIN "dr-scenario"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "dr-scenario.h"
#include "dr-scenario-private.h"

static gboolean
invalid (GError **error, const char *what)
{
  g_set_error (error, DR_SCENARIO_ERROR, DR_SCENARIO_ERROR_INVALID,
               _("Invalid scenario: %s"), what);
  return FALSE;
}

/* ---- a setup the engine refuses ---- */

/* "setup-refused": true — the scenario is that the engine refuses the
 * setup of its "decks" (two identical Runner identities, a card of the
 * other side …).  A malformed file stays an error. */
gboolean
dr_scenario_check_refused_setup (JsonObject *root, const char *base_dir,
                                 const DrScenarioDecks *decks, DrScenarioResult *result,
                                 GError **error)
{
  DrNrState *s;
  GError *local = NULL;
  gboolean built;

  result->n_expectations++;
  if (!json_object_has_member (root, "decks"))
    return invalid (error, "\"setup-refused\" needs \"decks\"");
  s = g_new (DrNrState, 1);
  built = dr_scenario_decks_build_state (root, base_dir, decks, s, &local);
  g_free (s);
  if (built)
    {
      g_ptr_array_add (result->failures,
                       g_strdup (_("setup: the engine accepted a setup expected to be refused")));
      return TRUE;
    }
  if (g_error_matches (local, DR_SCENARIO_ERROR, DR_SCENARIO_ERROR_ENGINE))
    {
      g_error_free (local);
      return TRUE;
    }
  g_propagate_error (error, local);
  return FALSE;
}

/* ---- expectations ---- */

static gboolean
log_has (const DrNrState *s, const char *needle)
{
  guint32 i, first = s->log_total > DR_NR_LOG_CAP ? s->log_total - DR_NR_LOG_CAP : 0;

  for (i = first; i < s->log_total; i++)
    {
      char buf[160];

      dr_nr_log_describe (s, &s->log[i % DR_NR_LOG_CAP], buf, sizeof buf);
      if (strstr (buf, needle) != NULL)
        return TRUE;
    }
  return FALSE;
}

/* `n` is a code, an id or null (dr_scenario_read_card); an id the
 * engine does not have is taken as it is, for the engine to refuse. */
static int
card_from_node (const DrNrState *s, JsonNode *n)
{
  int i;

  if (n == NULL || JSON_NODE_HOLDS_NULL (n))
    return DR_NR_NO_CARD;
  if (json_node_get_value_type (n) != G_TYPE_STRING)
    return (int) CLAMP (json_node_get_int (n), 0, DR_NR_NO_CARD);
  for (i = 0; i < s->n_cards; i++)
    if (strcmp (dr_nr_def (s, i)->code, json_node_get_string (n)) == 0)
      return i;
  return DR_NR_NO_CARD;
}

/* An action written like a step, taken as it is: nothing picks the
 * nearest legal action, so the engine itself must refuse it. */
static gboolean
raw_action (const DrNrState *s, JsonObject *spec, DrNrAction *a, GError **error)
{
  DrJsonReader reader = { NULL };
  const char *name = dr_json_read_string (&reader, spec, "do", "");
  int seat = dr_scenario_read_seat (&reader, spec, "seat", dr_nr_acting_seat (s));
  JsonNode *card = dr_scenario_read_card (&reader, spec, "card");
  JsonNode *target = dr_scenario_read_card (&reader, spec, "target");
  const char *server_name = dr_json_read_string (&reader, spec, "server", NULL);
  gint64 amount = dr_json_read_int (&reader, spec, "amount", 0, G_MININT16, G_MAXINT16);

  memset (a, 0, sizeof *a);
  if (!dr_scenario_reader_finish (&reader, error))
    return FALSE;
  if (dr_nr_action_from_name (name) < 0)
    return invalid (error, "\"refused\" needs a known \"do\"");
  a->kind = (uint8_t) dr_nr_action_from_name (name);
  a->seat = (uint8_t) seat;
  a->card = (uint8_t) card_from_node (s, card);
  a->target = (uint8_t) card_from_node (s, target);
  if (server_name != NULL)
    {
      int server = dr_nr_server_from_name (server_name);
      if (server < 0)
        return invalid (error, "unknown server in \"refused\"");
      a->server = (uint8_t) server;
    }
  a->amount = (int16_t) amount;
  return TRUE;
}

static gboolean
same_multiset (const DrNrState *s, JsonArray *want, GArray *ids)
{
  g_autoptr (GPtrArray) left = g_ptr_array_new ();
  guint i, k;

  if (json_array_get_length (want) != ids->len)
    return FALSE;
  for (i = 0; i < ids->len; i++)
    g_ptr_array_add (left, (gpointer) dr_nr_def (s, g_array_index (ids, int, i))->code);
  for (i = 0; i < json_array_get_length (want); i++)
    {
      const char *code = json_array_get_string_element (want, i);
      gboolean found = FALSE;

      for (k = 0; k < left->len && !found; k++)
        if (g_strcmp0 (code, g_ptr_array_index (left, k)) == 0)
          {
            g_ptr_array_remove_index_fast (left, k);
            found = TRUE;
          }
      if (!found)
        return FALSE;
    }
  return TRUE;
}

/* Returns TRUE when `e` is one of the kinds this file knows (`*handled`),
 * FALSE with `error` set when it is malformed. */
gboolean
dr_scenario_check_more (const DrNrState *s, JsonObject *e, const char *where,
                        DrScenarioResult *result, gboolean *handled, GError **error)
{
  DrJsonReader reader = { NULL };
  const char *needle = dr_json_read_string (&reader, e, "log-lacks", NULL);
  const char *identity = dr_json_read_string (&reader, e, "identity", NULL);
  const char *zone = dr_json_read_string (&reader, e, "pile", NULL);
  JsonArray *unordered = dr_json_read_array (&reader, e, "unordered");
  const char *view_name = dr_json_read_string (&reader, e, "view", NULL);
  JsonArray *options = dr_json_read_array (&reader, e, "one-of");
  JsonObject *refused = dr_json_read_object (&reader, e, "refused");
  guint i;

  if (unordered != NULL)
    for (i = 0; i < json_array_get_length (unordered); i++)
      dr_json_read_node_string (&reader, json_array_get_element (unordered, i), "unordered", NULL);
  if (!dr_scenario_reader_finish (&reader, error))
    return FALSE;
  *handled = TRUE;
  if (json_object_has_member (e, "log-lacks"))
    {
      if (needle == NULL)
        return invalid (error, "\"log-lacks\" needs a text");
      if (log_has (s, needle))
        dr_scenario_fail (result, where, e, "in the recent log");
      return TRUE;
    }
  if (identity != NULL)
    {
      int seat = dr_scenario_seat_from_name (identity);
      const char *want = dr_json_read_string (&reader, e, "equals", NULL);
      const char *got;

      if (!dr_scenario_reader_finish (&reader, error))
        return FALSE;
      if (seat < 0 || seat >= s->n_seats || want == NULL)
        return invalid (error, "\"identity\" needs a seat and \"equals\"");
      got = s->seats[seat].identity != DR_NR_NO_CARD
        ? dr_nr_def (s, s->seats[seat].identity)->code : "none";
      if (strcmp (got, want) != 0)
        {
          g_autofree char *why = g_strdup_printf ("got \"%s\"", got);
          dr_scenario_fail (result, where, e, why);
        }
      return TRUE;
    }
  if (json_object_has_member (e, "pile"))
    {
      g_autoptr (GArray) ids = g_array_new (FALSE, FALSE, sizeof (int));
      if (zone == NULL || !dr_scenario_zone_ids (s, zone, ids) || unordered == NULL)
        return invalid (error, "\"pile\" needs a known zone and \"unordered\"");
      if (!same_multiset (s, unordered, ids))
        dr_scenario_fail (result, where, e, "other cards");
      return TRUE;
    }
  if (json_object_has_member (e, "view"))
    {
      const char *name = view_name;
      int seat = name != NULL && strcmp (name, "spectator") == 0 ? DR_NR_NO_SEAT
                                                                 : dr_scenario_seat_from_name (name);
      DrNrState *view;
      gboolean ok;

      if ((seat < 0 || seat >= s->n_seats) && seat != DR_NR_NO_SEAT)
        return invalid (error, "\"view\" needs a seat or \"spectator\"");
      if (!json_object_has_member (e, "expect"))
        return invalid (error, "\"view\" needs \"expect\"");
      view = g_new (DrNrState, 1);
      dr_nr_view (s, seat, view);
      ok = dr_scenario_check_list (view, json_object_get_member (e, "expect"), where, result,
                                   error);
      g_free (view);
      return ok;
    }
  if (json_object_has_member (e, "one-of"))
    {
      guint met = 0;

      if (options == NULL || json_array_get_length (options) < 2)
        return invalid (error, "\"one-of\" needs two or more expectations");
      for (i = 0; i < json_array_get_length (options); i++)
        {
          DrScenarioResult scratch = { 0 };
          gboolean ok;

          scratch.failures = g_ptr_array_new_with_free_func (g_free);
          ok = dr_scenario_check_list (s, json_array_get_element (options, i), where, &scratch,
                                       error);
          if (ok && scratch.failures->len == 0)
            met++;
          result->n_expectations += scratch.n_expectations;
          g_ptr_array_unref (scratch.failures);
          if (!ok)
            return FALSE;
        }
      if (met != 1)
        {
          g_autofree char *why = g_strdup_printf ("%u of them hold", met);
          dr_scenario_fail (result, where, e, why);
        }
      return TRUE;
    }
  if (json_object_has_member (e, "refused"))
    {
      JsonObject *spec = refused;
      DrNrState *copy;
      DrNrAction a;
      int rc;

      if (spec == NULL || !raw_action (s, spec, &a, error))
        return spec == NULL ? invalid (error, "\"refused\" needs an action object") : FALSE;
      copy = g_new (DrNrState, 1);
      memcpy (copy, s, sizeof *copy);
      rc = dr_nr_apply (copy, &a);
      if (rc != DR_NR_ERR_ILLEGAL)
        dr_scenario_fail (result, where, e, "the engine took the action");
      else if (memcmp (copy, s, sizeof *copy) != 0)
        dr_scenario_fail (result, where, e, "refused, but the state changed");
      g_free (copy);
      return TRUE;
    }
  *handled = FALSE;
  return TRUE;
}
