/* test-engine-scenarios.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One test case per scenario file in tests/engine/scenarios.
 */
#include "config.h"

#include <string.h>

#include "dr-scenario-private.h"   /* dr-scenario.h and what only tests call */

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

static void
run_scenario (gconstpointer data)
{
  const char *path = data;
  DrScenarioResult result;
  GError *error = NULL;
  guint i;

  if (!dr_scenario_run_file (path, &result, &error))
    {
      g_test_message ("%s: %s", path, error->message);
      g_error_free (error);
      g_test_fail ();
    }
  else
    {
      for (i = 0; i < result.failures->len; i++)
        g_test_message ("%s", (const char *) g_ptr_array_index (result.failures, i));
      if (result.failures->len > 0)
        g_test_fail ();
      else if (result.n_expectations == 0)
        {
          g_test_message ("%s checks nothing", path);
          g_test_fail ();
        }
    }
  dr_scenario_result_clear (&result);
}

/* Every card the engine knows is checked by at least one scenario that
 * cites it by code. */
static void
test_every_card_cited (void)
{
  g_autoptr (GDir) dir = g_dir_open (SCENARIO_DIR, 0, NULL);
  g_autoptr (GString) cites = g_string_new (NULL);
  const char *name;
  int i;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".json"))
      {
        g_autofree char *path = g_build_filename (SCENARIO_DIR, name, NULL);
        g_autoptr (JsonParser) parser = json_parser_new ();
        JsonObject *root;

        g_assert_true (json_parser_load_from_file (parser, path, NULL));
        root = json_node_get_object (json_parser_get_root (parser));
        g_string_append (cites, json_object_get_string_member_with_default (root, "cites", ""));
        g_string_append_c (cites, '\n');
      }
  for (i = 1; i < dr_nr_cards_count (); i++)
    {
      const DrNrCardDef *d = dr_nr_card_at (i);
      if (strstr (cites->str, d->code) == NULL)
        {
          g_test_message ("no scenario cites card %s %s", d->code, d->title);
          g_test_fail ();
        }
    }
}

int
main (int argc, char **argv)
{
  g_autoptr (GDir) dir = NULL;
  g_autoptr (GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  const char *name;
  guint i;

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/scenario-coverage/every-card-cited", test_every_card_cited);
  dir = g_dir_open (SCENARIO_DIR, 0, NULL);
  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".json"))
      g_ptr_array_add (files, g_strdup (name));
  g_ptr_array_sort (files, compare_names);
  for (i = 0; i < files->len; i++)
    {
      const char *file = g_ptr_array_index (files, i);
      g_autofree char *test_path = NULL;
      g_autofree char *base = g_strndup (file, strlen (file) - 5);

      test_path = g_strdup_printf ("/engine/scenario/%s", base);
      g_test_add_data_func_full (test_path, g_build_filename (SCENARIO_DIR, file, NULL),
                                 run_scenario, g_free);
    }
  return g_test_run ();
}
