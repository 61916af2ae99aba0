import { CEMETERY_HILL_ENTRIES } from './entries/cemetery-hill.js';
import { GETTYSBURG_77_ENTRIES } from './entries/gettysburg-77.js';
import { GETTYSBURG_88_ENTRIES } from './entries/gettysburg-88.js';
import { HIGH_TIDE_ENTRIES } from './entries/high-tide.js';
import { THEY_MET_ENTRIES } from './entries/they-met.js';
import { GLOSSARY } from './glossary.js';
import type { GlossaryTerm, RuleEntry } from './rule-entry.js';

/** Every game's entries, gathered for search, the CLI and the coverage tests; a new game's file adds one import and one name here. */
export const ALL_ENTRIES: readonly RuleEntry[] = [
  ...GETTYSBURG_77_ENTRIES,
  ...GETTYSBURG_88_ENTRIES,
  ...CEMETERY_HILL_ENTRIES,
  ...HIGH_TIDE_ENTRIES,
  ...THEY_MET_ENTRIES,
];

/** The glossary a new player reads alongside the rules. */
export const ALL_TERMS: readonly GlossaryTerm[] = GLOSSARY;
