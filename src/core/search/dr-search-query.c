/* dr-search-query.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-search"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "dr-card-translations.h"
#include "dr-error.h"
#include "dr-search-query-private.h"
#include "dr-text.h"

typedef enum
{
  KEY_TITLE,
  KEY_TEXT,
  KEY_FLAVOR,
  KEY_ILLUSTRATOR,
  KEY_TYPE,
  KEY_SUBTYPE,
  KEY_FACTION,
  KEY_SIDE,
  KEY_PACK,
  KEY_NUMBER,
  KEY_RELEASE,
  KEY_UNIQUE,
  KEY_BAN_LIST,
  KEY_ROTATION,
  KEY_GAME,
} KeyKind;

typedef struct
{
  const char *name;      /* lower case; one letter, "_", or a word for our own keys */
  KeyKind     kind;
  gboolean    equality;  /* accepts ':' and '!' */
  gboolean    ordered;   /* accepts '<' and '>' */
  const char *column;    /* KEY_NUMBER: the SQL expression compared */
  const char *x_column;  /* KEY_NUMBER: set when the value is X, or NULL */
} KeyInfo;

/* Named keys go at the end: the scanner tries the whole word first, so a
 * new one such as "own" only needs a line here and a case in compile. */
static const KeyInfo keys[] = {
  { "_", KEY_TITLE, TRUE, FALSE, NULL, NULL },
  { "x", KEY_TEXT, TRUE, FALSE, NULL, NULL },
  { "a", KEY_FLAVOR, TRUE, FALSE, NULL, NULL },
  { "i", KEY_ILLUSTRATOR, TRUE, FALSE, NULL, NULL },
  { "t", KEY_TYPE, TRUE, FALSE, NULL, NULL },
  { "s", KEY_SUBTYPE, TRUE, FALSE, NULL, NULL },
  { "f", KEY_FACTION, TRUE, FALSE, NULL, NULL },
  { "d", KEY_SIDE, TRUE, FALSE, NULL, NULL },
  { "e", KEY_PACK, TRUE, TRUE, NULL, NULL },
  { "c", KEY_NUMBER, TRUE, TRUE, "c.cycle_position", NULL },
  { "o", KEY_NUMBER, TRUE, TRUE, "c.cost", "c.cost_is_x" },
  { "g", KEY_NUMBER, TRUE, TRUE, "c.advancement_cost", "c.advancement_is_x" },
  { "v", KEY_NUMBER, TRUE, TRUE, "c.agenda_points", NULL },
  /* Identities have no influence cost, so NetrunnerDB reuses the key for
   * their influence limit; unlimited counts as 0 there. */
  { "n", KEY_NUMBER, TRUE, TRUE,
    "(CASE WHEN c.type_code = 'identity' THEN coalesce (c.influence_limit, 0) "
    "ELSE c.faction_cost END)", NULL },
  { "p", KEY_NUMBER, TRUE, TRUE, "c.strength", "c.strength_is_x" },
  { "m", KEY_NUMBER, TRUE, TRUE, "c.memory_cost", NULL },
  { "l", KEY_NUMBER, TRUE, TRUE, "c.base_link", NULL },
  { "h", KEY_NUMBER, TRUE, TRUE, "c.trash_cost", NULL },
  { "y", KEY_NUMBER, TRUE, TRUE, "c.quantity", NULL },
  { "r", KEY_RELEASE, FALSE, TRUE, NULL, NULL },
  { "u", KEY_UNIQUE, TRUE, FALSE, NULL, NULL },
  { "b", KEY_BAN_LIST, TRUE, FALSE, NULL, NULL },
  { "z", KEY_ROTATION, TRUE, FALSE, NULL, NULL },
  { "game", KEY_GAME, TRUE, FALSE, NULL, NULL },
  /* Ours: copies owned of the card, in any printing (see DR_SEARCH_OWNED_TABLE_SQL). */
  { "own", KEY_NUMBER, TRUE, TRUE,
    "coalesce ((SELECT title_owned FROM temp.collection_owned WHERE code = c.code), 0)", NULL },
};

typedef struct
{
  const char *code;
  const char *factions;  /* SQL list of literals */
} FactionAlias;

static const FactionAlias faction_aliases[] = {
  { "a", "'anarch'" },
  { "c", "'criminal'" },
  { "s", "'shaper'" },
  { "h", "'haas-bioroid'" },
  { "hb", "'haas-bioroid'" },
  { "j", "'jinteki'" },
  { "n", "'nbn'" },
  { "w", "'weyland-consortium'" },
  { "weyland", "'weyland-consortium'" },
  { "p", "'apex'" },
  { "ap", "'apex'" },
  { "d", "'adam'" },
  { "ad", "'adam'" },
  { "u", "'sunny-lebeau'" },
  { "su", "'sunny-lebeau'" },
  { "mini", "'adam', 'apex', 'sunny-lebeau'" },
  { "nc", "'neutral-corp'" },
  { "nr", "'neutral-runner'" },
  { "-", "'neutral-corp', 'neutral-runner'" },
  { "neutral", "'neutral-corp', 'neutral-runner'" },
};

