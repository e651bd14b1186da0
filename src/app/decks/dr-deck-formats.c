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

/* The same choices, in the same order, as the default-format setting. */
static const struct
{
  const char *code;
  const char *name;
} formats[] = {
  { "standard", N_("Standard") },
  { "startup", N_("Startup") },
  { "eternal", N_("Eternal") },
  /* Translators: the format without deck-building restrictions beyond the basic rules */
  { "casual", N_("Casual") },
  { "napd", N_("NAPD Multiplayer") },
  { "lockpick", N_("Lockpick") },
};

guint
dr_deck_formats_count (void)
{
  return G_N_ELEMENTS (formats);
}

const char *
dr_deck_formats_code (guint position)
{
  g_return_val_if_fail (position < G_N_ELEMENTS (formats), formats[0].code);
  return formats[position].code;
}

/* A code no format has is shown as it is. */
const char *
dr_deck_formats_name (const char *code)
{
  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    if (g_strcmp0 (formats[i].code, code) == 0)
      return _(formats[i].name);
  return code;
}

/* Standard for NULL or an unknown code. */
guint
dr_deck_formats_position (const char *code)
{
  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    if (g_strcmp0 (formats[i].code, code) == 0)
      return i;
  return 0;
}

GListModel *
dr_deck_formats_new_model (void)
{
  GtkStringList *names = gtk_string_list_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    gtk_string_list_append (names, _(formats[i].name));
  return G_LIST_MODEL (names);
}

GListModel *
dr_deck_formats_new_ban_lists (DrCardStore *store,
                               GPtrArray   *codes)
{
  GtkStringList *names = gtk_string_list_new (NULL);
  g_autoptr(GPtrArray) ban_lists = NULL;
  g_autoptr(GError) error = NULL;

  g_ptr_array_add (codes, g_strdup ("active"));
  gtk_string_list_append (names, _("The Active Ban List"));
  g_ptr_array_add (codes, g_strdup ("none"));
  gtk_string_list_append (names, _("No Ban List"));
  ban_lists = dr_card_catalog_ban_lists (dr_card_store_get_db (store), &error);
  if (ban_lists == NULL)
    g_warning ("Cannot list the ban lists: %s", error->message);
  for (guint i = 0; ban_lists != NULL && i < ban_lists->len; i++)
    {
      DrBanList *ban_list = g_ptr_array_index (ban_lists, i);

      g_ptr_array_add (codes, g_strdup (ban_list->code));
      gtk_string_list_append (names, ban_list->name);
    }
  return G_LIST_MODEL (names);
}
