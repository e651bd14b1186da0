/* test-deck-session.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>

#include "dr-card-store.h"
#include "dr-deck-session.h"
#include "dr-deck-store.h"
#include "dr-error.h"
#include "dr-test-helper.h"

/* A deck being edited over the bundled Core Set, checked in the casual
 * format (the construction rules alone), saved into a real user database. */

#define NOISE    "01001"
#define DEJA_VU  "01002"
#define CORRODER "01007"

typedef struct
{
  char              *dir;
  DrCardStore       *store;
  DrLegalityContext *casual;
  DrUserStore       *user;
  guint              changes;     /* "changed" emissions */
  guint              modified_notes;
} Fixture;

static const DrLegalityContext *
casual_context (const DrDeck  *deck,
                gpointer       user_data,
                GError       **error)
{
  Fixture *fixture = user_data;

  return fixture->casual;
}

static const DrLegalityContext *
failing_context (const DrDeck  *deck,
                 gpointer       user_data,
                 GError       **error)
{
  g_set_error_literal (error, DR_ERROR, DR_ERROR_FAILED, "no card data");
  return NULL;
}

static void
on_changed_cb (DrDeckSession *session,
               Fixture       *fixture)
{
  /* The report is up to date when the signal comes. */
  g_assert_nonnull (dr_deck_session_get_report (session));
  g_assert_cmpint (dr_deck_session_get_report (session)->size, ==,
                   dr_deck_count_cards (dr_deck_session_get_deck (session)));
  fixture->changes++;
}

static void
on_modified_cb (DrDeckSession *session,
                GParamSpec    *pspec,
                Fixture       *fixture)
{
  fixture->modified_notes++;
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *cards = NULL;
  g_autofree char *user = NULL;
  DrLegalityOptions options = { .format = "casual" };

  fixture->dir = dr_test_make_tmp_dir ();
  cards = g_build_filename (fixture->dir, "cards.sqlite", NULL);
  user = g_build_filename (fixture->dir, "user.sqlite", NULL);
  fixture->store = dr_card_store_open (cards, &error);
  g_assert_no_error (error);
  fixture->casual = dr_legality_context_new (fixture->store, &options, &error);
  g_assert_no_error (error);
  fixture->user = dr_user_store_open (user, &error);
  g_assert_no_error (error);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  dr_user_store_unref (fixture->user);
  dr_legality_context_free (fixture->casual);
  dr_card_store_free (fixture->store);
  dr_test_remove_tree (fixture->dir);
  g_free (fixture->dir);
}

static DrDeckSession *
session_new (Fixture *fixture,
             DrDeck  *deck)
{
  DrDeckSession *session = dr_deck_session_new (deck);

  dr_deck_session_set_legality (session, casual_context, fixture, NULL);
  g_signal_connect (session, "changed", G_CALLBACK (on_changed_cb), fixture);
  g_signal_connect (session, "notify::modified", G_CALLBACK (on_modified_cb), fixture);
  return session;
}

static DrDeck *
noise_deck (void)
{
  DrDeck *deck = dr_deck_new ("Noise", "netrunner");

  dr_deck_set_string (&deck->side, "runner");
  dr_deck_set_string (&deck->identity, NOISE);
  return deck;
}

static void
test_undo_redo (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(DrDeck) deck = noise_deck ();
  g_autoptr(DrDeckSession) session = session_new (fixture, deck);

  g_assert_false (dr_deck_session_can_undo (session));
  g_assert_false (dr_deck_session_undo (session));
  g_assert_true (dr_deck_session_add (session, DEJA_VU, 2));
  g_assert_true (dr_deck_session_add (session, DEJA_VU, 1));
  g_assert_cmpuint (fixture->changes, ==, 2);
  g_assert_cmpint (dr_deck_get_quantity (dr_deck_session_get_deck (session), DEJA_VU), ==, 3);
  /* The session works on its own copy. */
  g_assert_cmpint (dr_deck_get_quantity (deck, DEJA_VU), ==, 0);

  g_assert_true (dr_deck_session_undo (session));
  g_assert_cmpint (dr_deck_get_quantity (dr_deck_session_get_deck (session), DEJA_VU), ==, 2);
  g_assert_true (dr_deck_session_can_redo (session));
  g_assert_true (dr_deck_session_redo (session));
  g_assert_cmpint (dr_deck_get_quantity (dr_deck_session_get_deck (session), DEJA_VU), ==, 3);
  g_assert_false (dr_deck_session_redo (session));
  g_assert_cmpuint (fixture->changes, ==, 4);

  /* A new edit after an undo drops what could be redone. */
  g_assert_true (dr_deck_session_undo (session));
  g_assert_true (dr_deck_session_set_name (session, "  Noise Toolbox "));
  g_assert_cmpstr (dr_deck_session_get_deck (session)->name, ==, "Noise Toolbox");
  g_assert_false (dr_deck_session_can_redo (session));
  g_assert_true (dr_deck_session_undo (session));
  g_assert_cmpstr (dr_deck_session_get_deck (session)->name, ==, "Noise");
  g_assert_cmpint (dr_deck_get_quantity (dr_deck_session_get_deck (session), DEJA_VU), ==, 2);
  g_assert_true (dr_deck_session_undo (session));
  g_assert_false (dr_deck_session_can_undo (session));
  g_assert_cmpint (dr_deck_count_cards (dr_deck_session_get_deck (session)), ==, 0);
}

