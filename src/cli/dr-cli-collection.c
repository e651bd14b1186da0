/* dr-cli-collection.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-cli-collection"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "dr-cli-collection.h"

typedef int (*SubcommandFunc) (DrCliCollection *cli, int argc, char **argv);

static gboolean
parse_count (const char *text,
             int         minimum,
             int        *count)
{
  gint64 value;

  if (!g_ascii_string_to_signed (text, 10, minimum, 9999, &value, NULL))
    return FALSE;
  *count = (int) value;
  return TRUE;
}

static int
run_show (DrCliCollection  *cli,
          int               argc,
          char            **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) products = NULL;
  g_autoptr(GPtrArray) adjustments = NULL;
  g_autoptr(GHashTable) by_code = NULL;
  g_autoptr(GHashTable) by_title = NULL;
  GHashTableIter iter;
  gpointer copies;
  int total = 0;

  if (argc != 0)
    return dr_cli_fail (_("show takes no argument"));
  if ((products = dr_collection_list_products (cli->collection, &error)) == NULL
      || (adjustments = dr_collection_list_adjustments (cli->collection, &error)) == NULL
      || (by_code = dr_collection_owned_by_code (cli->collection, &error)) == NULL
      || (by_title = dr_collection_owned_by_title (cli->collection, &error)) == NULL)
    return dr_cli_fail ("%s", error->message);
  g_hash_table_iter_init (&iter, by_code);
  while (g_hash_table_iter_next (&iter, NULL, &copies))
    total += GPOINTER_TO_INT (copies);

  if (cli->json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "products");
      json_builder_begin_array (builder);
      for (guint i = 0; i < products->len; i++)
        {
          DrCollectionProduct *product = g_ptr_array_index (products, i);

          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "code");
          json_builder_add_string_value (builder, product->pack_code);
          json_builder_set_member_name (builder, "name");
          json_builder_add_string_value (builder, product->pack_name);
          json_builder_set_member_name (builder, "count");
          json_builder_add_int_value (builder, product->count);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "adjustments");
      json_builder_begin_array (builder);
      for (guint i = 0; i < adjustments->len; i++)
        {
          DrCollectionAdjustment *adjustment = g_ptr_array_index (adjustments, i);

          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "code");
          json_builder_add_string_value (builder, adjustment->code);
          json_builder_set_member_name (builder, "title");
          json_builder_add_string_value (builder, adjustment->title);
          json_builder_set_member_name (builder, "adjustment");
          json_builder_add_int_value (builder, adjustment->adjustment);
          json_builder_set_member_name (builder, "owned");
          json_builder_add_int_value (builder, adjustment->owned);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "cards");
      json_builder_add_int_value (builder, g_hash_table_size (by_title));
      json_builder_set_member_name (builder, "printings");
      json_builder_add_int_value (builder, g_hash_table_size (by_code));
      json_builder_set_member_name (builder, "copies");
      json_builder_add_int_value (builder, total);
      json_builder_end_object (builder);
      dr_cli_print_json (builder);
      return DR_CLI_EXIT_OK;
    }

  if (products->len == 0)
    printf ("%s\n", _("Products: none"));
  else
    printf ("%s\n", _("Products:"));
  for (guint i = 0; i < products->len; i++)
    {
      DrCollectionProduct *product = g_ptr_array_index (products, i);

      printf ("  %d × %s (%s)\n", product->count, product->pack_name, product->pack_code);
    }
  if (adjustments->len > 0)
    printf ("%s\n", _("Adjustments:"));
  for (guint i = 0; i < adjustments->len; i++)
    {
      DrCollectionAdjustment *adjustment = g_ptr_array_index (adjustments, i);

      /* Translators: an adjustment like "+2 01003 Wall Panel (4 owned)" */
      printf (_("  %+d %s %s (%d owned)\n"), adjustment->adjustment, adjustment->code,
              adjustment->title, adjustment->owned);
    }
  {
    g_autofree char *cards = g_strdup_printf (ngettext ("%u card", "%u cards", g_hash_table_size (by_title)),
                                              g_hash_table_size (by_title));
    g_autofree char *printings = g_strdup_printf (ngettext ("%u printing", "%u printings",
                                                            g_hash_table_size (by_code)),
                                                  g_hash_table_size (by_code));
    g_autofree char *copy_count = g_strdup_printf (ngettext ("%d copy", "%d copies", total), total);

    /* Translators: the totals of the collection: "8 cards, 9 printings, 25 copies" */
    printf (_("Owned: %s, %s, %s\n"), cards, printings, copy_count);
  }
  return DR_CLI_EXIT_OK;
}

static char *
join_words (char **words,
            int    n_words)
{
  GString *joined = g_string_new (NULL);

  for (int i = 0; i < n_words; i++)
    g_string_append_printf (joined, "%s%s", i > 0 ? " " : "", words[i]);
  return g_strstrip (g_string_free (joined, FALSE));
}

