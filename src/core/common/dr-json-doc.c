/* dr-json-doc.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-json"

#include "config.h"

#include <string.h>

#include "dr-json-doc.h"

/* Every value of the document in one array, in the order of the text: a
 * container is followed by its children, each by its own subtree, so the
 * value after a child's subtree is its next sibling. */
struct _DrJsonValue
{
  const char *name;     /* member name, NULL outside objects */
  union
  {
    const char *string;
    gint64      integer;
    double      real;
    gboolean    boolean;
  } v;
  guint32     size;     /* values in this subtree, this one included */
  guint32     count;    /* members or elements */
  guint8      type;     /* DrJsonType */
};

struct _DrJsonDoc
{
  GArray   *values;
  char     *text;       /* the text's copy that strings point into */
  JsonNode *root_node;  /* or the json-glib tree they point into */
};

/* Deeper documents go to json-glib, which has no limit of its own to match;
 * no card data comes near it. */
#define MAX_DEPTH 256

typedef struct
{
  char   *p;
  char   *end;
  GArray *values;
  guint   depth;
} Parser;

static guint
append_value (GArray     *values,
              DrJsonType  type,
              const char *name)
{
  DrJsonValue value = { name, { NULL }, 1, 0, type };

  g_array_append_val (values, value);
  return values->len - 1;
}

#define VALUE_AT(values, index) (&g_array_index ((values), DrJsonValue, (index)))

static void
skip_space (Parser *ps)
{
  while (ps->p < ps->end && (*ps->p == ' ' || *ps->p == '\n' || *ps->p == '\r' || *ps->p == '\t'))
    ps->p++;
}

