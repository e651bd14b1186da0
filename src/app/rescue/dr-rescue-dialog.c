/* dr-rescue-dialog.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-rescue-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-rescue-dialog.h"

GtkWidget *
dr_rescue_dialog_new (const DrUserDamage *damage)
{
  g_autofree char *body = dr_user_damage_describe (damage);
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (NULL, _("Your Data Could Not Be Read"),
                                                                         body));

  adw_message_dialog_add_response (dialog, DR_RESCUE_RESPONSE_QUIT, _("_Quit"));
  adw_message_dialog_add_response (dialog, DR_RESCUE_RESPONSE_EMPTY, _("Start _Empty"));
  /* Starting empty leaves the damaged file where it is kept, but decks
   * made from then on are not in it: the safe choice comes first. */
  if (damage->backup != NULL)
    {
      adw_message_dialog_add_response (dialog, DR_RESCUE_RESPONSE_RESTORE, _("_Restore Backup"));
      adw_message_dialog_set_response_appearance (dialog, DR_RESCUE_RESPONSE_RESTORE, ADW_RESPONSE_SUGGESTED);
      adw_message_dialog_set_default_response (dialog, DR_RESCUE_RESPONSE_RESTORE);
    }
  else
    adw_message_dialog_set_default_response (dialog, DR_RESCUE_RESPONSE_EMPTY);
  adw_message_dialog_set_close_response (dialog, DR_RESCUE_RESPONSE_QUIT);
  return GTK_WIDGET (dialog);
}
