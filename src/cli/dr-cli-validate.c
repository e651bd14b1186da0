/* dr-cli-validate.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-cli-validate"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "dr-cli.h"
#include "dr-cli-deck.h"
#include "dr-legality.h"

/* The kind a deck list line that did not resolve has in a legality report:
 * the line's card is missing from the deck, and the player must see why. */
static DrLegalityProblemKind
kind_of_line (const DrDeckImportLine *line,
              const DrDeck           *deck)
{
  const DrDeckCandidate *candidate;

  switch (line->status)
    {
    case DR_DECK_LINE_AMBIGUOUS:
      return DR_LEGALITY_PROBLEM_AMBIGUOUS_CARD;
    case DR_DECK_LINE_CONFLICT:
      /* A second identity, a ";; identity:" line naming another card, or a
       * card of another game. */
      candidate = line->candidates->len > 0 ? g_ptr_array_index (line->candidates, 0) : NULL;
      if (candidate != NULL && deck->game != NULL && g_strcmp0 (candidate->game, deck->game) != 0)
        return DR_LEGALITY_PROBLEM_CARD_POOL;
      return DR_LEGALITY_PROBLEM_IDENTITY;
    case DR_DECK_LINE_UNKNOWN:
    case DR_DECK_LINE_MALFORMED:
    case DR_DECK_LINE_CARD:
    case DR_DECK_LINE_IDENTITY:
    case DR_DECK_LINE_SKIPPED:
    default:
      return DR_LEGALITY_PROBLEM_UNKNOWN_CARD;
    }
}

/* The lines come first: they explain the problems the check finds after. */
static void
add_import_problems (DrLegalityReport   *report,
                     const DrDeckImport *import)
{
  int position = 0;

  for (guint i = 0; i < import->lines->len; i++)
    {
      const DrDeckImportLine *line = g_ptr_array_index (import->lines, i);
      g_autoptr(GPtrArray) codes = NULL;
      g_autofree char *message = NULL;

      if (!dr_deck_line_is_problem (line))
        continue;
      codes = g_ptr_array_new ();
      if (line->status != DR_DECK_LINE_UNKNOWN)
        for (guint j = 0; j < line->candidates->len; j++)
          g_ptr_array_add (codes, ((DrDeckCandidate *) g_ptr_array_index (line->candidates, j))->code);
      message = dr_cli_describe_import_line (line);
      dr_legality_report_insert_problem (report, position++, kind_of_line (line, import->deck), codes, message);
    }
}

/* NAPD multiplayer: the Corp deck first, then its Runner team. */
static GPtrArray *
check_napd (const DrLegalityContext *ctx,
            GPtrArray               *imports)
{
  GPtrArray *reports = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_legality_report_free);
  const DrDeckImport *corp = g_ptr_array_index (imports, 0);
  DrLegalityReport *corp_report = dr_legality_check (ctx, corp->deck);
  g_autoptr(GPtrArray) runners = g_ptr_array_new ();
  g_autoptr(GPtrArray) team = NULL;

  if (g_strcmp0 (corp_report->side, "corp") != 0)
    dr_legality_report_insert_problem (corp_report, -1, DR_LEGALITY_PROBLEM_SIDE, NULL,
                                       _("In NAPD multiplayer the first deck is the Corp deck"));
  g_ptr_array_add (reports, corp_report);
  for (guint i = 1; i < imports->len; i++)
    g_ptr_array_add (runners, ((DrDeckImport *) g_ptr_array_index (imports, i))->deck);
  team = dr_legality_check_team (ctx, (const DrDeck *const *) runners->pdata, runners->len);
  for (guint i = 0; i < team->len; i++)
    g_ptr_array_add (reports, g_steal_pointer (&team->pdata[i]));
  return reports;
}

static char *
describe_context (const DrLegalityContext *ctx)
{
  const char *banlist = dr_legality_context_get_banlist (ctx);

  if (banlist != NULL)
    /* Translators: "standard as of 2026-03-01, ban list standard-ban-list-25-08" */
    return g_strdup_printf (_("%s as of %s, ban list %s"), dr_legality_context_get_format (ctx),
                            dr_legality_context_get_as_of (ctx), banlist);
  /* Translators: "eternal as of 2026-03-01" */
  return g_strdup_printf (_("%s as of %s"), dr_legality_context_get_format (ctx), dr_legality_context_get_as_of (ctx));
}

static void
print_text (const DrLegalityContext *ctx,
            const char              *path,
            const DrLegalityReport  *report)
{
  g_autofree char *context = describe_context (ctx);

  if (report->legal)
    /* Translators: "deck.txt: legal in standard as of 2026-03-01" */
    printf (_("%s: legal in %s\n"), path, context);
  else
    printf (ngettext ("%s: not legal in %s: %u problem\n", "%s: not legal in %s: %u problems\n",
                      report->problems->len),
            path, context, report->problems->len);
  for (guint i = 0; i < report->problems->len; i++)
    {
      const DrLegalityProblem *problem = g_ptr_array_index (report->problems, i);

      printf ("  %s: %s\n", dr_legality_problem_kind_to_string (problem->kind), problem->message);
    }
}

