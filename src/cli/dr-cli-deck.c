/* dr-cli-deck.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-cli-deck"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "dr-cli-deck-private.h"
#include "dr-deck-export.h"
#include "dr-deck-store.h"
#include "dr-error.h"
#include "dr-format.h"
#include "dr-json-members.h"

typedef int (*SubcommandFunc) (DrCliDeck *cli, int argc, char **argv);


DrDeck *
dr_cli_deck_find (DrCliDeck  *cli,
                  const char *wanted,
                  gboolean    in_trash)
{
  g_autoptr(GError) error = NULL;
  DrDeck *deck = dr_cli_find_stored_deck (cli->user, wanted, in_trash, &error);

  if (deck == NULL)
    dr_cli_fail ("%s", error->message);
  return deck;
}

const char *
dr_cli_deck_identity_title (DrCliDeck  *cli,
                            const char *code)
{
  const DrPrinting *printing = code != NULL ? dr_card_index_get (cli->cards, code) : NULL;

  return printing != NULL ? printing->title : code;
}

void
dr_cli_json_add_time (JsonBuilder *builder,
                      const char  *name,
                      gint64       unix_seconds)
{
  g_autofree char *text = unix_seconds > 0 ? dr_cli_format_time_iso (unix_seconds) : NULL;

  dr_json_add_string_member (builder, name, text);
}

void
dr_cli_deck_add_identity (DrCliDeck   *cli,
                          JsonBuilder *builder,
                          const char  *code)
{
  json_builder_set_member_name (builder, "identity");
  if (code == NULL)
    {
      json_builder_add_null_value (builder);
      return;
    }
  json_builder_begin_object (builder);
  dr_json_add_string_member (builder, "code", code);
  dr_json_add_string_member (builder, "title", dr_cli_deck_identity_title (cli, code));
  json_builder_end_object (builder);
}

void
dr_cli_json_add_tags (JsonBuilder       *builder,
                      const char *const *tags,
                      guint              n_tags)
{
  json_builder_set_member_name (builder, "tags");
  json_builder_begin_array (builder);
  for (guint i = 0; i < n_tags; i++)
    json_builder_add_string_value (builder, tags[i]);
  json_builder_end_array (builder);
}

/* ---------------------------------------------------------------------- */
/* import, export                                                         */

static DrDeckImport *
import_stdin (DrCliDeck  *cli,
              GError    **error)
{
  g_autoptr(GString) text = g_string_new (NULL);
  char buffer[4096];
  size_t n;

  while ((n = fread (buffer, 1, sizeof buffer, stdin)) > 0)
    g_string_append_len (text, buffer, n);
  if (ferror (stdin))
    {
      g_set_error_literal (error, DR_ERROR, DR_ERROR_IMPORT, _("Cannot read the deck list from the standard input"));
      return NULL;
    }
  return dr_deck_import_text (cli->cards, text->str, text->len, NULL, error);
}

static int
run_import (DrCliDeck  *cli,
            int         argc,
            char      **argv)
{
  g_autoptr(DrDeckImport) import = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *problems = NULL;
  DrFormat format = DR_FORMAT_STANDARD;
  DrDeck *deck;
  int size;

  if (argc != 1)
    return dr_cli_fail (_("import needs one FILE (- for the standard input)"));
  if (cli->format != NULL && !dr_format_parse (cli->format, &format, &error))
    return dr_cli_fail ("%s", error->message);
  if (g_str_equal (argv[0], "-"))
    import = import_stdin (cli, &error);
  else
    import = dr_deck_import_file (cli->cards, argv[0], &error);
  if (import == NULL)
    return dr_cli_fail ("%s", error->message);

  problems = dr_cli_describe_import_problems (import, "  ");
  if (problems != NULL && !cli->partial)
    return dr_cli_fail (ngettext ("“%s” has %u line that does not resolve; nothing was imported "
                                  "(--partial imports the other lines):\n%s",
                                  "“%s” has %u lines that do not resolve; nothing was imported "
                                  "(--partial imports the other lines):\n%s",
                                  import->n_problems),
                        argv[0], import->n_problems, problems);
  if (problems != NULL)
    g_printerr (ngettext ("deckrunner-cli: left out %u line:\n%s\n", "deckrunner-cli: left out %u lines:\n%s\n",
                          import->n_problems),
                import->n_problems, problems);

  deck = import->deck;
  if (deck->identity == NULL && deck->entries->len == 0)
    return dr_cli_fail (_("“%s” holds no card: nothing was imported"), argv[0]);
  if (cli->name != NULL)
    dr_deck_set_string (&deck->name, cli->name);
  if (cli->format != NULL)
    dr_deck_set_string (&deck->format, dr_format_get_code (format));
  if (dr_deck_store_save (cli->user, deck, &error) == 0)
    return dr_cli_fail ("%s", error->message);

  size = dr_deck_count_cards (deck);
  /* Translators: "Imported “Noise Rush” as deck 3: 45 cards" */
  printf (ngettext ("Imported “%s” as deck %lld: %d card",
                    "Imported “%s” as deck %lld: %d cards", size),
          deck->name, (long long) deck->id, size);
  if (deck->identity != NULL)
    printf (", %s", dr_cli_deck_identity_title (cli, deck->identity));
  printf ("\n");
  /* Lines read by a guess (the start of a title, a pack the card is not
   * in) are the player's to check. */
  for (guint i = 0; i < import->lines->len; i++)
    {
      const DrDeckImportLine *line = g_ptr_array_index (import->lines, i);
      g_autofree char *description = NULL;

      if (line->message == NULL || (line->status != DR_DECK_LINE_CARD && line->status != DR_DECK_LINE_IDENTITY))
        continue;
      description = dr_cli_describe_import_line (line);
      printf ("  %s\n", description);
    }
  return DR_CLI_EXIT_OK;
}

