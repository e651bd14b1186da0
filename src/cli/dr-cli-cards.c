/* dr-cli-cards.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-cli-cards"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "dr-card-json.h"
#include "dr-card-search.h"
#include "dr-cli.h"
#include "dr-collection.h"

static void
print_json_cards (GPtrArray *cards,
                  gboolean   as_array)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *text = NULL;

  if (as_array)
    json_builder_begin_array (builder);
  for (guint i = 0; i < cards->len; i++)
    dr_card_json_add (builder, g_ptr_array_index (cards, i));
  if (as_array)
    json_builder_end_array (builder);
  root = json_builder_get_root (builder);
  text = dr_json_to_text (root, TRUE);
  printf ("%s\n", text);
}

/* The key own reads the user's collection. */
static gboolean
publish_collection (DrCardStore  *store,
                    GError      **error)
{
  DrUserStore *user = dr_user_store_open_default (error);
  DrCollection *collection;
  gboolean ok;

  if (user == NULL)
    return FALSE;
  collection = dr_collection_new (user, store);
  ok = dr_collection_publish_owned (collection, error);
  dr_collection_free (collection);
  dr_user_store_unref (user);
  return ok;
}

int
dr_cli_search (int    argc,
               char **argv)
{
  gboolean json = FALSE;
  g_autofree char *language = NULL;
  const GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print a JSON array of card objects"), NULL },
    { "lang", 0, 0, G_OPTION_ARG_STRING, &language,
      N_("Titles in LANG (fr, ja, de…; en for English) when the card data has them"), N_("LANG") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("QUERY — search cards"));
  g_autoptr(DrCardStore) store = NULL;
  g_autoptr(GPtrArray) cards = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *query = NULL;
  g_autoptr(DrSearchQuery) parsed = NULL;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
                                _("Examples: deckrunner-cli search 't:ice s:sentry f:nbn o<3'\n"
                                  "          deckrunner-cli search 'x:\"end the run\" d:corp' --json\n"
                                  "Keys follow NetrunnerDB (_ x a i t s f d e c o g v n p m l h y r u b z) "
                                  "plus game:lockpick and own (copies in your collection, e.g. own>0)."));
  if (!dr_cli_parse_options (context, &argc, &argv))
    return DR_CLI_EXIT_ERROR;
  if (!dr_cli_set_language (language))
    return DR_CLI_EXIT_ERROR;
  if (argc < 2)
    return dr_cli_fail (_("search needs a QUERY (use '' for every card)"));

  /* Several arguments form one query, as a shell user would expect. */
  query = g_strjoinv (" ", argv + 1);
  store = dr_cli_open_store ();
  if (store == NULL)
    return DR_CLI_EXIT_ERROR;

  parsed = dr_search_query_parse (query, NULL, &error);
  if (parsed == NULL)
    return dr_cli_fail ("%s", error->message);
  if (dr_search_query_uses_collection (parsed) && !publish_collection (store, &error))
    return dr_cli_user_db_failed (error);
  cards = dr_card_store_search_query (store, parsed, &error);
  if (cards == NULL)
    return dr_cli_fail ("%s", error->message);

  if (json)
    print_json_cards (cards, TRUE);
  else
    for (guint i = 0; i < cards->len; i++)
      {
        DrCard *card = g_ptr_array_index (cards, i);

        printf ("%s\t%s\n", card->code, dr_card_get_local_title (card, FALSE));
      }
  return cards->len > 0 ? DR_CLI_EXIT_OK : DR_CLI_EXIT_NO_MATCH;
}

static void
print_line (const char *label,
            const char *value)
{
  /* printf pads by bytes; translated labels need padding by characters. */
  if (value != NULL && *value != '\0')
    {
      glong width = g_utf8_strlen (label, -1);

      printf ("%s%*s %s\n", label, (int) MAX (0, 14 - width), "", value);
    }
}

static void
print_value (const char  *label,
             DrCardValue  value)
{
  g_autofree char *text = dr_card_value_to_string (value);

  print_line (label, text);
}

