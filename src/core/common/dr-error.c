/* dr-error.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "dr-error.h"

G_DEFINE_QUARK (dr-error-quark, dr_error)
