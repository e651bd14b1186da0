/* dr-play-games.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The saved-games folder: sessions save themselves there as they are
 * played, the Play view lists them to resume, and the finished ones give
 * each deck its history against the computer.
 */
#pragma once

#include "dr-play-session.h"

G_BEGIN_DECLS

typedef struct
{
  char *path;
  GDateTime *saved;                      /* when the file was last written */
  int n_seats;                           /* 2, or 3-4 in NAPD */
  char *deck_names[4];                   /* seat order; the identity's code when unnamed */
  char *identities[4];                   /* card codes */
  gboolean human[4];
  int turn;
  gboolean finished;
  int winner;                            /* the side that won: 0 the Corp, 1 the Runners;
                                          * -1 unfinished or a draw */
  int reason;                            /* how it ended (DrNrReason); 0 unfinished */
  gboolean lockpick;                     /* a Lockpick game (dr-lockpick-games.h): seat 0 the
                                          * server, winner 0 the server and 1 the hackers,
                                          * `turn` its round, no decks; `reason` a Lockpick one */
  /* Only in lists asked for with DR_PLAY_GAMES_LIST_DAMAGED: why the file
   * is not a readable record (then only `path` and `saved` are set, `saved`
   * the Unix epoch when even that could not be read); NULL otherwise. */
  char *problem;
} DrPlayGame;

void dr_play_game_free (DrPlayGame *game);
/* "Corp deck vs Runner deck" (NAPD: the Runners joined), translated;
 * "Lockpick, 3 players" for Lockpick. */
char *dr_play_game_title (const DrPlayGame *game);
/* "Identity vs Identity" by the cards' titles, translated; NULL for
 * Lockpick, which has no identities. */
char *dr_play_game_identities (const DrPlayGame *game);
/* A finished game's end, "The Corp wins: agenda points" (NAPD: "The Runners
 * win: …"; Lockpick: "Every hacker is eliminated"), translated; NULL while
 * it is not finished. */
char *dr_play_game_result_text (const DrPlayGame *game);
/* A name to export the game's record under: its day and identities
 * ("2026-11-26 Haas-Bioroid vs Noise.jsonl", translated), or "… Lockpick,
 * 3 players.jsonl", made safe with dr_play_games_safe_name(). */
char *dr_play_game_file_name (const DrPlayGame *game);
/* The game of a record replayed to `state`, as the lists read it; NULL
 * with `error` when the file's time cannot be read. */
DrPlayGame *dr_play_game_new_from_record (const char *path, const DrPlayRecord *rec,
                                          const DrNrState *state, GError **error);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (DrPlayGame, dr_play_game_free)

/* `name` as a file name any file system takes: no separators or characters
 * Windows refuses (each run of them and of spaces one space), no control
 * or invisible formatting characters, no leading dot, no trailing dot or
 * space, at most 200 bytes cut between characters; "game" when nothing is
 * left. */
char       *dr_play_games_safe_name (const char *name);

/* `deckrunner/games` in the data folder (--data-dir and DECKRUNNER_DATA_DIR
 * move it with the rest). */
char       *dr_play_games_dir      (void);
/* A new file name in `dir` that no game has yet. */
char       *dr_play_games_new_path (const char *dir);
/* Where a game saves itself: a copy of `given` when there is one (a resumed
 * game keeps its file, the command line's --record names one), else a new
 * file in the games folder (dr_play_games_dir, dr_play_games_new_path). */
char       *dr_play_games_save_path (const char *given);
typedef enum
{
  /* A file that is not a readable record is skipped with a message. */
  DR_PLAY_GAMES_LIST_DEFAULT = 0,
  /* Files that are not readable records are listed too, each with its
   * `problem` (and no message), where they would be by date. */
  DR_PLAY_GAMES_LIST_DAMAGED = 1 << 0,
} DrPlayGamesListFlags;

/* The records in `dir` (DrPlayGame), newest first; files that are not
 * readable records are left where they are.  A missing folder is an empty
 * list. */
GPtrArray  *dr_play_games_list_full       (const char           *dir,
                                           DrPlayGamesListFlags  flags);
/* The same in a worker thread; the finish gives the list, or NULL with
 * G_IO_ERROR_CANCELLED once `cancellable` is cancelled. */
void        dr_play_games_list_full_async (const char           *dir,
                                           DrPlayGamesListFlags  flags,
                                           GCancellable         *cancellable,
                                           GAsyncReadyCallback   callback,
                                           gpointer              data);
GPtrArray  *dr_play_games_list_finish     (GAsyncResult         *result,
                                           GError              **error);

/* From now on `session` writes itself to `path` (creating its folder) after
 * every change a human must answer and when the game ends, replacing the
 * file in one step: from the main loop, 100 ms later (so that the change
 * is drawn first, and changes close together are written once), the end
 * at once. */
void        dr_play_games_autosave     (DrPlaySession *session, const char *path);
/* Writes it now, with what waits (when leaving a game); FALSE with a message when it could
 * not, TRUE when saved or when the session does not save itself. */
gboolean    dr_play_games_save_now     (DrPlaySession *session);
/* What both games' saves into the folder share: `save` (a session's save
 * function) writes `session` to `path`, its folder made first; a failure
 * is logged with the path, and FALSE. */
typedef gboolean (*DrPlayGamesSaveFunc) (gpointer session, const char *path, GError **error);
gboolean    dr_play_games_write        (const char         *path,
                                        DrPlayGamesSaveFunc save,
                                        gpointer            session);
const char *dr_play_games_autosave_path (DrPlaySession *session);
/* How many games this process has written with dr_play_games_write(): a
 * list of the folder is out of date when it moved. */
guint       dr_play_games_get_n_writes  (void);

/* A deck's finished games against the computer, by the side it played:
 * index 0 the Corp, 1 the Runner. */
typedef struct
{
  int wins[2];
  int losses[2];
} DrPlayDeckHistory;

void        dr_play_games_history  (GPtrArray *games, const char *deck_name,
                                    DrPlayDeckHistory *out);
/* The decks a person played against the computer to an end, each once, in
 * the order of `games` (newest first from dr_play_games_list_full). */
char      **dr_play_games_decks_vs_computer (GPtrArray *games);

G_END_DECLS
