/* dr-play-record.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Game records as JSON Lines: decks + seed + actions replay a game exactly,
 * and the end line's hash proves it.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <gio/gio.h>
#include <string.h>

#include "dr-json-members.h"
#include "dr-scenario.h"

#define RECORD_FORMAT 1

static const char *const ai_level_names[] = { "random", "easy", "normal", "hard" };

int
dr_play_record_ai_level_from_name (const char *name)
{
  guint i;

  for (i = 0; i < G_N_ELEMENTS (ai_level_names); i++)
    if (g_strcmp0 (name, ai_level_names[i]) == 0)
      return (int) i;
  return -1;
}

const char *
dr_play_record_ai_level_name (int level)
{
  return level >= 0 && level < (int) G_N_ELEMENTS (ai_level_names) ? ai_level_names[level] : "normal";
}

void
dr_play_record_init (DrPlayRecord *rec)
{
  memset (rec, 0, sizeof *rec);
  rec->actions = g_array_new (FALSE, TRUE, sizeof (DrNrAction));
  rec->winner = DR_NR_NO_SEAT;
  rec->n_runners = 1;
}

void
dr_play_record_clear (DrPlayRecord *rec)
{
  int i;

  dr_scenario_deck_clear (&rec->corp);
  for (i = 0; i < DR_NR_MAX_SEATS - 1; i++)
    dr_scenario_deck_clear (&rec->runners[i]);
  g_clear_pointer (&rec->actions, g_array_unref);
}

gboolean
dr_play_record_start (const DrPlayRecord *rec, DrNrState *s, GError **error)
{
  DrNrSetup setup;

  dr_scenario_setup_decks (&rec->corp, rec->runners, rec->n_runners, &setup);
  setup.seed = rec->seed;
  setup.turn_limit = rec->turn_limit;
  if (dr_nr_setup (s, &setup) != DR_NR_OK)
    {
      g_set_error (error, DR_SCENARIO_ERROR, DR_SCENARIO_ERROR_ENGINE,
                   _("The rules engine refused these decks (an unknown card, a card of the other side, or two Runners with the same identity)"));
      return FALSE;
    }
  return TRUE;
}

static void
add_deck (JsonBuilder *b, const char *name, const DrScenarioDeck *deck)
{
  guint i;

  if (name != NULL)
    json_builder_set_member_name (b, name);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "identity");
  json_builder_add_string_value (b, deck->identity);
  json_builder_set_member_name (b, "cards");
  json_builder_begin_array (b);
  for (i = 0; i < deck->codes->len; i++)
    json_builder_add_string_value (b, g_ptr_array_index (deck->codes, i));
  json_builder_end_array (b);
  if (deck->name != NULL)
    {
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, deck->name);
    }
  json_builder_end_object (b);
}

static void
add_session (JsonBuilder *b, const DrPlayRecord *rec)
{
  int seat;

  json_builder_set_member_name (b, "session");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "seats");
  json_builder_begin_array (b);
  for (seat = 0; seat <= rec->n_runners; seat++)
    json_builder_add_string_value (b, rec->seat_ai[seat] ? "ai" : "human");
  json_builder_end_array (b);
  json_builder_set_member_name (b, "ai-level");
  json_builder_add_string_value (b, dr_play_record_ai_level_name (rec->ai_level));
  json_builder_set_member_name (b, "ai-delay-ms");
  json_builder_add_int_value (b, rec->ai_delay_ms);
  json_builder_end_object (b);
}

/* The optional "session" member of the header. */
static gboolean
parse_session (JsonObject *header, DrPlayRecord *rec)
{
  DrJsonReader reader = { NULL };
  JsonObject *o = dr_json_read_object (&reader, header, "session");
  JsonArray *seats = NULL;
  const char *level = "normal";
  gint64 delay = 0;
  guint i;

  if (o == NULL)
    {
      g_clear_error (&reader.error);
      return !json_object_has_member (header, "session");
    }
  seats = dr_json_read_array (&reader, o, "seats");
  level = dr_json_read_string (&reader, o, "ai-level", "normal");
  delay = dr_json_read_int (&reader, o, "ai-delay-ms", 0, 0, 60000);
  if (dr_json_reader_failed (&reader) || seats == NULL
      || json_array_get_length (seats) != (guint) rec->n_runners + 1)
    {
      g_clear_error (&reader.error);
      return FALSE;
    }
  for (i = 0; i < json_array_get_length (seats); i++)
    {
      const char *kind = dr_json_read_node_string (&reader, json_array_get_element (seats, i),
                                                   "seats", NULL);

      g_clear_error (&reader.error);
      if (g_strcmp0 (kind, "ai") != 0 && g_strcmp0 (kind, "human") != 0)
        return FALSE;
      rec->seat_ai[i] = g_strcmp0 (kind, "ai") == 0;
    }
  rec->ai_level = dr_play_record_ai_level_from_name (level);
  if (rec->ai_level < 0)
    return FALSE;
  rec->ai_delay_ms = (guint) delay;
  rec->has_session = TRUE;
  return TRUE;
}

