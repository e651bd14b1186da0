/* dr-deck-export.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-deck-export"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "dr-deck-export.h"
#include "dr-deck-import.h"
#include "dr-error.h"
#include "dr-text.h"

#define OCTGN_GAME_ID     "0f38e453-26df-4c04-9d67-6d43de939c77"
#define OCTGN_ID_PREFIX   "bc0f047c-01b1-427f-a439-d451eda"
#define NETRUNNERDB_CARD  "https://netrunnerdb.com/en/card/"

/* NetrunnerDB's groups in its order and with its English names; other
 * games' types follow, under their names from the card database. */
static const struct
{
  const char *section;
  const char *name;
} sections[] = {
  { "event", "Event" },
  { "hardware", "Hardware" },
  { "resource", "Resource" },
  { "icebreaker", "Icebreaker" },
  { "program", "Program" },
  { "agenda", "Agenda" },
  { "asset", "Asset" },
  { "upgrade", "Upgrade" },
  { "operation", "Operation" },
  { "barrier", "Barrier" },
  { "code-gate", "Code Gate" },
  { "sentry", "Sentry" },
  { "ice", "Ice" },
  { "identity", "Identity" },
};

typedef struct
{
  const DrPrinting *printing;
  int               quantity;
  const char       *section;
  guint             section_rank;
  char             *sort_key;
} Row;

/* A deck with its cards looked up once, for every writer. */
typedef struct
{
  const DrCardIndex *cards;
  const DrDeck      *deck;
  const DrPrinting  *identity;
  GArray            *rows;          /* Row, in output order */
  int                size;
  int                influence;
  int                agenda_points;
  const DrPrinting  *latest;        /* from the newest pack */
} Listing;

static void
clear_row (gpointer data)
{
  g_free (((Row *) data)->sort_key);
}

