/* dr-scenario.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Scenario files: a position set up zone by zone, steps (actions and
 * expectations), final expectations.  The format is documented in
 * docs/scenario-format.md.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "dr-scenario.h"
#include "dr-scenario-private.h"

static gboolean
invalid (GError **error, const char *what)
{
  g_set_error (error, DR_SCENARIO_ERROR, DR_SCENARIO_ERROR_INVALID,
               _("Invalid scenario: %s"), what);
  return FALSE;
}

/* A card entry is a code or an object with "code" and optional state. */
/* "host": the code of a card placed before this one, which hosts it. */
static gboolean
set_host (DrNrState *s, int id, const char *code, GError **error)
{
  int i;

  for (i = 0; i < id; i++)
    if (strcmp (dr_nr_def (s, i)->code, code) == 0)
      {
        s->cards[id].host = (uint8_t) i;
        return TRUE;
      }
  return invalid (error, "\"host\" names no card placed before it");
}

static gboolean
add_entry (DrNrState *s, JsonNode *entry, int seat, DrNrZone zone, int server,
           GError **error)
{
  DrJsonReader reader = { NULL };
  const char *code;
  JsonObject *o = NULL;
  int id;

  if (JSON_NODE_HOLDS_OBJECT (entry))
    {
      o = json_node_get_object (entry);
      code = dr_json_read_string (&reader, o, "code", "");
      if (!dr_scenario_reader_finish (&reader, error))
        return FALSE;
    }
  else if (JSON_NODE_HOLDS_VALUE (entry) && json_node_get_value_type (entry) == G_TYPE_STRING)
    code = json_node_get_string (entry);
  else
    return invalid (error, "a card must be a code or an object with \"code\"");
  id = dr_nr_add_card (s, code, seat, zone, server);
  if (id < 0)
    {
      g_set_error (error, DR_SCENARIO_ERROR, DR_SCENARIO_ERROR_INVALID,
                   _("Invalid scenario: card %s cannot be placed there"), code);
      return FALSE;
    }
  if (o != NULL)
    {
      DrNrCard *c = &s->cards[id];
      const char *host;

      if (dr_json_read_boolean (&reader, o, "rezzed", FALSE))
        c->flags |= DR_NR_CARD_REZZED;
      if (dr_json_read_boolean (&reader, o, "faceup", FALSE))
        c->flags |= DR_NR_CARD_FACEUP;
      c->advancement = (uint8_t) dr_json_read_int (&reader, o, "advancements", 0, 0, G_MAXUINT8);
      c->virus = (uint8_t) dr_json_read_int (&reader, o, "virus", 0, 0, G_MAXUINT8);
      c->credits = (uint8_t) dr_json_read_int (&reader, o, "credits", c->credits, 0, G_MAXUINT8);
      c->power = (uint8_t) dr_json_read_int (&reader, o, "power", 0, 0, G_MAXUINT8);
      host = dr_json_read_string (&reader, o, "host", NULL);
      if (!dr_scenario_reader_finish (&reader, error))
        return FALSE;
      if (host != NULL && !set_host (s, id, host, error))
        return FALSE;
    }
  else if (zone == DR_NR_ZONE_DISCARD && seat != DR_NR_CORP_SEAT)
    s->cards[id].flags |= DR_NR_CARD_FACEUP;
  return TRUE;
}

/* Lists are written top first for decks (the order a reader expects) and
 * in play order otherwise; the engine keeps deck tops at the end. */
