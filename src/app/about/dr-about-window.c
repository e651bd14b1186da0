/* dr-about-window.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "dr-about-window"

#include "config.h"

#include <glib/gi18n.h>

#include "dr-about-window.h"

GtkWidget *
dr_about_window_new (GtkWindow *parent)
{
  static const char *developers[] = { "Deckrunner developers", NULL };
  static const char *data_sources[] = { "NetrunnerDB https://netrunnerdb.com", NULL };
  AdwAboutWindow *about = ADW_ABOUT_WINDOW (adw_about_window_new ());

  gtk_window_set_transient_for (GTK_WINDOW (about), parent);
  gtk_window_set_modal (GTK_WINDOW (about), TRUE);
  adw_about_window_set_application_name (about, _("Deckrunner"));
  adw_about_window_set_application_icon (about, APP_ID);
  adw_about_window_set_developer_name (about, _("Deckrunner developers"));
  adw_about_window_set_version (about, PACKAGE_VERSION);
  adw_about_window_set_website (about, "https://github.com/deckrunner/deckrunner");
  adw_about_window_set_issue_url (about, "https://github.com/deckrunner/deckrunner/issues");
  adw_about_window_set_comments (about, _("Card database, deck builder, collection manager and rules engine "
                                          "for Android: Netrunner and related hacker card games."));
  adw_about_window_set_copyright (about, _("© 2026 Deckrunner developers"));
  adw_about_window_set_license_type (about, GTK_LICENSE_GPL_3_0);
  adw_about_window_set_developers (about, developers);
  /* Translators: credits heading for where the card data comes from */
  adw_about_window_add_credit_section (about, _("Card Data"), data_sources);
  adw_about_window_add_legal_section (about, _("Card Data and Images"), NULL, GTK_LICENSE_CUSTOM,
                                      _("Card data and card images come from NetrunnerDB. Card titles, "
                                        "texts, artwork and images belong to their publishers and artists; "
                                        "Deckrunner is not affiliated with or endorsed by them. The card "
                                        "texts bundled with Deckrunner are written in its authors' own words."));
  return GTK_WIDGET (about);
}
