/* dr-lockpick-scenario.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Lockpick's scenario files: positions from a picture, steps as the
 * scenario vocabulary, expectations.  Members are checked for their JSON
 * type: a malformed file gets a message, never a wrong value.
 */
#define G_LOG_DOMAIN "dr-lockpick-scenario"

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "dr-json-members.h"
#include "dr-lockpick-play.h"
#include "dr-lockpick-scenario.h"
#include "dr-play-deck.h"

static const char structure_letters[] = "?CUSAHLXP";

gboolean
dr_lockpick_position_from_picture (DrLpState *s, int n_seats, guint64 seed,
                                   const char *const *rows, GError **error)
{
  int def, i, have, x, y;

  if (n_seats < 2 || n_seats > 4 || !dr_lockpick_new_game (s, 4, seed, error))
    {
      if (error != NULL && *error == NULL)
        g_set_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_INVALID,
                     _("Lockpick is played by 2 to 4 players, not %d"), n_seats);
      return FALSE;
    }
  /* the whole box: a 4-player game leaves four attack cards out */
  for (def = 1; def < DR_LP_N_DEFS; def++)
    {
      for (have = 0, i = 0; i < s->n_cards; i++)
        have += s->cards[i].def == def;
      for (; have < dr_lp_card_data (def)->box_quantity; have++)
        {
          DrLpCard *c = &s->cards[s->n_cards++];

          memset (c, 0, sizeof *c);
          c->def = (uint8_t) def;
          c->kind = dr_lp_card_data (def)->kind;
          c->zone = DR_LP_ZONE_DECK;
          c->cell = DR_LP_NO_CELL;
          c->rotated_by = DR_LP_NO_CARD;
          c->order = (uint8_t) (100 + have);
        }
    }
  memset (s->grid, DR_LP_NO_CARD, sizeof s->grid);
  for (i = 0; i < s->n_cards; i++)
    if (s->cards[i].zone == DR_LP_ZONE_LAYOUT || s->cards[i].zone == DR_LP_ZONE_HAND)
      {
        s->cards[i].zone = DR_LP_ZONE_DESTROYED;
        s->cards[i].flags = 0;
      }
  for (y = 0; rows[y] != NULL; y++)
    for (x = 0; rows[y][x] != '\0'; x++)
      {
        const char *letter = rows[y][x] != '?' ? strchr (structure_letters, rows[y][x]) : NULL;
        int card = -1;

        if (rows[y][x] == '.')
          continue;
        if (letter == NULL || rows[y][x] == '\0' || x >= DR_LP_GRID || y >= DR_LP_GRID)
          {
            g_set_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_INVALID,
                         _("The layout has “%c” in column %d, row %d: use . C U S A H L X P"),
                         rows[y][x], x + 1, y + 1);
            return FALSE;
          }
        def = (int) (letter - structure_letters);
        for (i = 0; i < s->n_cards && card < 0; i++)
          if (s->cards[i].def == def && s->cards[i].zone == DR_LP_ZONE_DESTROYED
              && s->cards[i].cell == DR_LP_NO_CELL)
            card = i;
        if (card < 0)
          {
            g_set_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_INVALID,
                         _("The layout has more copies of %s than the box"), dr_lp_card_data (def)->title);
            return FALSE;
          }
        s->cards[card].zone = DR_LP_ZONE_GRID;
        s->cards[card].cell = (uint8_t) (y * DR_LP_GRID + x);
        s->grid[y * DR_LP_GRID + x] = (uint8_t) card;
      }
  s->n_seats = (uint8_t) n_seats;
  s->phase = DR_LP_PHASE_HACKER;
  s->active = 1;
  s->turn = 1;
  s->n_pending = 0;
  return TRUE;
}

