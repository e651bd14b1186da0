/* dr-play-setup-page.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-play-setup-page"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "dr-card-index.h"
#include "dr-deck-store.h"
#include "dr-lockpick-setup-group.h"
#include "dr-play-deck-choice.h"
#include "dr-play-deck-record.h"
#include "dr-play-game-list.h"
#include "dr-play-setup-page-private.h"
#include "dr-play-util.h"

enum
{
  OPPONENT_RANDOM,
  OPPONENT_EASY,
  OPPONENT_NORMAL,
  OPPONENT_HARD,
  OPPONENT_HOT_SEAT
};

struct _DrPlaySetupPage
{
  GtkWidget             parent_instance;

  /* Template widgets */
  AdwComboRow          *game_row;
  DrLockpickSetupGroup *lockpick_group;
  GtkWidget            *players_group;
  AdwComboRow          *side_row;
  AdwComboRow          *opponent_row;
  AdwComboRow          *runners_row;
  AdwComboRow          *seat_row;
  AdwPreferencesGroup  *decks_group;
  AdwEntryRow          *seed_row;
  GtkLabel             *problem_label;
  GtkWidget            *start_button;

  AdwComboRow          *deck_rows[DR_NR_MAX_SEATS];   /* seat 0 the Corp */
  GListStore           *corp_decks;                   /* DrPlayDeckChoice */
  GListStore           *runner_decks;
  DrCardStore          *store;                        /* borrowed */
  gboolean              filling;
  DrPlayGameList       *game_list;                    /* the view's: the saved games */
};

G_DEFINE_FINAL_TYPE (DrPlaySetupPage, dr_play_setup_page, GTK_TYPE_WIDGET)

enum {
  START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gboolean offer_deck (DrPlaySetupPage *self, int seat, DrPlayDeck *deck, const char *origin,
                            GError **error);

static GListStore *
decks_of_seat (DrPlaySetupPage *self,
               int              seat)
{
  return seat == DR_NR_CORP_SEAT ? self->corp_decks : self->runner_decks;
}

static int
n_runners (DrPlaySetupPage *self)
{
  return (int) adw_combo_row_get_selected (self->runners_row) + 1;
}

static DrPlayDeckChoice *
chosen (DrPlaySetupPage *self,
        int              seat)
{
  return adw_combo_row_get_selected_item (self->deck_rows[seat]);
}

/* The first problem of the choices, shown above Start, which it disables. */
static void
check (DrPlaySetupPage *self)
{
  g_autofree char *problem = NULL;

  for (int seat = 0; seat <= n_runners (self) && problem == NULL && !dr_play_setup_page_is_lockpick (self); seat++)
    {
      DrPlayDeckChoice *choice = chosen (self, seat);

      if (choice == NULL)
        problem = g_strdup (_("Choose a deck for every seat."));
      else if (!dr_play_deck_choice_is_playable (choice))
        /* Translators: a deck the engine cannot play, and why */
        problem = g_strdup_printf (_("%s: %s"), dr_play_deck_choice_get_name (choice),
                                   dr_play_deck_choice_get_reason (choice));
    }
  gtk_label_set_text (self->problem_label, problem != NULL ? problem : "");
  gtk_widget_set_visible (GTK_WIDGET (self->problem_label), problem != NULL);
  gtk_widget_set_sensitive (self->start_button, problem == NULL);
}

static void
on_players_changed_cb (DrPlaySetupPage *self)
{
  int runners = n_runners (self);
  gboolean runner_side = adw_combo_row_get_selected (self->side_row) == 1;

  /* The template sets its rows before the deck rows exist. */
  if (self->deck_rows[DR_NR_MAX_SEATS - 1] == NULL)
    return;
  gtk_widget_set_visible (GTK_WIDGET (self->seat_row), runner_side && runners > 1);
  if (adw_combo_row_get_selected (self->seat_row) >= (guint) runners)
    adw_combo_row_set_selected (self->seat_row, 0);
  for (int seat = 1; seat < DR_NR_MAX_SEATS; seat++)
    gtk_widget_set_visible (GTK_WIDGET (self->deck_rows[seat]), seat <= runners);
  {
    /* Translators: the deck of a Runner seat, "Runner 2 deck" */
    g_autofree char *title = runners > 1 ? g_strdup_printf (_("Runner %d deck"), 1) : g_strdup (_("Runner deck"));

    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->deck_rows[1]), title);
  }
  check (self);
}

