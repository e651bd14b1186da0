/* dr-play-view.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-play-view"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "dr-context.h"
#include "dr-list-box.h"
#include "dr-lockpick-games.h"
#include "dr-lockpick-match.h"
#include "dr-lockpick-replay.h"
#include "dr-play-card-image.h"
#include "dr-play-game-rows.h"
#include "dr-play-games.h"
#include "dr-play-match.h"
#include "dr-play-replay.h"
#include "dr-play-rules-window.h"
#include "dr-play-util.h"
#include "dr-play-view-private.h"
#include "dr-toast.h"

struct _DrPlayView
{
  GtkWidget        parent_instance;

  /* Template widgets */
  AdwToastOverlay *toast_overlay;
  GtkStack        *stack;
  DrPlaySetupPage *setup_page;
  DrPlayMatch     *match;
  DrLockpickMatch *lockpick_match;
  AdwBin          *replay_slot;
  GtkWidget       *resume_group;
  GtkListBox      *resume_list;    /* unfinished games, newest first; a row resumes */
  GtkWidget       *replays_group;
  GtkListBox      *replays_list;   /* finished games (a row watches) and unreadable files */
  GtkWidget       *history_group;
  GtkListBox      *history_list;   /* a row per deck played against the computer */
  DrPlayReplay    *replay;         /* in replay_slot once made */
  DrLockpickReplay *lockpick_replay; /* the stack's page "lockpick-replay" once made */
  DrPlayGameList  *game_list;      /* the context's saved games, for the start page and New Match */
  GCancellable    *opening;        /* a replay being read, the "loading" page showing */
  const char      *opened_from;    /* interned: the page to go back to should it not open */
  GtkSpinner      *loading_spinner;

  DrContext       *context;
  DrCardStore     *store;          /* the context's, until its card data changes */
  DrUserStore     *user;        /* borrowed */
  DrPlayCatalog   *catalog;
  gboolean         setup_filled;
  guint            ai_delay;
  /* The last new match's decks and seats, for Rematch */
  DrPlaySetup      last_setup;
  gboolean         has_last_setup;
  DrLockpickSetup  last_lockpick;  /* for Lockpick's Rematch */
  const char      *match_page;     /* "match" or "lockpick": the game under way */
};

G_DEFINE_FINAL_TYPE (DrPlayView, dr_play_view, GTK_TYPE_WIDGET)

static void
show_error (DrPlayView   *self,
            const GError *error)
{
  adw_toast_overlay_add_toast (self->toast_overlay, dr_toast_new_text (error->message));
}

static void
clear_last_setup (DrPlayView *self)
{
  if (!self->has_last_setup)
    return;
  g_clear_pointer (&self->last_setup.corp, dr_play_deck_free);
  for (int i = 0; i < 3; i++)
    g_clear_pointer (&self->last_setup.runners[i], dr_play_deck_free);
  self->has_last_setup = FALSE;
}

static void
keep_setup (DrPlayView        *self,
            const DrPlaySetup *setup)
{
  clear_last_setup (self);
  self->last_setup = *setup;
  self->last_setup.corp = dr_play_deck_copy (setup->corp);
  for (int i = 0; i < 3; i++)
    self->last_setup.runners[i] = i < setup->n_runners ? dr_play_deck_copy (setup->runners[i]) : NULL;
  self->has_last_setup = TRUE;
}

/* The card titles and images the matches and replays read, made when first needed. */
static DrPlayCatalog *
ensure_catalog (DrPlayView *self)
{
  if (self->catalog == NULL)
    self->catalog = dr_play_catalog_new (self->store);
  return self->catalog;
}

static void
play_session (DrPlayView    *self,
              DrPlaySession *session,
              const char    *autosave_path,
              gboolean       can_rematch)
{
  g_autofree char *save_path = dr_play_games_save_path (autosave_path);

  dr_play_card_image_look_again ();
  dr_play_games_autosave (session, save_path);
  dr_play_match_set_session (self->match, session, ensure_catalog (self), can_rematch);
  self->match_page = "match";
  gtk_stack_set_visible_child_name (self->stack, "match");
}

