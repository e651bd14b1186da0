/* dr-sync-fallout.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-sync-fallout"

#include "config.h"

#include "dr-deck-fallout.h"
#include "dr-sync-fallout.h"

GPtrArray *
dr_app_deck_verdicts (DrCardStore *store,
                      DrUserStore *user_store,
                      GSettings   *settings)
{
  g_autofree char *format = g_settings_get_string (settings, "default-format");
  g_autofree char *banlist = g_settings_get_string (settings, "default-banlist");
  g_autoptr(GError) error = NULL;
  GPtrArray *verdicts;

  if (store == NULL || user_store == NULL)
    return NULL;
  verdicts = dr_deck_fallout_check_all (user_store, store, format, *banlist != '\0' ? banlist : NULL, &error);
  /* The notice is a courtesy: without it the sync is still complete. */
  if (verdicts == NULL)
    g_warning ("Cannot check the decks after the card data update: %s", error->message);
  return verdicts;
}