gboolean
dr_play_setup_page_is_lockpick (DrPlaySetupPage *self)
{
  g_return_val_if_fail (DR_IS_PLAY_SETUP_PAGE (self), FALSE);
  return adw_combo_row_get_selected (self->game_row) == 1;
}

/* Netrunner's rows or Lockpick's; the seed is both games'. */
static void
on_game_changed_cb (DrPlaySetupPage *self)
{
  gboolean lockpick = dr_play_setup_page_is_lockpick (self);

  gtk_widget_set_visible (GTK_WIDGET (self->lockpick_group), lockpick);
  gtk_widget_set_visible (self->players_group, !lockpick);
  gtk_widget_set_visible (GTK_WIDGET (self->decks_group), !lockpick);
  check (self);
}

/* "Against the computer: 2–1", the chosen deck's wins and losses on its
 * seat's side (dr-play-deck-record.h, as the deck editor's Games tab
 * counts them); NULL before its first finished game. Short: the row also
 * holds the deck's name and two buttons. */
static char *
history_text (GPtrArray  *games,
              const char *deck_name,
              int         seat)
{
  DrPlayDeckRecord record;
  int side = seat == DR_NR_CORP_SEAT ? 0 : 1;
  int wins, losses;

  dr_play_deck_record_collect (games, deck_name, side == 0 ? "corp" : "runner", &record);
  wins = record.wins[DR_PLAY_OPPONENT_COMPUTER][side];
  losses = record.losses[DR_PLAY_OPPONENT_COMPUTER][side];
  dr_play_deck_record_clear (&record);
  if (wins + losses == 0)
    return NULL;
  /* Translators: a deck's finished games against the computer on the New Match page, wins–losses */
  return g_strdup_printf (_("Against the computer: %d–%d"), wins, losses);
}

/* Each seat's chosen deck shows its record under its name. */
static void
show_history (DrPlaySetupPage *self)
{
  GPtrArray *games = self->game_list != NULL ? dr_play_game_list_get_games (self->game_list) : NULL;

  for (int seat = 0; seat < DR_NR_MAX_SEATS; seat++)
    {
      DrPlayDeckChoice *choice = chosen (self, seat);
      g_autofree char *text = NULL;

      if (self->deck_rows[seat] == NULL)
        continue;
      if (choice != NULL && games != NULL)
        text = history_text (games, dr_play_deck_choice_get_name (choice), seat);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->deck_rows[seat]), text != NULL ? text : "");
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->deck_rows[seat]),
                                   text != NULL ? _("Wins and losses of this deck against the computer, on this side")
                                                : NULL);
    }
}

/* The saved games are read once for the whole Play view (a game may have
 * ended since the page last showed): read again only when one was saved. */
static void
on_map_cb (DrPlaySetupPage *self)
{
  if (self->game_list != NULL)
    dr_play_game_list_refresh (self->game_list);
}

void
dr_play_setup_page_set_game_list (DrPlaySetupPage *self,
                                  DrPlayGameList  *game_list)
{
  g_return_if_fail (DR_IS_PLAY_SETUP_PAGE (self));
  if (self->game_list != NULL)
    g_signal_handlers_disconnect_by_data (self->game_list, self);
  g_set_object (&self->game_list, game_list);
  if (game_list != NULL)
    g_signal_connect_swapped (game_list, "changed", G_CALLBACK (show_history), self);
  show_history (self);
}

static void
on_deck_changed_cb (DrPlaySetupPage *self)
{
  if (!self->filling)
    check (self);
  show_history (self);
}

/* List rows: the deck's name, where it comes from, and why the engine
 * cannot play it, greyed. */