/* PACK [N]: the pack may be several words ("Alpha Core Set 2"); a name that
 * ends in a number ("System Update 2021") is tried whole when the split
 * finds no pack. */
static int
resolve_pack_and_count (DrCliCollection  *cli,
                        int               argc,
                        char            **argv,
                        char            **pack_code,
                        int              *count)
{
  g_autofree char *whole = NULL;

  if (argc < 1)
    return dr_cli_fail (_("Name a pack by code or name"));
  if (argc >= 2 && parse_count (argv[argc - 1], G_MININT, count))
    {
      g_autofree char *name = join_words (argv, argc - 1);

      if (*count < 1)
        return dr_cli_fail (_("The number of products must be 1 or more, not %d"), *count);
      *pack_code = dr_collection_find_pack (cli->collection, name);
      if (*pack_code != NULL)
        return DR_CLI_EXIT_OK;
    }
  *count = 1;
  whole = join_words (argv, argc);
  *pack_code = dr_collection_find_pack (cli->collection, whole);
  if (*pack_code == NULL)
    {
      g_printerr ("deckrunner-cli: ");
      g_printerr (_("No pack has the code or name “%s”"), whole);
      g_printerr ("\n");
      return DR_CLI_EXIT_NO_MATCH;
    }
  return DR_CLI_EXIT_OK;
}

static int
change_products (DrCliCollection  *cli,
                 int               argc,
                 char            **argv,
                 int               sign)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GHashTable) names = NULL;
  g_autofree char *pack_code = NULL;
  int count = 1;
  int owned;
  int status = resolve_pack_and_count (cli, argc, argv, &pack_code, &count);

  if (status != DR_CLI_EXIT_OK)
    return status;
  names = dr_card_store_get_names (cli->store, "packs");
  if (sign < 0 && dr_collection_get_product_count (cli->collection, pack_code) == 0)
    {
      g_printerr ("deckrunner-cli: ");
      g_printerr (_("You own no “%s”"), (const char *) g_hash_table_lookup (names, pack_code));
      g_printerr ("\n");
      return DR_CLI_EXIT_NO_MATCH;
    }
  if (!dr_collection_add_products (cli->collection, pack_code, sign * count, &owned, &error))
    return dr_cli_fail ("%s", error->message);
  /* Translators: "Alpha Core Set (alc): 2 owned" */
  printf (_("%s (%s): %d owned\n"), (const char *) g_hash_table_lookup (names, pack_code), pack_code, owned);
  return DR_CLI_EXIT_OK;
}

static int
run_add (DrCliCollection  *cli,
         int               argc,
         char            **argv)
{
  return change_products (cli, argc, argv, 1);
}

static int
run_remove (DrCliCollection  *cli,
            int               argc,
            char            **argv)
{
  return change_products (cli, argc, argv, -1);
}

static int
run_set (DrCliCollection  *cli,
         int               argc,
         char            **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DrCard) card = NULL;
  int owned;

  if (argc != 2)
    return dr_cli_fail (_("set needs a card CODE and the number N of copies owned"));
  if (!parse_count (argv[1], 0, &owned))
    return dr_cli_fail (_("“%s” is not a number of copies (0 or more)"), argv[1]);
  card = dr_card_store_get_card (cli->store, argv[0]);
  if (card == NULL)
    {
      g_printerr ("deckrunner-cli: ");
      g_printerr (_("No card has the code “%s”"), argv[0]);
      g_printerr ("\n");
      return DR_CLI_EXIT_NO_MATCH;
    }
  if (!dr_collection_set_printing_owned (cli->collection, card->code, owned, &error))
    return dr_cli_fail ("%s", error->message);
  /* Translators: "01003 Wall Panel: 4 owned" */
  printf (_("%s %s: %d owned\n"), card->code, card->title, owned);
  return DR_CLI_EXIT_OK;
}

static int
run_preset (DrCliCollection  *cli,
            int               argc,
            char            **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) products = NULL;
  DrCollectionPreset preset;

  if (argc != 1)
    return dr_cli_fail (_("preset needs a NAME: none, all, standard or startup"));
  if (!dr_collection_preset_from_name (argv[0], &preset))
    return dr_cli_fail (_("Unknown preset “%s”; use none, all, standard or startup"), argv[0]);
  if (!dr_collection_apply_preset (cli->collection, preset, &error)
      || (products = dr_collection_list_products (cli->collection, &error)) == NULL)
    return dr_cli_fail ("%s", error->message);
  printf (ngettext ("Owned products: %u pack\n", "Owned products: %u packs\n", products->len), products->len);
  return DR_CLI_EXIT_OK;
}

