/* dr-cli-sync.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-cli-sync"

#include "config.h"

#include <gio/gio.h>
#include <glib-unix.h>
#include <glib/gi18n.h>
#include <stdio.h>
#include <unistd.h>

#include "dr-card-json.h"
#include "dr-cli.h"
#include "dr-cli-deck.h"
#include "dr-deck-store.h"
#include "dr-error.h"
#include "dr-image-cache.h"
#include "dr-json-members.h"
#include "dr-paths.h"
#include "dr-sync-decklist.h"
#include "dr-sync.h"

#define DEFAULT_IMAGE_CACHE_MB 500

/* --source wins, then the setting, then NetrunnerDB. Plain http is checked
 * here so that a wrong address is a bad argument, not a failed sync. */
static gboolean
prepare_options (DrSyncOptions  *options,
                 GSettings      *settings,
                 const char     *source,
                 gboolean        allow_http_loopback)
{
  g_autoptr(DrHttp) http = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *probe = NULL;

  dr_sync_options_init (options);
  if (source != NULL)
    options->source_url = g_strdup (source);
  else if (settings != NULL)
    {
      options->source_url = g_settings_get_string (settings, "sync-source");
      if (*options->source_url == '\0')
        g_clear_pointer (&options->source_url, g_free);
    }
  options->http.allow_http_loopback = allow_http_loopback;

  http = dr_http_new (&options->http);
  probe = dr_sync_endpoint_url (options->source_url, "cards");
  if (!dr_http_check_url (http, probe, NULL, &error))
    {
      dr_cli_fail ("%s", error->message);
      dr_sync_options_clear (options);
      return FALSE;
    }
  return TRUE;
}

/* An empty address asks for no points lists at all. */
static gboolean
set_restrictions_source (DrSyncOptions *options,
                         const char    *url)
{
  g_autoptr(DrHttp) http = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *probe = NULL;

  options->restrictions_url = g_strdup (url);
  if (*url == '\0')
    return TRUE;
  http = dr_http_new (&options->http);
  probe = dr_sync_endpoint_url (url, "restrictions");
  if (!dr_http_check_url (http, probe, NULL, &error))
    {
      dr_cli_fail ("%s", error->message);
      return FALSE;
    }
  return TRUE;
}

static gboolean
set_translations_source (DrSyncOptions *options,
                         const char    *url)
{
  g_autoptr(DrHttp) http = NULL;
  g_autoptr(GError) error = NULL;

  options->translations_url = g_strdup (url);
  if (*url == '\0')
    return TRUE;
  http = dr_http_new (&options->http);
  if (!dr_http_check_url (http, url, NULL, &error))
    {
      dr_cli_fail ("%s", error->message);
      return FALSE;
    }
  return TRUE;
}

typedef struct
{
  gboolean  wanted;
  guint     n_total;
  guint     n_failed;
} ImageSummary;

/* Progress on stderr: one line per step, or one line kept up to date on a terminal. */

typedef struct
{
  gboolean      terminal;
  const char   *endpoint;
  DrSyncStage   stage;
  ImageSummary *images;
} ProgressPrinter;

static void
print_sync_progress (const DrSyncProgress *progress,
                     gpointer              user_data)
{
  ProgressPrinter *printer = user_data;
  gboolean new_step = progress->stage != printer->stage || progress->endpoint != printer->endpoint;

  printer->stage = progress->stage;
  printer->endpoint = progress->endpoint;
  if (progress->stage == DR_SYNC_STAGE_DOWNLOAD)
    {
      g_autofree char *size = g_format_size (progress->received);

      if (printer->terminal)
        g_printerr ("\r\033[K[%u/%u] %s %s", progress->endpoint_index, progress->n_endpoints,
                    progress->endpoint, size);
      else if (new_step)
        g_printerr ("[%u/%u] %s\n", progress->endpoint_index, progress->n_endpoints, progress->endpoint);
    }
  else if (progress->stage == DR_SYNC_STAGE_BUILD && new_step)
    g_printerr ("%s%s\n", printer->terminal ? "\r\033[K" : "", _("Checking the data and building the card database…"));
}

