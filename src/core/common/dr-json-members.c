/* dr-json-members.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-json"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "dr-error.h"
#include "dr-json-members.h"

void
dr_json_add_string_member (JsonBuilder *builder,
                           const char  *name,
                           const char  *value)
{
  json_builder_set_member_name (builder, name);
  if (value != NULL)
    json_builder_add_string_value (builder, value);
  else
    json_builder_add_null_value (builder);
}

JsonObject *
dr_json_root_object (JsonParser *parser)
{
  JsonNode *root = json_parser_get_root (parser);

  return root != NULL && JSON_NODE_HOLDS_OBJECT (root) ? json_node_get_object (root) : NULL;
}

void
dr_json_append_line (GString  *out,
                     JsonNode *node)
{
  g_autofree char *line = json_to_string (node, FALSE);

  g_string_append (out, line);
  g_string_append_c (out, '\n');
}

void
dr_json_begin_record_end (JsonBuilder *builder,
                          guint64      hash)
{
  char text[17];

  g_snprintf (text, sizeof text, "%016" G_GINT64_MODIFIER "x", hash);
  json_builder_reset (builder);
  json_builder_begin_object (builder);
  dr_json_add_string_member (builder, "type", "end");
  dr_json_add_string_member (builder, "hash", text);
}

gboolean
dr_json_write_record (JsonBuilder  *builder,
                      GString      *out,
                      const char   *path,
                      GError      **error)
{
  g_autoptr(JsonNode) end = NULL;

  json_builder_end_object (builder);
  end = json_builder_get_root (builder);
  dr_json_append_line (out, end);
  return g_file_set_contents (path, out->str, (gssize) out->len, error);
}

void
dr_json_add_int_member (JsonBuilder *builder,
                        const char  *name,
                        gint64       value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_int_value (builder, value);
}

void
dr_json_add_double_member (JsonBuilder *builder,
                           const char  *name,
                           double       value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_double_value (builder, value);
}

/* ---- typed readers ---- */

static gboolean
holds_value_of (JsonNode *node,
                GType     type)
{
  return JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == type;
}

void
dr_json_reader_wrong (DrJsonReader *reader,
                      const char   *name,
                      const char   *expected)
{
  if (reader->error != NULL)
    return;
  /* TRANSLATORS: the first %s is a member of a JSON file, such as "amount";
   * the second what it must be, such as "a whole number from 0 to 99" */
  reader->error = g_error_new (DR_ERROR, DR_ERROR_INVALID_ARGUMENT, _("\"%s\" must be %s"),
                               name, expected);
}

gboolean
dr_json_reader_failed (const DrJsonReader *reader)
{
  return reader->error != NULL;
}

gboolean
dr_json_reader_finish (DrJsonReader  *reader,
                       GError       **error)
{
  if (reader->error == NULL)
    return TRUE;
  g_propagate_error (error, g_steal_pointer (&reader->error));
  return FALSE;
}

gint64
dr_json_read_node_int (DrJsonReader *reader,
                       JsonNode     *node,
                       const char   *name,
                       gint64        fallback,
                       gint64        min,
                       gint64        max)
{
  gint64 value;

  if (node == NULL)
    return fallback;
  if (holds_value_of (node, G_TYPE_INT64))
    {
      value = json_node_get_int (node);
      if (value >= min && value <= max)
        return value;
    }
  if (reader->error == NULL)
    {
      /* TRANSLATORS: what a member of a JSON file must be, in "\"%s\" must be %s" */
      g_autofree char *expected = g_strdup_printf (_("a whole number from %lld to %lld"),
                                                   (long long) min, (long long) max);

      dr_json_reader_wrong (reader, name, expected);
    }
  return fallback;
}

const char *
dr_json_read_node_string (DrJsonReader *reader,
                          JsonNode     *node,
                          const char   *name,
                          const char   *fallback)
{
  if (node == NULL)
    return fallback;
  if (holds_value_of (node, G_TYPE_STRING))
    return json_node_get_string (node);
  /* TRANSLATORS: what a member of a JSON file must be, in "\"%s\" must be %s" */
  dr_json_reader_wrong (reader, name, _("a text in quotes"));
  return fallback;
}

gint64
dr_json_read_int (DrJsonReader *reader,
                  JsonObject   *object,
                  const char   *name,
                  gint64        fallback,
                  gint64        min,
                  gint64        max)
{
  return dr_json_read_node_int (reader, json_object_get_member (object, name), name,
                                fallback, min, max);
}

const char *
dr_json_read_string (DrJsonReader *reader,
                     JsonObject   *object,
                     const char   *name,
                     const char   *fallback)
{
  return dr_json_read_node_string (reader, json_object_get_member (object, name), name,
                                   fallback);
}

gboolean
dr_json_read_boolean (DrJsonReader *reader,
                      JsonObject   *object,
                      const char   *name,
                      gboolean      fallback)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL)
    return fallback;
  if (holds_value_of (node, G_TYPE_BOOLEAN))
    return json_node_get_boolean (node);
  /* TRANSLATORS: what a member of a JSON file must be, in "\"%s\" must be %s" */
  dr_json_reader_wrong (reader, name, _("true or false"));
  return fallback;
}

/* The member when it holds a node of `type`, else NULL (and the reader's
 * error when it is there with another type; `expected` is translated
 * then). */
static JsonNode *
read_container (DrJsonReader *reader,
                JsonObject   *object,
                const char   *name,
                JsonNodeType  type,
                const char   *expected)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL)
    return NULL;
  if (JSON_NODE_TYPE (node) == type)
    return node;
  dr_json_reader_wrong (reader, name, _(expected));
  return NULL;
}

JsonObject *
dr_json_read_object (DrJsonReader *reader,
                     JsonObject   *object,
                     const char   *name)
{
  /* TRANSLATORS: what a member of a JSON file must be, in "\"%s\" must be %s" */
  JsonNode *node = read_container (reader, object, name, JSON_NODE_OBJECT, N_("an object in braces"));

  return node != NULL ? json_node_get_object (node) : NULL;
}

JsonArray *
dr_json_read_array (DrJsonReader *reader,
                    JsonObject   *object,
                    const char   *name)
{
  /* TRANSLATORS: what a member of a JSON file must be, in "\"%s\" must be %s" */
  JsonNode *node = read_container (reader, object, name, JSON_NODE_ARRAY, N_("a list in brackets"));

  return node != NULL ? json_node_get_array (node) : NULL;
}