static void
setup_deck_item_cb (GtkSignalListItemFactory *factory,
                    GtkListItem              *item)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *name = gtk_label_new (NULL);
  GtkWidget *detail = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (name), 0.0);
  gtk_label_set_xalign (GTK_LABEL (detail), 0.0);
  gtk_label_set_wrap (GTK_LABEL (detail), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (detail), 50);
  gtk_widget_add_css_class (detail, "caption");
  gtk_widget_add_css_class (detail, "dim-label");
  gtk_box_append (GTK_BOX (box), name);
  gtk_box_append (GTK_BOX (box), detail);
  gtk_list_item_set_child (item, box);
}

static void
bind_deck_item_cb (GtkSignalListItemFactory *factory,
                   GtkListItem              *item)
{
  DrPlayDeckChoice *choice = gtk_list_item_get_item (item);
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *name = gtk_widget_get_first_child (box);
  GtkWidget *detail = gtk_widget_get_next_sibling (name);
  const char *reason = dr_play_deck_choice_get_reason (choice);
  g_autofree char *detail_text = reason != NULL
                                 ? g_strdup_printf ("%s\n%s", dr_play_deck_choice_get_detail (choice), reason)
                                 : g_strdup (dr_play_deck_choice_get_detail (choice));

  gtk_label_set_text (GTK_LABEL (name), dr_play_deck_choice_get_name (choice));
  gtk_label_set_text (GTK_LABEL (detail), detail_text);
  /* Greyed, yet choosable: Start then says why it cannot begin. */
  gtk_widget_set_opacity (box, reason != NULL ? 0.5 : 1.0);
}

void
dr_play_setup_page_show_problem (DrPlaySetupPage *self,
                                 const char      *message)
{
  g_return_if_fail (DR_IS_PLAY_SETUP_PAGE (self));
  gtk_label_set_text (self->problem_label, message);
  gtk_widget_set_visible (GTK_WIDGET (self->problem_label), TRUE);
}

static void
on_deck_file_chosen (GtkWidget  *owner,
                     const char *path,
                     gpointer    data)
{
  DrPlaySetupPage *self = DR_PLAY_SETUP_PAGE (owner);
  g_autoptr(GError) error = NULL;

  if (!dr_play_setup_page_add_file (self, GPOINTER_TO_INT (data), path, &error))
    dr_play_setup_page_show_problem (self, error->message);
}

static void
on_open_file_cb (GtkButton       *button,
                 DrPlaySetupPage *self)
{
  dr_play_choose_file (GTK_WIDGET (self), _("Open a Deck File"), GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), NULL,
                       on_deck_file_chosen, g_object_get_data (G_OBJECT (button), "seat"));
}

static void
on_paste_response_cb (AdwMessageDialog *dialog,
                      const char       *response,
                      DrPlaySetupPage  *self)
{
  GtkTextBuffer *buffer = g_object_get_data (G_OBJECT (dialog), "buffer");
  int seat = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "seat"));
  g_autoptr(GError) error = NULL;
  GtkTextIter start, end;
  g_autofree char *text = NULL;

  if (!g_str_equal (response, "play"))
    return;
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  if (!dr_play_setup_page_add_text (self, seat, text, &error))
    dr_play_setup_page_show_problem (self, error->message);
}

/* A deck list pasted on the spot, as NetrunnerDB or jinteki.net give it. */
static void
on_paste_cb (GtkButton       *button,
             DrPlaySetupPage *self)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                              _("Paste a Deck List"),
                                              _("Any list NetrunnerDB, jinteki.net or a deck file gives: "
                                                "one card per line with its count, the identity too."));
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *view = gtk_text_view_new ();

  gtk_text_view_set_monospace (GTK_TEXT_VIEW (view), TRUE);
  gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (view), GTK_WRAP_WORD_CHAR);
  gtk_widget_set_size_request (scroller, 420, 260);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), view);
  gtk_accessible_update_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Deck list"), -1);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), scroller);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "play", _("_Play This Deck"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "play", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "play");
  g_object_set_data (G_OBJECT (dialog), "buffer", gtk_text_view_get_buffer (GTK_TEXT_VIEW (view)));
  g_object_set_data (G_OBJECT (dialog), "seat", g_object_get_data (G_OBJECT (button), "seat"));
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_paste_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (view);
}

