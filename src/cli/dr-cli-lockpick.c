/* dr-cli-lockpick.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * `simulate`, `play` and `replay` for Lockpick (`--game lockpick`): self-play
 * with the invariant sweep, a game in the terminal against the computer or
 * hot-seat, and records replayed by seed and actions.
 */
#define G_LOG_DOMAIN "dr-cli-lockpick"

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <stdio.h>
#include <string.h>

#include "dr-cli-game-private.h"
#include "dr-lockpick-play.h"
#include "dr-lockpick-scenario.h"
#include "dr-play-games.h"
#include "dr-play-text.h"

static char *
words (const DrEngineText *text)
{
  return dr_play_text_translate (text, dr_lockpick_card_title, NULL);
}

static const char *
card_title (int def)
{
  const DrLpCardData *data = dr_lp_card_data (def);

  return data != NULL ? dr_lockpick_card_title (data->code, NULL) : _("a card");
}

/* ---- simulate ---- */

typedef struct
{
  int games, server_wins, hacker_wins, by_reason[4], rounds, failures;
  guint64 actions;
} SimReport;

static gboolean
check_action (DrLpState *s, const DrEngineAction *legal, int n, GString *problems, guint64 seed)
{
  const char *broken = dr_lp_check (s);
  DrLpState before;
  DrEngineAction bogus = legal[0];

  if (broken != NULL)
    {
      g_string_append_printf (problems, "seed %" G_GUINT64_FORMAT ": %s\n", seed, broken);
      return FALSE;
    }
  if (n < 1 || dr_lp_acting_seat (s) != legal[0].seat)
    {
      g_string_append_printf (problems, "seed %" G_GUINT64_FORMAT ": no legal action for the acting seat\n", seed);
      return FALSE;
    }
  memcpy (&before, s, sizeof before);
  bogus.seat = (uint8_t) ((bogus.seat + 1) % s->n_seats);
  if (dr_lp_apply (s, &bogus) == 0 || memcmp (&before, s, sizeof before) != 0)
    {
      g_string_append_printf (problems, "seed %" G_GUINT64_FORMAT ": an action of the wrong seat was taken\n", seed);
      memcpy (s, &before, sizeof before);
      return FALSE;
    }
  return TRUE;
}

/* --decks: 0 dealt, 1 chosen; -1 with a message */
static int
decks_option (const char *name)
{
  int decks = name != NULL ? dr_lockpick_decks_from_name (name) : 0;

  if (decks < 0)
    g_printerr (_("--decks takes dealt or chosen, not %s\n"), name);
  return decks;
}

static void
simulate_one (int players, guint64 seed, gboolean chosen_decks, int server_policy, int hacker_policy,
              gboolean check, SimReport *report, GString *problems)
{
  DrLpState s;
  guint64 rng[4];
  g_autoptr (GArray) actions = g_array_new (FALSE, FALSE, sizeof (DrEngineAction));
  gboolean ok = TRUE;

  dr_lockpick_new_game_full (&s, players, seed, chosen_decks, NULL);
  dr_engine_rng_seed (rng, seed * 0x9e3779b97f4a7c15ULL + 1);
  while (s.phase != DR_LP_PHASE_OVER && actions->len < 100000)
    {
      DrEngineAction legal[DR_ENGINE_MAX_ACTIONS];
      int n = dr_lp_legal_actions (&s, legal), pick;

      if (check && !check_action (&s, legal, n, problems, seed))
        ok = FALSE;
      if (n < 1)
        break;
      pick = dr_lockpick_pick (&s, dr_lp_acting_seat (&s) == 0 ? server_policy : hacker_policy,
                               legal, n, rng, NULL);
      g_array_append_val (actions, legal[pick]);
      dr_lp_apply (&s, &legal[pick]);
    }
  if (s.phase != DR_LP_PHASE_OVER)
    {
      g_string_append_printf (problems, "seed %" G_GUINT64_FORMAT ": the game did not end\n", seed);
      ok = FALSE;
    }
  if (check)
    {
      DrLpState again;
      guint i;

      dr_lockpick_new_game_full (&again, players, seed, chosen_decks, NULL);
      for (i = 0; i < actions->len; i++)
        dr_lp_apply (&again, &g_array_index (actions, DrEngineAction, i));
      if (dr_lp_hash (&again) != dr_lp_hash (&s))
        {
          g_string_append_printf (problems, "seed %" G_GUINT64_FORMAT ": the replay differs\n", seed);
          ok = FALSE;
        }
    }
  report->games++;
  report->actions += actions->len;
  report->rounds += s.turn;
  report->failures += !ok;
  if (s.phase == DR_LP_PHASE_OVER)
    {
      if (s.winner_server)
        report->server_wins++;
      else
        report->hacker_wins++;
      report->by_reason[s.reason]++;
    }
}

