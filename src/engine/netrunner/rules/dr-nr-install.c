/* dr-nr-install.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Corp's install action (seed 000, "Installer un Projet, un Avoir, une
 * Extension ou une Glace"; seed 001, installing cards).  Before installing
 * into a server the Corp may trash cards already there: any number of the
 * ice protecting it when installing ice, which lowers the install cost
 * (seed 001: "may remove one or both ice"), and root cards when installing
 * into the root.  An agenda or asset must replace the one a remote already
 * holds, and a region the region already there (rules-choices.md).
 *
 * The action names the first card to trash; the others are chosen one by
 * one in an "install-trash" decision that ends with a pass, so a choice of
 * several cards never multiplies the legal actions.
 */
#include "dr-nr-private.h"

static int
first_free_remote (const DrNrState *s)
{
  int i;

  for (i = DR_NR_SERVER_REMOTE0; i < DR_NR_MAX_SERVERS; i++)
    if (!dr_nr_server_exists (s, i))
      return i;
  return -1;
}

/* The agenda or asset already in a remote's root, if any: only one of them
 * may be there (rules-choices.md). */
static int
remote_main_card (const DrNrState *s, int server)
{
  const DrNrServer *sv = &s->servers[server];
  int i;

  for (i = 0; i < sv->n_root; i++)
    {
      int t = dr_nr_def (s, sv->root[i])->type;
      if (t == DR_NR_TYPE_AGENDA || t == DR_NR_TYPE_ASSET)
        return sv->root[i];
    }
  return DR_NR_NO_CARD;
}

static int
server_region (const DrNrState *s, int server)
{
  const DrNrServer *sv = &s->servers[server];
  int i;

  for (i = 0; i < sv->n_root; i++)
    if (dr_nr_def (s, sv->root[i])->subtypes & DR_NR_SUB_REGION)
      return sv->root[i];
  return DR_NR_NO_CARD;
}

/* A card the install must trash to make room, or NO_CARD. */
static int
forced_trash (const DrNrState *s, int card, int server)
{
  const DrNrCardDef *d = dr_nr_def (s, card);

  if (!dr_nr_server_exists (s, server))
    return DR_NR_NO_CARD;
  if (d->type == DR_NR_TYPE_AGENDA || d->type == DR_NR_TYPE_ASSET)
    return remote_main_card (s, server);
  if (d->type == DR_NR_TYPE_UPGRADE && (d->subtypes & DR_NR_SUB_REGION))
    return server_region (s, server);
  return DR_NR_NO_CARD;
}

static int
install_here (const DrNrCardDef *d, int server)
{
  /* a card's own restriction (card 01105 Research Station: HQ's root) */
  if (d->install_in != 0 && server != d->install_in - 1)
    return 0;
  switch (d->type)
    {
    case DR_NR_TYPE_ICE:
    case DR_NR_TYPE_UPGRADE:
      return 1;
    case DR_NR_TYPE_AGENDA:
    case DR_NR_TYPE_ASSET:
      /* agendas and assets only in remotes (seed 001) */
      return server >= DR_NR_SERVER_REMOTE0;
    default:
      return 0;
    }
}

int
dr_nr_corp_install_actions (const DrNrState *s, int card, DrNrAction *out, int n)
{
  const DrNrCardDef *d = dr_nr_def (s, card);
  int credits = DR_NR_CORP (s)->credits;
  int server, i, free_remote = first_free_remote (s);

  for (server = 0; server < DR_NR_MAX_SERVERS; server++)
    {
      const DrNrServer *sv = &s->servers[server];
      int exists = dr_nr_server_exists (s, server);
      int name = server == free_remote ? DR_NR_SERVER_NEW : server;

      if ((!exists && server != free_remote) || !install_here (d, server))
        continue;
      if (d->type == DR_NR_TYPE_ICE)
        {
          if (sv->n_ice >= DR_NR_ICE_CAP)
            continue;
          /* one credit per ice already protecting the server (seed 000) */
          if (sv->n_ice <= credits)
            DR_NR_ADD (out, n, .kind = DR_NR_ACT_INSTALL, .seat = 0, .card = (uint8_t) card,
                    .server = (uint8_t) name, .target = DR_NR_NO_CARD);
          for (i = 0; i < sv->n_ice; i++)
            DR_NR_ADD (out, n, .kind = DR_NR_ACT_INSTALL, .seat = 0, .card = (uint8_t) card,
                    .server = (uint8_t) name, .target = sv->ice[i]);
        }
      else
        {
          int forced = forced_trash (s, card, server);

          if (forced != DR_NR_NO_CARD)
            {
              DR_NR_ADD (out, n, .kind = DR_NR_ACT_INSTALL, .seat = 0, .card = (uint8_t) card,
                      .server = (uint8_t) name, .target = (uint8_t) forced);
              continue;
            }
          if (sv->n_root < DR_NR_ROOT_CAP)
            DR_NR_ADD (out, n, .kind = DR_NR_ACT_INSTALL, .seat = 0, .card = (uint8_t) card,
                    .server = (uint8_t) name, .target = DR_NR_NO_CARD);
          for (i = 0; i < sv->n_root; i++)
            DR_NR_ADD (out, n, .kind = DR_NR_ACT_INSTALL, .seat = 0, .card = (uint8_t) card,
                    .server = (uint8_t) name, .target = sv->root[i]);
        }
    }
  return n;
}