static int
run_export (DrCliCollection  *cli,
            int               argc,
            char            **argv)
{
  g_autoptr(GError) error = NULL;
  gboolean ok;

  if (argc != 1)
    return dr_cli_fail (_("export needs a FILE"));
  if (cli->packs)
    ok = dr_collection_export_pack_list (cli->collection, argv[0], &error);
  else
    ok = dr_collection_export_csv (cli->collection, argv[0], &error);
  if (!ok)
    return dr_cli_fail ("%s", error->message);
  printf (_("Wrote “%s”\n"), argv[0]);
  return DR_CLI_EXIT_OK;
}

static int
run_import (DrCliCollection  *cli,
            int               argc,
            char            **argv)
{
  g_autoptr(GError) error = NULL;
  guint n_imported = 0;
  gboolean ok;

  if (argc != 1)
    return dr_cli_fail (_("import needs a FILE"));
  if (cli->packs && cli->replace)
    return dr_cli_fail (_("--replace is for CSV files; a pack list always replaces the owned products"));
  if (cli->packs)
    ok = dr_collection_import_pack_list (cli->collection, argv[0], &n_imported, &error);
  else
    ok = dr_collection_import_csv (cli->collection, argv[0], cli->replace, &n_imported, &error);
  if (!ok)
    return dr_cli_fail ("%s", error->message);
  printf (ngettext ("Imported %u line from “%s”\n", "Imported %u lines from “%s”\n", n_imported),
          n_imported, argv[0]);
  return DR_CLI_EXIT_OK;
}

static const struct
{
  const char     *name;
  SubcommandFunc  run;
} subcommands[] = {
  { "show", run_show },
  { "add", run_add },
  { "remove", run_remove },
  { "set", run_set },
  { "preset", run_preset },
  { "missing", dr_cli_collection_missing },
  { "conflicts", dr_cli_collection_conflicts },
  { "completion", dr_cli_collection_completion },
  { "export", run_export },
  { "import", run_import },
};

int
dr_cli_collection (int    argc,
                   char **argv)
{
  DrCliCollection cli = { 0 };
  const GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &cli.json, N_("show, missing, conflicts, completion: print JSON"), NULL },
    { "packs", 0, 0, G_OPTION_ARG_NONE, &cli.packs,
      N_("export, import: a list of owned packs instead of CSV"), NULL },
    { "replace", 0, 0, G_OPTION_ARG_NONE, &cli.replace,
      N_("import: the CSV file becomes the whole collection"), NULL },
    { "built", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &cli.built,
      N_("missing: a deck kept built, whose cards are not free (repeatable)"), N_("DECK") },
    { "game", 0, 0, G_OPTION_ARG_STRING, &cli.game, N_("completion: only this game"), N_("GAME") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("SUBCOMMAND [ARGUMENT…] — the cards you own"));
  g_autoptr(GError) error = NULL;
  SubcommandFunc run = NULL;
  int status;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
                                _("Subcommands:\n"
                                  "  show                 owned products, adjustments and totals\n"
                                  "  add PACK [N]         own N more of a pack or box (code or name)\n"
                                  "  remove PACK [N]      own N fewer\n"
                                  "  set CODE N           own exactly N copies of one printing\n"
                                  "  preset NAME          own one of each pack of none, all, standard or startup\n"
                                  "  missing DECK         what a deck needs that is not owned, and which packs to buy\n"
                                  "  conflicts [DECK…]    cards that built decks share beyond what is owned (default: the decks marked built)\n"
                                  "  completion           owned cards and playsets per cycle and pack\n"
                                  "  export FILE          write the collection as CSV (code,title,pack,owned)\n"
                                  "  import FILE          read such a CSV file; nothing is imported if a line is bad\n"
                                  "A DECK is a deck list file in any format “deck import” reads, or a saved "
                                  "deck by id or name."));
  if (!dr_cli_parse_options (context, &argc, &argv))
    return DR_CLI_EXIT_ERROR;
  if (argc < 2)
    return dr_cli_fail (_("collection needs a subcommand: show, add, remove, set, preset, missing, "
                          "conflicts, completion, export or import"));
  for (guint i = 0; i < G_N_ELEMENTS (subcommands); i++)
    if (g_str_equal (argv[1], subcommands[i].name))
      run = subcommands[i].run;
  if (run == NULL)
    {
      g_strfreev (cli.built);
      g_free (cli.game);
      return dr_cli_fail (_("Unknown collection subcommand “%s”"), argv[1]);
    }

  cli.store = dr_cli_open_store ();
  if (cli.store != NULL)
    {
      cli.user = dr_user_store_open_default (&error);
      if (cli.user == NULL)
        dr_cli_user_db_failed (error);
    }
  if (cli.user != NULL)
    {
      cli.collection = dr_collection_new (cli.user, cli.store);
      status = run (&cli, argc - 2, argv + 2);
    }
  else
    status = DR_CLI_EXIT_ERROR;

  g_clear_pointer (&cli.collection, dr_collection_free);
  g_clear_pointer (&cli.user, dr_user_store_unref);
  g_clear_pointer (&cli.store, dr_card_store_free);
  g_strfreev (cli.built);
  g_free (cli.game);
  return status;
}
