/* dr-cli-play.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * `deckrunner-cli play`: the terminal as a front over DrPlaySession, the
 * same game the Play window plays (undo, the computer's turns and the
 * record live in the session).
 */
#define G_LOG_DOMAIN "dr-cli-play"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dr-cli-game-private.h"
#include "dr-lockpick-play.h"
#include "dr-play-games.h"
#include "dr-play-session.h"

static void
print_card_list (const DrNrState *v, const char *label, const uint8_t *ids, int n)
{
  int i;

  g_print ("  %s:", label);
  for (i = 0; i < n; i++)
    {
      const DrNrCard *c = &v->cards[ids[i]];
      const DrNrCardDef *d = dr_nr_def (v, ids[i]);

      g_print (" [%s", d->code[0] ? d->title : "?");
      if ((c->zone == DR_NR_ZONE_ICE || c->zone == DR_NR_ZONE_ROOT) && d->code[0]
          && !(c->flags & DR_NR_CARD_REZZED) && d->type != DR_NR_TYPE_AGENDA)
        g_print (" %s", _("(unrezzed)"));
      if (c->advancement > 0)
        g_print (" +%d", c->advancement);
      if (c->virus > 0)
        g_print (" %dv", c->virus);
      g_print ("]");
    }
  g_print ("\n");
}

static void
print_position (DrPlaySession *session, int seat)
{
  g_autofree DrNrState *v = g_new (DrNrState, 1);
  int server, r;

  dr_play_session_get_view (session, seat, v);
  g_print (_("— turn %d —\n"), v->turn);
  g_print (_("Corp: %d credits, %d clicks, %d points, %d in HQ, %d in R&D, %d in Archives\n"),
           v->seats[0].credits, v->seats[0].clicks, dr_nr_points (v, 0), v->seats[0].hand.n,
           v->seats[0].deck.n, v->seats[0].discard.n);
  /* the Corp's identity may have turned over (NAPD's Cyber Bureau) */
  if (v->seats[0].identity != DR_NR_NO_CARD)
    print_card_list (v, _("identity"), &v->seats[0].identity, 1);
  for (server = 0; server < DR_NR_MAX_SERVERS; server++)
    if (dr_nr_server_exists (v, server)
        && (v->servers[server].n_ice > 0 || v->servers[server].n_root > 0))
      {
        char name[16];

        dr_nr_server_name (server, name, sizeof name);
        g_print ("  %s\n", name);
        print_card_list (v, _("ice (innermost first)"), v->servers[server].ice,
                         v->servers[server].n_ice);
        print_card_list (v, _("root"), v->servers[server].root, v->servers[server].n_root);
      }
  for (r = 1; r < v->n_seats; r++)
    {
      if (v->seats[r].flatlined)
        {
          g_print (_("Runner %d: flatlined, out of the game\n"), r);
          continue;
        }
      g_print (_("Runner %d%s: %d credits, %d clicks, %d points, %d tags, %d in grip, %d in stack, MU %d/%d\n"),
               r, r == v->active_runner && v->n_seats > 2 ? _(" (active)") : "",
               v->seats[r].credits, v->seats[r].clicks, dr_nr_points (v, r), v->seats[r].tags,
               v->seats[r].hand.n, v->seats[r].deck.n, dr_nr_memory_used (v, r),
               dr_nr_memory (v, r));
      print_card_list (v, _("programs"), v->seats[r].programs.ids, v->seats[r].programs.n);
      print_card_list (v, _("hardware"), v->seats[r].hardware.ids, v->seats[r].hardware.n);
      print_card_list (v, _("resources"), v->seats[r].resources.ids, v->seats[r].resources.n);
    }
  print_card_list (v, seat == 0 ? _("HQ") : _("grip"), v->seats[seat].hand.ids,
                   v->seats[seat].hand.n);
}

/* Who reads the terminal: the one human seat, or nobody in particular (-1,
 * a spectator) when the computer plays every seat or people share the
 * keyboard. */
static int
reader_seat (DrPlaySession *session)
{
  int seat, human = -1, n = 0;

  for (seat = 0; seat < dr_play_session_get_n_seats (session); seat++)
    if (dr_play_session_get_seat_kind (session, seat) == DR_PLAY_SEAT_HUMAN)
      {
        human = seat;
        n++;
      }
  return n == 1 ? human : -1;
}

typedef struct
{
  DrPlaySession *session;
  int reader;
  gboolean all_ai;
  guint log_shown;
} Terminal;