/* Lockpick's games save themselves into the games folder too, in their
 * own record format, and are listed to resume beside Netrunner's. */
static void
play_lockpick (DrPlayView        *self,
               DrLockpickSession *session,
               const char        *autosave_path,
               gboolean           can_rematch)
{
  g_autofree char *save_path = dr_play_games_save_path (autosave_path);

  dr_play_card_image_look_again ();
  dr_lockpick_games_autosave (session, save_path);
  dr_lockpick_session_set_ai_delay (session, self->ai_delay);
  dr_lockpick_match_set_catalog (self->lockpick_match, ensure_catalog (self));
  dr_lockpick_match_set_session (self->lockpick_match, session, can_rematch);
  self->match_page = "lockpick";
  gtk_stack_set_visible_child_name (self->stack, "lockpick");
}

/* A Lockpick match (New Match with the game Lockpick). */
static gboolean
dr_play_view_start_lockpick (DrPlayView            *self,
                             const DrLockpickSetup *setup,
                             GError               **error)
{
  g_autoptr(DrLockpickSession) session = NULL;

  g_return_val_if_fail (DR_IS_PLAY_VIEW (self), FALSE);
  session = dr_lockpick_session_new (setup, error);
  if (session == NULL)
    return FALSE;
  self->last_lockpick = *setup;
  play_lockpick (self, session, NULL, TRUE);
  return TRUE;
}

gboolean
dr_play_view_start (DrPlayView        *self,
                    const DrPlaySetup *setup,
                    GError           **error)
{
  DrPlaySetup local;
  g_autoptr(DrPlaySession) session = NULL;

  g_return_val_if_fail (DR_IS_PLAY_VIEW (self), FALSE);

  local = *setup;
  local.ai_delay_ms = self->ai_delay;
  session = dr_play_session_new (&local, error);
  if (session == NULL)
    return FALSE;
  if (setup != &self->last_setup)
    keep_setup (self, setup);
  play_session (self, session, NULL, TRUE);
  return TRUE;
}

static gboolean
in_games_folder (const char *path)
{
  g_autofree char *dir = dr_play_games_dir ();
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) parent = g_file_get_parent (file);

  return parent != NULL && g_file_equal (parent, folder);
}

gboolean
dr_play_view_resume (DrPlayView  *self,
                     const char  *path,
                     GError     **error)
{
  g_autoptr(DrPlaySession) session = NULL;
  DrPlaySession *current;
  DrLockpickSession *current_lockpick;

  g_return_val_if_fail (DR_IS_PLAY_VIEW (self), FALSE);

  /* the game being left may be the one resumed: its file gets the
   * computer's last moves first */
  current = dr_play_match_get_session (self->match);
  if (current != NULL)
    dr_play_games_save_now (current);
  current_lockpick = dr_lockpick_match_get_session (self->lockpick_match);
  if (current_lockpick != NULL)
    dr_lockpick_games_save_now (current_lockpick);
  if (dr_lockpick_record_sniff (path))
    {
      g_autoptr(DrLockpickSession) lockpick = dr_lockpick_session_load (path, error);

      if (lockpick != NULL)
        play_lockpick (self, lockpick, in_games_folder (path) ? path : NULL, FALSE);
      return lockpick != NULL;
    }
  session = dr_play_session_load (path, error);
  if (session == NULL)
    return FALSE;
  /* a game of the saved-games folder goes on in its file; one opened from
   * elsewhere is left as it was and goes on in a new file there */
  play_session (self, session, in_games_folder (path) ? path : NULL, FALSE);
  return TRUE;
}

/* ---- replays: read and replayed in a worker thread (a long game takes
 * seconds), the "loading" page meanwhile; leaving that page cancels ---- */

