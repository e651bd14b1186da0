/* dr-cli-game-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the engine's commands (dr-cli-game.c, dr-cli-play.c) share.
 */
#pragma once

#include <glib.h>

#include "dr-play-deck.h"

G_BEGIN_DECLS

enum
{
  DR_CLI_GAME_OK = 0,
  DR_CLI_GAME_FAILED = 1,
  DR_CLI_GAME_BAD_INPUT = 2
};

gboolean dr_cli_game_parse_options (GOptionContext *ctx, int *argc, char ***argv);

/* --corp DECK and one to three --runner DECK (NAPD with more): each a
 * starter (starter:NAME), a file in any format or the engine's JSON, or a
 * saved deck (#ID or name), playable by the engine and of the right side.
 * FALSE after saying why on stderr. */
gboolean dr_cli_game_load_decks (const char *corp_argument, char **runner_arguments,
                                 DrPlayDeck **corp, DrPlayDeck **runners, int *n_runners);

/* `simulate` and `play` with --game lockpick (dr-cli-lockpick.c) */
int dr_cli_lockpick_main (const char *command, int argc, char **argv);
/* `replay FILE [--verify]` of a Lockpick record */
int dr_cli_lockpick_replay (const char *path, gboolean verify);
/* `play --resume FILE` of a Lockpick record, written back to FILE unless
 * `record_path` names another */
int dr_cli_lockpick_resume (const char *path, const char *record_path);

/* `play`: a game in the terminal over DrPlaySession. */
int dr_cli_play (int argc, char **argv);

G_END_DECLS
