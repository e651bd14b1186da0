/* dr-application-private.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dr-application.h"

G_BEGIN_DECLS

/* For DrApplication's own files and the tests only: what the tests call that
 * is not a template child (those they reach by name). The rest of the app uses
 * dr-application.h. */

DrContext     *dr_application_get_context    (DrApplication *self);

G_END_DECLS