static void
listing_clear (Listing *listing)
{
  g_clear_pointer (&listing->rows, g_array_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Listing, listing_clear)

static gboolean
has_keyword (const DrPrinting *printing,
             const char       *keyword)
{
  return printing->keywords != NULL && strstr (printing->keywords, keyword) != NULL;
}

/* As NetrunnerDB groups: ice with several subtypes under the last of
 * Barrier, Code Gate, Sentry. */
static const char *
section_of (const DrPrinting *printing)
{
  const char *section = printing->type_code;

  if (g_str_equal (section, "program") && has_keyword (printing, "Icebreaker"))
    return "icebreaker";
  if (g_str_equal (section, "ice"))
    {
      if (has_keyword (printing, "Barrier"))
        section = "barrier";
      if (has_keyword (printing, "Code Gate"))
        section = "code-gate";
      if (has_keyword (printing, "Sentry"))
        section = "sentry";
    }
  return section;
}

static guint
rank_of (const char *section)
{
  for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
    if (g_str_equal (section, sections[i].section))
      return i;
  return G_N_ELEMENTS (sections);
}

static const char *
section_name (const Listing *listing,
              const char    *section)
{
  guint rank = rank_of (section);
  const char *name;

  if (rank < G_N_ELEMENTS (sections))
    return sections[rank].name;
  name = dr_card_index_get_type_name (listing->cards, section);
  return name != NULL ? name : section;
}

static int
compare_rows (gconstpointer a,
              gconstpointer b)
{
  const Row *x = a, *y = b;
  int cmp;

  if (x->section_rank != y->section_rank)
    return x->section_rank < y->section_rank ? -1 : 1;
  if ((cmp = strcmp (x->section, y->section)) != 0)
    return cmp;
  if ((cmp = strcmp (x->sort_key, y->sort_key)) != 0)
    return cmp;
  return strcmp (x->printing->code, y->printing->code);
}

static gboolean
is_out_of_faction (const Listing    *listing,
                   const DrPrinting *printing)
{
  return listing->identity != NULL && printing->faction_cost.kind == DR_VALUE_NUMBER
         && g_strcmp0 (printing->faction_code, listing->identity->faction_code) != 0;
}

static void
note_pack (Listing          *listing,
           const DrPrinting *printing)
{
  if (listing->latest == NULL
      || strcmp (dr_card_index_get_pack_date (listing->cards, printing->pack_code),
                 dr_card_index_get_pack_date (listing->cards, listing->latest->pack_code)) > 0)
    listing->latest = printing;
}

static gboolean
listing_init (Listing            *listing,
              const DrCardIndex  *cards,
              const DrDeck       *deck,
              GError            **error)
{
  listing->cards = cards;
  listing->deck = deck;
  listing->rows = g_array_new (FALSE, TRUE, sizeof (Row));
  g_array_set_clear_func (listing->rows, clear_row);
  if (deck->identity != NULL)
    {
      listing->identity = dr_card_index_get (cards, deck->identity);
      if (listing->identity == NULL)
        {
          g_set_error (error, DR_ERROR, DR_ERROR_NOT_FOUND,
                       _("The identity %s of the deck is not in the card database"), deck->identity);
          return FALSE;
        }
      note_pack (listing, listing->identity);
    }
  for (guint i = 0; i < deck->entries->len; i++)
    {
      const DrDeckEntry *entry = &g_array_index (deck->entries, DrDeckEntry, i);
      Row row = { dr_card_index_get (cards, entry->code), entry->quantity };

      if (row.printing == NULL)
        {
          g_set_error (error, DR_ERROR, DR_ERROR_NOT_FOUND,
                       _("The card %s of the deck is not in the card database"), entry->code);
          return FALSE;
        }
      row.section = section_of (row.printing);
      row.section_rank = rank_of (row.section);
      row.sort_key = dr_text_match_key (row.printing->title);
      g_array_append_val (listing->rows, row);
      listing->size += entry->quantity;
      if (is_out_of_faction (listing, row.printing))
        listing->influence += row.printing->faction_cost.number * entry->quantity;
      if (row.printing->agenda_points.kind == DR_VALUE_NUMBER)
        listing->agenda_points += row.printing->agenda_points.number * entry->quantity;
      note_pack (listing, row.printing);
    }
  g_array_sort (listing->rows, compare_rows);
  return TRUE;
}

static gboolean
is_corp (const Listing *listing)
{
  return g_strcmp0 (listing->deck->side, "corp") == 0
         || (listing->identity != NULL && g_strcmp0 (listing->identity->side_code, "corp") == 0);
}

/* NetrunnerDB's footer: influence, agenda points for a Corp, size, newest pack. */
static void
write_totals (GString       *out,
              const Listing *listing,
              const char    *line_start)
{
  const DrPrinting *identity = listing->identity;

  if (identity != NULL)
    {
      if (identity->influence_limit.kind == DR_VALUE_NUMBER)
        g_string_append_printf (out, "%s%d influence spent (max %d, available %d)\n", line_start,
                                listing->influence, identity->influence_limit.number,
                                identity->influence_limit.number);
      else
        g_string_append_printf (out, "%s%d influence spent (max infinite, available infinite)\n",
                                line_start, listing->influence);
    }
  if (is_corp (listing))
    {
      int low = listing->size / 5 * 2 + 2;

      g_string_append_printf (out, "%s%d agenda points (between %d and %d)\n", line_start,
                              listing->agenda_points, low, low + 1);
    }
  if (identity != NULL && identity->minimum_deck_size.kind == DR_VALUE_NUMBER)
    g_string_append_printf (out, "%s%d cards (min %d)\n", line_start, listing->size,
                            identity->minimum_deck_size.number);
  else
    g_string_append_printf (out, "%s%d cards\n", line_start, listing->size);
  if (listing->latest != NULL)
    g_string_append_printf (out, "%sCards up to %s\n", line_start, listing->latest->pack_name);
}

/* Influence dots as NetrunnerDB draws them: a space after every five. */
static void
append_pips (GString       *out,
             const Listing *listing,
             const Row     *row)
{
  int influence;

  if (!is_out_of_faction (listing, row->printing))
    return;
  influence = row->printing->faction_cost.number * row->quantity;
  if (influence <= 0)
    return;
  g_string_append_c (out, ' ');
  for (int i = 0; i < influence; i++)
    {
      if (i > 0 && i % 5 == 0)
        g_string_append_c (out, ' ');
      g_string_append (out, "\xe2\x80\xa2");
    }
}

typedef void (*WriteHeading) (GString *out, const Listing *listing, const char *section, int count);
typedef void (*WriteRow)     (GString *out, const Listing *listing, const Row *row);

/* Calls the writers group by group, a heading with the group's count first. */
static void
write_groups (GString       *out,
              const Listing *listing,
              WriteHeading   heading,
              WriteRow       write_row)
{
  for (guint i = 0; i < listing->rows->len;)
    {
      const Row *first = &g_array_index (listing->rows, Row, i);
      guint end = i;
      int count = 0;

      while (end < listing->rows->len
             && g_str_equal (g_array_index (listing->rows, Row, end).section, first->section))
        count += g_array_index (listing->rows, Row, end++).quantity;
      if (heading != NULL)
        heading (out, listing, first->section, count);
      for (; i < end; i++)
        write_row (out, listing, &g_array_index (listing->rows, Row, i));
    }
}

/* ---------------------------------------------------------------------- */
/* NetrunnerDB text and plain text                                        */

static void
write_plain_heading (GString       *out,
                     const Listing *listing,
                     const char    *section,
                     int            count)
{
  g_string_append_printf (out, "\n%s (%d)\n", section_name (listing, section), count);
}

static void
write_netrunnerdb_row (GString       *out,
                       const Listing *listing,
                       const Row     *row)
{
  g_string_append_printf (out, "%dx %s (%s)", row->quantity, row->printing->title, row->printing->pack_name);
  append_pips (out, listing, row);
  g_string_append_c (out, '\n');
}

static void
write_text_row (GString       *out,
                const Listing *listing,
                const Row     *row)
{
  g_string_append_printf (out, "%dx %s\n", row->quantity, row->printing->title);
}

static char *escape_markdown (const char *text);

/* Whether an import reads @line, alone, as a deck's name and nothing else:
 * a name can look like a card line ("Sure Gamble x3"), a CSV header, a
 * heading or the start of OCTGN's XML, and then it is written otherwise. */
static gboolean
reads_as_name (const DrCardIndex *cards,
               const char        *line)
{
  g_autoptr(DrDeckImport) import = dr_deck_import_text (cards, line, -1, NULL, NULL);
  g_autofree char *stripped = g_strstrip (g_strdup (line));

  return import != NULL && import->n_problems == 0 && import->deck->entries->len == 0
         && import->deck->identity == NULL && g_strcmp0 (import->deck->name, stripped) == 0;
}

/* NetrunnerDB's own import takes the first line with a colon and no
 * quantity for the identity, so the name line must not have one. A name
 * that an import would read as something else is written as a Markdown
 * heading, which an import takes for the name and NetrunnerDB's skips. */
static void
write_name_line (GString           *out,
                 const DrCardIndex *cards,
                 const char        *name)
{
  g_autofree char *safe = NULL;

  if (name == NULL || *name == '\0')
    return;
  safe = g_strdup (name);
  g_strdelimit (safe, ":\r\n", '-');
  if (reads_as_name (cards, safe))
    g_string_append_printf (out, "%s\n", safe);
  else
    {
      g_autofree char *escaped = escape_markdown (safe);

      g_string_append_printf (out, "# %s\n", escaped);
    }
}

static void
write_netrunnerdb (GString       *out,
                   const Listing *listing,
                   gboolean       with_packs)
{
  write_name_line (out, listing->cards, listing->deck->name);
  if (listing->identity != NULL)
    {
      if (with_packs)
        g_string_append_printf (out, "%s (%s)\n", listing->identity->title, listing->identity->pack_name);
      else
        g_string_append_printf (out, "%s\n", listing->identity->title);
    }
  write_groups (out, listing, write_plain_heading, with_packs ? write_netrunnerdb_row : write_text_row);
  g_string_append_c (out, '\n');
  write_totals (out, listing, "");
}

/* ---------------------------------------------------------------------- */
/* jinteki.net                                                            */

/* As NetrunnerDB's jinteki.net export: typographic quotes made plain. */
static char *
jinteki_title (const char *title)
{
  g_autoptr(GString) plain = g_string_new (title);

  g_string_replace (plain, "\xe2\x80\x99", "'", 0);   /* ’ */
  g_string_replace (plain, "\xca\xbc", "'", 0);       /* ʼ */
  g_string_replace (plain, "\xe2\x80\x9c", "\"", 0);  /* “ */
  g_string_replace (plain, "\xe2\x80\x9d", "\"", 0);  /* ” */
  return g_string_free (g_steal_pointer (&plain), FALSE);
}

static void
write_jinteki_row (GString       *out,
                   const Listing *listing,
                   const Row     *row)
{
  g_autofree char *title = jinteki_title (row->printing->title);

  g_string_append_printf (out, "%d %s", row->quantity, title);
  if (row->printing->age > 0)
    g_string_append_printf (out, " [id: %s]", row->printing->code);
  g_string_append_c (out, '\n');
}

static void
write_jinteki (GString       *out,
               const Listing *listing)
{
  const DrDeck *deck = listing->deck;

  if (deck->name != NULL && *deck->name != '\0')
    {
      g_autofree char *name = g_strdup (deck->name);

      g_string_append_printf (out, ";; title: %s\n", g_strdelimit (name, "\r\n", ' '));
    }
  if (listing->identity != NULL)
    {
      g_autofree char *title = jinteki_title (listing->identity->title);

      g_string_append_printf (out, ";; identity: %s\n", title);
      if (listing->identity->age > 0)
        g_string_append_printf (out, ";; identity-code: %s\n", listing->identity->code);
    }
  if (deck->notes != NULL && *deck->notes != '\0')
    {
      g_auto(GStrv) lines = g_strsplit (deck->notes, "\n", -1);

      for (guint i = 0; lines[i] != NULL; i++)
        {
          g_strchomp (lines[i]);
          g_string_append_printf (out, ";; notes:%s%s\n", *lines[i] != '\0' ? " " : "", lines[i]);
        }
    }
  write_groups (out, listing, NULL, write_jinteki_row);
}

/* ---------------------------------------------------------------------- */
/* OCTGN                                                                  */

static void
write_o8d_card (GString          *out,
                const DrPrinting *printing,
                int               quantity)
{
  g_autofree char *title = g_markup_escape_text (printing->title, -1);

  g_string_append_printf (out, "    <card qty=\"%d\" id=\"" OCTGN_ID_PREFIX "%s\">%s</card>\n",
                          quantity, printing->code, title);
}

static void
write_o8d_row (GString       *out,
               const Listing *listing,
               const Row     *row)
{
  write_o8d_card (out, row->printing, row->quantity);
}

static gboolean
write_o8d (GString        *out,
           const Listing  *listing,
           GError        **error)
{
  const DrDeck *deck = listing->deck;

  if (g_strcmp0 (deck->game, "netrunner") != 0)
    {
      g_set_error (error, DR_ERROR, DR_ERROR_INVALID_ARGUMENT,
                   _("OCTGN decks hold Netrunner cards only; choose another format for this deck"));
      return FALSE;
    }
  g_string_append (out, "<?xml version=\"1.0\" encoding=\"utf-8\" standalone=\"yes\"?>\n"
                        "<deck game=\"" OCTGN_GAME_ID "\">\n");
  if (listing->identity != NULL)
    {
      g_string_append (out, "  <section name=\"Identity\">\n");
      write_o8d_card (out, listing->identity, 1);
      g_string_append (out, "  </section>\n");
    }
  g_string_append (out, "  <section name=\"R&amp;D / Stack\">\n");
  write_groups (out, listing, NULL, write_o8d_row);
  g_string_append (out, "  </section>\n");
  if (deck->notes != NULL && *deck->notes != '\0')
    {
      g_autoptr(GString) notes = g_string_new (deck->notes);

      /* "]]>" would end the CDATA section early. */
      g_string_replace (notes, "]]>", "]]]]><![CDATA[>", 0);
      g_string_append_printf (out, "  <notes><![CDATA[%s]]></notes>\n", notes->str);
    }
  g_string_append (out, "</deck>\n");
  return TRUE;
}

/* ---------------------------------------------------------------------- */
/* Markdown                                                               */

static char *
escape_markdown (const char *text)
{
  GString *escaped = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p++)
    {
      if (strchr ("\\`*_[]#<>", *p) != NULL)
        g_string_append_c (escaped, '\\');
      g_string_append_c (escaped, *p);
    }
  return g_string_free (escaped, FALSE);
}

