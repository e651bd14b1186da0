/* dr-play-deck-record.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-play-games"

#include "config.h"

#include <string.h>

#include "dr-play-deck-record.h"

static gboolean
seat_on_side (int         seat,
              const char *side)
{
  return g_strcmp0 (side, "corp") == 0 ? seat == 0 : seat > 0;
}

int
dr_play_deck_record_seat (const DrPlayGame *game,
                          const char       *deck_name,
                          const char       *side)
{
  for (int seat = 0; seat < game->n_seats; seat++)
    if (game->human[seat] && seat_on_side (seat, side) && g_strcmp0 (game->deck_names[seat], deck_name) == 0)
      return seat;
  return -1;
}

/* Any seat of the computer makes it a game against the computer. */
DrPlayOpponent
dr_play_deck_record_opponent (const DrPlayGame *game)
{
  for (int seat = 0; seat < game->n_seats; seat++)
    if (!game->human[seat])
      return DR_PLAY_OPPONENT_COMPUTER;
  return DR_PLAY_OPPONENT_PEOPLE;
}

void
dr_play_deck_record_collect (GPtrArray        *games,
                             const char       *deck_name,
                             const char       *side,
                             DrPlayDeckRecord *out)
{
  g_return_if_fail (games != NULL && out != NULL);

  memset (out, 0, sizeof *out);
  out->games = g_ptr_array_new ();
  for (guint i = 0; i < games->len; i++)
    {
      const DrPlayGame *game = g_ptr_array_index (games, i);
      int seat = dr_play_deck_record_seat (game, deck_name, side);
      int my_side = seat == 0 ? 0 : 1;
      DrPlayOpponent opponent;
      gboolean reason_known;

      if (seat < 0)
        continue;
      g_ptr_array_add (out->games, (gpointer) game);
      if (!game->finished)
        {
          out->unfinished++;
          continue;
        }
      if (game->winner < 0)
        {
          out->draws++;
          continue;
        }
      opponent = dr_play_deck_record_opponent (game);
      reason_known = game->reason > 0 && game->reason < DR_NR_N_RESULTS;
      if (game->winner == my_side)
        {
          out->wins[opponent][my_side]++;
          if (reason_known)
            out->wins_by_reason[game->reason]++;
        }
      else
        {
          out->losses[opponent][my_side]++;
          if (reason_known)
            out->losses_by_reason[game->reason]++;
        }
    }
}

void
dr_play_deck_record_clear (DrPlayDeckRecord *record)
{
  g_clear_pointer (&record->games, g_ptr_array_unref);
}
