/* test-burncycle-reference.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "dr-burncycle-private.h"
#include "dr-burncycle-turn.h"

/* The burncycle reference: what it covers, and its search, in the language
 * of LANGUAGE (the suite runs it in English, French, Japanese and Persian). */

static const char *language;

static gboolean
in_language (const char *prefix)
{
  return language != NULL && g_str_has_prefix (language, prefix);
}

static void
test_entries_cover_the_sheet (void)
{
  /* Actions of each type, hubs, the dice, keypad entries, security
   * abilities, restarting the burncycle: the list. */
  const char *const needed[] = {
    "move", "attack-wall", "attack-unit", "keypad", "terminal", "network-card", "repair", "trade", "alter",
    "universal", "hubs", "ping-contest", "ping-activation", "banned", "ping-die", "inspection-die",
    "keypad-entries", "degrade", "cautious", "demerit", "drain", "grapple", "shift", "patrols", "resistance",
    "spotting", "energy", "threat", "floor", "restart",
  };
  g_autoptr(GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);
  guint n, n_phases, translated = 0;
  const DrBurncycleEntry *entries = dr_burncycle_reference_entries (&n);
  const DrBurncyclePhase *phases = dr_burncycle_turn_phases (&n_phases);

  for (guint i = 0; i < n; i++)
    {
      g_assert_true (g_hash_table_add (ids, (gpointer) entries[i].id));
      g_assert_cmpuint (entries[i].category, <, DR_BURNCYCLE_N_CATEGORIES);
      g_assert_cmpuint (strlen (_(entries[i].title)), >, 0);
      g_assert_cmpuint (strlen (_(entries[i].text)), >, 20);
      translated += strcmp (_(entries[i].text), entries[i].text) != 0;
    }
  for (guint i = 0; i < G_N_ELEMENTS (needed); i++)
    g_assert_nonnull (dr_burncycle_reference_find (needed[i]));
  for (guint i = 0; i < n_phases; i++)
    for (guint j = 0; j < G_N_ELEMENTS (phases[i].see) && phases[i].see[j] != NULL; j++)
      g_assert_nonnull (dr_burncycle_reference_find (phases[i].see[j]));
  /* Each text is in the user's language. */
  if (language != NULL && language[0] != '\0')
    g_assert_cmpuint (translated, ==, n);
  else
    g_assert_cmpuint (translated, ==, 0);
}

static const char *
first_id (const char *query)
{
  g_autoptr(GPtrArray) found = dr_burncycle_reference_search (query);

  return found->len > 0 ? ((const DrBurncycleEntry *) g_ptr_array_index (found, 0))->id : NULL;
}

static guint
n_found (const char *query)
{
  g_autoptr(GPtrArray) found = dr_burncycle_reference_search (query);

  return found->len;
}

static void
test_search (void)
{
  guint n;

  dr_burncycle_reference_entries (&n);
  g_assert_cmpuint (n_found (""), ==, n);
  g_assert_cmpuint (n_found ("   "), ==, n);
  /* English, whatever the language; case does not matter; titles first. */
  g_assert_cmpstr (first_id ("HUBS"), ==, "hubs");
  g_assert_cmpstr (first_id ("grapple"), ==, "grapple");
  g_assert_cmpstr (first_id ("counterclockwise"), ==, "patrols");
  /* Every word must be there. */
  g_assert_cmpuint (n_found ("ping"), >, n_found ("ping core transfer"));
  g_assert_cmpuint (n_found ("ping core transfer"), >, 0);
  g_assert_cmpuint (n_found ("ping zeppelin"), ==, 0);
  /* The user's language, typed as people type it. */
  if (in_language ("fr"))
    {
      g_assert_cmpstr (first_id ("Redémarrer"), ==, "restart");
      g_assert_cmpstr (first_id ("redemarrer"), ==, "restart");
      g_assert_cmpstr (first_id ("PATROUILLES"), ==, "patrols");
      g_assert_cmpuint (n_found ("réseau"), ==, n_found ("RESEAU"));
    }
  else if (in_language ("ja"))
    {
      g_assert_cmpstr (first_id ("ハブ"), ==, "hubs");
      g_assert_cmpstr (first_id ("再起動"), ==, "restart");
      /* Voiced kana stay apart from unvoiced ones. */
      g_assert_cmpuint (n_found ("ダイス"), >, 0);
      g_assert_cmpuint (n_found ("タイス"), ==, 0);
    }
  else if (in_language ("fa"))
    {
      g_assert_cmpstr (first_id ("هاب‌های شبکه"), ==, "hubs");
      /* Typed with the Arabic yeh and kaf, as many keyboards do. */
      g_assert_cmpstr (first_id ("تعمير"), ==, "repair");
      g_assert_cmpstr (first_id ("كارت شبکه"), ==, "network-card");
    }
}

static void
test_fold (void)
{
  g_autofree char *accents = dr_burncycle_fold ("Élite ÉNERGIE cœur");
  g_autofree char *persian = dr_burncycle_fold ("كارت يك");
  g_autofree char *vowels = dr_burncycle_fold ("کَارت");

  g_assert_cmpstr (accents, ==, "elite energie cœur");
  g_assert_cmpstr (persian, ==, "کارت یک");
  g_assert_cmpstr (vowels, ==, "کارت");
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("DECKRUNNER_LOCALEDIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  language = g_getenv ("LANGUAGE");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/burncycle/reference/entries-cover-the-sheet", test_entries_cover_the_sheet);
  g_test_add_func ("/burncycle/reference/search", test_search);
  g_test_add_func ("/burncycle/reference/fold", test_fold);
  return g_test_run ();
}