/* Edits that change nothing record nothing and say so. */
static void
test_no_change (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(DrDeck) deck = noise_deck ();
  g_autoptr(DrDeckSession) session = session_new (fixture, deck);

  g_assert_false (dr_deck_session_add (session, DEJA_VU, -1));
  g_assert_false (dr_deck_session_add (session, NULL, 1));
  g_assert_false (dr_deck_session_set_identity (session, NOISE));
  g_assert_false (dr_deck_session_set_name (session, "Noise"));
  g_assert_false (dr_deck_session_set_name (session, "   "));
  g_assert_false (dr_deck_session_set_format (session, NULL));
  g_assert_cmpuint (fixture->changes, ==, 0);
  g_assert_false (dr_deck_session_can_undo (session));
}

/* Notes and tags are kept out of undo: undoing a card keeps what was typed. */
static void
test_notes_outside_undo (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autoptr(DrDeck) deck = noise_deck ();
  g_autoptr(DrDeckSession) session = session_new (fixture, deck);
  const char *tags[] = { " fun ", "", "fun", "virus", NULL };
  const DrDeck *now;

  g_assert_true (dr_deck_session_add (session, DEJA_VU, 1));
  dr_deck_session_set_notes (session, "Mill them.");
  dr_deck_session_set_tags (session, tags);
  g_assert_cmpuint (fixture->changes, ==, 1);
  g_assert_true (dr_deck_session_undo (session));
  now = dr_deck_session_get_deck (session);
  g_assert_cmpint (dr_deck_get_quantity (now, DEJA_VU), ==, 0);
  g_assert_cmpstr (now->notes, ==, "Mill them.");
  g_assert_cmpuint (now->tags->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (now->tags, 0), ==, "fun");
  g_assert_cmpstr (g_ptr_array_index (now->tags, 1), ==, "virus");
  g_assert_true (dr_deck_session_redo (session));
  g_assert_cmpstr (dr_deck_session_get_deck (session)->notes, ==, "Mill them.");
  dr_deck_session_set_notes (session, "");
  g_assert_null (dr_deck_session_get_deck (session)->notes);
}

/* Modified: against what was last loaded or saved, notes included. */
static void
test_modified (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr(DrDeck) deck = noise_deck ();
  g_autoptr(DrDeckSession) session = session_new (fixture, deck);
  g_autoptr(DrDeckSession) reopened = NULL;
  g_autoptr(DrDeck) loaded = NULL;
  g_autoptr(GError) error = NULL;

  /* A deck never saved is modified until it is. */
  g_assert_true (dr_deck_session_is_modified (session));
  g_assert_true (dr_deck_session_add (session, DEJA_VU, 2));
  g_assert_true (dr_deck_session_save (session, fixture->user, &error));
  g_assert_no_error (error);
  g_assert_false (dr_deck_session_is_modified (session));
  g_assert_cmpuint (fixture->modified_notes, ==, 1);
  g_assert_cmpint (dr_deck_session_get_deck (session)->id, >, 0);
  loaded = dr_deck_store_load (fixture->user, dr_deck_session_get_deck (session)->id, &error);
  g_assert_no_error (error);
  g_assert_cmpint (dr_deck_get_quantity (loaded, DEJA_VU), ==, 2);

  /* An edit and its undo come back to what is saved. */
  g_assert_true (dr_deck_session_add (session, DEJA_VU, 1));
  g_assert_true (dr_deck_session_is_modified (session));
  g_assert_true (dr_deck_session_undo (session));
  g_assert_false (dr_deck_session_is_modified (session));
  g_assert_cmpuint (fixture->modified_notes, ==, 3);
  dr_deck_session_set_notes (session, "Notes count as a change.");
  g_assert_true (dr_deck_session_is_modified (session));
  dr_deck_session_set_notes (session, NULL);
  g_assert_false (dr_deck_session_is_modified (session));

  /* A saved deck opens unmodified; saving it unchanged writes nothing. */
  reopened = dr_deck_session_new (loaded);
  g_assert_false (dr_deck_session_is_modified (reopened));
  g_assert_true (dr_deck_session_save (reopened, fixture->user, &error));
  g_assert_no_error (error);
}

