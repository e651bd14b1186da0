/* dr-play-starters.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The bundled starter decks.  Seed 001 ("starter decks") builds a first
 * game's deck from every card of one Core Set faction shuffled with every
 * neutral card of its side, in the counts the Core Set holds: one deck per
 * identity, seven in all.  The lists are the JSON files of data/starters,
 * compiled in.
 */
#define G_LOG_DOMAIN "dr-play-deck"

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "dr-play-deck.h"
#include "dr-play-resources.h"
#include "dr-scenario.h"

#define STARTER_PREFIX "starter:"
#define STARTER_DIR RESOURCE_PREFIX "/play/starters/"

/* Corp first, then the Runners, each side in Core Set order. */
static const char *const starter_names[] = {
  "haas-bioroid", "jinteki", "nbn", "weyland", "anarch", "criminal", "shaper"
};

/* Faction names are proper names, as on the cards; the sentence around
 * them is translated. */
static const char *const faction_names[] = {
  "Haas-Bioroid", "Jinteki", "NBN", "Weyland Consortium", "Anarch", "Criminal", "Shaper"
};

static int
compare_codes (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

static DrPlayDeck *
load_starter (guint index)
{
  g_autofree char *path = g_strconcat (STARTER_DIR, starter_names[index], ".json", NULL);
  g_autoptr (GBytes) bytes = g_resource_lookup_data (dr_play_get_resource (), path,
                                                     G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autofree char *name = NULL;
  g_autofree char *source = NULL;
  DrScenarioDeck parsed = { 0 };
  DrPlayDeck *deck;

  /* the lists are compiled in and checked by the tests */
  if (bytes == NULL
      || !json_parser_load_from_data (parser, g_bytes_get_data (bytes, NULL),
                                      (gssize) g_bytes_get_size (bytes), NULL)
      || !dr_scenario_deck_parse_any (json_parser_get_root (parser), &parsed, NULL))
    g_error ("The starter deck %s is missing or damaged", path);
  /* Translators: the name of a bundled deck; %s is a faction: "Jinteki starter deck" */
  name = g_strdup_printf (_("%s starter deck"), faction_names[index]);
  source = g_strconcat (STARTER_PREFIX, starter_names[index], NULL);
  deck = dr_play_deck_new (name, source, parsed.identity);
  deck->side = g_strdup (json_object_get_string_member_with_default (
    json_node_get_object (json_parser_get_root (parser)), "side", NULL));
  g_ptr_array_extend_and_steal (deck->codes, g_steal_pointer (&parsed.codes));
  /* in Core Set order, whatever order the JSON object keeps */
  g_ptr_array_sort (deck->codes, compare_codes);
  dr_scenario_deck_clear (&parsed);
  return deck;
}

GPtrArray *
dr_play_deck_starters (void)
{
  GPtrArray *decks = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_play_deck_free);
  guint i;

  for (i = 0; i < G_N_ELEMENTS (starter_names); i++)
    g_ptr_array_add (decks, load_starter (i));
  return decks;
}

DrPlayDeck *
dr_play_deck_starter (const char *name, GError **error)
{
  g_autofree char *names = NULL;
  const char *wanted = name;
  guint i;

  if (g_ascii_strncasecmp (wanted, STARTER_PREFIX, strlen (STARTER_PREFIX)) == 0)
    wanted += strlen (STARTER_PREFIX);
  for (i = 0; i < G_N_ELEMENTS (starter_names); i++)
    if (g_ascii_strcasecmp (wanted, starter_names[i]) == 0)
      return load_starter (i);
  names = g_strjoinv (", ", (char **) starter_names);
  g_set_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_NOT_FOUND,
               _("There is no starter deck “%s” (starter decks: %s)"), wanted, names);
  return NULL;
}
