/* dr-sync-options.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-sync-options"

#include "config.h"

#include "dr-sync-options.h"

#include "dr-card-translations.h"

/* A plain http address on this machine: a local mirror the user named on
 * purpose, the only place plain http may go. */
gboolean
dr_app_url_is_http_loopback (const char *url)
{
  g_autofree char *scheme = NULL;
  g_autofree char *host = NULL;

  if (url == NULL || !g_uri_split (url, G_URI_FLAGS_NONE, &scheme, NULL, &host, NULL, NULL, NULL, NULL, NULL))
    return FALSE;
  return scheme != NULL && g_ascii_strcasecmp (scheme, "http") == 0 && host != NULL
         && (g_str_equal (host, "127.0.0.1") || g_str_equal (host, "::1")
             || g_ascii_strcasecmp (host, "localhost") == 0);
}

/* The window's sync: the source the preferences name, or NetrunnerDB's. */
void
dr_app_sync_options_init (DrSyncOptions *options,
                          GSettings     *settings)
{
  dr_sync_options_init (options);
  options->source_url = g_settings_get_string (settings, "sync-source");
  if (*options->source_url == '\0')
    g_clear_pointer (&options->source_url, g_free);
  options->http.allow_http_loopback = dr_app_url_is_http_loopback (options->source_url);
  /* The card texts in the language the window speaks. */
  options->locale = dr_card_locale_default ();
}
