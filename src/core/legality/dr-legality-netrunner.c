/* dr-legality-netrunner.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-legality"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "dr-legality-private.h"

/* Netrunner deck rules. Numbers in comments are the rules of docs/legality.md;
 * "seed 002" is the user's NAPD multiplayer rules. */

/* The deck's cards by title: reprints are summed (rule 4 [ours]). */
typedef struct
{
  const DrTitleFacts *card;
  int                quantity;
} Line;

#define STACK_LINES 64

typedef struct
{
  const DrLegalityContext *ctx;
  const DrDeck            *deck;
  DrLegalityReport        *report;
  Line                    *lines;
  guint                    n_lines;
  const DrTitleFacts       *identity;   /* NULL when the deck has no usable identity */
  gboolean                 corp;
  int                      ice;
  int                      assets;
  int                      pad_campaigns;
} Check;

static const char *
side_label (const char *side)
{
  if (g_strcmp0 (side, "corp") == 0)
    return _("Corp");
  if (g_strcmp0 (side, "runner") == 0)
    return _("Runner");
  return side != NULL ? side : _("unknown");
}

static const char *
faction_label (const Check *check,
               const char  *faction)
{
  const char *name = faction != NULL ? g_hash_table_lookup (check->ctx->facts->faction_names, faction) : NULL;

  return name != NULL ? name : (faction != NULL ? faction : _("no faction"));
}

static DrLegalityProblem *
add_card_problem (Check             *check,
                  const DrTitleFacts *card,
                  DrLegalityProblem *problem)
{
  dr_legality_problem_add_card (problem, check->ctx, check->deck, card);
  return problem;
}

/* Lines */

static Line *
find_line (Check             *check,
           const DrTitleFacts *card)
{
  for (guint i = 0; i < check->n_lines; i++)
    if (check->lines[i].card == card)
      return &check->lines[i];
  return NULL;
}

static void
read_entries (Check *check)
{
  const DrDeck *deck = check->deck;

  for (guint i = 0; i < deck->entries->len; i++)
    {
      const DrDeckEntry *entry = &g_array_index (deck->entries, DrDeckEntry, i);
      const DrTitleFacts *card = dr_legality_facts_lookup (check->ctx->facts, entry->code);
      Line *line;

      if (card == NULL)
        {
          DrLegalityProblem *problem =
            dr_legality_report_add (check->report, DR_LEGALITY_PROBLEM_UNKNOWN_CARD, entry->quantity,
                                    DR_LEGALITY_UNBOUNDED, DR_LEGALITY_UNBOUNDED,
                                    _("No card has the code “%s”"), entry->code);

          dr_legality_problem_add_code (problem, entry->code);
          check->report->size += entry->quantity;
          continue;
        }
      line = find_line (check, card);
      if (line == NULL)
        {
          line = &check->lines[check->n_lines++];
          line->card = card;
          line->quantity = 0;
        }
      line->quantity += entry->quantity;
      if (card->kind == DR_CARD_KIND_IDENTITY)
        continue;
      check->report->size += entry->quantity;
      if (card->kind == DR_CARD_KIND_ICE)
        check->ice += entry->quantity;
      else if (card->kind == DR_CARD_KIND_ASSET)
        check->assets += entry->quantity;
      if (card->special == DR_CARD_SPECIAL_PAD_CAMPAIGN)
        check->pad_campaigns += entry->quantity;
    }
}

/* Rule 1: exactly one identity. The deck model keeps it out of the entries,
 * but an imported list may carry it (or more) among them. */