/* The log since the last call, as the reader may know it. */
static void
print_new_events (Terminal *t)
{
  GListModel *log = dr_play_session_get_log (t->session, t->reader);
  guint n = g_list_model_get_n_items (log);

  /* an undo takes lines back */
  t->log_shown = MIN (t->log_shown, n);
  for (; t->log_shown < n; t->log_shown++)
    {
      g_autoptr (DrPlayLogLine) line = g_list_model_get_item (log, t->log_shown);

      g_print ("  · %s\n", dr_play_log_line_get_text (line));
    }
}

/* The computer's choice, named as the reader may know it (everything when
 * only the computer plays). */
static void
on_action_chosen (DrPlaySession *session, DrPlayAction *action, Terminal *t)
{
  int seat = dr_play_action_get_seat (action);
  g_autofree char *vocabulary = NULL;
  g_autofree char *sentence = NULL;
  g_autofree char *line = NULL;

  if (dr_play_session_get_seat_kind (session, seat) != DR_PLAY_SEAT_AI)
    return;
  print_new_events (t);
  /* the computer's hidden cards stay hidden from the person playing */
  sentence = dr_play_session_describe_action (session, dr_play_action_get_action (action),
                                              t->all_ai ? -2 : t->reader, &vocabulary);
  line = g_strdup_printf ("%s  [%s]", sentence, vocabulary);
  /* TRANSLATORS: the first %s is a seat ("Corp", "Runner 2"), the second what it does */
  g_print (_("AI (%s): %s\n"),
           _(dr_nr_seat_name (dr_play_session_get_state (session), seat)), line);
}

/* Shows the choices of a human seat and applies one; FALSE to stop. */
static gboolean
human_turn (Terminal *t, int seat, int *status)
{
  GListModel *actions = dr_play_session_get_actions (t->session);
  guint n = g_list_model_get_n_items (actions), i;
  const DrNrFrame *top = dr_nr_top (dr_play_session_get_state (t->session));
  char line[64];
  int k;

  /* the terminal waits for a person here, and no main loop writes the
   * game meanwhile: it is saved as the window saves it, before asking */
  dr_play_games_save_now (t->session);
  print_position (t->session, seat);
  if (seat == 0)
    g_print (_("Corp decides (%s):\n"), dr_nr_decision_name (top));
  else
    g_print (_("Runner %d decides (%s):\n"), seat, dr_nr_decision_name (top));
  for (i = 0; i < n; i++)
    {
      g_autoptr (DrPlayAction) action = g_list_model_get_item (actions, i);

      g_print ("  %3u  %s  [%s]\n", i + 1, dr_play_action_get_label (action),
               dr_play_action_get_vocabulary (action));
    }
  g_print ("> ");
  fflush (stdout);
  if (fgets (line, sizeof line, stdin) == NULL)
    {
      *status = DR_CLI_GAME_FAILED;
      return FALSE;
    }
  if (line[0] == 'q')
    return FALSE;
  if (line[0] == 'u')
    {
      if (!dr_play_session_undo (t->session))
        g_print (_("Nothing to take back.\n"));
      return TRUE;
    }
  k = atoi (line);
  if (k < 1 || (guint) k > n || !dr_play_session_choose (t->session, (guint) k - 1, NULL))
    g_print (_("Type the number of an action.\n"));
  return TRUE;
}

static int
play_session (DrPlaySession *session, const char *record_path)
{
  Terminal t = { session, reader_seat (session), FALSE, 0 };
  int status = DR_CLI_GAME_OK, seat;

  /* written as it goes, as the window writes its games: a game stopped
   * any way (q, the end of the input, a crash) can be resumed */
  if (record_path != NULL)
    dr_play_games_autosave (session, record_path);

  t.all_ai = t.reader < 0;
  for (seat = 0; seat < dr_play_session_get_n_seats (session); seat++)
    t.all_ai &= dr_play_session_get_seat_kind (session, seat) == DR_PLAY_SEAT_AI;
  g_signal_connect (session, "action-chosen", G_CALLBACK (on_action_chosen), &t);
  while (!dr_play_session_is_over (session))
    {
      seat = dr_play_session_get_acting_seat (session);
      print_new_events (&t);
      if (dr_play_session_get_seat_kind (session, seat) == DR_PLAY_SEAT_HUMAN)
        {
          if (!human_turn (&t, seat, &status))
            break;
        }
      else
        /* the computer thinks in a worker; its move comes back here */
        g_main_context_iteration (NULL, TRUE);
    }
  dr_play_session_cancel_ai (session);
  print_new_events (&t);
  if (dr_play_session_is_over (session))
    {
      const DrNrState *s = dr_play_session_get_state (session);

      g_print (_("Game over: %s wins (%s) after %d turns.\n"),
               s->winner == DR_NR_WINNER_CORP ? _("the Corp")
               : s->winner == DR_NR_WINNER_RUNNER ? _("the Runner") : _("nobody"),
               dr_nr_reason_name (s->reason), s->turn);
    }
  if (record_path != NULL)
    {
      g_autoptr (GError) error = NULL;

      /* drops the write that waits; this one says what went wrong */
      dr_play_games_save_now (session);
      if (!dr_play_session_save (session, record_path, &error))
        {
          g_printerr ("%s\n", error->message);
          status = DR_CLI_GAME_BAD_INPUT;
        }
      else
        /* on stderr: the standard output stays the game itself, the same
         * for the same seed wherever it is saved */
        g_printerr (_("The game is saved in %s\n"), record_path);
    }
  return status;
}

