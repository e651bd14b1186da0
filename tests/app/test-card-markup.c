/* test-card-markup.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <pango/pangocairo.h>

#include "dr-card-markup-private.h"

/* Card text reaches Pango only through dr_card_markup: whatever the data
 * holds is text, and only NetrunnerDB's own few tags and symbols are more. */

#define SYMBOL "\xef\xbf\xbc"

static gboolean
has_attribute (PangoAttrList  *attributes,
               PangoAttrType   type,
               int            *start,
               int            *end)
{
  PangoAttrIterator *iter;
  gboolean found = FALSE;

  if (attributes == NULL)
    return FALSE;
  iter = pango_attr_list_get_iterator (attributes);
  do
    {
      PangoAttribute *attribute = pango_attr_iterator_get (iter, type);

      if (attribute != NULL && !found)
        {
          found = TRUE;
          if (start != NULL)
            *start = attribute->start_index;
          if (end != NULL)
            *end = attribute->end_index;
        }
    }
  while (pango_attr_iterator_next (iter));
  pango_attr_iterator_destroy (iter);
  return found;
}

static void
test_escapes_everything_else (void)
{
  g_autofree char *markup = dr_card_markup_to_pango ("<b>&amp; & 'x' \"y\" <span>z</span>", TRUE, NULL);
  g_autoptr(DrCardMarkup) parsed = dr_card_markup_new ("<b>&amp; & 'x' \"y\" <span>z</span>");

  g_assert_cmpstr (markup, ==, "&lt;b&gt;&amp;amp; &amp; &apos;x&apos; &quot;y&quot; &lt;span&gt;z&lt;/span&gt;");
  g_assert_cmpstr (parsed->text, ==, "<b>&amp; & 'x' \"y\" <span>z</span>");
  g_assert_false (has_attribute (parsed->attributes, PANGO_ATTR_WEIGHT, NULL, NULL));
  g_assert_cmpuint (parsed->symbols->len, ==, 0);
}

/* Control characters cannot start anything in a label; they stay as text
 * (drawn as boxes with their code), and the rest of the line with them. */
static void
test_control_characters (void)
{
  static const char hostile[] = "a\x1b[31mred\x1b[0m\x07 \xc2\x9b" "2J\x7f<b>z</b>";
  g_autoptr(DrCardMarkup) parsed = dr_card_markup_new (hostile);
  g_autofree char *markup = dr_card_markup_to_pango (hostile, TRUE, NULL);

  g_assert_nonnull (markup);
  g_assert_true (pango_parse_markup (markup, -1, 0, NULL, NULL, NULL, NULL));
  g_assert_cmpstr (parsed->text, ==, hostile);
  g_assert_false (has_attribute (parsed->attributes, PANGO_ATTR_WEIGHT, NULL, NULL));
  g_assert_false (has_attribute (parsed->attributes, PANGO_ATTR_FOREGROUND, NULL, NULL));
}

static void
test_own_tags (void)
{
  g_autoptr(DrCardMarkup) parsed = dr_card_markup_new ("<strong>Bold</strong> and <em>slanted</em>");
  int start = -1, end = -1;

  g_assert_cmpstr (parsed->text, ==, "Bold and slanted");
  g_assert_true (has_attribute (parsed->attributes, PANGO_ATTR_WEIGHT, &start, &end));
  g_assert_cmpint (start, ==, 0);
  g_assert_cmpint (end, ==, 4);
  g_assert_true (has_attribute (parsed->attributes, PANGO_ATTR_STYLE, &start, &end));
  g_assert_cmpint (start, ==, 9);
  g_assert_cmpint (end, ==, 16);
}

static void
test_lists (void)
{
  g_autoptr(DrCardMarkup) parsed = dr_card_markup_new ("<ul><li>one</li><li>two</li></ul>");
  g_autoptr(DrCardMarkup) after = dr_card_markup_new ("Choose:<ul><li>one</li></ul>");

  g_assert_cmpstr (parsed->text, ==, "• one\n• two");
  g_assert_cmpstr (after->text, ==, "Choose:\n• one");
}