static void
check_identity (Check *check)
{
  const DrDeck *deck = check->deck;
  DrLegalityReport *report = check->report;
  gboolean named_but_unusable = FALSE;
  int count = 0;

  if (deck->identity != NULL)
    {
      const DrTitleFacts *card = dr_legality_facts_lookup (check->ctx->facts, deck->identity);

      report->identity_code = g_strdup (deck->identity);
      if (card == NULL)
        {
          DrLegalityProblem *problem =
            dr_legality_report_add (report, DR_LEGALITY_PROBLEM_UNKNOWN_CARD, 1,
                                    DR_LEGALITY_UNBOUNDED, DR_LEGALITY_UNBOUNDED,
                                    _("No card has the code “%s” given as the identity"), deck->identity);

          dr_legality_problem_add_code (problem, deck->identity);
          named_but_unusable = TRUE;
        }
      else if (card->kind != DR_CARD_KIND_IDENTITY)
        {
          DrLegalityProblem *problem =
            dr_legality_report_add (report, DR_LEGALITY_PROBLEM_IDENTITY, 0,
                                    DR_LEGALITY_UNBOUNDED, DR_LEGALITY_UNBOUNDED,
                                    _("%s is not an identity"), card->title);

          dr_legality_problem_add_code (problem, deck->identity);
          report->identity_title = g_strdup (card->title);
          named_but_unusable = TRUE;
        }
      else
        {
          check->identity = card;
          count = 1;
        }
    }
  for (guint i = 0; i < check->n_lines; i++)
    if (check->lines[i].card->kind == DR_CARD_KIND_IDENTITY)
      {
        count += check->lines[i].quantity;
        if (check->identity == NULL && !named_but_unusable)
          {
            check->identity = check->lines[i].card;
            for (guint e = 0; e < deck->entries->len && report->identity_code == NULL; e++)
              {
                const char *code = g_array_index (deck->entries, DrDeckEntry, e).code;

                if (dr_legality_facts_lookup (check->ctx->facts, code) == check->identity)
                  report->identity_code = g_strdup (code);
              }
          }
      }

  if (count == 0 && !named_but_unusable)
    dr_legality_report_add (report, DR_LEGALITY_PROBLEM_IDENTITY, 0, 1, 1, _("The deck has no identity"));
  else if (count > 1)
    {
      DrLegalityProblem *problem =
        dr_legality_report_add (report, DR_LEGALITY_PROBLEM_IDENTITY, count, 1, 1,
                                g_dngettext (GETTEXT_PACKAGE,
                                             "The deck has %d identity: it must have exactly one",
                                             "The deck has %d identities: it must have exactly one", count),
                                count);

      for (guint i = 0; i < check->n_lines; i++)
        if (check->lines[i].card->kind == DR_CARD_KIND_IDENTITY)
          add_card_problem (check, check->lines[i].card, problem);
    }

  if (check->identity != NULL)
    {
      g_free (report->identity_title);
      report->identity_title = g_strdup (check->identity->title);
      report->side = g_strdup (check->identity->side);
    }
  else
    report->side = g_strdup (deck->side);
  check->corp = g_strcmp0 (report->side, "corp") == 0;

  /* Seed 002, Corp deckbuilding 1: the Corp plays the police department. */
  if (check->ctx->format == DR_FORMAT_NAPD && check->corp && check->identity != NULL
      && check->identity->special != DR_CARD_SPECIAL_CYBER_BUREAU)
    {
      DrLegalityProblem *problem =
        dr_legality_report_add (report, DR_LEGALITY_PROBLEM_IDENTITY, 0,
                                DR_LEGALITY_UNBOUNDED, DR_LEGALITY_UNBOUNDED,
                                _("In NAPD multiplayer the Corp plays %s, not %s"),
                                check->ctx->napd_identity_title, check->identity->title);

      add_card_problem (check, check->identity, problem);
    }
}

/* Rule 2: every card on the identity's side. */
static void
check_sides (Check *check)
{
  const DrDeck *deck = check->deck;
  DrLegalityReport *report = check->report;

  if (check->identity != NULL && deck->side != NULL && g_strcmp0 (deck->side, check->identity->side) != 0)
    {
      DrLegalityProblem *problem =
        dr_legality_report_add (report, DR_LEGALITY_PROBLEM_SIDE, 0, DR_LEGALITY_UNBOUNDED, DR_LEGALITY_UNBOUNDED,
                                /* Translators: %s: Corp or Runner, %s: identity title, %s: Corp or Runner */
                                _("The deck is marked as a %s deck, but %s is a %s identity"),
                                side_label (deck->side), check->identity->title,
                                side_label (check->identity->side));

      add_card_problem (check, check->identity, problem);
    }
  if (report->side == NULL)
    return;
  for (guint i = 0; i < check->n_lines; i++)
    {
      const Line *line = &check->lines[i];

      if (line->card->kind == DR_CARD_KIND_IDENTITY || line->card->pool == DR_POOL_OTHER_GAME
          || g_strcmp0 (line->card->side, report->side) == 0)
        continue;
      add_card_problem (check, line->card,
                        dr_legality_report_add (report, DR_LEGALITY_PROBLEM_SIDE, line->quantity,
                                                DR_LEGALITY_UNBOUNDED, DR_LEGALITY_UNBOUNDED,
                                                /* Translators: %s: card, %s: Corp or Runner, %s: Corp or Runner */
                                                _("%s is a %s card in a %s deck"), line->card->title,
                                                side_label (line->card->side), side_label (report->side)));
    }
}

