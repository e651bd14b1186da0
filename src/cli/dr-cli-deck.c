/* dr-cli-deck.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-cli-deck"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "dr-cli.h"
#include "dr-cli-deck.h"
#include "dr-db.h"
#include "dr-deck-diff.h"
#include "dr-deck-export.h"
#include "dr-deck-store.h"
#include "dr-error.h"
#include "dr-text.h"

/* What every `deck` subcommand works with. */
typedef struct
{
  DrCardStore *store;
  DrCardIndex *cards;
  sqlite3     *user_db;
  gboolean     json;
  gboolean     trash;
  gboolean     partial;
  char        *tag;
  char        *name;
  char        *format;
  char        *output;
} DeckCli;

typedef int (*SubcommandFunc) (DeckCli *cli, int argc, char **argv);

/* The formats dr-legality.h judges; a deck keeps one of them. */
static const char *const deck_formats[] = {
  "standard", "startup", "eternal", "casual", "napd", "lockpick", NULL,
};

/* The order cards of a list are grouped in: the Runner's types, the Corp's,
 * then other games' types by code. */
static const char *const type_order[] = {
  "event", "hardware", "resource", "program", "agenda", "asset", "upgrade", "operation", "ice",
};

static DrDeck *
find_deck (DeckCli    *cli,
           const char *wanted,
           gboolean    in_trash)
{
  g_autoptr(GError) error = NULL;
  DrDeck *deck = dr_cli_find_stored_deck (cli->user_db, wanted, in_trash, &error);

  if (deck == NULL)
    dr_cli_fail ("%s", error->message);
  return deck;
}

static const char *
identity_title (DeckCli    *cli,
                const char *code)
{
  const DrPrinting *printing = code != NULL ? dr_card_index_get (cli->cards, code) : NULL;

  return printing != NULL ? printing->title : code;
}

static void
add_string (JsonBuilder *builder,
            const char  *name,
            const char  *value)
{
  json_builder_set_member_name (builder, name);
  if (value != NULL)
    json_builder_add_string_value (builder, value);
  else
    json_builder_add_null_value (builder);
}

static void
add_int (JsonBuilder *builder,
         const char  *name,
         gint64       value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_int_value (builder, value);
}

static void
add_time (JsonBuilder *builder,
          const char  *name,
          gint64       unix_seconds)
{
  g_autofree char *text = unix_seconds > 0 ? dr_cli_format_time_iso (unix_seconds) : NULL;

  add_string (builder, name, text);
}

static void
add_identity (DeckCli     *cli,
              JsonBuilder *builder,
              const char  *code)
{
  json_builder_set_member_name (builder, "identity");
  if (code == NULL)
    {
      json_builder_add_null_value (builder);
      return;
    }
  json_builder_begin_object (builder);
  add_string (builder, "code", code);
  add_string (builder, "title", identity_title (cli, code));
  json_builder_end_object (builder);
}

static void
add_tags (JsonBuilder        *builder,
          const char *const  *tags,
          guint               n_tags)
{
  json_builder_set_member_name (builder, "tags");
  json_builder_begin_array (builder);
  for (guint i = 0; i < n_tags; i++)
    json_builder_add_string_value (builder, tags[i]);
  json_builder_end_array (builder);
}

/* ---------------------------------------------------------------------- */
/* list                                                                   */

