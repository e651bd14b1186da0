/* fuzz-game-files.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "fuzz-game-files"

#include "config.h"

#include <string.h>

#include "dr-fuzz.h"
#include "dr-netrunner.h"
#include "dr-scenario-private.h"   /* dr-scenario.h and what only tests call */

/* The readers of the rules engine's files. An input's first line says which
 * ("scenario" or "record"), the rest is the file: a scenario (JSON, built
 * and run with its expectations) or a game record (JSON lines, loaded and
 * replayed, as `deckrunner-cli replay` does). Beyond not crashing: a reader
 * that fails says why, and a record that replays gives the same game when
 * replayed again. */

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  dr_fuzz_init ();
  return 0;
}

static void
run_scenario (const char *text,
              gsize       length)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  DrScenarioResult result;

  if (!json_parser_load_from_data (parser, text, length, NULL))
    return;
  memset (&result, 0, sizeof result);
  if (!dr_scenario_run_node (json_parser_get_root (parser), &result, &error) && error == NULL)
    dr_fuzz_fail ("a scenario failed without an error");
  dr_scenario_result_clear (&result);
}

static void
replay_record (const char *text,
               gsize       length)
{
  g_autofree char *path = g_build_filename (dr_fuzz_tmp_dir (), "record.jsonl", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree DrNrState *state = g_new0 (DrNrState, 1);
  DrPlayRecord record;

  if (!g_file_set_contents (path, text, length, &error))
    dr_fuzz_fail ("cannot write %s: %s", path, error->message);
  dr_play_record_init (&record);
  if (!dr_play_record_load (path, &record, &error))
    {
      if (error == NULL)
        dr_fuzz_fail ("a record failed to load without an error");
    }
  else if (!dr_play_record_replay (&record, state, &error))
    {
      if (error == NULL)
        dr_fuzz_fail ("a record failed to replay without an error");
    }
  else
    {
      g_autofree DrNrState *again = g_new0 (DrNrState, 1);

      if (!dr_play_record_replay (&record, again, &error))
        dr_fuzz_fail ("a record replayed once and not twice: %s", error->message);
      if (dr_nr_hash (again) != dr_nr_hash (state))
        dr_fuzz_fail ("a record replayed twice gave two games");
    }
  dr_play_record_clear (&record);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  const char *text = (const char *) data;
  const char *newline = memchr (text, '\n', size);
  gsize kind_length;

  if (newline == NULL)
    return 0;
  kind_length = newline - text;
  text = newline + 1;
  size -= kind_length + 1;
  if (kind_length == 8 && memcmp (data, "scenario", 8) == 0)
    run_scenario (text, size);
  else if (kind_length == 6 && memcmp (data, "record", 6) == 0)
    replay_record (text, size);
  return 0;
}