static void
test_symbols (void)
{
  g_autoptr(DrCardMarkup) parsed = dr_card_markup_new ("[click]: Gain 2[credit]. [subroutine] End the run. "
                                                       "[jinteki] [trash] [mu] [link] [recurring-credit] "
                                                       "[interrupt] [unknown]");
  const DrCardSymbol expected[] = {
    DR_CARD_SYMBOL_CLICK, DR_CARD_SYMBOL_CREDIT, DR_CARD_SYMBOL_SUBROUTINE, DR_CARD_SYMBOL_TRASH,
    DR_CARD_SYMBOL_MU, DR_CARD_SYMBOL_LINK, DR_CARD_SYMBOL_RECURRING_CREDIT, DR_CARD_SYMBOL_INTERRUPT,
  };
  g_autofree char *plain = NULL;

  g_assert_cmpstr (parsed->text, ==, SYMBOL ": Gain 2" SYMBOL ". " SYMBOL " End the run. Jinteki "
                   SYMBOL " " SYMBOL " " SYMBOL " " SYMBOL " " SYMBOL " [unknown]");
  g_assert_cmpuint (parsed->symbols->len, ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      DrCardSymbolRun *run = &g_array_index (parsed->symbols, DrCardSymbolRun, i);

      g_assert_cmpint (run->symbol, ==, expected[i]);
      g_assert_true (g_str_has_prefix (parsed->text + run->byte_index, SYMBOL));
      g_assert_nonnull (dr_card_symbol_icon_name (run->symbol));
    }
  plain = dr_card_markup_to_plain_text (parsed);
  g_assert_true (g_str_has_prefix (plain, "[click]: Gain 2[credit]. [subroutine] End the run."));
}

/* Trace strengths read as printed (Trace³), faction symbols as the faction's
 * name in bold; an unknown bracketed word stays as it is. */
static void
test_trace_and_factions (void)
{
  g_autoptr(DrCardMarkup) trace = dr_card_markup_new ("[subroutine] Trace[3]. If successful, [jinteki] or [weyland-consortium].");
  g_autoptr(DrCardMarkup) unknown = dr_card_markup_new ("[sunny] [12]");
  int start = 0, end = 0;

  g_assert_cmpstr (trace->text, ==, SYMBOL " Trace³. If successful, Jinteki or Weyland Consortium.");
  g_assert_cmpuint (trace->symbols->len, ==, 1);
  g_assert_true (has_attribute (trace->attributes, PANGO_ATTR_WEIGHT, &start, &end));
  g_assert_cmpint (end - start, ==, strlen ("Jinteki"));
  g_assert_cmpstr (unknown->text, ==, "[sunny] [12]");
}

/* A U+FFFC in the data is not taken for one of our symbols. */
static void
test_foreign_placeholder (void)
{
  g_autoptr(DrCardMarkup) parsed = dr_card_markup_new ("a" SYMBOL "b [click]");

  g_assert_cmpstr (parsed->text, ==, "a\xef\xbf\xbd" "b " SYMBOL);
  g_assert_cmpuint (parsed->symbols->len, ==, 1);
}

/* Broken tags in the data show as the text they are, never as broken markup. */
static void
test_unbalanced_tags (void)
{
  g_autoptr(DrCardMarkup) parsed = dr_card_markup_new ("<strong>never closed [credit]");
  g_autoptr(DrCardMarkup) crossed = dr_card_markup_new ("<strong><em>x</strong></em>");

  g_assert_cmpstr (parsed->text, ==, "<strong>never closed " SYMBOL);
  g_assert_cmpuint (parsed->symbols->len, ==, 1);
  g_assert_false (has_attribute (parsed->attributes, PANGO_ATTR_WEIGHT, NULL, NULL));
  g_assert_cmpstr (crossed->text, ==, "<strong><em>x</strong></em>");
}

static void
test_empty (void)
{
  g_autoptr(DrCardMarkup) parsed = dr_card_markup_new (NULL);

  g_assert_cmpstr (parsed->text, ==, "");
  g_assert_cmpuint (parsed->symbols->len, ==, 0);
}

static void
test_apply_sets_shapes (void)
{
  PangoFontMap *font_map = pango_cairo_font_map_get_default ();
  PangoContext *context = pango_font_map_create_context (font_map);
  PangoLayout *layout = pango_layout_new (context);
  g_autoptr(DrCardMarkup) parsed = dr_card_markup_new ("Gain 1[credit].");
  int start = -1, end = -1;

  dr_card_markup_apply (parsed, layout, 12 * PANGO_SCALE);
  g_assert_cmpstr (pango_layout_get_text (layout), ==, "Gain 1" SYMBOL ".");
  g_assert_true (has_attribute (pango_layout_get_attributes (layout), PANGO_ATTR_SHAPE, &start, &end));
  g_assert_cmpint (start, ==, 6);
  g_assert_cmpint (end, ==, 9);
  g_object_unref (layout);
  g_object_unref (context);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/card-markup/escapes-everything-else", test_escapes_everything_else);
  g_test_add_func ("/card-markup/control-characters", test_control_characters);
  g_test_add_func ("/card-markup/own-tags", test_own_tags);
  g_test_add_func ("/card-markup/lists", test_lists);
  g_test_add_func ("/card-markup/symbols", test_symbols);
  g_test_add_func ("/card-markup/trace-and-factions", test_trace_and_factions);
  g_test_add_func ("/card-markup/foreign-placeholder", test_foreign_placeholder);
  g_test_add_func ("/card-markup/unbalanced-tags", test_unbalanced_tags);
  g_test_add_func ("/card-markup/empty", test_empty);
  g_test_add_func ("/card-markup/apply-sets-shapes", test_apply_sets_shapes);
  return g_test_run ();
}
