/* dr-card-symbols.h
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <pango/pango.h>

#include "dr-card-markup.h"

G_BEGIN_DECLS

/* The game symbols drawn with cairo, for the card face on screen and the
 * printed proxies alike: our symbolic icons, in the colour of the text. */

/* The size that suits symbols in @layout's text, in Pango units: the font's
 * ascent, as tall as a capital letter. */
int   dr_card_markup_symbol_size   (PangoLayout        *layout);

/* Draws @symbol filling the square of @size user units at (@x, @y), in
 * @cr's source. The icon is rasterized for @cr's target: at its device
 * pixels times @pixel_scale (a GtkSnapshot's cairo node records at scale 1,
 * so the widget's scale factor goes there), or finer than a printer's dot on
 * paper (PDF, PostScript, SVG). */
void  dr_card_symbol_draw          (cairo_t            *cr,
                                    DrCardSymbol        symbol,
                                    double              x,
                                    double              y,
                                    double              size,
                                    int                 pixel_scale);

/* Where symbol @index of @markup lies in @layout, which dr_card_markup_apply()
 * set up with @symbol_size: the top-left corner, in Pango units of the
 * layout's coordinates. */
void  dr_card_markup_symbol_origin (const DrCardMarkup *markup,
                                    PangoLayout        *layout,
                                    guint               index,
                                    int                 symbol_size,
                                    int                *x,
                                    int                *y);

/* Draws every symbol of @markup into the gaps dr_card_markup_apply() left in
 * @layout, the layout's origin being @cr's (0, 0). Pango draws nothing for
 * them: show the layout itself first. */
void  dr_card_markup_draw_symbols  (cairo_t            *cr,
                                    const DrCardMarkup *markup,
                                    PangoLayout        *layout,
                                    int                 symbol_size,
                                    int                 pixel_scale);

G_END_DECLS