/* "corp", "runner" (every Runner), "runner1" … "runner3", "both", joined
 * by commas. */
static gboolean
parse_ai (const char *text, int n_runners, DrPlaySeatKind *seats)
{
  g_auto (GStrv) parts = g_strsplit (text, ",", -1);
  guint i;

  for (i = 0; parts[i] != NULL; i++)
    {
      const char *part = g_strstrip (parts[i]);
      int seat;

      if (strcmp (part, "corp") == 0 || strcmp (part, "both") == 0)
        seats[0] = DR_PLAY_SEAT_AI;
      if (strcmp (part, "runner") == 0 || strcmp (part, "both") == 0)
        for (seat = 1; seat <= n_runners; seat++)
          seats[seat] = DR_PLAY_SEAT_AI;
      else if (g_str_has_prefix (part, "runner") && part[6] >= '1' && part[6] <= '3'
               && part[7] == '\0' && part[6] - '0' <= n_runners)
        seats[part[6] - '0'] = DR_PLAY_SEAT_AI;
      else if (strcmp (part, "corp") != 0)
        return FALSE;
    }
  return TRUE;
}

static gboolean
parse_level (const char *name, DrPlayAiLevel *level)
{
  int found = g_strcmp0 (name, "heuristic") == 0 ? DR_PLAY_AI_NORMAL
              : dr_play_record_ai_level_from_name (name);

  if (found < 0)
    {
      g_printerr (_("Unknown policy “%s” for --policy (known: random, easy, normal, hard; heuristic is normal).\n"),
                  name);
      return FALSE;
    }
  *level = (DrPlayAiLevel) found;
  return TRUE;
}

static int
list_starters (void)
{
  g_autoptr (GPtrArray) starters = dr_play_deck_starters ();
  guint i;

  for (i = 0; i < starters->len; i++)
    {
      const DrPlayDeck *deck = g_ptr_array_index (starters, i);
      g_autoptr (GError) error = NULL;

      /* Translators: a starter deck: its argument, name, identity and size */
      g_print (_("%-22s %s — %s, %u cards\n"), deck->source, deck->name,
               dr_play_deck_title (deck, deck->identity), deck->codes->len);
      if (dr_play_deck_check (deck, &error))
        g_print ("  %s\n", _("ready to play"));
      else
        g_print ("  %s\n", error->message);
    }
  return DR_CLI_GAME_OK;
}