/* Rule 3; seed 002: a Corp deck of the NAPD format holds at least 40 cards. */
static void
check_size (Check *check)
{
  DrLegalityReport *report = check->report;
  int missing;

  if (check->identity != NULL)
    report->min_size = check->identity->min_deck_size;
  if (check->ctx->format == DR_FORMAT_NAPD && check->corp)
    report->min_size = MAX (report->min_size, 40);
  missing = report->min_size - report->size;
  if (missing > 0)
    dr_legality_report_add (report, DR_LEGALITY_PROBLEM_MIN_SIZE, report->size, report->min_size,
                            DR_LEGALITY_UNBOUNDED,
                            /* Translators: cards in the deck, minimum size, cards missing */
                            g_dngettext (GETTEXT_PACKAGE, "%d card, at least %d needed: %d missing",
                                         "%d cards, at least %d needed: %d missing", report->size),
                            report->size, report->min_size, missing);
}

static gboolean
one_copy_identity (const Check *check)
{
  return check->identity != NULL
         && (check->identity->special == DR_CARD_SPECIAL_ONE_COPY_EACH
             || check->identity->special == DR_CARD_SPECIAL_AMPERE);
}

/* What check_copies() holds each title to, for callers that show a limit. */
int
dr_legality_netrunner_copies_allowed (const DrTitleFacts *identity,
                                      const DrTitleFacts *card)
{
  if (card->banned)
    return 0;
  if (identity != NULL && identity->is_draft)
    return DR_LEGALITY_UNBOUNDED;
  if (identity != NULL
      && (identity->special == DR_CARD_SPECIAL_ONE_COPY_EACH || identity->special == DR_CARD_SPECIAL_AMPERE))
    return MIN (1, card->allowed);
  return card->allowed;
}

/* Rules 4, 5 and 15: copies by title; a ban list's deck limit of 0 bans. */
static void
check_copies (Check *check)
{
  DrLegalityReport *report = check->report;
  const char *list = check->ctx->banlist_name;

  if (check->identity != NULL && check->identity->banned)
    add_card_problem (check, check->identity,
                      dr_legality_report_add (report, DR_LEGALITY_PROBLEM_BANNED, 1, DR_LEGALITY_UNBOUNDED, 0,
                                              _("%s is banned by %s"), check->identity->title, list));
  for (guint i = 0; i < check->n_lines; i++)
    {
      const Line *line = &check->lines[i];
      const DrTitleFacts *card = line->card;

      if (card->kind == DR_CARD_KIND_IDENTITY || card->pool == DR_POOL_OTHER_GAME)
        continue;
      if (card->banned)
        add_card_problem (check, card,
                          dr_legality_report_add (report, DR_LEGALITY_PROBLEM_BANNED, line->quantity,
                                                  DR_LEGALITY_UNBOUNDED, 0,
                                                  _("%s is banned by %s"), card->title, list));
      else if (check->identity != NULL && check->identity->is_draft)
        continue;   /* rule 5: Judge does not count copies for draft identities */
      else if (one_copy_identity (check) && line->quantity > 1)
        add_card_problem (check, card,
                          dr_legality_report_add (report, DR_LEGALITY_PROBLEM_COPIES, line->quantity,
                                                  DR_LEGALITY_UNBOUNDED, 1,
                                                  /* Translators: %d: copies, %s: card, %s: identity */
                                                  g_dngettext (GETTEXT_PACKAGE, "%d copy of %s: %s allows 1 copy of each card",
                                                               "%d copies of %s: %s allows 1 copy of each card",
                                                               line->quantity),
                                                  line->quantity, card->title, check->identity->title));
      else if (line->quantity > card->allowed && card->limited_by_list)
        add_card_problem (check, card,
                          dr_legality_report_add (report, DR_LEGALITY_PROBLEM_COPIES, line->quantity,
                                                  DR_LEGALITY_UNBOUNDED, card->allowed,
                                                  /* Translators: %d: copies, %s: card, %d: limit */
                                                  g_dngettext (GETTEXT_PACKAGE, "%d copy of %s, at most %d allowed by the ban list",
                                                               "%d copies of %s, at most %d allowed by the ban list",
                                                               line->quantity),
                                                  line->quantity, card->title, card->allowed));
      else if (line->quantity > card->allowed)
        add_card_problem (check, card,
                          dr_legality_report_add (report, DR_LEGALITY_PROBLEM_COPIES, line->quantity,
                                                  DR_LEGALITY_UNBOUNDED, card->allowed,
                                                  g_dngettext (GETTEXT_PACKAGE,
                                                               "%d copy of %s, at most %d allowed",
                                                               "%d copies of %s, at most %d allowed",
                                                               line->quantity),
                                                  line->quantity, card->title, card->allowed));
    }
}

