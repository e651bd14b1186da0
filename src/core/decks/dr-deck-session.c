/* dr-deck-session.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-deck-session"

#include "config.h"

#include "dr-deck-session.h"
#include "dr-deck-store.h"

/* Undo keeps whole copies of the deck: a deck is a few dozen lines, and a
 * copy per change is simpler and safer than recording each kind of edit and
 * its inverse. */
struct _DrDeckSession
{
  GObject                    parent_instance;

  DrDeck                    *deck;
  DrDeck                    *saved;    /* as last loaded or saved; NULL for a new deck */
  GPtrArray                 *undo;     /* DrDeck, oldest first */
  GPtrArray                 *redo;
  gboolean                   modified; /* as last notified */

  DrDeckSessionLegalityFunc  legality_func;
  gpointer                   legality_data;
  GDestroyNotify             legality_destroy;
  const DrLegalityContext   *context;  /* of the last check, owned by the source */
  DrLegalityReport          *report;
  GError                    *report_error;
};

G_DEFINE_FINAL_TYPE (DrDeckSession, dr_deck_session, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_MODIFIED,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static gboolean
compute_modified (DrDeckSession *self)
{
  if (self->saved == NULL)
    return TRUE;
  return !dr_deck_same_content (self->saved, self->deck)
         || g_strcmp0 (self->saved->identity, self->deck->identity) != 0;
}

static void
update_modified (DrDeckSession *self)
{
  gboolean modified = compute_modified (self);

  if (modified == self->modified)
    return;
  self->modified = modified;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

static void
check (DrDeckSession *self)
{
  g_clear_pointer (&self->report, dr_legality_report_free);
  g_clear_error (&self->report_error);
  self->context = NULL;
  if (self->legality_func == NULL)
    return;
  self->context = self->legality_func (self->deck, self->legality_data, &self->report_error);
  if (self->context != NULL)
    self->report = dr_legality_check (self->context, self->deck);
}

/* After every change but notes and tags. */
static void
emit_changed (DrDeckSession *self,
              gboolean       could_undo,
              gboolean       could_redo)
{
  check (self);
  update_modified (self);
  if (could_undo != dr_deck_session_can_undo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (could_redo != dr_deck_session_can_redo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* Replaces the deck with @deck (taken), keeping the notes and tags. */
static void
take_deck_keeping_notes (DrDeckSession *self,
                         DrDeck        *deck)
{
  dr_deck_set_string (&deck->notes, self->deck->notes);
  g_ptr_array_unref (deck->tags);
  deck->tags = g_ptr_array_ref (self->deck->tags);
  dr_deck_free (self->deck);
  self->deck = deck;
}

/* Records the deck as it is for undo, then takes @deck in its place. */
static void
commit (DrDeckSession *self,
        DrDeck        *deck)
{
  gboolean could_undo = dr_deck_session_can_undo (self);
  gboolean could_redo = dr_deck_session_can_redo (self);

  g_ptr_array_add (self->undo, self->deck);
  g_ptr_array_set_size (self->redo, 0);
  self->deck = deck;
  emit_changed (self, could_undo, could_redo);
}

static void
dr_deck_session_finalize (GObject *object)
{
  DrDeckSession *self = DR_DECK_SESSION (object);

  g_clear_pointer (&self->deck, dr_deck_free);
  g_clear_pointer (&self->saved, dr_deck_free);
  g_ptr_array_unref (self->undo);
  g_ptr_array_unref (self->redo);
  g_clear_pointer (&self->report, dr_legality_report_free);
  g_clear_error (&self->report_error);
  if (self->legality_destroy != NULL)
    self->legality_destroy (self->legality_data);
  G_OBJECT_CLASS (dr_deck_session_parent_class)->finalize (object);
}

static void
dr_deck_session_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  DrDeckSession *self = DR_DECK_SESSION (object);

  switch (prop_id)
    {
    case PROP_MODIFIED:
      g_value_set_boolean (value, self->modified);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, dr_deck_session_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, dr_deck_session_can_redo (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
dr_deck_session_class_init (DrDeckSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = dr_deck_session_finalize;
  object_class->get_property = dr_deck_session_get_property;

  properties[PROP_MODIFIED] = g_param_spec_boolean ("modified", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
dr_deck_session_init (DrDeckSession *self)
{
  self->undo = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_deck_free);
  self->redo = g_ptr_array_new_with_free_func ((GDestroyNotify) dr_deck_free);
}

DrDeckSession *
dr_deck_session_new (const DrDeck *deck)
{
  DrDeckSession *self;

  g_return_val_if_fail (deck != NULL, NULL);

  self = g_object_new (DR_TYPE_DECK_SESSION, NULL);
  self->deck = dr_deck_copy (deck);
  if (deck->id != 0)
    self->saved = dr_deck_copy (deck);
  self->modified = compute_modified (self);
  return self;
}

const DrDeck *
dr_deck_session_get_deck (DrDeckSession *self)
{
  g_return_val_if_fail (DR_IS_DECK_SESSION (self), NULL);
  return self->deck;
}

gboolean
dr_deck_session_is_modified (DrDeckSession *self)
{
  g_return_val_if_fail (DR_IS_DECK_SESSION (self), FALSE);
  return self->modified;
}

gboolean
dr_deck_session_can_undo (DrDeckSession *self)
{
  g_return_val_if_fail (DR_IS_DECK_SESSION (self), FALSE);
  return self->undo->len > 0;
}

gboolean
dr_deck_session_can_redo (DrDeckSession *self)
{
  g_return_val_if_fail (DR_IS_DECK_SESSION (self), FALSE);
  return self->redo->len > 0;
}

/* Moves the deck onto @to and takes the last of @from in its place. */
static gboolean
step (DrDeckSession *self,
      GPtrArray     *from,
      GPtrArray     *to)
{
  gboolean could_undo = dr_deck_session_can_undo (self);
  gboolean could_redo = dr_deck_session_can_redo (self);

  if (from->len == 0)
    return FALSE;
  g_ptr_array_add (to, dr_deck_copy (self->deck));
  take_deck_keeping_notes (self, g_ptr_array_steal_index (from, from->len - 1));
  emit_changed (self, could_undo, could_redo);
  return TRUE;
}

gboolean
dr_deck_session_undo (DrDeckSession *self)
{
  g_return_val_if_fail (DR_IS_DECK_SESSION (self), FALSE);
  return step (self, self->undo, self->redo);
}

gboolean
dr_deck_session_redo (DrDeckSession *self)
{
  g_return_val_if_fail (DR_IS_DECK_SESSION (self), FALSE);
  return step (self, self->redo, self->undo);
}

void
dr_deck_session_set_legality (DrDeckSession             *self,
                              DrDeckSessionLegalityFunc  func,
                              gpointer                   user_data,
                              GDestroyNotify             destroy)
{
  gboolean can_undo;
  gboolean can_redo;

  g_return_if_fail (DR_IS_DECK_SESSION (self));

  self->context = NULL;
  if (self->legality_destroy != NULL)
    self->legality_destroy (self->legality_data);
  self->legality_func = func;
  self->legality_data = user_data;
  self->legality_destroy = destroy;
  can_undo = dr_deck_session_can_undo (self);
  can_redo = dr_deck_session_can_redo (self);
  emit_changed (self, can_undo, can_redo);
}

const DrLegalityReport *
dr_deck_session_get_report (DrDeckSession *self)
{
  g_return_val_if_fail (DR_IS_DECK_SESSION (self), NULL);
  return self->report;
}

const GError *
dr_deck_session_get_report_error (DrDeckSession *self)
{
  g_return_val_if_fail (DR_IS_DECK_SESSION (self), NULL);
  return self->report_error;
}

const DrLegalityContext *
dr_deck_session_get_legality_context (DrDeckSession *self)
{
  g_return_val_if_fail (DR_IS_DECK_SESSION (self), NULL);
  return self->context;
}

gboolean
dr_deck_session_add (DrDeckSession *self,
                     const char    *code,
                     int            delta)
{
  DrDeck *deck;

  g_return_val_if_fail (DR_IS_DECK_SESSION (self), FALSE);

  if (code == NULL || delta == 0 || (delta < 0 && dr_deck_get_quantity (self->deck, code) == 0))
    return FALSE;
  deck = dr_deck_copy (self->deck);
  dr_deck_add (deck, code, delta);
  commit (self, deck);
  return TRUE;
}

/* One undoable change of one string field of the deck. */
static gboolean
set_field (DrDeckSession *self,
           gsize          offset,
           const char    *value)
{
  DrDeck *deck;

  if (g_strcmp0 (G_STRUCT_MEMBER (char *, self->deck, offset), value) == 0)
    return FALSE;
  deck = dr_deck_copy (self->deck);
  dr_deck_set_string (&G_STRUCT_MEMBER (char *, deck, offset), value);
  commit (self, deck);
  return TRUE;
}

gboolean
dr_deck_session_set_identity (DrDeckSession *self,
                              const char    *code)
{
  g_return_val_if_fail (DR_IS_DECK_SESSION (self), FALSE);
  return set_field (self, G_STRUCT_OFFSET (DrDeck, identity), code);
}

gboolean
dr_deck_session_set_name (DrDeckSession *self,
                          const char    *name)
{
  g_autofree char *stripped = NULL;

  g_return_val_if_fail (DR_IS_DECK_SESSION (self), FALSE);

  if (name == NULL)
    return FALSE;
  stripped = g_strstrip (g_strdup (name));
  /* An empty name is not one: the deck keeps its own. */
  if (stripped[0] == '\0')
    return FALSE;
  return set_field (self, G_STRUCT_OFFSET (DrDeck, name), stripped);
}

gboolean
dr_deck_session_set_format (DrDeckSession *self,
                            const char    *format)
{
  g_return_val_if_fail (DR_IS_DECK_SESSION (self), FALSE);
  return set_field (self, G_STRUCT_OFFSET (DrDeck, format), format);
}

gboolean
dr_deck_session_set_banlist (DrDeckSession *self,
                             const char    *banlist)
{
  g_return_val_if_fail (DR_IS_DECK_SESSION (self), FALSE);
  return set_field (self, G_STRUCT_OFFSET (DrDeck, banlist), banlist);
}

gboolean
dr_deck_session_replace_cards (DrDeckSession *self,
                               const DrDeck  *list)
{
  g_autoptr(DrDeck) deck = NULL;

  g_return_val_if_fail (DR_IS_DECK_SESSION (self), FALSE);
  g_return_val_if_fail (list != NULL, FALSE);

  deck = dr_deck_copy (self->deck);
  g_array_set_size (deck->entries, 0);
  for (guint i = 0; i < list->entries->len; i++)
    {
      const DrDeckEntry *entry = &g_array_index (list->entries, DrDeckEntry, i);

      dr_deck_add (deck, entry->code, entry->quantity);
    }
  dr_deck_set_string (&deck->identity, list->identity);
  if (list->side != NULL)
    dr_deck_set_string (&deck->side, list->side);
  if (dr_deck_same_content (deck, self->deck) && g_strcmp0 (deck->identity, self->deck->identity) == 0)
    return FALSE;
  commit (self, g_steal_pointer (&deck));
  return TRUE;
}

void
dr_deck_session_restore (DrDeckSession *self,
                         const DrDeck  *version)
{
  g_return_if_fail (DR_IS_DECK_SESSION (self));
  g_return_if_fail (version != NULL);

  g_clear_pointer (&self->saved, dr_deck_free);
  self->saved = dr_deck_copy (version);
  commit (self, dr_deck_copy (version));
}

void
dr_deck_session_set_notes (DrDeckSession *self,
                           const char    *notes)
{
  g_return_if_fail (DR_IS_DECK_SESSION (self));

  dr_deck_set_string (&self->deck->notes, notes != NULL && notes[0] != '\0' ? notes : NULL);
  update_modified (self);
}

void
dr_deck_session_set_tags (DrDeckSession     *self,
                          const char *const *tags)
{
  g_return_if_fail (DR_IS_DECK_SESSION (self));

  g_ptr_array_set_size (self->deck->tags, 0);
  for (guint i = 0; tags != NULL && tags[i] != NULL; i++)
    {
      g_autofree char *tag = g_strstrip (g_strdup (tags[i]));

      if (tag[0] != '\0' && !dr_deck_has_tag (self->deck, tag))
        g_ptr_array_add (self->deck->tags, g_steal_pointer (&tag));
    }
  update_modified (self);
}

gboolean
dr_deck_session_save (DrDeckSession  *self,
                      DrUserStore    *user,
                      GError        **error)
{
  g_return_val_if_fail (DR_IS_DECK_SESSION (self), FALSE);
  g_return_val_if_fail (user != NULL, FALSE);

  if (!self->modified)
    return TRUE;
  if (dr_deck_store_save (user, self->deck, error) == 0)
    return FALSE;
  g_clear_pointer (&self->saved, dr_deck_free);
  self->saved = dr_deck_copy (self->deck);
  update_modified (self);
  return TRUE;
}
