/* dr-scenario-decks.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Scenarios that start from decks instead of a position built zone by
 * zone: the game is set up as a real one (seed 001, setup: shuffle, draw
 * five, the Corp's mulligan first), from decks named the way the command
 * line names them, or given inline as the engine's JSON.
 */
#define G_LOG_DOMAIN "dr-scenario"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-play-deck.h"
#include "dr-scenario.h"
#include "dr-scenario-private.h"

/* One deck of "decks": an inline engine deck, or a name resolved like a
 * command-line argument, a file relative to the scenario's folder. */
static gboolean
resolve_deck (JsonNode *node, const char *base_dir, DrPlayDeckContext *context,
              DrScenarioDeck *out, GError **error)
{
  g_autoptr (DrPlayDeck) deck = NULL;
  g_autofree char *path = NULL;
  const char *name;

  if (node != NULL && JSON_NODE_HOLDS_OBJECT (node))
    return dr_scenario_deck_parse (node, out, error);
  name = node != NULL && JSON_NODE_HOLDS_VALUE (node)
         && json_node_get_value_type (node) == G_TYPE_STRING ? json_node_get_string (node) : NULL;
  if (name == NULL || *name == '\0')
    {
      g_set_error (error, DR_SCENARIO_ERROR, DR_SCENARIO_ERROR_INVALID,
                   _("Invalid scenario: %s"), "a deck is a name or an object");
      return FALSE;
    }
  if (base_dir != NULL && !g_path_is_absolute (name)
      && g_ascii_strncasecmp (name, "starter:", 8) != 0)
    {
      path = g_build_filename (base_dir, name, NULL);
      if (g_file_test (path, G_FILE_TEST_EXISTS))
        name = path;
    }
  deck = dr_play_deck_resolve (name, context, error);
  if (deck == NULL || !dr_play_deck_check (deck, error))
    return FALSE;
  dr_play_deck_to_scenario (deck, out);
  return TRUE;
}

gboolean
dr_scenario_decks_build_state (JsonObject *root, const char *base_dir,
                               const DrScenarioDecks *given, DrNrState *s, GError **error)
{
  DrJsonReader reader = { NULL };
  JsonObject *decks = dr_json_read_object (&reader, root, "decks");
  JsonArray *list = decks != NULL ? dr_json_read_array (&reader, decks, "runners") : NULL;
  gint64 seed = dr_json_read_int (&reader, root, "seed", 1, G_MININT64, G_MAXINT64);
  gint64 turn_limit = dr_json_read_int (&reader, root, "turn-limit", 0, 0, G_MAXUINT16);
  DrPlayDeckContext context = { NULL };
  DrScenarioDeck corp = { 0 }, runners[DR_NR_MAX_SEATS - 1] = { { 0 } };
  DrNrSetup setup;
  gboolean ok = FALSE;
  int n_runners = 1, r;

  if (!dr_scenario_reader_finish (&reader, error))
    return FALSE;
  if (decks == NULL || !json_object_has_member (decks, "corp")
      || json_object_has_member (decks, "runner") == json_object_has_member (decks, "runners"))
    {
      g_set_error (error, DR_SCENARIO_ERROR, DR_SCENARIO_ERROR_INVALID, _("Invalid scenario: %s"),
                   "\"decks\" needs \"corp\" and either \"runner\" or \"runners\"");
      return FALSE;
    }
  if (list != NULL)
    n_runners = (int) json_array_get_length (list);
  if (given != NULL && given->runners != NULL)
    n_runners = given->n_runners;
  if (n_runners < 1 || n_runners > DR_NR_MAX_SEATS - 1)
    {
      g_set_error (error, DR_SCENARIO_ERROR, DR_SCENARIO_ERROR_INVALID, _("Invalid scenario: %s"),
                   "\"runners\" must list one to three Runners");
      return FALSE;
    }
  /* decks given by the caller (the command line) replace the file's */
  if (given != NULL && given->corp != NULL)
    {
      corp.identity = g_strdup (given->corp->identity);
      corp.codes = g_ptr_array_copy (given->corp->codes, (GCopyFunc) g_strdup, NULL);
    }
  else if (!resolve_deck (json_object_get_member (decks, "corp"), base_dir, &context, &corp, error))
    goto out;
  for (r = 0; r < n_runners; r++)
    {
      if (given != NULL && given->runners != NULL)
        {
          runners[r].identity = g_strdup (given->runners[r].identity);
          runners[r].codes = g_ptr_array_copy (given->runners[r].codes, (GCopyFunc) g_strdup, NULL);
        }
      else if (!resolve_deck (list != NULL ? json_array_get_element (list, (guint) r)
                                           : json_object_get_member (decks, "runner"),
                              base_dir, &context, &runners[r], error))
        goto out;
    }
  dr_scenario_setup_decks (&corp, runners, n_runners, &setup);
  setup.seed = (guint64) seed;
  setup.turn_limit = (guint16) turn_limit;
  if (dr_nr_setup (s, &setup) != DR_NR_OK)
    {
      g_set_error (error, DR_SCENARIO_ERROR, DR_SCENARIO_ERROR_ENGINE,
                   _("The rules engine refused these decks (an unknown card, a card of the other side, or two Runners with the same identity)"));
      goto out;
    }
  ok = TRUE;

out:
  dr_play_deck_context_clear (&context);
  dr_scenario_deck_clear (&corp);
  for (r = 0; r < DR_NR_MAX_SEATS - 1; r++)
    dr_scenario_deck_clear (&runners[r]);
  return ok;
}