static void
check_pools (Check *check)
{
  if (check->identity != NULL)
    dr_legality_check_pool (check->ctx, check->deck, check->identity, 1, check->report);
  for (guint i = 0; i < check->n_lines; i++)
    if (check->lines[i].card != check->identity)
      dr_legality_check_pool (check->ctx, check->deck, check->lines[i].card, check->lines[i].quantity,
                              check->report);
}

/* Influence */

static int
faction_cards (const Check *check,
               const char  *faction)
{
  int count = 0;

  for (guint i = 0; i < check->n_lines; i++)
    {
      const DrTitleFacts *card = check->lines[i].card;

      if (card->kind != DR_CARD_KIND_IDENTITY && !card->is_alliance && card->faction == faction)
        count += check->lines[i].quantity;
    }
  return count;
}

/* Rule 10: an alliance card costs no influence when its condition holds. */
static gboolean
alliance_met (const Check       *check,
              const DrTitleFacts *card)
{
  switch (card->special)
    {
    case DR_CARD_SPECIAL_MUMBA_TEMPLE:
      return check->ice <= 15;
    case DR_CARD_SPECIAL_MUSEUM_OF_HISTORY:
      return check->report->size >= 50;
    case DR_CARD_SPECIAL_PAD_FACTORY:
      return check->pad_campaigns == 3;
    case DR_CARD_SPECIAL_MUMBAD_VIRTUAL_TOUR:
      return check->assets >= 7;
    case DR_CARD_SPECIAL_FACTION_ALLIANCE:
      return faction_cards (check, card->faction) >= 6;
    default:
      return FALSE;
    }
}

/* Copies that pay: The Professor's first copy of each program is free (rule 9). */
static int
copies_paying (const Check       *check,
               const DrTitleFacts *card,
               int                quantity)
{
  if (check->identity->special == DR_CARD_SPECIAL_PROFESSOR && card->kind == DR_CARD_KIND_PROGRAM)
    return MAX (0, quantity - 1);
  return quantity;
}

