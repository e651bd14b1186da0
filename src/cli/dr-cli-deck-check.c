/* dr-cli-deck-check.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-cli-deck"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "dr-cli-deck-private.h"
#include "dr-deck-fallout.h"
#include "dr-format.h"

static const char *
format_title (const char *code)
{
  DrFormat format;

  return code != NULL && dr_format_from_code (code, &format) ? dr_format_get_title (format) : code;
}

static void
print_json (GPtrArray *verdicts)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_array (builder);
  for (guint i = 0; i < verdicts->len; i++)
    {
      DrDeckVerdict *verdict = g_ptr_array_index (verdicts, i);
      g_auto(GStrv) reasons = dr_deck_verdict_reasons (verdict);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "id");
      json_builder_add_int_value (builder, verdict->deck_id);
      dr_json_add_string_member (builder, "name", verdict->deck_name);
      dr_json_add_string_member (builder, "banlist_name", verdict->banlist_name);
      json_builder_set_member_name (builder, "reasons");
      json_builder_begin_array (builder);
      for (guint k = 0; reasons[k] != NULL; k++)
        json_builder_add_string_value (builder, reasons[k]);
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "legality");
      dr_legality_report_add_json (verdict->report, builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  dr_cli_print_json (builder);
}

static guint
print_text (GPtrArray *verdicts)
{
  guint n_illegal = 0;

  for (guint i = 0; i < verdicts->len; i++)
    {
      DrDeckVerdict *verdict = g_ptr_array_index (verdicts, i);
      g_auto(GStrv) reasons = NULL;

      if (verdict->report->legal)
        continue;
      n_illegal++;
      reasons = dr_deck_verdict_reasons (verdict);
      if (verdict->banlist_name != NULL)
        /* Translators: a deck's id and name, its format and the ban list it is judged with */
        printf (_("#%lld %s: not legal in %s (%s)\n"), (long long) verdict->deck_id, verdict->deck_name,
                format_title (verdict->report->format), verdict->banlist_name);
      else
        /* Translators: a deck's id and name, and its format */
        printf (_("#%lld %s: not legal in %s\n"), (long long) verdict->deck_id, verdict->deck_name,
                format_title (verdict->report->format));
      for (guint k = 0; reasons[k] != NULL; k++)
        printf ("  - %s\n", reasons[k]);
    }
  if (n_illegal == 0)
    printf (ngettext ("The deck is legal in its format.\n", "All %u decks are legal in their formats.\n",
                      verdicts->len), verdicts->len);
  else
    printf (ngettext ("%u of %u deck is not legal in its format.\n", "%u of %u decks are not legal in their formats.\n",
                      verdicts->len), n_illegal, verdicts->len);
  return n_illegal;
}

/* Every saved deck judged in its format today: exit 1 when one is not legal,
 * as validate does for a file. */
int
dr_cli_deck_check_all (DrCliDeck  *cli,
                       int         argc,
                       char      **argv)
{
  g_autoptr(GSettings) settings = dr_cli_open_settings ();
  g_autofree char *default_format = settings != NULL ? g_settings_get_string (settings, "default-format")
                                                     : g_strdup ("standard");
  g_autofree char *default_banlist = settings != NULL ? g_settings_get_string (settings, "default-banlist") : NULL;
  g_autoptr(GPtrArray) verdicts = NULL;
  g_autoptr(GError) error = NULL;
  gboolean any_illegal = FALSE;

  if (argc > 0)
    return dr_cli_fail (_("check-all takes no arguments (found “%s”)"), argv[0]);
  if (default_banlist != NULL && *default_banlist == '\0')
    g_clear_pointer (&default_banlist, g_free);
  verdicts = dr_deck_fallout_check_all (cli->user, cli->store, default_format, default_banlist, &error);
  if (verdicts == NULL)
    return dr_cli_fail ("%s", error->message);
  if (verdicts->len == 0 && !cli->json)
    {
      printf ("%s\n", _("There are no saved decks."));
      return DR_CLI_EXIT_OK;
    }
  for (guint i = 0; i < verdicts->len; i++)
    any_illegal |= !((DrDeckVerdict *) g_ptr_array_index (verdicts, i))->report->legal;
  if (cli->json)
    print_json (verdicts);
  else
    print_text (verdicts);
  return any_illegal ? DR_CLI_EXIT_NO_MATCH : DR_CLI_EXIT_OK;
}
