/* dr-cli-games.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * `deckrunner-cli games`: the saved-games folder that the Play window and
 * `play` share, listed as the window's Resume and Replays lists read it.
 */
#define G_LOG_DOMAIN "dr-cli-games"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "dr-cli.h"
#include "dr-json-members.h"
#include "dr-lockpick.h"
#include "dr-play-games.h"
#include "dr-play-text.h"

typedef enum
{
  SHOW_ALL,
  SHOW_FINISHED,
  SHOW_UNFINISHED,
} Show;

static gboolean
shown (const DrPlayGame *game,
       Show              show)
{
  /* a file that does not read is neither: listed only when all are */
  if (game->problem != NULL)
    return show == SHOW_ALL;
  return show == SHOW_ALL || (show == SHOW_FINISHED) == game->finished;
}

static const char *
winner_name (const DrPlayGame *game)
{
  if (!game->finished)
    return NULL;
  if (game->lockpick)
    return game->winner == 0 ? "server" : "hackers";
  return game->winner == 0 ? "corp" : game->winner == 1 ? "runner" : "draw";
}

static void
add_game_json (JsonBuilder      *builder,
               const DrPlayGame *game)
{
  g_autofree char *file = g_path_get_basename (game->path);
  g_autofree char *saved = g_date_time_format_iso8601 (game->saved);

  json_builder_begin_object (builder);
  dr_json_add_string_member (builder, "path", game->path);
  dr_json_add_string_member (builder, "file", file);
  dr_json_add_string_member (builder, "saved", saved);
  if (game->problem != NULL)
    {
      dr_json_add_string_member (builder, "problem", game->problem);
      json_builder_end_object (builder);
      return;
    }
  {
    g_autofree char *result = dr_play_game_result_text (game);

    dr_json_add_string_member (builder, "problem", NULL);
    json_builder_set_member_name (builder, "finished");
    json_builder_add_boolean_value (builder, game->finished);
    dr_json_add_int_member (builder, "turn", game->turn);
    dr_json_add_string_member (builder, "winner", winner_name (game));
    dr_json_add_string_member (builder, "game", game->lockpick ? "lockpick" : "netrunner");
    dr_json_add_string_member (builder, "reason", !game->finished ? NULL
                               : game->lockpick ? dr_lp_reason_text (game->reason)
                               : dr_nr_reason_text (game->reason));
    dr_json_add_string_member (builder, "result", result);
  }
  json_builder_set_member_name (builder, "seats");
  json_builder_begin_array (builder);
  for (int seat = 0; seat < game->n_seats; seat++)
    {
      const char *identity = game->lockpick ? NULL
                             : dr_play_netrunner_card_title (game->identities[seat], NULL);

      json_builder_begin_object (builder);
      dr_json_add_string_member (builder, "side", game->lockpick ? (seat == 0 ? "server" : "hacker")
                                                  : seat == 0 ? "corp" : "runner");
      dr_json_add_string_member (builder, "deck", game->lockpick ? NULL : game->deck_names[seat]);
      dr_json_add_string_member (builder, "identity", game->lockpick ? NULL : game->identities[seat]);
      dr_json_add_string_member (builder, "identity_title", identity);
      json_builder_set_member_name (builder, "human");
      json_builder_add_boolean_value (builder, game->human[seat]);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

/* Two lines a game: when, the file and the decks; then the identities, the
 * turn and how it stands. */
static void
print_game (const DrPlayGame *game)
{
  g_autofree char *file = g_path_get_basename (game->path);
  g_autofree char *when = g_date_time_format (game->saved, "%Y-%m-%d %H:%M");
  g_autofree char *title = NULL;
  g_autofree char *identities = NULL;
  g_autofree char *result = NULL;

  if (game->problem != NULL)
    {
      g_print ("%s  %s\n", when, file);
      /* Translators: a file of the games folder that is not a readable game record, and why */
      g_print (_("    cannot be read: %s\n"), game->problem);
      return;
    }
  title = dr_play_game_title (game);
  identities = dr_play_game_identities (game);
  result = dr_play_game_result_text (game);
  g_print ("%s  %s  %s\n", when, file, title);
  /* Translators: a saved game: its identities, its turn, and its end or "unfinished" */
  g_print (_("    %s · turn %d · %s\n"), identities != NULL ? identities : title, game->turn,
           result != NULL ? result : _("unfinished"));
}

static int
list_games (Show     show,
            gboolean json)
{
  g_autofree char *dir = dr_play_games_dir ();
  g_autoptr(GPtrArray) games = dr_play_games_list_full (dir, DR_PLAY_GAMES_LIST_DAMAGED);
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  guint n = 0;

  json_builder_begin_array (builder);
  for (guint i = 0; i < games->len; i++)
    {
      const DrPlayGame *game = g_ptr_array_index (games, i);

      if (!shown (game, show))
        continue;
      n++;
      if (json)
        add_game_json (builder, game);
      else
        print_game (game);
    }
  json_builder_end_array (builder);
  if (json)
    dr_cli_print_json (builder);
  else if (n == 0)
    g_printerr (_("No saved games in %s\n"), dir);
  return n > 0 ? DR_CLI_EXIT_OK : DR_CLI_EXIT_NO_MATCH;
}

int
dr_cli_games (int    argc,
              char **argv)
{
  gboolean json = FALSE, finished = FALSE, unfinished = FALSE;
  const GOptionEntry entries[] = {
    { "finished", 0, 0, G_OPTION_ARG_NONE, &finished, N_("list: only finished games (the Replays list)"), NULL },
    { "unfinished", 0, 0, G_OPTION_ARG_NONE, &unfinished, N_("list: only games to go on with (the Resume list)"), NULL },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context =
    g_option_context_new (_("SUBCOMMAND — the games saved by the Play window and by play"));

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
                                _("Subcommands:\n"
                                  "  list   the saved games, newest first, with files that cannot be read\n"
                                  "  dir    the folder they are saved in"));
  if (!dr_cli_parse_options (context, &argc, &argv))
    return DR_CLI_EXIT_ERROR;
  if (argc != 2)
    return dr_cli_fail (_("games needs one subcommand: list or dir"));
  if (finished && unfinished)
    return dr_cli_fail (_("--finished and --unfinished cannot go together"));
  if (g_str_equal (argv[1], "list"))
    return list_games (finished ? SHOW_FINISHED : unfinished ? SHOW_UNFINISHED : SHOW_ALL, json);
  if (g_str_equal (argv[1], "dir"))
    {
      g_autofree char *dir = dr_play_games_dir ();

      g_print ("%s\n", dir);
      return DR_CLI_EXIT_OK;
    }
  return dr_cli_fail (_("Unknown games subcommand “%s”: use list or dir"), argv[1]);
}
