/* test-rescue.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "dr-application.h"
#include "dr-db.h"
#include "dr-paths.h"
#include "dr-test-helper.h"
#include "dr-test-ui.h"
#include "dr-user-backup.h"
#include "dr-user-db.h"
#include "dr-window.h"

/* The real application under Xvfb, started on a user database that sqlite
 * cannot read: it shows where the damaged file is kept and offers the last
 * good backup, and the window comes with the restored data (or empty data)
 * after the user's choice. Each test is a new application on its own data
 * folder. */

static char *
set_up_damaged_data_dir (gboolean with_backup)
{
  g_autoptr(GError) error = NULL;
  char *dir = dr_test_make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "user.sqlite", NULL);
  sqlite3 *db;

  g_setenv ("DECKRUNNER_DATA_DIR", dir, TRUE);
  g_setenv ("DECKRUNNER_CACHE_DIR", dir, TRUE);
  dr_paths_set_data_dir (dir);
  db = dr_user_db_open (path, &error);
  g_assert_no_error (error);
  g_assert_true (dr_user_db_set_setting (db, "marker", "before the damage", &error));
  if (with_backup)
    {
      g_autoptr(DrUserBackup) backup = dr_user_backup_make (db, path, "daily", &error);

      g_assert_no_error (error);
    }
  dr_db_close (db);
  g_assert_true (g_file_set_contents (path, "these bytes were a database once", -1, NULL));
  return dir;
}

static DrApplication *
start_application (void)
{
  DrApplication *application = dr_application_new ();

  g_application_set_flags (G_APPLICATION (application), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (application), NULL, NULL));
  g_application_activate (G_APPLICATION (application));
  return application;
}

static gboolean
dialog_shown (gpointer data)
{
  return dr_test_ui_find_window (ADW_TYPE_MESSAGE_DIALOG, TRUE) != NULL;
}

static gboolean
window_shown (gpointer data)
{
  return dr_test_ui_find_window (DR_TYPE_WINDOW, TRUE) != NULL;
}

static char *
kept_file (const char *dir)
{
  g_autoptr(GDir) folder = g_dir_open (dir, 0, NULL);
  const char *name;

  while ((name = g_dir_read_name (folder)) != NULL)
    if (g_str_has_prefix (name, "user.sqlite.damaged-"))
      return g_build_filename (dir, name, NULL);
  return NULL;
}

static void
close_windows (DrApplication *application)
{
  GList *windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (application)));

  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_destroy (GTK_WINDOW (l->data));
  g_list_free (windows);
  dr_test_ui_wait_ms (50);
}

static void
test_restore_backup (void)
{
  g_autofree char *dir = set_up_damaged_data_dir (TRUE);
  g_autoptr(DrApplication) application = start_application ();
  g_autofree char *kept = NULL;
  g_autofree char *marker = NULL;
  AdwMessageDialog *dialog;

  g_assert_true (dr_test_ui_wait_until (dialog_shown, NULL));
  dialog = dr_test_ui_find_window (ADW_TYPE_MESSAGE_DIALOG, TRUE);
  kept = kept_file (dir);
  g_assert_nonnull (kept);
  /* The user is told where the damaged file is, and that it was kept. */
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), kept));
  g_assert_true (adw_message_dialog_has_response (dialog, "restore"));
  g_assert_null (dr_test_ui_find_window (DR_TYPE_WINDOW, FALSE));
  dr_test_ui_wait_for_paint (GTK_WIDGET (dialog));
  dr_test_ui_save_screenshot (GTK_WIDGET (dialog), "rescue-dialog");

  adw_message_dialog_response (dialog, "restore");
  g_assert_true (dr_test_ui_wait_until (window_shown, NULL));
  marker = dr_user_store_get_setting (dr_test_ui_user_store (application), "marker");
  g_assert_cmpstr (marker, ==, "before the damage");
  g_assert_true (g_file_test (kept, G_FILE_TEST_EXISTS));
  close_windows (application);
  dr_test_remove_tree (dir);
}

static void
test_start_empty_without_backup (void)
{
  g_autofree char *dir = set_up_damaged_data_dir (FALSE);
  g_autoptr(DrApplication) application = start_application ();
  g_autofree char *marker = NULL;
  AdwMessageDialog *dialog;

  g_assert_true (dr_test_ui_wait_until (dialog_shown, NULL));
  dialog = dr_test_ui_find_window (ADW_TYPE_MESSAGE_DIALOG, TRUE);
  g_assert_false (adw_message_dialog_has_response (dialog, "restore"));
  adw_message_dialog_response (dialog, "empty");
  g_assert_true (dr_test_ui_wait_until (window_shown, NULL));
  marker = dr_user_store_get_setting (dr_test_ui_user_store (application), "marker");
  g_assert_null (marker);
  close_windows (application);
  dr_test_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("DECKRUNNER_LOCALEDIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_test_init (&argc, &argv, NULL);
  gtk_init ();

  g_test_add_func ("/rescue/restore-backup", test_restore_backup);
  g_test_add_func ("/rescue/start-empty-without-backup", test_start_empty_without_backup);
  return g_test_run ();
}