static AdwComboRow *
make_deck_row (DrPlaySetupPage *self,
               int              seat)
{
  AdwComboRow *row = ADW_COMBO_ROW (adw_combo_row_new ());
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  GtkWidget *button = gtk_button_new_with_mnemonic (_("Deck _File…"));
  GtkWidget *paste = gtk_button_new_with_mnemonic (_("_Paste…"));
  g_autofree char *title = seat == 0 ? g_strdup (_("Corp deck"))
                         /* Translators: the deck of a Runner seat, "Runner 2 deck" */
                         : g_strdup_printf (_("Runner %d deck"), seat);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  g_signal_connect (factory, "setup", G_CALLBACK (setup_deck_item_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_deck_item_cb), NULL);
  adw_combo_row_set_list_factory (row, factory);
  g_object_unref (factory);
  adw_combo_row_set_expression (row, gtk_property_expression_new (DR_TYPE_PLAY_DECK_CHOICE, NULL, "name"));
  adw_combo_row_set_model (row, G_LIST_MODEL (decks_of_seat (self, seat)));
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, _("Play a deck list file (NetrunnerDB, jinteki.net, OCTGN, text…)"));
  g_object_set_data (G_OBJECT (button), "seat", GINT_TO_POINTER (seat));
  g_signal_connect (button, "clicked", G_CALLBACK (on_open_file_cb), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  gtk_widget_set_valign (paste, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (paste, _("Play a deck list pasted as text"));
  g_object_set_data (G_OBJECT (paste), "seat", GINT_TO_POINTER (seat));
  g_signal_connect (paste, "clicked", G_CALLBACK (on_paste_cb), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), paste);
  g_signal_connect_swapped (row, "notify::selected", G_CALLBACK (on_deck_changed_cb), self);
  adw_preferences_group_add (self->decks_group, GTK_WIDGET (row));
  return row;
}

static void
add_saved_decks (DrPlaySetupPage *self,
                 DrUserStore     *user)
{
  DrDeckFilter filter = { .game = "netrunner" };
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) summaries = dr_deck_store_list (user, &filter, &error);
  g_autoptr(DrCardIndex) cards = NULL;

  if (summaries == NULL || summaries->len == 0 || self->store == NULL)
    return;
  cards = dr_card_index_new (self->store, &error);
  if (cards == NULL)
    {
      g_warning ("Cannot list the saved decks: %s", error->message);
      return;
    }
  for (guint i = 0; i < summaries->len; i++)
    {
      DrDeckSummary *summary = g_ptr_array_index (summaries, i);
      g_autoptr(GError) deck_error = NULL;
      g_autoptr(DrDeck) deck = dr_deck_store_load (user, summary->id, &deck_error);
      g_autofree char *source = g_strdup_printf ("#%" G_GINT64_FORMAT, summary->id);
      DrPlayDeck *play_deck = deck != NULL ? dr_play_deck_from_deck (deck, cards, source, &deck_error) : NULL;
      g_autoptr(DrPlayDeckChoice) choice = NULL;
      GListStore *list = g_strcmp0 (summary->side, "corp") == 0 ? self->corp_decks : self->runner_decks;

      if (summary->side == NULL)
        continue;
      choice = play_deck != NULL ? dr_play_deck_choice_new (play_deck, _("Saved deck"))
                                 : dr_play_deck_choice_new_unreadable (summary->name, _("Saved deck"),
                                                                       deck_error->message);
      g_list_store_append (list, choice);
    }
}

