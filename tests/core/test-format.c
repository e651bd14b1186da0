/* test-format.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>

#include "dr-error.h"
#include "dr-format.h"

static void
test_codes (void)
{
  g_autofree char *codes = dr_format_list_codes ();
  DrFormat format = DR_N_FORMATS;

  g_assert_cmpstr (codes, ==, "standard, startup, eternal, casual, napd, lockpick");
  for (DrFormat i = 0; i < DR_N_FORMATS; i++)
    {
      g_autofree char *upper = g_ascii_strup (dr_format_get_code (i), -1);

      g_assert_true (dr_format_from_code (dr_format_get_code (i), &format));
      g_assert_cmpint (format, ==, i);
      g_assert_true (dr_format_from_code (upper, &format));
      g_assert_cmpint (format, ==, i);
      g_assert_nonnull (dr_format_get_title (i));
    }
  g_assert_cmpstr (dr_format_get_title (DR_FORMAT_NAPD), ==, "NAPD Multiplayer");
  g_assert_false (dr_format_from_code ("modern", &format));
  g_assert_false (dr_format_from_code (NULL, &format));
  g_assert_false (dr_format_from_code ("", &format));
}

static void
test_parse_error (void)
{
  g_autoptr(GError) error = NULL;
  DrFormat format = DR_N_FORMATS;

  g_assert_true (dr_format_parse ("Eternal", &format, &error));
  g_assert_no_error (error);
  g_assert_cmpint (format, ==, DR_FORMAT_ETERNAL);
  g_assert_false (dr_format_parse ("modern", &format, &error));
  g_assert_error (error, DR_ERROR, DR_ERROR_INVALID_ARGUMENT);
  g_assert_cmpstr (error->message, ==,
                   "Unknown format “modern”: use standard, startup, eternal, casual, napd, lockpick");
}

/* The settings schema cannot read the table: it must list the same codes in the same order. */
static void
test_settings_choices (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettingsSchemaKey) key = NULL;
  g_autoptr(GVariant) range = NULL;
  g_autoptr(GVariant) choices = NULL;
  const char *kind;

  g_assert_nonnull (source);
  schema = g_settings_schema_source_lookup (source, APP_ID, FALSE);
  g_assert_nonnull (schema);
  key = g_settings_schema_get_key (schema, "default-format");
  range = g_settings_schema_key_get_range (key);
  g_variant_get (range, "(&sv)", &kind, &choices);
  g_assert_cmpstr (kind, ==, "enum");
  g_assert_cmpuint (g_variant_n_children (choices), ==, DR_N_FORMATS);
  for (DrFormat i = 0; i < DR_N_FORMATS; i++)
    {
      const char *choice = NULL;

      g_variant_get_child (choices, i, "&s", &choice);
      g_assert_cmpstr (choice, ==, dr_format_get_code (i));
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/format/codes", test_codes);
  g_test_add_func ("/format/parse-error", test_parse_error);
  g_test_add_func ("/format/settings-choices", test_settings_choices);
  return g_test_run ();
}