static void
print_image_progress (const DrImageProgress *progress,
                      gpointer               user_data)
{
  ProgressPrinter *printer = user_data;

  printer->images->n_total = progress->n_total;
  printer->images->n_failed = progress->n_failed;
  if (progress->error != NULL)
    g_printerr ("%s%s: %s\n", printer->terminal ? "\r\033[K" : "", progress->code, progress->error->message);
  if (printer->terminal)
    {
      g_printerr ("\r\033[K");
      g_printerr (_("Images: %u of %u"), progress->n_done, progress->n_total);
    }
  if (printer->terminal && progress->n_done == progress->n_total)
    g_printerr ("\n");
}

/* The summary on stdout */

static void
add_items (JsonBuilder *builder,
           const char  *member,
           GPtrArray   *items)
{
  json_builder_set_member_name (builder, member);
  json_builder_begin_array (builder);
  for (guint i = 0; i < items->len; i++)
    {
      DrSyncItem *item = g_ptr_array_index (items, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "code");
      json_builder_add_string_value (builder, item->code);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, item->name);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
print_json_summary (const DrSyncReport *report,
                    const GError       *error,
                    const ImageSummary *images)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *text = NULL;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "status");
  json_builder_add_string_value (builder, error != NULL ? "failed" : report->up_to_date ? "up-to-date" : "updated");
  if (error != NULL)
    {
      json_builder_set_member_name (builder, "error");
      json_builder_add_string_value (builder, error->message);
    }
  else
    {
      json_builder_set_member_name (builder, "source");
      json_builder_add_string_value (builder, report->source_url);
      json_builder_set_member_name (builder, "cards");
      json_builder_add_int_value (builder, report->n_cards);
      json_builder_set_member_name (builder, "downloaded_endpoints");
      json_builder_add_int_value (builder, report->n_downloaded);
      json_builder_set_member_name (builder, "downloaded_bytes");
      json_builder_add_int_value (builder, (gint64) report->bytes_downloaded);
      add_items (builder, "new_packs", report->new_packs);
      add_items (builder, "new_cards", report->new_cards);
      add_items (builder, "changed_cards", report->changed_cards);
      add_items (builder, "removed_cards", report->removed_cards);
      add_items (builder, "new_ban_lists", report->new_mwls);
      json_builder_set_member_name (builder, "points_lists");
      json_builder_begin_object (builder);
      dr_json_add_string_member (builder, "source", report->restrictions_url);
      dr_json_add_string_member (builder, "warning", report->restrictions_warning);
      json_builder_end_object (builder);
      json_builder_set_member_name (builder, "translations");
      json_builder_begin_object (builder);
      dr_json_add_string_member (builder, "source", report->translations_url);
      dr_json_add_string_member (builder, "locale", report->translations_locale);
      json_builder_set_member_name (builder, "cards");
      json_builder_add_int_value (builder, report->n_translated);
      json_builder_end_object (builder);
      if (images->wanted)
        {
          json_builder_set_member_name (builder, "images");
          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "total");
          json_builder_add_int_value (builder, images->n_total);
          json_builder_set_member_name (builder, "failed");
          json_builder_add_int_value (builder, images->n_failed);
          json_builder_end_object (builder);
        }
    }
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  text = dr_json_to_text (root, TRUE);
  printf ("%s\n", text);
}

static void
print_item_list (const char *label,
                 GPtrArray  *items,
                 guint       most)
{
  if (items->len == 0)
    return;
  printf ("%s (%u):", label, items->len);
  for (guint i = 0; i < items->len && i < most; i++)
    {
      DrSyncItem *item = g_ptr_array_index (items, i);

      printf ("%s %s (%s)", i ? "," : "", item->name, item->code);
    }
  if (items->len > most)
    printf (", …");
  printf ("\n");
}

static void
print_text_summary (const DrSyncReport *report,
                    const ImageSummary *images)
{
  if (report->up_to_date)
    printf (ngettext ("The card data is up to date (%d card).\n",
                      "The card data is up to date (%d cards).\n", report->n_cards), report->n_cards);
  else
    {
      printf (ngettext ("The card data was updated from %s: %d card.\n",
                        "The card data was updated from %s: %d cards.\n", report->n_cards),
              report->source_url, report->n_cards);
      print_item_list (_("New packs"), report->new_packs, 20);
      print_item_list (_("New ban lists"), report->new_mwls, 20);
      print_item_list (_("New cards"), report->new_cards, 10);
      print_item_list (_("Changed cards"), report->changed_cards, 10);
      print_item_list (_("Removed cards"), report->removed_cards, 10);
    }
  if (report->translations_locale != NULL)
    /* Translators: %s is a locale code such as "fr" or "zh-hans" */
    printf (ngettext ("Card translations (%s): %d card.\n", "Card translations (%s): %d cards.\n",
                      report->n_translated),
            report->translations_locale, report->n_translated);
  if (report->restrictions_warning != NULL)
    printf (_("The Eternal points lists were not updated (the ones you had are kept): %s\n"),
            report->restrictions_warning);
  if (images->wanted)
    printf (_("Images: %u of %u in the cache, %u failed.\n"), images->n_total - images->n_failed,
            images->n_total, images->n_failed);
}