static void
append_markdown_card (GString          *out,
                      const DrPrinting *printing)
{
  g_autofree char *title = escape_markdown (printing->title);
  g_autofree char *pack = escape_markdown (printing->pack_name);

  if (g_str_equal (printing->game, "netrunner"))
    g_string_append_printf (out, "[%s](" NETRUNNERDB_CARD "%s)", title, printing->code);
  else
    g_string_append (out, title);
  g_string_append_printf (out, " _(%s)_", pack);
}

static void
write_markdown_heading (GString       *out,
                        const Listing *listing,
                        const char    *section,
                        int            count)
{
  g_string_append_printf (out, "\n## %s (%d)\n\n", section_name (listing, section), count);
}

static void
write_markdown_row (GString       *out,
                    const Listing *listing,
                    const Row     *row)
{
  g_string_append_printf (out, "- %dx ", row->quantity);
  append_markdown_card (out, row->printing);
  append_pips (out, listing, row);
  g_string_append_c (out, '\n');
}

static void
write_markdown (GString       *out,
                const Listing *listing)
{
  const DrDeck *deck = listing->deck;
  g_autoptr(GString) totals = g_string_new (NULL);

  if (deck->name != NULL && *deck->name != '\0')
    {
      g_autofree char *name = escape_markdown (deck->name);

      g_string_append_printf (out, "# %s\n\n", g_strdelimit (name, "\r\n", ' '));
    }
  if (listing->identity != NULL)
    {
      g_string_append (out, "**Identity:** ");
      append_markdown_card (out, listing->identity);
      g_string_append (out, "\n");
    }
  write_groups (out, listing, write_markdown_heading, write_markdown_row);
  write_totals (totals, listing, "- ");
  g_string_append_printf (out, "\n---\n\n%s", totals->str);
  if (deck->notes != NULL && *deck->notes != '\0')
    g_string_append_printf (out, "\n## Notes\n\n%s\n", deck->notes);
}