static int
policy_option (const char *name, const char *option)
{
  int policy = dr_lockpick_policy_from_name (name);

  if (policy < 0)
    /* Translators: the first %s is an option (--policy), the second what was given */
    g_printerr (_("%s: unknown policy “%s” (random, heuristic or search)\n"), option, name);
  return policy;
}

static int
cmd_simulate (int argc, char **argv)
{
  g_autofree char *policy = NULL, *server_policy = NULL, *hacker_policy = NULL, *decks_name = NULL;
  gint64 seed = 1;
  int games = 100, players = 2, server, hackers, g, decks;
  gboolean json = FALSE, check = FALSE;
  GOptionEntry entries[] = {
    { "players", 0, 0, G_OPTION_ARG_INT, &players, N_("Players, the server included: 2 to 4"), N_("N") },
    { "games", 0, 0, G_OPTION_ARG_INT, &games, N_("Number of games"), N_("N") },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, N_("Seed of the first game"), N_("S") },
    { "policy", 0, 0, G_OPTION_ARG_STRING, &policy, N_("Policy of every seat: random (default), heuristic or search"), N_("NAME") },
    { "server-policy", 0, 0, G_OPTION_ARG_STRING, &server_policy, N_("Policy of the server, overriding --policy"), N_("NAME") },
    { "hacker-policy", 0, 0, G_OPTION_ARG_STRING, &hacker_policy, N_("Policy of the hackers, overriding --policy"), N_("NAME") },
    { "decks", 0, 0, G_OPTION_ARG_STRING, &decks_name, N_("How the decks are made: dealt (drawn at random from the box, the default) or chosen by the players"), N_("HOW") },
    { "check", 0, 0, G_OPTION_ARG_NONE, &check, N_("Check the invariants after every action and verify every replay"), NULL },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print the report as JSON"), NULL },
    { NULL }
  };
  g_autoptr (GOptionContext) ctx = g_option_context_new (_("— Lockpick self-play"));
  g_autoptr (GString) problems = g_string_new (NULL);
  SimReport report = { 0 };
  const char *server_name, *hacker_name;
  gint64 start;
  double seconds;

  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  if (!dr_cli_game_parse_options (ctx, &argc, &argv))
    return DR_CLI_GAME_BAD_INPUT;
  server_name = server_policy ? server_policy : policy ? policy : "random";
  hacker_name = hacker_policy ? hacker_policy : policy ? policy : "random";
  server = policy_option (server_name, "--server-policy");
  hackers = policy_option (hacker_name, "--hacker-policy");
  decks = decks_option (decks_name);
  if (server < 0 || hackers < 0 || decks < 0)
    return DR_CLI_GAME_BAD_INPUT;
  if (players < 2 || players > 4)
    {
      g_printerr (_("Lockpick is played by 2 to 4 players, not %d\n"), players);
      return DR_CLI_GAME_BAD_INPUT;
    }
  if (games < 1)
    {
      g_printerr (_("--games must be positive.\n"));
      return DR_CLI_GAME_BAD_INPUT;
    }
  start = g_get_monotonic_time ();
  for (g = 0; g < games; g++)
    simulate_one (players, (guint64) seed + (guint64) g, decks == 1, server, hackers, check, &report,
                  problems);
  seconds = (g_get_monotonic_time () - start) / 1e6;
  if (json)
    {
      g_autoptr (JsonBuilder) b = json_builder_new ();
      g_autoptr (JsonNode) root = NULL;
      g_autofree char *text = NULL;

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "game");
      json_builder_add_string_value (b, "lockpick");
      json_builder_set_member_name (b, "players");
      json_builder_add_int_value (b, players);
      json_builder_set_member_name (b, "decks");
      json_builder_add_string_value (b, decks == 1 ? "chosen" : "dealt");
      json_builder_set_member_name (b, "games");
      json_builder_add_int_value (b, report.games);
      json_builder_set_member_name (b, "server-policy");
      json_builder_add_string_value (b, server_name);
      json_builder_set_member_name (b, "hacker-policy");
      json_builder_add_string_value (b, hacker_name);
      json_builder_set_member_name (b, "server");
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "total");
      json_builder_add_int_value (b, report.server_wins);
      json_builder_set_member_name (b, "all-eliminated");
      json_builder_add_int_value (b, report.by_reason[DR_LP_REASON_ALL_ELIMINATED]);
      json_builder_set_member_name (b, "stalled");
      json_builder_add_int_value (b, report.by_reason[DR_LP_REASON_STALLED]);
      json_builder_end_object (b);
      json_builder_set_member_name (b, "hackers");
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "total");
      json_builder_add_int_value (b, report.hacker_wins);
      json_builder_set_member_name (b, "core-destroyed");
      json_builder_add_int_value (b, report.by_reason[DR_LP_REASON_CORE_DESTROYED]);
      json_builder_end_object (b);
      json_builder_set_member_name (b, "average-rounds");
      json_builder_add_double_value (b, (double) report.rounds / report.games);
      json_builder_set_member_name (b, "actions");
      json_builder_add_int_value (b, (gint64) report.actions);
      json_builder_set_member_name (b, "seconds");
      json_builder_add_double_value (b, seconds);
      json_builder_set_member_name (b, "invariant-failures");
      json_builder_add_int_value (b, report.failures);
      json_builder_end_object (b);
      root = json_builder_get_root (b);
      text = json_to_string (root, TRUE);
      g_print ("%s\n", text);
    }
  else
    {
      g_print (_("%d games of Lockpick for %d players in %.2f s (server: %s, hackers: %s)\n"),
               report.games, players, seconds, server_name, hacker_name);
      g_print (_("Server wins: %d (every hacker eliminated %d, hackers out of cards %d)\n"),
               report.server_wins, report.by_reason[DR_LP_REASON_ALL_ELIMINATED],
               report.by_reason[DR_LP_REASON_STALLED]);
      g_print (_("Hacker wins: %d (Structure Core destroyed)\n"), report.hacker_wins);
      g_print (_("Average rounds: %.1f\n"), (double) report.rounds / report.games);
      if (check)
        g_print (_("Invariant failures: %u\n"), (guint) report.failures);
    }
  if (problems->len > 0)
    g_printerr ("%s", problems->str);
  return report.failures > 0 ? DR_CLI_GAME_FAILED : DR_CLI_GAME_OK;
}