static int
hex_digit (char c)
{
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

/* Four hex digits at @p, or -1. */
static int
read_hex4 (const char *p,
           const char *end)
{
  int code = 0;

  if (end - p < 4)
    return -1;
  for (int i = 0; i < 4; i++)
    {
      int digit = hex_digit (p[i]);

      if (digit < 0)
        return -1;
      code = code * 16 + digit;
    }
  return code;
}

/* At the opening quote. Unescapes in place (an escape is never shorter than
 * what it stands for) and ends the string with a NUL over its closing quote
 * or earlier. */
static char *
parse_string (Parser *ps)
{
  char *start = ps->p + 1;
  char *r = start;
  char *w;
  guchar high = 0;

  while (r < ps->end && *r != '"' && *r != '\\' && (guchar) *r >= 0x20)
    high |= (guchar) *r++;
  w = r;
  while (r < ps->end && *r != '"')
    {
      gunichar code;

      if ((guchar) *r < 0x20)
        return NULL;
      if (*r != '\\')
        {
          high |= (guchar) *r;
          *w++ = *r++;
          continue;
        }
      if (++r >= ps->end)
        return NULL;
      switch (*r++)
        {
        case '"': *w++ = '"'; continue;
        case '\\': *w++ = '\\'; continue;
        case '/': *w++ = '/'; continue;
        case 'b': *w++ = '\b'; continue;
        case 'f': *w++ = '\f'; continue;
        case 'n': *w++ = '\n'; continue;
        case 'r': *w++ = '\r'; continue;
        case 't': *w++ = '\t'; continue;
        case 'u':
          break;
        default:
          return NULL;
        }
      code = read_hex4 (r, ps->end);
      r += 4;
      /* NUL would end the string early; lone surrogates are json-glib's call. */
      if ((int) code <= 0 || (code >= 0xdc00 && code <= 0xdfff))
        return NULL;
      if (code >= 0xd800 && code <= 0xdbff)
        {
          int low;

          if (ps->end - r < 6 || r[0] != '\\' || r[1] != 'u')
            return NULL;
          low = read_hex4 (r + 2, ps->end);
          if (low < 0xdc00 || low > 0xdfff)
            return NULL;
          code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
          r += 6;
        }
      w += g_unichar_to_utf8 (code, w);
    }
  if (r >= ps->end)
    return NULL;
  *w = '\0';
  ps->p = r + 1;
  if ((high & 0x80) && !g_utf8_validate (start, w - start, NULL))
    return NULL;
  return start;
}

static gboolean
parse_number (Parser     *ps,
              DrJsonValue *value)
{
  char *start = ps->p;
  char *p = start;
  gboolean negative = FALSE, integral = TRUE;
  guint64 magnitude = 0;

  if (*p == '-')
    {
      negative = TRUE;
      p++;
    }
  if (p >= ps->end || !g_ascii_isdigit (*p))
    return FALSE;
  if (*p == '0')
    p++;
  else
    while (p < ps->end && g_ascii_isdigit (*p))
      {
        guint digit = *p++ - '0';

        /* Beyond 64 bits: json-glib's to read. */
        if (magnitude > (G_MAXUINT64 - digit) / 10)
          return FALSE;
        magnitude = magnitude * 10 + digit;
      }
  if (p < ps->end && *p == '.')
    {
      integral = FALSE;
      if (++p >= ps->end || !g_ascii_isdigit (*p))
        return FALSE;
      while (p < ps->end && g_ascii_isdigit (*p))
        p++;
    }
  if (p < ps->end && (*p == 'e' || *p == 'E'))
    {
      integral = FALSE;
      p++;
      if (p < ps->end && (*p == '+' || *p == '-'))
        p++;
      if (p >= ps->end || !g_ascii_isdigit (*p))
        return FALSE;
      while (p < ps->end && g_ascii_isdigit (*p))
        p++;
    }
  ps->p = p;
  if (!integral)
    {
      /* The text's copy ends with a NUL, so strtod stops at the number's end. */
      value->type = DR_JSON_DOUBLE;
      value->v.real = g_ascii_strtod (start, NULL);
      return TRUE;
    }
  if (magnitude > (guint64) G_MAXINT64 + (negative ? 1 : 0))
    return FALSE;
  value->type = DR_JSON_INTEGER;
  value->v.integer = negative ? (gint64) (0 - magnitude) : (gint64) magnitude;
  return TRUE;
}

static gboolean
parse_literal (Parser     *ps,
               const char *word)
{
  gsize length = strlen (word);

  if ((gsize) (ps->end - ps->p) < length || memcmp (ps->p, word, length) != 0)
    return FALSE;
  ps->p += length;
  return TRUE;
}

static gboolean parse_value (Parser     *ps,
                             const char *name);

static gboolean
parse_container (Parser     *ps,
                 const char *name,
                 gboolean    is_object)
{
  guint index = append_value (ps->values, is_object ? DR_JSON_OBJECT : DR_JSON_ARRAY, name);
  char close = is_object ? '}' : ']';
  guint32 count = 0;

  if (++ps->depth > MAX_DEPTH)
    return FALSE;
  ps->p++;
  skip_space (ps);
  if (ps->p < ps->end && *ps->p == close)
    ps->p++;
  else
    for (;;)
      {
        const char *member_name = NULL;

        if (is_object)
          {
            if (ps->p >= ps->end || *ps->p != '"' || (member_name = parse_string (ps)) == NULL)
              return FALSE;
            skip_space (ps);
            if (ps->p >= ps->end || *ps->p != ':')
              return FALSE;
            ps->p++;
            skip_space (ps);
          }
        if (!parse_value (ps, member_name))
          return FALSE;
        count++;
        skip_space (ps);
        if (ps->p >= ps->end)
          return FALSE;
        if (*ps->p == close)
          {
            ps->p++;
            break;
          }
        if (*ps->p != ',')
          return FALSE;
        ps->p++;
        skip_space (ps);
      }
  ps->depth--;
  VALUE_AT (ps->values, index)->count = count;
  VALUE_AT (ps->values, index)->size = ps->values->len - index;
  return TRUE;
}

/* At the value's first character. */
static gboolean
parse_value (Parser     *ps,
             const char *name)
{
  DrJsonValue *value;
  guint index;

  if (ps->p >= ps->end)
    return FALSE;
  switch (*ps->p)
    {
    case '{':
      return parse_container (ps, name, TRUE);
    case '[':
      return parse_container (ps, name, FALSE);
    case '"':
      {
        const char *string = parse_string (ps);

        if (string == NULL)
          return FALSE;
        index = append_value (ps->values, DR_JSON_STRING, name);
        VALUE_AT (ps->values, index)->v.string = string;
        return TRUE;
      }
    case 't':
    case 'f':
      index = append_value (ps->values, DR_JSON_BOOLEAN, name);
      VALUE_AT (ps->values, index)->v.boolean = *ps->p == 't';
      return parse_literal (ps, *ps->p == 't' ? "true" : "false");
    case 'n':
      append_value (ps->values, DR_JSON_NULL, name);
      return parse_literal (ps, "null");
    default:
      index = append_value (ps->values, DR_JSON_NULL, name);
      value = VALUE_AT (ps->values, index);
      return parse_number (ps, value);
    }
}

static DrJsonDoc *
parse_in_one_pass (const char *text,
                   gsize       length)
{
  g_autoptr(DrJsonDoc) doc = g_new0 (DrJsonDoc, 1);
  Parser ps;

  /* About one value for every 28 bytes of NetrunnerDB's card file. */
  doc->values = g_array_sized_new (FALSE, FALSE, sizeof (DrJsonValue), length / 24 + 16);
  doc->text = g_malloc (length + 1);
  memcpy (doc->text, text, length);
  doc->text[length] = '\0';
  ps = (Parser) { doc->text, doc->text + length, doc->values, 0 };
  skip_space (&ps);
  if (!parse_value (&ps, NULL))
    return NULL;
  skip_space (&ps);
  if (ps.p != ps.end)
    return NULL;
  return g_steal_pointer (&doc);
}

static void
append_node (GArray     *values,
             JsonNode   *node,
             const char *name)
{
  guint index;

  switch (JSON_NODE_TYPE (node))
    {
    case JSON_NODE_OBJECT:
      {
        JsonObjectIter iter;
        const char *member_name;
        JsonNode *member;

        index = append_value (values, DR_JSON_OBJECT, name);
        json_object_iter_init_ordered (&iter, json_node_get_object (node));
        while (json_object_iter_next_ordered (&iter, &member_name, &member))
          {
            append_node (values, member, member_name);
            VALUE_AT (values, index)->count++;
          }
        VALUE_AT (values, index)->size = values->len - index;
        return;
      }
    case JSON_NODE_ARRAY:
      {
        JsonArray *array = json_node_get_array (node);

        index = append_value (values, DR_JSON_ARRAY, name);
        for (guint i = 0; i < json_array_get_length (array); i++)
          append_node (values, json_array_get_element (array, i), NULL);
        VALUE_AT (values, index)->count = json_array_get_length (array);
        VALUE_AT (values, index)->size = values->len - index;
        return;
      }
    case JSON_NODE_NULL:
      append_value (values, DR_JSON_NULL, name);
      return;
    case JSON_NODE_VALUE:
    default:
      break;
    }
  switch (json_node_get_value_type (node))
    {
    case G_TYPE_STRING:
      index = append_value (values, DR_JSON_STRING, name);
      VALUE_AT (values, index)->v.string = json_node_get_string (node);
      break;
    case G_TYPE_INT64:
      index = append_value (values, DR_JSON_INTEGER, name);
      VALUE_AT (values, index)->v.integer = json_node_get_int (node);
      break;
    case G_TYPE_BOOLEAN:
      index = append_value (values, DR_JSON_BOOLEAN, name);
      VALUE_AT (values, index)->v.boolean = json_node_get_boolean (node);
      break;
    case G_TYPE_DOUBLE:
    default:
      index = append_value (values, DR_JSON_DOUBLE, name);
      VALUE_AT (values, index)->v.real = json_node_get_double (node);
      break;
    }
}

DrJsonDoc *
dr_json_doc_new_from_node (JsonNode *root)
{
  DrJsonDoc *doc = g_new0 (DrJsonDoc, 1);

  doc->values = g_array_new (FALSE, FALSE, sizeof (DrJsonValue));
  if (root != NULL)
    {
      doc->root_node = json_node_ref (root);
      append_node (doc->values, root, NULL);
    }
  return doc;
}

DrJsonDoc *
dr_json_doc_parse (const char  *text,
                   gsize        length,
                   GError     **error)
{
  g_autoptr(JsonParser) parser = NULL;
  DrJsonDoc *doc = parse_in_one_pass (text, length);

  if (doc != NULL)
    return doc;
  parser = json_parser_new ();
  if (!json_parser_load_from_data (parser, text, length, error))
    return NULL;
  return dr_json_doc_new_from_node (json_parser_get_root (parser));
}

void
dr_json_doc_free (DrJsonDoc *doc)
{
  if (doc == NULL)
    return;
  g_array_unref (doc->values);
  g_free (doc->text);
  g_clear_pointer (&doc->root_node, json_node_unref);
  g_free (doc);
}

const DrJsonValue *
dr_json_doc_get_root (DrJsonDoc *doc)
{
  return doc->values->len > 0 ? VALUE_AT (doc->values, 0) : NULL;
}

DrJsonType
dr_json_value_get_type (const DrJsonValue *value)
{
  return value->type;
}

guint
dr_json_value_get_length (const DrJsonValue *value)
{
  return value->count;
}

const DrJsonValue *
dr_json_value_get_first (const DrJsonValue *container)
{
  if ((container->type != DR_JSON_ARRAY && container->type != DR_JSON_OBJECT) || container->count == 0)
    return NULL;
  return container + 1;
}

const DrJsonValue *
dr_json_value_get_next (const DrJsonValue *container,
                        const DrJsonValue *child)
{
  const DrJsonValue *next = child + child->size;

  return next < container + container->size ? next : NULL;
}

const char *
dr_json_value_get_name (const DrJsonValue *value)
{
  return value->name;
}

const DrJsonValue *
dr_json_object_get_member (const DrJsonValue *object,
                           const char        *name)
{
  const DrJsonValue *found = NULL;

  if (object->type != DR_JSON_OBJECT)
    return NULL;
  for (const DrJsonValue *member = dr_json_value_get_first (object); member != NULL;
       member = dr_json_value_get_next (object, member))
    if (member->name[0] == name[0] && strcmp (member->name, name) == 0)
      found = member;
  return found;
}

gboolean
dr_json_member_is_first (const DrJsonValue *object,
                         const DrJsonValue *member)
{
  for (const DrJsonValue *earlier = dr_json_value_get_first (object); earlier != member;
       earlier = dr_json_value_get_next (object, earlier))
    if (strcmp (earlier->name, member->name) == 0)
      return FALSE;
  return TRUE;
}

const char *
dr_json_value_get_string (const DrJsonValue *value)
{
  g_return_val_if_fail (value->type == DR_JSON_STRING, NULL);
  return value->v.string;
}

gint64
dr_json_value_get_int (const DrJsonValue *value)
{
  g_return_val_if_fail (value->type == DR_JSON_INTEGER, 0);
  return value->v.integer;
}

double
dr_json_value_get_double (const DrJsonValue *value)
{
  g_return_val_if_fail (value->type == DR_JSON_DOUBLE, 0);
  return value->v.real;
}

gboolean
dr_json_value_get_boolean (const DrJsonValue *value)
{
  g_return_val_if_fail (value->type == DR_JSON_BOOLEAN, FALSE);
  return value->v.boolean;
}

/* The next member after @member (or the first, for NULL) whose name comes
 * first in @object. */
static const DrJsonValue *
next_first_member (const DrJsonValue *object,
                   const DrJsonValue *member)
{
  member = member == NULL ? dr_json_value_get_first (object) : dr_json_value_get_next (object, member);
  while (member != NULL && !dr_json_member_is_first (object, member))
    member = dr_json_value_get_next (object, member);
  return member;
}

gboolean
dr_json_value_equal (const DrJsonValue *a,
                     const DrJsonValue *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  if (a->type != b->type)
    return FALSE;
  switch (a->type)
    {
    case DR_JSON_NULL:
      return TRUE;
    case DR_JSON_BOOLEAN:
      return !a->v.boolean == !b->v.boolean;
    case DR_JSON_INTEGER:
      return a->v.integer == b->v.integer;
    case DR_JSON_DOUBLE:
      return a->v.real == b->v.real;
    case DR_JSON_STRING:
      return strcmp (a->v.string, b->v.string) == 0;
    case DR_JSON_ARRAY:
      for (const DrJsonValue *x = dr_json_value_get_first (a), *y = dr_json_value_get_first (b);
           x != NULL || y != NULL; x = dr_json_value_get_next (a, x), y = dr_json_value_get_next (b, y))
        if (x == NULL || y == NULL || !dr_json_value_equal (x, y))
          return FALSE;
      return TRUE;
    case DR_JSON_OBJECT:
    default:
      for (const DrJsonValue *x = next_first_member (a, NULL), *y = next_first_member (b, NULL);
           x != NULL || y != NULL; x = next_first_member (a, x), y = next_first_member (b, y))
        if (x == NULL || y == NULL || strcmp (x->name, y->name) != 0
            || !dr_json_value_equal (dr_json_object_get_member (a, x->name), dr_json_object_get_member (b, y->name)))
          return FALSE;
      return TRUE;
    }
}
