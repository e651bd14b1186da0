/* dr-fuzz.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

#include <glib.h>

#include "dr-card-index.h"
#include "dr-card-store.h"

G_BEGIN_DECLS

/* Every fuzz target defines these two, as libFuzzer expects. Built with
 * -Dfuzzing=true they link with libFuzzer; otherwise dr-fuzz-replay.c
 * supplies a main() that feeds them every file of a corpus, which is how the
 * normal test suite (and CI, under ASan and UBSan) runs them. */
int LLVMFuzzerInitialize   (int            *argc,
                            char         ***argv);
int LLVMFuzzerTestOneInput (const uint8_t  *data,
                            size_t          size);

/* A directory of this run, removed when the process exits normally. */
const char  *dr_fuzz_tmp_dir          (void);
/* The card database built from the data bundled in Deckrunner (the Core Set,
 * NAPD and Lockpick), at dr_fuzz_tmp_dir()/cards.sqlite; built on first use. */
const char  *dr_fuzz_bundled_card_db  (void);
DrCardStore *dr_fuzz_bundled_store    (void);
DrCardIndex *dr_fuzz_bundled_index    (void);
/* A file of the source tree's tests/fixtures, for targets that start from
 * a fixture, and one of the source tree's tests. */
char        *dr_fuzz_fixture_path     (const char *first_element,
                                       ...) G_GNUC_NULL_TERMINATED;
char        *dr_fuzz_tests_path       (const char *first_element,
                                       ...) G_GNUC_NULL_TERMINATED;
/* The input as a NUL-terminated string, cut at its first NUL byte. */
char        *dr_fuzz_input_string     (const uint8_t *data,
                                       size_t         size);
/* Aborts with the message: what libFuzzer and the replay count as a crash,
 * for a broken invariant that is not a memory error. */
G_NORETURN void dr_fuzz_fail          (const char *format,
                                       ...) G_GNUC_PRINTF (1, 2);
/* What every target's LLVMFuzzerInitialize() calls first: warnings and
 * criticals (a failed g_return_if_fail()) abort, so that they count as
 * crashes; nothing in the code under test warns about bad input. */
void         dr_fuzz_init             (void);

G_END_DECLS