int
dr_lockpick_position_give (DrLpState *s, int seat, int def, int zone)
{
  int pass, i, slot = 0;

  if (zone == DR_LP_ZONE_SLOT)
    {
      if (dr_lp_zone_full (s, seat))
        return -1;
      for (i = 0; i < s->n_cards; i++)
        if (s->cards[i].zone == DR_LP_ZONE_SLOT && s->cards[i].seat == seat && s->cards[i].slot == 0)
          slot = 1;
    }
  /* from a deck first, else from what was destroyed (not a structure's place) */
  for (pass = 0; pass < 2; pass++)
    for (i = 0; i < s->n_cards; i++)
      if (s->cards[i].def == def
          && s->cards[i].zone == (pass == 0 ? DR_LP_ZONE_DECK : DR_LP_ZONE_DESTROYED)
          && s->cards[i].cell == DR_LP_NO_CELL)
        {
          s->cards[i].zone = (uint8_t) zone;
          s->cards[i].seat = (uint8_t) seat;
          s->cards[i].slot = (uint8_t) slot;
          s->cards[i].flags = 0;
          return i;
        }
  return -1;
}

/* ---- reading members, with their types checked ---- */

static gboolean
bad (GError **error, const char *path, guint step, const char *what)
{
  g_set_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_INVALID, _("%s, step %u: %s"), path, step, what);
  return FALSE;
}