static gboolean
select_first_playable (DrPlaySetupPage *self,
                       int              seat)
{
  GListModel *list = G_LIST_MODEL (decks_of_seat (self, seat));
  guint playable = 0;

  /* Different starters for the Runners: NAPD needs different identities. */
  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr(DrPlayDeckChoice) choice = g_list_model_get_item (list, i);

      if (!dr_play_deck_choice_is_playable (choice))
        continue;
      if (seat <= 1 || playable == (guint) seat - 1)
        {
          adw_combo_row_set_selected (self->deck_rows[seat], i);
          return TRUE;
        }
      playable++;
    }
  return FALSE;
}

gboolean
dr_play_setup_page_select_first_playable (DrPlaySetupPage *self)
{
  gboolean all = TRUE;

  g_return_val_if_fail (DR_IS_PLAY_SETUP_PAGE (self), FALSE);
  for (int seat = 0; seat < DR_NR_MAX_SEATS; seat++)
    all &= select_first_playable (self, seat) || seat > n_runners (self);
  return all;
}

/* The lists: the bundled starters, then the user's saved decks. */
void
dr_play_setup_page_set_sources (DrPlaySetupPage *self,
                                DrCardStore     *store,
                                DrUserStore     *user)
{
  g_autoptr(GPtrArray) starters = dr_play_deck_starters ();

  g_return_if_fail (DR_IS_PLAY_SETUP_PAGE (self));

  self->store = store;
  self->filling = TRUE;
  g_list_store_remove_all (self->corp_decks);
  g_list_store_remove_all (self->runner_decks);
  for (guint i = 0; i < starters->len; i++)
    {
      DrPlayDeck *deck = dr_play_deck_copy (g_ptr_array_index (starters, i));
      g_autoptr(DrPlayDeckChoice) choice = dr_play_deck_choice_new (deck, _("Starter"));

      g_list_store_append (g_strcmp0 (deck->side, "corp") == 0 ? self->corp_decks : self->runner_decks, choice);
    }
  if (user != NULL)
    add_saved_decks (self, user);
  dr_play_setup_page_select_first_playable (self);
  self->filling = FALSE;
  on_players_changed_cb (self);
}

gboolean
dr_play_setup_page_add_file (DrPlaySetupPage *self,
                             int              seat,
                             const char      *path,
                             GError         **error)
{
  DrPlayDeck *deck;

  g_return_val_if_fail (DR_IS_PLAY_SETUP_PAGE (self), FALSE);
  g_return_val_if_fail (seat >= 0 && seat < DR_NR_MAX_SEATS, FALSE);

  deck = dr_play_deck_load_file (path, self->store, error);
  return deck != NULL && offer_deck (self, seat, deck, _("File"), error);
}

/* The choice a new deck of @seat's side makes, selected; FALSE with @error
 * when @deck is of the other side (and then freed). */
static gboolean
offer_deck (DrPlaySetupPage *self,
            int              seat,
            DrPlayDeck      *deck,
            const char      *origin,
            GError         **error)
{
  const char *side = dr_play_deck_engine_side (deck) != NULL ? dr_play_deck_engine_side (deck) : deck->side;
  g_autoptr(DrPlayDeckChoice) choice = NULL;
  GListStore *list;

  if (g_strcmp0 (side, seat == 0 ? "corp" : "runner") != 0)
    {
      g_set_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_INVALID,
                   seat == 0 ? _("%s is not a Corp deck") : _("%s is not a Runner deck"), deck->name);
      dr_play_deck_free (deck);
      return FALSE;
    }
  list = decks_of_seat (self, seat);
  choice = dr_play_deck_choice_new (deck, origin);
  g_list_store_append (list, choice);
  adw_combo_row_set_selected (self->deck_rows[seat], g_list_model_get_n_items (G_LIST_MODEL (list)) - 1);
  return TRUE;
}

DrPlayDeckChoice *
dr_play_setup_page_get_chosen (DrPlaySetupPage *self,
                               int              seat)
{
  g_return_val_if_fail (DR_IS_PLAY_SETUP_PAGE (self), NULL);
  g_return_val_if_fail (seat >= 0 && seat < DR_NR_MAX_SEATS, NULL);
  return chosen (self, seat);
}

