/* dr-card-markup.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-card-markup"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "dr-card-markup-private.h"

#define OBJECT_REPLACEMENT "\xef\xbf\xbc"   /* U+FFFC */
#define REPLACEMENT_CHARACTER "\xef\xbf\xbd" /* U+FFFD */

static const struct
{
  const char *tag;
  const char *icon_name;
  const char *label;
} symbols[DR_CARD_N_SYMBOLS] = {
  [DR_CARD_SYMBOL_CLICK] = { "[click]", "dr-click-symbolic", N_("click") },
  [DR_CARD_SYMBOL_CREDIT] = { "[credit]", "dr-credit-symbolic", N_("credit") },
  [DR_CARD_SYMBOL_RECURRING_CREDIT] = { "[recurring-credit]", "dr-recurring-credit-symbolic", N_("recurring credit") },
  [DR_CARD_SYMBOL_SUBROUTINE] = { "[subroutine]", "dr-subroutine-symbolic", N_("subroutine") },
  [DR_CARD_SYMBOL_TRASH] = { "[trash]", "dr-trash-symbolic", N_("trash") },
  [DR_CARD_SYMBOL_MU] = { "[mu]", "dr-mu-symbolic", N_("memory unit") },
  [DR_CARD_SYMBOL_LINK] = { "[link]", "dr-link-symbolic", N_("link") },
  [DR_CARD_SYMBOL_INTERRUPT] = { "[interrupt]", "dr-interrupt-symbolic", N_("interrupt") },
};

/* NetrunnerDB's tags as they read once escaped, and what we make of them.
 * Nothing else in a card text ever becomes markup. */
static const struct
{
  const char *escaped;
  const char *markup;
} emphasis[] = {
  { "&lt;strong&gt;", "<b>" },
  { "&lt;/strong&gt;", "</b>" },
  { "&lt;em&gt;", "<i>" },
  { "&lt;/em&gt;", "</i>" },
  { "&lt;ul&gt;", "" },
  { "&lt;/ul&gt;", "" },
  { "&lt;li&gt;", "\n• " },
  { "&lt;/li&gt;", "" },
};

/* Other bracketed words of NetrunnerDB's texts: trace strengths ("Trace[3]",
 * printed as a superscript) and faction symbols, which read as the faction's
 * name. The names are proper names, the same in every language. */
static const struct
{
  const char *tag;
  const char *text;
} bracket_words[] = {
  { "[0]", "⁰" }, { "[1]", "¹" }, { "[2]", "²" }, { "[3]", "³" }, { "[4]", "⁴" },
  { "[5]", "⁵" }, { "[6]", "⁶" }, { "[7]", "⁷" }, { "[8]", "⁸" }, { "[9]", "⁹" },
  { "[anarch]", "Anarch" },
  { "[criminal]", "Criminal" },
  { "[shaper]", "Shaper" },
  { "[haas-bioroid]", "Haas-Bioroid" },
  { "[jinteki]", "Jinteki" },
  { "[nbn]", "NBN" },
  { "[weyland-consortium]", "Weyland Consortium" },
};

static gboolean
append_word (GString     *markup,
             const char **p,
             gboolean     keep_emphasis)
{
  for (guint i = 0; i < G_N_ELEMENTS (bracket_words); i++)
    if (g_str_has_prefix (*p, bracket_words[i].tag))
      {
        gboolean name = !g_ascii_isdigit (bracket_words[i].tag[1]);

        g_string_append (markup, name && keep_emphasis ? "<b>" : "");
        g_string_append (markup, bracket_words[i].text);
        g_string_append (markup, name && keep_emphasis ? "</b>" : "");
        *p += strlen (bracket_words[i].tag);
        return TRUE;
      }
  return FALSE;
}

/* Card text → Pango markup. The text is escaped first, so whatever it holds
 * reads as text; only then do the escaped forms of NetrunnerDB's own tags
 * turn into ours, and symbols into U+FFFC (recorded in @found, if given). */
