/* dr-burncycle.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-burncycle"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "dr-burncycle.h"

/* Labels are msgids in the "burncycle" context: "Standard" is also a
 * Netrunner format, whose name some translations keep as it is. */
typedef struct
{
  const char *name;
  const char *label;
} Named;

static const char *
translate (const char *label)
{
  return g_dpgettext2 (GETTEXT_PACKAGE, "burncycle", label);
}

static const Named difficulties[] = {
  [DR_BURNCYCLE_DIFFICULTY_STANDARD] = { "standard", NC_("burncycle", "Standard") },
  /* Translators: burncycle's raised difficulty level ("difficulté relevée") */
  [DR_BURNCYCLE_DIFFICULTY_HEIGHTENED] = { "heightened", NC_("burncycle", "Heightened") },
};

static const Named tokens[] = {
  /* Translators: a burncycle slot without an action token */
  [DR_BURNCYCLE_TOKEN_NONE] = { "none", NC_("burncycle", "No token") },
  /* Translators: burncycle action tokens */
  [DR_BURNCYCLE_TOKEN_CAPTAIN] = { "captain", NC_("burncycle", "Captain") },
  [DR_BURNCYCLE_TOKEN_STANDARD] = { "standard", NC_("burncycle", "Standard") },
  [DR_BURNCYCLE_TOKEN_PHYSICAL] = { "physical", NC_("burncycle", "Physical") },
  [DR_BURNCYCLE_TOKEN_UTILITY] = { "utility", NC_("burncycle", "Utility") },
  [DR_BURNCYCLE_TOKEN_TECH] = { "tech", NC_("burncycle", "Tech") },
};

G_STATIC_ASSERT (G_N_ELEMENTS (difficulties) == DR_BURNCYCLE_N_DIFFICULTIES);
G_STATIC_ASSERT (G_N_ELEMENTS (tokens) == DR_BURNCYCLE_N_TOKENS);

static gboolean
find_name (const Named *table,
           guint        n,
           const char  *name,
           guint       *index)
{
  for (guint i = 0; i < n && name != NULL; i++)
    if (g_ascii_strcasecmp (table[i].name, name) == 0)
      {
        *index = i;
        return TRUE;
      }
  return FALSE;
}

gboolean
dr_burncycle_difficulty_from_name (const char            *name,
                                   DrBurncycleDifficulty *difficulty)
{
  guint index;

  if (!find_name (difficulties, G_N_ELEMENTS (difficulties), name, &index))
    return FALSE;
  *difficulty = index;
  return TRUE;
}

const char *
dr_burncycle_difficulty_name (DrBurncycleDifficulty difficulty)
{
  g_return_val_if_fail (difficulty < DR_BURNCYCLE_N_DIFFICULTIES, NULL);
  return difficulties[difficulty].name;
}

const char *
dr_burncycle_difficulty_label (DrBurncycleDifficulty difficulty)
{
  g_return_val_if_fail (difficulty < DR_BURNCYCLE_N_DIFFICULTIES, NULL);
  return translate (difficulties[difficulty].label);
}

gboolean
dr_burncycle_token_from_name (const char       *name,
                              DrBurncycleToken *token)
{
  guint index;

  if (!find_name (tokens, G_N_ELEMENTS (tokens), name, &index))
    return FALSE;
  *token = index;
  return TRUE;
}

const char *
dr_burncycle_token_name (DrBurncycleToken token)
{
  g_return_val_if_fail (token < DR_BURNCYCLE_N_TOKENS, NULL);
  return tokens[token].name;
}

const char *
dr_burncycle_token_label (DrBurncycleToken token)
{
  g_return_val_if_fail (token < DR_BURNCYCLE_N_TOKENS, NULL);
  return translate (tokens[token].label);
}