gboolean
dr_play_setup_page_add_text (DrPlaySetupPage *self,
                             int              seat,
                             const char      *text,
                             GError         **error)
{
  g_autoptr(DrCardIndex) cards = NULL;
  DrPlayDeck *deck;

  g_return_val_if_fail (DR_IS_PLAY_SETUP_PAGE (self), FALSE);
  g_return_val_if_fail (seat >= 0 && seat < DR_NR_MAX_SEATS, FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  if (self->store == NULL || (cards = dr_card_index_new (self->store, error)) == NULL)
    {
      if (error != NULL && *error == NULL)
        g_set_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_INVALID, _("The card data is not open"));
      return FALSE;
    }
  /* Translators: the name of a deck pasted as text whose list gives none */
  deck = dr_play_deck_from_text (text, _("Pasted deck"), cards, error);
  return deck != NULL && offer_deck (self, seat, deck, _("Pasted"), error);
}

gboolean
dr_play_setup_page_select_deck (DrPlaySetupPage *self,
                                int              seat,
                                const char      *source)
{
  GListModel *list = G_LIST_MODEL (decks_of_seat (self, seat));

  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr(DrPlayDeckChoice) choice = g_list_model_get_item (list, i);
      const DrPlayDeck *deck = dr_play_deck_choice_get_deck (choice);

      if (deck != NULL && g_strcmp0 (deck->source, source) == 0)
        {
          adw_combo_row_set_selected (self->deck_rows[seat], i);
          return TRUE;
        }
    }
  return FALSE;
}

guint
dr_play_setup_page_count_decks (DrPlaySetupPage *self,
                                gboolean         corp,
                                guint           *unplayable)
{
  GListModel *list = G_LIST_MODEL (corp ? self->corp_decks : self->runner_decks);
  guint n = g_list_model_get_n_items (list);

  *unplayable = 0;
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(DrPlayDeckChoice) choice = g_list_model_get_item (list, i);

      *unplayable += !dr_play_deck_choice_is_playable (choice);
    }
  return n;
}

void
dr_play_setup_page_set_seed (DrPlaySetupPage *self,
                             guint64          seed)
{
  g_autofree char *text = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);

  gtk_editable_set_text (GTK_EDITABLE (self->seed_row), text);
}

static void
on_new_seed_cb (DrPlaySetupPage *self)
{
  dr_play_setup_page_set_seed (self, ((guint64) g_random_int () << 32 | g_random_int ()) % 1000000000);
}

static gboolean
read_seed (DrPlaySetupPage *self,
           guint64         *seed,
           GError         **error)
{
  if (g_ascii_string_to_unsigned (gtk_editable_get_text (GTK_EDITABLE (self->seed_row)), 10, 0, G_MAXUINT64,
                                  seed, NULL))
    return TRUE;
  g_set_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_INVALID, _("The seed must be a whole number, such as 42."));
  return FALSE;
}

gboolean
dr_play_setup_page_get_lockpick (DrPlaySetupPage *self,
                                 DrLockpickSetup *setup,
                                 GError         **error)
{
  g_return_val_if_fail (DR_IS_PLAY_SETUP_PAGE (self), FALSE);

  memset (setup, 0, sizeof *setup);
  setup->ai_delay_ms = 400;
  dr_lockpick_setup_group_get (self->lockpick_group, setup);
  return read_seed (self, &setup->seed, error);
}