/* Running the sync off the main thread, so Ctrl+C can cancel it cleanly. */

typedef struct
{
  GMainLoop    *loop;
  DrSyncReport *report;
  GError       *error;
} SyncRun;

static void
on_sync_done (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  SyncRun *run = user_data;

  run->report = dr_sync_run_finish (result, &run->error);
  g_main_loop_quit (run->loop);
}

static gboolean
on_interrupt (gpointer cancellable)
{
  g_cancellable_cancel (cancellable);
  return G_SOURCE_CONTINUE;
}

/* The images, also in a worker thread; the main loop stays free for Ctrl+C. */

typedef struct
{
  DrHttpOptions    http;
  guint64          limit;
  char            *pack;       /* NULL for all */
  ProgressPrinter *printer;
} ImageJob;

static void
image_job_free (ImageJob *job)
{
  g_free (job->pack);
  g_free (job);
}

static void
fetch_images_in_thread (GTask        *task,
                        gpointer      source_object,
                        gpointer      task_data,
                        GCancellable *cancellable)
{
  ImageJob *job = task_data;
  g_autoptr(DrCardStore) store = NULL;
  g_autoptr(DrImageCache) cache = NULL;
  GError *error = NULL;

  store = dr_card_store_open_default (&error);
  if (store != NULL)
    {
      cache = dr_image_cache_new_for_store (store, NULL, job->limit, &job->http);
      if (dr_image_cache_prefetch (cache, store, job->pack, print_image_progress, job->printer, NULL,
                                   cancellable, &error))
        {
          g_task_return_boolean (task, TRUE);
          return;
        }
    }
  g_task_return_error (task, error);
}

static void
on_images_done (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  SyncRun *run = user_data;

  g_task_propagate_boolean (G_TASK (result), &run->error);
  g_main_loop_quit (run->loop);
}

static gboolean
fetch_images (const DrSyncOptions  *options,
              GSettings            *settings,
              const char           *pack,
              ProgressPrinter      *printer,
              GMainLoop            *loop,
              GCancellable         *cancellable,
              GError              **error)
{
  ImageJob *job = g_new0 (ImageJob, 1);
  guint64 limit_mb = settings != NULL ? (guint64) g_settings_get_int (settings, "image-cache-limit")
                                      : DEFAULT_IMAGE_CACHE_MB;
  SyncRun run = { loop, NULL, NULL };
  g_autoptr(GTask) task = g_task_new (NULL, cancellable, on_images_done, &run);

  job->http = options->http;
  job->limit = limit_mb * 1024 * 1024;
  job->pack = g_strcmp0 (pack, "all") == 0 ? NULL : g_strdup (pack);
  job->printer = printer;
  g_task_set_task_data (task, job, (GDestroyNotify) image_job_free);
  g_task_run_in_thread (task, fetch_images_in_thread);
  g_main_loop_run (loop);
  if (run.error != NULL)
    {
      g_propagate_error (error, run.error);
      return FALSE;
    }
  return TRUE;
}

