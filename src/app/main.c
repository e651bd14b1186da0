/* main.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "dr-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(DrApplication) application = NULL;
  const char *localedir = g_getenv ("DECKRUNNER_LOCALEDIR");

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  application = dr_application_new ();
  return g_application_run (G_APPLICATION (application), argc, argv);
}