/* Rules 7 to 10, 17 and 18; seed 002, Corp deckbuilding 3: no limit. */
static void
check_influence (Check *check)
{
  DrLegalityReport *report = check->report;
  const DrTitleFacts *identity = check->identity;
  DrLegalityProblem *problem;
  int printed_limit, penalty = 0, used = 0;

  if (identity == NULL)
    return;
  printed_limit = identity->influence_limit;
  if (check->ctx->format == DR_FORMAT_NAPD && check->corp)
    printed_limit = DR_LEGALITY_UNBOUNDED;
  for (guint i = 0; i < check->n_lines; i++)
    {
      const DrTitleFacts *card = check->lines[i].card;
      int paying = copies_paying (check, card, check->lines[i].quantity);

      if (card->kind == DR_CARD_KIND_IDENTITY || card->pool == DR_POOL_OTHER_GAME)
        continue;
      if (card->faction != identity->faction && card->influence > 0 && !alliance_met (check, card))
        used += card->influence * paying;
      if (printed_limit != DR_LEGALITY_UNBOUNDED)
        used += card->universal_cost * check->lines[i].quantity;
      penalty += card->global_penalty * paying;
    }
  report->influence_used = used;
  report->influence_limit = printed_limit;
  if (printed_limit == DR_LEGALITY_UNBOUNDED)
    return;
  if (penalty > 0)
    report->influence_limit = MAX (1, printed_limit - penalty);
  if (used <= report->influence_limit)
    return;

  if (penalty > 0 && printed_limit - penalty < 1)
    problem = dr_legality_report_add (report, DR_LEGALITY_PROBLEM_INFLUENCE, used, DR_LEGALITY_UNBOUNDED,
                                      report->influence_limit,
                                      /* Translators: influence used, limit, printed limit, penalty, excess */
                                      _("Influence %d of %d (%d lowered by %d by the ban list, but never below 1): "
                                        "%d over"),
                                      used, report->influence_limit, printed_limit, penalty,
                                      used - report->influence_limit);
  else if (penalty > 0)
    problem = dr_legality_report_add (report, DR_LEGALITY_PROBLEM_INFLUENCE, used, DR_LEGALITY_UNBOUNDED,
                                      report->influence_limit,
                                      /* Translators: influence used, limit, printed limit, penalty, excess */
                                      _("Influence %d of %d (%d lowered by %d by the ban list): %d over"),
                                      used, report->influence_limit, printed_limit, penalty,
                                      used - report->influence_limit);
  else
    problem = dr_legality_report_add (report, DR_LEGALITY_PROBLEM_INFLUENCE, used, DR_LEGALITY_UNBOUNDED,
                                      report->influence_limit,
                                      /* Translators: influence used, limit, excess */
                                      _("Influence %d of %d: %d over"),
                                      used, report->influence_limit, used - report->influence_limit);
  for (guint i = 0; i < check->n_lines; i++)
    {
      const DrTitleFacts *card = check->lines[i].card;

      if (card->kind == DR_CARD_KIND_IDENTITY || card->pool == DR_POOL_OTHER_GAME)
        continue;
      if ((card->faction != identity->faction && card->influence > 0 && !alliance_met (check, card)
           && copies_paying (check, card, check->lines[i].quantity) > 0)
          || card->universal_cost > 0)
        add_card_problem (check, card, problem);
    }
}

/* Agendas */

/* Rule 12: with N = max(size, minimum size), floor(N/5)·2 + 2 points or one
 * more. Judge skips draft identities. */
static void
check_agenda_points (Check *check)
{
  DrLegalityReport *report = check->report;
  DrLegalityProblem *problem;
  int basis;

  if (!check->corp || (check->identity != NULL && check->identity->is_draft))
    return;
  for (guint i = 0; i < check->n_lines; i++)
    if (check->lines[i].card->kind == DR_CARD_KIND_AGENDA)
      report->agenda_points += check->lines[i].card->agenda_points * check->lines[i].quantity;
  basis = MAX (report->size, report->min_size);
  report->has_agenda_points = TRUE;
  report->agenda_points_min = basis / 5 * 2 + 2;
  report->agenda_points_max = report->agenda_points_min + 1;
  if (report->agenda_points >= report->agenda_points_min && report->agenda_points <= report->agenda_points_max)
    return;
  problem = dr_legality_report_add (report, DR_LEGALITY_PROBLEM_AGENDA_POINTS, report->agenda_points,
                                    report->agenda_points_min, report->agenda_points_max,
                                    /* Translators: points, deck size, lowest, highest */
                                    g_dngettext (GETTEXT_PACKAGE, "%d agenda point: a deck of %d cards needs %d or %d",
                                                 "%d agenda points: a deck of %d cards needs %d or %d",
                                                 report->agenda_points),
                                    report->agenda_points, basis, report->agenda_points_min, report->agenda_points_max);
  for (guint i = 0; i < check->n_lines; i++)
    if (check->lines[i].card->kind == DR_CARD_KIND_AGENDA)
      add_card_problem (check, check->lines[i].card, problem);
}

