/* dr-lockpick-play.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Lockpick's games, computer players and records over the engine.
 */
#define G_LOG_DOMAIN "dr-lockpick-play"

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <stdlib.h>
#include <string.h>

#include "dr-json-members.h"
#include "dr-lockpick-play.h"
#include "dr-lp-plan.h"
#include "dr-play-deck.h"

#define RECORD_FORMAT 2   /* 2: the hackers' order is a decision after the layout */

int
dr_lockpick_policy_from_name (const char *name)
{
  if (g_strcmp0 (name, "random") == 0)
    return DR_LOCKPICK_POLICY_RANDOM;
  if (g_strcmp0 (name, "heuristic") == 0 || g_strcmp0 (name, "normal") == 0
      || g_strcmp0 (name, "easy") == 0)
    return DR_LOCKPICK_POLICY_HEURISTIC;
  if (g_strcmp0 (name, "search") == 0 || g_strcmp0 (name, "hard") == 0)
    return DR_LOCKPICK_POLICY_SEARCH;
  return -1;
}

gboolean
dr_lockpick_new_game_full (DrLpState *s, int players, guint64 seed, gboolean chosen_decks,
                           GError **error)
{
  uint8_t defs[DR_LP_MAX_CARDS];
  int n = chosen_decks ? 0 : dr_lp_compose_box (players, seed, defs);
  int set_up = chosen_decks ? dr_lp_setup_chosen (s, players, seed)
             : n < 0 ? -1 : dr_lp_setup (s, players, seed, defs, n);

  if (set_up != 0)
    {
      g_set_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_INVALID,
                   _("Lockpick is played by 2 to 4 players, not %d"), players);
      return FALSE;
    }
  return TRUE;
}

gboolean
dr_lockpick_new_game (DrLpState *s, int players, guint64 seed, GError **error)
{
  return dr_lockpick_new_game_full (s, players, seed, FALSE, error);
}

int
dr_lockpick_decks_from_name (const char *name)
{
  if (g_strcmp0 (name, "dealt") == 0)
    return 0;
  if (g_strcmp0 (name, "chosen") == 0)
    return 1;
  return -1;
}

int
dr_lockpick_pick (const DrLpState *s, int policy, const DrEngineAction *legal, int n,
                  guint64 rng[4], volatile int *cancel)
{
  const char *env = g_getenv ("DECKRUNNER_AI_ITERATIONS");
  DrLpState view;

  if (policy == DR_LOCKPICK_POLICY_RANDOM || n == 1)
    return (int) dr_engine_rng_below (rng, (uint32_t) n);
  /* Hard's server searches; Hard's hackers plan, with four players giving
   * the heuristic's first choice a head start (README, the hackers'
   * planner); the search as a hacker was weaker than both */
  if (policy == DR_LOCKPICK_POLICY_SEARCH && dr_lp_acting_seat (s) == DR_LP_SERVER_SEAT)
    {
      int iterations = env != NULL ? atoi (env) : DR_LOCKPICK_SEARCH_ITERATIONS;

      return dr_lp_search_pick (s, legal, n, iterations > 0 ? iterations : 1, rng, cancel);
    }
  if (policy == DR_LOCKPICK_POLICY_SEARCH)
    {
      DrLpPlanBudget budget = { env != NULL ? atoi (env) : DR_LOCKPICK_PLAN_ROUNDS,
                                DR_LP_PLAN_CANDIDATES, 0, 0 };

      if (s->n_seats == 4)
        budget.head_start = (double) budget.rounds / DR_LOCKPICK_PLAN_HEAD_START;
      return dr_lp_plan_pick (s, legal, n, &budget, rng, cancel);
    }
  dr_lp_view (s, dr_lp_acting_seat (s), &view);
  return dr_lp_heuristic_pick (&view, legal, n, rng);
}

void
dr_lockpick_record_init (DrLockpickRecord *rec)
{
  memset (rec, 0, sizeof *rec);
  rec->actions = g_array_new (FALSE, FALSE, sizeof (DrEngineAction));
  rec->format = RECORD_FORMAT;
}

void
dr_lockpick_record_clear (DrLockpickRecord *rec)
{
  g_clear_pointer (&rec->actions, g_array_unref);
}

static const char *
english_title (const char *code, void *data)
{
  const DrLpCardData *card = dr_lp_card_data (dr_lp_card_by_code (code));

  return card != NULL ? card->title : NULL;
}