/* ---- play ---- */

/* the letter a structure card shows on the board */
static char
structure_letter (int def)
{
  static const char letters[] = "?CUSAHLXP";

  return def >= 0 && def < (int) sizeof letters - 1 ? letters[def] : '?';
}

static void
print_board (const DrLpState *v)
{
  int x0 = DR_LP_GRID, x1 = -1, y0 = DR_LP_GRID, y1 = -1, x, y, i;

  for (i = 0; i < v->n_cards; i++)
    if (v->cards[i].cell < DR_LP_CELLS)
      {
        x0 = MIN (x0, dr_lp_cell_x (v->cards[i].cell));
        x1 = MAX (x1, dr_lp_cell_x (v->cards[i].cell));
        y0 = MIN (y0, dr_lp_cell_y (v->cards[i].cell));
        y1 = MAX (y1, dr_lp_cell_y (v->cards[i].cell));
      }
  if (x1 < 0)
    return;
  x0 = MAX (0, x0 - 1);
  y0 = MAX (0, y0 - 1);
  x1 = MIN (DR_LP_GRID - 1, x1 + 1);
  y1 = MIN (DR_LP_GRID - 1, y1 + 1);
  g_print ("    ");
  for (x = x0; x <= x1; x++)
    g_print ("%3d", x + 1);
  g_print ("\n");
  for (y = y0; y <= y1; y++)
    {
      g_print ("%3d ", y + 1);
      for (x = x0; x <= x1; x++)
        {
          int cell = y * DR_LP_GRID + x, card = dr_lp_structure_at (v, cell);
          char mark = ' ', letter = '.';

          if (v->trojan[cell] != DR_LP_NO_CARD)
            letter = 'T';
          else if (card >= 0)
            {
              const DrLpCard *c = &v->cards[card];

              letter = c->def == DR_LP_UNKNOWN ? '#' : structure_letter (c->def);
              if (!(c->flags & DR_LP_CARD_FACEUP) && c->def != DR_LP_UNKNOWN)
                letter = g_ascii_tolower (letter);
              mark = c->rotated_by != DR_LP_NO_CARD ? '/' : (c->flags & DR_LP_CARD_SECURED) ? '!' : ' ';
            }
          g_print (" %c%c", letter, mark);
        }
      g_print ("\n");
    }
  /* Translators: the board's legend; keep the letters, they are the board's */
  g_print ("%s\n", _("# face down, C Core, U Workstation, S Sandbox, A Anti-Intrusion, H Hardened, L Logging, "
                     "X Script, P Secured (lower case: face down, seen by the server), T Trojan Horse, / turned, "
                     "! destroyed, leaves at the server's turn"));
}

