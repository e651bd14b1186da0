/* dr-fuzz-common.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-fuzz"

#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dr-card-bundle.h"
#include "dr-fuzz.h"
#include "dr-test-helper.h"

/* Built once per process: libFuzzer calls a target millions of times, and
 * building the card database takes longer than thousands of inputs. */
static char *tmp_dir;
static char *card_db_path;
static DrCardStore *bundled_store;
static DrCardIndex *bundled_index;

static void
remove_tmp_dir (void)
{
  g_clear_pointer (&bundled_index, dr_card_index_free);
  g_clear_pointer (&bundled_store, dr_card_store_free);
  if (tmp_dir != NULL)
    dr_test_remove_tree (tmp_dir);
  g_clear_pointer (&tmp_dir, g_free);
  g_clear_pointer (&card_db_path, g_free);
}

/* abort(), not GLib's breakpoint: libFuzzer saves the input on SIGABRT. */
static void
abort_on_warning (const char     *domain,
                  GLogLevelFlags  level,
                  const char     *message,
                  gpointer        user_data)
{
  if (level & (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING))
    dr_fuzz_fail ("%s: %s", domain != NULL ? domain : "?", message);
}

void
dr_fuzz_init (void)
{
  g_log_set_default_handler (abort_on_warning, NULL);
  g_setenv ("LANG", "C.UTF-8", TRUE);
}

G_NORETURN void
dr_fuzz_fail (const char *format,
              ...)
{
  va_list args;

  va_start (args, format);
  fputs ("fuzz invariant broken: ", stderr);
  vfprintf (stderr, format, args);
  fputc ('\n', stderr);
  va_end (args);
  fflush (stderr);
  abort ();
}

const char *
dr_fuzz_tmp_dir (void)
{
  if (tmp_dir == NULL)
    {
      g_autoptr(GError) error = NULL;

      tmp_dir = g_dir_make_tmp ("deckrunner-fuzz-XXXXXX", &error);
      if (tmp_dir == NULL)
        dr_fuzz_fail ("cannot make a temporary directory: %s", error->message);
      atexit (remove_tmp_dir);
    }
  return tmp_dir;
}

const char *
dr_fuzz_bundled_card_db (void)
{
  if (card_db_path == NULL)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *path = g_build_filename (dr_fuzz_tmp_dir (), "cards.sqlite", NULL);

      if (!dr_card_bundle_install (path, &error))
        dr_fuzz_fail ("cannot build the bundled card database: %s", error->message);
      card_db_path = g_steal_pointer (&path);
    }
  return card_db_path;
}

DrCardStore *
dr_fuzz_bundled_store (void)
{
  if (bundled_store == NULL)
    {
      g_autoptr(GError) error = NULL;

      bundled_store = dr_card_store_open (dr_fuzz_bundled_card_db (), &error);
      if (bundled_store == NULL)
        dr_fuzz_fail ("cannot open the bundled card database: %s", error->message);
    }
  return bundled_store;
}

DrCardIndex *
dr_fuzz_bundled_index (void)
{
  if (bundled_index == NULL)
    {
      g_autoptr(GError) error = NULL;

      bundled_index = dr_card_index_new (dr_fuzz_bundled_store (), &error);
      if (bundled_index == NULL)
        dr_fuzz_fail ("cannot index the bundled cards: %s", error->message);
    }
  return bundled_index;
}

static char *
tests_path_valist (const char *fixtures,
                   const char *first_element,
                   va_list     args)
{
  g_autoptr(GPtrArray) elements = g_ptr_array_new ();

  g_ptr_array_add (elements, (char *) DR_FUZZ_SOURCE_DIR);
  g_ptr_array_add (elements, "tests");
  if (fixtures != NULL)
    g_ptr_array_add (elements, (char *) fixtures);
  for (const char *element = first_element; element != NULL; element = va_arg (args, const char *))
    g_ptr_array_add (elements, (char *) element);
  g_ptr_array_add (elements, NULL);
  return g_build_filenamev ((char **) elements->pdata);
}

char *
dr_fuzz_fixture_path (const char *first_element,
                      ...)
{
  va_list args;
  char *path;

  va_start (args, first_element);
  path = tests_path_valist ("fixtures", first_element, args);
  va_end (args);
  return path;
}

char *
dr_fuzz_tests_path (const char *first_element,
                    ...)
{
  va_list args;
  char *path;

  va_start (args, first_element);
  path = tests_path_valist (NULL, first_element, args);
  va_end (args);
  return path;
}

char *
dr_fuzz_input_string (const uint8_t *data,
                      size_t         size)
{
  return g_strndup ((const char *) data, size);
}
