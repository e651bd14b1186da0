/* dr-play-text.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine hands out English msgids (marked with DR_ENGINE_N_ so that
 * xgettext collects them); they are translated here, at the edge, because
 * the engine has no GLib and no locale.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "dr-netrunner.h"
#include "dr-play-text.h"

static const char *
translated (const char *msgid)
{
  /* gettext ("") would return the catalogue's header */
  return msgid != NULL && *msgid != '\0' ? _(msgid) : msgid;
}

char *
dr_play_text_translate (const DrEngineText *text,
                        const char *(*card_title) (const char *code, void *data),
                        void *data)
{
  DrEngineText local = *text;
  char buf[512];
  int i;

  local.format = translated (text->format);
  for (i = 0; i < local.n_args && i < DR_ENGINE_TEXT_ARGS; i++)
    {
      DrEngineArg *arg = &local.args[i];

      if (arg->kind == DR_ENGINE_ARG_TEXT || arg->kind == DR_ENGINE_ARG_SEAT)
        arg->text = translated (arg->text);
      else if (arg->kind == DR_ENGINE_ARG_CARD && (arg->text == NULL || *arg->text == '\0'))
        {
          arg->kind = DR_ENGINE_ARG_TEXT;
          arg->text = _(DR_ENGINE_UNSEEN_CARD);
        }
    }
  dr_engine_text_format (&local, buf, sizeof buf, card_title, data);
  return g_strdup (buf);
}

const char *
dr_play_netrunner_card_title (const char *code, void *data)
{
  int def = dr_nr_card_lookup (code);

  return def > 0 ? dr_nr_card_at (def)->title : NULL;
}
