import { stepToJson, type StepJson } from './explanation.js';
import { formatFraction, toNumber } from './probability.js';
import type { CombatAnswer } from './resolve-combat.js';

/** The JSON the command line prints with --json (and the shape scripts rely on). */
export interface CombatAnswerJson {
  game: string;
  attack: number;
  defense: number;
  ratio: string;
  odds: string | null;
  allowed: boolean;
  refusal: string | null;
  next: { odds: string; attackNeeded: number; defenseAtMost: number } | null;
  drm: number;
  drmApplied: number;
  table: { id: string; title: string; source: 'seed' | 'user' } | null;
  missingTable: string | null;
  outcomes: { result: string; probability: number; fraction: string; rolls: number[]; meaning: string | null }[];
  expectedLosses: { attacker: number; defender: number } | null;
  overridden: string[];
  explanation: StepJson[];
}

export function combatAnswerToJson(a: CombatAnswer): CombatAnswerJson {
  return {
    game: a.game,
    attack: a.attack,
    defense: a.defense,
    ratio: a.ratio,
    odds: a.odds,
    allowed: a.allowed,
    refusal: a.refusal,
    next: a.next ? { ...a.next } : null,
    drm: a.drm,
    drmApplied: a.drmApplied,
    table: a.table ? { id: a.table.id, title: a.table.title, source: a.table.source } : null,
    missingTable: a.missingTable,
    outcomes: a.outcomes.map((o) => ({
      result: o.result,
      probability: toNumber(o.probability),
      fraction: formatFraction(o.probability),
      rolls: [...o.rolls],
      meaning: o.meaning?.text ?? null,
    })),
    expectedLosses: a.expectedLosses ? { ...a.expectedLosses } : null,
    overridden: [...a.overridden],
    explanation: a.explanation.map(stepToJson),
  };
}