gboolean
dr_play_record_save (const DrPlayRecord *rec, const DrNrState *final_state,
                     const char *path, GError **error)
{
  g_autoptr (GString) out = g_string_new (NULL);
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (JsonNode) header = NULL;
  DrNrState s;
  guint i;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "type");
  json_builder_add_string_value (b, "header");
  json_builder_set_member_name (b, "format");
  json_builder_add_int_value (b, RECORD_FORMAT);
  json_builder_set_member_name (b, "seed");
  json_builder_add_int_value (b, (gint64) rec->seed);
  json_builder_set_member_name (b, "turn-limit");
  json_builder_add_int_value (b, rec->turn_limit);
  add_deck (b, "corp", &rec->corp);
  if (rec->n_runners <= 1)
    add_deck (b, "runner", &rec->runners[0]);
  else
    {
      /* NAPD: the Runners in seat order */
      int r;

      json_builder_set_member_name (b, "runners");
      json_builder_begin_array (b);
      for (r = 0; r < rec->n_runners; r++)
        add_deck (b, NULL, &rec->runners[r]);
      json_builder_end_array (b);
    }
  if (rec->has_session)
    add_session (b, rec);
  json_builder_end_object (b);
  header = json_builder_get_root (b);
  dr_json_append_line (out, header);

  /* actions are written with the state they applied to, so that the card
   * codes next to the ids are right */
  if (!dr_play_record_start (rec, &s, error))
    return FALSE;
  for (i = 0; i < rec->actions->len; i++)
    {
      const DrNrAction *a = &g_array_index (rec->actions, DrNrAction, i);
      g_autoptr (JsonNode) node = dr_scenario_action_to_json (&s, a);
      dr_json_append_line (out, node);
      dr_nr_apply (&s, a);
    }

  dr_json_begin_record_end (b, dr_nr_hash (final_state));
  json_builder_set_member_name (b, "winner");
  json_builder_add_int_value (b, final_state->winner == DR_NR_NO_SEAT ? -1 : final_state->winner);
  json_builder_set_member_name (b, "reason");
  json_builder_add_string_value (b, dr_nr_reason_name (final_state->reason));
  json_builder_set_member_name (b, "turns");
  json_builder_add_int_value (b, final_state->turn);
  return dr_json_write_record (b, out, path, error);
}

static gboolean
record_invalid (GError **error, const char *path, guint line, const char *what)
{
  g_set_error (error, DR_SCENARIO_ERROR, DR_SCENARIO_ERROR_INVALID,
               _("%s, line %u: %s"), path, line, what);
  return FALSE;
}

/* Takes `local`. */
static gboolean
record_invalid_error (GError **error, const char *path, guint line, GError *local)
{
  record_invalid (error, path, line, local->message);
  g_error_free (local);
  return FALSE;
}

/* A deck of the header, its errors with the line. */
static gboolean
deck_parse (JsonNode *node, DrScenarioDeck *deck, const char *path, guint line, GError **error)
{
  GError *local = NULL;

  if (dr_scenario_deck_parse (node, deck, &local))
    return TRUE;
  return record_invalid_error (error, path, line, local);
}