int
dr_cli_validate (int    argc,
                 char **argv)
{
  g_autofree char *format = NULL;
  g_autofree char *banlist = NULL;
  g_autofree char *as_of = NULL;
  int players = 0;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "format", 0, 0, G_OPTION_ARG_STRING, &format,
      N_("standard (the default), startup, eternal, casual, napd or lockpick"), N_("FORMAT") },
    { "banlist", 0, 0, G_OPTION_ARG_STRING, &banlist,
      N_("A ban list code; active: the list of the format in force on the date; none: no list"), N_("CODE") },
    { "as-of", 0, 0, G_OPTION_ARG_STRING, &as_of, N_("Judge as on this date (default: today)"),
      N_("YYYY-MM-DD") },
    { "players", 0, 0, G_OPTION_ARG_INT, &players,
      N_("lockpick: the number of players, 2 to 4 (default: read off the hackers deck)"), N_("N") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print a JSON object per file (an array for several)"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("FILE… — check deck lists against a format"));
  g_autoptr(DrCardStore) store = NULL;
  g_autoptr(DrCardIndex) cards = NULL;
  g_autoptr(DrLegalityContext) ctx = NULL;
  g_autoptr(GPtrArray) imports = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_deck_import_free);
  g_autoptr(GPtrArray) reports = NULL;
  g_autoptr(GError) error = NULL;
  DrLegalityOptions options = { 0 };
  gboolean all_legal = TRUE;
  gboolean readable = TRUE;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
                                _("Reads deck lists in any format Deckrunner imports (NetrunnerDB, jinteki.net, "
                                  "OCTGN, Markdown, plain text, CSV).\n"
                                  "The format is standard unless --format says otherwise. The ban list is the "
                                  "format's list in force on the date (--banlist active); casual and napd apply "
                                  "none unless asked.\n"
                                  "A line that names no card, or several, is a problem of the report.\n"
                                  "napd: the first FILE is the Corp deck, the others its Runner team.\n"
                                  "Exit status: 0 every deck legal, 1 a deck not legal, 2 unreadable input or bad "
                                  "options."));
  if (!dr_cli_parse_options (context, &argc, &argv))
    return DR_CLI_EXIT_ERROR;
  if (argc < 2)
    return dr_cli_fail (_("validate needs a deck FILE"));
  if (players != 0 && g_ascii_strcasecmp (format != NULL ? format : "", "lockpick") != 0)
    return dr_cli_fail (_("--players is for --format lockpick"));

  options.format = format;
  options.banlist = banlist;
  options.as_of = as_of;
  options.players = players;
  if ((store = dr_cli_open_store ()) == NULL || (cards = dr_cli_open_card_index (store)) == NULL)
    return DR_CLI_EXIT_ERROR;
  ctx = dr_legality_context_new (store, &options, &error);
  if (ctx == NULL)
    return dr_cli_fail ("%s", error->message);

  /* Every file is read before any verdict: a typo in the last name must not
   * leave half a report behind. */
  for (int i = 1; i < argc; i++)
    {
      g_autoptr(GError) read_error = NULL;
      DrDeckImport *import = dr_deck_import_file (cards, argv[i], &read_error);

      if (import == NULL)
        {
          dr_cli_fail ("%s: %s", argv[i], read_error->message);
          readable = FALSE;
          continue;
        }
      g_ptr_array_add (imports, import);
    }
  if (!readable)
    return DR_CLI_EXIT_ERROR;

  if (g_str_equal (dr_legality_context_get_format (ctx), "napd"))
    reports = check_napd (ctx, imports);
  else
    {
      reports = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_legality_report_free);
      for (guint i = 0; i < imports->len; i++)
        g_ptr_array_add (reports, dr_legality_check (ctx, ((DrDeckImport *) imports->pdata[i])->deck));
    }
  for (guint i = 0; i < reports->len; i++)
    {
      DrLegalityReport *report = g_ptr_array_index (reports, i);

      add_import_problems (report, g_ptr_array_index (imports, i));
      all_legal = all_legal && report->legal;
    }

  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      if (reports->len > 1)
        json_builder_begin_array (builder);
      for (guint i = 0; i < reports->len; i++)
        dr_legality_report_add_json (g_ptr_array_index (reports, i), builder);
      if (reports->len > 1)
        json_builder_end_array (builder);
      dr_cli_print_json (builder);
    }
  else
    for (guint i = 0; i < reports->len; i++)
      print_text (ctx, argv[i + 1], g_ptr_array_index (reports, i));
  return all_legal ? DR_CLI_EXIT_OK : DR_CLI_EXIT_NO_MATCH;
}