/* ---------------------------------------------------------------------- */
/* CSV                                                                    */

static void
append_csv_field (GString    *out,
                  const char *field,
                  gboolean    last)
{
  if (strpbrk (field, ",\"\r\n;") != NULL || g_ascii_isspace (*field))
    {
      g_autoptr(GString) quoted = g_string_new (field);

      g_string_replace (quoted, "\"", "\"\"", 0);
      g_string_append_printf (out, "\"%s\"", quoted->str);
    }
  else
    g_string_append (out, field);
  g_string_append_c (out, last ? '\n' : ',');
}

static void
write_csv_line (GString          *out,
                const Listing    *listing,
                const DrPrinting *printing,
                int               quantity)
{
  g_autofree char *count = g_strdup_printf ("%d", quantity);

  append_csv_field (out, count, FALSE);
  append_csv_field (out, printing->code, FALSE);
  append_csv_field (out, printing->title, FALSE);
  append_csv_field (out, section_name (listing, section_of (printing)), FALSE);
  append_csv_field (out, printing->pack_name, TRUE);
}

static void
write_csv_row (GString       *out,
               const Listing *listing,
               const Row     *row)
{
  write_csv_line (out, listing, row->printing, row->quantity);
}

static void
write_csv (GString       *out,
           const Listing *listing)
{
  g_string_append (out, "quantity,code,title,type,pack\n");
  if (listing->identity != NULL)
    write_csv_line (out, listing, listing->identity, 1);
  write_groups (out, listing, NULL, write_csv_row);
}

