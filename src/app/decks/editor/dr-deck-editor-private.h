/* dr-deck-editor-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-card-facts.h"
#include "dr-card-names.h"
#include "dr-collection.h"
#include "dr-legality-cache.h"
#include "dr-deck-editor.h"
#include "dr-deck-session.h"

G_BEGIN_DECLS

/* What the editor's files share. The deck, its undo and its legality live in
 * a DrDeckSession; the editor's files turn the user's gestures into session
 * edits and redraw from the session when it emits "changed":
 *
 *   dr-deck-editor.c           lifecycle: the context, open, save, close, the public calls
 *   dr-deck-editor-deck.c      the deck pane: banner, summary, card list, name,
 *                              format, ban list, notes and tags
 *   dr-deck-editor-actions.c   the editor.* actions and the deck tools' windows
 *   dr-deck-editor-results.c   the card search beside the deck
 *   dr-deck-editor-identity.c  the identity button and its picker
 *   dr-deck-editor-fixes.c     the banner's suggested fixes
 *   dr-deck-editor-pages.c     the Sample Hand and Games tabs
 *
 * The deck tools (import, export, print, statistics) read a DrCardIndex and
 * DrCardFacts of the store, built the first time a tool needs them: both read
 * the whole card pool. The tools' windows borrow them, so they are closed
 * before a new store replaces them. */
struct _DrDeckEditor
{
  GtkWidget           parent_instance;

  /* Template widgets */
  GtkEditableLabel   *name_label;
  GtkMenuButton      *identity_button;
  GtkPopover         *identity_popover;
  GtkSearchEntry     *identity_search;
  GtkListBox         *identity_list;
  GtkDropDown        *format_dropdown;
  GtkDropDown        *banlist_dropdown;
  GtkMenuButton      *versions_button;
  GtkPopover         *versions_popover;
  GtkListBox         *versions_list;
  GtkRevealer        *banner_revealer;
  GtkLabel           *banner_title;
  GtkBox             *problems_box;
  GtkBox             *fixes_box;
  GtkBox             *fix_buttons_box;
  GtkSearchEntry     *search_entry;
  GtkLabel           *search_error;
  GtkListView        *results_view;
  GtkLabel           *summary_label;
  GtkListBox         *deck_list;
  GtkEntry           *tags_entry;
  GtkTextView        *notes_view;
  GtkStack           *deck_stack;
  GtkBox             *stats_box;
  GtkBox             *hand_box;
  GtkBox             *games_box;

  /* Owned references */
  DrDeckSession      *session;      /* NULL while no deck is open */
  char               *shown_side;   /* the side and identity the search and picker show */
  char               *shown_identity;
  GListStore         *results;      /* DrCardObject */
  GtkSingleSelection *selection;
  GHashTable         *bound_results; /* GtkListItem set: the result rows on screen */
  GListStore         *identities;   /* DrCardObject: the side's identities the search leaves */
  GHashTable         *cards;        /* code → DrCard, every card the deck has shown */
  DrCardNames        *names;
  GPtrArray          *banlist_codes;
  gboolean            syncing;      /* widgets are being set from the deck */
  gboolean            pick_identity; /* open the identity picker once shown */
  guint               pick_identity_source;
  DrCardIndex        *index;
  DrCardFacts        *facts;
  GtkWidget          *stats_page;   /* DrDeckStatsPage, made when first shown */
  GtkWidget          *hand_page;    /* DrSampleHandPage, made when first shown */
  GtkWidget          *games_page;   /* DrDeckGamesPage, made when first shown */
  char               *games_shown;  /* the deck name and side the games page shows */
  GPtrArray          *tool_windows; /* GtkWindow that borrow the index */
  GPtrArray          *fixes;        /* DrFix the banner offers, NULL when none */

  DrContext          *context;

  /* Borrowed from the context: the user database, and the card data with
   * what is built over it until the context swaps it */
  DrUserStore        *user;
  DrCardStore        *store;
  DrCollection       *collection;
  DrLegalityCache    *cache;
};

/* The deck being edited, NULL while none is open. */
static inline const DrDeck *
dr_deck_editor_deck (DrDeckEditor *self)
{
  return self->session != NULL ? dr_deck_session_get_deck (self->session) : NULL;
}

/* dr-deck-editor.c */
const DrCard *dr_deck_editor_lookup_card            (const char     *code,
                                                     gpointer        editor);