static void
stop_opening (DrPlayView *self)
{
  if (self->opening != NULL)
    g_cancellable_cancel (self->opening);
  g_clear_object (&self->opening);
  if (self->loading_spinner != NULL)
    gtk_spinner_stop (self->loading_spinner);
}

static void
on_replay_loaded_cb (GObject      *source,
                     GAsyncResult *result,
                     gpointer      data)
{
  g_autoptr(GError) error = NULL;
  gboolean lockpick = DR_IS_LOCKPICK_REPLAY (source);
  DrPlayView *self;
  gboolean loaded;

  if (g_cancellable_is_cancelled (g_task_get_cancellable (G_TASK (result))))
    return;   /* closed: the view may be gone, or another record is opening */
  self = DR_PLAY_VIEW (data);
  g_clear_object (&self->opening);   /* done: stop_opening() below finds nothing to cancel */
  stop_opening (self);
  loaded = lockpick ? dr_lockpick_replay_load_finish (DR_LOCKPICK_REPLAY (source), result, self->catalog, &error)
                    : dr_play_replay_load_finish (DR_PLAY_REPLAY (source), result, self->catalog, &error);
  if (!loaded)
    {
      show_error (self, error);
      gtk_stack_set_visible_child_name (self->stack, self->opened_from);
      return;
    }
  gtk_stack_set_visible_child_name (self->stack, lockpick ? "lockpick-replay" : "replay");
  /* the row or button that opened it is hidden now: the keys go to the replay */
  if (!lockpick)
    gtk_widget_grab_focus (GTK_WIDGET (self->replay));
}

void
dr_play_view_replay (DrPlayView *self,
                     const char *path)
{
  const char *page;

  g_return_if_fail (DR_IS_PLAY_VIEW (self));
  g_return_if_fail (path != NULL);

  ensure_catalog (self);
  dr_play_card_image_look_again ();
  stop_opening (self);
  page = gtk_stack_get_visible_child_name (self->stack);
  if (g_strcmp0 (page, "loading") != 0)
    self->opened_from = g_intern_string (page != NULL ? page : "start");
  self->opening = g_cancellable_new ();
  gtk_stack_set_visible_child_name (self->stack, "loading");
  gtk_spinner_start (self->loading_spinner);
  if (dr_lockpick_record_sniff (path))
    dr_lockpick_replay_load_async (dr_play_view_get_lockpick_replay (self), path, self->opening,
                                   on_replay_loaded_cb, self);
  else
    dr_play_replay_load_async (dr_play_view_get_replay (self), path, self->opening, on_replay_loaded_cb, self);
}

gboolean
dr_play_view_is_opening_replay (DrPlayView *self)
{
  g_return_val_if_fail (DR_IS_PLAY_VIEW (self), FALSE);
  return self->opening != NULL;
}

/* Made on first use: a replay is a table of its own, memory a match
 * against the computer does not need (bench-play measures the view). */
DrPlayReplay *
dr_play_view_get_replay (DrPlayView *self)
{
  g_return_val_if_fail (DR_IS_PLAY_VIEW (self), NULL);
  if (self->replay == NULL)
    {
      self->replay = DR_PLAY_REPLAY (g_object_new (DR_TYPE_PLAY_REPLAY, NULL));
      adw_bin_set_child (self->replay_slot, GTK_WIDGET (self->replay));
    }
  return self->replay;
}

/* Made on first use, as Netrunner's replay. */
DrLockpickReplay *
dr_play_view_get_lockpick_replay (DrPlayView *self)
{
  g_return_val_if_fail (DR_IS_PLAY_VIEW (self), NULL);
  if (self->lockpick_replay == NULL)
    {
      self->lockpick_replay = DR_LOCKPICK_REPLAY (g_object_new (DR_TYPE_LOCKPICK_REPLAY, NULL));
      gtk_stack_add_named (self->stack, GTK_WIDGET (self->lockpick_replay), "lockpick-replay");
    }
  return self->lockpick_replay;
}

/* A game just over, watched from its start: from its own file in the
 * games folder, which the end was written to (written again first, should
 * that have failed). */