static const char *const games[] = { "netrunner", "lockpick" };

#define DEFAULT_GAME "netrunner"

/* Cards of these never enter a Standard pool, whatever the rotation says. */
#define NEVER_STANDARD \
  "coalesce (c.cycle_code, '') NOT IN ('draft', 'napd') AND c.pack_code <> 'tdc'"

/* Undated packs are not out yet, so they sort after every dated one. */
#define PACK_DATE(column) "coalesce (" column ", '9999-12-31')"

typedef struct
{
  char *text;      /* without the quotes */
  int   position;  /* 0-based character offset, of the opening quote if quoted */
} Value;

typedef struct
{
  const KeyInfo *key;
  char          *key_text;  /* as typed, NULL for a bare title */
  char           op;
  int            position;
  GPtrArray     *values;    /* Value */
} Condition;

struct _DrSearchQuery
{
  GPtrArray *conditions;  /* Condition */
  char      *sql;
  GPtrArray *parameters;  /* GVariant: string or int64 */
};

typedef struct
{
  const char *cursor;
  int         position;  /* in characters */
} Scanner;

static Value *
value_new (const char *text,
           gsize       length,
           int         position)
{
  Value *value = g_new0 (Value, 1);

  value->text = g_strndup (text, length);
  value->position = position;
  return value;
}

static void
value_free (Value *value)
{
  g_free (value->text);
  g_free (value);
}

static void
condition_free (Condition *condition)
{
  g_free (condition->key_text);
  g_ptr_array_unref (condition->values);
  g_free (condition);
}

static gboolean
is_card_code (const char *text)
{
  if (strlen (text) != 5)
    return FALSE;
  for (int i = 0; i < 5; i++)
    if (!g_ascii_isdigit (text[i]))
      return FALSE;
  return TRUE;
}

/* Reprints share every game fact of their card; only these keys can tell two
 * printings of one title apart (pack, cycle, dates, copies, wording, art, and
 * ban lists, which name printings). */
static gboolean
condition_depends_on_printing (const Condition *condition)
{
  switch (condition->key->kind)
    {
    case KEY_TEXT:
    case KEY_FLAVOR:
    case KEY_ILLUSTRATOR:
    case KEY_PACK:
    case KEY_RELEASE:
    case KEY_ROTATION:
    case KEY_BAN_LIST:
      return TRUE;
    case KEY_NUMBER:
      return g_str_equal (condition->key->name, "c") || g_str_equal (condition->key->name, "y");
    case KEY_TITLE:
      for (guint i = 0; i < condition->values->len; i++)
        if (is_card_code (((Value *) condition->values->pdata[i])->text))
          return TRUE;
      return FALSE;
    default:
      return FALSE;
    }
}

gboolean
dr_search_query_depends_on_printing (const DrSearchQuery *query)
{
  g_return_val_if_fail (query != NULL, TRUE);

  for (guint i = 0; i < query->conditions->len; i++)
    if (condition_depends_on_printing (query->conditions->pdata[i]))
      return TRUE;
  return FALSE;
}

gboolean
dr_search_query_uses_collection (const DrSearchQuery *query)
{
  g_return_val_if_fail (query != NULL, FALSE);

  for (guint i = 0; i < query->conditions->len; i++)
    if (g_str_equal (((const Condition *) query->conditions->pdata[i])->key->name, "own"))
      return TRUE;
  return FALSE;
}

void
dr_search_query_free (DrSearchQuery *query)
{
  if (query == NULL)
    return;
  g_clear_pointer (&query->conditions, g_ptr_array_unref);
  g_clear_pointer (&query->parameters, g_ptr_array_unref);
  g_free (query->sql);
  g_free (query);
}

static void set_error (GError **error,
                       int     *error_position,
                       int      position,
                       const char *format,
                       ...) G_GNUC_PRINTF (4, 5);

static void
set_error (GError     **error,
           int         *error_position,
           int          position,
           const char  *format,
           ...)
{
  g_autofree char *detail = NULL;
  va_list args;

  va_start (args, format);
  detail = g_strdup_vprintf (format, args);
  va_end (args);

  if (error_position != NULL)
    *error_position = position;
  g_set_error (error, DR_ERROR, DR_ERROR_QUERY,
               /* Translators: %d is a 1-based character position in the search
                * text, %s says what is wrong there */
               _("At position %d: %s"), position + 1, detail);
}

/* Scanning */

static gunichar
scanner_peek (const Scanner *scanner)
{
  return g_utf8_get_char (scanner->cursor);
}

static void
scanner_advance (Scanner *scanner)
{
  scanner->cursor = g_utf8_next_char (scanner->cursor);
  scanner->position++;
}

static gboolean
is_end_of_value (gunichar c)
{
  return c == 0 || g_unichar_isspace (c);
}

static gboolean
is_operator (gunichar c)
{
  return c == ':' || c == '!' || c == '<' || c == '>';
}

static gboolean
is_key_char (gunichar c)
{
  return c == '_' || g_unichar_isalpha (c);
}

/* NetrunnerDB's set of characters that need no quotes, plus the typographic
 * apostrophe that card titles use. */