static JsonNode *
action_node (const DrLpState *s, const DrEngineAction *a)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  DrEngineText text;
  char words[256];

  dr_lp_describe_action (s, a, &text);
  dr_engine_text_format (&text, words, sizeof words, english_title, NULL);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "type");
  json_builder_add_string_value (b, "action");
  json_builder_set_member_name (b, "kind");
  json_builder_add_int_value (b, a->kind);
  json_builder_set_member_name (b, "seat");
  json_builder_add_int_value (b, a->seat);
  json_builder_set_member_name (b, "card");
  json_builder_add_int_value (b, a->arg[0]);
  json_builder_set_member_name (b, "cell");
  json_builder_add_int_value (b, a->arg[1]);
  json_builder_set_member_name (b, "def");
  json_builder_add_int_value (b, a->arg[2]);
  /* for people reading the file; the numbers above are what is replayed */
  json_builder_set_member_name (b, "text");
  json_builder_add_string_value (b, words);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

gboolean
dr_lockpick_record_save (const DrLockpickRecord *rec, const DrLpState *final_state,
                         const char *path, GError **error)
{
  g_autoptr (GString) out = g_string_new (NULL);
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (JsonNode) header = NULL;
  DrLpState s;
  guint i;
  int seat;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "type");
  json_builder_add_string_value (b, "header");
  json_builder_set_member_name (b, "format");
  /* a game resumed from format 1 goes on with its deal */
  json_builder_add_int_value (b, rec->format);
  json_builder_set_member_name (b, "game");
  json_builder_add_string_value (b, "lockpick");
  json_builder_set_member_name (b, "players");
  json_builder_add_int_value (b, rec->players);
  json_builder_set_member_name (b, "seed");
  json_builder_add_int_value (b, (gint64) rec->seed);
  /* absent in records of dealt games, as before chosen decks existed */
  if (rec->chosen_decks)
    {
      json_builder_set_member_name (b, "decks");
      json_builder_add_string_value (b, "chosen");
    }
  json_builder_set_member_name (b, "session");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "seats");
  json_builder_begin_array (b);
  for (seat = 0; seat < rec->players; seat++)
    json_builder_add_string_value (b, rec->seat_ai[seat] ? "ai" : "human");
  json_builder_end_array (b);
  json_builder_set_member_name (b, "policy");
  json_builder_add_string_value (b, rec->policy == DR_LOCKPICK_POLICY_RANDOM ? "random"
                                    : rec->policy == DR_LOCKPICK_POLICY_SEARCH ? "search" : "heuristic");
  json_builder_end_object (b);
  json_builder_end_object (b);
  header = json_builder_get_root (b);
  dr_json_append_line (out, header);

  if (!dr_lockpick_record_start (rec, &s, error))
    return FALSE;
  for (i = 0; i < rec->actions->len; i++)
    {
      const DrEngineAction *a = &g_array_index (rec->actions, DrEngineAction, i);
      DrEngineAction implied;
      g_autoptr (JsonNode) node = NULL;

      /* the text describes the action where it is played */
      while (dr_lockpick_record_implied (rec, &s, a, &implied) && dr_lp_apply (&s, &implied) == 0)
        ;
      node = action_node (&s, a);
      dr_json_append_line (out, node);
      if (dr_lp_apply (&s, a) != 0)
        {
          g_set_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_INVALID,
                       _("Action %u of the game is not legal: nothing was written"), i + 1);
          return FALSE;
        }
    }
  dr_json_begin_record_end (b, dr_lp_hash (final_state));
  json_builder_set_member_name (b, "over");
  json_builder_add_boolean_value (b, final_state->phase == DR_LP_PHASE_OVER);
  json_builder_set_member_name (b, "winner");
  json_builder_add_string_value (b, final_state->phase != DR_LP_PHASE_OVER ? "none"
                                    : final_state->winner_server ? "server" : "hackers");
  json_builder_set_member_name (b, "reason");
  json_builder_add_int_value (b, final_state->reason);
  json_builder_set_member_name (b, "rounds");
  json_builder_add_int_value (b, final_state->turn);
  return dr_json_write_record (b, out, path, error);
}

static gboolean
record_invalid (GError **error, const char *path, guint line, const char *what)
{
  g_set_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_INVALID, _("%s, line %u: %s"), path, line, what);
  return FALSE;
}

static JsonObject *
parse_line (JsonParser *parser, const char *line)
{
  if (!json_parser_load_from_data (parser, line, -1, NULL))
    return NULL;
  return dr_json_root_object (parser);
}