int
dr_cli_sync (int    argc,
             char **argv)
{
  g_autofree char *source = NULL;
  g_autofree char *restrictions = NULL;
  g_autofree char *images = NULL;
  g_autofree char *translations = NULL;
  g_autofree char *language = NULL;
  gboolean allow_http_loopback = FALSE;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "source", 0, 0, G_OPTION_ARG_STRING, &source,
      N_("NetrunnerDB API v2 address to sync from (default: the setting, else NetrunnerDB)"), N_("URL") },
    { "allow-http-loopback", 0, 0, G_OPTION_ARG_NONE, &allow_http_loopback,
      N_("Allow plain http to this computer (127.0.0.1 or localhost), for a local mirror"), NULL },
    { "restrictions", 0, 0, G_OPTION_ARG_STRING, &restrictions,
      N_("NetrunnerDB API v3 address for the Eternal points lists, \"\" for none (default: NetrunnerDB's "
         "when syncing from NetrunnerDB, else none)"), N_("URL") },
    { "translations", 0, 0, G_OPTION_ARG_STRING, &translations,
      N_("Address of NetrunnerDB's card translations (its card data repository's translations folder), "
         "\"\" for none (default: NetrunnerDB's when syncing from NetrunnerDB, else none)"), N_("URL") },
    { "lang", 0, 0, G_OPTION_ARG_STRING, &language,
      N_("Get the card translations for LANG (fr, ja, de…; en for none; default: your language)"), N_("LANG") },
    { "images", 0, 0, G_OPTION_ARG_STRING, &images,
      N_("Also download the card images of one pack (its code) or of all cards"), N_("PACK|all") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print the summary as a JSON object"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("— update the card data from NetrunnerDB"));
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GMainLoop) loop = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *card_db = NULL;
  ImageSummary image_summary = { FALSE, 0, 0 };
  ProgressPrinter printer = { isatty (STDERR_FILENO), NULL, DR_SYNC_STAGE_DONE, &image_summary };
  DrSyncOptions options;
  SyncRun run = { NULL, NULL, NULL };
  guint interrupt_source;
  int status;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
                                _("Downloads NetrunnerDB's cards, packs, cycles, factions, types, sides, ban lists "
                                  "and prebuilt decks, checks them and replaces the card database in one step. "
                                  "Your decks and collection are never touched.\n"
                                  "Exit status: 0 updated or up to date, 1 the sync failed (the previous card "
                                  "data is kept) or images failed, 2 bad arguments."));
  if (!dr_cli_parse_options (context, &argc, &argv))
    return DR_CLI_EXIT_ERROR;
  if (argc > 1)
    return dr_cli_fail (_("sync takes no arguments (found “%s”)"), argv[1]);
  if (!dr_cli_set_language (language))
    return DR_CLI_EXIT_ERROR;
  if (images != NULL && *images == '\0')
    return dr_cli_fail (_("--images needs a pack code or “all”"));

  settings = dr_cli_open_settings ();
  if (!prepare_options (&options, settings, source, allow_http_loopback))
    return DR_CLI_EXIT_ERROR;
  if ((restrictions != NULL && !set_restrictions_source (&options, restrictions))
      || (translations != NULL && !set_translations_source (&options, translations)))
    {
      dr_sync_options_clear (&options);
      return DR_CLI_EXIT_ERROR;
    }
  options.locale = dr_cli_get_locale ();
  if (!dr_paths_ensure_data_dir (&error))
    {
      dr_sync_options_clear (&options);
      return dr_cli_fail ("%s", error->message);
    }
  card_db = dr_paths_card_db ();

  loop = g_main_loop_new (NULL, FALSE);
  run.loop = loop;
  interrupt_source = g_unix_signal_add (SIGINT, on_interrupt, cancellable);
  dr_sync_run_async (card_db, &options, print_sync_progress, &printer, cancellable, on_sync_done, &run);
  g_main_loop_run (loop);

  if (run.report == NULL)
    {
      g_printerr ("%s", printer.terminal ? "\r\033[K" : "");
      g_printerr ("deckrunner-cli: %s\n", run.error->message);
      g_printerr ("deckrunner-cli: %s\n", _("The sync failed; the previous card data is still in use."));
      if (json)
        print_json_summary (NULL, run.error, &image_summary);
      g_clear_error (&run.error);
      g_source_remove (interrupt_source);
      dr_sync_options_clear (&options);
      return DR_CLI_EXIT_NO_MATCH;
    }

  if (settings != NULL && !run.report->up_to_date)
    {
      g_settings_set_string (settings, "last-sync", run.report->synced_at);
      g_settings_sync ();
    }

  status = DR_CLI_EXIT_OK;
  if (images != NULL)
    {
      image_summary.wanted = TRUE;
      if (!fetch_images (&options, settings, images, &printer, loop, cancellable, &error))
        {
          g_printerr ("deckrunner-cli: %s\n", error->message);
          status = g_error_matches (error, DR_ERROR, DR_ERROR_NOT_FOUND) ? DR_CLI_EXIT_ERROR : DR_CLI_EXIT_NO_MATCH;
        }
      else if (image_summary.n_failed > 0)
        status = DR_CLI_EXIT_NO_MATCH;
    }
  if (json)
    print_json_summary (run.report, NULL, &image_summary);
  else
    print_text_summary (run.report, &image_summary);

  dr_sync_report_free (run.report);
  g_source_remove (interrupt_source);
  dr_sync_options_clear (&options);
  return status;
}

