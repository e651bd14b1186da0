/* test-engine-card-data.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Gates between the rules engine's cards and the bundled card data that
 * core reads: the engine's and core's headers live together in one file
 * (the Play window needs both), every implemented card's printed numbers
 * are the data's, and every Core Set card (and the NAPD identity) is either
 * implemented or in the "not yet" list, which only shrinks.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

/* core's card headers, with core's DrCardType, beside the engine's */
#include "dr-card-catalog.h"
#include "dr-card-store.h"
#include "dr-card.h"
#include "dr-netrunner.h"
#include "dr-test-helper.h"

/* Every card has landed: the list stays empty. */
#define NOT_YET_MAX 0

static DrCardStore *store;

/* NetrunnerDB's code of each engine card type. */
static const char *const type_codes[] = {
  [DR_NR_TYPE_UNKNOWN] = "unknown",
  [DR_NR_TYPE_IDENTITY] = "identity",
  [DR_NR_TYPE_AGENDA] = "agenda",
  [DR_NR_TYPE_ASSET] = "asset",
  [DR_NR_TYPE_UPGRADE] = "upgrade",
  [DR_NR_TYPE_ICE] = "ice",
  [DR_NR_TYPE_OPERATION] = "operation",
  [DR_NR_TYPE_EVENT] = "event",
  [DR_NR_TYPE_HARDWARE] = "hardware",
  [DR_NR_TYPE_PROGRAM] = "program",
  [DR_NR_TYPE_RESOURCE] = "resource",
};
G_STATIC_ASSERT (G_N_ELEMENTS (type_codes) == DR_NR_TYPE_RESOURCE + 1);

/* Core's card types and the engine's name the same things. */
static void
test_headers_together (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) types = dr_card_catalog_types (dr_card_store_get_db (store), "netrunner",
                                                       &error);
  int engine_type;

  g_assert_no_error (error);
  for (engine_type = DR_NR_TYPE_IDENTITY; engine_type <= DR_NR_TYPE_RESOURCE; engine_type++)
    {
      DrNrCardType type = (DrNrCardType) engine_type;
      gboolean found = FALSE;
      guint i;

      for (i = 0; i < types->len; i++)
        {
          DrCardType *core_type = g_ptr_array_index (types, i);
          if (g_strcmp0 (core_type->code, type_codes[type]) == 0)
            found = TRUE;
        }
      if (!found)
        g_error ("engine type %s is not a card type of the bundled data",
                 type_codes[type]);
    }
}

/* A number the data may leave out: `absent` is the engine's value then. */
static void
check_value (GString *problems, const DrNrCardDef *d, const char *what, DrCardValue value,
             int engine, int absent)
{
  int expected;

  if (value.kind == DR_VALUE_X)
    return;
  expected = value.kind == DR_VALUE_NUMBER ? value.number : absent;
  if (engine != expected)
    g_string_append_printf (problems, "%s %s: engine %d, data %d\n", d->code, what, engine,
                            expected);
}

static guint64
subtypes_of (GString *problems, const DrCard *card)
{
  g_auto (GStrv) words = NULL;
  guint64 bits = 0;
  int i, bit;

  if (card->keywords == NULL || *card->keywords == '\0')
    return 0;
  words = g_strsplit (card->keywords, " - ", -1);
  for (i = 0; words[i] != NULL; i++)
    {
      gboolean known = FALSE;

      for (bit = 0; bit < DR_NR_N_SUBTYPES; bit++)
        if (g_strcmp0 (g_strstrip (words[i]), dr_nr_subtype_name (bit)) == 0)
          {
            bits |= UINT64_C (1) << bit;
            known = TRUE;
          }
      if (!known)
        g_string_append_printf (problems, "%s: the engine has no subtype %s\n", card->code,
                                words[i]);
    }
  return bits;
}