static int
run_export (DrCliDeck  *cli,
            int         argc,
            char      **argv)
{
  g_autoptr(DrDeck) deck = NULL;
  g_autoptr(GError) error = NULL;
  DrDeckFormat format = DR_DECK_FORMAT_NETRUNNERDB;

  if (argc != 1)
    return dr_cli_fail (_("export needs one DECK"));
  if (cli->format != NULL && !dr_deck_format_from_name (cli->format, &format))
    {
      g_autofree char *names = dr_deck_format_list_names ();

      return dr_cli_fail (_("Unknown deck list format “%s”: use %s"), cli->format, names);
    }
  if (cli->format == NULL && cli->output != NULL)
    dr_deck_format_from_path (cli->output, &format);
  if ((deck = dr_cli_deck_find (cli, argv[0], FALSE)) == NULL)
    return DR_CLI_EXIT_ERROR;

  if (cli->output != NULL)
    {
      if (!dr_deck_export_file (cli->cards, deck, format, cli->output, &error))
        return dr_cli_fail ("%s", error->message);
      printf (_("Wrote “%s”\n"), cli->output);
    }
  else
    {
      g_autofree char *text = dr_deck_export_text (cli->cards, deck, format, &error);

      if (text == NULL)
        return dr_cli_fail ("%s", error->message);
      fputs (text, stdout);
    }
  return DR_CLI_EXIT_OK;
}

/* ---------------------------------------------------------------------- */
/* rename, duplicate, delete, undelete, purge                             */

static int
run_rename (DrCliDeck  *cli,
            int         argc,
            char      **argv)
{
  g_autoptr(DrDeck) deck = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;

  if (argc < 2)
    return dr_cli_fail (_("rename needs a DECK and a NAME"));
  if ((deck = dr_cli_deck_find (cli, argv[0], FALSE)) == NULL)
    return DR_CLI_EXIT_ERROR;
  /* Several words make one name, as a shell user would expect. */
  name = g_strjoinv (" ", argv + 1);
  if (!dr_deck_store_rename (cli->user, deck->id, name, &error))
    return dr_cli_fail ("%s", error->message);
  /* Translators: "Renamed “Noise” (deck 3) to “Noise Rush”" */
  printf (_("Renamed “%s” (deck %lld) to “%s”\n"), deck->name, (long long) deck->id, name);
  return DR_CLI_EXIT_OK;
}

static int
run_duplicate (DrCliDeck  *cli,
               int         argc,
               char      **argv)
{
  g_autoptr(DrDeck) deck = NULL;
  g_autoptr(DrDeck) copy = NULL;
  g_autoptr(GError) error = NULL;
  gint64 id;

  if (argc != 1)
    return dr_cli_fail (_("duplicate needs one DECK"));
  if ((deck = dr_cli_deck_find (cli, argv[0], FALSE)) == NULL)
    return DR_CLI_EXIT_ERROR;
  if ((id = dr_deck_store_duplicate (cli->user, deck->id, &error)) == 0
      || (copy = dr_deck_store_load (cli->user, id, &error)) == NULL)
    return dr_cli_fail ("%s", error->message);
  /* Translators: "Copied “Noise” to deck 4 “Noise (copy)”" */
  printf (_("Copied “%s” to deck %lld “%s”\n"), deck->name, (long long) id, copy->name);
  return DR_CLI_EXIT_OK;
}

typedef gboolean (*ChangeFunc) (DrUserStore *user, gint64 id, GError **error);

/* Finds the deck and changes it; the deck as it was, or NULL after a
 * message. */