/* Rule 14: Ampère plays agendas of any faction, at most two of each. */
static void
check_ampere_agendas (Check *check)
{
  g_autoptr(GHashTable) counted = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < check->n_lines; i++)
    {
      const DrTitleFacts *card = check->lines[i].card;
      DrLegalityProblem *problem;
      int copies = 0;

      if (card->kind != DR_CARD_KIND_AGENDA || card->is_neutral || card->faction == NULL
          || g_hash_table_contains (counted, card->faction))
        continue;
      g_hash_table_add (counted, (gpointer) card->faction);
      for (guint j = i; j < check->n_lines; j++)
        if (check->lines[j].card->kind == DR_CARD_KIND_AGENDA && check->lines[j].card->faction == card->faction)
          copies += check->lines[j].quantity;
      if (copies <= 2)
        continue;
      problem = dr_legality_report_add (check->report, DR_LEGALITY_PROBLEM_AGENDA_FACTION, copies,
                                        DR_LEGALITY_UNBOUNDED, 2,
                                        /* Translators: %d: agendas, %s: faction, %s: identity */
                                        g_dngettext (GETTEXT_PACKAGE, "%d %s agenda: %s allows at most 2 of each faction",
                                                     "%d %s agendas: %s allows at most 2 of each faction",
                                                     copies),
                                        copies, faction_label (check, card->faction), check->identity->title);
      for (guint j = i; j < check->n_lines; j++)
        if (check->lines[j].card->kind == DR_CARD_KIND_AGENDA && check->lines[j].card->faction == card->faction)
          add_card_problem (check, check->lines[j].card, problem);
    }
}

/* Rule 13: agendas of the identity's faction or neutral. The NAPD format
 * (seed 002, Corp deckbuilding 2) and draft identities allow any faction. */
static void
check_agenda_factions (Check *check)
{
  const DrTitleFacts *identity = check->identity;

  if (!check->corp || identity == NULL || identity->is_draft || check->ctx->format == DR_FORMAT_NAPD
      || identity->special == DR_CARD_SPECIAL_CYBER_BUREAU)
    return;
  if (identity->special == DR_CARD_SPECIAL_AMPERE)
    {
      check_ampere_agendas (check);
      return;
    }
  for (guint i = 0; i < check->n_lines; i++)
    {
      const DrTitleFacts *card = check->lines[i].card;

      if (card->kind != DR_CARD_KIND_AGENDA || card->is_neutral || card->faction == identity->faction
          || card->pool == DR_POOL_OTHER_GAME)
        continue;
      add_card_problem (check, card,
                        dr_legality_report_add (check->report, DR_LEGALITY_PROBLEM_AGENDA_FACTION,
                                                check->lines[i].quantity, DR_LEGALITY_UNBOUNDED, 0,
                                                /* Translators: %s: agenda, %s: its faction, %s: deck's faction */
                                                _("%s is a %s agenda: a %s deck plays only its own and neutral agendas"),
                                                card->title, faction_label (check, card->faction),
                                                faction_label (check, identity->faction)));
    }
}

/* Ban-list verdicts beyond the deck limit */

static void
append_title (GString    *titles,
              const char *title)
{
  if (titles->len > 0)
    g_string_append (titles, ", ");
  g_string_append (titles, title);
}

/* Rule 16: one restricted title at most (any number of its copies). */
static void
check_restricted (Check *check)
{
  g_autoptr(GString) titles = g_string_new (NULL);
  DrLegalityProblem *problem;
  int restricted = 0;

  for (guint i = 0; i < check->n_lines; i++)
    if (check->lines[i].card->restricted)
      {
        append_title (titles, check->lines[i].card->title);
        restricted++;
      }
  if (check->identity != NULL && check->identity->restricted && find_line (check, check->identity) == NULL)
    {
      append_title (titles, check->identity->title);
      restricted++;
    }
  if (restricted <= 1)
    return;
  problem = dr_legality_report_add (check->report, DR_LEGALITY_PROBLEM_RESTRICTED, restricted,
                                    DR_LEGALITY_UNBOUNDED, 1,
                                    /* Translators: %d: number of cards, %s: their titles */
                                    g_dngettext (GETTEXT_PACKAGE, "%d restricted card (%s): a deck may hold only one",
                                                 "%d restricted cards (%s): a deck may hold only one",
                                                 restricted),
                                    restricted,
                                    titles->str);
  if (check->identity != NULL && check->identity->restricted)
    add_card_problem (check, check->identity, problem);
  for (guint i = 0; i < check->n_lines; i++)
    if (check->lines[i].card->restricted)
      add_card_problem (check, check->lines[i].card, problem);
}

