/* dr-legality-cache.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-legality-cache"

#include "config.h"

#include <gio/gio.h>

#include "dr-legality-cache-private.h"

struct _DrLegalityCache
{
  DrCardStore *store;      /* borrowed: the DrContext that made it keeps both */
  GHashTable  *contexts;   /* "format\nbanlist" → DrLegalityContext */
  GSettings   *settings;   /* the default format and ban list */
};

DrLegalityCache *
dr_legality_cache_new (DrCardStore *store,
                       GSettings   *settings)
{
  DrLegalityCache *self = g_rc_box_new0 (DrLegalityCache);

  self->store = store;
  self->contexts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                          (GDestroyNotify) dr_legality_context_free);
  self->settings = g_object_ref (settings);
  return self;
}

DrLegalityCache *
dr_legality_cache_ref (DrLegalityCache *self)
{
  return g_rc_box_acquire (self);
}

static void
dr_legality_cache_clear (DrLegalityCache *self)
{
  g_hash_table_unref (self->contexts);
  g_object_unref (self->settings);
}

void
dr_legality_cache_unref (DrLegalityCache *self)
{
  g_rc_box_release_full (self, (GDestroyNotify) dr_legality_cache_clear);
}

const DrLegalityContext *
dr_legality_cache_get (DrLegalityCache  *self,
                       const char       *format,
                       const char       *banlist,
                       GError          **error)
{
  g_autofree char *key = g_strdup_printf ("%s\n%s", format, banlist != NULL ? banlist : "");
  DrLegalityContext *ctx = g_hash_table_lookup (self->contexts, key);
  DrLegalityOptions options = { .format = format, .banlist = banlist };

  if (ctx != NULL)
    return ctx;
  ctx = dr_legality_context_new (self->store, &options, error);
  if (ctx == NULL)
    return NULL;
  g_hash_table_insert (self->contexts, g_steal_pointer (&key), ctx);
  return ctx;
}

const DrLegalityContext *
dr_legality_cache_get_for_deck (DrLegalityCache  *self,
                                const DrDeck     *deck,
                                GError          **error)
{
  g_autofree char *default_format = g_settings_get_string (self->settings, "default-format");
  g_autofree char *default_banlist = g_settings_get_string (self->settings, "default-banlist");

  return dr_legality_cache_get (self,
                                deck->format != NULL ? deck->format : default_format,
                                deck->banlist != NULL ? deck->banlist : default_banlist,
                                error);
}

DrLegalityReport *
dr_legality_cache_check (DrLegalityCache  *self,
                         const DrDeck     *deck,
                         GError          **error)
{
  const DrLegalityContext *ctx = dr_legality_cache_get_for_deck (self, deck, error);

  return ctx != NULL ? dr_legality_check (ctx, deck) : NULL;
}