gboolean
dr_lockpick_record_sniff (const char *path)
{
  g_autofree char *contents = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  char *newline;
  JsonObject *o;

  if (!g_file_get_contents (path, &contents, NULL, NULL))
    return FALSE;
  newline = strchr (contents, '\n');
  if (newline != NULL)
    *newline = '\0';
  o = parse_line (parser, contents);
  return o != NULL && json_object_has_member (o, "game")
         && JSON_NODE_HOLDS_VALUE (json_object_get_member (o, "game"))
         && g_strcmp0 (json_object_get_string_member (o, "game"), "lockpick") == 0;
}

/* a member that must be a whole number between lo and hi */
static gboolean
int_member (JsonObject *o, const char *name, gint64 lo, gint64 hi, gint64 *out)
{
  JsonNode *node = json_object_get_member (o, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return FALSE;
  *out = json_node_get_int (node);
  return *out >= lo && *out <= hi;
}

gboolean
dr_lockpick_record_load (const char *path, DrLockpickRecord *rec, GError **error)
{
  g_autofree char *contents = NULL;
  g_auto (GStrv) lines = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  gboolean have_header = FALSE;
  guint i;

  if (!g_file_get_contents (path, &contents, NULL, error))
    return FALSE;
  lines = g_strsplit (contents, "\n", -1);
  for (i = 0; lines[i] != NULL; i++)
    {
      JsonObject *o;
      const char *type;
      gint64 v;

      if (*g_strstrip (lines[i]) == '\0')
        continue;
      o = parse_line (parser, lines[i]);
      if (o == NULL)
        return record_invalid (error, path, i + 1, _("not an object"));
      type = json_object_get_string_member_with_default (o, "type", "");
      if (!have_header)
        {
          JsonObject *session;

          if (g_strcmp0 (type, "header") != 0
              || g_strcmp0 (json_object_get_string_member_with_default (o, "game", ""), "lockpick") != 0)
            return record_invalid (error, path, i + 1, _("the first line must be a Lockpick header"));
          if (!int_member (o, "players", 2, 4, &v))
            return record_invalid (error, path, i + 1, _("Lockpick is played by 2 to 4 players"));
          rec->players = (int) v;
          if (!int_member (o, "seed", G_MININT64, G_MAXINT64, &v))
            return record_invalid (error, path, i + 1, _("the seed must be a number"));
          rec->seed = (guint64) v;
          if (json_object_has_member (o, "format"))
            {
              if (!int_member (o, "format", 1, RECORD_FORMAT, &v))
                return record_invalid (error, path, i + 1,
                                       _("a record format this version of Deckrunner does not know"));
              rec->format = (int) v;
            }
          if (json_object_has_member (o, "decks"))
            {
              int decks = dr_lockpick_decks_from_name (
                json_object_get_string_member_with_default (o, "decks", ""));

              if (decks < 0 || (decks == 1 && rec->format == 1))
                return record_invalid (error, path, i + 1,
                                       _("the decks are either \"dealt\" or \"chosen\""));
              rec->chosen_decks = decks == 1;
            }
          session = json_object_has_member (o, "session") ? json_object_get_object_member (o, "session") : NULL;
          if (session != NULL && json_object_has_member (session, "seats"))
            {
              JsonArray *seats = json_object_get_array_member (session, "seats");
              guint k;

              for (k = 0; seats != NULL && k < json_array_get_length (seats) && k < DR_LP_MAX_SEATS; k++)
                rec->seat_ai[k] = g_strcmp0 (json_array_get_string_element (seats, k), "ai") == 0;
              rec->policy = MAX (0, dr_lockpick_policy_from_name (
                json_object_get_string_member_with_default (session, "policy", "heuristic")));
            }
          have_header = TRUE;
        }
      else if (g_strcmp0 (type, "end") == 0)
        {
          const char *hash = json_object_get_string_member_with_default (o, "hash", "");

          rec->has_end = TRUE;
          rec->final_hash = g_ascii_strtoull (hash, NULL, 16);
          rec->end_over = json_object_get_boolean_member_with_default (o, "over", FALSE);
          rec->end_rounds = (int) json_object_get_int_member_with_default (o, "rounds", 0);
        }
      else if (g_strcmp0 (type, "action") == 0)
        {
          DrEngineAction a;
          gint64 kind, seat, card, cell, def;

          if (!int_member (o, "kind", 1, 255, &kind) || !int_member (o, "seat", 0, DR_LP_MAX_SEATS - 1, &seat)
              || !int_member (o, "card", 0, 255, &card) || !int_member (o, "cell", 0, 255, &cell)
              || !int_member (o, "def", 0, 255, &def))
            return record_invalid (error, path, i + 1, _("an action needs kind, seat, card, cell and def"));
          memset (&a, 0, sizeof a);
          a.kind = (uint8_t) kind;
          a.seat = (uint8_t) seat;
          a.arg[0] = (uint8_t) card;
          a.arg[1] = (uint8_t) cell;
          a.arg[2] = (uint8_t) def;
          g_array_append_val (rec->actions, a);
        }
      else
        return record_invalid (error, path, i + 1, _("unknown line type"));
    }
  if (!have_header)
    return record_invalid (error, path, 1, _("no header"));
  return TRUE;
}

gboolean
dr_lockpick_record_start (const DrLockpickRecord *rec, DrLpState *s, GError **error)
{
  uint8_t defs[DR_LP_MAX_CARDS];
  int n;

  if (rec->chosen_decks || rec->format != 1)
    return dr_lockpick_new_game_full (s, rec->players, rec->seed, rec->chosen_decks, error);
  n = dr_lp_compose_box_core_first (rec->players, rec->seed, defs);
  if (n < 0 || dr_lp_setup (s, rec->players, rec->seed, defs, n) != 0)
    {
      g_set_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_INVALID,
                   _("Lockpick is played by 2 to 4 players, not %d"), rec->players);
      return FALSE;
    }
  return TRUE;
}