static int
run_list (DeckCli  *cli,
          int       argc,
          char    **argv)
{
  DrDeckFilter filter = { .tag = cli->tag, .trashed = cli->trash };
  g_autoptr(GPtrArray) decks = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  if (argc != 0)
    return dr_cli_fail (_("list takes no argument"));
  decks = dr_deck_store_list (cli->user_db, &filter, &error);
  if (decks == NULL)
    return dr_cli_fail ("%s", error->message);

  json_builder_begin_array (builder);
  if (!cli->json && decks->len == 0)
    printf ("%s\n", cli->trash ? _("The trash is empty.") : _("No decks."));
  for (guint i = 0; i < decks->len; i++)
    {
      DrDeckSummary *summary = g_ptr_array_index (decks, i);
      g_autoptr(GString) line = NULL;

      if (cli->json)
        {
          json_builder_begin_object (builder);
          add_int (builder, "id", summary->id);
          add_string (builder, "name", summary->name);
          add_string (builder, "game", summary->game);
          add_string (builder, "side", summary->side);
          add_identity (cli, builder, summary->identity);
          add_int (builder, "cards", summary->n_cards);
          add_tags (builder, (const char *const *) summary->tags, g_strv_length (summary->tags));
          add_time (builder, "modified", summary->modified);
          add_time (builder, "deleted", summary->deleted);
          json_builder_end_object (builder);
          continue;
        }
      line = g_string_new (NULL);
      g_string_printf (line, "%4" G_GINT64_FORMAT "  %s — ", summary->id, summary->name);
      if (summary->identity != NULL)
        g_string_append_printf (line, "%s, ", identity_title (cli, summary->identity));
      g_string_append_printf (line, ngettext ("%d card", "%d cards", summary->n_cards), summary->n_cards);
      if (summary->tags[0] != NULL)
        {
          g_autofree char *tags = g_strjoinv (", ", summary->tags);

          g_string_append_printf (line, " [%s]", tags);
        }
      if (summary->deleted > 0)
        {
          g_autofree char *when = dr_cli_format_time (summary->deleted);

          /* Translators: when a deck went to the trash */
          g_string_append_printf (line, _(", deleted %s"), when);
        }
      printf ("%s\n", line->str);
    }
  json_builder_end_array (builder);
  if (cli->json)
    dr_cli_print_json (builder);
  return DR_CLI_EXIT_OK;
}

/* ---------------------------------------------------------------------- */
/* show                                                                   */

typedef struct
{
  const DrDeckEntry *entry;
  const DrPrinting  *printing;   /* NULL when the card data lacks it */
  guint              rank;
  char              *sort_key;
} ShowRow;

static guint
type_rank (const DrPrinting *printing)
{
  if (printing == NULL)
    return G_N_ELEMENTS (type_order) + 1;
  for (guint i = 0; i < G_N_ELEMENTS (type_order); i++)
    if (g_str_equal (printing->type_code, type_order[i]))
      return i;
  return G_N_ELEMENTS (type_order);
}

static int
compare_show_rows (gconstpointer a,
                   gconstpointer b)
{
  const ShowRow *x = a, *y = b;
  int cmp;

  if (x->rank != y->rank)
    return x->rank < y->rank ? -1 : 1;
  if (x->printing != NULL && y->printing != NULL
      && (cmp = strcmp (x->printing->type_code, y->printing->type_code)) != 0)
    return cmp;
  if ((cmp = strcmp (x->sort_key, y->sort_key)) != 0)
    return cmp;
  return strcmp (x->entry->code, y->entry->code);
}

static void
clear_show_row (gpointer data)
{
  g_free (((ShowRow *) data)->sort_key);
}

/* The deck's cards grouped by type, titles sorted within a group. */
static GArray *
sort_cards (DeckCli      *cli,
            const DrDeck *deck)
{
  GArray *rows = g_array_new (FALSE, TRUE, sizeof (ShowRow));

  g_array_set_clear_func (rows, clear_show_row);
  for (guint i = 0; i < deck->entries->len; i++)
    {
      ShowRow row = { &g_array_index (deck->entries, DrDeckEntry, i) };

      row.printing = dr_card_index_get (cli->cards, row.entry->code);
      row.rank = type_rank (row.printing);
      row.sort_key = dr_text_match_key (row.printing != NULL ? row.printing->title : row.entry->code);
      g_array_append_val (rows, row);
    }
  g_array_sort (rows, compare_show_rows);
  return rows;
}

static const char *
group_name (DeckCli       *cli,
            const ShowRow *row)
{
  const char *name;

  if (row->printing == NULL)
    return _("Not in the card data");
  name = dr_card_index_get_type_name (cli->cards, row->printing->type_code);
  return name != NULL ? name : row->printing->type_code;
}

static gboolean
same_group (const ShowRow *a,
            const ShowRow *b)
{
  if (a->printing == NULL || b->printing == NULL)
    return a->printing == b->printing;
  return g_str_equal (a->printing->type_code, b->printing->type_code);
}

