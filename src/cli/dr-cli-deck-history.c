/* dr-cli-deck-history.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-cli-deck"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "dr-cli-deck-private.h"
#include "dr-deck-diff.h"
#include "dr-deck-store.h"
#include "dr-error.h"
#include "dr-json-members.h"

/* ---------------------------------------------------------------------- */
/* versions, diff, restore                                                */

int
dr_cli_deck_versions (DrCliDeck  *cli,
                      int         argc,
                      char      **argv)
{
  g_autoptr(DrDeck) deck = NULL;
  g_autoptr(GPtrArray) versions = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  if (argc != 1)
    return dr_cli_fail (_("versions needs one DECK"));
  if ((deck = dr_cli_deck_find (cli, argv[0], FALSE)) == NULL)
    return DR_CLI_EXIT_ERROR;
  versions = dr_deck_store_list_versions (cli->user, deck->id, &error);
  if (versions == NULL)
    return dr_cli_fail ("%s", error->message);

  json_builder_begin_array (builder);
  for (guint i = 0; i < versions->len; i++)
    {
      DrDeckVersion *version = g_ptr_array_index (versions, i);
      g_autofree char *when = NULL;

      if (cli->json)
        {
          json_builder_begin_object (builder);
          dr_json_add_int_member (builder, "number", version->number);
          dr_cli_json_add_time (builder, "created", version->created);
          dr_json_add_string_member (builder, "name", version->name);
          dr_cli_deck_add_identity (cli, builder, version->identity);
          dr_json_add_int_member (builder, "cards", version->n_cards);
          json_builder_end_object (builder);
          continue;
        }
      when = dr_cli_format_time (version->created);
      printf ("%4d  %s  %s — ", version->number, when, version->name);
      if (version->identity != NULL)
        printf ("%s, ", dr_cli_deck_identity_title (cli, version->identity));
      printf (ngettext ("%d card", "%d cards", version->n_cards), version->n_cards);
      if (i + 1 == versions->len)
        printf (" %s", _("(current)"));
      printf ("\n");
    }
  json_builder_end_array (builder);
  if (cli->json)
    dr_cli_print_json (builder);
  return DR_CLI_EXIT_OK;
}

/* "7" is a version number; anything else names a deck. */
static gboolean
parse_version (const char *text,
               int        *number)
{
  guint64 value;

  if (!g_ascii_string_to_unsigned (text, 10, 1, G_MAXINT, &value, NULL))
    return FALSE;
  *number = (int) value;
  return TRUE;
}

static int
latest_version (DrCliDeck  *cli,
                gint64      id,
                int         before_last,
                GError    **error)
{
  g_autoptr(GPtrArray) versions = dr_deck_store_list_versions (cli->user, id, error);
  DrDeckVersion *version;

  if (versions == NULL)
    return 0;
  if ((guint) before_last >= versions->len)
    {
      g_set_error (error, DR_ERROR, DR_ERROR_NOT_FOUND,
                   _("The deck %lld has one version only: name a VERSION or another DECK to compare with"),
                   (long long) id);
      return 0;
    }
  version = g_ptr_array_index (versions, versions->len - 1 - before_last);
  return version->number;
}

typedef struct
{
  DrDeck *deck;
  int     version;   /* 0 for a deck compared as it is now */
} DiffSide;

static void
add_diff_side (JsonBuilder    *builder,
               const char     *name,
               const DiffSide *side)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_object (builder);
  dr_json_add_int_member (builder, "id", side->deck->id);
  dr_json_add_string_member (builder, "name", side->deck->name);
  json_builder_set_member_name (builder, "version");
  if (side->version > 0)
    json_builder_add_int_value (builder, side->version);
  else
    json_builder_add_null_value (builder);
  json_builder_end_object (builder);
}

static char *
describe_diff_side (const DiffSide *side)
{
  if (side->version > 0)
    /* Translators: "“Noise Rush” version 2" */
    return g_strdup_printf (_("“%s” version %d"), side->deck->name, side->version);
  /* Translators: "“Noise Rush” (deck 3)" */
  return g_strdup_printf (_("“%s” (deck %lld)"), side->deck->name, (long long) side->deck->id);
}