static gboolean
is_bare_char (gunichar c)
{
  if (c == 0)
    return FALSE;
  if (c < 128)
    return g_ascii_isalnum (c) || strchr ("-&.!';", (int) c) != NULL;
  return g_unichar_isalnum (c) || g_unichar_ismark (c) || c == 0x2019;
}

static const KeyInfo *
find_key (const char *name)
{
  for (gsize i = 0; i < G_N_ELEMENTS (keys); i++)
    if (strcmp (keys[i].name, name) == 0)
      return &keys[i];
  return NULL;
}

static const char *
ordered_key_list (void)
{
  static char *list = NULL;

  if (g_once_init_enter (&list))
    {
      GString *names = g_string_new (NULL);

      /* Alphabetical, which is how NetrunnerDB's help lists them. */
      for (char letter = 'a'; letter <= 'z'; letter++)
        {
          char name[2] = { letter, 0 };
          const KeyInfo *key = find_key (name);

          if (key != NULL && key->ordered)
            g_string_append_printf (names, "%s%s", names->len > 0 ? " " : "", name);
        }
      for (gsize i = 0; i < G_N_ELEMENTS (keys); i++)
        if (strlen (keys[i].name) > 1 && keys[i].ordered)
          g_string_append_printf (names, " %s", keys[i].name);
      g_once_init_leave (&list, g_string_free (names, FALSE));
    }
  return list;
}

static void
set_unexpected_error (GError     **error,
                      int         *error_position,
                      int          position,
                      const char  *cursor)
{
  gunichar c = g_utf8_get_char (cursor);
  char text[8] = { 0 };

  g_unichar_to_utf8 (c, text);
  if (c == '"' || c == '=' || is_operator (c))
    set_error (error, error_position, position, _("unexpected “%s”"), text);
  else
    set_error (error, error_position, position,
               _("unexpected “%s” (put values with spaces or symbols in double quotes)"),
               text);
}

/* Reads one value at the cursor; @after is what was typed just before it,
 * for the message when the value is missing. */
static Value *
scan_value (Scanner     *scanner,
            const char  *after,
            int         *error_position,
            GError     **error)
{
  gunichar c = scanner_peek (scanner);
  int start = scanner->position;
  const char *begin = scanner->cursor;

  if (is_end_of_value (c) || c == '|')
    {
      set_error (error, error_position, start, _("expected a value after “%s”"), after);
      return NULL;
    }

  if (c == '"')
    {
      const char *close = strchr (begin + 1, '"');

      if (close == NULL)
        {
          set_error (error, error_position, start, _("unterminated quote"));
          return NULL;
        }
      while (scanner->cursor <= close)
        scanner_advance (scanner);
      return value_new (begin + 1, close - begin - 1, start);
    }

  if (!is_bare_char (c))
    {
      set_unexpected_error (error, error_position, start, begin);
      return NULL;
    }

  while (is_bare_char (scanner_peek (scanner)))
    scanner_advance (scanner);
  return value_new (begin, scanner->cursor - begin, start);
}

static Condition *
scan_condition (Scanner     *scanner,
                int         *error_position,
                GError     **error)
{
  g_autoptr(GPtrArray) values = g_ptr_array_new_with_free_func ((GDestroyNotify) value_free);
  g_autofree char *key_text = NULL;
  g_autofree char *after = NULL;
  const KeyInfo *key = find_key ("_");
  Scanner word = *scanner;
  int start = scanner->position;
  int n_chars = 0;
  char op = ':';
  Condition *condition;

  while (is_key_char (scanner_peek (&word)))
    {
      scanner_advance (&word);
      n_chars++;
    }

  if (n_chars > 0 && is_operator (scanner_peek (&word)))
    {
      g_autofree char *typed = g_strndup (scanner->cursor, word.cursor - scanner->cursor);
      g_autofree char *name = g_utf8_strdown (typed, -1);
      const KeyInfo *found = find_key (name);

      if (found == NULL && n_chars == 1)
        {
          set_error (error, error_position, start, _("unknown key “%s”"), typed);
          return NULL;
        }
      /* A longer word before "!" is a title such as "Wow!", as in NetrunnerDB;
       * before ":" "<" ">" it falls through to the "unexpected" message. */
      if (found != NULL)
        {
          key = found;
          key_text = g_steal_pointer (&typed);
          *scanner = word;
          op = (char) scanner_peek (scanner);

          if ((op == '<' || op == '>') && !key->ordered)
            {
              set_error (error, error_position, scanner->position,
                         /* Translators: %c is an operator such as <, %s a key
                          * such as t, the last %s a list of keys: c e g h … */
                         _("“%c” cannot be used with key “%s” (only with %s)"),
                         op, key_text, ordered_key_list ());
              return NULL;
            }
          if ((op == ':' || op == '!') && !key->equality)
            {
              set_error (error, error_position, scanner->position,
                         /* Translators: %c is an operator such as :, %s a key */
                         _("“%c” cannot be used with key “%s” (only “<” and “>”)"),
                         op, key_text);
              return NULL;
            }
          scanner_advance (scanner);
          after = g_strdup_printf ("%s%c", key_text, op);
        }
    }

  if (key_text == NULL && scanner_peek (scanner) == '|')
    {
      set_error (error, error_position, start, _("expected a value before “|”"));
      return NULL;
    }

  for (;;)
    {
      Value *value = scan_value (scanner, after != NULL ? after : "|", error_position, error);
      gunichar c;

      if (value == NULL)
        return NULL;
      g_ptr_array_add (values, value);

      c = scanner_peek (scanner);
      if (is_end_of_value (c))
        break;
      if (c != '|')
        {
          set_unexpected_error (error, error_position, scanner->position, scanner->cursor);
          return NULL;
        }
      if (op != ':' && op != '!')
        {
          set_error (error, error_position, scanner->position,
                     _("“|” can only join values after “:” or “!”"));
          return NULL;
        }
      scanner_advance (scanner);
      g_clear_pointer (&after, g_free);
    }

  condition = g_new0 (Condition, 1);
  condition->key = key;
  condition->key_text = g_steal_pointer (&key_text);
  condition->op = op;
  condition->position = start;
  condition->values = g_steal_pointer (&values);
  return condition;
}

