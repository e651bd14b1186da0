/* dr-lp-cards.c
 *
 * Copyright 2026 Deckrunner developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The 25 cards of the Lockpick box as data (seed 003, "Liste des cartes
 * disponibles"): codes, titles in English and in the box's French, kinds,
 * counts and Services.  The card database (data/cards/lockpick) holds the
 * same facts; test-lockpick-cards checks that both agree.
 */
#include <string.h>

#include "dr-lockpick.h"

static const DrLpCardData cards[DR_LP_N_DEFS] = {
  [DR_LP_STRUCTURE_CORE] = { "LP101", "Structure Core", "Cœur de structure", DR_LP_KIND_STRUCTURE, 1, 0 },
  [DR_LP_UNSECURED_WORKSTATION] = { "LP102", "Unsecured Workstation", "Poste non-sécurisée", DR_LP_KIND_STRUCTURE, 6, 0 },
  [DR_LP_SANDBOX] = { "LP103", "Sandbox", "Sandbox", DR_LP_KIND_STRUCTURE, 2, 0 },
  [DR_LP_ANTI_INTRUSION] = { "LP104", "Anti-Intrusion Algorithm", "Algorithme Anti-intrusion", DR_LP_KIND_STRUCTURE, 2, 0 },
  [DR_LP_HARDENED_SECURITY] = { "LP105", "Hardened Security", "Sécurité renforcée", DR_LP_KIND_STRUCTURE, 3, 0 },
  [DR_LP_LOGGING] = { "LP106", "Logging", "Logging", DR_LP_KIND_STRUCTURE, 2, 0 },
  [DR_LP_AUTOMATED_SCRIPT] = { "LP107", "Automated Script", "Script automatisé", DR_LP_KIND_STRUCTURE, 2, 0 },
  [DR_LP_SECURED_STRUCTURE] = { "LP108", "Secured Structure", "Structure sécurisée", DR_LP_KIND_STRUCTURE, 3, 0 },
  [DR_LP_MACHINE_REBOOT] = { "LP201", "Machine Reboot", "Redémarrage machine", DR_LP_KIND_DEFENSE, 3, 0 },
  [DR_LP_ACPI_REBOOT] = { "LP202", "ACPI Reboot", "Redémarrage ACPI", DR_LP_KIND_DEFENSE, 2, 0 },
  [DR_LP_PATCH] = { "LP203", "Patch", "Correctif", DR_LP_KIND_DEFENSE, 6, 0 },
  [DR_LP_BACKUPS] = { "LP204", "Backups", "Sauvegardes", DR_LP_KIND_DEFENSE, 2, 0 },
  [DR_LP_WHITE_HAT] = { "LP205", "White Hat", "White hat", DR_LP_KIND_DEFENSE, 2, 0 },
  [DR_LP_PROTECTION_AGENT] = { "LP206", "Virtual Protection Agent", "Agent virtuel de protection", DR_LP_KIND_DEFENSE, 2, 0 },
  [DR_LP_UPDATE] = { "LP207", "Update", "Mise à jour", DR_LP_KIND_DEFENSE, 3, 0 },
  [DR_LP_ROOTKIT] = { "LP301", "Rootkit", "Rootkit", DR_LP_KIND_ATTACK, 5, 0 },
  [DR_LP_BRUTE_FORCE] = { "LP302", "Brute Force", "Bruteforce", DR_LP_KIND_ATTACK, 3, 0 },
  [DR_LP_WEAK_SPOT] = { "LP303", "Weak Spot", "Faible", DR_LP_KIND_ATTACK, 2, 0 },
  [DR_LP_LOCKPICK] = { "LP304", "Lockpick", "Lockpick", DR_LP_KIND_ATTACK, 6, 1 },
  [DR_LP_TROJAN_HORSE] = { "LP305", "Trojan Horse", "Cheval de troie", DR_LP_KIND_ATTACK, 3, 1 },
  [DR_LP_KEYLOGGER] = { "LP306", "Keylogger", "Keylogger", DR_LP_KIND_ATTACK, 3, 1 },
  [DR_LP_SCANNER] = { "LP307", "Scanner", "Scanner", DR_LP_KIND_ATTACK, 4, 1 },
  [DR_LP_MEMORY_OVERFLOW] = { "LP308", "Memory Overflow", "Dépassement mémoire", DR_LP_KIND_ATTACK, 2, 0 },
  [DR_LP_CORRUPTED_DISK] = { "LP309", "Corrupted Disk", "Disque corrompu", DR_LP_KIND_ATTACK, 3, 1 },
  [DR_LP_ZOMBIE_PROCESS] = { "LP310", "Zombie Process", "Processus zombie", DR_LP_KIND_ATTACK, 3, 1 },
};

const DrLpCardData *
dr_lp_card_data (int def)
{
  if (def <= DR_LP_UNKNOWN || def >= DR_LP_N_DEFS)
    return NULL;
  return &cards[def];
}

int
dr_lp_card_by_code (const char *code)
{
  int def;

  if (code == NULL)
    return 0;
  for (def = 1; def < DR_LP_N_DEFS; def++)
    if (strcmp (cards[def].code, code) == 0)
      return def;
  return 0;
}