static void
print_cards (const DrLpState *v, int zone, int seat, const char *label)
{
  int i, any = 0;

  g_print ("  %s:", label);
  for (i = 0; i < v->n_cards; i++)
    if (v->cards[i].zone == zone && v->cards[i].seat == seat
        && (zone != DR_LP_ZONE_DECK))
      {
        g_print (" [%s]", v->cards[i].def == DR_LP_UNKNOWN ? "?" : card_title (v->cards[i].def));
        any = 1;
      }
  if (!any)
    g_print (" —");
  g_print ("\n");
}

static void
print_position (const DrLpState *s, int seat)
{
  DrLpState v;
  int h;

  dr_lp_view (s, seat, &v);
  print_board (&v);
  g_print ("%s\n", _(dr_lp_seat_name (&v, 0)));
  print_cards (&v, DR_LP_ZONE_HAND, 0, _("hand"));
  for (h = 1; h < v.n_seats; h++)
    {
      g_print ("%s%s\n", _(dr_lp_seat_name (&v, h)), v.hackers[h].eliminated ? _(" (eliminated)") : "");
      print_cards (&v, DR_LP_ZONE_SLOT, h, _("active"));
      print_cards (&v, DR_LP_ZONE_HAND, h, _("hand"));
    }
}

static void
print_log (const DrLpState *s, int viewer, guint32 *seen)
{
  guint32 k = *seen;

  if (s->log_total > DR_LP_LOG_CAP && k < s->log_total - DR_LP_LOG_CAP)
    k = s->log_total - DR_LP_LOG_CAP;
  for (; k < s->log_total; k++)
    {
      DrEngineText text;

      if (dr_lp_describe_event (s, k, viewer, &text))
        {
          g_autofree char *line = words (&text);

          g_print ("· %s\n", line);
        }
    }
  *seen = s->log_total;
}

/* --ai: server, hackers, hacker1…hacker3, all, none, separated by commas */
static gboolean
parse_seats (const char *spec, int players, gboolean ai[DR_LP_MAX_SEATS])
{
  g_auto (GStrv) parts = g_strsplit (spec != NULL ? spec : "none", ",", -1);
  int i, h;

  memset (ai, 0, sizeof (gboolean) * DR_LP_MAX_SEATS);
  for (i = 0; parts[i] != NULL; i++)
    {
      const char *p = g_strstrip (parts[i]);

      if (g_strcmp0 (p, "none") == 0)
        continue;
      else if (g_strcmp0 (p, "server") == 0)
        ai[0] = TRUE;
      else if (g_strcmp0 (p, "hackers") == 0 || g_strcmp0 (p, "all") == 0)
        {
          for (h = 1; h < players; h++)
            ai[h] = TRUE;
          if (g_strcmp0 (p, "all") == 0)
            ai[0] = TRUE;
        }
      else if (g_str_has_prefix (p, "hacker") && p[6] >= '1' && p[6] < '0' + players && p[7] == '\0')
        ai[p[6] - '0'] = TRUE;
      else
        {
          g_printerr (_("--ai: unknown seat “%s” (server, hackers, hacker1 … hacker3, all or none)\n"), p);
          return FALSE;
        }
    }
  return TRUE;
}

/* The game so far, for dr_play_games_write() */
typedef struct
{
  const DrLockpickRecord *rec;
  const DrLpState *state;
} SavedGame;

static gboolean
save_game (gpointer data, const char *path, GError **error)
{
  SavedGame *game = data;

  return dr_lockpick_record_save (game->rec, game->state, path, error);
}

/* Writes the game to `path` unless it is as it was at the last write
 * (`saved` actions); a failure is told with the path, and play goes on. */