/* The report follows every change, undo and redo included. */
static void
test_legality_follows (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr(DrDeck) deck = noise_deck ();
  g_autoptr(DrDeckSession) session = session_new (fixture, deck);
  const DrLegalityReport *report;
  int allowed = 0;

  report = dr_deck_session_get_report (session);
  g_assert_nonnull (report);
  g_assert_false (report->legal);
  g_assert_true (dr_legality_report_has_problem (report, DR_LEGALITY_PROBLEM_MIN_SIZE));
  g_assert_false (dr_legality_report_has_problem (report, DR_LEGALITY_PROBLEM_COPIES));

  g_assert_true (dr_deck_session_add (session, DEJA_VU, 4));
  report = dr_deck_session_get_report (session);
  g_assert_true (dr_legality_report_has_problem (report, DR_LEGALITY_PROBLEM_COPIES));
  g_assert_cmpint (report->size, ==, 4);
  g_assert_cmpint (dr_legality_count_copies (dr_deck_session_get_legality_context (session),
                                             dr_deck_session_get_deck (session), DEJA_VU, &allowed), ==, 4);
  g_assert_cmpint (allowed, ==, 3);

  g_assert_true (dr_deck_session_undo (session));
  report = dr_deck_session_get_report (session);
  g_assert_false (dr_legality_report_has_problem (report, DR_LEGALITY_PROBLEM_COPIES));
  g_assert_cmpint (report->size, ==, 0);

  g_assert_true (dr_deck_session_redo (session));
  g_assert_true (dr_legality_report_has_problem (dr_deck_session_get_report (session),
                                                 DR_LEGALITY_PROBLEM_COPIES));

  /* No identity, an identity problem; the undo brings Noise back. */
  g_assert_true (dr_deck_session_set_identity (session, NULL));
  g_assert_true (dr_legality_report_has_problem (dr_deck_session_get_report (session),
                                                 DR_LEGALITY_PROBLEM_IDENTITY));
  g_assert_true (dr_deck_session_undo (session));
  g_assert_false (dr_legality_report_has_problem (dr_deck_session_get_report (session),
                                                  DR_LEGALITY_PROBLEM_IDENTITY));
}

/* A legality source that fails leaves the deck unchecked, saying why. */
static void
test_legality_source (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(DrDeck) deck = noise_deck ();
  g_autoptr(DrDeckSession) session = dr_deck_session_new (deck);

  g_assert_null (dr_deck_session_get_report (session));
  g_assert_null (dr_deck_session_get_report_error (session));
  dr_deck_session_set_legality (session, failing_context, NULL, NULL);
  g_assert_null (dr_deck_session_get_report (session));
  g_assert_null (dr_deck_session_get_legality_context (session));
  g_assert_error (dr_deck_session_get_report_error (session), DR_ERROR, DR_ERROR_FAILED);
  g_assert_true (dr_deck_session_add (session, DEJA_VU, 1));
  g_assert_null (dr_deck_session_get_report (session));

  dr_deck_session_set_legality (session, casual_context, fixture, NULL);
  g_assert_nonnull (dr_deck_session_get_report (session));
  g_assert_null (dr_deck_session_get_report_error (session));
  g_assert_cmpint (dr_deck_session_get_report (session)->size, ==, 1);
}

/* An import replaces cards, identity and side; a restored version replaces
 * everything and is what the store holds. */
static void
test_replace_and_restore (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autoptr(DrDeck) deck = noise_deck ();
  g_autoptr(DrDeckSession) session = session_new (fixture, deck);
  g_autoptr(DrDeck) list = dr_deck_new ("Imported", "netrunner");
  g_autoptr(DrDeck) version = NULL;
  const DrDeck *now;

  dr_deck_session_set_notes (session, "kept");
  dr_deck_add (list, CORRODER, 2);
  dr_deck_set_string (&list->identity, "01033");
  g_assert_true (dr_deck_session_replace_cards (session, list));
  now = dr_deck_session_get_deck (session);
  g_assert_cmpstr (now->name, ==, "Noise");
  g_assert_cmpstr (now->identity, ==, "01033");
  g_assert_cmpstr (now->notes, ==, "kept");
  g_assert_cmpint (dr_deck_get_quantity (now, CORRODER), ==, 2);
  g_assert_false (dr_deck_session_replace_cards (session, list));

  version = dr_deck_copy (dr_deck_session_get_deck (session));
  version->id = 7;
  dr_deck_set_string (&version->notes, "from version 1");
  dr_deck_add (version, CORRODER, -2);
  dr_deck_session_restore (session, version);
  now = dr_deck_session_get_deck (session);
  g_assert_cmpstr (now->notes, ==, "from version 1");
  g_assert_cmpint (dr_deck_count_cards (now), ==, 0);
  g_assert_false (dr_deck_session_is_modified (session));
  g_assert_true (dr_deck_session_undo (session));
  g_assert_cmpint (dr_deck_get_quantity (dr_deck_session_get_deck (session), CORRODER), ==, 2);
  g_assert_true (dr_deck_session_is_modified (session));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add ("/deck-session/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("undo-redo", test_undo_redo);
  ADD ("no-change", test_no_change);
  ADD ("notes-outside-undo", test_notes_outside_undo);
  ADD ("modified", test_modified);
  ADD ("legality-follows", test_legality_follows);
  ADD ("legality-source", test_legality_source);
  ADD ("replace-and-restore", test_replace_and_restore);
#undef ADD

  return g_test_run ();
}