char *
dr_card_markup_to_pango (const char *card_text,
                         gboolean    keep_emphasis,
                         GArray     *found)
{
  g_auto(GStrv) parts = g_strsplit (card_text != NULL ? card_text : "", OBJECT_REPLACEMENT, -1);
  g_autofree char *own_placeholders_gone = g_strjoinv (REPLACEMENT_CHARACTER, parts);
  g_autofree char *escaped = g_markup_escape_text (own_placeholders_gone, -1);
  GString *markup = g_string_sized_new (strlen (escaped) + 16);
  const char *p = escaped;

  while (*p != '\0')
    {
      gboolean replaced = FALSE;

      if (*p == '[')
        for (guint i = 0; i < DR_CARD_N_SYMBOLS && !replaced; i++)
          if (g_str_has_prefix (p, symbols[i].tag))
            {
              if (found != NULL)
                {
                  DrCardSymbolRun run = { 0, i };

                  g_array_append_val (found, run);
                }
              g_string_append (markup, OBJECT_REPLACEMENT);
              p += strlen (symbols[i].tag);
              replaced = TRUE;
            }
      if (*p == '[' && !replaced)
        replaced = append_word (markup, &p, keep_emphasis);
      if (*p == '&' && keep_emphasis)
        for (guint i = 0; i < G_N_ELEMENTS (emphasis) && !replaced; i++)
          if (g_str_has_prefix (p, emphasis[i].escaped))
            {
              /* A list at the very start needs no blank line before it. */
              if (markup->len > 0 || emphasis[i].markup[0] != '\n')
                g_string_append (markup, emphasis[i].markup);
              else
                g_string_append (markup, emphasis[i].markup + 1);
              p += strlen (emphasis[i].escaped);
              replaced = TRUE;
            }
      if (!replaced)
        g_string_append_c (markup, *p++);
    }
  return g_string_free (markup, FALSE);
}

static gboolean
parse (const char    *card_text,
       gboolean       keep_emphasis,
       DrCardMarkup  *self)
{
  g_autofree char *markup = NULL;

  g_array_set_size (self->symbols, 0);
  markup = dr_card_markup_to_pango (card_text, keep_emphasis, self->symbols);
  return pango_parse_markup (markup, -1, 0, &self->attributes, &self->text, NULL, NULL);
}

DrCardMarkup *
dr_card_markup_new (const char *card_text)
{
  DrCardMarkup *self = g_new0 (DrCardMarkup, 1);
  const char *p;
  guint n = 0;

  self->symbols = g_array_new (FALSE, FALSE, sizeof (DrCardSymbolRun));
  /* Unbalanced tags in the data: show them as the text they are. */
  if (!parse (card_text, TRUE, self) && !parse (card_text, FALSE, self))
    {
      /* Escaped text always parses; should it not, show nothing rather than crash. */
      g_critical ("Card text could not be made into markup");
      g_array_set_size (self->symbols, 0);
      g_clear_pointer (&self->text, g_free);
      self->text = g_strdup ("");
    }

  for (p = strstr (self->text, OBJECT_REPLACEMENT); p != NULL; p = strstr (p + 1, OBJECT_REPLACEMENT))
    {
      g_assert (n < self->symbols->len);
      g_array_index (self->symbols, DrCardSymbolRun, n++).byte_index = p - self->text;
    }
  g_assert (n == self->symbols->len);
  return self;
}

void
dr_card_markup_free (DrCardMarkup *self)
{
  if (self == NULL)
    return;
  g_free (self->text);
  g_clear_pointer (&self->attributes, pango_attr_list_unref);
  g_array_unref (self->symbols);
  g_free (self);
}

/* Sets the text on @layout with each symbol an inline square of
 * @symbol_size Pango units, for the caller to draw an icon into. */
