/* dr-cli.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "dr-card-json.h"
#include "dr-card-translations.h"
#include "dr-cli.h"
#include "dr-cli-game.h"
#include "dr-paths.h"

typedef int (*CommandFunc) (int argc, char **argv);

typedef struct
{
  const char  *name;
  CommandFunc  run;
  const char  *summary;
} Command;

static int
run_game_command (int    argc,
                  char **argv)
{
  return dr_cli_game_main (argv[0], argc, argv);
}

static const Command commands[] = {
  { "search", dr_cli_search, N_("Search cards with NetrunnerDB's query syntax") },
  { "card", dr_cli_card, N_("Show one card by code or title") },
  { "collection", dr_cli_collection, N_("The cards you own: products, counts, what a deck is missing") },
  { "sync", dr_cli_sync, N_("Update the card data (and images) from NetrunnerDB") },
  { "deck", dr_cli_deck, N_("Your saved decks: list, show, import, export, versions, diff, trash") },
  { "banlist", dr_cli_banlist, N_("Ban lists and Eternal points lists: list them, import NetrunnerDB's files") },
  { "backup", dr_cli_backup, N_("Backups of your decks, collection and settings; restore after damage") },
  { "validate", dr_cli_validate, N_("Check deck list files against a format (default: standard)") },
  { "stats", dr_cli_stats, N_("The numbers of a deck: types, influence, costs, ice, breakers, draw odds") },
  { "scenario", run_game_command, N_("Run rules-engine scenario files and check their expectations") },
  { "replay", run_game_command, N_("Replay a game record and verify its final state") },
  { "play", run_game_command, N_("Play a game in the terminal") },
  { "games", dr_cli_games, N_("The saved games of the Play window and of play: list them") },
  { "simulate", run_game_command, N_("Play many games between automatic players") },
  { "burncycle", dr_cli_burncycle, N_("A companion for the burncycle board game: set-up, dice, reference") },
};

int
dr_cli_fail (const char *format,
             ...)
{
  g_autofree char *message = NULL;
  g_autofree char *escaped = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  escaped = dr_cli_escape_text (message);
  g_printerr ("deckrunner-cli: %s\n", escaped);
  return DR_CLI_EXIT_ERROR;
}

gboolean
dr_cli_parse_options (GOptionContext   *context,
                      int              *argc,
                      char           ***argv)
{
  g_autoptr(GError) error = NULL;

  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      dr_cli_fail ("%s", error->message);
      return FALSE;
    }
  return TRUE;
}

/* The card language --lang chose; unset: the user's languages. */
static gboolean cli_locale_set;
static char *cli_locale;

gboolean
dr_cli_set_language (const char *language)
{
  g_autofree char *locale = NULL;

  if (language == NULL)
    return TRUE;
  if (g_ascii_strncasecmp (language, "en", 2) != 0
      || (language[2] != '\0' && strchr ("_-.@", language[2]) == NULL))
    {
      locale = dr_card_locale_for_language (language);
      if (locale == NULL)
        {
          g_autofree char *known = g_strjoinv (", ", (char **) dr_card_locales ());

          dr_cli_fail (_("No card translations for “%s” (languages: en, %s)"), language, known);
          return FALSE;
        }
    }
  g_free (cli_locale);
  cli_locale = g_steal_pointer (&locale);
  cli_locale_set = TRUE;
  return TRUE;
}

char *
dr_cli_get_locale (void)
{
  return cli_locale_set ? g_strdup (cli_locale) : dr_card_locale_default ();
}

/* The app's settings, when its schema is installed (not in every build tree). */
GSettings *
dr_cli_open_settings (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  if (source == NULL)
    return NULL;
  schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema == NULL || !g_settings_schema_has_key (schema, "sync-source"))
    return NULL;
  return g_settings_new_full (schema, NULL, NULL);
}

DrCardStore *
dr_cli_open_store (void)
{
  g_autoptr(GError) error = NULL;
  DrCardStore *store = dr_card_store_open_default (&error);

  if (store == NULL)
    dr_cli_fail ("%s", error->message);
  else if (cli_locale_set)
    dr_card_store_set_locale (store, cli_locale);
  return store;
}

void
dr_cli_print_json (JsonBuilder *builder)
{
  g_autoptr(JsonNode) root = json_builder_get_root (builder);
  g_autofree char *text = dr_json_to_text (root, TRUE);

  printf ("%s\n", text);
}

static void
print_usage (FILE *out)
{
  fprintf (out, "%s\n", _("Usage: deckrunner-cli [--data-dir DIR] [--lang LANG] COMMAND [OPTION…] [ARGUMENT…]"));
  fprintf (out, "\n%s\n", _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (out, "  %-10s %s\n", commands[i].name, _(commands[i].summary));
  fprintf (out, "\n%s\n", _("Global options:"));
  fprintf (out, "  %-18s %s\n", "--data-dir DIR",
           _("Keep card and user data in DIR (default: $DECKRUNNER_DATA_DIR, else ~/.local/share/deckrunner)"));
  fprintf (out, "  %-18s %s\n", "--lang LANG",
           _("Card titles and texts in LANG (fr, ja, de…; en for English) when the card data has them "
             "(default: your language)"));
  fprintf (out, "  %-18s %s\n", "--help", _("Show this help; COMMAND --help shows a command's options"));
  fprintf (out, "  %-18s %s\n", "--version", _("Show the version"));
  fprintf (out, "\n%s\n", _("Exit status: 0 success, 1 no match or check failed, 2 bad input or other error."));
}

int
dr_cli_run (int    argc,
            char **argv)
{
  int i = 1;

  /* Global options come before the command; the command parses the rest. */
  while (i < argc && argv[i][0] == '-')
    {
      const char *arg = argv[i];

      if (g_str_equal (arg, "--help") || g_str_equal (arg, "-h"))
        {
          print_usage (stdout);
          return DR_CLI_EXIT_OK;
        }
      else if (g_str_equal (arg, "--version"))
        {
          printf ("deckrunner-cli %s\n", PACKAGE_VERSION);
          return DR_CLI_EXIT_OK;
        }
      else if (g_str_equal (arg, "--data-dir"))
        {
          if (i + 1 >= argc)
            return dr_cli_fail (_("--data-dir needs a folder"));
          dr_paths_set_data_dir (argv[i + 1]);
          i += 2;
        }
      else if (g_str_has_prefix (arg, "--data-dir="))
        {
          dr_paths_set_data_dir (arg + strlen ("--data-dir="));
          i++;
        }
      else if (g_str_equal (arg, "--lang"))
        {
          if (i + 1 >= argc)
            return dr_cli_fail (_("--lang needs a language"));
          if (!dr_cli_set_language (argv[i + 1]))
            return DR_CLI_EXIT_ERROR;
          i += 2;
        }
      else if (g_str_has_prefix (arg, "--lang="))
        {
          if (!dr_cli_set_language (arg + strlen ("--lang=")))
            return DR_CLI_EXIT_ERROR;
          i++;
        }
      else
        {
          print_usage (stderr);
          return dr_cli_fail (_("Unknown option “%s”"), arg);
        }
    }

  if (i >= argc)
    {
      print_usage (stderr);
      return DR_CLI_EXIT_ERROR;
    }

  for (guint c = 0; c < G_N_ELEMENTS (commands); c++)
    if (g_str_equal (argv[i], commands[c].name))
      return commands[c].run (argc - i, argv + i);

  print_usage (stderr);
  return dr_cli_fail (_("Unknown command “%s”"), argv[i]);
}
