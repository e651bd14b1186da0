/* dr-cli-game.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * deckrunner-cli commands of the rules engine: scenario, replay, play,
 * simulate.
 */
#pragma once

/* argv[0] is the command name.  Returns the exit code: 0 ok, 1 an
 * expectation failed or a replay did not verify, 2 bad input. */
int dr_cli_game_main (const char *command, int argc, char **argv);