static gboolean
watch_saved (DrPlayView *self,
             const char *path,
             gboolean    saved,
             GError    **error)
{
  if (path == NULL || !saved)
    {
      g_set_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_FAILED,
                   _("The game could not be saved: its replay cannot be opened"));
      return FALSE;
    }
  dr_play_view_replay (self, path);
  return TRUE;
}

/* The Lockpick game just over, opened as a replay from its start: from
 * its own file, with no copy of it (FALSE when the game could not be saved). */
static gboolean
dr_play_view_watch_lockpick (DrPlayView  *self,
                             GError     **error)
{
  DrLockpickSession *session;

  g_return_val_if_fail (DR_IS_PLAY_VIEW (self), FALSE);
  session = dr_lockpick_match_get_session (self->lockpick_match);
  g_return_val_if_fail (session != NULL && dr_lockpick_session_is_over (session), FALSE);
  return watch_saved (self, dr_lockpick_games_autosave_path (session), dr_lockpick_games_save_now (session), error);
}

static void
on_lockpick_watch_cb (DrPlayView *self)
{
  g_autoptr(GError) error = NULL;

  if (!dr_play_view_watch_lockpick (self, &error))
    show_error (self, error);
}

static void
on_start_cb (DrPlayView *self)
{
  DrPlaySetup setup;
  DrLockpickSetup lockpick;
  g_autoptr(GError) error = NULL;

  if (dr_play_setup_page_is_lockpick (self->setup_page))
    {
      if (!dr_play_setup_page_get_lockpick (self->setup_page, &lockpick, &error)
          || !dr_play_view_start_lockpick (self, &lockpick, &error))
        dr_play_setup_page_show_problem (self->setup_page, error->message);
      return;
    }
  if (!dr_play_setup_page_get_setup (self->setup_page, &setup, &error)
      || !dr_play_view_start (self, &setup, &error))
    dr_play_setup_page_show_problem (self->setup_page, error->message);
}

/* Rematch: the same decks and seats, a new seed. */
static void
on_rematch_cb (DrPlayView *self)
{
  g_autoptr(GError) error = NULL;

  if (!self->has_last_setup)
    return;
  self->last_setup.seed = ((guint64) g_random_int () << 32 | g_random_int ()) % 1000000000;
  if (!dr_play_view_start (self, &self->last_setup, &error))
    show_error (self, error);
}

static void
on_lockpick_rematch_cb (DrPlayView *self)
{
  g_autoptr(GError) error = NULL;
  DrLockpickSetup setup = self->last_lockpick;

  setup.seed = ((guint64) g_random_int () << 32 | g_random_int ()) % 1000000000;
  if (!dr_play_view_start_lockpick (self, &setup, &error))
    show_error (self, error);
}

static void
new_match_cb (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  DrPlayView *self = DR_PLAY_VIEW (widget);

  if (!self->setup_filled)
    {
      dr_play_setup_page_set_sources (self->setup_page, self->store, self->user);
      self->setup_filled = TRUE;
    }
  gtk_stack_set_visible_child_name (self->stack, "setup");
}

static void
back_cb (GtkWidget  *widget,
         const char *action_name,
         GVariant   *parameter)
{
  DrPlayView *self = DR_PLAY_VIEW (widget);

  gtk_stack_set_visible_child_name (self->stack, self->match_page != NULL ? self->match_page : "start");
}

/* The game just over in the match, opened as a replay from its start, as
 * dr_play_view_watch_lockpick() does. */
static gboolean
dr_play_view_watch_finished (DrPlayView  *self,
                             GError     **error)
{
  DrPlaySession *session;

  g_return_val_if_fail (DR_IS_PLAY_VIEW (self), FALSE);
  session = dr_play_match_get_session (self->match);
  g_return_val_if_fail (session != NULL && dr_play_session_is_over (session), FALSE);
  return watch_saved (self, dr_play_games_autosave_path (session), dr_play_games_save_now (session), error);
}