static DrDeck *
change_deck (DrCliDeck   *cli,
             int          argc,
             char       **argv,
             const char  *usage,
             gboolean     in_trash,
             ChangeFunc   change)
{
  g_autoptr(DrDeck) deck = NULL;
  g_autoptr(GError) error = NULL;

  if (argc != 1)
    {
      dr_cli_fail ("%s", usage);
      return NULL;
    }
  if ((deck = dr_cli_deck_find (cli, argv[0], in_trash)) == NULL)
    return NULL;
  if (!change (cli->user, deck->id, &error))
    {
      dr_cli_fail ("%s", error->message);
      return NULL;
    }
  return g_steal_pointer (&deck);
}

static gboolean
mark_built (DrUserStore  *user,
            gint64        id,
            GError      **error)
{
  return dr_deck_store_set_built (user, id, TRUE, error);
}

static gboolean
mark_not_built (DrUserStore  *user,
                gint64        id,
                GError      **error)
{
  return dr_deck_store_set_built (user, id, FALSE, error);
}

static int
run_build (DrCliDeck  *cli,
           int         argc,
           char      **argv)
{
  g_autoptr(DrDeck) deck = change_deck (cli, argc, argv, _("build needs one DECK"), FALSE, mark_built);

  if (deck == NULL)
    return DR_CLI_EXIT_ERROR;
  printf (_("“%s” (deck %lld) is built: the collection keeps its cards for it.\n"),
          deck->name, (long long) deck->id);
  return DR_CLI_EXIT_OK;
}

static int
run_unbuild (DrCliDeck  *cli,
             int         argc,
             char      **argv)
{
  g_autoptr(DrDeck) deck = change_deck (cli, argc, argv, _("unbuild needs one DECK"), FALSE, mark_not_built);

  if (deck == NULL)
    return DR_CLI_EXIT_ERROR;
  printf (_("“%s” (deck %lld) is no longer built.\n"), deck->name, (long long) deck->id);
  return DR_CLI_EXIT_OK;
}

static int
run_delete (DrCliDeck  *cli,
            int         argc,
            char      **argv)
{
  g_autoptr(DrDeck) deck = change_deck (cli, argc, argv, _("delete needs one DECK"), FALSE, dr_deck_store_delete);

  if (deck == NULL)
    return DR_CLI_EXIT_ERROR;
  /* Translators: "Moved “Noise” (deck 3) to the trash; “deck undelete 3” brings it back." */
  printf (_("Moved “%s” (deck %lld) to the trash; “deck undelete %lld"
            "” brings it back.\n"),
          deck->name, (long long) deck->id, (long long) deck->id);
  return DR_CLI_EXIT_OK;
}

static int
run_undelete (DrCliDeck  *cli,
              int         argc,
              char      **argv)
{
  g_autoptr(DrDeck) deck = change_deck (cli, argc, argv, _("undelete needs one DECK"), TRUE,
                                        dr_deck_store_undelete);

  if (deck == NULL)
    return DR_CLI_EXIT_ERROR;
  printf (_("Took “%s” (deck %lld) out of the trash.\n"), deck->name, (long long) deck->id);
  return DR_CLI_EXIT_OK;
}

static int
run_purge (DrCliDeck  *cli,
           int         argc,
           char      **argv)
{
  g_autoptr(DrDeck) deck = change_deck (cli, argc, argv, _("purge needs one DECK in the trash"), TRUE,
                                        dr_deck_store_purge);

  if (deck == NULL)
    return DR_CLI_EXIT_ERROR;
  printf (_("Deleted “%s” (deck %lld) and its versions for good.\n"), deck->name, (long long) deck->id);
  return DR_CLI_EXIT_OK;
}

/* ---------------------------------------------------------------------- */

static const struct
{
  const char     *name;
  SubcommandFunc  run;
} subcommands[] = {
  { "list", dr_cli_deck_list },
  { "show", dr_cli_deck_show },
  { "import", run_import },
  { "export", run_export },
  { "versions", dr_cli_deck_versions },
  { "diff", dr_cli_deck_diff },
  { "restore", dr_cli_deck_restore },
  { "rename", run_rename },
  { "duplicate", run_duplicate },
  { "build", run_build },
  { "unbuild", run_unbuild },
  { "delete", run_delete },
  { "undelete", run_undelete },
  { "purge", run_purge },
  { "check-all", dr_cli_deck_check_all },
  { "sample-hand", dr_cli_deck_sample_hand },
};