static const uint8_t *
candidates (const DrNrState *s, const DrNrFrame *f, int *count)
{
  const DrNrServer *sv = &s->servers[f->m];

  if (dr_nr_def (s, f->card)->type == DR_NR_TYPE_ICE)
    {
      *count = sv->n_ice;
      return sv->ice;
    }
  *count = sv->n_root;
  return sv->root;
}

static void
install_paying (DrNrState *s, int card, int server, int pay)
{
  const DrNrCardDef *d = dr_nr_def (s, card);
  int zone = d->type == DR_NR_TYPE_ICE ? DR_NR_ZONE_ICE : DR_NR_ZONE_ROOT;

  if (pay)
    DR_NR_CORP (s)->credits = (int16_t) (DR_NR_CORP (s)->credits
                                         - dr_nr_install_cost (s, 0, card, server));
  dr_nr_move_card (s, card, 0, zone, server);
  dr_nr_log (s, DR_NR_EV_INSTALL, 0, card, server, 0, 0);
  dr_nr_fire_triggers (s, DR_NR_TRIGGER_INSTALL, 0, card, server);
}

static void
finish_install (DrNrState *s, int card, int server)
{
  install_paying (s, card, server, 1);
}

/* Installing by a card's effect (Shipment from MirrorMorph, Accelerated
 * Beta Test): into a server where the card may go without trashing
 * anything first.  `server` may be DR_NR_SERVER_NEW. */
int
dr_nr_corp_can_install_in (const DrNrState *s, int card, int server)
{
  const DrNrCardDef *d = dr_nr_def (s, card);
  const DrNrServer *sv;

  if (server == DR_NR_SERVER_NEW)
    server = first_free_remote (s);
  if (server < 0 || server >= DR_NR_MAX_SERVERS || !install_here (d, server))
    return 0;
  if (!dr_nr_server_exists (s, server) && server != first_free_remote (s))
    return 0;
  sv = &s->servers[server];
  if (d->type == DR_NR_TYPE_ICE)
    return sv->n_ice < DR_NR_ICE_CAP;
  return sv->n_root < DR_NR_ROOT_CAP && forced_trash (s, card, server) == DR_NR_NO_CARD;
}

void
dr_nr_install_by_effect (DrNrState *s, int card, int server, int ignore_cost)
{
  if (server == DR_NR_SERVER_NEW)
    server = first_free_remote (s);
  if (server < 0)
    return;
  install_paying (s, card, server, !ignore_cost);
}

/* Trashed before installing: face down unless rezzed (seed 001). */
static void
trash_first (DrNrState *s, DrNrFrame *f, int target)
{
  int count;

  dr_nr_trash_card (s, target, 0);
  candidates (s, f, &count);
  if (count == 0)
    {
      /* nothing left to choose: install at once */
      DrNrFrame done = *f;
      dr_nr_pop (s);
      finish_install (s, done.card, done.m);
    }
}

void
dr_nr_corp_install (DrNrState *s, const DrNrAction *a)
{
  int server = a->server == DR_NR_SERVER_NEW ? first_free_remote (s) : a->server;
  DrNrFrame *f;

  if (a->target == DR_NR_NO_CARD)
    {
      finish_install (s, a->card, server);
      return;
    }
  f = dr_nr_push (s, DR_NR_FRAME_INSTALL_TRASH, DR_NR_CORP_SEAT, a->card);
  f->m = (int16_t) server;
  trash_first (s, f, a->target);
}

int
dr_nr_install_trash_legal (const DrNrState *s, const DrNrFrame *f, DrNrAction *out, int n)
{
  int i, count;
  const uint8_t *ids = candidates (s, f, &count);

  for (i = 0; i < count; i++)
    DR_NR_ADD (out, n, .kind = DR_NR_ACT_TRASH_FIRST, .seat = 0, .card = DR_NR_NO_CARD,
            .target = ids[i]);
  /* done trashing: install, if the Corp can pay for what is left */
  if (dr_nr_install_cost (s, 0, f->card, f->m) <= DR_NR_CORP (s)->credits
      && (dr_nr_def (s, f->card)->type == DR_NR_TYPE_ICE || count < DR_NR_ROOT_CAP))
    n = dr_nr_add_pass (out, n, 0);
  return n;
}

void
dr_nr_install_trash_apply (DrNrState *s, const DrNrAction *a)
{
  DrNrFrame *f = &s->stack[s->stack_n - 1];

  if (a->kind == DR_NR_ACT_TRASH_FIRST)
    {
      trash_first (s, f, a->target);
      return;
    }
  {
    DrNrFrame done = *f;
    dr_nr_pop (s);
    finish_install (s, done.card, done.m);
  }
}
