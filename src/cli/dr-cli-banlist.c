/* dr-cli-banlist.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-cli-banlist"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "dr-card-pool.h"
#include "dr-cli.h"
#include "dr-json-members.h"
#include "dr-restrictions.h"

static int
list_ban_lists (gboolean json)
{
  g_autoptr(DrCardStore) store = dr_cli_open_store ();
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(GError) error = NULL;
  DrCardPool *pool;
  const GPtrArray *lists;

  if (store == NULL)
    return DR_CLI_EXIT_ERROR;
  pool = dr_card_store_get_pool (store, &error);
  if (pool == NULL)
    return dr_cli_fail ("%s", error->message);
  lists = dr_card_pool_get_ban_lists (pool);
  json_builder_begin_array (builder);
  for (guint i = 0; i < lists->len; i++)
    {
      const DrPoolBanList *list = g_ptr_array_index (lists, i);

      if (json)
        {
          json_builder_begin_object (builder);
          dr_json_add_string_member (builder, "code", list->code);
          dr_json_add_string_member (builder, "name", list->name);
          dr_json_add_string_member (builder, "date_start", list->date_start);
          json_builder_set_member_name (builder, "active");
          json_builder_add_boolean_value (builder, list->active);
          json_builder_set_member_name (builder, "point_limit");
          if (list->point_limit > 0)
            json_builder_add_int_value (builder, list->point_limit);
          else
            json_builder_add_null_value (builder);
          json_builder_end_object (builder);
          continue;
        }
      printf ("%s  %-44s %s", list->date_start, list->code, list->name);
      if (list->point_limit > 0)
        /* Translators: after a ban list's name; %d is the most points a deck may use */
        printf (_(" (points list, limit %d)"), list->point_limit);
      if (list->active)
        printf (" %s", _("(active)"));
      printf ("\n");
    }
  json_builder_end_array (builder);
  if (json)
    dr_cli_print_json (builder);
  return DR_CLI_EXIT_OK;
}

static void
print_import (const DrRestrictionImport *result,
              gboolean                   json)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  if (json)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "lists");
      json_builder_begin_array (builder);
    }
  for (guint i = 0; i < result->lists->len; i++)
    {
      const DrRestrictionList *list = g_ptr_array_index (result->lists, i);

      if (!json)
        {
          printf (ngettext ("%s (%s, from %s): %u printing\n", "%s (%s, from %s): %u printings\n", list->n_cards),
                  list->name, list->code, list->date_start, list->n_cards);
          continue;
        }
      json_builder_begin_object (builder);
      dr_json_add_string_member (builder, "code", list->code);
      dr_json_add_string_member (builder, "name", list->name);
      dr_json_add_string_member (builder, "date_start", list->date_start);
      dr_json_add_int_member (builder, "printings", list->n_cards);
      json_builder_end_object (builder);
    }
  if (json)
    {
      json_builder_end_array (builder);
      dr_json_add_int_member (builder, "unknown_cards", result->n_unknown_cards);
      dr_json_add_int_member (builder, "skipped_lists", result->n_skipped_lists);
      json_builder_end_object (builder);
      dr_cli_print_json (builder);
      return;
    }
  if (result->n_unknown_cards > 0)
    printf (ngettext ("%u card the card data does not have was left out.\n",
                      "%u cards the card data does not have were left out.\n", result->n_unknown_cards),
            result->n_unknown_cards);
  if (result->n_skipped_lists > 0)
    printf (ngettext ("%u list of a format Deckrunner does not check was left out.\n",
                      "%u lists of a format Deckrunner does not check were left out.\n",
                      result->n_skipped_lists),
            result->n_skipped_lists);
}

/* Every file or none: the lists go in one transaction. */
static int
import_files (char     **files,
              gboolean   json)
{
  g_autoptr(DrCardStore) store = dr_cli_open_store ();
  g_autoptr(GError) error = NULL;
  DrRestrictionImport result;

  if (store == NULL)
    return DR_CLI_EXIT_ERROR;
  dr_restriction_import_init (&result);
  if (!dr_restrictions_import_files (dr_card_store_get_path (store), (const char *const *) files, &result, &error))
    {
      dr_restriction_import_clear (&result);
      dr_cli_fail ("%s", error->message);
      return dr_cli_fail (_("No ban list was imported."));
    }
  print_import (&result, json);
  dr_restriction_import_clear (&result);
  return DR_CLI_EXIT_OK;
}

int
dr_cli_banlist (int    argc,
                char **argv)
{
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("SUBCOMMAND [FILE…] — the ban lists decks are checked against"));

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
                                _("Subcommands:\n"
                                  "  list                 every ban list of the card data, newest first\n"
                                  "  import FILE…         add NetrunnerDB restriction files: its v2 data files\n"
                                  "                       (netrunner-cards-json v2/restrictions/FORMAT/*.json)\n"
                                  "                       or API v3 replies (…/api/v3/public/restrictions)\n"
                                  "Eternal points lists are published only there; “sync” fetches them from API v3.\n"
                                  "A list already present under the same code is replaced."));
  if (!dr_cli_parse_options (context, &argc, &argv))
    return DR_CLI_EXIT_ERROR;
  if (argc >= 2 && g_str_equal (argv[1], "list") && argc == 2)
    return list_ban_lists (json);
  if (argc >= 3 && g_str_equal (argv[1], "import"))
    return import_files (argv + 2, json);
  if (argc == 2 && g_str_equal (argv[1], "import"))
    return dr_cli_fail (_("banlist import needs at least one file"));
  return dr_cli_fail (_("banlist needs a subcommand: list or import FILE…"));
}