static void
deck_cli_clear (DrCliDeck *cli)
{
  g_clear_pointer (&cli->cards, dr_card_index_free);
  g_clear_pointer (&cli->user, dr_user_store_unref);
  g_clear_pointer (&cli->store, dr_card_store_free);
  g_free (cli->tag);
  g_free (cli->name);
  g_free (cli->format);
  g_free (cli->output);
  g_free (cli->seed);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (DrCliDeck, deck_cli_clear)

int
dr_cli_deck (int    argc,
             char **argv)
{
  g_auto(DrCliDeck) cli = { 0 };
  const GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &cli.json, N_("list, show, versions, diff, check-all, sample-hand: print JSON"),
      NULL },
    { "tag", 0, 0, G_OPTION_ARG_STRING, &cli.tag, N_("list: only the decks with this tag"), N_("TAG") },
    { "trash", 0, 0, G_OPTION_ARG_NONE, &cli.trash, N_("list: the decks in the trash"), NULL },
    { "name", 0, 0, G_OPTION_ARG_STRING, &cli.name, N_("import: the deck's name (default: the list's)"),
      N_("NAME") },
    { "format", 0, 0, G_OPTION_ARG_STRING, &cli.format,
      N_("import: the deck's format (standard, startup, eternal, casual, napd, lockpick); "
         "export: the list format (netrunnerdb, jinteki, o8d, markdown, text, csv)"), N_("FORMAT") },
    { "partial", 0, 0, G_OPTION_ARG_NONE, &cli.partial,
      N_("import: keep the lines that resolve when others do not"), NULL },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &cli.output,
      N_("export: write FILE (replaced in one step) instead of the standard output"), N_("FILE") },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &cli.seed,
      N_("sample-hand: draw the hand this number gives (default: a random one, printed)"), N_("SEED") },
    { "draws", 0, 0, G_OPTION_ARG_INT, &cli.draws, N_("sample-hand: cards to draw after the hand"), N_("N") },
    { "mulligan", 0, 0, G_OPTION_ARG_NONE, &cli.mulligan, N_("sample-hand: take a mulligan"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("SUBCOMMAND [ARGUMENT…] — your saved decks"));
  SubcommandFunc run = NULL;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
                                _("Subcommands:\n"
                                  "  list                 the saved decks (--tag, --trash)\n"
                                  "  show DECK            identity, format, tags, notes and the cards by type\n"
                                  "  import FILE          save a deck list of any supported format as a new deck\n"
                                  "  import-url URL|ID    save a decklist published on NetrunnerDB as a new deck\n"
                                  "  export DECK          write a deck as netrunnerdb (default), jinteki, o8d, "
                                  "markdown, text or csv\n"
                                  "  versions DECK        the saved versions of a deck\n"
                                  "  diff DECK [VERSION|DECK2]  cards added and removed (default: the last "
                                  "change)\n"
                                  "  restore DECK VERSION make an old version the current one (kept as a new "
                                  "version)\n"
                                  "  rename DECK NAME     give a deck another name\n"
                                  "  duplicate DECK       save a copy of a deck\n"
                                  "  build DECK           mark a deck as built: the collection keeps its cards\n"
                                  "  unbuild DECK         the deck is taken apart again\n"
                                  "  delete DECK          move a deck to the trash\n"
                                  "  undelete DECK        take a deck out of the trash\n"
                                  "  purge DECK           delete a deck in the trash for good\n"
                                  "  check-all            judge every saved deck in its format and ban list "
                                  "today; exit 1 when one is not legal\n"
                                  "  sample-hand DECK     draw an opening hand (--mulligan, --draws N, --seed) "
                                  "with the odds of each card\n"
                                  "DECK is a deck id (#12 is always an id) or else a deck name. A name that "
                                  "fits several decks is refused with the list of their ids. For diff, a number "
                                  "is a VERSION of DECK; name DECK2 by its name or as #ID.\n"
                                  "Import refuses a list with a line that names no card or several, and lists "
                                  "every such line, unless --partial is given."));
  /* import-url has options of its own (the sync source). */
  if (argc >= 2 && g_str_equal (argv[1], "import-url"))
    return dr_cli_deck_import_url (argc - 1, argv + 1);
  if (!dr_cli_parse_options (context, &argc, &argv))
    return DR_CLI_EXIT_ERROR;
  if (argc < 2)
    return dr_cli_fail (_("deck needs a subcommand: list, show, import, import-url, export, versions, diff, restore, "
                          "rename, duplicate, build, unbuild, delete, undelete, purge, check-all or sample-hand"));
  for (guint i = 0; i < G_N_ELEMENTS (subcommands); i++)
    if (g_str_equal (argv[1], subcommands[i].name))
      run = subcommands[i].run;
  if (run == NULL)
    return dr_cli_fail (_("Unknown deck subcommand “%s”"), argv[1]);

  if ((cli.store = dr_cli_open_store ()) == NULL
      || (cli.cards = dr_cli_open_card_index (cli.store)) == NULL
      || (cli.user = dr_cli_open_user_store ()) == NULL)
    return DR_CLI_EXIT_ERROR;
  return run (&cli, argc - 2, argv + 2);
}