static void
watch_finished_cb (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  DrPlayView *self = DR_PLAY_VIEW (widget);
  DrPlaySession *session = dr_play_match_get_session (self->match);
  g_autoptr(GError) error = NULL;

  if (session != NULL && dr_play_session_is_over (session) && !dr_play_view_watch_finished (self, &error))
    show_error (self, error);
}

/* ---- the start page: unfinished games to resume, finished ones to watch ---- */

static void
fill_history (DrPlayView *self,
              GPtrArray  *games)
{
  g_auto(GStrv) decks = dr_play_games_decks_vs_computer (games);

  dr_list_box_remove_all (self->history_list);
  for (guint i = 0; decks[i] != NULL && i < 12; i++)
    gtk_list_box_append (self->history_list, dr_play_game_row_new_history (games, decks[i]));
  gtk_widget_set_visible (self->history_group, decks[0] != NULL);
}

/* Finished games, and the files that do not open (greyed, with why). */
static void
fill_replays (DrPlayView *self,
              GPtrArray  *games)
{
  guint shown = 0;

  dr_list_box_remove_all (self->replays_list);
  for (guint i = 0; i < games->len && shown < 30; i++)
    {
      const DrPlayGame *game = g_ptr_array_index (games, i);

      if (game->problem == NULL && !game->finished)
        continue;
      gtk_list_box_append (self->replays_list, dr_play_game_row_new_replay (game));
      shown++;
    }
  gtk_widget_set_visible (self->replays_group, shown > 0);
}

static void
fill_start_page (DrPlayView *self,
                 GPtrArray  *games)
{
  guint shown = 0;

  dr_list_box_remove_all (self->resume_list);
  for (guint i = 0; i < games->len && shown < 12; i++)
    {
      const DrPlayGame *game = g_ptr_array_index (games, i);

      if (game->finished || game->problem != NULL)
        continue;
      gtk_list_box_append (self->resume_list, dr_play_game_row_new_resume (game));
      shown++;
    }
  gtk_widget_set_visible (self->resume_group, shown > 0);
  fill_replays (self, games);
  fill_history (self, games);
}

static void
on_games_changed_cb (DrPlayView *self)
{
  fill_start_page (self, dr_play_game_list_get_games (self->game_list));
}

/* Each time the start page shows: the folder is read again (in a worker
 * thread, every record replayed to be listed) only when a game was saved
 * since; the list is New Match's too. */
static void
refresh_start_page (DrPlayView *self)
{
  if (self->resume_list == NULL || self->replays_list == NULL || self->history_list == NULL
      || self->game_list == NULL)
    return;   /* still building the template, or the context's list not yet taken */
  dr_play_game_list_refresh (self->game_list);
}

gboolean
dr_play_view_is_listing (DrPlayView *self)
{
  g_return_val_if_fail (DR_IS_PLAY_VIEW (self), FALSE);
  return dr_play_game_list_is_reading (self->game_list);
}

DrPlayGameList *
dr_play_view_get_game_list (DrPlayView *self)
{
  g_return_val_if_fail (DR_IS_PLAY_VIEW (self), NULL);
  return self->game_list;
}

static void
on_resume_row_activated_cb (DrPlayView    *self,
                            GtkListBoxRow *row)
{
  const char *path = g_object_get_data (G_OBJECT (row), "dr-game-path");
  g_autoptr(GError) error = NULL;

  if (!dr_play_view_resume (self, path, &error))
    show_error (self, error);
}

static void
on_replay_row_activated_cb (DrPlayView    *self,
                            GtkListBoxRow *row)
{
  const char *path = g_object_get_data (G_OBJECT (row), "dr-game-path");

  if (path != NULL)
    dr_play_view_replay (self, path);
}

static void
on_page_changed_cb (DrPlayView *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->stack);

  if (g_strcmp0 (page, "loading") != 0)
    stop_opening (self);
  if (g_strcmp0 (page, "start") == 0)
    refresh_start_page (self);
}