/* Compilation */

typedef struct
{
  GString   *sql;
  GPtrArray *parameters;
  int       *error_position;
  GError   **error;
} Compiler;

static void
add_text (Compiler   *compiler,
          const char *text)
{
  g_string_append_c (compiler->sql, '?');
  g_ptr_array_add (compiler->parameters, g_variant_ref_sink (g_variant_new_string (text)));
}

static void
add_int (Compiler *compiler,
         gint64    number)
{
  g_string_append_c (compiler->sql, '?');
  g_ptr_array_add (compiler->parameters, g_variant_ref_sink (g_variant_new_int64 (number)));
}

/* Card texts are stored ASCII-folded, so the value is folded the same way;
 * this is also what makes "Deja" and "Déjà" find the same card. */
static char *
fold (const char *text)
{
  return dr_text_to_ascii (text);
}

static char *
like_pattern (const char *prefix,
              const char *text,
              const char *suffix)
{
  GString *pattern = g_string_new (prefix);

  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '%' || *p == '_' || *p == '\\')
        g_string_append_c (pattern, '\\');
      g_string_append_c (pattern, *p);
    }
  g_string_append (pattern, suffix);
  return g_string_free (pattern, FALSE);
}

static void
add_like (Compiler   *compiler,
          const char *column,
          const char *folded)
{
  g_autofree char *pattern = like_pattern ("%", folded, "%");

  g_string_append_printf (compiler->sql, "coalesce (%s, '') LIKE ", column);
  add_text (compiler, pattern);
  g_string_append (compiler->sql, " ESCAPE '\\'");
}

static gboolean
is_acronym (const char *text)
{
  if (strlen (text) < 2)
    return FALSE;
  for (const char *p = text; *p != '\0'; p++)
    if (!g_ascii_isupper (*p))
      return FALSE;
  return TRUE;
}

static gboolean
parse_number (Compiler    *compiler,
              const Value *value,
              gint64      *number)
{
  if (!g_ascii_string_to_signed (value->text, 10, G_MININT, G_MAXINT, number, NULL))
    {
      set_error (compiler->error, compiler->error_position, value->position,
                 _("“%s” is not a number"), value->text);
      return FALSE;
    }
  return TRUE;
}

static gboolean
is_x (const char *text)
{
  return g_ascii_strcasecmp (text, "x") == 0;
}

static gboolean
parse_date (Compiler     *compiler,
            const Value  *value,
            char        **date)
{
  const char *text = value->text;
  guint64 year, month, day;

  if (g_ascii_strcasecmp (text, "now") == 0)
    {
      g_autoptr(GDateTime) now = g_date_time_new_now_local ();

      *date = g_date_time_format (now, "%Y-%m-%d");
      return TRUE;
    }

  if (strlen (text) == 10 && text[4] == '-' && text[7] == '-'
      && g_ascii_isdigit (text[0]) && g_ascii_isdigit (text[1])
      && g_ascii_isdigit (text[2]) && g_ascii_isdigit (text[3])
      && g_ascii_isdigit (text[5]) && g_ascii_isdigit (text[6])
      && g_ascii_isdigit (text[8]) && g_ascii_isdigit (text[9]))
    {
      year = g_ascii_strtoull (text, NULL, 10);
      month = g_ascii_strtoull (text + 5, NULL, 10);
      day = g_ascii_strtoull (text + 8, NULL, 10);
      if (year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= 31
          && g_date_valid_dmy ((GDateDay) day, (GDateMonth) month, (GDateYear) year))
        {
          *date = g_strdup (text);
          return TRUE;
        }
    }

  set_error (compiler->error, compiler->error_position, value->position,
             _("“%s” is not a date (expected YYYY-MM-DD or “now”)"), text);
  return FALSE;
}

/* A substring of @column (stripped_title, keywords or stripped_text, the
 * columns of cards_fts). The trigram index answers LIKE patterns of three
 * characters or more, but not those that need an ESCAPE clause. */