GtkWindow    *dr_deck_editor_parent_window          (DrDeckEditor   *self);
void          dr_deck_editor_show_error             (DrDeckEditor   *self,
                                                     const char     *title,
                                                     const GError   *error);

/* dr-deck-editor-deck.c */
void          dr_deck_editor_deck_class_init        (GtkWidgetClass *widget_class);
void          dr_deck_editor_deck_init              (DrDeckEditor   *self);
void          dr_deck_editor_refresh                (DrDeckEditor   *self);
void          dr_deck_editor_show_notes_and_tags    (DrDeckEditor   *self);
void          dr_deck_editor_change_quantity        (DrDeckEditor   *self,
                                                     const char     *code,
                                                     int             delta);
int           dr_deck_editor_key_delta              (guint           keyval,
                                                     GdkModifierType state);

/* dr-deck-editor-actions.c */
void          dr_deck_editor_actions_class_init     (GtkWidgetClass *widget_class);
void          dr_deck_editor_update_actions         (DrDeckEditor   *self);
void          dr_deck_editor_update_stats           (DrDeckEditor   *self);
gboolean      dr_deck_editor_ensure_tool_data       (DrDeckEditor   *self,
                                                     GError        **error);
void          dr_deck_editor_drop_tool_data         (DrDeckEditor   *self);
void          dr_deck_editor_track_tool_window      (DrDeckEditor   *self,
                                                     GtkWindow      *window);

/* dr-deck-editor-results.c */
void          dr_deck_editor_results_class_init     (GtkWidgetClass *widget_class);
void          dr_deck_editor_results_init           (DrDeckEditor   *self);
void          dr_deck_editor_run_search             (DrDeckEditor   *self);
gboolean      dr_deck_editor_fits_deck              (DrDeckEditor   *self,
                                                     const DrCard   *card);
void          dr_deck_editor_update_copies_badges   (DrDeckEditor   *self);

/* dr-deck-editor-fixes.c */
void          dr_deck_editor_update_fixes           (DrDeckEditor   *self);

/* dr-deck-editor-pages.c */
void          dr_deck_editor_pages_class_init       (GtkWidgetClass *widget_class);
/* The tab shown is made when first shown and follows the deck; the Games
 * tab reads the saved games again when @tab_changed. */
void          dr_deck_editor_update_pages           (DrDeckEditor   *self,
                                                     gboolean        tab_changed);
void          dr_deck_editor_drop_pages             (DrDeckEditor   *self);

/* dr-deck-editor-identity.c */
void          dr_deck_editor_identity_class_init    (GtkWidgetClass *widget_class);
void          dr_deck_editor_identity_init          (DrDeckEditor   *self);
void          dr_deck_editor_fill_identities        (DrDeckEditor   *self);
void          dr_deck_editor_update_identity_button (DrDeckEditor   *self);
void          dr_deck_editor_schedule_identity_picker (DrDeckEditor *self);

/* Calls of the editor's files that the rest of the app does not make; the
 * tests include this header for them too. */
gboolean                dr_deck_editor_save           (DrDeckEditor     *self,
                                                       GError          **error);

/* The session of the deck open, NULL while none is: edits made through it
 * show in the editor at once. */
DrDeckSession          *dr_deck_editor_get_session    (DrDeckEditor     *self);
gboolean                dr_deck_editor_is_modified    (DrDeckEditor     *self);
const DrDeck           *dr_deck_editor_get_deck       (DrDeckEditor     *self);
const DrLegalityReport *dr_deck_editor_get_report     (DrDeckEditor     *self);
void                    dr_deck_editor_set_identity   (DrDeckEditor     *self,
                                                       const char       *code);
void                    dr_deck_editor_set_query      (DrDeckEditor     *self,
                                                       const char       *query);
GListModel             *dr_deck_editor_get_results    (DrDeckEditor     *self);
void                    dr_deck_editor_select_result  (DrDeckEditor     *self,
                                                       guint             position);
GListModel             *dr_deck_editor_get_identities (DrDeckEditor     *self);
const DrCardIndex      *dr_deck_editor_get_card_index (DrDeckEditor     *self,
                                                       GError          **error);

/* The banner's suggested fixes for the deck as it stands, in
 * dr_fix_suggest()'s order, and the button that makes each. */
guint                   dr_deck_editor_get_n_fixes    (DrDeckEditor     *self);
const char             *dr_deck_editor_get_fix_message (DrDeckEditor    *self,
                                                        guint            index);
GtkWidget              *dr_deck_editor_get_fix_button (DrDeckEditor     *self,
                                                       guint             index);

G_END_DECLS