void
dr_card_markup_apply (const DrCardMarkup *self,
                      PangoLayout        *layout,
                      int                 symbol_size)
{
  PangoAttrList *attributes = self->attributes ? pango_attr_list_copy (self->attributes) : pango_attr_list_new ();
  /* Sits on the baseline like a capital letter, a little below for balance. */
  PangoRectangle rect = { 0, -symbol_size * 5 / 6, symbol_size, symbol_size };

  for (guint i = 0; i < self->symbols->len; i++)
    {
      DrCardSymbolRun *run = &g_array_index (self->symbols, DrCardSymbolRun, i);
      PangoAttribute *shape = pango_attr_shape_new (&rect, &rect);

      shape->start_index = run->byte_index;
      shape->end_index = run->byte_index + strlen (OBJECT_REPLACEMENT);
      pango_attr_list_insert (attributes, shape);
    }
  pango_layout_set_text (layout, self->text, -1);
  pango_layout_set_attributes (layout, attributes);
  pango_attr_list_unref (attributes);
}

static const char *dr_card_symbol_label (DrCardSymbol symbol);

/* The text as a screen reader should hear it: symbols as words. */
char *
dr_card_markup_to_plain_text (const DrCardMarkup *self)
{
  GString *plain = g_string_new (NULL);
  const char *p = self->text;

  for (guint i = 0; i < self->symbols->len; i++)
    {
      DrCardSymbolRun *run = &g_array_index (self->symbols, DrCardSymbolRun, i);

      g_string_append_len (plain, p, self->text + run->byte_index - p);
      g_string_append_printf (plain, "[%s]", dr_card_symbol_label (run->symbol));
      p = self->text + run->byte_index + strlen (OBJECT_REPLACEMENT);
    }
  g_string_append (plain, p);
  return g_string_free (plain, FALSE);
}

/* A stat wraps as a whole: “Influence 15” never leaves its number behind. */
static void
append_stat (GString    *stats,
             const char *stat)
{
  g_auto(GStrv) words = g_strsplit (stat, " ", -1);
  g_autofree char *unbreakable = g_strjoinv ("\xc2\xa0", words);   /* no-break space */

  if (stats->len > 0)
    g_string_append (stats, "   ");
  g_string_append (stats, unbreakable);
}

static void
add_stat (GString    *stats,
          const char *format,
          DrCardValue value)
{
  g_autofree char *number = NULL;
  g_autofree char *stat = NULL;

  if (value.kind == DR_VALUE_NONE)
    return;
  number = dr_card_value_to_string (value);
  /* The format comes from our own strings, and only ever holds one %s. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
  stat = g_strdup_printf (format, number);
#pragma GCC diagnostic pop
  append_stat (stats, stat);
}

/* A card's stats in the notation of card text, so that [mu], [link] and
 * [trash] show as the symbols printed cards use: for the stats line of the
 * card face and of a proxy. */
char *
dr_card_markup_stats_source (const DrCard *card)
{
  GString *stats = g_string_new (NULL);

  if (dr_card_is_identity (card))
    {
      add_stat (stats, "%s [link]", card->base_link);
      /* Translators: an identity's minimum deck size */
      add_stat (stats, _("Deck %s"), card->minimum_deck_size);
      if (card->influence_limit.kind == DR_VALUE_NONE)
        /* Translators: an identity with no influence limit */
        append_stat (stats, _("Influence ∞"));
      else
        /* Translators: an identity's influence limit */
        add_stat (stats, _("Influence %s"), card->influence_limit);
      return g_string_free (stats, FALSE);
    }
  /* Translators: the strength of ice or of a program */
  add_stat (stats, _("Strength %s"), card->strength);
  add_stat (stats, "%s [mu]", card->memory_cost);
  /* Translators: the agenda points an agenda is worth */
  add_stat (stats, _("%s points"), card->agenda_points);
  add_stat (stats, "%s [trash]", card->trash_cost);
  return g_string_free (stats, FALSE);
}

const char *
dr_card_symbol_icon_name (DrCardSymbol symbol)
{
  g_return_val_if_fail (symbol < DR_CARD_N_SYMBOLS, NULL);
  return symbols[symbol].icon_name;
}

static const char *
dr_card_symbol_label (DrCardSymbol symbol)
{
  g_return_val_if_fail (symbol < DR_CARD_N_SYMBOLS, NULL);
  return _(symbols[symbol].label);
}