static const char *
string_member (JsonObject *o, const char *name)
{
  JsonNode *node = json_object_get_member (o, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (node);
}

static gboolean
int_member (JsonObject *o, const char *name, gint64 lo, gint64 hi, int *out)
{
  JsonNode *node = json_object_get_member (o, name);
  gint64 v;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return FALSE;
  v = json_node_get_int (node);
  if (v < lo || v > hi)
    return FALSE;
  *out = (int) v;
  return TRUE;
}

/* "server", "hacker1" … "hacker3" */
static int
seat_by_name (const char *name, int n_seats)
{
  if (g_strcmp0 (name, "server") == 0)
    return DR_LP_SERVER_SEAT;
  if (name != NULL && g_str_has_prefix (name, "hacker") && name[6] >= '1' && name[6] < '0' + n_seats
      && name[7] == '\0')
    return name[6] - '0';
  return -1;
}

static gboolean
place_cards (DrLpState *s, JsonObject *root, const char *member, int zone, const char *path,
             GError **error)
{
  JsonNode *node = json_object_get_member (root, member);
  JsonObject *seats;
  GList *names, *l;
  gboolean ok = TRUE;

  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return bad (error, path, 0, _("“hands” and “zones” map seats to lists of card codes"));
  seats = json_node_get_object (node);
  names = json_object_get_members (seats);
  for (l = names; l != NULL && ok; l = l->next)
    {
      int seat = seat_by_name (l->data, s->n_seats);
      JsonNode *list = json_object_get_member (seats, l->data);
      guint i;

      if (seat < 0 || (zone == DR_LP_ZONE_SLOT && seat == DR_LP_SERVER_SEAT) || !JSON_NODE_HOLDS_ARRAY (list))
        {
          ok = bad (error, path, 0, _("a seat is server or hacker1 … hacker3 (only hackers have zones), with a list of card codes"));
          break;
        }
      for (i = 0; i < json_array_get_length (json_node_get_array (list)) && ok; i++)
        {
          JsonNode *code = json_array_get_element (json_node_get_array (list), i);
          int def = JSON_NODE_HOLDS_VALUE (code) && json_node_get_value_type (code) == G_TYPE_STRING
                    ? dr_lp_card_by_code (json_node_get_string (code)) : 0;

          if (def == 0 || dr_lockpick_position_give (s, seat, def, zone) < 0)
            ok = bad (error, path, 0, _("a card code that is not a Lockpick card, or no copy of it left"));
        }
    }
  g_list_free (names);
  return ok;
}

/* "order": the hackers' order, ["hacker2", "hacker1"] (the first of it
 * is the hacker whose turn the scenario starts in), or "choose" to start
 * with the hackers' decision of it (seed 003, "Déroulement du jeu") */
static gboolean
set_order (DrLpState *s, JsonObject *root, const char *path, GError **error)
{
  JsonNode *node = json_object_get_member (root, "order");
  unsigned seen = 0;
  guint i;

  if (node == NULL)
    return TRUE;
  if (JSON_NODE_HOLDS_VALUE (node) && g_strcmp0 (json_node_get_string (node), "choose") == 0
      && s->n_seats > 2)
    {
      s->phase = DR_LP_PHASE_ORDER;
      s->active = 1;
      s->turn = 0;
      s->n_ordered = 0;
      return TRUE;
    }
  if (!JSON_NODE_HOLDS_ARRAY (node) || json_array_get_length (json_node_get_array (node)) != (guint) s->n_seats - 1)
    return bad (error, path, 0, _("“order” is \"choose\" (with two or three hackers) or a list of every hacker once"));
  for (i = 0; i < json_array_get_length (json_node_get_array (node)); i++)
    {
      JsonNode *name = json_array_get_element (json_node_get_array (node), i);
      int seat = JSON_NODE_HOLDS_VALUE (name) && json_node_get_value_type (name) == G_TYPE_STRING
                 ? seat_by_name (json_node_get_string (name), s->n_seats) : -1;

      if (seat < 1 || (seen & (1u << seat)))
        return bad (error, path, 0, _("“order” is \"choose\" (with two or three hackers) or a list of every hacker once"));
      seen |= 1u << seat;
      s->hacker_order[i] = (uint8_t) seat;
    }
  s->n_ordered = (uint8_t) (s->n_seats - 1);
  s->active = s->hacker_order[0];
  return TRUE;
}

/* ---- steps ---- */

static int
card_of (const DrLpState *s, const DrEngineAction *a)
{
  return a->arg[0] < s->n_cards ? s->cards[a->arg[0]].def : 0;
}

/* The legal action a step names, or -1 */
static int
find_step (const DrLpState *s, JsonObject *step, const DrEngineAction *legal, int n)
{
  const char *verb = string_member (step, "do");
  const char *code = string_member (step, "card");
  int def = code != NULL ? dr_lp_card_by_code (code) : 0, x = 0, y = 0, kind = 0, i;

  if (verb == NULL)
    return -1;
  if (g_strcmp0 (verb, "activate") == 0)
    kind = DR_LP_ACT_ACTIVATE;
  else if (g_strcmp0 (verb, "play") == 0)
    kind = DR_LP_ACT_PLAY_DEFENSE;
  else if (g_strcmp0 (verb, "discard") == 0)
    kind = DR_LP_ACT_DISCARD;
  else if (g_strcmp0 (verb, "destroy-own") == 0)
    kind = DR_LP_ACT_DESTROY_OWN;
  else if (g_strcmp0 (verb, "choose") == 0)
    kind = code != NULL ? DR_LP_ACT_CHOOSE_CARD : DR_LP_ACT_CHOOSE_CELL;
  else if (g_strcmp0 (verb, "patch") == 0)
    kind = DR_LP_ACT_PATCH;
  else if (g_strcmp0 (verb, "decline") == 0)
    kind = DR_LP_ACT_DECLINE;
  else if (g_strcmp0 (verb, "end") == 0)
    kind = DR_LP_ACT_END_TURN;
  else if (g_strcmp0 (verb, "order") == 0)
    kind = DR_LP_ACT_ORDER_NEXT;
  else if (g_strcmp0 (verb, "order-random") == 0)
    kind = DR_LP_ACT_ORDER_RANDOM;
  else
    return -1;
  if (kind == DR_LP_ACT_ORDER_NEXT)
    {
      /* {"do": "order", "seat": "hacker2"}: that hacker plays next */
      int seat = seat_by_name (string_member (step, "seat"), s->n_seats);

      for (i = 0; i < n && seat > 0; i++)
        if (legal[i].kind == kind && legal[i].arg[0] == seat)
          return i;
      return -1;
    }
  if (kind == DR_LP_ACT_CHOOSE_CELL
      && (!int_member (step, "x", 1, DR_LP_GRID, &x) || !int_member (step, "y", 1, DR_LP_GRID, &y)))
    return -1;
  for (i = 0; i < n; i++)
    {
      if (legal[i].kind != kind)
        continue;
      if (kind == DR_LP_ACT_CHOOSE_CELL && legal[i].arg[1] != (y - 1) * DR_LP_GRID + (x - 1))
        continue;
      if (code != NULL && card_of (s, &legal[i]) != def)
        continue;
      return i;
    }
  return -1;
}

static const char *
zone_name (int zone)
{
  static const char *const names[] = { "none", "layout", "grid", "deck", "hand", "slot", "activating", "destroyed" };

  return zone >= 0 && zone < (int) G_N_ELEMENTS (names) ? names[zone] : "?";
}

/* One expectation; a failed one is a line in `failures`. */
static gboolean
check_expectation (const DrLpState *s, JsonObject *e, guint step, GPtrArray *failures,
                   const char *path, GError **error)
{
  const char *over = string_member (e, "over");
  int x, y;

  if (json_object_has_member (e, "over"))
    {
      const char *now = s->phase != DR_LP_PHASE_OVER ? "no" : s->winner_server ? "server" : "hackers";

      if (over == NULL)
        return bad (error, path, step, _("“over” is server, hackers or no"));
      if (g_strcmp0 (over, now) != 0)
        g_ptr_array_add (failures, g_strdup_printf ("step %u: over is %s, expected %s", step, now, over));
    }
  if (json_object_has_member (e, "structure"))
    {
      JsonNode *node = json_object_get_member (e, "structure");
      JsonObject *o = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      const char *is;
      int card;

      if (o == NULL || !int_member (o, "x", 1, DR_LP_GRID, &x) || !int_member (o, "y", 1, DR_LP_GRID, &y)
          || (is = string_member (o, "is")) == NULL)
        return bad (error, path, step, _("“structure” needs x, y and is (a card code or empty)"));
      card = dr_lp_structure_at (s, (y - 1) * DR_LP_GRID + (x - 1));
      if (g_strcmp0 (is, "empty") == 0 ? card >= 0
          : card < 0 || g_strcmp0 (dr_lp_card_data (s->cards[card].def)->code, is) != 0)
        g_ptr_array_add (failures, g_strdup_printf ("step %u: column %d, row %d holds %s, expected %s", step, x, y,
                                                    card < 0 ? "nothing" : dr_lp_card_data (s->cards[card].def)->code, is));
      if (card >= 0 && json_object_has_member (o, "face-up")
          && json_object_get_boolean_member_with_default (o, "face-up", FALSE) != !!(s->cards[card].flags & DR_LP_CARD_FACEUP))
        g_ptr_array_add (failures, g_strdup_printf ("step %u: column %d, row %d is not as face up as expected", step, x, y));
      if (card >= 0 && json_object_has_member (o, "secured")
          && json_object_get_boolean_member_with_default (o, "secured", FALSE) != !!(s->cards[card].flags & DR_LP_CARD_SECURED))
        g_ptr_array_add (failures, g_strdup_printf ("step %u: column %d, row %d is not as secured as expected", step, x, y));
    }
  if (json_object_has_member (e, "count"))
    {
      JsonNode *node = json_object_get_member (e, "count");
      JsonObject *o = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      const char *zone = o != NULL ? string_member (o, "zone") : NULL;
      const char *code = o != NULL ? string_member (o, "card") : NULL;
      const char *seat_name = o != NULL ? string_member (o, "seat") : NULL;
      const char *kind_name = o != NULL ? string_member (o, "kind") : NULL;
      int seat = seat_name != NULL ? seat_by_name (seat_name, s->n_seats) : -1, want, have = 0, i, z = -1, k;
      int kind = g_strcmp0 (kind_name, "structure") == 0 ? DR_LP_KIND_STRUCTURE
               : g_strcmp0 (kind_name, "defense") == 0 ? DR_LP_KIND_DEFENSE
               : g_strcmp0 (kind_name, "attack") == 0 ? DR_LP_KIND_ATTACK : 0;
      /* "shown": only the cards a Keylogger showed (true) or not (false) */
      int shown = o != NULL && json_object_has_member (o, "shown")
                  ? (json_object_get_boolean_member_with_default (o, "shown", FALSE) ? 1 : 0) : -1;

      for (k = 0; zone != NULL && k < 8; k++)
        if (g_strcmp0 (zone_name (k), zone) == 0)
          z = k;
      if (o == NULL || z < 0 || !int_member (o, "is", 0, DR_LP_MAX_CARDS, &want)
          || (seat_name != NULL && seat < 0) || (code != NULL && dr_lp_card_by_code (code) == 0)
          || (kind_name != NULL && kind == 0))
        return bad (error, path, step, _("“count” needs zone (hand, slot, deck, grid or destroyed), is, and maybe seat, card, kind (structure, defense or attack) and shown"));
      for (i = 0; i < s->n_cards; i++)
        if (s->cards[i].zone == z && (seat < 0 || s->cards[i].seat == seat)
            && (code == NULL || s->cards[i].def == dr_lp_card_by_code (code))
            && (kind == 0 || s->cards[i].kind == kind)
            && (shown < 0 || !!(s->cards[i].flags & DR_LP_CARD_SHOWN) == shown)
            && (z != DR_LP_ZONE_DECK || code != NULL || s->cards[i].kind != DR_LP_KIND_STRUCTURE))
          have++;
      if (have != want)
        g_ptr_array_add (failures, g_strdup_printf ("step %u: %d %s in %s%s%s, expected %d", step, have,
                                                    code != NULL ? code : "cards", zone,
                                                    seat_name != NULL ? " of " : "", seat_name != NULL ? seat_name : "", want));
    }
  if (json_object_has_member (e, "acting"))
    {
      const char *acting = string_member (e, "acting");
      int seat = dr_lp_acting_seat (s);

      if (acting == NULL)
        return bad (error, path, step, _("“acting” is server or hacker1 … hacker3"));
      if (seat_by_name (acting, s->n_seats) != seat)
        g_ptr_array_add (failures, g_strdup_printf ("step %u: seat %d acts, expected %s", step, seat, acting));
    }
  if (json_object_has_member (e, "legal") || json_object_has_member (e, "illegal"))
    {
      gboolean want = json_object_has_member (e, "legal");
      JsonNode *node = json_object_get_member (e, want ? "legal" : "illegal");
      DrEngineAction legal[DR_ENGINE_MAX_ACTIONS];
      int n = dr_lp_legal_actions (s, legal);

      if (!JSON_NODE_HOLDS_OBJECT (node))
        return bad (error, path, step, _("“legal” and “illegal” hold a step"));
      if ((find_step (s, json_node_get_object (node), legal, n) >= 0) != want)
        g_ptr_array_add (failures, g_strdup_printf ("step %u: an action is %s, expected %s", step,
                                                    want ? "not legal" : "legal", want ? "legal" : "not legal"));
    }
  return TRUE;
}

gboolean
dr_lockpick_scenario_run_file (const char *path, char **title, GPtrArray *failures,
                               guint *n_expectations, GError **error)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GPtrArray) rows = g_ptr_array_new ();
  JsonObject *root;
  JsonNode *layout, *steps;
  DrLpState s;
  int players = 2, seed = 1;
  guint i;

  *n_expectations = 0;
  if (!json_parser_load_from_file (parser, path, error))
    return FALSE;
  root = dr_json_root_object (parser);
  if (root == NULL)
    return bad (error, path, 0, _("a scenario is a JSON object"));
  if (g_strcmp0 (string_member (root, "game"), "lockpick") != 0)
    return bad (error, path, 0, _("a Lockpick scenario has \"game\": \"lockpick\""));
  *title = g_strdup (string_member (root, "title") != NULL ? string_member (root, "title") : path);
  if ((json_object_has_member (root, "players") && !int_member (root, "players", 2, 4, &players))
      || (json_object_has_member (root, "seed") && !int_member (root, "seed", 0, G_MAXINT, &seed)))
    return bad (error, path, 0, _("“players” is 2 to 4 and “seed” a number"));
  layout = json_object_get_member (root, "layout");
  if (layout == NULL || !JSON_NODE_HOLDS_ARRAY (layout))
    return bad (error, path, 0, _("“layout” is a list of rows"));
  for (i = 0; i < json_array_get_length (json_node_get_array (layout)); i++)
    {
      JsonNode *row = json_array_get_element (json_node_get_array (layout), i);

      if (!JSON_NODE_HOLDS_VALUE (row) || json_node_get_value_type (row) != G_TYPE_STRING)
        return bad (error, path, 0, _("“layout” is a list of rows"));
      g_ptr_array_add (rows, (gpointer) json_node_get_string (row));
    }
  g_ptr_array_add (rows, NULL);
  if (!dr_lockpick_position_from_picture (&s, players, (guint64) seed, (const char *const *) rows->pdata, error)
      || !place_cards (&s, root, "hands", DR_LP_ZONE_HAND, path, error)
      || !place_cards (&s, root, "zones", DR_LP_ZONE_SLOT, path, error))
    return FALSE;
  if (!set_order (&s, root, path, error))
    return FALSE;
  if (dr_lp_check (&s) != NULL)
    return bad (error, path, 0, dr_lp_check (&s));
  steps = json_object_get_member (root, "steps");
  if (steps == NULL || !JSON_NODE_HOLDS_ARRAY (steps))
    return bad (error, path, 0, _("“steps” is a list"));
  for (i = 0; i < json_array_get_length (json_node_get_array (steps)); i++)
    {
      JsonNode *node = json_array_get_element (json_node_get_array (steps), i);
      JsonObject *step = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;

      if (step == NULL)
        return bad (error, path, i + 1, _("a step is an object"));
      if (json_object_has_member (step, "expect"))
        {
          JsonNode *e = json_object_get_member (step, "expect");

          if (!JSON_NODE_HOLDS_OBJECT (e))
            return bad (error, path, i + 1, _("“expect” is an object"));
          if (!check_expectation (&s, json_node_get_object (e), i + 1, failures, path, error))
            return FALSE;
          (*n_expectations)++;
        }
      else if (json_object_has_member (step, "give"))
        {
          /* {"give": "LP201", "to": "server"}: a card into a hand, as the
           * scenario needs it, whatever was drawn */
          const char *code = string_member (step, "give");
          int seat = seat_by_name (string_member (step, "to"), s.n_seats);
          int def = code != NULL ? dr_lp_card_by_code (code) : 0;

          if (def == 0 || seat < 0 || dr_lockpick_position_give (&s, seat, def, DR_LP_ZONE_HAND) < 0)
            return bad (error, path, i + 1, _("“give” names a Lockpick card left in a deck and “to” a seat"));
        }
      else if (json_object_has_member (step, "clear-hand"))
        {
          /* {"clear-hand": "server"}: what was drawn leaves the game */
          int seat = seat_by_name (string_member (step, "clear-hand"), s.n_seats), k;

          if (seat < 0)
            return bad (error, path, i + 1, _("“clear-hand” names a seat"));
          for (k = 0; k < s.n_cards; k++)
            if (s.cards[k].zone == DR_LP_ZONE_HAND && s.cards[k].seat == seat)
              {
                s.cards[k].zone = DR_LP_ZONE_DESTROYED;
                s.cards[k].flags = 0;
              }
        }
      else
        {
          DrEngineAction legal[DR_ENGINE_MAX_ACTIONS];
          int n = dr_lp_legal_actions (&s, legal), k = find_step (&s, step, legal, n);

          if (k < 0)
            return bad (error, path, i + 1, _("the step is not one of the legal actions"));
          dr_lp_apply (&s, &legal[k]);
          if (dr_lp_check (&s) != NULL)
            g_ptr_array_add (failures, g_strdup_printf ("step %u: %s", i + 1, dr_lp_check (&s)));
        }
    }
  return TRUE;
}