static void
print_deck_text (DeckCli      *cli,
                 const DrDeck *deck)
{
  g_autoptr(GArray) rows = sort_cards (cli, deck);
  g_autofree char *created = dr_cli_format_time (deck->created);
  g_autofree char *modified = dr_cli_format_time (deck->modified);
  int size = dr_deck_count_cards (deck);

  /* Translators: a deck's name and its id: "Noise Rush (deck 3)" */
  printf (_("%s (deck %lld)\n"), deck->name, (long long) deck->id);
  if (deck->identity != NULL)
    printf (_("Identity: %s (%s)\n"), identity_title (cli, deck->identity), deck->identity);
  else
    printf ("%s\n", _("Identity: none"));
  if (deck->side != NULL)
    /* Translators: "Game: netrunner, runner" */
    printf (_("Game: %s, %s\n"), deck->game, deck->side);
  else
    printf (_("Game: %s\n"), deck->game);
  printf (_("Format: %s, ban list: %s\n"), deck->format != NULL ? deck->format : _("standard (default)"),
          deck->banlist != NULL ? deck->banlist : _("the format's own"));
  if (deck->tags->len > 0)
    {
      g_autoptr(GString) tags = g_string_new (NULL);

      for (guint i = 0; i < deck->tags->len; i++)
        g_string_append_printf (tags, "%s%s", i > 0 ? ", " : "", (const char *) g_ptr_array_index (deck->tags, i));
      printf (_("Tags: %s\n"), tags->str);
    }
  printf (_("Created %s, modified %s\n"), created, modified);
  printf (ngettext ("%d card\n", "%d cards\n", size), size);

  for (guint i = 0; i < rows->len; i++)
    {
      const ShowRow *row = &g_array_index (rows, ShowRow, i);

      if (i == 0 || !same_group (row, &g_array_index (rows, ShowRow, i - 1)))
        {
          int group_size = 0;

          for (guint j = i; j < rows->len && same_group (row, &g_array_index (rows, ShowRow, j)); j++)
            group_size += g_array_index (rows, ShowRow, j).entry->quantity;
          printf ("\n%s (%d)\n", group_name (cli, row), group_size);
        }
      printf ("  %d %s (%s)\n", row->entry->quantity, row->printing != NULL ? row->printing->title : "?",
              row->entry->code);
    }
  if (deck->notes != NULL && *deck->notes != '\0')
    printf ("\n%s\n%s\n", _("Notes:"), deck->notes);
}

static void
print_deck_json (DeckCli      *cli,
                 const DrDeck *deck)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(GArray) rows = sort_cards (cli, deck);

  json_builder_begin_object (builder);
  add_int (builder, "id", deck->id);
  add_string (builder, "name", deck->name);
  add_string (builder, "game", deck->game);
  add_string (builder, "side", deck->side);
  add_identity (cli, builder, deck->identity);
  add_string (builder, "format", deck->format);
  add_string (builder, "banlist", deck->banlist);
  add_tags (builder, (const char *const *) deck->tags->pdata, deck->tags->len);
  add_string (builder, "notes", deck->notes);
  add_time (builder, "created", deck->created);
  add_time (builder, "modified", deck->modified);
  add_int (builder, "size", dr_deck_count_cards (deck));
  json_builder_set_member_name (builder, "cards");
  json_builder_begin_array (builder);
  for (guint i = 0; i < rows->len; i++)
    {
      const ShowRow *row = &g_array_index (rows, ShowRow, i);

      json_builder_begin_object (builder);
      add_string (builder, "code", row->entry->code);
      add_string (builder, "title", row->printing != NULL ? row->printing->title : NULL);
      add_string (builder, "type", row->printing != NULL ? row->printing->type_code : NULL);
      add_int (builder, "quantity", row->entry->quantity);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  dr_cli_print_json (builder);
}

static int
run_show (DeckCli  *cli,
          int       argc,
          char    **argv)
{
  g_autoptr(DrDeck) deck = NULL;

  if (argc != 1)
    return dr_cli_fail (_("show needs one DECK"));
  if ((deck = find_deck (cli, argv[0], FALSE)) == NULL)
    return DR_CLI_EXIT_ERROR;
  if (cli->json)
    print_deck_json (cli, deck);
  else
    print_deck_text (cli, deck);
  return DR_CLI_EXIT_OK;
}

/* ---------------------------------------------------------------------- */
/* import, export                                                         */

static DrDeckImport *
import_stdin (DeckCli  *cli,
              GError  **error)
{
  g_autoptr(GString) text = g_string_new (NULL);
  char buffer[4096];
  size_t n;

  while ((n = fread (buffer, 1, sizeof buffer, stdin)) > 0)
    g_string_append_len (text, buffer, n);
  if (ferror (stdin))
    {
      g_set_error_literal (error, DR_ERROR, DR_ERROR_IMPORT, _("Cannot read the deck list from the standard input"));
      return NULL;
    }
  return dr_deck_import_text (cli->cards, text->str, text->len, NULL, error);
}

