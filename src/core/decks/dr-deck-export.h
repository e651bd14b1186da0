/* dr-deck-export.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "dr-card-index.h"
#include "dr-deck.h"
#include "dr-deck-format.h"

G_BEGIN_DECLS

/* Writing a deck for other tools and people. Lists put the identity first
 * and group cards by type in NetrunnerDB's order (Event, Hardware,
 * Resource, Icebreaker, Program, Agenda, Asset, Upgrade, Operation, Barrier,
 * Code Gate, Sentry, Ice), titles sorted within a group, with NetrunnerDB's
 * totals (influence, agenda points, cards) where the format has room.
 *
 * What each format keeps, as dr_deck_import_text() reads it back:
 * - netrunnerdb: name, identity, cards; the printing by its pack name.
 * - jinteki:     name, identity, cards, notes; the printing by "[id: …]"
 *                where it is not the newest one (jinteki.net reads that too).
 * - o8d:         identity, cards, notes; the printing by OCTGN id. The deck
 *                is named after the file. Netrunner decks only.
 * - markdown:    name, identity, cards, notes; the printing by its
 *                NetrunnerDB link (Netrunner) or pack name.
 * - text:        name, identity, cards by title: each comes back as its
 *                newest printing.
 * - csv:         identity and cards by code; named after the file.
 * The totals are plain counts from the cards (influence of out-of-faction
 * cards as printed); the legality check, not the export, judges a deck.
 *
 * The texts written are in English whatever the user's language, as
 * NetrunnerDB writes them, because other tools (and our import) recognise
 * the totals and headings by those words. */

char     *dr_deck_export_text (const DrCardIndex  *cards,
                               const DrDeck       *deck,
                               DrDeckFormat        format,
                               GError            **error);
/* Replaces @path in one step: it holds either the old file or the whole
 * new list, never a part of it. */
gboolean  dr_deck_export_file (const DrCardIndex  *cards,
                               const DrDeck       *deck,
                               DrDeckFormat        format,
                               const char         *path,
                               GError            **error);

G_END_DECLS