/* The first legal action of `kind`. */
static gboolean
legal_of_kind (const DrLpState *s, int kind, DrEngineAction *out)
{
  DrEngineAction legal[DR_ENGINE_MAX_ACTIONS];
  int n = dr_lp_legal_actions (s, legal);

  for (int i = 0; i < n; i++)
    if (legal[i].kind == kind)
      {
        *out = legal[i];
        return TRUE;
      }
  return FALSE;
}

gboolean
dr_lockpick_record_implied (const DrLockpickRecord *rec, const DrLpState *s,
                            const DrEngineAction *next, DrEngineAction *implied)
{
  const DrLpPending *top = s->n_pending > 0 ? &s->pending[s->n_pending - 1] : NULL;

  if (rec->format != 1)
    return FALSE;
  /* the first hacker not placed yet plays next: the seats' order */
  if (s->phase == DR_LP_PHASE_ORDER && next->kind != DR_LP_ACT_ORDER_NEXT && next->kind != DR_LP_ACT_ORDER_RANDOM)
    return legal_of_kind (s, DR_LP_ACT_ORDER_NEXT, implied);
  /* format 1 asked only a server holding a Patch, which answered */
  if (top != NULL && top->kind == DR_LP_PD_PATCH && next->kind != DR_LP_ACT_PATCH && next->kind != DR_LP_ACT_DECLINE)
    return legal_of_kind (s, DR_LP_ACT_DECLINE, implied);
  return FALSE;
}

int
dr_lockpick_record_apply (const DrLockpickRecord *rec, DrLpState *s, const DrEngineAction *next)
{
  DrEngineAction implied;

  while (dr_lockpick_record_implied (rec, s, next, &implied))
    if (dr_lp_apply (s, &implied) != 0)
      break;
  return dr_lp_apply (s, next);
}

gboolean
dr_lockpick_record_ends_on (const DrLockpickRecord *rec, const DrLpState *s)
{
  if (!rec->has_end)
    return TRUE;
  if (rec->format == 1)
    return rec->end_over == (s->phase == DR_LP_PHASE_OVER) && rec->end_rounds == s->turn;
  return rec->final_hash == dr_lp_hash (s);
}

gboolean
dr_lockpick_record_replay (const DrLockpickRecord *rec, DrLpState *s, GError **error)
{
  guint i;

  if (!dr_lockpick_record_start (rec, s, error))
    return FALSE;
  for (i = 0; i < rec->actions->len; i++)
    if (dr_lockpick_record_apply (rec, s, &g_array_index (rec->actions, DrEngineAction, i)) != 0)
      {
        g_set_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_INVALID,
                     _("Action %u of the record is not legal in its game"), i + 1);
        return FALSE;
      }
  return TRUE;
}

static gboolean
french_locale (void)
{
  const char *const *names = g_get_language_names ();

  return names[0] != NULL && g_str_has_prefix (names[0], "fr");
}

const char *
dr_lockpick_card_title (const char *code, void *data)
{
  const DrLpCardData *card = dr_lp_card_data (dr_lp_card_by_code (code));

  if (card == NULL)
    return NULL;
  return french_locale () ? card->title_fr : card->title;
}