/* Leaving a game keeps it: it is saved and listed to resume. */
static void
home_cb (GtkWidget  *widget,
         const char *action_name,
         GVariant   *parameter)
{
  DrPlayView *self = DR_PLAY_VIEW (widget);
  DrPlaySession *session = dr_play_match_get_session (self->match);
  DrLockpickSession *lockpick = dr_lockpick_match_get_session (self->lockpick_match);

  if (session != NULL)
    dr_play_games_save_now (session);
  if (lockpick != NULL)
    dr_lockpick_games_save_now (lockpick);
  gtk_stack_set_visible_child_name (self->stack, "start");
}

/* Resume and Watch a Replay both open a record. */
static void
on_record_chosen (GtkWidget  *owner,
                  const char *path,
                  gpointer    data)
{
  DrPlayView *self = DR_PLAY_VIEW (owner);
  g_autoptr(GError) error = NULL;

  if (GPOINTER_TO_INT (data))
    dr_play_view_replay (self, path);
  else if (!dr_play_view_resume (self, path, &error))
    show_error (self, error);
}

static void
open_record_cb (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  gboolean replay = g_str_equal (action_name, "play.replay");

  dr_play_choose_file (widget, replay ? _("Watch a Replay") : _("Resume a Saved Game"), GTK_FILE_CHOOSER_ACTION_OPEN,
                       _("_Open"), NULL, on_record_chosen, GINT_TO_POINTER (replay));
}

static void
dr_play_view_show_rules (DrPlayView *self)
{
  GtkWidget *window = dr_play_rules_window_new ();

  gtk_window_set_transient_for (GTK_WINDOW (window), GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))));
  gtk_window_present (GTK_WINDOW (window));
}

static void
rules_cb (GtkWidget  *widget,
          const char *action_name,
          GVariant   *parameter)
{
  dr_play_view_show_rules (DR_PLAY_VIEW (widget));
}

static void
set_sources (DrPlayView  *self,
             DrCardStore *store,
             DrUserStore *user)
{
  self->store = store;
  self->user = user;
  /* A new card store (after a sync) gets a new catalog; the lists follow on the next New Match. */
  g_clear_object (&self->catalog);
  self->catalog = dr_play_catalog_new (store);
  /* the catalog borrows its store: a Lockpick game under way reads the new one */
  dr_lockpick_match_set_catalog (self->lockpick_match, self->catalog);
  if (self->replay != NULL)
    dr_play_replay_set_catalog (self->replay, self->catalog);
  if (self->lockpick_replay != NULL)
    dr_lockpick_replay_set_catalog (self->lockpick_replay, self->catalog);
  if (self->setup_filled)
    dr_play_setup_page_set_sources (self->setup_page, store, user);
}

static void
on_card_data_changed_cb (DrPlayView *self)
{
  set_sources (self, dr_context_get_card_store (self->context),
               dr_context_get_user_store (self->context));
}

void
dr_play_view_set_ai_delay (DrPlayView *self,
                           guint       milliseconds)
{
  g_return_if_fail (DR_IS_PLAY_VIEW (self));
  self->ai_delay = milliseconds;
}

const char *
dr_play_view_get_page (DrPlayView *self)
{
  g_return_val_if_fail (DR_IS_PLAY_VIEW (self), NULL);
  return gtk_stack_get_visible_child_name (self->stack);
}

static void
dr_play_view_dispose (GObject *object)
{
  DrPlayView *self = DR_PLAY_VIEW (object);

  if (self->game_list != NULL)
    g_signal_handlers_disconnect_by_data (self->game_list, self);
  g_clear_object (&self->game_list);
  if (self->opening != NULL)
    g_cancellable_cancel (self->opening);
  g_clear_object (&self->opening);
  gtk_widget_dispose_template (GTK_WIDGET (object), DR_TYPE_PLAY_VIEW);
  dr_play_remove_children (GTK_WIDGET (object));
  self->replay = NULL;   /* was in replay_slot */
  self->lockpick_replay = NULL;   /* was in the stack */
  g_clear_object (&self->catalog);
  clear_last_setup (self);
  g_clear_object (&self->context);
  G_OBJECT_CLASS (dr_play_view_parent_class)->dispose (object);
}