static int
run_import (DeckCli  *cli,
            int       argc,
            char    **argv)
{
  g_autoptr(DrDeckImport) import = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *problems = NULL;
  DrDeck *deck;
  int size;

  if (argc != 1)
    return dr_cli_fail (_("import needs one FILE (- for the standard input)"));
  if (cli->format != NULL && !g_strv_contains (deck_formats, cli->format))
    return dr_cli_fail (_("Unknown format “%s”: use standard, startup, eternal, casual, napd or lockpick"),
                        cli->format);
  if (g_str_equal (argv[0], "-"))
    import = import_stdin (cli, &error);
  else
    import = dr_deck_import_file (cli->cards, argv[0], &error);
  if (import == NULL)
    return dr_cli_fail ("%s", error->message);

  problems = dr_cli_describe_import_problems (import, "  ");
  if (problems != NULL && !cli->partial)
    return dr_cli_fail (ngettext ("“%s” has %u line that does not resolve; nothing was imported "
                                  "(--partial imports the other lines):\n%s",
                                  "“%s” has %u lines that do not resolve; nothing was imported "
                                  "(--partial imports the other lines):\n%s",
                                  import->n_problems),
                        argv[0], import->n_problems, problems);
  if (problems != NULL)
    g_printerr (ngettext ("deckrunner-cli: left out %u line:\n%s\n", "deckrunner-cli: left out %u lines:\n%s\n",
                          import->n_problems),
                import->n_problems, problems);

  deck = import->deck;
  if (deck->identity == NULL && deck->entries->len == 0)
    return dr_cli_fail (_("“%s” holds no card: nothing was imported"), argv[0]);
  if (cli->name != NULL)
    dr_deck_set_string (&deck->name, cli->name);
  if (cli->format != NULL)
    dr_deck_set_string (&deck->format, cli->format);
  if (dr_deck_store_save (cli->user_db, deck, &error) == 0)
    return dr_cli_fail ("%s", error->message);

  size = dr_deck_count_cards (deck);
  /* Translators: "Imported “Noise Rush” as deck 3: 45 cards" */
  printf (ngettext ("Imported “%s” as deck %lld: %d card",
                    "Imported “%s” as deck %lld: %d cards", size),
          deck->name, (long long) deck->id, size);
  if (deck->identity != NULL)
    printf (", %s", identity_title (cli, deck->identity));
  printf ("\n");
  /* Lines read by a guess (the start of a title, a pack the card is not
   * in) are the player's to check. */
  for (guint i = 0; i < import->lines->len; i++)
    {
      const DrDeckImportLine *line = g_ptr_array_index (import->lines, i);
      g_autofree char *description = NULL;

      if (line->message == NULL || (line->status != DR_DECK_LINE_CARD && line->status != DR_DECK_LINE_IDENTITY))
        continue;
      description = dr_cli_describe_import_line (line);
      printf ("  %s\n", description);
    }
  return DR_CLI_EXIT_OK;
}

static int
run_export (DeckCli  *cli,
            int       argc,
            char    **argv)
{
  g_autoptr(DrDeck) deck = NULL;
  g_autoptr(GError) error = NULL;
  DrDeckFormat format = DR_DECK_FORMAT_NETRUNNERDB;

  if (argc != 1)
    return dr_cli_fail (_("export needs one DECK"));
  if (cli->format != NULL && !dr_deck_format_from_name (cli->format, &format))
    {
      g_autofree char *names = dr_deck_format_list_names ();

      return dr_cli_fail (_("Unknown deck list format “%s”: use %s"), cli->format, names);
    }
  if (cli->format == NULL && cli->output != NULL)
    dr_deck_format_from_path (cli->output, &format);
  if ((deck = find_deck (cli, argv[0], FALSE)) == NULL)
    return DR_CLI_EXIT_ERROR;

  if (cli->output != NULL)
    {
      if (!dr_deck_export_file (cli->cards, deck, format, cli->output, &error))
        return dr_cli_fail ("%s", error->message);
      printf (_("Wrote “%s”\n"), cli->output);
    }
  else
    {
      g_autofree char *text = dr_deck_export_text (cli->cards, deck, format, &error);

      if (text == NULL)
        return dr_cli_fail ("%s", error->message);
      fputs (text, stdout);
    }
  return DR_CLI_EXIT_OK;
}

