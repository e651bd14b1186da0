/* dr-engine.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What every game of the engine shares: plain C, no GLib, no I/O.
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Random numbers from a generator kept inside a game's state
 * (xoshiro256**), so that a seed and the actions replay a game exactly. */
uint64_t dr_engine_rng_next   (uint64_t rng[4]);
void     dr_engine_rng_seed   (uint64_t rng[4], uint64_t seed);
uint32_t dr_engine_rng_below  (uint64_t rng[4], uint32_t bound);

/* 64-bit hash of raw bytes (FNV-1a over words with a final avalanche). */
uint64_t dr_engine_hash_bytes (const void *data, size_t len);

#ifdef __cplusplus
}
#endif