static void
add_substring_match (Compiler   *compiler,
                     const char *column,
                     const char *folded)
{
  if (g_utf8_strlen (folded, -1) >= 3 && strpbrk (folded, "%_\\") == NULL)
    {
      g_autofree char *pattern = g_strconcat ("%", folded, "%", NULL);

      g_string_append_printf (compiler->sql, "c.id IN (SELECT rowid FROM cards_fts WHERE %s LIKE ", column);
      add_text (compiler, pattern);
      g_string_append_c (compiler->sql, ')');
    }
  else
    {
      g_autofree char *qualified = g_strconcat ("c.", column, NULL);

      add_like (compiler, qualified, folded);
    }
}

/* The ids of the printings whose translation (@column: search_title or
 * search_text) holds @text, so that a search finds a card by its words in
 * the reader's language too. Their keys keep scripts that have no ASCII
 * spelling. */
static void
add_translation_ids (Compiler   *compiler,
                     const char *column,
                     const char *text)
{
  g_autofree char *key = dr_card_translation_search_key (text);

  if (g_utf8_strlen (key, -1) >= 3 && strpbrk (key, "%_\\") == NULL)
    {
      g_autofree char *pattern = g_strconcat ("%", key, "%", NULL);

      g_string_append_printf (compiler->sql,
                              "SELECT card_id FROM card_translations WHERE id IN"
                              " (SELECT rowid FROM card_translations_fts WHERE %s LIKE ", column);
      add_text (compiler, pattern);
      g_string_append_c (compiler->sql, ')');
    }
  else
    {
      g_string_append (compiler->sql, "SELECT card_id FROM card_translations WHERE ");
      add_like (compiler, column, key);
    }
}

static void
add_translation_match (Compiler   *compiler,
                       const char *column,
                       const char *text)
{
  g_string_append (compiler->sql, " OR c.id IN (");
  add_translation_ids (compiler, column, text);
  g_string_append_c (compiler->sql, ')');
}

static void
compile_title (Compiler    *compiler,
               const Value *value)
{
  g_autofree char *folded = fold (value->text);

  if (is_card_code (value->text))
    {
      g_string_append (compiler->sql, "c.code = ");
      add_text (compiler, value->text);
      return;
    }

  /* An acronym is one set of ids more, rather than an OR that would test
   * every card. */
  if (is_acronym (value->text) && g_utf8_strlen (folded, -1) >= 3 && strpbrk (folded, "%_\\") == NULL)
    {
      g_autofree char *pattern = g_strconcat ("%", folded, "%", NULL);

      g_string_append (compiler->sql,
                       "c.id IN (SELECT rowid FROM cards_fts WHERE stripped_title LIKE ");
      add_text (compiler, pattern);
      g_string_append (compiler->sql, " UNION ALL SELECT id FROM cards WHERE title_acronym = ");
      add_text (compiler, value->text);
      g_string_append (compiler->sql, " UNION ALL ");
      add_translation_ids (compiler, "search_title", value->text);
      g_string_append_c (compiler->sql, ')');
      return;
    }
  g_string_append_c (compiler->sql, '(');
  add_substring_match (compiler, "stripped_title", folded);
  add_translation_match (compiler, "search_title", value->text);
  if (is_acronym (value->text))
    {
      g_string_append (compiler->sql, " OR c.title_acronym = ");
      add_text (compiler, value->text);
    }
  g_string_append_c (compiler->sql, ')');
}

/* Older cards say "brain damage", newer ones "core damage" for the same
 * thing, so NetrunnerDB finds either wording with both. */
static char *
damage_alias (const char *folded)
{
  g_autofree char *lower = g_ascii_strdown (folded, -1);
  const char *from = NULL;
  const char *to = NULL;
  const char *found;

  if ((found = strstr (lower, "brain d")) != NULL)
    {
      from = "brain d";
      to = "core d";
    }
  else if ((found = strstr (lower, "core d")) != NULL)
    {
      from = "core d";
      to = "brain d";
    }
  else
    return NULL;

  return g_strdup_printf ("%.*s%s%s", (int) (found - lower), lower, to, found + strlen (from));
}

static void
compile_text (Compiler    *compiler,
              const Value *value)
{
  g_autofree char *folded = fold (value->text);
  g_autofree char *alias = damage_alias (folded);

  g_string_append_c (compiler->sql, '(');
  add_substring_match (compiler, "stripped_text", folded);
  add_translation_match (compiler, "search_text", value->text);
  if (alias != NULL)
    {
      g_string_append (compiler->sql, " OR ");
      add_substring_match (compiler, "stripped_text", alias);
    }
  g_string_append_c (compiler->sql, ')');
}

static void
compile_faction (Compiler    *compiler,
                 const Value *value)
{
  g_autofree char *lower = g_utf8_strdown (value->text, -1);

  for (gsize i = 0; i < G_N_ELEMENTS (faction_aliases); i++)
    if (strcmp (faction_aliases[i].code, lower) == 0)
      {
        g_string_append_printf (compiler->sql, "coalesce (c.faction_code, '') IN (%s)",
                                faction_aliases[i].factions);
        return;
      }
  g_string_append (compiler->sql, "coalesce (c.faction_code, '') = ");
  add_text (compiler, lower);
}