gboolean
dr_play_setup_page_get_setup (DrPlaySetupPage *self,
                              DrPlaySetup     *setup,
                              GError         **error)
{
  guint opponent = adw_combo_row_get_selected (self->opponent_row);
  int runners = n_runners (self);
  int human = adw_combo_row_get_selected (self->side_row) == 0 ? 0 : 1 + (int) adw_combo_row_get_selected (self->seat_row);
  guint64 seed;

  g_return_val_if_fail (DR_IS_PLAY_SETUP_PAGE (self), FALSE);

  if (!read_seed (self, &seed, error))
    return FALSE;
  memset (setup, 0, sizeof *setup);
  setup->seed = seed;
  setup->n_runners = runners;
  setup->ai_level = opponent == OPPONENT_HOT_SEAT ? DR_PLAY_AI_NORMAL : (DrPlayAiLevel) opponent;
  setup->ai_delay_ms = 400;
  for (int seat = 0; seat <= runners; seat++)
    {
      DrPlayDeckChoice *choice = chosen (self, seat);

      if (choice == NULL || dr_play_deck_choice_get_deck (choice) == NULL)
        {
          g_set_error (error, DR_PLAY_ERROR, DR_PLAY_ERROR_INVALID, "%s",
                       choice == NULL ? _("Choose a deck for every seat.") : dr_play_deck_choice_get_reason (choice));
          return FALSE;
        }
      if (seat == 0)
        setup->corp = (DrPlayDeck *) dr_play_deck_choice_get_deck (choice);
      else
        setup->runners[seat - 1] = (DrPlayDeck *) dr_play_deck_choice_get_deck (choice);
      setup->seats[seat] = opponent == OPPONENT_HOT_SEAT || seat == human ? DR_PLAY_SEAT_HUMAN : DR_PLAY_SEAT_AI;
    }
  return TRUE;
}

static void
on_start_cb (DrPlaySetupPage *self)
{
  g_signal_emit (self, signals[START], 0);
}

static void
dr_play_setup_page_dispose (GObject *object)
{
  DrPlaySetupPage *self = DR_PLAY_SETUP_PAGE (object);

  if (self->game_list != NULL)
    g_signal_handlers_disconnect_by_data (self->game_list, self);
  g_clear_object (&self->game_list);
  gtk_widget_dispose_template (GTK_WIDGET (object), DR_TYPE_PLAY_SETUP_PAGE);
  dr_play_remove_children (GTK_WIDGET (object));
  g_clear_object (&self->corp_decks);
  g_clear_object (&self->runner_decks);
  G_OBJECT_CLASS (dr_play_setup_page_parent_class)->dispose (object);
}

static void
dr_play_setup_page_class_init (DrPlaySetupPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = dr_play_setup_page_dispose;

  signals[START] = g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                 G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/dr-play-setup-page.ui");
  gtk_widget_class_bind_template_child (widget_class, DrPlaySetupPage, game_row);
  gtk_widget_class_bind_template_child (widget_class, DrPlaySetupPage, lockpick_group);
  gtk_widget_class_bind_template_child (widget_class, DrPlaySetupPage, players_group);
  gtk_widget_class_bind_template_child (widget_class, DrPlaySetupPage, side_row);
  gtk_widget_class_bind_template_child (widget_class, DrPlaySetupPage, opponent_row);
  gtk_widget_class_bind_template_child (widget_class, DrPlaySetupPage, runners_row);
  gtk_widget_class_bind_template_child (widget_class, DrPlaySetupPage, seat_row);
  gtk_widget_class_bind_template_child (widget_class, DrPlaySetupPage, decks_group);
  gtk_widget_class_bind_template_child (widget_class, DrPlaySetupPage, seed_row);
  gtk_widget_class_bind_template_child (widget_class, DrPlaySetupPage, problem_label);
  gtk_widget_class_bind_template_child (widget_class, DrPlaySetupPage, start_button);
  gtk_widget_class_bind_template_callback (widget_class, on_game_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_players_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_new_seed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_start_cb);
}

static void
dr_play_setup_page_init (DrPlaySetupPage *self)
{
  self->corp_decks = g_list_store_new (DR_TYPE_PLAY_DECK_CHOICE);
  self->runner_decks = g_list_store_new (DR_TYPE_PLAY_DECK_CHOICE);
  g_type_ensure (DR_TYPE_LOCKPICK_SETUP_GROUP);
  gtk_widget_init_template (GTK_WIDGET (self));
  for (int seat = 0; seat < DR_NR_MAX_SEATS; seat++)
    self->deck_rows[seat] = make_deck_row (self, seat);
  on_new_seed_cb (self);
  on_players_changed_cb (self);
  g_signal_connect (self, "map", G_CALLBACK (on_map_cb), NULL);
}