static void
save_changed (SavedGame *game, const char *path, guint *saved)
{
  if (path == NULL || game->rec->actions->len == *saved)
    return;
  dr_play_games_write (path, save_game, game);
  *saved = game->rec->actions->len;
}

/* `save_path`: where the game saves itself as it goes, or NULL */
static int
play_loop (DrLpState *s, DrLockpickRecord *rec, guint64 ai_seed, const char *save_path)
{
  guint32 seen[DR_LP_MAX_SEATS] = { 0 };
  int last_human = -1, humans = 0, seat;
  guint saved = G_MAXUINT;
  SavedGame game = { rec, s };
  guint64 rng[4];
  char line[64];

  dr_engine_rng_seed (rng, ai_seed);
  for (seat = 0; seat < s->n_seats; seat++)
    humans += !rec->seat_ai[seat];
  /* at once, as the Play window's games: the file is this game's from its
   * start, whatever stops it */
  save_changed (&game, save_path, &saved);
  while (s->phase != DR_LP_PHASE_OVER)
    {
      DrEngineAction legal[DR_ENGINE_MAX_ACTIONS];
      int n = dr_lp_legal_actions (s, legal), pick = -1, i;
      DrEngineText prompt;

      seat = dr_lp_acting_seat (s);
      if (rec->seat_ai[seat])
        {
          pick = dr_lockpick_pick (s, rec->policy, legal, n, rng, NULL);
          g_array_append_val (rec->actions, legal[pick]);
          dr_lp_apply (s, &legal[pick]);
          continue;
        }
      /* the terminal waits for a person now: the game is saved first, as
       * the Play window saves it (the computer's moves with the next human
       * decision), so that a game stopped any way, a crash included, can
       * be resumed */
      save_changed (&game, save_path, &saved);
      if (humans > 1 && seat != last_human)
        {
          /* hot-seat: nothing of the next seat shows before it takes the device */
          g_print (_("\n— Pass the device to %s, then press Enter —\n"), _(dr_lp_seat_name (s, seat)));
          if (fgets (line, sizeof line, stdin) == NULL)
            return 0;
        }
      last_human = seat;
      print_log (s, seat, &seen[seat]);
      print_position (s, seat);
      dr_lp_describe_prompt (s, &prompt);
      if (prompt.format != NULL)
        {
          g_autofree char *question = words (&prompt);

          g_print ("%s: %s\n", _(dr_lp_seat_name (s, seat)), question);
        }
      else
        g_print (_("%s, your turn:\n"), _(dr_lp_seat_name (s, seat)));
      for (i = 0; i < n; i++)
        {
          DrEngineText text;
          g_autofree char *label = NULL;

          dr_lp_describe_action (s, &legal[i], &text);
          label = words (&text);
          g_print ("  %3d  %s\n", i + 1, label);
        }
      while (pick < 0)
        {
          char *end;
          long number;

          g_print (_("Choice (1–%d, q to stop): "), n);
          fflush (stdout);
          if (fgets (line, sizeof line, stdin) == NULL || line[0] == 'q')
            return 0;
          number = strtol (line, &end, 10);
          if (end != line && number >= 1 && number <= n)
            pick = (int) number - 1;
          else
            g_print (_("Type a number from the list.\n"));
        }
      g_array_append_val (rec->actions, legal[pick]);
      dr_lp_apply (s, &legal[pick]);
    }
  for (seat = 0; seat < s->n_seats; seat++)
    if (!rec->seat_ai[seat])
      {
        print_log (s, seat, &seen[seat]);
        break;
      }
  if (humans == 0)
    print_log (s, -1, &seen[0]);
  return 1;
}

/* The game `rec` at `s` in the terminal, saved as it goes into `save_path`
 * (NULL: nowhere); clears `rec`. */
static int
play_and_save (DrLockpickRecord *rec, DrLpState *s, const char *save_path)
{
  g_autofree char *seed_text = g_strdup_printf ("%" G_GUINT64_FORMAT, rec->seed);
  int status = DR_CLI_GAME_OK;

  g_print (_("Lockpick for %d players, seed %s\n"), rec->players, seed_text);
  play_loop (s, rec, rec->seed ^ 0x5eed, save_path);
  if (s->phase == DR_LP_PHASE_OVER)
    {
      g_print (s->winner_server ? _("The server wins: %s\n") : _("The hackers win: %s\n"),
               _(dr_lp_reason_text (s->reason)));
    }
  if (save_path != NULL)
    {
      SavedGame game = { rec, s };

      /* a failure is told with the path and why */
      if (!dr_play_games_write (save_path, save_game, &game))
        status = DR_CLI_GAME_FAILED;
      else
        /* on stderr: the standard output stays the game itself, the same
         * for the same seed wherever it is saved */
        g_printerr (_("The game is saved in %s\n"), save_path);
    }
  dr_lockpick_record_clear (rec);
  return status;
}