/* Rule 19: the points of the distinct listed cards, at most the list's limit. */
static void
check_points (Check *check)
{
  g_autoptr(GString) titles = g_string_new (NULL);
  DrLegalityProblem *problem;
  int limit = check->ctx->point_limit;
  int points = 0;

  if (limit <= 0)
    return;
  for (guint i = 0; i < check->n_lines; i++)
    points += check->lines[i].card->points;
  if (check->identity != NULL && find_line (check, check->identity) == NULL)
    points += check->identity->points;
  if (points <= limit)
    return;
  for (guint i = 0; i < check->n_lines; i++)
    if (check->lines[i].card->points > 0)
      g_string_append_printf (titles, "%s%s %d", titles->len > 0 ? ", " : "",
                              check->lines[i].card->title, check->lines[i].card->points);
  problem = dr_legality_report_add (check->report, DR_LEGALITY_PROBLEM_POINTS, points, DR_LEGALITY_UNBOUNDED, limit,
                                    /* Translators: points, limit, excess, list of "card points" */
                                    _("Points %d of %d: %d over (%s)"), points, limit, points - limit, titles->str);
  for (guint i = 0; i < check->n_lines; i++)
    if (check->lines[i].card->points > 0)
      add_card_problem (check, check->lines[i].card, problem);
  if (check->identity != NULL && check->identity->points > 0)
    add_card_problem (check, check->identity, problem);
}

/* Rule 11: Custom Biotics plays no Jinteki card. Rule 20: some Startup lists
 * cap the copies of agendas worth 3 points or more. */
static void
check_forbidden (Check *check)
{
  int big_agendas = 0;

  if (check->identity != NULL && check->identity->special == DR_CARD_SPECIAL_CUSTOM_BIOTICS)
    for (guint i = 0; i < check->n_lines; i++)
      {
        const DrTitleFacts *card = check->lines[i].card;

        if (g_strcmp0 (card->faction, "jinteki") != 0)
          continue;
        add_card_problem (check, card,
                          dr_legality_report_add (check->report, DR_LEGALITY_PROBLEM_FORBIDDEN,
                                                  check->lines[i].quantity, DR_LEGALITY_UNBOUNDED, 0,
                                                  /* Translators: %s: card, %s: faction, %s: identity */
                                                  _("%s is a %s card: %s plays none"), card->title,
                                                  faction_label (check, card->faction), check->identity->title));
      }

  if (check->ctx->big_agenda_limit <= 0)
    return;
  for (guint i = 0; i < check->n_lines; i++)
    if (check->lines[i].card->kind == DR_CARD_KIND_AGENDA && check->lines[i].card->agenda_points >= 3)
      big_agendas += check->lines[i].quantity;
  if (big_agendas > check->ctx->big_agenda_limit)
    {
      DrLegalityProblem *problem =
        dr_legality_report_add (check->report, DR_LEGALITY_PROBLEM_FORBIDDEN, big_agendas,
                                DR_LEGALITY_UNBOUNDED, check->ctx->big_agenda_limit,
                                /* Translators: copies, list name, limit */
                                g_dngettext (GETTEXT_PACKAGE, "%d agenda worth 3 points or more: %s allows at most %d",
                                             "%d agendas worth 3 points or more: %s allows at most %d",
                                             big_agendas),
                                big_agendas, check->ctx->banlist_name, check->ctx->big_agenda_limit);

      for (guint i = 0; i < check->n_lines; i++)
        if (check->lines[i].card->kind == DR_CARD_KIND_AGENDA && check->lines[i].card->agenda_points >= 3)
          add_card_problem (check, check->lines[i].card, problem);
    }
}

DrLegalityReport *
dr_legality_check_netrunner (const DrLegalityContext *ctx,
                             const DrDeck            *deck)
{
  Line stack_lines[STACK_LINES];
  g_autofree Line *heap_lines = NULL;
  Check check = { ctx, deck, dr_legality_report_new (ctx), stack_lines, 0, NULL, FALSE, 0, 0, 0 };

  if (deck->entries->len > STACK_LINES)
    check.lines = heap_lines = g_new (Line, deck->entries->len);
  read_entries (&check);
  check_identity (&check);
  check_sides (&check);
  check_size (&check);
  check_copies (&check);
  check_influence (&check);
  check_agenda_points (&check);
  check_agenda_factions (&check);
  check_restricted (&check);
  check_points (&check);
  check_pools (&check);
  check_forbidden (&check);
  dr_legality_report_finish (check.report);
  return check.report;
}
