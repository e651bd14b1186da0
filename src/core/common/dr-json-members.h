/* dr-json-members.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* One named member of the object a JsonBuilder is building; a NULL string
 * is written as null, as every JSON output of ours documents it. */
void dr_json_add_string_member (JsonBuilder *builder,
                                const char  *name,
                                const char  *value);
void dr_json_add_int_member    (JsonBuilder *builder,
                                const char  *name,
                                gint64       value);
void dr_json_add_double_member (JsonBuilder *builder,
                                const char  *name,
                                double       value);

/* @node on a line of its own at the end of @out: the game records of
 * Netrunner and Lockpick are JSON lines. */
void dr_json_append_line       (GString     *out,
                                JsonNode    *node);

/* A game record's last line: dr_json_begin_record_end() resets @builder
 * and begins the object of "type": "end" with the final position's @hash;
 * the caller adds its game's members; dr_json_write_record() ends the
 * object, appends it to the lines in @out and writes them to @path. */
void        dr_json_begin_record_end (JsonBuilder  *builder,
                                      guint64       hash);
gboolean    dr_json_write_record     (JsonBuilder  *builder,
                                      GString      *out,
                                      const char   *path,
                                      GError      **error);

/* The object @parser read, or NULL when it read something else, or nothing
 * at all: an empty text parses to no node, on which json-glib's type
 * checks log a critical. */
JsonObject *dr_json_root_object (JsonParser *parser);

/* Reading members of objects from files people give us (scenarios, game
 * records, deck files): every reader checks the member's JSON type (and a
 * number's range) instead of json-glib's getters, which log a critical and
 * give 0 or NULL for a member of another type.  An absent member gives the
 * fallback.  A wrong one sets the reader's error — the first one is kept —
 * and gives the fallback too, so that a caller reads every member it needs
 * and checks the error once with dr_json_reader_finish(). */
typedef struct
{
  GError *error;
} DrJsonReader;

gint64      dr_json_read_int         (DrJsonReader *reader,
                                      JsonObject   *object,
                                      const char   *name,
                                      gint64        fallback,
                                      gint64        min,
                                      gint64        max);
gboolean    dr_json_read_boolean     (DrJsonReader *reader,
                                      JsonObject   *object,
                                      const char   *name,
                                      gboolean      fallback);
const char *dr_json_read_string      (DrJsonReader *reader,
                                      JsonObject   *object,
                                      const char   *name,
                                      const char   *fallback);
/* NULL when the member is absent (or wrong). */
JsonObject *dr_json_read_object      (DrJsonReader *reader,
                                      JsonObject   *object,
                                      const char   *name);
JsonArray  *dr_json_read_array       (DrJsonReader *reader,
                                      JsonObject   *object,
                                      const char   *name);
/* The same checks on a node already in hand (an element of a list, the
 * value of a map); `name` says what it is in the message. */
gint64      dr_json_read_node_int    (DrJsonReader *reader,
                                      JsonNode     *node,
                                      const char   *name,
                                      gint64        fallback,
                                      gint64        min,
                                      gint64        max);
const char *dr_json_read_node_string (DrJsonReader *reader,
                                      JsonNode     *node,
                                      const char   *name,
                                      const char   *fallback);
/* Records a wrong member found by the caller's own checks (a member that
 * may hold one of several types). */
void        dr_json_reader_wrong     (DrJsonReader *reader,
                                      const char   *name,
                                      const char   *expected);
gboolean    dr_json_reader_failed    (const DrJsonReader *reader);
/* FALSE with the first error moved to `error` when a member was wrong. */
gboolean    dr_json_reader_finish    (DrJsonReader *reader,
                                      GError      **error);

G_END_DECLS