static gboolean
compile_number (Compiler      *compiler,
                const KeyInfo *key,
                const Value   *value)
{
  gint64 number;

  if (key->x_column != NULL && is_x (value->text))
    {
      g_string_append_printf (compiler->sql, "%s = 1", key->x_column);
      return TRUE;
    }
  if (!parse_number (compiler, value, &number))
    return FALSE;
  /* IS rather than = so that a card without the value reads as false,
   * not NULL, and the condition can be negated. */
  g_string_append_printf (compiler->sql, "%s IS ", key->column);
  add_int (compiler, number);
  return TRUE;
}

static void
ban_list_code (Compiler   *compiler,
               const char *lower)
{
  if (strcmp (lower, "active") == 0)
    g_string_append (compiler->sql,
                     "(SELECT code FROM mwls WHERE active = 1 "
                     "ORDER BY date_start DESC, code DESC LIMIT 1)");
  else if (strcmp (lower, "latest") == 0)
    g_string_append (compiler->sql,
                     "(SELECT code FROM mwls ORDER BY date_start DESC, code DESC LIMIT 1)");
  else
    add_text (compiler, lower);
}

/* b:list keeps the cards the list does not mention; b!list the ones it does.
 * A list that does not exist matches nothing either way, so a typo shows up
 * as an empty result rather than as every card. */
static void
compile_ban_list (Compiler    *compiler,
                  const Value *value,
                  gboolean     listed)
{
  g_autofree char *lower = g_utf8_strdown (value->text, -1);

  /* Neither subquery refers to the card, so sqlite evaluates each once per
   * search instead of once per card. */
  g_string_append (compiler->sql, "(EXISTS (SELECT 1 FROM mwls WHERE code = ");
  ban_list_code (compiler, lower);
  g_string_append_printf (compiler->sql, ") AND c.code %s (SELECT card_code FROM mwl_cards WHERE mwl_code = ",
                          listed ? "IN" : "NOT IN");
  ban_list_code (compiler, lower);
  g_string_append (compiler->sql, "))");
}

static gboolean
is_current_rotation (const char *lower)
{
  return strcmp (lower, "current") == 0 || strcmp (lower, "standard") == 0
         || strcmp (lower, "latest") == 0;
}

/* Like b:, an unknown rotation code matches nothing with either operator. */
static void
compile_rotation (Compiler    *compiler,
                  const Value *value,
                  gboolean     negate)
{
  g_autofree char *lower = g_utf8_strdown (value->text, -1);

  if (is_current_rotation (lower))
    g_string_append_printf (compiler->sql,
                            "%s(coalesce (c.cycle_rotated, 1) = 0 AND " NEVER_STANDARD ")",
                            negate ? "NOT " : "");
  else if (strcmp (lower, "startup") == 0)
    g_string_append_printf (compiler->sql,
                            "coalesce (c.cycle_code, '') %s "
                            "('system-gateway', 'liberation', 'elevation')",
                            negate ? "NOT IN" : "IN");
  else
    {
      g_string_append (compiler->sql, "(EXISTS (SELECT 1 FROM rotations WHERE code = ");
      add_text (compiler, lower);
      g_string_append_printf (compiler->sql,
                              ") AND %s(coalesce (c.cycle_code, '') NOT IN "
                              "(SELECT cycle_code FROM rotation_cycles WHERE rotation_code = ",
                              negate ? "NOT " : "");
      add_text (compiler, lower);
      g_string_append (compiler->sql, ") AND " NEVER_STANDARD "))");
    }
}

static gboolean
compile_game (Compiler    *compiler,
              const Value *value)
{
  g_autofree char *lower = g_utf8_strdown (value->text, -1);

  for (gsize i = 0; i < G_N_ELEMENTS (games); i++)
    if (strcmp (games[i], lower) == 0)
      {
        g_string_append (compiler->sql, "c.game = ");
        add_text (compiler, games[i]);
        return TRUE;
      }
  set_error (compiler->error, compiler->error_position, value->position,
             _("unknown game “%s” (expected netrunner or lockpick)"), value->text);
  return FALSE;
}

/* One value of a ':' or '!' condition, as an expression that is never NULL
 * so that '!' can negate it. */