static gboolean
add_list (DrNrState *s, JsonObject *side, const char *member, int seat, DrNrZone zone,
          int server, GError **error)
{
  DrJsonReader reader = { NULL };
  JsonArray *arr = dr_json_read_array (&reader, side, member);
  guint i, len;

  if (!dr_scenario_reader_finish (&reader, error))
    return FALSE;
  if (arr == NULL)
    return TRUE;
  len = json_array_get_length (arr);
  for (i = 0; i < len; i++)
    {
      guint k = zone == DR_NR_ZONE_DECK ? len - 1 - i : i;
      if (!add_entry (s, json_array_get_element (arr, k), seat, zone, server, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
build_side (DrNrState *s, JsonObject *side, int seat, GError **error)
{
  DrNrSeat *st = &s->seats[seat];
  DrJsonReader reader = { NULL };
  const char *identity = dr_json_read_string (&reader, side, "identity",
                                              seat == 0 ? "01080" : "01001");
  const char *face = dr_json_read_string (&reader, side, "identity-face", "front");
  JsonObject *servers = seat == 0 ? dr_json_read_object (&reader, side, "servers") : NULL;

  if (!dr_scenario_reader_finish (&reader, error))
    return FALSE;
  if (dr_nr_add_card (s, identity, seat, DR_NR_ZONE_IDENTITY, 0) < 0
      || dr_nr_def (s, st->identity)->type != DR_NR_TYPE_IDENTITY)
    return invalid (error, "unknown identity");
  /* a double-faced identity may start turned over (NAPD's Detective's Bureau) */
  if (strcmp (face, "back") == 0)
    {
      int back = dr_nr_card_other_face (s->cards[st->identity].def);

      if (back < 0 || dr_nr_card_at (back)->face != 1)
        return invalid (error, "this identity has no back face");
      s->cards[st->identity].def = (uint16_t) back;
    }
  st->credits = (int16_t) dr_json_read_int (&reader, side, "credits", 5, 0, G_MAXINT16);
  st->clicks = (int8_t) dr_json_read_int (&reader, side, "clicks", seat == 0 ? 3 : 4, 0, G_MAXINT8);
  st->tags = (uint8_t) dr_json_read_int (&reader, side, "tags", 0, 0, G_MAXUINT8);
  st->core_damage = (uint8_t) dr_json_read_int (&reader, side, "core-damage", 0, 0, G_MAXUINT8);
  st->bad_publicity = (uint8_t) dr_json_read_int (&reader, side, "bad-publicity", 0, 0,
                                                  G_MAXUINT8);
  if (seat == 0)
    st->recurring = (uint8_t) dr_json_read_int (&reader, side, "recurring",
                                                dr_nr_def (s, st->identity)->recurring_trace,
                                                0, G_MAXUINT8);
  if (!dr_scenario_reader_finish (&reader, error))
    return FALSE;
  if (!add_list (s, side, "hand", seat, DR_NR_ZONE_HAND, 0, error)
      || !add_list (s, side, "deck", seat, DR_NR_ZONE_DECK, 0, error)
      || !add_list (s, side, seat == 0 ? "archives" : "heap", seat, DR_NR_ZONE_DISCARD, 0, error)
      || !add_list (s, side, "score", seat, DR_NR_ZONE_SCORE, 0, error))
    return FALSE;
  if (servers != NULL)
    {
      JsonObjectIter iter;
      const char *name;
      JsonNode *node;

      json_object_iter_init (&iter, servers);
      while (json_object_iter_next (&iter, &name, &node))
        {
          int server = dr_nr_server_from_name (name);
          if (server < 0 || server == DR_NR_SERVER_NEW || !JSON_NODE_HOLDS_OBJECT (node))
            return invalid (error, "unknown server name");
          if (!add_list (s, json_node_get_object (node), "ice", 0, DR_NR_ZONE_ICE, server, error)
              || !add_list (s, json_node_get_object (node), "root", 0, DR_NR_ZONE_ROOT, server, error))
            return FALSE;
        }
    }
  if (seat != 0
      && (!add_list (s, side, "programs", seat, DR_NR_ZONE_PROGRAMS, 0, error)
          || !add_list (s, side, "hardware", seat, DR_NR_ZONE_HARDWARE, 0, error)
          || !add_list (s, side, "resources", seat, DR_NR_ZONE_RESOURCES, 0, error)))
    return FALSE;
  return TRUE;
}

gboolean
dr_scenario_build_state (JsonObject *root, DrNrState *s, GError **error)
{
  DrJsonReader reader = { NULL };
  JsonObject *corp = dr_json_read_object (&reader, root, "corp");
  JsonArray *runners = dr_json_read_array (&reader, root, "runners");
  JsonObject *turn = dr_json_read_object (&reader, root, "turn");
  gint64 seed = dr_json_read_int (&reader, root, "seed", 1, G_MININT64, G_MAXINT64);
  gint64 turn_limit = dr_json_read_int (&reader, root, "turn-limit", 0, 0, G_MAXUINT16);
  const char *infamy = dr_json_read_string (&reader, root, "infamy", NULL);
  const char *start = "action";
  int seat = DR_NR_CORP_SEAT, n_runners = 1, r;

  if (!dr_scenario_reader_finish (&reader, error))
    return FALSE;
  if (corp == NULL
      || json_object_has_member (root, "runner") == json_object_has_member (root, "runners"))
    return invalid (error, "\"corp\" and either \"runner\" or \"runners\" are required");
  if (runners != NULL)
    {
      /* NAPD: one to three Runners, in seat (turn) order */
      n_runners = (int) json_array_get_length (runners);
      if (n_runners < 1 || n_runners > DR_NR_MAX_SEATS - 1)
        return invalid (error, "\"runners\" must list one to three Runners");
    }
  dr_nr_init_empty (s, (uint64_t) seed, n_runners);
  s->turn_limit = (uint16_t) turn_limit;
  if (!build_side (s, corp, 0, error))
    return FALSE;
  for (r = 0; r < n_runners; r++)
    {
      JsonNode *side = runners != NULL ? json_array_get_element (runners, (guint) r)
                                       : json_object_get_member (root, "runner");
      if (!JSON_NODE_HOLDS_OBJECT (side))
        return invalid (error, "a Runner must be an object");
      if (!build_side (s, json_node_get_object (side), 1 + r, error))
        return FALSE;
    }
  if (infamy != NULL)
    {
      int holder = dr_scenario_seat_from_name (infamy);
      if (holder < 0 || holder >= s->n_seats)
        return invalid (error, "unknown seat in \"infamy\"");
      s->infamy = (uint8_t) holder;
    }
  if (turn != NULL)
    {
      seat = dr_scenario_seat_from_name (dr_json_read_string (&reader, turn, "seat", "corp"));
      start = dr_json_read_string (&reader, turn, "start", "action");
      s->turn = (uint16_t) dr_json_read_int (&reader, turn, "number", 1, 0, G_MAXUINT16);
      if (!dr_scenario_reader_finish (&reader, error))
        return FALSE;
    }
  else
    s->turn = 1;
  if (seat < 0 || seat >= s->n_seats)
    return invalid (error, "unknown seat in \"turn\"");
  if (strcmp (start, "mulligan") == 0)
    {
      s->turn = 0;
      dr_nr_start_mulligan (s);
    }
  else if (strcmp (start, "turn-begins") == 0)
    {
      /* the engine counts the turn when it begins */
      s->turn = (uint16_t) (s->turn > 0 ? s->turn - 1 : 0);
      dr_nr_start_at (s, seat, 1);
    }
  else if (strcmp (start, "action") == 0)
    {
      s->active_seat = (uint8_t) seat;
      dr_nr_start_at (s, seat, 0);
    }
  else
    return invalid (error, "\"turn\".\"start\" must be mulligan, turn-begins or action");
  return TRUE;
}

/* ---- expectations ---- */

static const char *
winner_name (int w)
{
  switch (w)
    {
    case DR_NR_WINNER_CORP: return "corp";
    case DR_NR_WINNER_RUNNER: return "runner";
    case DR_NR_WINNER_DRAW: return "draw";
    default: return "none";
    }
}

/* "corp.", "runner." (the first Runner) or "runnerN." */
static int
side_seat (const char *path, const char **rest)
{
  if (g_str_has_prefix (path, "corp."))
    {
      *rest = path + 5;
      return 0;
    }
  if (g_str_has_prefix (path, "runner."))
    {
      *rest = path + 7;
      return 1;
    }
  if (g_str_has_prefix (path, "runner") && path[6] >= '1' && path[6] <= '3' && path[7] == '.')
    {
      *rest = path + 8;
      return path[6] - '0';
    }
  return -1;
}

/* Seat names as scenarios write them: "runner" when there is one Runner. */
static const char *
seat_label (const DrNrState *s, int seat)
{
  static const char *const names[] = { "corp", "runner1", "runner2", "runner3" };

  if (seat < 0 || seat >= DR_NR_MAX_SEATS)
    return "none";
  if (seat > 0 && s->n_seats == 2)
    return "runner";
  return names[seat];
}

/* Zone lists by name, deck lists reported top first. */
static gboolean
zone_ids (const DrNrState *s, const char *name, GArray *ids)
{
  const char *rest;
  int seat = side_seat (name, &rest);
  const uint8_t *list = NULL;
  int n = 0, i, top_first = 0;

  if (g_str_has_prefix (name, "server."))
    {
      g_auto (GStrv) parts = g_strsplit (name, ".", 3);
      int server;
      if (g_strv_length (parts) != 3)
        return FALSE;
      server = dr_nr_server_from_name (parts[1]);
      if (server < 0 || server >= DR_NR_MAX_SERVERS)
        return FALSE;
      if (strcmp (parts[2], "ice") == 0)
        list = s->servers[server].ice, n = s->servers[server].n_ice;
      else if (strcmp (parts[2], "root") == 0)
        list = s->servers[server].root, n = s->servers[server].n_root;
      else
        return FALSE;
    }
  else if (seat >= 0 && seat < s->n_seats)
    {
      const DrNrSeat *st = &s->seats[seat];
      if (strcmp (rest, "hand") == 0) list = st->hand.ids, n = st->hand.n;
      else if (strcmp (rest, "deck") == 0) list = st->deck.ids, n = st->deck.n, top_first = 1;
      else if (strcmp (rest, "archives") == 0 || strcmp (rest, "heap") == 0)
        list = st->discard.ids, n = st->discard.n;
      else if (strcmp (rest, "score") == 0) list = st->score.ids, n = st->score.n;
      else if (strcmp (rest, "programs") == 0) list = st->programs.ids, n = st->programs.n;
      else if (strcmp (rest, "hardware") == 0) list = st->hardware.ids, n = st->hardware.n;
      else if (strcmp (rest, "resources") == 0) list = st->resources.ids, n = st->resources.n;
      else
        return FALSE;
    }
  else
    return FALSE;
  for (i = 0; i < n; i++)
    {
      int id = list[top_first ? n - 1 - i : i];
      g_array_append_val (ids, id);
    }
  return TRUE;
}

/* Numbers and words a "path" expectation can read. */
static gboolean
read_path (const DrNrState *s, const char *path, gint64 *num, const char **str)
{
  const DrNrFrame *top = dr_nr_top (s);
  const char *rest;
  int seat = side_seat (path, &rest);
  g_autoptr (GArray) ids = g_array_new (FALSE, FALSE, sizeof (int));

  *str = NULL;
  if (seat >= s->n_seats)
    return FALSE;
  if (seat >= 0)
    {
      const DrNrSeat *st = &s->seats[seat];
      if (strcmp (rest, "credits") == 0) *num = st->credits;
      else if (strcmp (rest, "clicks") == 0) *num = st->clicks;
      else if (strcmp (rest, "tags") == 0) *num = st->tags;
      else if (strcmp (rest, "core-damage") == 0) *num = st->core_damage;
      else if (strcmp (rest, "bad-publicity") == 0) *num = st->bad_publicity;
      else if (strcmp (rest, "recurring") == 0) *num = st->recurring;
      else if (strcmp (rest, "points") == 0) *num = dr_nr_points (s, seat);
      else if (strcmp (rest, "mu") == 0) *num = dr_nr_memory (s, seat);
      else if (strcmp (rest, "mu-used") == 0) *num = dr_nr_memory_used (s, seat);
      else if (strcmp (rest, "link") == 0) *num = dr_nr_link (s, seat);
      else if (strcmp (rest, "hand-size") == 0) *num = dr_nr_hand_size (s, seat);
      else if (strcmp (rest, "flatlined") == 0) *num = st->flatlined;
      else if (strcmp (rest, "identity-face") == 0)
        *str = st->identity != DR_NR_NO_CARD && dr_nr_def (s, st->identity)->face ? "back"
                                                                                  : "front";
      else if (zone_ids (s, path, ids)) *num = ids->len;
      else
        return FALSE;
      return TRUE;
    }
  if (zone_ids (s, path, ids))
    {
      *num = ids->len;
      return TRUE;
    }
  if (strcmp (path, "turn.number") == 0) *num = s->turn;
  else if (strcmp (path, "turn.seat") == 0) *str = seat_label (s, s->active_seat);
  else if (strcmp (path, "active-runner") == 0) *str = seat_label (s, s->active_runner);
  else if (strcmp (path, "infamy") == 0) *str = seat_label (s, s->infamy);
  else if (strcmp (path, "decision") == 0) *str = dr_nr_decision_name (top);
  else if (strcmp (path, "decision.seat") == 0)
    *str = top == NULL ? "none" : seat_label (s, top->seat);
  else if (strcmp (path, "run.active") == 0) *num = s->run.active;
  else if (strcmp (path, "run.phase") == 0)
    *str = s->run.active ? dr_nr_run_phase_name (s->run.phase) : "none";
  else if (strcmp (path, "run.position") == 0) *num = s->run.position;
  else if (strcmp (path, "run.bad-publicity-credits") == 0) *num = s->run.bp_credits;
  else if (strcmp (path, "winner") == 0) *str = winner_name (s->winner);
  else if (strcmp (path, "reason") == 0) *str = dr_nr_reason_name (s->reason);
  else if (strcmp (path, "legal-actions") == 0) *num = dr_nr_legal_actions (s, NULL);
  else
    return FALSE;
  return TRUE;
}

/* `c` is a code or an id (dr_scenario_read_card). */
static int
find_card (const DrNrState *s, JsonNode *c, gint64 nth)
{
  int i;

  if (JSON_NODE_HOLDS_NULL (c))
    return -1;
  if (json_node_get_value_type (c) != G_TYPE_STRING)
    {
      gint64 id = json_node_get_int (c);
      return id >= 0 && id < s->n_cards ? (int) id : -1;
    }
  for (i = 0; i < s->n_cards; i++)
    if (strcmp (dr_nr_def (s, i)->code, json_node_get_string (c)) == 0 && --nth == 0)
      return i;
  return -1;
}

static gboolean
read_card_field (const DrNrState *s, int card, const char *field, gint64 *num, const char **str)
{
  const DrNrCard *c = &s->cards[card];

  *str = NULL;
  if (strcmp (field, "strength") == 0) *num = dr_nr_strength (s, card);
  else if (strcmp (field, "rezzed") == 0) *num = (c->flags & DR_NR_CARD_REZZED) != 0;
  else if (strcmp (field, "faceup") == 0) *num = (c->flags & DR_NR_CARD_FACEUP) != 0;
  else if (strcmp (field, "advancements") == 0) *num = c->advancement;
  else if (strcmp (field, "virus") == 0) *num = c->virus;
  else if (strcmp (field, "credits") == 0) *num = c->credits;
  else if (strcmp (field, "host") == 0)
    *str = c->host == DR_NR_NO_CARD ? "none" : dr_nr_def (s, c->host)->code;
  else if (strcmp (field, "power") == 0) *num = c->power;
  else if (strcmp (field, "chosen") == 0)
    *str = c->chosen == DR_NR_NO_CARD ? "none" : dr_nr_def (s, c->chosen)->code;
  else if (strcmp (field, "subtypes") == 0)
    {
      /* the keywords the card has now, printed and gained, in bit order */
      static char buf[256];
      uint64_t bits = dr_nr_subtypes (s, card);
      int bit;

      buf[0] = '\0';
      for (bit = 0; bit < DR_NR_N_SUBTYPES; bit++)
        if (bits & (UINT64_C (1) << bit))
          {
            if (buf[0] != '\0')
              g_strlcat (buf, ", ", sizeof buf);
            g_strlcat (buf, dr_nr_subtype_name (bit), sizeof buf);
          }
      *str = buf;
    }
  else if (strcmp (field, "zone") == 0) *str = dr_nr_zone_name (c->zone);
  else if (strcmp (field, "server") == 0)
    {
      static char buf[16];
      dr_nr_server_name (c->server, buf, sizeof buf);
      *str = buf;
    }
  else
    return FALSE;
  return TRUE;
}

static gboolean
compare (JsonNode *want, gint64 num, const char *str)
{
  if (JSON_NODE_HOLDS_VALUE (want) && json_node_get_value_type (want) == G_TYPE_STRING)
    return str != NULL && strcmp (str, json_node_get_string (want)) == 0;
  if (JSON_NODE_HOLDS_VALUE (want) && json_node_get_value_type (want) == G_TYPE_BOOLEAN)
    return str == NULL && (num != 0) == json_node_get_boolean (want);
  if (JSON_NODE_HOLDS_VALUE (want))
    return str == NULL && num == json_node_get_int (want);
  return FALSE;
}

static char *
node_text (JsonNode *node)
{
  return json_to_string (node, FALSE);
}

static void
fail (DrScenarioResult *result, const char *where, JsonObject *e, const char *why)
{
  g_autoptr (JsonNode) node = json_node_init_object (json_node_alloc (), e);
  g_autofree char *text = node_text (node);

  g_ptr_array_add (result->failures, g_strdup_printf ("%s: %s: %s", where, text, why));
}

static gboolean
check_expectation (const DrNrState *s, JsonObject *e, const char *where,
                   DrScenarioResult *result, GError **error)
{
  DrJsonReader reader = { NULL };
  const char *path = dr_json_read_string (&reader, e, "path", NULL);
  const char *zone = dr_json_read_string (&reader, e, "zone", NULL);
  const char *contains = dr_json_read_string (&reader, e, "contains", NULL);
  const char *lacks = dr_json_read_string (&reader, e, "lacks", NULL);
  JsonArray *codes = dr_json_read_array (&reader, e, "codes");
  JsonNode *card = dr_scenario_read_card (&reader, e, "card");
  gint64 nth = dr_json_read_int (&reader, e, "nth", 1, 1, G_MAXINT);
  const char *field = dr_json_read_string (&reader, e, "field", "");
  JsonObject *legal = dr_json_read_object (&reader, e, "legal");
  JsonObject *illegal = dr_json_read_object (&reader, e, "illegal");
  const char *log_contains = dr_json_read_string (&reader, e, "log-contains", NULL);
  gint64 num = 0;
  const char *str = NULL;
  guint i;

  if (codes != NULL)
    for (i = 0; i < json_array_get_length (codes); i++)
      dr_json_read_node_string (&reader, json_array_get_element (codes, i), "codes", NULL);
  if (!dr_scenario_reader_finish (&reader, error))
    return FALSE;
  result->n_expectations++;
  if (json_object_has_member (e, "path"))
    {
      g_autofree char *got = NULL;
      if (path == NULL || !json_object_has_member (e, "equals"))
        return invalid (error, "\"path\" needs \"equals\"");
      if (!read_path (s, path, &num, &str))
        {
          g_set_error (error, DR_SCENARIO_ERROR, DR_SCENARIO_ERROR_INVALID,
                       _("Invalid scenario: unknown path \"%s\""), path);
          return FALSE;
        }
      if (!compare (json_object_get_member (e, "equals"), num, str))
        {
          got = str ? g_strdup_printf ("got \"%s\"", str)
                    : g_strdup_printf ("got %" G_GINT64_FORMAT, num);
          fail (result, where, e, got);
        }
      return TRUE;
    }
  if (json_object_has_member (e, "zone"))
    {
      g_autoptr (GArray) ids = g_array_new (FALSE, FALSE, sizeof (int));
      g_autoptr (GString) got = g_string_new ("got [");
      gboolean ok = TRUE;

      if (zone == NULL || !zone_ids (s, zone, ids))
        return invalid (error, "unknown zone");
      for (i = 0; i < ids->len; i++)
        g_string_append_printf (got, "%s%s", i ? " " : "",
                                dr_nr_def (s, g_array_index (ids, int, i))->code);
      g_string_append (got, "]");
      if (contains != NULL || lacks != NULL)
        {
          gboolean want = contains != NULL;
          const char *code = want ? contains : lacks;
          gboolean found = FALSE;
          for (i = 0; i < ids->len; i++)
            if (g_strcmp0 (dr_nr_def (s, g_array_index (ids, int, i))->code, code) == 0)
              found = TRUE;
          ok = found == want;
        }
      else if (codes != NULL)
        {
          ok = json_array_get_length (codes) == ids->len;
          for (i = 0; ok && i < ids->len; i++)
            ok = g_strcmp0 (json_array_get_string_element (codes, i),
                            dr_nr_def (s, g_array_index (ids, int, i))->code) == 0;
        }
      else
        return invalid (error, "\"zone\" needs \"contains\", \"lacks\" or \"codes\"");
      if (!ok)
        fail (result, where, e, got->str);
      return TRUE;
    }
  if (card != NULL)
    {
      int card_id = find_card (s, card, nth);
      if (card_id < 0)
        {
          fail (result, where, e, "no such card");
          return TRUE;
        }
      if (!json_object_has_member (e, "equals") || !read_card_field (s, card_id, field, &num, &str))
        return invalid (error, "\"card\" needs a known \"field\" and \"equals\"");
      if (!compare (json_object_get_member (e, "equals"), num, str))
        {
          g_autofree char *got = str ? g_strdup_printf ("got \"%s\"", str)
                                     : g_strdup_printf ("got %" G_GINT64_FORMAT, num);
          fail (result, where, e, got);
        }
      return TRUE;
    }
  if (json_object_has_member (e, "legal") || json_object_has_member (e, "illegal"))
    {
      gboolean want = json_object_has_member (e, "legal");
      JsonObject *spec = want ? legal : illegal;
      DrNrAction a;
      GError *local = NULL;
      gboolean is;
      if (spec == NULL)
        return invalid (error, "\"legal\" needs an action object");
      is = dr_scenario_action_match (s, spec, &a, &local);
      if (local != NULL)
        {
          g_propagate_error (error, local);
          return FALSE;
        }
      if (is != want)
        fail (result, where, e, want ? "the action is not legal" : "the action is legal");
      return TRUE;
    }
  if (log_contains != NULL)
    {
      guint32 line, first = s->log_total > DR_NR_LOG_CAP ? s->log_total - DR_NR_LOG_CAP : 0;
      gboolean found = FALSE;
      for (line = first; line < s->log_total; line++)
        {
          char buf[160];
          dr_nr_log_describe (s, &s->log[line % DR_NR_LOG_CAP], buf, sizeof buf);
          if (strstr (buf, log_contains) != NULL)
            found = TRUE;
        }
      if (!found)
        fail (result, where, e, "not in the recent log");
      return TRUE;
    }
  if (json_object_has_member (e, "game-over"))
    {
      JsonNode *g = json_object_get_member (e, "game-over");
      if (JSON_NODE_HOLDS_VALUE (g) && json_node_get_value_type (g) == G_TYPE_BOOLEAN)
        {
          if (json_node_get_boolean (g) != (dr_nr_is_over (s) != 0))
            fail (result, where, e, dr_nr_is_over (s) ? "the game is over" : "the game goes on");
        }
      else if (JSON_NODE_HOLDS_OBJECT (g))
        {
          JsonObject *go = json_node_get_object (g);
          const char *w = dr_json_read_string (&reader, go, "winner", NULL);
          const char *r = dr_json_read_string (&reader, go, "reason", NULL);

          if (!dr_scenario_reader_finish (&reader, error))
            return FALSE;
          if (!dr_nr_is_over (s) || (w && strcmp (w, winner_name (s->winner)) != 0)
              || (r && strcmp (r, dr_nr_reason_name (s->reason)) != 0))
            {
              g_autofree char *got = g_strdup_printf ("got winner %s, reason %s",
                                                      winner_name (s->winner),
                                                      dr_nr_reason_name (s->reason));
              fail (result, where, e, got);
            }
        }
      else
        return invalid (error, "\"game-over\" must be a boolean or an object");
      return TRUE;
    }
  {
    gboolean handled;

    if (!dr_scenario_check_more (s, e, where, result, &handled, error))
      return FALSE;
    if (handled)
      return TRUE;
  }
  return invalid (error, "unknown expectation");
}

static gboolean
check_list (const DrNrState *s, JsonNode *node, const char *where, DrScenarioResult *result,
            GError **error)
{
  guint i;

  if (JSON_NODE_HOLDS_OBJECT (node))
    return check_expectation (s, json_node_get_object (node), where, result, error);
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return invalid (error, "\"expect\" must be an object or a list");
  for (i = 0; i < json_array_get_length (json_node_get_array (node)); i++)
    {
      JsonNode *e = json_array_get_element (json_node_get_array (node), i);
      if (!JSON_NODE_HOLDS_OBJECT (e))
        return invalid (error, "an expectation must be an object");
      if (!check_expectation (s, json_node_get_object (e), where, result, error))
        return FALSE;
    }
  return TRUE;
}

/* A malformed step, as "Invalid scenario: step 3: …"; takes `local`. */
static gboolean
step_invalid (GError **error, const char *where, GError *local)
{
  g_autofree char *prefix = g_strdup_printf (_("Invalid scenario: %s"), "");
  const char *why = local->message;
  g_autofree char *text = NULL;

  if (g_str_has_prefix (why, prefix))
    why += strlen (prefix);
  text = g_strdup_printf ("%s: %s", where, why);
  g_error_free (local);
  return invalid (error, text);
}

static gboolean
run_node (JsonNode *root_node, const char *base_dir, const DrScenarioDecks *decks,
          DrScenarioResult *result, GError **error)
{
  DrNrState s;
  DrJsonReader reader = { NULL };
  JsonObject *root;
  JsonArray *steps;
  gboolean setup_refused;
  guint i;

  result->failures = g_ptr_array_new_with_free_func (g_free);
  /* an empty file parses to no node at all */
  if (root_node == NULL || !JSON_NODE_HOLDS_OBJECT (root_node))
    return invalid (error, "the file must hold an object");
  root = json_node_get_object (root_node);
  result->title = g_strdup (dr_json_read_string (&reader, root, "title", "untitled"));
  result->cites = g_strdup (dr_json_read_string (&reader, root, "cites", ""));
  setup_refused = dr_json_read_boolean (&reader, root, "setup-refused", FALSE);
  steps = dr_json_read_array (&reader, root, "steps");
  if (!dr_scenario_reader_finish (&reader, error))
    return FALSE;
  if (setup_refused)
    return dr_scenario_check_refused_setup (root, base_dir, decks, result, error);
  if (json_object_has_member (root, "decks"))
    {
      if (json_object_has_member (root, "corp") || json_object_has_member (root, "runner")
          || json_object_has_member (root, "runners") || json_object_has_member (root, "turn"))
        return invalid (error, "a scenario starts from \"decks\" or from a position, not both");
      if (!dr_scenario_decks_build_state (root, base_dir, decks, &s, error))
        return FALSE;
    }
  else if (!dr_scenario_build_state (root, &s, error))
    return FALSE;
  if (steps != NULL)
    {
      for (i = 0; i < json_array_get_length (steps); i++)
        {
          JsonNode *node = json_array_get_element (steps, i);
          JsonObject *step;
          g_autofree char *where = g_strdup_printf (_("step %u"), i + 1);

          if (!JSON_NODE_HOLDS_OBJECT (node))
            return invalid (error, "a step must be an object");
          step = json_node_get_object (node);
          if (json_object_has_member (step, "do"))
            {
              DrNrAction a;
              GError *local = NULL;

              result->n_actions++;
              if (!dr_scenario_action_match (&s, step, &a, &local))
                {
                  if (local != NULL)
                    return step_invalid (error, where, local);
                  /* later steps would test a position nobody meant */
                  fail (result, where, step, _("the action is not legal here; scenario stopped"));
                  return TRUE;
                }
              dr_nr_apply (&s, &a);
            }
          else if (json_object_has_member (step, "expect"))
            {
              GError *local = NULL;

              if (!check_list (&s, json_object_get_member (step, "expect"), where, result, &local))
                return step_invalid (error, where, local);
            }
          else
            return invalid (error, "a step needs \"do\" or \"expect\"");
        }
    }
  if (json_object_has_member (root, "expect"))
    return check_list (&s, json_object_get_member (root, "expect"), _("final"), result, error);
  return TRUE;
}

/* For dr-scenario-expect.c. */
void
dr_scenario_fail (DrScenarioResult *result, const char *where, JsonObject *e, const char *why)
{
  fail (result, where, e, why);
}

gboolean
dr_scenario_check_list (const DrNrState *s, JsonNode *node, const char *where,
                        DrScenarioResult *result, GError **error)
{
  return check_list (s, node, where, result, error);
}

gboolean
dr_scenario_zone_ids (const DrNrState *s, const char *name, GArray *ids)
{
  return zone_ids (s, name, ids);
}

gboolean
dr_scenario_run_node (JsonNode *root_node, DrScenarioResult *result, GError **error)
{
  return run_node (root_node, NULL, NULL, result, error);
}

gboolean
dr_scenario_run_file (const char *path, DrScenarioResult *result, GError **error)
{
  return dr_scenario_run_file_with_decks (path, NULL, result, error);
}

gboolean
dr_scenario_run_file_with_decks (const char *path, const DrScenarioDecks *decks,
                                 DrScenarioResult *result, GError **error)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autofree char *base_dir = g_path_get_dirname (path);
  GError *local = NULL;

  memset (result, 0, sizeof *result);
  if (!json_parser_load_from_file (parser, path, &local))
    {
      g_set_error (error, DR_SCENARIO_ERROR, DR_SCENARIO_ERROR_INVALID,
                   _("Cannot read scenario %s: %s"), path, local->message);
      g_error_free (local);
      result->failures = g_ptr_array_new_with_free_func (g_free);
      return FALSE;
    }
  return run_node (json_parser_get_root (parser), base_dir, decks, result, error);
}

void
dr_scenario_result_clear (DrScenarioResult *result)
{
  g_clear_pointer (&result->title, g_free);
  g_clear_pointer (&result->cites, g_free);
  g_clear_pointer (&result->failures, g_ptr_array_unref);
}