static void
test_printed_numbers (void)
{
  g_autoptr (GString) problems = g_string_new (NULL);
  int def, checked = 0;

  for (def = 1; def < dr_nr_cards_count (); def++)
    {
      const DrNrCardDef *d = dr_nr_card_at (def);
      g_autoptr (DrCard) card = dr_card_store_get_card (store, d->code);
      gboolean identity = d->type == DR_NR_TYPE_IDENTITY;

      if (card == NULL)
        {
          g_string_append_printf (problems, "%s: not in the bundled data\n", d->code);
          continue;
        }
      if (d->face > 0)
        {
          /* a back face: its title is the data's face; the numbers are the card's */
          g_autoptr (GPtrArray) faces = dr_card_store_get_faces (store, d->code);
          const DrCardFace *face = faces != NULL && faces->len >= d->face
                                   ? g_ptr_array_index (faces, d->face - 1) : NULL;

          if (face == NULL || g_strcmp0 (face->title, d->title) != 0)
            g_string_append_printf (problems, "%s face %d title: engine %s, data %s\n", d->code,
                                    d->face, d->title, face != NULL ? face->title : "(none)");
          g_assert_cmpint (dr_nr_card_other_face (def), ==, def - 1);
        }
      else if (g_strcmp0 (card->title, d->title) != 0)
        g_string_append_printf (problems, "%s title: engine %s, data %s\n", d->code, d->title,
                                card->title);
      if (g_strcmp0 (card->type_code, type_codes[d->type]) != 0)
        g_string_append_printf (problems, "%s type: engine %s, data %s\n", d->code,
                                type_codes[d->type], card->type_code);
      if (g_strcmp0 (card->side_code, d->side == 0 ? "corp" : "runner") != 0)
        g_string_append_printf (problems, "%s side: data %s\n", d->code, card->side_code);
      if ((card->uniqueness != 0) != (d->unique != 0))
        g_string_append_printf (problems, "%s unique: engine %d, data %d\n", d->code, d->unique,
                                card->uniqueness);
      /* the checkpoint's flatline test counts on this (dr-nr-stack.c) */
      if (d->hand_size_bonus < 0)
        g_string_append_printf (problems, "%s lowers hand size: the checkpoint does not expect it\n",
                                d->code);
      check_value (problems, d, "cost", card->cost, d->cost, 0);
      check_value (problems, d, "strength", card->strength, d->strength, 0);
      check_value (problems, d, "trash cost", card->trash_cost, d->trash_cost, -1);
      check_value (problems, d, "influence", card->faction_cost, d->influence, 0);
      check_value (problems, d, "agenda points", card->agenda_points, d->points, 0);
      check_value (problems, d, "advancement requirement", card->advancement_cost,
                   d->advancement, 0);
      check_value (problems, d, "memory", card->memory_cost, d->memory, 0);
      check_value (problems, d, "link", card->base_link, d->link, 0);
      if (identity)
        {
          check_value (problems, d, "minimum deck size", card->minimum_deck_size, d->min_deck, 0);
          check_value (problems, d, "influence limit", card->influence_limit, d->influence_limit,
                       0);
        }
      if (subtypes_of (problems, card) != d->subtypes)
        g_string_append_printf (problems, "%s subtypes: engine %#" G_GINT64_MODIFIER "x, data %s\n",
                                d->code, (guint64) d->subtypes,
                                card->keywords != NULL ? card->keywords : "(none)");
      checked++;
    }
  if (problems->len > 0)
    g_error ("printed numbers differ from data/cards:\n%s", problems->str);
  g_assert_cmpint (checked, >=, 33);
}

typedef struct
{
  char *code;
  char *title;
  char *missing;
} NotYet;

static void
not_yet_free (gpointer data)
{
  NotYet *n = data;

  g_free (n->code);
  g_free (n->title);
  g_free (n->missing);
  g_free (n);
}