/* ---------------------------------------------------------------------- */

char *
dr_deck_export_text (const DrCardIndex  *cards,
                     const DrDeck       *deck,
                     DrDeckFormat        format,
                     GError            **error)
{
  g_auto(Listing) listing = { 0 };
  g_autoptr(GString) out = g_string_new (NULL);

  g_return_val_if_fail (format < DR_DECK_N_FORMATS, NULL);
  if (!listing_init (&listing, cards, deck, error))
    return NULL;
  switch (format)
    {
    case DR_DECK_FORMAT_NETRUNNERDB:
      write_netrunnerdb (out, &listing, TRUE);
      break;
    case DR_DECK_FORMAT_TEXT:
      write_netrunnerdb (out, &listing, FALSE);
      break;
    case DR_DECK_FORMAT_JINTEKI:
      write_jinteki (out, &listing);
      break;
    case DR_DECK_FORMAT_O8D:
      if (!write_o8d (out, &listing, error))
        return NULL;
      break;
    case DR_DECK_FORMAT_MARKDOWN:
      write_markdown (out, &listing);
      break;
    case DR_DECK_FORMAT_CSV:
      write_csv (out, &listing);
      break;
    case DR_DECK_N_FORMATS:
    default:
      g_assert_not_reached ();
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

gboolean
dr_deck_export_file (const DrCardIndex  *cards,
                     const DrDeck       *deck,
                     DrDeckFormat        format,
                     const char         *path,
                     GError            **error)
{
  g_autofree char *text = dr_deck_export_text (cards, deck, format, error);
  g_autoptr(GError) local_error = NULL;

  if (text == NULL)
    return FALSE;
  if (!g_file_set_contents (path, text, -1, &local_error))
    {
      g_set_error (error, DR_ERROR, DR_ERROR_FAILED,
                   _("Cannot write the deck list: %s"), local_error->message);
      return FALSE;
    }
  return TRUE;
}
