/* dr-toast.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-toast"

#include "config.h"

#include "dr-toast.h"

AdwToast *
dr_toast_new_text (const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);

  return adw_toast_new (escaped);
}