/* The record at `path` loaded into `rec` and replayed into `s`; on a
 * failure, says why and leaves `rec` cleared. */
static gboolean
load_record (const char *path, DrLockpickRecord *rec, DrLpState *s)
{
  GError *error = NULL;

  dr_lockpick_record_init (rec);
  if (!dr_lockpick_record_load (path, rec, &error) || !dr_lockpick_record_replay (rec, s, &error))
    {
      g_printerr ("%s\n", error->message);
      g_error_free (error);
      dr_lockpick_record_clear (rec);
      return FALSE;
    }
  return TRUE;
}

/* `play --resume FILE` of a Lockpick record (with or without --game
 * lockpick): the game where it stopped, refused as the Play window refuses
 * it when its actions do not replay to the position it records; written
 * back to FILE (a game of the games folder stays there) unless
 * `record_path` names another. */
int
dr_cli_lockpick_resume (const char *path, const char *record_path)
{
  DrLockpickRecord rec;
  DrLpState s;

  if (!load_record (path, &rec, &s))
    return DR_CLI_GAME_BAD_INPUT;
  if (!dr_lockpick_record_ends_on (&rec, &s))
    {
      g_autofree char *message = g_strdup_printf (_("%s does not end on the position it records"), path);

      g_printerr ("%s\n", message);
      dr_lockpick_record_clear (&rec);
      return DR_CLI_GAME_BAD_INPUT;
    }
  return play_and_save (&rec, &s, record_path != NULL ? record_path : path);
}

static int
cmd_play (int argc, char **argv)
{
  g_autofree char *ai = NULL, *policy = NULL, *record_path = NULL, *decks_name = NULL;
  g_autofree char *resume_path = NULL, *save_path = NULL;
  gboolean no_save = FALSE;
  gint64 seed = -1;
  int players = 2, decks;
  GOptionEntry entries[] = {
    { "players", 0, 0, G_OPTION_ARG_INT, &players, N_("Players, the server included: 2 to 4"), N_("N") },
    { "ai", 0, 0, G_OPTION_ARG_STRING, &ai, N_("Seats the computer plays: server, hackers, hacker1 … hacker3, all or none (default), separated by commas"), N_("SEATS") },
    { "policy", 0, 0, G_OPTION_ARG_STRING, &policy, N_("How the computer plays: random, heuristic (default) or search"), N_("NAME") },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, N_("Seed of the game (default: a random one, printed)"), N_("S") },
    { "record", 0, 0, G_OPTION_ARG_FILENAME, &record_path, N_("Write the game record to FILE instead of a new file of the games folder"), N_("FILE") },
    { "no-save", 0, 0, G_OPTION_ARG_NONE, &no_save, N_("Do not save the game (by default it goes into the games folder, as the Play window's games do)"), NULL },
    { "resume", 0, 0, G_OPTION_ARG_FILENAME, &resume_path, N_("Go on with a game saved with --record (written back to it unless --record says otherwise)"), N_("FILE") },
    { "decks", 0, 0, G_OPTION_ARG_STRING, &decks_name, N_("How the decks are made: dealt (drawn at random from the box, the default) or chosen by the players"), N_("HOW") },
    { NULL }
  };
  g_autoptr (GOptionContext) ctx = g_option_context_new (_("— play Lockpick in the terminal"));
  DrLockpickRecord rec;
  DrLpState s;
  GError *error = NULL;

  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  if (!dr_cli_game_parse_options (ctx, &argc, &argv))
    return DR_CLI_GAME_BAD_INPUT;
  if (no_save && (record_path != NULL || resume_path != NULL))
    {
      g_printerr (_("--no-save cannot go with --record or --resume.\n"));
      return DR_CLI_GAME_BAD_INPUT;
    }
  if (resume_path != NULL)
    return dr_cli_lockpick_resume (resume_path, record_path);
  dr_lockpick_record_init (&rec);
  rec.policy = policy_option (policy != NULL ? policy : "heuristic", "--policy");
  decks = decks_option (decks_name);
  if (rec.policy < 0 || decks < 0 || !parse_seats (ai, players, rec.seat_ai))
    {
      dr_lockpick_record_clear (&rec);
      return DR_CLI_GAME_BAD_INPUT;
    }
  rec.players = players;
  rec.seed = seed >= 0 ? (guint64) seed : g_random_int ();
  rec.chosen_decks = decks == 1;
  if (!dr_lockpick_record_start (&rec, &s, &error))
    {
      g_printerr ("%s\n", error->message);
      g_error_free (error);
      dr_lockpick_record_clear (&rec);
      return DR_CLI_GAME_BAD_INPUT;
    }
  /* the Play window's folder and file names: its Resume list shows the game */
  if (!no_save)
    save_path = dr_play_games_save_path (record_path);
  return play_and_save (&rec, &s, save_path);
}

