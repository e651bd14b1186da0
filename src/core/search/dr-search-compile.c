/* dr-search-compile.c
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
#include "dr-search-private.h"
#include "dr-text.h"

/* A parsed condition as an SQL expression over cards AS c (see
 * dr_search_query_get_sql()), its values as parameters. */

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

/* Cards of these never enter a Standard pool, whatever the rotation says. */
#define NEVER_STANDARD \
  "coalesce (c.cycle_code, '') NOT IN ('draft', 'napd') AND c.pack_code <> 'tdc'"

/* Undated packs are not out yet, so they sort after every dated one. */
#define PACK_DATE(column) "coalesce (" column ", '9999-12-31')"

void
dr_search_compiler_add_text (DrSearchCompiler *compiler,
                             const char       *text)
{
  g_string_append_c (compiler->sql, '?');
  g_ptr_array_add (compiler->parameters, g_variant_ref_sink (g_variant_new_string (text)));
}

static void
add_int (DrSearchCompiler *compiler,
         gint64            number)
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
add_like (DrSearchCompiler *compiler,
          const char       *column,
          const char       *folded)
{
  g_autofree char *pattern = like_pattern ("%", folded, "%");

  g_string_append_printf (compiler->sql, "coalesce (%s, '') LIKE ", column);
  dr_search_compiler_add_text (compiler, pattern);
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
parse_number (DrSearchCompiler    *compiler,
              const DrSearchValue *value,
              gint64              *number)
{
  if (!g_ascii_string_to_signed (value->text, 10, G_MININT, G_MAXINT, number, NULL))
    {
      dr_search_set_error (compiler->error, compiler->error_position, value->position,
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
parse_date (DrSearchCompiler     *compiler,
            const DrSearchValue  *value,
            char                **date)
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

  dr_search_set_error (compiler->error, compiler->error_position, value->position,
                       _("“%s” is not a date (expected YYYY-MM-DD or “now”)"), text);
  return FALSE;
}

/* A substring of @column (stripped_title, keywords or stripped_text, the
 * columns of cards_fts). The trigram index answers LIKE patterns of three
 * characters or more, but not those that need an ESCAPE clause. */
static void
add_substring_match (DrSearchCompiler *compiler,
                     const char       *column,
                     const char       *folded)
{
  if (g_utf8_strlen (folded, -1) >= 3 && strpbrk (folded, "%_\\") == NULL)
    {
      g_autofree char *pattern = g_strconcat ("%", folded, "%", NULL);

      g_string_append_printf (compiler->sql, "c.id IN (SELECT rowid FROM cards_fts WHERE %s LIKE ", column);
      dr_search_compiler_add_text (compiler, pattern);
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
add_translation_ids (DrSearchCompiler *compiler,
                     const char       *column,
                     const char       *text)
{
  g_autofree char *key = dr_card_translation_search_key (text);

  if (g_utf8_strlen (key, -1) >= 3 && strpbrk (key, "%_\\") == NULL)
    {
      g_autofree char *pattern = g_strconcat ("%", key, "%", NULL);

      g_string_append_printf (compiler->sql,
                              "SELECT card_id FROM card_translations WHERE id IN"
                              " (SELECT rowid FROM card_translations_fts WHERE %s LIKE ", column);
      dr_search_compiler_add_text (compiler, pattern);
      g_string_append_c (compiler->sql, ')');
    }
  else
    {
      g_string_append (compiler->sql, "SELECT card_id FROM card_translations WHERE ");
      add_like (compiler, column, key);
    }
}

static void
add_translation_match (DrSearchCompiler *compiler,
                       const char       *column,
                       const char       *text)
{
  g_string_append (compiler->sql, " OR c.id IN (");
  add_translation_ids (compiler, column, text);
  g_string_append_c (compiler->sql, ')');
}

/* "@column = code, or a code whose name in a synced language is @text":
 * t:glace, f:criminel, e:"boite de base" find what t:ice, f:criminal and
 * e:core find (name_translations, card database schema 6). */
static void
add_code_or_name (DrSearchCompiler *compiler,
                  const char       *column,
                  const char       *kind,
                  const char       *code,
                  const char       *text)
{
  g_autofree char *name_key = dr_card_translation_search_key (text);

  g_string_append_printf (compiler->sql, "(%s = ", column);
  dr_search_compiler_add_text (compiler, code);
  g_string_append_printf (compiler->sql, " OR %s IN (SELECT code FROM name_translations WHERE kind = '%s'"
                                         " AND search_name = ", column, kind);
  dr_search_compiler_add_text (compiler, name_key);
  g_string_append (compiler->sql, "))");
}

static void
compile_title (DrSearchCompiler    *compiler,
               const DrSearchValue *value)
{
  g_autofree char *folded = fold (value->text);

  if (dr_search_is_card_code (value->text))
    {
      g_string_append (compiler->sql, "c.code = ");
      dr_search_compiler_add_text (compiler, value->text);
      return;
    }

  /* An acronym is one set of ids more, rather than an OR that would test
   * every card. */
  if (is_acronym (value->text) && g_utf8_strlen (folded, -1) >= 3 && strpbrk (folded, "%_\\") == NULL)
    {
      g_autofree char *pattern = g_strconcat ("%", folded, "%", NULL);

      g_string_append (compiler->sql,
                       "c.id IN (SELECT rowid FROM cards_fts WHERE stripped_title LIKE ");
      dr_search_compiler_add_text (compiler, pattern);
      g_string_append (compiler->sql, " UNION ALL SELECT id FROM cards WHERE title_acronym = ");
      dr_search_compiler_add_text (compiler, value->text);
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
      dr_search_compiler_add_text (compiler, value->text);
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
compile_text (DrSearchCompiler    *compiler,
              const DrSearchValue *value)
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
compile_faction (DrSearchCompiler    *compiler,
                 const DrSearchValue *value)
{
  g_autofree char *lower = g_utf8_strdown (value->text, -1);

  for (gsize i = 0; i < G_N_ELEMENTS (faction_aliases); i++)
    if (strcmp (faction_aliases[i].code, lower) == 0)
      {
        g_string_append_printf (compiler->sql, "coalesce (c.faction_code, '') IN (%s)",
                                faction_aliases[i].factions);
        return;
      }
  add_code_or_name (compiler, "coalesce (c.faction_code, '')", "factions", lower, value->text);
}

static gboolean
compile_number (DrSearchCompiler    *compiler,
                const DrSearchKey   *key,
                const DrSearchValue *value)
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
ban_list_code (DrSearchCompiler *compiler,
               const char       *lower)
{
  if (strcmp (lower, "active") == 0)
    g_string_append (compiler->sql,
                     "(SELECT code FROM mwls WHERE active = 1 "
                     "ORDER BY date_start DESC, code DESC LIMIT 1)");
  else if (strcmp (lower, "latest") == 0)
    g_string_append (compiler->sql,
                     "(SELECT code FROM mwls ORDER BY date_start DESC, code DESC LIMIT 1)");
  else
    dr_search_compiler_add_text (compiler, lower);
}

/* b:list keeps the cards the list does not mention; b!list the ones it does.
 * A list that does not exist matches nothing either way, so a typo shows up
 * as an empty result rather than as every card. */
static void
compile_ban_list (DrSearchCompiler    *compiler,
                  const DrSearchValue *value,
                  gboolean             listed)
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
compile_rotation (DrSearchCompiler    *compiler,
                  const DrSearchValue *value,
                  gboolean             negate)
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
      dr_search_compiler_add_text (compiler, lower);
      g_string_append_printf (compiler->sql,
                              ") AND %s(coalesce (c.cycle_code, '') NOT IN "
                              "(SELECT cycle_code FROM rotation_cycles WHERE rotation_code = ",
                              negate ? "NOT " : "");
      dr_search_compiler_add_text (compiler, lower);
      g_string_append (compiler->sql, ") AND " NEVER_STANDARD "))");
    }
}

static gboolean
compile_game (DrSearchCompiler    *compiler,
              const DrSearchValue *value)
{
  g_autofree char *lower = g_utf8_strdown (value->text, -1);

  for (gsize i = 0; i < G_N_ELEMENTS (games); i++)
    if (strcmp (games[i], lower) == 0)
      {
        g_string_append (compiler->sql, "c.game = ");
        dr_search_compiler_add_text (compiler, games[i]);
        return TRUE;
      }
  dr_search_set_error (compiler->error, compiler->error_position, value->position,
                       _("unknown game “%s” (expected netrunner or lockpick)"), value->text);
  return FALSE;
}

/* One value of a ':' or '!' condition, as an expression that is never NULL
 * so that '!' can negate it. */
static gboolean
compile_match (DrSearchCompiler    *compiler,
               const DrSearchKey   *key,
               const DrSearchValue *value)
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
      add_code_or_name (compiler, "c.type_code", "types", lower, value->text);
      return TRUE;

    case KEY_SUBTYPE:
      {
        g_autofree char *folded = fold (value->text);
        g_autofree char *pattern = like_pattern ("% - ", folded, " - %");

        g_string_append (compiler->sql, "(' - ' || coalesce (c.keywords, '') || ' - ') LIKE ");
        dr_search_compiler_add_text (compiler, pattern);
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
            dr_search_compiler_add_text (compiler, first);
            g_string_append (compiler->sql, " AND c.side_code < ");
            dr_search_compiler_add_text (compiler, next);
            g_string_append_c (compiler->sql, ')');
          }
        else
          {
            g_string_append (compiler->sql, "substr (c.side_code, 1, 1) = ");
            dr_search_compiler_add_text (compiler, first);
          }
      }
      return TRUE;

    case KEY_PACK:
      lower = g_utf8_strdown (value->text, -1);
      add_code_or_name (compiler, "c.pack_code", "packs", lower, value->text);
      return TRUE;

    case KEY_NUMBER:
      return compile_number (compiler, key, value);

    case KEY_UNIQUE:
      if (strcmp (value->text, "0") != 0 && strcmp (value->text, "1") != 0)
        {
          dr_search_set_error (compiler->error, compiler->error_position, value->position,
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
compile_ordered (DrSearchCompiler        *compiler,
                 const DrSearchCondition *condition)
{
  const DrSearchKey *key = condition->key;
  const DrSearchValue *value = g_ptr_array_index (condition->values, 0);
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
        dr_search_compiler_add_text (compiler, lower);
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
            dr_search_compiler_add_text (compiler, date);
          }
        else
          {
            g_string_append (compiler->sql, "(c.pack_date > ");
            dr_search_compiler_add_text (compiler, date);
            g_string_append (compiler->sql, " OR c.pack_date IS NULL)");
          }
      }
      return TRUE;

    default:
      g_assert_not_reached ();
    }
  return FALSE;
}

gboolean
dr_search_compile_condition (DrSearchCompiler        *compiler,
                             const DrSearchCondition *condition)
{
  const DrSearchKey *key = condition->key;
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
          const DrSearchValue *value = g_ptr_array_index (condition->values, i);

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
