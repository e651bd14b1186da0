/* dr-fuzz-replay.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-fuzz-replay"

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dr-fuzz.h"

/* The main() of a fuzz target built without libFuzzer: it feeds the target
 * every file named on the command line and every file inside every folder
 * named there (a corpus), in name order so that a failure repeats, and
 * prints a TAP line per folder or file. A crash or a broken invariant aborts
 * the process, which the test harness reports with the input's name printed
 * just before. */

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

static void
collect_inputs (const char *path,
                GPtrArray  *inputs)
{
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) names = NULL;
  const char *name;

  if (!g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      g_ptr_array_add (inputs, g_strdup (path));
      return;
    }
  dir = g_dir_open (path, 0, NULL);
  if (dir == NULL)
    return;
  names = g_ptr_array_new_with_free_func (g_free);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (name[0] != '.')
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *child = g_build_filename (path, names->pdata[i], NULL);

      collect_inputs (child, inputs);
    }
}

int
main (int   argc,
      char *argv[])
{
  guint n_tests = 0;

  LLVMFuzzerInitialize (&argc, &argv);
  printf ("TAP version 13\n1..%d\n", argc - 1);
  for (int i = 1; i < argc; i++)
    {
      g_autoptr(GPtrArray) inputs = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GError) error = NULL;

      collect_inputs (argv[i], inputs);
      if (inputs->len == 0)
        {
          printf ("not ok %d - %s: no inputs\n", i, argv[i]);
          return 1;
        }
      for (guint j = 0; j < inputs->len; j++)
        {
          const char *input = inputs->pdata[j];
          g_autofree char *contents = NULL;
          gsize length = 0;
          uint8_t *exact;

          if (!g_file_get_contents (input, &contents, &length, &error))
            {
              printf ("not ok %d - %s\n", i, error->message);
              return 1;
            }
          printf ("# %s\n", input);
          fflush (stdout);
          /* Exactly the input's bytes, without the NUL that
           * g_file_get_contents() adds, as libFuzzer passes them: reading
           * past the end is then an error ASan sees. */
          exact = malloc (length > 0 ? length : 1);
          memcpy (exact, contents, length);
          LLVMFuzzerTestOneInput (exact, length);
          free (exact);
        }
      printf ("ok %d - %s: %u inputs\n", i, argv[i], inputs->len);
      n_tests++;
    }
  return n_tests == (guint) argc - 1 ? 0 : 1;
}