static gboolean
compile_match (Compiler      *compiler,
               const KeyInfo *key,
               const Value   *value)
{
  g_autofree char *lower = NULL;

  switch (key->kind)
    {
    case KEY_TITLE:
      compile_title (compiler, value);
      return TRUE;

    case KEY_TEXT:
      compile_text (compiler, value);
      return TRUE;

    case KEY_FLAVOR:
    case KEY_ILLUSTRATOR:
      {
        g_autofree char *folded = fold (value->text);

        add_like (compiler,
                  key->kind == KEY_FLAVOR ? "dr_search_fold (c.flavor)"
                                          : "dr_search_fold (c.illustrator)",
                  folded);
      }
      return TRUE;

    case KEY_TYPE:
      lower = g_utf8_strdown (value->text, -1);
      g_string_append (compiler->sql, "c.type_code = ");
      add_text (compiler, lower);
      return TRUE;

    case KEY_SUBTYPE:
      {
        g_autofree char *folded = fold (value->text);
        g_autofree char *pattern = like_pattern ("% - ", folded, " - %");

        g_string_append (compiler->sql, "(' - ' || coalesce (c.keywords, '') || ' - ') LIKE ");
        add_text (compiler, pattern);
        g_string_append (compiler->sql, " ESCAPE '\\'");
      }
      return TRUE;

    case KEY_FACTION:
      compile_faction (compiler, value);
      return TRUE;

    case KEY_SIDE:
      {
        char first[8] = { 0 };

        lower = g_utf8_strdown (value->text, -1);
        g_unichar_to_utf8 (g_utf8_get_char (lower), first);
        /* Sides match by their first letter; as a range the filter index
         * can seek to it instead of testing every card. */
        if (first[0] >= 'a' && first[0] < 'z' && first[1] == '\0')
          {
            char next[2] = { first[0] + 1, '\0' };

            g_string_append (compiler->sql, "(c.side_code >= ");
            add_text (compiler, first);
            g_string_append (compiler->sql, " AND c.side_code < ");
            add_text (compiler, next);
            g_string_append_c (compiler->sql, ')');
          }
        else
          {
            g_string_append (compiler->sql, "substr (c.side_code, 1, 1) = ");
            add_text (compiler, first);
          }
      }
      return TRUE;

    case KEY_PACK:
      lower = g_utf8_strdown (value->text, -1);
      g_string_append (compiler->sql, "c.pack_code = ");
      add_text (compiler, lower);
      return TRUE;

    case KEY_NUMBER:
      return compile_number (compiler, key, value);

    case KEY_UNIQUE:
      if (strcmp (value->text, "0") != 0 && strcmp (value->text, "1") != 0)
        {
          set_error (compiler->error, compiler->error_position, value->position,
                     _("“%s” is not 0 or 1"), value->text);
          return FALSE;
        }
      g_string_append (compiler->sql, "c.uniqueness = ");
      add_int (compiler, value->text[0] == '1');
      return TRUE;

    case KEY_BAN_LIST:
      compile_ban_list (compiler, value, FALSE);
      return TRUE;

    case KEY_ROTATION:
      compile_rotation (compiler, value, FALSE);
      return TRUE;

    case KEY_GAME:
      return compile_game (compiler, value);

    case KEY_RELEASE:
    default:
      g_assert_not_reached ();
    }
  return FALSE;
}

static gboolean
compile_ordered (Compiler        *compiler,
                 const Condition *condition)
{
  const KeyInfo *key = condition->key;
  const Value *value = g_ptr_array_index (condition->values, 0);
  char op = condition->op;

  switch (key->kind)
    {
    case KEY_NUMBER:
      {
        gint64 number;

        if (!parse_number (compiler, value, &number))
          return FALSE;
        g_string_append_printf (compiler->sql, "%s %c ", key->column, op);
        add_int (compiler, number);
      }
      return TRUE;

    case KEY_PACK:
      {
        g_autofree char *lower = g_utf8_strdown (value->text, -1);

        g_string_append_printf (compiler->sql,
                                PACK_DATE ("c.pack_date") " %c (SELECT "
                                PACK_DATE ("date_release") " FROM packs WHERE code = ",
                                op);
        add_text (compiler, lower);
        g_string_append_c (compiler->sql, ')');
      }
      return TRUE;

    case KEY_RELEASE:
      {
        g_autofree char *date = NULL;

        if (!parse_date (compiler, value, &date))
          return FALSE;
        /* NetrunnerDB's bounds: "before" includes the day, "after" does
         * not but takes the packs that have no date yet. */
        if (op == '<')
          {
            g_string_append (compiler->sql, "c.pack_date <= ");
            add_text (compiler, date);
          }
        else
          {
            g_string_append (compiler->sql, "(c.pack_date > ");
            add_text (compiler, date);
            g_string_append (compiler->sql, " OR c.pack_date IS NULL)");
          }
      }
      return TRUE;

    default:
      g_assert_not_reached ();
    }
  return FALSE;
}

static gboolean
compile_condition (Compiler        *compiler,
                   const Condition *condition)
{
  const KeyInfo *key = condition->key;
  gboolean negate = condition->op == '!';

  if (condition->op == '<' || condition->op == '>')
    return compile_ordered (compiler, condition);

  /* A number that is not there differs from nothing: o!3 means "costs
   * something other than 3", which agendas do not. */
  if (negate && key->kind == KEY_NUMBER)
    {
      g_string_append_printf (compiler->sql, "(%s IS NOT NULL", key->column);
      if (key->x_column != NULL)
        g_string_append_printf (compiler->sql, " OR %s = 1", key->x_column);
      g_string_append (compiler->sql, ") AND ");
    }

  /* b! and z!code have their own "none of these" forms, see above. */
  if (negate && (key->kind == KEY_BAN_LIST || key->kind == KEY_ROTATION))
    {
      g_string_append_c (compiler->sql, '(');
      for (guint i = 0; i < condition->values->len; i++)
        {
          const Value *value = g_ptr_array_index (condition->values, i);

          if (i > 0)
            g_string_append (compiler->sql, " AND ");
          if (key->kind == KEY_BAN_LIST)
            compile_ban_list (compiler, value, TRUE);
          else
            compile_rotation (compiler, value, TRUE);
        }
      g_string_append_c (compiler->sql, ')');
      return TRUE;
    }

  g_string_append (compiler->sql, negate ? "NOT (" : "(");
  for (guint i = 0; i < condition->values->len; i++)
    {
      if (i > 0)
        g_string_append (compiler->sql, " OR ");
      if (!compile_match (compiler, key, g_ptr_array_index (condition->values, i)))
        return FALSE;
    }
  g_string_append_c (compiler->sql, ')');
  return TRUE;
}