static GPtrArray *
load_not_yet (void)
{
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) lines = NULL;
  GPtrArray *list = g_ptr_array_new_with_free_func (not_yet_free);
  int i;

  g_assert_true (g_file_get_contents (NOT_YET_FILE, &text, NULL, &error));
  g_assert_no_error (error);
  lines = g_strsplit (text, "\n", -1);
  for (i = 0; lines[i] != NULL; i++)
    {
      g_auto (GStrv) fields = NULL;
      NotYet *n;

      if (lines[i][0] == '#' || lines[i][0] == '\0')
        continue;
      fields = g_strsplit (lines[i], "\t", -1);
      if (g_strv_length (fields) != 3 || *fields[2] == '\0')
        g_error ("not-yet.txt line %d is not code<TAB>title<TAB>missing clause: %s", i + 1,
                 lines[i]);
      n = g_new0 (NotYet, 1);
      n->code = g_strdup (fields[0]);
      n->title = g_strdup (fields[1]);
      n->missing = g_strdup (fields[2]);
      g_ptr_array_add (list, n);
    }
  return list;
}

static const NotYet *
find_not_yet (GPtrArray *list, const char *code)
{
  guint i;

  for (i = 0; i < list->len; i++)
    {
      const NotYet *n = g_ptr_array_index (list, i);
      if (strcmp (n->code, code) == 0)
        return n;
    }
  return NULL;
}

/* The Core Set and the NAPD identity: each card implemented or listed,
 * never both; listed titles are the data's. */
static void
test_not_yet_list (void)
{
  g_autoptr (GPtrArray) list = load_not_yet ();
  g_autoptr (GString) problems = g_string_new (NULL);
  int number, implemented = 0;
  guint i;

  for (number = 1001; number <= 1114; number++)
    {
      char code[8];
      const NotYet *listed;
      gboolean done;

      snprintf (code, sizeof code, "%05d", number == 1114 ? 24001 : number);
      listed = find_not_yet (list, code);
      done = dr_nr_card_lookup (code) > 0;
      if (done && listed != NULL)
        g_string_append_printf (problems, "%s is implemented: remove it from not-yet.txt\n", code);
      else if (!done && listed == NULL)
        g_string_append_printf (problems, "%s is neither implemented nor in not-yet.txt\n", code);
      if (listed != NULL)
        {
          g_autoptr (DrCard) card = dr_card_store_get_card (store, code);
          if (card == NULL || g_strcmp0 (card->title, listed->title) != 0)
            g_string_append_printf (problems, "%s: not-yet.txt says \"%s\", the data \"%s\"\n",
                                    code, listed->title, card != NULL ? card->title : "(none)");
        }
      implemented += done;
    }
  for (i = 0; i < list->len; i++)
    {
      const NotYet *n = g_ptr_array_index (list, i);
      int value = atoi (n->code);

      if (strlen (n->code) != 5 || ((value < 1001 || value > 1113) && value != 24001))
        g_string_append_printf (problems, "%s in not-yet.txt is not a Core Set or NAPD code\n",
                                n->code);
      if (find_not_yet (list, n->code) != n)
        g_string_append_printf (problems, "%s is listed twice\n", n->code);
    }
  if (problems->len > 0)
    g_error ("the not-yet gate:\n%s", problems->str);
  if (list->len > NOT_YET_MAX)
    g_error ("not-yet.txt lists %u cards, more than its maximum %d: it only shrinks",
             list->len, NOT_YET_MAX);
  g_assert_cmpint (implemented + (int) list->len, ==, 114);
  g_test_message ("%d of 114 cards implemented, %u not yet", implemented, list->len);
}

int
main (int argc, char **argv)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr (GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  dir = dr_test_make_tmp_dir ();
  path = g_build_filename (dir, "cards.sqlite", NULL);
  store = dr_card_store_open (path, &error);
  g_assert_no_error (error);
  g_test_add_func ("/engine/card-data/headers-together", test_headers_together);
  g_test_add_func ("/engine/card-data/printed-numbers", test_printed_numbers);
  g_test_add_func ("/engine/card-data/not-yet", test_not_yet_list);
  status = g_test_run ();
  dr_card_store_free (store);
  dr_test_remove_tree (dir);
  return status;
}
