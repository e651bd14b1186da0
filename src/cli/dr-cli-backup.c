/* dr-cli-backup.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-cli-backup"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "dr-cli.h"
#include "dr-cli-deck.h"
#include "dr-error.h"
#include "dr-json-members.h"
#include "dr-paths.h"
#include "dr-user-backup.h"
#include "dr-user-rescue.h"

/* The backups of the user database, and the way back from a damaged one
 * (dr-user-rescue.h): the command line's side of what the window offers. */

int
dr_cli_user_db_failed (const GError *error)
{
  dr_cli_fail ("%s", error->message);
  if (g_error_matches (error, DR_ERROR, DR_ERROR_DAMAGED))
    g_printerr ("%s\n", _("Run “deckrunner-cli backup restore” to restore the last good backup, or "
                          "“deckrunner-cli backup start-empty” to start with empty data; "
                          "“deckrunner-cli backup list” shows every backup."));
  return DR_CLI_EXIT_ERROR;
}

static char *
format_backup_time (gint64 unix_seconds)
{
  g_autoptr(GDateTime) time = g_date_time_new_from_unix_local (unix_seconds);

  return g_date_time_format (time, "%Y-%m-%d %H:%M:%S");
}

static int
list_backups (const char *path,
              gboolean    json)
{
  g_autoptr(GPtrArray) backups = dr_user_backup_list (path);
  g_autoptr(DrUserDamage) damage = dr_user_damage_find (path);
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  if (json)
    {
      json_builder_begin_object (builder);
      dr_json_add_string_member (builder, "database", path);
      dr_json_add_string_member (builder, "damaged_kept_as", damage != NULL ? damage->kept_path : NULL);
      json_builder_set_member_name (builder, "backups");
      json_builder_begin_array (builder);
    }
  else if (damage != NULL)
    {
      g_autofree char *description = dr_user_damage_describe (damage);

      printf ("%s\n\n", description);
    }
  for (guint i = 0; i < backups->len; i++)
    {
      const DrUserBackup *backup = backups->pdata[i];
      g_autofree char *when = format_backup_time (backup->time);

      if (json)
        {
          g_autofree char *iso = dr_cli_format_time_iso (backup->time);

          json_builder_begin_object (builder);
          dr_json_add_string_member (builder, "path", backup->path);
          dr_json_add_string_member (builder, "time", iso);
          dr_json_add_string_member (builder, "reason", backup->reason);
          json_builder_end_object (builder);
        }
      else
        printf ("%s  %-9s  %s\n", when, backup->reason, backup->path);
    }
  if (json)
    {
      json_builder_end_array (builder);
      json_builder_end_object (builder);
      dr_cli_print_json (builder);
    }
  else if (backups->len == 0)
    printf ("%s\n", _("No backup yet: one is made every day the data is opened, and before every upgrade."));
  return DR_CLI_EXIT_OK;
}

static int
make_backup (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrUserBackup) backup = dr_user_backup_make_of_file (path, "manual", &error);

  if (backup == NULL)
    return dr_cli_user_db_failed (error);
  printf (_("Backed up to %s\n"), backup->path);
  return DR_CLI_EXIT_OK;
}

static int
restore_backup (const char *path,
                const char *backup_path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrUserBackup) good = NULL;
  g_autofree char *replaced = NULL;

  if (backup_path == NULL)
    {
      good = dr_user_backup_find_good (path);
      if (good == NULL)
        {
          g_autofree char *dir = dr_user_backup_dir (path);

          return dr_cli_fail (_("There is no good backup to restore in %s"), dir);
        }
      backup_path = good->path;
    }
  if (!dr_user_rescue_restore (path, backup_path, &replaced, &error))
    return dr_cli_fail ("%s", error->message);
  printf (_("Restored %s\n"), backup_path);
  if (replaced != NULL)
    printf (_("The data it replaced was kept as %s\n"), replaced);
  return DR_CLI_EXIT_OK;
}

static int
start_empty (const char *path)
{
  g_autoptr(DrUserDamage) damage = dr_user_damage_find (path);
  g_autoptr(GError) error = NULL;

  if (damage == NULL)
    return dr_cli_fail (_("The user database %s is not damaged: nothing to do"), path);
  if (!dr_user_rescue_start_empty (path, &error))
    return dr_cli_fail ("%s", error->message);
  printf (_("Started with empty data; the damaged file stays at %s\n"), damage->kept_path);
  return DR_CLI_EXIT_OK;
}

int
dr_cli_backup (int    argc,
               char **argv)
{
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("SUBCOMMAND — backups of your decks, collection and settings"));
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
                                _("Subcommands:\n"
                                  "  list                 every backup, newest first\n"
                                  "  make                 back up now\n"
                                  "  restore [BACKUP]     put a backup (default: the newest good one) in place;\n"
                                  "                       the data it replaces is kept beside it\n"
                                  "  start-empty          after damage, start with empty data instead\n"
                                  "A backup is made every day the data is opened and before every upgrade;\n"
                                  "the newest five are kept."));
  if (!dr_cli_parse_options (context, &argc, &argv))
    return DR_CLI_EXIT_ERROR;
  if (!dr_paths_ensure_data_dir (&error))
    return dr_cli_fail ("%s", error->message);
  path = dr_paths_user_db ();
  if (argc == 2 && g_str_equal (argv[1], "list"))
    return list_backups (path, json);
  if (argc == 2 && g_str_equal (argv[1], "make"))
    return make_backup (path);
  if ((argc == 2 || argc == 3) && g_str_equal (argv[1], "restore"))
    return restore_backup (path, argc == 3 ? argv[2] : NULL);
  if (argc == 2 && g_str_equal (argv[1], "start-empty"))
    return start_empty (path);
  return dr_cli_fail (_("backup needs a subcommand: list, make, restore [BACKUP] or start-empty"));
}