/* ---------------------------------------------------------------------- */
/* versions, diff, restore                                                */

static int
run_versions (DeckCli  *cli,
              int       argc,
              char    **argv)
{
  g_autoptr(DrDeck) deck = NULL;
  g_autoptr(GPtrArray) versions = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  if (argc != 1)
    return dr_cli_fail (_("versions needs one DECK"));
  if ((deck = find_deck (cli, argv[0], FALSE)) == NULL)
    return DR_CLI_EXIT_ERROR;
  versions = dr_deck_store_list_versions (cli->user_db, deck->id, &error);
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
          add_int (builder, "number", version->number);
          add_time (builder, "created", version->created);
          add_string (builder, "name", version->name);
          add_identity (cli, builder, version->identity);
          add_int (builder, "cards", version->n_cards);
          json_builder_end_object (builder);
          continue;
        }
      when = dr_cli_format_time (version->created);
      printf ("%4d  %s  %s — ", version->number, when, version->name);
      if (version->identity != NULL)
        printf ("%s, ", identity_title (cli, version->identity));
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
latest_version (DeckCli  *cli,
                gint64    id,
                int       before_last,
                GError  **error)
{
  g_autoptr(GPtrArray) versions = dr_deck_store_list_versions (cli->user_db, id, error);
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
  add_int (builder, "id", side->deck->id);
  add_string (builder, "name", side->deck->name);
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
print_diff (DeckCli          *cli,
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
      add_string (builder, "before", diff->identity_before);
      add_string (builder, "after", diff->identity_after);
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
          add_string (builder, "code", change->code);
          add_string (builder, "title", printing != NULL ? printing->title : NULL);
          add_int (builder, "before", change->before);
          add_int (builder, "after", change->after);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      add_int (builder, "added", diff->added);
      add_int (builder, "removed", diff->removed);
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
            diff->identity_before != NULL ? identity_title (cli, diff->identity_before) : _("none"),
            diff->identity_after != NULL ? identity_title (cli, diff->identity_after) : _("none"));
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

static int
run_diff (DeckCli  *cli,
          int       argc,
          char    **argv)
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
  if ((deck = find_deck (cli, argv[0], FALSE)) == NULL)
    return DR_CLI_EXIT_ERROR;

  if (argc == 2 && !parse_version (argv[1], &number))
    {
      if ((other = find_deck (cli, argv[1], FALSE)) == NULL)
        return DR_CLI_EXIT_ERROR;
      before = (DiffSide) { deck, 0 };
      after = (DiffSide) { other, 0 };
    }
  else
    {
      if (argc == 1 && (number = latest_version (cli, deck->id, 1, &error)) == 0)
        return dr_cli_fail ("%s", error->message);
      old_state = dr_deck_store_load_version (cli->user_db, deck->id, number, &error);
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

static int
run_restore (DeckCli  *cli,
             int       argc,
             char    **argv)
{
  g_autoptr(DrDeck) deck = NULL;
  g_autoptr(DrDeck) restored = NULL;
  g_autoptr(GError) error = NULL;
  int number, before, now;

  if (argc != 2 || !parse_version (argv[1], &number))
    return dr_cli_fail (_("restore needs a DECK and a VERSION number"));
  if ((deck = find_deck (cli, argv[0], FALSE)) == NULL)
    return DR_CLI_EXIT_ERROR;
  if ((before = latest_version (cli, deck->id, 0, &error)) == 0)
    return dr_cli_fail ("%s", error->message);
  restored = dr_deck_store_restore_version (cli->user_db, deck->id, number, &error);
  if (restored == NULL || (now = latest_version (cli, deck->id, 0, &error)) == 0)
    return dr_cli_fail ("%s", error->message);
  if (now == before)
    printf (_("“%s” already is as version %d has it.\n"), restored->name, number);
  else
    /* Translators: "“Noise Rush” is back to version 2, kept as version 4." */
    printf (_("“%s” is back to version %d, kept as version %d.\n"), restored->name, number, now);
  return DR_CLI_EXIT_OK;
}

/* ---------------------------------------------------------------------- */
/* rename, duplicate, delete, undelete, purge                             */

static int
run_rename (DeckCli  *cli,
            int       argc,
            char    **argv)
{
  g_autoptr(DrDeck) deck = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;

  if (argc < 2)
    return dr_cli_fail (_("rename needs a DECK and a NAME"));
  if ((deck = find_deck (cli, argv[0], FALSE)) == NULL)
    return DR_CLI_EXIT_ERROR;
  /* Several words make one name, as a shell user would expect. */
  name = g_strjoinv (" ", argv + 1);
  if (!dr_deck_store_rename (cli->user_db, deck->id, name, &error))
    return dr_cli_fail ("%s", error->message);
  /* Translators: "Renamed “Noise” (deck 3) to “Noise Rush”" */
  printf (_("Renamed “%s” (deck %lld) to “%s”\n"), deck->name, (long long) deck->id, name);
  return DR_CLI_EXIT_OK;
}

static int
run_duplicate (DeckCli  *cli,
               int       argc,
               char    **argv)
{
  g_autoptr(DrDeck) deck = NULL;
  g_autoptr(DrDeck) copy = NULL;
  g_autoptr(GError) error = NULL;
  gint64 id;

  if (argc != 1)
    return dr_cli_fail (_("duplicate needs one DECK"));
  if ((deck = find_deck (cli, argv[0], FALSE)) == NULL)
    return DR_CLI_EXIT_ERROR;
  if ((id = dr_deck_store_duplicate (cli->user_db, deck->id, &error)) == 0
      || (copy = dr_deck_store_load (cli->user_db, id, &error)) == NULL)
    return dr_cli_fail ("%s", error->message);
  /* Translators: "Copied “Noise” to deck 4 “Noise (copy)”" */
  printf (_("Copied “%s” to deck %lld “%s”\n"), deck->name, (long long) id, copy->name);
  return DR_CLI_EXIT_OK;
}

typedef gboolean (*ChangeFunc) (sqlite3 *db, gint64 id, GError **error);

/* Finds the deck and changes it; the deck as it was, or NULL after a
 * message. */
static DrDeck *
change_deck (DeckCli     *cli,
             int          argc,
             char       **argv,
             const char  *usage,
             gboolean     in_trash,
             ChangeFunc   change)
{
  g_autoptr(DrDeck) deck = NULL;
  g_autoptr(GError) error = NULL;

  if (argc != 1)
    {
      dr_cli_fail ("%s", usage);
      return NULL;
    }
  if ((deck = find_deck (cli, argv[0], in_trash)) == NULL)
    return NULL;
  if (!change (cli->user_db, deck->id, &error))
    {
      dr_cli_fail ("%s", error->message);
      return NULL;
    }
  return g_steal_pointer (&deck);
}

static int
run_delete (DeckCli  *cli,
            int       argc,
            char    **argv)
{
  g_autoptr(DrDeck) deck = change_deck (cli, argc, argv, _("delete needs one DECK"), FALSE, dr_deck_store_delete);

  if (deck == NULL)
    return DR_CLI_EXIT_ERROR;
  /* Translators: "Moved “Noise” (deck 3) to the trash; “deck undelete 3” brings it back." */
  printf (_("Moved “%s” (deck %lld) to the trash; “deck undelete %lld"
            "” brings it back.\n"),
          deck->name, (long long) deck->id, (long long) deck->id);
  return DR_CLI_EXIT_OK;
}

static int
run_undelete (DeckCli  *cli,
              int       argc,
              char    **argv)
{
  g_autoptr(DrDeck) deck = change_deck (cli, argc, argv, _("undelete needs one DECK"), TRUE,
                                        dr_deck_store_undelete);

  if (deck == NULL)
    return DR_CLI_EXIT_ERROR;
  printf (_("Took “%s” (deck %lld) out of the trash.\n"), deck->name, (long long) deck->id);
  return DR_CLI_EXIT_OK;
}

static int
run_purge (DeckCli  *cli,
           int       argc,
           char    **argv)
{
  g_autoptr(DrDeck) deck = change_deck (cli, argc, argv, _("purge needs one DECK in the trash"), TRUE,
                                        dr_deck_store_purge);

  if (deck == NULL)
    return DR_CLI_EXIT_ERROR;
  printf (_("Deleted “%s” (deck %lld) and its versions for good.\n"), deck->name, (long long) deck->id);
  return DR_CLI_EXIT_OK;
}

/* ---------------------------------------------------------------------- */

static const struct
{
  const char     *name;
  SubcommandFunc  run;
} subcommands[] = {
  { "list", run_list },
  { "show", run_show },
  { "import", run_import },
  { "export", run_export },
  { "versions", run_versions },
  { "diff", run_diff },
  { "restore", run_restore },
  { "rename", run_rename },
  { "duplicate", run_duplicate },
  { "delete", run_delete },
  { "undelete", run_undelete },
  { "purge", run_purge },
};

static void
deck_cli_clear (DeckCli *cli)
{
  g_clear_pointer (&cli->cards, dr_card_index_free);
  g_clear_pointer (&cli->user_db, dr_db_close);
  g_clear_pointer (&cli->store, dr_card_store_free);
  g_free (cli->tag);
  g_free (cli->name);
  g_free (cli->format);
  g_free (cli->output);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (DeckCli, deck_cli_clear)

int
dr_cli_deck (int    argc,
             char **argv)
{
  g_auto(DeckCli) cli = { 0 };
  const GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &cli.json, N_("list, show, versions, diff: print JSON"), NULL },
    { "tag", 0, 0, G_OPTION_ARG_STRING, &cli.tag, N_("list: only the decks with this tag"), N_("TAG") },
    { "trash", 0, 0, G_OPTION_ARG_NONE, &cli.trash, N_("list: the decks in the trash"), NULL },
    { "name", 0, 0, G_OPTION_ARG_STRING, &cli.name, N_("import: the deck's name (default: the list's)"),
      N_("NAME") },
    { "format", 0, 0, G_OPTION_ARG_STRING, &cli.format,
      N_("import: the deck's format (standard, startup, eternal, casual, napd, lockpick); "
         "export: the list format (netrunnerdb, jinteki, o8d, markdown, text, csv)"), N_("FORMAT") },
    { "partial", 0, 0, G_OPTION_ARG_NONE, &cli.partial,
      N_("import: keep the lines that resolve when others do not"), NULL },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &cli.output,
      N_("export: write FILE (replaced in one step) instead of the standard output"), N_("FILE") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("SUBCOMMAND [ARGUMENT…] — your saved decks"));
  SubcommandFunc run = NULL;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
                                _("Subcommands:\n"
                                  "  list                 the saved decks (--tag, --trash)\n"
                                  "  show DECK            identity, format, tags, notes and the cards by type\n"
                                  "  import FILE          save a deck list of any supported format as a new deck\n"
                                  "  export DECK          write a deck as netrunnerdb (default), jinteki, o8d, "
                                  "markdown, text or csv\n"
                                  "  versions DECK        the saved versions of a deck\n"
                                  "  diff DECK [VERSION|DECK2]  cards added and removed (default: the last "
                                  "change)\n"
                                  "  restore DECK VERSION make an old version the current one (kept as a new "
                                  "version)\n"
                                  "  rename DECK NAME     give a deck another name\n"
                                  "  duplicate DECK       save a copy of a deck\n"
                                  "  delete DECK          move a deck to the trash\n"
                                  "  undelete DECK        take a deck out of the trash\n"
                                  "  purge DECK           delete a deck in the trash for good\n"
                                  "DECK is a deck id (#12 is always an id) or else a deck name. A name that "
                                  "fits several decks is refused with the list of their ids. For diff, a number "
                                  "is a VERSION of DECK; name DECK2 by its name or as #ID.\n"
                                  "Import refuses a list with a line that names no card or several, and lists "
                                  "every such line, unless --partial is given."));
  if (!dr_cli_parse_options (context, &argc, &argv))
    return DR_CLI_EXIT_ERROR;
  if (argc < 2)
    return dr_cli_fail (_("deck needs a subcommand: list, show, import, export, versions, diff, restore, "
                          "rename, duplicate, delete, undelete or purge"));
  for (guint i = 0; i < G_N_ELEMENTS (subcommands); i++)
    if (g_str_equal (argv[1], subcommands[i].name))
      run = subcommands[i].run;
  if (run == NULL)
    return dr_cli_fail (_("Unknown deck subcommand “%s”"), argv[1]);

  if ((cli.store = dr_cli_open_store ()) == NULL
      || (cli.cards = dr_cli_open_card_index (cli.store)) == NULL
      || (cli.user_db = dr_cli_open_user_db ()) == NULL)
    return DR_CLI_EXIT_ERROR;
  return run (&cli, argc - 2, argv + 2);
}