/* deck import-url: the deck store is not there yet, so the deck is shown. */

static void
print_deck (DrCardStore  *store,
            const DrDeck *deck,
            gboolean      json)
{
  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();
      g_autoptr(JsonNode) root = NULL;
      g_autofree char *text = NULL;

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, deck->name);
      json_builder_set_member_name (builder, "side");
      json_builder_add_string_value (builder, deck->side);
      json_builder_set_member_name (builder, "identity");
      json_builder_add_string_value (builder, deck->identity);
      json_builder_set_member_name (builder, "banlist");
      json_builder_add_string_value (builder, deck->banlist);
      json_builder_set_member_name (builder, "cards");
      json_builder_begin_object (builder);
      for (guint i = 0; i < deck->entries->len; i++)
        {
          const DrDeckEntry *entry = &g_array_index (deck->entries, DrDeckEntry, i);

          json_builder_set_member_name (builder, entry->code);
          json_builder_add_int_value (builder, entry->quantity);
        }
      json_builder_end_object (builder);
      json_builder_end_object (builder);
      root = json_builder_get_root (builder);
      text = dr_json_to_text (root, TRUE);
      printf ("%s\n", text);
      return;
    }

  printf ("%s\n", deck->name);
  {
    g_autoptr(DrCard) identity = dr_card_store_get_card (store, deck->identity);

    printf (_("Identity: %s %s\n"), deck->identity, identity != NULL ? identity->title : "");
  }
  for (guint i = 0; i < deck->entries->len; i++)
    {
      const DrDeckEntry *entry = &g_array_index (deck->entries, DrDeckEntry, i);
      g_autoptr(DrCard) card = dr_card_store_get_card (store, entry->code);

      printf ("%d\t%s\t%s\n", entry->quantity, entry->code, card != NULL ? card->title : "");
    }
  printf (ngettext ("%d card\n", "%d cards\n", dr_deck_count_cards (deck)), dr_deck_count_cards (deck));
}

/* deck import-url: argv[0] is "import-url". */
int
dr_cli_deck_import_url (int    argc,
                        char **argv)
{
  g_autofree char *source = NULL;
  gboolean allow_http_loopback = FALSE;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "source", 0, 0, G_OPTION_ARG_STRING, &source,
      N_("NetrunnerDB API v2 address to fetch from (default: the setting, else NetrunnerDB)"), N_("URL") },
    { "allow-http-loopback", 0, 0, G_OPTION_ARG_NONE, &allow_http_loopback,
      N_("Allow plain http to this computer (127.0.0.1 or localhost), for a local mirror"), NULL },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print the deck as a JSON object"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("URL|ID — fetch a published NetrunnerDB decklist"));
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(DrCardStore) store = NULL;
  g_autoptr(DrDeck) deck = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL;
  DrSyncOptions options;
  DrUserStore *user;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!dr_cli_parse_options (context, &argc, &argv))
    return DR_CLI_EXIT_ERROR;
  if (argc != 2)
    return dr_cli_fail (_("deck import-url needs one decklist address or number"));
  id = dr_sync_parse_decklist_id (argv[1], &error);
  if (id == NULL)
    return dr_cli_fail ("%s", error->message);

  settings = dr_cli_open_settings ();
  if (!prepare_options (&options, settings, source, allow_http_loopback))
    return DR_CLI_EXIT_ERROR;
  store = dr_cli_open_store ();
  if (store != NULL)
    deck = dr_sync_fetch_decklist (store, &options, id, NULL, &error);
  dr_sync_options_clear (&options);
  if (store == NULL)
    return DR_CLI_EXIT_ERROR;
  if (deck == NULL)
    {
      g_printerr ("deckrunner-cli: %s\n", error->message);
      return DR_CLI_EXIT_NO_MATCH;
    }
  user = dr_cli_open_user_store ();
  if (user == NULL)
    return DR_CLI_EXIT_ERROR;
  if (dr_deck_store_save (user, deck, &error) == 0)
    {
      dr_user_store_unref (user);
      return dr_cli_fail ("%s", error->message);
    }
  dr_user_store_unref (user);
  print_deck (store, deck, json);
  if (!json)
    printf (_("Saved as deck %lld.\n"), (long long) deck->id);
  return DR_CLI_EXIT_OK;
}