static void
dr_play_view_constructed (GObject *object)
{
  DrPlayView *self = DR_PLAY_VIEW (object);

  G_OBJECT_CLASS (dr_play_view_parent_class)->constructed (object);

  dr_context_follow_card_data (self->context, self, G_CALLBACK (on_card_data_changed_cb));
  self->game_list = g_object_ref (dr_context_get_game_list (self->context));
  g_signal_connect_swapped (self->game_list, "changed", G_CALLBACK (on_games_changed_cb), self);
  dr_play_setup_page_set_game_list (self->setup_page, self->game_list);
  refresh_start_page (self);
}

static void
dr_play_view_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  dr_context_set_property (&DR_PLAY_VIEW (object)->context, object, prop_id, value, pspec);
}

static void
dr_play_view_class_init (DrPlayViewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = dr_play_view_dispose;
  G_OBJECT_CLASS (klass)->constructed = dr_play_view_constructed;
  G_OBJECT_CLASS (klass)->set_property = dr_play_view_set_property;
  dr_context_install_property (G_OBJECT_CLASS (klass));

  g_type_ensure (DR_TYPE_PLAY_SETUP_PAGE);
  g_type_ensure (DR_TYPE_PLAY_MATCH);
  g_type_ensure (DR_TYPE_LOCKPICK_MATCH);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-play-view.ui");
  gtk_widget_class_bind_template_child (widget_class, DrPlayView, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, DrPlayView, stack);
  gtk_widget_class_bind_template_child (widget_class, DrPlayView, setup_page);
  gtk_widget_class_bind_template_child (widget_class, DrPlayView, match);
  gtk_widget_class_bind_template_child (widget_class, DrPlayView, lockpick_match);
  gtk_widget_class_bind_template_child (widget_class, DrPlayView, replay_slot);
  gtk_widget_class_bind_template_child (widget_class, DrPlayView, resume_group);
  gtk_widget_class_bind_template_child (widget_class, DrPlayView, resume_list);
  gtk_widget_class_bind_template_child (widget_class, DrPlayView, replays_group);
  gtk_widget_class_bind_template_child (widget_class, DrPlayView, replays_list);
  gtk_widget_class_bind_template_child (widget_class, DrPlayView, history_group);
  gtk_widget_class_bind_template_child (widget_class, DrPlayView, history_list);
  gtk_widget_class_bind_template_child (widget_class, DrPlayView, loading_spinner);
  gtk_widget_class_bind_template_callback (widget_class, on_resume_row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_replay_row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_page_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_start_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_rematch_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_lockpick_rematch_cb);

  gtk_widget_class_install_action (widget_class, "play.new", NULL, new_match_cb);
  gtk_widget_class_install_action (widget_class, "play.back", NULL, back_cb);
  gtk_widget_class_install_action (widget_class, "play.home", NULL, home_cb);
  gtk_widget_class_install_action (widget_class, "play.resume", NULL, open_record_cb);
  gtk_widget_class_install_action (widget_class, "play.replay", NULL, open_record_cb);
  gtk_widget_class_install_action (widget_class, "play.rules", NULL, rules_cb);
  gtk_widget_class_install_action (widget_class, "play.watch-finished", NULL, watch_finished_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "play.new", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "play.resume", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F1, 0, "play.rules", NULL);
  gtk_widget_class_set_css_name (widget_class, "playview");
}

static void
dr_play_view_init (DrPlayView *self)
{
  self->ai_delay = 400;
  dr_play_ensure_style ();
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_object (self->lockpick_match, "watch-replay", G_CALLBACK (on_lockpick_watch_cb), self,
                           G_CONNECT_SWAPPED);
}