static void
print_diff (DrCliDeck        *cli,
            const DiffSide   *before,
            const DiffSide   *after,
            const DrDeckDiff *diff)
{
  if (cli->json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      add_diff_side (builder, "before", before);
      add_diff_side (builder, "after", after);
      json_builder_set_member_name (builder, "identity");
      json_builder_begin_object (builder);
      dr_json_add_string_member (builder, "before", diff->identity_before);
      dr_json_add_string_member (builder, "after", diff->identity_after);
      json_builder_set_member_name (builder, "changed");
      json_builder_add_boolean_value (builder, diff->identity_changed);
      json_builder_end_object (builder);
      json_builder_set_member_name (builder, "changes");
      json_builder_begin_array (builder);
      for (guint i = 0; i < diff->changes->len; i++)
        {
          const DrDeckChange *change = &g_array_index (diff->changes, DrDeckChange, i);
          const DrPrinting *printing = dr_card_index_get (cli->cards, change->code);

          json_builder_begin_object (builder);
          dr_json_add_string_member (builder, "code", change->code);
          dr_json_add_string_member (builder, "title", printing != NULL ? printing->title : NULL);
          dr_json_add_int_member (builder, "before", change->before);
          dr_json_add_int_member (builder, "after", change->after);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      dr_json_add_int_member (builder, "added", diff->added);
      dr_json_add_int_member (builder, "removed", diff->removed);
      json_builder_end_object (builder);
      dr_cli_print_json (builder);
      return;
    }

  {
    g_autofree char *from = describe_diff_side (before);
    g_autofree char *to = describe_diff_side (after);

    printf ("%s → %s\n", from, to);
  }
  if (dr_deck_diff_is_empty (diff))
    {
      printf ("%s\n", _("No differences."));
      return;
    }
  if (diff->identity_changed)
    printf (_("Identity: %s → %s\n"),
            diff->identity_before != NULL ? dr_cli_deck_identity_title (cli, diff->identity_before) : _("none"),
            diff->identity_after != NULL ? dr_cli_deck_identity_title (cli, diff->identity_after) : _("none"));
  for (guint i = 0; i < diff->changes->len; i++)
    {
      const DrDeckChange *change = &g_array_index (diff->changes, DrDeckChange, i);
      const DrPrinting *printing = dr_card_index_get (cli->cards, change->code);

      printf ("%+d %s (%s): %d → %d\n", change->after - change->before, printing != NULL ? printing->title : "?",
              change->code, change->before, change->after);
    }
  /* Translators: totals of a deck comparison: "3 added, 2 removed" */
  printf (_("%d added, %d removed\n"), diff->added, diff->removed);
}

int
dr_cli_deck_diff (DrCliDeck  *cli,
                  int         argc,
                  char      **argv)
{
  g_autoptr(DrDeck) deck = NULL;
  g_autoptr(DrDeck) other = NULL;
  g_autoptr(DrDeck) old_state = NULL;
  g_autoptr(DrDeckDiff) diff = NULL;
  g_autoptr(GError) error = NULL;
  DiffSide before = { 0 }, after = { 0 };
  int number;

  if (argc != 1 && argc != 2)
    return dr_cli_fail (_("diff needs a DECK and optionally a VERSION or another DECK"));
  if ((deck = dr_cli_deck_find (cli, argv[0], FALSE)) == NULL)
    return DR_CLI_EXIT_ERROR;

  if (argc == 2 && !parse_version (argv[1], &number))
    {
      if ((other = dr_cli_deck_find (cli, argv[1], FALSE)) == NULL)
        return DR_CLI_EXIT_ERROR;
      before = (DiffSide) { deck, 0 };
      after = (DiffSide) { other, 0 };
    }
  else
    {
      if (argc == 1 && (number = latest_version (cli, deck->id, 1, &error)) == 0)
        return dr_cli_fail ("%s", error->message);
      old_state = dr_deck_store_load_version (cli->user, deck->id, number, &error);
      if (old_state == NULL)
        return dr_cli_fail ("%s", error->message);
      before = (DiffSide) { old_state, number };
      after = (DiffSide) { deck, latest_version (cli, deck->id, 0, &error) };
      if (after.version == 0)
        return dr_cli_fail ("%s", error->message);
    }
  diff = dr_deck_diff_new (before.deck, after.deck);
  print_diff (cli, &before, &after, diff);
  return DR_CLI_EXIT_OK;
}

int
dr_cli_deck_restore (DrCliDeck  *cli,
                     int         argc,
                     char      **argv)
{
  g_autoptr(DrDeck) deck = NULL;
  g_autoptr(DrDeck) restored = NULL;
  g_autoptr(GError) error = NULL;
  int number, before, now;

  if (argc != 2 || !parse_version (argv[1], &number))
    return dr_cli_fail (_("restore needs a DECK and a VERSION number"));
  if ((deck = dr_cli_deck_find (cli, argv[0], FALSE)) == NULL)
    return DR_CLI_EXIT_ERROR;
  if ((before = latest_version (cli, deck->id, 0, &error)) == 0)
    return dr_cli_fail ("%s", error->message);
  restored = dr_deck_store_restore_version (cli->user, deck->id, number, &error);
  if (restored == NULL || (now = latest_version (cli, deck->id, 0, &error)) == 0)
    return dr_cli_fail ("%s", error->message);
  if (now == before)
    printf (_("“%s” already is as version %d has it.\n"), restored->name, number);
  else
    /* Translators: "“Noise Rush” is back to version 2, kept as version 4." */
    printf (_("“%s” is back to version %d, kept as version %d.\n"), restored->name, number, now);
  return DR_CLI_EXIT_OK;
}