gboolean
dr_play_record_load (const char *path, DrPlayRecord *rec, GError **error)
{
  g_autofree char *contents = NULL;
  g_auto (GStrv) lines = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  DrNrState s;
  gboolean have_header = FALSE;
  guint i;

  dr_play_record_init (rec);
  if (!g_file_get_contents (path, &contents, NULL, error))
    return FALSE;
  lines = g_strsplit (contents, "\n", -1);
  for (i = 0; lines[i] != NULL; i++)
    {
      DrJsonReader reader = { NULL };
      JsonObject *o;
      const char *type;
      GError *local = NULL;

      if (*g_strstrip (lines[i]) == '\0')
        continue;
      if (!json_parser_load_from_data (parser, lines[i], -1, &local))
        return record_invalid_error (error, path, i + 1, local);
      o = dr_json_root_object (parser);
      if (o == NULL)
        return record_invalid (error, path, i + 1, _("not an object"));
      type = dr_json_read_string (&reader, o, "type", NULL);
      if (!have_header)
        {
          JsonArray *runners;

          if (g_strcmp0 (type, "header") != 0 && !dr_json_reader_failed (&reader))
            return record_invalid (error, path, i + 1, _("the first line must be the header"));
          rec->seed = (guint64) dr_json_read_int (&reader, o, "seed", 0, G_MININT64, G_MAXINT64);
          rec->turn_limit = (guint16) dr_json_read_int (&reader, o, "turn-limit", 0, 0, G_MAXUINT16);
          runners = dr_json_read_array (&reader, o, "runners");
          if (!dr_json_reader_finish (&reader, &local))
            return record_invalid_error (error, path, i + 1, local);
          if (!deck_parse (json_object_get_member (o, "corp"), &rec->corp, path, i + 1, error))
            return FALSE;
          if (runners != NULL)
            {
              JsonArray *arr = runners;
              guint k, len = json_array_get_length (arr);

              if (len < 1 || len > DR_NR_MAX_SEATS - 1)
                return record_invalid (error, path, i + 1, _("a game has one to three Runners"));
              for (k = 0; k < len; k++)
                if (!deck_parse (json_array_get_element (arr, k), &rec->runners[k], path, i + 1,
                                 error))
                  return FALSE;
              rec->n_runners = (int) len;
            }
          else
            {
              if (!deck_parse (json_object_get_member (o, "runner"), &rec->runners[0], path, i + 1,
                               error))
                return FALSE;
              rec->n_runners = 1;
            }
          if (!parse_session (o, rec))
            return record_invalid (error, path, i + 1, _("the \"session\" member is malformed"));
          if (!dr_play_record_start (rec, &s, error))
            return FALSE;
          have_header = TRUE;
        }
      else if (g_strcmp0 (type, "end") == 0)
        {
          const char *hash = dr_json_read_string (&reader, o, "hash", "");
          gint64 turns = dr_json_read_int (&reader, o, "turns", 0, 0, G_MAXINT);

          if (!dr_json_reader_finish (&reader, &local))
            return record_invalid_error (error, path, i + 1, local);
          rec->has_end = TRUE;
          rec->final_hash = g_ascii_strtoull (hash, NULL, 16);
          rec->turns = (int) turns;
        }
      else if (!dr_json_reader_finish (&reader, &local))
        return record_invalid_error (error, path, i + 1, local);
      else
        {
          DrNrAction a;
          if (!dr_scenario_action_match (&s, o, &a, &local))
            {
              if (local != NULL)
                return record_invalid_error (error, path, i + 1, local);
              return record_invalid (error, path, i + 1, _("the action is not legal here"));
            }
          g_array_append_val (rec->actions, a);
          dr_nr_apply (&s, &a);
        }
    }
  if (!have_header)
    return record_invalid (error, path, 1, _("no header"));
  return TRUE;
}

gboolean
dr_play_record_replay (const DrPlayRecord *rec, DrNrState *s, GError **error)
{
  guint i;

  if (!dr_play_record_start (rec, s, error))
    return FALSE;
  for (i = 0; i < rec->actions->len; i++)
    if (dr_nr_apply (s, &g_array_index (rec->actions, DrNrAction, i)) != DR_NR_OK)
      {
        g_set_error (error, DR_SCENARIO_ERROR, DR_SCENARIO_ERROR_ENGINE,
                     _("Action %u of the record is not legal"), i + 1);
        return FALSE;
      }
  return TRUE;
}
