/* dr-json-doc.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* A read-only JSON document held as one flat array of values, for reading
 * large files record by record. json-glib gives every value a node, every
 * object a hash table and every string a copy: building and freeing that tree
 * took three times as long as sqlite's own JSON reader for NetrunnerDB's
 * card file (issue 17). Here strings are unescaped in one copy of the text
 * and values are read in place.
 *
 * It reads what json-glib reads, with the same values: a text it does not
 * take in one pass (invalid JSON, invalid UTF-8, a number beyond 64 bits,
 * "\u0000", nesting deeper than it goes) is handed to json-glib, whose
 * error is the one reported and whose tree, when it has one, is read. */
typedef struct _DrJsonDoc DrJsonDoc;
typedef struct _DrJsonValue DrJsonValue;

typedef enum
{
  DR_JSON_NULL,
  DR_JSON_BOOLEAN,
  DR_JSON_INTEGER,
  DR_JSON_DOUBLE,
  DR_JSON_STRING,
  DR_JSON_ARRAY,
  DR_JSON_OBJECT,
} DrJsonType;

DrJsonDoc         *dr_json_doc_parse          (const char        *text,
                                               gsize              length,
                                               GError           **error);
/* The same over a json-glib tree, which the document keeps a reference to. */
DrJsonDoc         *dr_json_doc_new_from_node  (JsonNode          *root);
void               dr_json_doc_free           (DrJsonDoc         *doc);
const DrJsonValue *dr_json_doc_get_root       (DrJsonDoc         *doc);

DrJsonType         dr_json_value_get_type     (const DrJsonValue *value);
/* Members of an object (a repeated name each time it is written) or
 * elements of an array; 0 for any other value. */
guint              dr_json_value_get_length   (const DrJsonValue *value);
/* Iteration over an array's elements or an object's members in the order
 * of the text: the first child (NULL when there is none), then each next
 * one until NULL. */
const DrJsonValue *dr_json_value_get_first    (const DrJsonValue *container);
const DrJsonValue *dr_json_value_get_next     (const DrJsonValue *container,
                                               const DrJsonValue *child);
/* An object member's name; NULL for an array element or the root. */
const char        *dr_json_value_get_name     (const DrJsonValue *value);
/* The member called @name (the last one when the name repeats, as in
 * json-glib), or NULL when @object has none or is not an object. */
const DrJsonValue *dr_json_object_get_member  (const DrJsonValue *object,
                                               const char        *name);
/* TRUE for the first member of its name in @object: iterating an object with
 * repeated names visits each name once that way, with the value
 * dr_json_object_get_member() gives. */
gboolean           dr_json_member_is_first    (const DrJsonValue *object,
                                               const DrJsonValue *member);

/* Values, each for its type only: a string (NUL-terminated, owned by the
 * document), an integer, a double or a boolean. */
const char        *dr_json_value_get_string   (const DrJsonValue *value);
gint64             dr_json_value_get_int      (const DrJsonValue *value);
double             dr_json_value_get_double   (const DrJsonValue *value);
gboolean           dr_json_value_get_boolean  (const DrJsonValue *value);

/* The same values in the same order, objects compared by what
 * dr_json_object_get_member() gives for each name (for tests). */
gboolean           dr_json_value_equal        (const DrJsonValue *a,
                                               const DrJsonValue *b);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DrJsonDoc, dr_json_doc_free)

G_END_DECLS