int
dr_cli_play (int argc, char **argv)
{
  g_autofree char *corp_path = NULL, *ai = NULL, *record_path = NULL, *policy_name = NULL;
  g_autofree char *level_name = NULL;
  g_autofree char *resume_path = NULL;
  g_auto (GStrv) runner_paths = NULL;
  gboolean list = FALSE, no_save = FALSE;
  g_autofree char *games_path = NULL;
  gint64 seed = 1;
  int delay = 0, turn_limit = 0;
  GOptionEntry entries[] = {
    { "corp", 0, 0, G_OPTION_ARG_FILENAME, &corp_path, N_("Corp deck: a file, a saved deck (#ID or name) or starter:NAME"), N_("DECK") },
    { "runner", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &runner_paths, N_("Runner deck, as for --corp; up to three times for a NAPD game"), N_("DECK") },
    { "ai", 0, 0, G_OPTION_ARG_STRING, &ai, N_("Seats played by the computer: corp, runner, runner1…runner3 or both, separated by commas"), N_("SEATS") },
    { "policy", 0, 0, G_OPTION_ARG_STRING, &policy_name, N_("How well the computer plays: random, easy, normal (default, also heuristic) or hard"), N_("LEVEL") },
    { "ai-level", 0, 0, G_OPTION_ARG_STRING, &level_name, N_("The same as --policy: easy, normal or hard"), N_("LEVEL") },
    { "ai-delay", 0, 0, G_OPTION_ARG_INT, &delay, N_("Pause before each computer action, in milliseconds"), N_("MS") },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, N_("Seed of the game"), N_("N") },
    { "turn-limit", 0, 0, G_OPTION_ARG_INT, &turn_limit, N_("Turns before the game is a draw (0: none)"), N_("N") },
    { "record", 0, 0, G_OPTION_ARG_FILENAME, &record_path, N_("Write the game record to FILE instead of a new file of the games folder"), N_("FILE") },
    { "no-save", 0, 0, G_OPTION_ARG_NONE, &no_save, N_("Do not save the game (by default it goes into the games folder, as the Play window's games do)"), NULL },
    { "resume", 0, 0, G_OPTION_ARG_FILENAME, &resume_path, N_("Go on with a game saved with --record (written back to it unless --record says otherwise)"), N_("FILE") },
    { "list-starters", 0, 0, G_OPTION_ARG_NONE, &list, N_("List the bundled starter decks"), NULL },
    { NULL }
  };
  g_autoptr (GOptionContext) ctx = g_option_context_new (_("— play in the terminal"));
  g_autoptr (DrPlaySession) session = NULL;
  g_autoptr (GError) error = NULL;
  DrPlayDeck *corp = NULL, *runners[DR_NR_MAX_SEATS - 1] = { NULL };
  DrPlaySetup setup = { 0 };
  int r;

  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  g_option_context_set_description (ctx, _("At a decision type the number of an action, "
                                           "u to take back your last decision, q to stop."));
  if (!dr_cli_game_parse_options (ctx, &argc, &argv))
    return DR_CLI_GAME_BAD_INPUT;
  if (list)
    return list_starters ();
  if (no_save && (record_path != NULL || resume_path != NULL))
    {
      g_printerr (_("--no-save cannot go with --record or --resume.\n"));
      return DR_CLI_GAME_BAD_INPUT;
    }
  if (delay < 0 || delay > 60000 || turn_limit < 0 || turn_limit > 60000)
    {
      g_printerr (_("--ai-delay and --turn-limit must be between 0 and 60000.\n"));
      return DR_CLI_GAME_BAD_INPUT;
    }
  /* a Lockpick game of the games folder resumes as the window's Resume
   * list resumes it, whichever game the command line named */
  if (resume_path != NULL && dr_lockpick_record_sniff (resume_path))
    return dr_cli_lockpick_resume (resume_path, record_path);
  if (resume_path != NULL)
    {
      session = dr_play_session_load (resume_path, &error);
      if (session == NULL)
        {
          g_printerr ("%s\n", error->message);
          return DR_CLI_GAME_BAD_INPUT;
        }
      return play_session (session, record_path != NULL ? record_path : resume_path);
    }
  setup.ai_level = DR_PLAY_AI_NORMAL;
  if (level_name != NULL && !parse_level (level_name, &setup.ai_level))
    return DR_CLI_GAME_BAD_INPUT;
  if ((level_name == NULL && policy_name != NULL && !parse_level (policy_name, &setup.ai_level))
      || !dr_cli_game_load_decks (corp_path, runner_paths, &corp, runners, &setup.n_runners))
    return DR_CLI_GAME_BAD_INPUT;
  if (ai != NULL && !parse_ai (ai, setup.n_runners, setup.seats))
    {
      g_printerr (_("--ai takes corp, runner, runner1…runner3 (up to the number of Runners) or both, separated by commas.\n"));
      session = NULL;
    }
  else
    {
      setup.seed = (guint64) seed;
      setup.corp = corp;
      for (r = 0; r < setup.n_runners; r++)
        setup.runners[r] = runners[r];
      setup.ai_delay_ms = (guint) delay;
      setup.turn_limit = (guint16) turn_limit;
      session = dr_play_session_new (&setup, &error);
      if (session == NULL)
        g_printerr ("%s\n", error->message);
    }
  dr_play_deck_free (corp);
  for (r = 0; r < DR_NR_MAX_SEATS - 1; r++)
    dr_play_deck_free (runners[r]);
  if (session == NULL)
    return DR_CLI_GAME_BAD_INPUT;
  /* the window's folder and file names: its Resume and Replays lists show the game */
  if (!no_save)
    games_path = dr_play_games_save_path (record_path);
  return play_session (session, games_path);
}