static void
print_card (DrCardStore *store,
            DrCard      *card,
            GPtrArray   *printings)
{
  g_autoptr(GPtrArray) faces = dr_card_store_get_faces (store, card->code);
  g_autofree char *set = g_strdup_printf ("%s #%d (%s)", card->pack_name, card->position, card->pack_code);
  const char *title = dr_card_get_local_title (card, FALSE);

  printf ("%s\n", title);
  print_line (_("Code:"), card->code);
  if (!g_str_equal (title, card->title))
    print_line (_("English:"), card->title);
  if (g_strcmp0 (card->original_title, title) != 0)
    print_line (_("Original:"), card->original_title);
  print_line (_("Type:"), card->type_code);
  print_line (_("Subtypes:"), dr_card_get_local_keywords (card, FALSE));
  print_line (_("Side:"), card->side_code);
  print_line (_("Faction:"), card->faction_code);
  print_value (_("Cost:"), card->cost);
  print_value (_("Strength:"), card->strength);
  print_value (_("Influence:"), card->faction_cost);
  if (dr_card_is_identity (card) && card->influence_limit.kind == DR_VALUE_NONE)
    print_line (_("Influence max:"), _("unlimited"));
  else
    print_value (_("Influence max:"), card->influence_limit);
  print_value (_("Deck minimum:"), card->minimum_deck_size);
  print_value (_("Advancement:"), card->advancement_cost);
  print_value (_("Agenda points:"), card->agenda_points);
  print_value (_("Memory:"), card->memory_cost);
  print_value (_("Trash cost:"), card->trash_cost);
  print_value (_("Base link:"), card->base_link);
  print_line (_("Set:"), set);
  if (card->is_service)
    print_line (_("Service:"), _("yes"));
  if (dr_card_get_local_text (card, FALSE) != NULL)
    printf ("\n%s\n", dr_card_get_local_text (card, FALSE));
  for (guint i = 0; i < faces->len; i++)
    {
      DrCardFace *face = g_ptr_array_index (faces, i);

      printf ("\n%s\n%s\n", face->title, face->text);
    }
  if (printings->len > 1)
    {
      printf ("\n%s", _("Printings:"));
      for (guint i = 0; i < printings->len; i++)
        printf (" %s", ((DrCard *) printings->pdata[i])->code);
      printf ("\n");
    }
}

int
dr_cli_card (int    argc,
             char **argv)
{
  gboolean json = FALSE;
  g_autofree char *language = NULL;
  const GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print the card as a JSON object"), NULL },
    { "lang", 0, 0, G_OPTION_ARG_STRING, &language,
      N_("Title and text in LANG (fr, ja, de…; en for English) when the card data has them"), N_("LANG") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("CODE|TITLE — show one card"));
  g_autoptr(DrCardStore) store = NULL;
  g_autoptr(GPtrArray) printings = NULL;
  g_autofree char *wanted = NULL;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!dr_cli_parse_options (context, &argc, &argv))
    return DR_CLI_EXIT_ERROR;
  if (!dr_cli_set_language (language))
    return DR_CLI_EXIT_ERROR;
  if (argc < 2)
    return dr_cli_fail (_("card needs a CODE or a TITLE"));

  wanted = g_strjoinv (" ", argv + 1);
  store = dr_cli_open_store ();
  if (store == NULL)
    return DR_CLI_EXIT_ERROR;

  printings = dr_card_store_lookup (store, wanted);
  if (printings->len == 0)
    {
      g_printerr ("deckrunner-cli: %s\n", _("No card has that code or title"));
      return DR_CLI_EXIT_NO_MATCH;
    }

  /* A title names the card; its newest printing stands for it. */
  if (json)
    {
      g_autoptr(GPtrArray) first = g_ptr_array_new ();

      g_ptr_array_add (first, printings->pdata[0]);
      print_json_cards (first, FALSE);
    }
  else
    print_card (store, printings->pdata[0], printings);
  return DR_CLI_EXIT_OK;
}