DrSearchQuery *
dr_search_query_parse (const char  *text,
                       int         *error_position,
                       GError     **error)
{
  g_autoptr(DrSearchQuery) query = NULL;
  g_autoptr(GString) sql = NULL;
  Scanner scanner = { text != NULL ? text : "", 0 };
  Compiler compiler = { NULL, NULL, error_position, error };
  gboolean has_game = FALSE;

  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (error_position != NULL)
    *error_position = -1;
  sql = g_string_new (NULL);
  compiler.sql = sql;
  query = g_new0 (DrSearchQuery, 1);
  query->conditions = g_ptr_array_new_with_free_func ((GDestroyNotify) condition_free);
  query->parameters = g_ptr_array_new_with_free_func ((GDestroyNotify) g_variant_unref);
  compiler.parameters = query->parameters;

  if (!g_utf8_validate (scanner.cursor, -1, NULL))
    {
      set_error (error, error_position, 0, _("the text is not valid UTF-8"));
      return NULL;
    }

  for (;;)
    {
      Condition *condition;

      while (g_unichar_isspace (scanner_peek (&scanner)))
        scanner_advance (&scanner);
      if (*scanner.cursor == '\0')
        break;

      condition = scan_condition (&scanner, error_position, error);
      if (condition == NULL)
        return NULL;
      g_ptr_array_add (query->conditions, condition);

      if (sql->len > 0)
        g_string_append (sql, " AND ");
      g_string_append_c (sql, '(');
      if (!compile_condition (&compiler, condition))
        return NULL;
      g_string_append_c (sql, ')');
      if (condition->key->kind == KEY_GAME)
        has_game = TRUE;
    }

  /* Without a game: key the user means the card game, not Lockpick. */
  if (!has_game)
    {
      if (sql->len > 0)
        g_string_append (sql, " AND ");
      g_string_append (sql, "c.game = ");
      add_text (&compiler, DEFAULT_GAME);
    }

  query->sql = g_string_free (g_steal_pointer (&sql), FALSE);
  return g_steal_pointer (&query);
}

const char *
dr_search_query_get_sql (const DrSearchQuery *query)
{
  g_return_val_if_fail (query != NULL, NULL);

  return query->sql;
}

guint
dr_search_query_get_n_parameters (const DrSearchQuery *query)
{
  g_return_val_if_fail (query != NULL, 0);

  return query->parameters->len;
}

int
dr_search_query_bind (const DrSearchQuery *query,
                      sqlite3_stmt        *statement,
                      int                  first_index)
{
  g_return_val_if_fail (query != NULL, SQLITE_MISUSE);
  g_return_val_if_fail (statement != NULL, SQLITE_MISUSE);

  for (guint i = 0; i < query->parameters->len; i++)
    {
      GVariant *parameter = g_ptr_array_index (query->parameters, i);
      int index = first_index + (int) i;
      int rc;

      if (g_variant_is_of_type (parameter, G_VARIANT_TYPE_INT64))
        rc = sqlite3_bind_int64 (statement, index, g_variant_get_int64 (parameter));
      else
        rc = sqlite3_bind_text (statement, index, g_variant_get_string (parameter, NULL), -1,
                                SQLITE_TRANSIENT);
      if (rc != SQLITE_OK)
        return rc;
    }
  return SQLITE_OK;
}

/* Flavor text and illustrators are stored as printed, with accents; folding
 * both sides lets "Sadaba" find "Sádaba" the way NetrunnerDB's collation does. */
static void
fold_function (sqlite3_context  *context,
               int               argc,
               sqlite3_value   **argv)
{
  const char *text = (const char *) sqlite3_value_text (argv[0]);

  if (text == NULL)
    sqlite3_result_null (context);
  else
    sqlite3_result_text (context, dr_text_to_ascii (text), -1, g_free);
}

int
dr_search_query_register_functions (sqlite3 *db)
{
  sqlite3_stmt *probe = NULL;

  g_return_val_if_fail (db != NULL, SQLITE_MISUSE);

  /* Redefining a function fails while any statement of the connection is
   * running, and expires all its prepared statements, so define it once. */
  if (sqlite3_prepare_v2 (db, "SELECT dr_search_fold (NULL)", -1, &probe, NULL) == SQLITE_OK)
    {
      sqlite3_finalize (probe);
      return SQLITE_OK;
    }
  return sqlite3_create_function_v2 (db, "dr_search_fold", 1,
                                     SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS,
                                     NULL, fold_function, NULL, NULL, NULL);
}
