/* dr-deck-formats.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-deck-formats"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-card-catalog.h"
#include "dr-deck-formats.h"
#include "dr-format.h"

/* The formats of dr-format.h as a drop-down lists them: a position is a DrFormat. */

const char *
dr_deck_formats_code (guint position)
{
  g_return_val_if_fail (position < DR_N_FORMATS, dr_format_get_code (DR_FORMAT_STANDARD));
  return dr_format_get_code ((DrFormat) position);
}

const char *
dr_deck_formats_name (const char *code)
{
  DrFormat format;

  return dr_format_from_code (code, &format) ? dr_format_get_title (format) : code;
}

guint
dr_deck_formats_position (const char *code)
{
  DrFormat format;

  return dr_format_from_code (code, &format) ? format : DR_FORMAT_STANDARD;
}

GListModel *
dr_deck_formats_new_model (void)
{
  GtkStringList *names = gtk_string_list_new (NULL);

  for (DrFormat format = 0; format < DR_N_FORMATS; format++)
    gtk_string_list_append (names, dr_format_get_title (format));
  return G_LIST_MODEL (names);
}

GListModel *
dr_deck_formats_new_ban_lists (DrCardStore *store,
                               GPtrArray   *codes)
{
  GtkStringList *names = gtk_string_list_new (NULL);
  g_autoptr(GError) error = NULL;
  DrCardPool *pool = dr_card_store_get_pool (store, &error);
  const GPtrArray *ban_lists = pool != NULL ? dr_card_pool_get_ban_lists (pool) : NULL;

  g_ptr_array_add (codes, g_strdup ("active"));
  gtk_string_list_append (names, _("The Active Ban List"));
  g_ptr_array_add (codes, g_strdup ("none"));
  gtk_string_list_append (names, _("No Ban List"));
  if (pool == NULL)
    g_warning ("Cannot list the ban lists: %s", error->message);
  for (guint i = 0; ban_lists != NULL && i < ban_lists->len; i++)
    {
      const DrPoolBanList *ban_list = g_ptr_array_index (ban_lists, i);

      g_ptr_array_add (codes, g_strdup (ban_list->code));
      gtk_string_list_append (names, ban_list->name);
    }
  return G_LIST_MODEL (names);
}