/* `replay FILE [--verify]` for a Lockpick record */
int
dr_cli_lockpick_replay (const char *path, gboolean verify)
{
  DrLockpickRecord rec;
  DrLpState s;
  g_autofree char *hash_text = NULL;
  int status = DR_CLI_GAME_OK;

  if (!load_record (path, &rec, &s))
    return DR_CLI_GAME_BAD_INPUT;
  hash_text = g_strdup_printf ("%016" G_GINT64_MODIFIER "x", dr_lp_hash (&s));
  g_print (_("%u actions, %d rounds, final hash %s\n"), rec.actions->len, s.turn, hash_text);
  if (verify)
    {
      if (!rec.has_end)
        {
          g_print (_("The record has no end line to verify against.\n"));
          status = DR_CLI_GAME_FAILED;
        }
      else if (rec.format == 1 && dr_lockpick_record_ends_on (&rec, &s))
        /* an older engine hashed another state: the round and the end are what compare */
        g_print (_("Verified: an older record (format 1), replayed to its round and end.\n"));
      else if (rec.format != 1 && dr_lockpick_record_ends_on (&rec, &s))
        g_print (_("Verified: the replay reproduces the recorded hash.\n"));
      else
        {
          g_autofree char *recorded = g_strdup_printf ("%016" G_GINT64_MODIFIER "x", rec.final_hash);

          g_print (_("NOT verified: the record says %s.\n"), recorded);
          status = DR_CLI_GAME_FAILED;
        }
    }
  dr_lockpick_record_clear (&rec);
  return status;
}

/* `scenario --game lockpick FILE…` */
static int
cmd_scenario (int argc, char **argv)
{
  int i, passed = 0, failed = 0, unreadable = 0;

  if (argc < 2)
    {
      g_printerr (_("Usage: deckrunner-cli scenario --game lockpick FILE…\n"));
      return DR_CLI_GAME_BAD_INPUT;
    }
  for (i = 1; i < argc; i++)
    {
      g_autoptr (GPtrArray) failures = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *title = NULL;
      GError *error = NULL;
      guint n_expectations = 0, k;

      if (!dr_lockpick_scenario_run_file (argv[i], &title, failures, &n_expectations, &error))
        {
          g_printerr (_("%s: %s\n"), argv[i], error->message);
          g_error_free (error);
          unreadable++;
        }
      else if (failures->len > 0)
        {
          g_print (_("FAIL %s (%s)\n"), argv[i], title);
          for (k = 0; k < failures->len; k++)
            g_print ("  %s\n", (const char *) g_ptr_array_index (failures, k));
          failed++;
        }
      else
        {
          g_print (_("ok   %s (%s): %u expectations\n"), argv[i], title, n_expectations);
          passed++;
        }
    }
  g_print (_("%d passed, %d failed, %d unreadable\n"), passed, failed, unreadable);
  if (unreadable > 0)
    return DR_CLI_GAME_BAD_INPUT;
  return failed > 0 ? DR_CLI_GAME_FAILED : DR_CLI_GAME_OK;
}

int
dr_cli_lockpick_main (const char *command, int argc, char **argv)
{
  if (g_strcmp0 (command, "scenario") == 0)
    return cmd_scenario (argc, argv);
  if (g_strcmp0 (command, "simulate") == 0)
    return cmd_simulate (argc, argv);
  if (g_strcmp0 (command, "play") == 0)
    return cmd_play (argc, argv);
  /* Translators: %s is a command name */
  g_printerr (_("%s does not take --game lockpick\n"), command != NULL ? command : "");
  return DR_CLI_GAME_BAD_INPUT;
}
